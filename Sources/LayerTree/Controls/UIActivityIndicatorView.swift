import Foundation
import Graphics

/// A spinner, drawn as iOS 13+ draws it: eight rounded spokes around a centre, the brightest
/// one moving clockwise a half-spoke step at a time, 16 steps in 0.8 s, with a fading tail
/// behind it. Each spoke is a layer whose opacity runs a repeating, stepped keyframe animation
/// on the media clock, so a spinning indicator costs no drawing at all. Hidden while stopped, by
/// default — from the start, as on iOS.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// An indicator's size and default colour.
    public enum Style: Int, Sendable {
        /// 20 × 20, in the secondary label colour.
        case medium = 100
        /// 37 × 37, in the secondary label colour.
        case large = 101
        /// iOS 12's large white indicator: now a large one, white.
        @available(iOS, introduced: 2.0, deprecated: 13.0, renamed: "UIActivityIndicatorView.Style.large")
        case whiteLarge = 0
        /// iOS 12's white indicator: now a medium one, white.
        @available(iOS, introduced: 2.0, deprecated: 13.0, renamed: "UIActivityIndicatorView.Style.medium")
        case white = 1
        /// iOS 12's grey indicator: now a medium one, black at 45%.
        @available(iOS, introduced: 2.0, deprecated: 13.0, renamed: "UIActivityIndicatorView.Style.medium")
        case gray = 2
    }

    /// The spokes of every style (iOS 13+; iOS 7–12 had twelve).
    static let spokeCount = 8
    /// Animation steps per turn: two per spoke.
    static let stepCount = 16
    /// One turn of the spinner (`_UIActivityIndicatorSettings.fullLoopDuration`).
    static let loopDuration: CFTimeInterval = 0.8

    /// An indicator of `style`'s size at the origin, hidden until it animates.
    public init(style: Style) {
        storedStyle = style
        super.init(frame: CGRect(origin: .zero, size: Self.size(of: style)))
        setUp()
    }

    /// A medium indicator in `frame` (drawn at its 20-point size, centred), hidden until it animates.
    public override init(frame: CGRect) {
        storedStyle = .medium
        super.init(frame: frame)
        setUp()
    }

    /// A medium indicator: archives are not read on Linux.
    public required init(coder: NSCoder) {
        storedStyle = .medium
        super.init(frame: .zero)
        setUp()
    }

    /// The size and default colour; `.medium` by default. Changing it keeps the frame.
    open var style: Style {
        get { storedStyle }
        set {
            guard newValue != storedStyle else { return }
            storedStyle = newValue
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// The spokes' colour. Nil restores the style's: the secondary label colour for `.medium` and
    /// `.large`, white for `.white` and `.whiteLarge`, black at 45% for `.gray`.
    open var color: UIColor! {
        get { storedColor ?? Self.defaultColor(of: storedStyle) }
        set {
            storedColor = newValue
            setNeedsLayout()
        }
    }

    /// Whether the indicator hides while it is not animating; true by default. Setting it while
    /// stopped shows or hides the indicator at once.
    open var hidesWhenStopped = true {
        didSet { if !spinning { isHidden = hidesWhenStopped } }
    }

    /// Whether the spinner turns.
    open var isAnimating: Bool { spinning }

    /// Starts turning from the step it shows, and shows the indicator if it hides when stopped.
    open func startAnimating() {
        guard !spinning else { return }
        spinning = true
        layoutIfNeeded()
        addSpokeAnimations()
        if hidesWhenStopped { isHidden = false }
    }

    /// Stops at the step it shows (the animations are removed), and hides the indicator if it
    /// hides when stopped.
    open func stopAnimating() {
        guard spinning else { return }
        spinning = false
        removeSpokeAnimations()
        if hidesWhenStopped { isHidden = true }
    }

    /// The style's size: 20 × 20, or 37 × 37 for `.large` and `.whiteLarge`.
    open override var intrinsicContentSize: CGSize { Self.size(of: storedStyle) }

    /// The style's size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size(of: storedStyle) }

    /// Centres the spinner, at its style's size, in the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutSpokes()
    }

    // MARK: Internal

    private var storedStyle: Style
    private var spinning = false
    private var storedColor: UIColor?
    /// The step shown while stopped, and where the next turn starts.
    var restingStep = 0
    let spinnerLayer = CALayer()
    private(set) var spokeLayers: [CALayer] = []

    var isLarge: Bool { storedStyle.rawValue == 0 || storedStyle == .large }

    static func size(of style: Style) -> CGSize {
        let side: CGFloat = style.rawValue == 0 || style == .large ? 37 : 20
        return CGSize(width: side, height: side)
    }

    private static func defaultColor(of style: Style) -> UIColor {
        switch style.rawValue {
        case 0, 1: return .white
        case 2: return UIColor(white: 0, alpha: 0.45)
        default: return .secondaryLabel
        }
    }

    private func setUp() {
        isOpaque = false
        spokeLayers = (0..<Self.spokeCount).map { _ in CALayer() }
        for spoke in spokeLayers { spinnerLayer.addSublayer(spoke) }
        layer.addSublayer(spinnerLayer)
        isHidden = hidesWhenStopped
    }
}
