import Foundation
import Graphics

/// An on/off control drawn as iOS draws it: a 51 × 31 rounded track, green when on, with a white
/// round thumb that slides across. A tap toggles it; a drag sets it by where the thumb ends up;
/// either sends `.valueChanged` (its primary event). Its size is fixed, as on iOS.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// UIKit's switch size.
    public static let standardSize = CGSize(width: 51, height: 31)

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.standardSize))
        backgroundColor = nil
        isOpaque = false
        // A switch keeps its size: it hugs and resists as strongly as UIKit's (750 on both axes).
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            setContentHuggingPriority(.defaultHigh, for: axis)
        }
        layer.addSublayer(trackLayer)
        layer.addSublayer(thumbLayer)
        thumbLayer.backgroundColor = UIColor.white.cgColor
        thumbLayer.shadowColor = UIColor.black.cgColor
        thumbLayer.shadowOpacity = 0.2
        thumbLayer.shadowRadius = 2
        thumbLayer.shadowOffset = CGSize(width: 0, height: 2)
        applyAppearance(animated: false)
    }

    public required init?(coder: NSCoder) { return nil }

    /// Whether the switch is on. False by default. Setting it does not send `.valueChanged`.
    open var isOn: Bool {
        get { storedIsOn }
        set { setOn(newValue, animated: false) }
    }

    /// Sets the state, sliding the thumb over 0.25 s when `animated`. Sends no event.
    open func setOn(_ on: Bool, animated: Bool) {
        storedIsOn = on
        applyAppearance(animated: animated)
    }

    /// The track colour when on; nil (the default) is the system green.
    open var onTintColor: UIColor? { didSet { applyAppearance(animated: false) } }
    /// The thumb colour; nil (the default) is white.
    open var thumbTintColor: UIColor? { didSet { applyAppearance(animated: false) } }

    /// The frame's size is ignored: a switch is 51 × 31.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: Self.standardSize) }
    }

    open override var intrinsicContentSize: CGSize { Self.standardSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.standardSize }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch else { return }
        let x = touch.location(in: self).x
        let moved = abs(x - (trackingStartX ?? x)) > 5
        trackingStartX = nil
        // A tap toggles only when it ends on the switch; a drag sets it by where it ends.
        guard moved || isTouchInside else { return applyAppearance(animated: true) }
        let newValue = moved ? x > bounds.midX : !isOn
        guard newValue != isOn else { return applyAppearance(animated: true) }
        setOn(newValue, animated: true)
        send(.valueChanged)
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        trackingStartX = touch.location(in: self).x
        return super.beginTracking(touch, with: event)
    }

    override var primaryEvent: UIControl.Event { .valueChanged }

    override func stateDidChange() {
        super.stateDidChange()
        applyAppearance(animated: true)
    }

    // MARK: Drawing

    private var storedIsOn = false
    private var trackingStartX: CGFloat?
    private let trackLayer = CALayer()
    private let thumbLayer = CALayer()

    /// Off: a light translucent grey track (iOS's system fill); on: the on tint.
    private static let offTrack = UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16)

    private func applyAppearance(animated: Bool) {
        CATransaction.begin()
        CATransaction.setDisableActions(!animated)
        let size = Self.standardSize
        trackLayer.frame = CGRect(origin: .zero, size: size)
        trackLayer.cornerRadius = size.height / 2
        trackLayer.backgroundColor = (isOn ? onTintColor ?? .systemGreen : Self.offTrack).cgColor
        let thumb: CGFloat = 27
        let x: CGFloat = isOn ? size.width - thumb - 2 : 2
        thumbLayer.frame = CGRect(x: x, y: 2, width: thumb, height: thumb)
        thumbLayer.cornerRadius = thumb / 2
        thumbLayer.backgroundColor = (thumbTintColor ?? .white).cgColor
        layer.opacity = isEnabled ? 1 : 0.5
        CATransaction.commit()
    }

    // MARK: Accessibility (UIKit's defaults)

    override var isAccessibilityElementByDefault: Bool { true }
    override var accessibilityValueByDefault: String? { isOn ? "1" : "0" }
    override var accessibilityTraitsByDefault: UIAccessibilityTraits { super.accessibilityTraitsByDefault.union(.button) }
    /// Toggles the switch and sends `.valueChanged`, as a double tap with VoiceOver does.
    open override func accessibilityActivate() -> Bool {
        guard isEnabled else { return false }
        setOn(!isOn, animated: true)
        send(.valueChanged)
        return true
    }
}
