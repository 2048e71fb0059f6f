import QuartzCore
import UIKit

/// A count badge as BadgeHub and MIBadgeButton write one: a pill label that sizes itself
/// (`intrinsicContentSize`, `sizeThatFits(_:)`), changes its count without implicit
/// animations (`CATransaction.setDisableActions`) and pops with a `transform.scale` keyframe
/// animation, then settles with a spring.
final class ComponentBadgeView: UIView {
    static let popKey = "pop"
    let countLabel = UILabel()
    let contentInsets = UIEdgeInsets(top: 2, left: 6, bottom: 2, right: 6)
    var maximumCount = 99

    var count = 0 {
        didSet {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            countLabel.text =
                count > maximumCount
                ? "\(maximumCount)+"
                : NumberFormatter.localizedString(
                    from: NSNumber(value: count), number: .none)
            isHidden = count == 0
            CATransaction.commit()
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor.systemRed
        layer.cornerCurve = .continuous
        countLabel.font = UIFont.systemFont(ofSize: 13, weight: .bold)
        countLabel.textColor = .white
        countLabel.textAlignment = .center
        countLabel.adjustsFontSizeToFitWidth = true
        countLabel.minimumScaleFactor = 0.5
        addSubview(countLabel)
        isUserInteractionEnabled = false
        isHidden = true
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let text = countLabel.intrinsicContentSize
        let height = ceil(text.height + contentInsets.top + contentInsets.bottom)
        let width = ceil(text.width + contentInsets.left + contentInsets.right)
        return CGSize(width: max(width, height), height: height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2
        countLabel.frame = bounds.inset(by: contentInsets)
    }

    /// Pins the badge's centre to the top-right corner of `anchorView`.
    func attach(to anchorView: UIView) {
        translatesAutoresizingMaskIntoConstraints = false
        anchorView.addSubview(self)
        NSLayoutConstraint.activate([
            centerXAnchor.constraint(equalTo: anchorView.trailingAnchor),
            centerYAnchor.constraint(equalTo: anchorView.topAnchor),
            heightAnchor.constraint(greaterThanOrEqualToConstant: 18),
            widthAnchor.constraint(greaterThanOrEqualTo: heightAnchor),
        ])
        setContentHuggingPriority(.required, for: .horizontal)
        setContentCompressionResistancePriority(UILayoutPriority(rawValue: 1000), for: .horizontal)
    }

    func pop() {
        let pop = CAKeyframeAnimation(keyPath: "transform.scale")
        pop.values = [1.0, 1.4, 0.9, 1.15, 0.95, 1.02, 1.0]
        pop.keyTimes = [0, 0.2, 0.4, 0.6, 0.8, 0.9, 1].map { NSNumber(value: $0) }
        pop.duration = 0.5
        pop.timingFunctions = Array(repeating: CAMediaTimingFunction(name: .easeInEaseOut), count: 6)
        pop.calculationMode = .linear
        layer.add(pop, forKey: Self.popKey)
    }

    func bump(by delta: Int) {
        count += delta
        transform = CGAffineTransform(scaleX: 0.6, y: 0.6)
        UIView.animate(
            withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 3,
            options: [.allowUserInteraction, .curveEaseOut],
            animations: { self.transform = .identity }, completion: nil)
    }
}
