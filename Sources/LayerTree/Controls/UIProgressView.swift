import Foundation
import Graphics

/// A bar showing how far a task has gone, drawn as iOS 13+ draws it: a 4-point rounded track in
/// the system fill colour with the tinted progress over it from the leading edge (the `.bar`
/// style: square ends on a clear track). Its height is fixed by its style, as on iOS: setting a
/// frame keeps the width and takes the style's height (a height constraint still sizes it).
/// Drawn by layers; nothing calls `draw(_:)`.
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// A progress view's look.
    public enum Style: Int, Sendable {
        /// The standard bar: rounded, on a grey track.
        case `default` = 0
        /// For toolbars: square ends on a clear track.
        case bar = 1
    }

    /// The default style's height.
    static let defaultHeight: CGFloat = 4
    /// The bar style's height before rounding up to whole pixels (an estimate; see uikit-decisions).
    static let barHeight: CGFloat = 2.5
    /// How much darker the top of each gradient is than its bottom (UIKit's 0.978378378).
    static let gradientShade: CGFloat = 0.978378378

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: frame.width, height: Self.defaultHeight)))
        isOpaque = false
        clipsToBounds = false
        setUpLayers()
    }

    public required init?(coder: NSCoder) { return nil }

    /// A progress view of `style`, 160 points wide (`-[UIProgressView initWithProgressViewStyle:]`).
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: CGRect(x: 0, y: 0, width: 160, height: 11))
        progressViewStyle = style
        if style != .default { styleDidChange() }  // observers do not run for the class's own initializers
    }

    /// The look; `.default` by default. Changing it resizes the view to the style's height.
    open var progressViewStyle: Style = .default {
        didSet { if progressViewStyle != oldValue { styleDidChange() } }
    }

    /// How far along, 0…1 (clamped; NaN counts as 1, as UIKit's `fmin` makes it). Setting it
    /// moves the bar at the next layout.
    open var progress: Float {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }

    /// Sets the progress. Animated, the bar grows or shrinks at a constant speed, the whole
    /// track in a second (at least 0.2 s when it appears from or empties to nothing), as
    /// UIKit's progress view animates.
    open func setProgress(_ progress: Float, animated: Bool) {
        let target = Self.clamped(progress)
        guard target != storedProgress else { return }
        guard animated else {
            storedProgress = target
            return setNeedsLayout()
        }
        var duration = Double(abs(target - storedProgress))
        if target == 0 || storedProgress == 0, currentProgressImageIsResizable { duration = max(duration, 0.2) }
        animate(to: target, duration: duration, timing: .linear)
    }

    /// The progress colour; nil (the default) is the tint colour. Setting it removes `progressImage`.
    open var progressTintColor: UIColor? {
        get { storedProgressTint }
        set {
            storedProgressTint = newValue
            storedProgressImage = nil
            setNeedsLayout()
        }
    }

    /// The track colour; nil (the default) is the system fill (clear for `.bar`). Setting it
    /// removes `trackImage`.
    open var trackTintColor: UIColor? {
        get { storedTrackTint }
        set {
            storedTrackTint = newValue
            storedTrackImage = nil
            setNeedsLayout()
        }
    }

    /// An image for the progress, stretched by its cap insets; nil by default. Setting it
    /// removes `progressTintColor`.
    open var progressImage: UIImage? {
        get { storedProgressImage }
        set {
            storedProgressImage = newValue
            storedProgressTint = nil
            setNeedsLayout()
        }
    }

    /// An image for the track, stretched by its cap insets; nil by default. Setting it removes
    /// `trackTintColor`.
    open var trackImage: UIImage? {
        get { storedTrackImage }
        set {
            storedTrackImage = newValue
            storedTrackTint = nil
            setNeedsLayout()
        }
    }

    /// A `Progress` whose `fractionCompleted` the view shows, animating each change over a tenth
    /// of a second. Linux's Foundation has no key-value observing, so the view reads the
    /// fraction once a frame while it is in a window.
    open var observedProgress: Progress? {
        didSet {
            guard observedProgress !== oldValue else { return }
            lastObservedFraction = nil
            updateProgressObservation()
        }
    }

    // MARK: Size

    /// The frame's width with the style's height: 4 points, or 2.5 rounded up to whole pixels for `.bar`.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: sizeThatFits(newValue.size)) }
    }

    /// The bounds' width with the style's height, except under Auto Layout, where a height
    /// constraint may size the bar (UIKit lets its layout engine through too).
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            guard translatesAutoresizingMaskIntoConstraints else {
                super.bounds = newValue
                return
            }
            super.bounds = CGRect(origin: newValue.origin, size: sizeThatFits(newValue.size))
        }
    }

    /// No intrinsic width; the style's height.
    open override var intrinsicContentSize: CGSize { CGSize(width: Self.noIntrinsicMetric, height: styleHeight) }

    /// The given width and the style's height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: styleHeight) }

    /// A bar-style view without images aligns one point above its bottom, as UIKit's does.
    open override var alignmentRectInsets: UIEdgeInsets {
        guard progressViewStyle == .bar, storedTrackImage == nil, storedProgressImage == nil else { return .zero }
        return UIEdgeInsets(top: 0, left: 0, bottom: 1, right: 0)
    }

    /// Places the track over the bounds and the progress over its first `progress` of the
    /// width, rounded to whole points.
    open override func layoutSubviews() {
        super.layoutSubviews()
        applyLayout()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsLayout()
    }

    /// A new layout direction moves the bar to the other edge.
    open override var semanticContentAttribute: UISemanticContentAttribute {
        didSet { setNeedsLayout() }
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        updateProgressObservation()
    }

    // MARK: Internal

    var storedProgress: Float = 0
    private var storedProgressTint: UIColor?
    private var storedTrackTint: UIColor?
    private var storedProgressImage: UIImage?
    private var storedTrackImage: UIImage?
    var progressLink: CADisplayLink?
    /// The observed fraction last shown; nil until the first frame reads it.
    var lastObservedFraction: Double?

    let trackLayer = CAGradientLayer()
    let trackImageLayer = CALayer()
    let progressLayer = CAGradientLayer()
    let progressImageLayer = CALayer()

    /// Clamped into 0…1 with UIKit's `fmin`/compare: NaN becomes 1.
    static func clamped(_ value: Float) -> Float {
        guard !value.isNaN else { return 1 }
        return min(max(value, 0), 1)
    }

    /// The style's height, rounded up to whole pixels of the view's screen.
    private var styleHeight: CGFloat {
        guard progressViewStyle == .bar else { return Self.defaultHeight }
        let scale = (window?.screen ?? UIScreen.main).scale
        return (Self.barHeight * scale).rounded(.up) / scale
    }

    /// The progress drawn by UIKit is a resizable image (drawn, or one with cap insets), which
    /// vanishes at 0 and is never narrower than its two end caps.
    var currentProgressImageIsResizable: Bool {
        storedProgressImage.map { $0.capInsets != .zero } ?? true
    }

    private func styleDidChange() {
        sizeToFit()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func setUpLayers() {
        for part in [trackLayer, progressLayer] { part.masksToBounds = true }
        for part in [trackLayer, trackImageLayer, progressLayer, progressImageLayer] { layer.addSublayer(part) }
        progressLayer.opacity = 0
        progressImageLayer.opacity = 0
    }

    /// Moves the bar to `target` over `duration` with `timing`, from wherever it shows now.
    func animate(to target: Float, duration: CFTimeInterval, timing: CAMediaTimingFunctionName) {
        layoutIfNeeded()
        storedProgress = target
        CATransaction.begin()
        CATransaction.setAnimationDuration(duration)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: timing))
        applyLayout(animated: true)
        CATransaction.commit()
    }

    private func applyLayout(animated: Bool = false) {
        CATransaction.begin()
        if !animated { CATransaction.setDisableActions(true) }
        let area = bounds
        let height = area.height
        let rounded = progressViewStyle == .default
        let trackColor = storedTrackTint ?? (rounded ? .systemFill : .clear)
        show(storedTrackImage, in: trackImageLayer, orGradientOf: trackColor, in: trackLayer, frame: area, rounded: rounded)

        let width = alignmentRect(forFrame: area).width
        var fill = (width * CGFloat(storedProgress)).rounded()
        if currentProgressImageIsResizable {
            let caps = storedProgressImage.map { $0.capInsets.left + $0.capInsets.right } ?? 2 * height
            fill = max(fill, caps)
        }
        let x = effectiveUserInterfaceLayoutDirection == .rightToLeft ? area.maxX - fill : area.minX
        let bar = CGRect(x: x, y: area.minY, width: fill, height: height)
        let tint = storedProgressTint ?? tintColor!
        show(storedProgressImage, in: progressImageLayer, orGradientOf: tint, in: progressLayer, frame: bar, rounded: rounded)
        let shown: Float = storedProgress == 0 && currentProgressImageIsResizable ? 0 : 1
        (storedProgressImage == nil ? progressLayer : progressImageLayer).opacity = shown
        CATransaction.commit()
    }

    /// Shows `image` in `imageLayer`, or — without one — `color` as UIKit's tinted image draws
    /// it: a vertical gradient from 97.8% of the colour at the top to the colour at the bottom.
    private func show(
        _ image: UIImage?, in imageLayer: CALayer, orGradientOf color: UIColor, in gradientLayer: CAGradientLayer,
        frame: CGRect, rounded: Bool
    ) {
        imageLayer.isHidden = image == nil
        gradientLayer.isHidden = image != nil
        imageLayer.frame = frame
        gradientLayer.frame = frame
        if let image { return imageLayer.showControlImage(image, tint: tintColor) }
        let c = color.cgColor
        let shade = Self.gradientShade
        let top = CGColor(red: c.red * shade, green: c.green * shade, blue: c.blue * shade, alpha: c.alpha)
        gradientLayer.colors = [top, c]
        gradientLayer.cornerRadius = rounded ? min(frame.width, frame.height) / 2 : 0
    }

    // MARK: Accessibility (UIKit's defaults)

    override var isAccessibilityElementByDefault: Bool { true }
    override var accessibilityValueByDefault: String? { "\(Int((progress * 100).rounded()))%" }
    override var accessibilityTraitsByDefault: UIAccessibilityTraits { .updatesFrequently }
}
