import UIKit

/// A star rating control as Cosmos and HCSStarRatingView write one: a `UIControl` that draws its
/// stars with `UIBezierPath`, follows the finger through the tracking overrides, sends
/// `.valueChanged`, redraws on tint changes and is adjustable by VoiceOver.
final class ComponentStarRating: UIControl {
    var maximumValue = 5 {
        didSet { setNeedsDisplay() }
    }

    var value: CGFloat = 0 {
        didSet {
            if value != oldValue {
                setNeedsDisplay()
                accessibilityValue = String(format: "%.0f of %d", value, maximumValue)
            }
        }
    }

    var emptyStarColor: UIColor = .systemGray4
    var allowsHalfStars = true
    private let feedback = UISelectionFeedbackGenerator()
    private(set) var tintChanges = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        isOpaque = false
        contentMode = .redraw
        isAccessibilityElement = true
        accessibilityLabel = "Rating"
        accessibilityTraits = UIAccessibilityTraits.adjustable
    }

    override var intrinsicContentSize: CGSize {
        CGSize(width: CGFloat(maximumValue) * 24 + CGFloat(maximumValue - 1) * 4, height: 24)
    }

    private var starSide: CGFloat { min(bounds.height, (bounds.width - CGFloat(maximumValue - 1) * 4) / CGFloat(maximumValue)) }

    static func starPath(in rect: CGRect) -> UIBezierPath {
        let path = UIBezierPath()
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let outer = min(rect.width, rect.height) / 2
        let inner = outer * 0.4
        for index in 0..<10 {
            let radius = index.isMultiple(of: 2) ? outer : inner
            let angle = CGFloat(index) * .pi / 5 - .pi / 2
            let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.close()
        return path
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let side = starSide
        for index in 0..<maximumValue {
            let frame = CGRect(x: CGFloat(index) * (side + 4), y: (bounds.height - side) / 2, width: side, height: side)
            let star = Self.starPath(in: frame)
            emptyStarColor.setFill()
            star.fill()
            let fill = max(0, min(1, value - CGFloat(index)))
            guard fill > 0 else { continue }
            context.saveGState()
            context.clip(to: CGRect(x: frame.minX, y: frame.minY, width: frame.width * fill, height: frame.height))
            tintColor.setFill()
            star.fill()
            context.restoreGState()
        }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        tintChanges += 1
        setNeedsDisplay()
    }

    private func update(with touch: UITouch) {
        let x = touch.location(in: self).x
        let raw = x / (starSide + 4)
        let rounded = allowsHalfStars ? (raw * 2).rounded(.up) / 2 : raw.rounded(.up)
        let newValue = max(0, min(CGFloat(maximumValue), rounded))
        guard newValue != value else { return }
        value = newValue
        feedback.selectionChanged()
        sendActions(for: .valueChanged)
    }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        feedback.prepare()
        update(with: touch)
        return true
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        update(with: touch)
        return true
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        if let touch { update(with: touch) }
        sendActions(for: .editingDidEnd)
    }

    override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
    }

    override func accessibilityIncrement() {
        value = min(CGFloat(maximumValue), value + 1)
        sendActions(for: .valueChanged)
    }

    override func accessibilityDecrement() {
        value = max(0, value - 1)
        sendActions(for: .valueChanged)
    }
}
