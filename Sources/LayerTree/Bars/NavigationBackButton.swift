import Foundation
import Graphics

/// A navigation bar's back button: UIKit's chevron (a shape layer) and the title of the item it
/// goes back to, both in the tint colour, faded while pressed.
@MainActor
final class BackButton: UIControl {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = nil
        chevron.fillColor = nil
        chevron.lineWidth = 3
        chevron.lineCap = .round
        chevron.lineJoin = .round
        chevron.path = Self.chevronPath.cgPath
        layer.addSublayer(chevron)
        label.font = .systemFont(ofSize: 17)
        addSubview(label)
        tintDidChange()
    }

    required init?(coder: NSCoder) { return nil }

    /// The chevron's box: UIKit's back indicator is 13 × 21 points.
    static let chevronSize = CGSize(width: 13, height: 21)

    /// The chevron as a template image (what `UINavigationBarAppearance.backIndicatorImage`
    /// answers by default): the button's path, stroked 3 points wide with round ends.
    static let chevronImage: UIImage = UIGraphicsImageRenderer(size: chevronSize).image { _ in
        let path = chevronPath
        path.lineWidth = 3
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        UIColor.black.setStroke()
        path.stroke()
    }.withRenderingMode(.alwaysTemplate)

    /// The chevron's path in its box.
    private static var chevronPath: UIBezierPath {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: chevronSize.width - 1.5, y: 1.5))
        path.addLine(to: CGPoint(x: 1.5, y: chevronSize.height / 2))
        path.addLine(to: CGPoint(x: chevronSize.width - 1.5, y: chevronSize.height - 1.5))
        return path
    }
    /// The gap between the chevron and the title.
    static let gap: CGFloat = 6

    /// The title shown beside the chevron; nil shows the chevron alone.
    var title: String? {
        get { label.text }
        set {
            label.text = newValue
            label.isHidden = (newValue ?? "").isEmpty
            setNeedsLayout()
        }
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let text = label.isHidden ? 0 : Self.gap + label.intrinsicContentSize.width
        return CGSize(width: Self.chevronSize.width + text, height: size.height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        chevron.frame = CGRect(
            x: 0, y: (bounds.height - Self.chevronSize.height) / 2, width: Self.chevronSize.width,
            height: Self.chevronSize.height)
        CATransaction.commit()
        let size = label.intrinsicContentSize
        let x = Self.chevronSize.width + Self.gap
        label.frame = CGRect(x: x, y: (bounds.height - size.height) / 2, width: max(0, bounds.width - x), height: size.height)
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        tintDidChange()
    }

    override func stateDidChange() {
        super.stateDidChange()
        tintDidChange()
    }

    /// Chevron and title in the tint, faded to 20% while highlighted, grey when disabled.
    func tintDidChange() {
        let color: UIColor =
            !isEnabled
            ? UIColor.systemGray.withAlphaComponent(0.7) : isHighlighted ? tintColor.withAlphaComponent(0.2) : tintColor
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        chevron.strokeColor = color.cgColor
        CATransaction.commit()
        label.textColor = color
    }

    private let chevron = CAShapeLayer()
    private let label = UILabel()
}
