import Foundation
import Graphics

/// A control for picking a value from a continuous range, drawn as iOS 13+ draws it: a 4-point
/// rounded track, tinted up to the thumb and light grey after it, and a white 28-point round
/// thumb with a soft shadow. Dragging the thumb changes the value and sends `.valueChanged` (its
/// primary event) while it moves, if `isContinuous`, and when it ends. Touches elsewhere on the
/// track do nothing, as on iOS.
///
/// Layout goes through the override points UIKit offers (`trackRect(forBounds:)`,
/// `thumbRect(forBounds:trackRect:value:)`, `minimumValueImageRect(forBounds:)`,
/// `maximumValueImageRect(forBounds:)`), so a subclass that overrides them moves what is drawn
/// and where touches land. Everything is drawn by layers; nothing calls `draw(_:)`.
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// The intrinsic height of a slider with the default thumb and track.
    static let standardHeight: CGFloat = 31
    /// The default thumb's diameter.
    static let thumbDiameter: CGFloat = 28
    /// The default track's thickness.
    static let trackThickness: CGFloat = 4
    /// How far the track stays inside its bounds on each side, and how far the thumb's travel
    /// reaches past the track's ends.
    static let trackInset: CGFloat = 3
    /// The gap between a value image and the track.
    static let valueImageSpacing: CGFloat = 11

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        setUpLayers()
    }

    /// A slider 100 × 34 points, the frame UIKit's `-[UISlider init]` gives.
    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 100, height: 34))
    }

    public required init?(coder: NSCoder) { return nil }

    // MARK: Value

    /// The value, always within `minimumValue…maximumValue`; 0 by default. Setting it moves the
    /// thumb at the next layout and sends no event. NaN becomes `minimumValue`, as UIKit clamps it.
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }

    /// The lower end of the range; 0 by default. Raising it above `maximumValue` raises that too;
    /// the value is clamped into the new range. Non-finite values are refused with a diagnostic.
    open var minimumValue: Float {
        get { storedMinimum }
        set {
            guard newValue.isFinite else {
                return LayerTreeDiagnostics.report("UISlider.minimumValue", "non-finite value \(newValue)")
            }
            storedMinimum = newValue
            storedMaximum = max(storedMaximum, newValue)
            storedValue = clamped(storedValue)
            setNeedsLayout()
        }
    }

    /// The upper end of the range; 1 by default. The value is clamped into the new range. A
    /// maximum below `minimumValue` (an exception in UIKit) or a non-finite one is refused with a
    /// diagnostic.
    open var maximumValue: Float {
        get { storedMaximum }
        set {
            guard newValue.isFinite, newValue >= storedMinimum else {
                return LayerTreeDiagnostics.report(
                    "UISlider.maximumValue", "\(newValue) is below minimumValue \(storedMinimum) or not finite")
            }
            storedMaximum = newValue
            storedValue = clamped(storedValue)
            setNeedsLayout()
        }
    }

    /// Whether `.valueChanged` is sent on every move of a drag (true, the default) or only when
    /// the drag ends.
    open var isContinuous = true

    /// Sets the value (clamped), sending no event. Animated, the thumb and track slide there over
    /// a time that grows with the distance — a quarter second across the whole track, at least a
    /// tenth — easing in and out, as UIKit's slider animates.
    open func setValue(_ value: Float, animated: Bool) {
        let target = clamped(value)
        guard target != storedValue else { return }
        guard animated else {
            storedValue = target
            return setNeedsLayout()
        }
        layoutIfNeeded()
        let track = trackRect(forBounds: bounds)
        let from = (thumbLayer.presentation() ?? thumbLayer).frame.minX
        let to = thumbRect(forBounds: bounds, trackRect: track, value: target).minX
        storedValue = target
        let distance = track.width > 0 ? abs(to - from) / track.width : 0
        applyLayout(animation: (duration: max(0.1, Double(distance) * 0.25), timing: .easeInEaseOut))
    }

    // MARK: Appearance

    /// The image left of the track (right of it in right-to-left layouts); nil by default.
    open var minimumValueImage: UIImage? { didSet { appearanceDidChange() } }
    /// The image right of the track (left of it in right-to-left layouts); nil by default.
    open var maximumValueImage: UIImage? { didSet { appearanceDidChange() } }

    /// The track's colour before the thumb; nil (the default) is the tint colour.
    open var minimumTrackTintColor: UIColor? { didSet { setNeedsLayout() } }
    /// The track's colour after the thumb; nil (the default) is iOS's system fill, a light grey.
    open var maximumTrackTintColor: UIColor? { didSet { setNeedsLayout() } }
    /// The thumb's colour; nil (the default) is white. Setting it removes the thumb images.
    open var thumbTintColor: UIColor? {
        didSet {
            guard thumbTintColor != oldValue else { return }
            thumbImages.removeAll()
            appearanceDidChange()
        }
    }

    /// Uses `image` as the thumb in `state`; a state without one uses `.normal`'s. Setting an
    /// image removes `thumbTintColor`.
    open func setThumbImage(_ image: UIImage?, for state: State) {
        if thumbTintColor != nil { thumbTintColor = nil }
        thumbImages[state.rawValue] = image
        appearanceDidChange()
    }

    /// Uses `image` (stretched by its cap insets) as the track before the thumb in `state`. The
    /// images replace the drawn track once both track images are set for `.normal`.
    open func setMinimumTrackImage(_ image: UIImage?, for state: State) {
        minimumTrackImages[state.rawValue] = image
        appearanceDidChange()
    }

    /// Uses `image` (stretched by its cap insets) as the track after the thumb in `state`.
    open func setMaximumTrackImage(_ image: UIImage?, for state: State) {
        maximumTrackImages[state.rawValue] = image
        appearanceDidChange()
    }

    /// The thumb image for `state`, else `.normal`'s; nil when none was set.
    open func thumbImage(for state: State) -> UIImage? { resolved(thumbImages, state) }
    /// The minimum track image for `state`, else `.normal`'s; nil when none was set.
    open func minimumTrackImage(for state: State) -> UIImage? { resolved(minimumTrackImages, state) }
    /// The maximum track image for `state`, else `.normal`'s; nil when none was set.
    open func maximumTrackImage(for state: State) -> UIImage? { resolved(maximumTrackImages, state) }

    /// The thumb image for the current state; nil while the default thumb is drawn.
    open var currentThumbImage: UIImage? { thumbImage(for: state) }
    /// The minimum track image for the current state; nil while the default track is drawn.
    open var currentMinimumTrackImage: UIImage? { minimumTrackImage(for: state) }
    /// The maximum track image for the current state; nil while the default track is drawn.
    open var currentMaximumTrackImage: UIImage? { maximumTrackImage(for: state) }

    // MARK: Override points

    /// Where `minimumValueImage` goes: its size, at the leading edge, centred vertically
    /// (rounded down); `.zero` without an image.
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        valueImageRect(minimumValueImage, forBounds: bounds, atLeadingEdge: true)
    }

    /// Where `maximumValueImage` goes: its size, at the trailing edge, centred vertically
    /// (rounded down); `.zero` without an image.
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        valueImageRect(maximumValueImage, forBounds: bounds, atLeadingEdge: false)
    }

    /// The track between the value images (and 11 points from them), 3 points in from each
    /// end, 4 points thick (the maximum track image's height when both track images are set),
    /// centred vertically: (3, 14, 194, 4) in a 200 × 31 bounds.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        let rightToLeft = isRightToLeft
        var x = bounds.minX
        var width = bounds.width
        if minimumValueImage != nil {
            let inset = minimumValueImageRect(forBounds: bounds).width + Self.valueImageSpacing
            if !rightToLeft { x += inset }
            width -= inset
        }
        if maximumValueImage != nil {
            let inset = maximumValueImageRect(forBounds: bounds).width + Self.valueImageSpacing
            if rightToLeft { x += inset }
            width -= inset
        }
        let thickness = trackThickness
        // UIKit centres the track in the bounds' height without adding their origin.
        let y = ((bounds.height - thickness) / 2).rounded()
        let inset = Self.trackInset
        return CGRect(x: x + inset, y: y, width: max(width, 2 * inset) - 2 * inset, height: thickness)
    }

    /// The thumb for `value` on `rect`: its size (28 × 28, or the current thumb image's), moved
    /// along the track stretched 3 points past each end, in proportion to the value (whole
    /// points), centred on the track vertically: (0, 2, 28, 28) at the minimum of a 200 × 31 slider.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let range = storedMaximum - storedMinimum
        var fraction: CGFloat = 0
        if range > 0, !value.isNaN { fraction = CGFloat((min(max(value, storedMinimum), storedMaximum) - storedMinimum) / range) }
        if isRightToLeft { fraction = 1 - fraction }
        let travel = rect.insetBy(dx: -Self.trackInset, dy: 0)
        let size = thumbSize
        return CGRect(
            x: travel.minX + ((travel.width - size.width) * fraction).rounded(),
            y: travel.minY + ((travel.height - size.height) / 2).rounded(),
            width: size.width, height: size.height)
    }

    // MARK: Size

    /// No intrinsic width; 31 points high, or more for taller images.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: Self.noIntrinsicMetric, height: fittingHeight)
    }

    /// The given width (at least room for the thumb and value images) and the intrinsic height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        var minimumWidth = thumbSize.width
        for image in [minimumValueImage, maximumValueImage].compactMap({ $0 }) {
            minimumWidth += image.size.width + Self.valueImageSpacing
        }
        return CGSize(width: max(size.width, minimumWidth), height: fittingHeight)
    }

    // MARK: Tracking and layout

    /// Tracks a touch that lands on the thumb (within a 48 × 48 square about its centre); a
    /// touch elsewhere is not tracked, as on iOS. The value follows the thumb's centre, keeping
    /// where the finger took hold of it.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        beginThumbDrag(at: touch.location(in: self))
    }

    /// Moves the value with the touch and, if `isContinuous`, sends `.valueChanged` (on every
    /// move, as UIKit does).
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        continueThumbDrag(to: touch.location(in: self))
    }

    /// Sends `.valueChanged` when the touch lifts (continuous or not), as UIKit does.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        if touch != nil { send(.valueChanged) }
    }

    /// Places the track, thumb and value images from the override points.
    open override func layoutSubviews() {
        super.layoutSubviews()
        applyLayout(animation: nil)
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsLayout()
    }

    /// A new layout direction mirrors the slider.
    open override var semanticContentAttribute: UISemanticContentAttribute {
        didSet { setNeedsLayout() }
    }

    // MARK: Internal

    override var primaryEvent: UIControl.Event { .valueChanged }

    var storedValue: Float = 0
    private var storedMinimum: Float = 0
    private var storedMaximum: Float = 1
    private var thumbImages: [UInt: UIImage] = [:]
    private var minimumTrackImages: [UInt: UIImage] = [:]
    private var maximumTrackImages: [UInt: UIImage] = [:]

    /// Where a drag put its finger relative to the thumb's centre (UIKit's hit offset).
    var hitOffset: CGFloat = 0

    let contentLayer = CALayer()
    let minimumValueImageLayer = CALayer()
    let maximumValueImageLayer = CALayer()
    let maximumTrackClip = CALayer()
    let maximumTrackLayer = CALayer()
    let minimumTrackClip = CALayer()
    let minimumTrackLayer = CALayer()
    let thumbLayer = CALayer()
    /// The default thumb: a white disc casting a wide soft shadow, under one casting a tight one.
    let thumbOuterDisc = CALayer()
    let thumbInnerDisc = CALayer()

    /// `value` clamped into the range; NaN gives the minimum, as UIKit's clamp does.
    func clamped(_ value: Float) -> Float {
        guard !value.isNaN else { return storedMinimum }
        return min(max(value, storedMinimum), storedMaximum)
    }

    var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// Whether both track images are set for `.normal`: then they are drawn instead of the track.
    var trackIsArtwork: Bool {
        minimumTrackImages[State.normal.rawValue] != nil && maximumTrackImages[State.normal.rawValue] != nil
    }

    /// The current thumb image's size, else the default thumb's.
    var thumbSize: CGSize {
        currentThumbImage?.size ?? CGSize(width: Self.thumbDiameter, height: Self.thumbDiameter)
    }

    private var trackThickness: CGFloat {
        trackIsArtwork ? maximumTrackImages[State.normal.rawValue]?.size.height ?? Self.trackThickness : Self.trackThickness
    }

    private var fittingHeight: CGFloat {
        var height = max(Self.standardHeight, thumbSize.height)
        for image in [minimumTrackImage(for: .normal), maximumTrackImage(for: .normal), minimumValueImage, maximumValueImage] {
            height = max(height, image?.size.height ?? 0)
        }
        return height
    }

    private func resolved(_ images: [UInt: UIImage], _ state: State) -> UIImage? {
        images[state.rawValue] ?? images[State.normal.rawValue]
    }

    private func valueImageRect(_ image: UIImage?, forBounds bounds: CGRect, atLeadingEdge leading: Bool) -> CGRect {
        guard let size = image?.size else { return .zero }
        let atLeft = leading != isRightToLeft
        return CGRect(
            x: atLeft ? bounds.minX : bounds.maxX - size.width,
            y: bounds.minY + ((bounds.height - size.height) / 2).rounded(.down),
            width: size.width, height: size.height)
    }

    private func appearanceDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    // MARK: Accessibility (UIKit's defaults)

    override var isAccessibilityElementByDefault: Bool { true }
    /// The value as a whole percentage of the range ("50%").
    override var accessibilityValueByDefault: String? {
        let range = maximumValue - minimumValue
        let fraction = range > 0 ? (value - minimumValue) / range : 0
        return "\(Int((fraction * 100).rounded()))%"
    }
    override var accessibilityTraitsByDefault: UIAccessibilityTraits { super.accessibilityTraitsByDefault.union(.adjustable) }
    /// Moves the value up by a tenth of the range and sends `.valueChanged`, as a VoiceOver swipe does.
    open override func accessibilityIncrement() { stepForAccessibility(by: 0.1) }
    /// Moves the value down by a tenth of the range and sends `.valueChanged`.
    open override func accessibilityDecrement() { stepForAccessibility(by: -0.1) }

    private func stepForAccessibility(by fraction: Float) {
        guard isEnabled else { return }
        let old = value
        setValue(value + fraction * (maximumValue - minimumValue), animated: false)
        if value != old { send(.valueChanged) }
    }
}
