import UIKit

/// A scrolling label as MarqueeLabel writes one: a `UILabel` subclass that lays out its text
/// wider than itself (`textRect(forBounds:limitedToNumberOfLines:)`), draws it shifted in
/// `drawText(in:)` and slides it with a linear, repeating `UIView.animate`, fading its ends
/// with a gradient mask.
final class ComponentMarqueeLabel: UILabel {
    private let fadeMask = CAGradientLayer()
    private(set) var scrollAnimator: UIViewPropertyAnimator?
    var fadeLength: CGFloat = 8
    var scrollRate: CGFloat = 30

    override var text: String? {
        didSet { restartIfNeeded() }
    }

    override var font: UIFont! {
        didSet { restartIfNeeded() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        lineBreakMode = .byClipping
        numberOfLines = 1
        clipsToBounds = true
        fadeMask.startPoint = CGPoint(x: 0, y: 0.5)
        fadeMask.endPoint = CGPoint(x: 1, y: 0.5)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The width the whole text takes on one line.
    var fullTextWidth: CGFloat {
        guard let text, let font else { return 0 }
        return ceil((text as NSString).size(withAttributes: [NSAttributedString.Key.font: font]).width)
    }

    var needsScrolling: Bool { fullTextWidth > bounds.width }

    override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        var rect = super.textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines)
        rect.size.width = max(rect.width, fullTextWidth)
        return rect
    }

    override func drawText(in rect: CGRect) {
        let wide = CGRect(x: rect.minX, y: rect.minY, width: max(rect.width, fullTextWidth), height: rect.height)
        super.drawText(in: wide)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        fadeMask.frame = bounds
        let edge = NSNumber(value: Double(fadeLength / max(bounds.width, 1)))
        fadeMask.locations = [0, edge, NSNumber(value: 1 - edge.doubleValue), 1]
        fadeMask.colors = [UIColor.clear, UIColor.black, UIColor.black, UIColor.clear].map(\.cgColor)
        layer.mask = needsScrolling ? fadeMask : nil
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { scrollAnimator?.stopAnimation(true) } else { restartIfNeeded() }
    }

    private func restartIfNeeded() {
        guard window != nil else { return }
        setNeedsLayout()
        layoutIfNeeded()
        scrollAnimator?.stopAnimation(true)
        scrollAnimator = nil
        bounds.origin.x = 0
        guard needsScrolling else { return }
        let distance = fullTextWidth - bounds.width + fadeLength
        scrollAnimator = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: TimeInterval(distance / scrollRate), delay: 0.5, options: [.curveLinear, .repeat, .autoreverse],
            animations: { [weak self] in self?.bounds.origin.x = distance })
    }

    /// Slides the label's layer once with a plain `UIView.animate`, for callers that want a
    /// one-shot bounce.
    func nudge() {
        UIView.animate(
            withDuration: 0.25, delay: 0, options: [.curveLinear, .allowUserInteraction, .beginFromCurrentState],
            animations: { self.transform = CGAffineTransform(translationX: -4, y: 0) },
            completion: { _ in
                UIView.animate(withDuration: 0.25) { self.transform = .identity }
            })
    }
}
