import Foundation
import Graphics

/// The layer that shows a `UIVisualEffectView`'s blur, as iOS's private `CABackdropLayer` does:
/// it commits a ``RenderBackdrop`` (the compositor blurs what lies behind it) from three
/// animatable properties, so that a change of effect inside `UIView.animate` interpolates the
/// blur radius, the saturation and the tint.
final class BackdropLayer: CALayer {
    /// The blur's standard deviation in points; 0 blurs nothing. Animatable.
    var blurRadius: CGFloat = 0 {
        didSet { blurRadius = acceptedLength(blurRadius, replacing: oldValue, key: "backdropBlurRadius") }
    }
    /// The saturation factor; 1 keeps colours. Animatable.
    var saturation: CGFloat = 1 {
        didSet { saturation = acceptedScalar(saturation, replacing: oldValue, key: "backdropSaturation") }
    }
    /// The tint over the blur; nil for none. Animatable.
    var tintColor: CGColor? {
        didSet { if tintColor != oldValue { animatableDidChange("backdropTintColor", from: oldValue) } }
    }

    override init() {
        super.init()
    }

    /// A copy of `layer`'s properties, backdrop included (presentation copies).
    override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? BackdropLayer else { return }
        withoutActions {
            blurRadius = other.blurRadius
            saturation = other.saturation
            tintColor = other.tintColor
        }
    }

    required init?(coder: NSCoder) { return nil }

    override class var propertyTable: LayerPropertyTable { backdropProperties }

    static let backdropProperties = CALayer.coreProperties.adding([
        .animatable("backdropBlurRadius", \BackdropLayer.blurRadius, normalize: LayerProperty.nonNegative),
        .animatable("backdropSaturation", \BackdropLayer.saturation),
        .animatable("backdropTintColor", \BackdropLayer.tintColor),
    ])

    /// The keys a change of effect animates inside an animation block.
    static let animatableKeys: Set<String> = ["backdropBlurRadius", "backdropSaturation", "backdropTintColor"]

    /// The backdrop filter committed for `state`; nil when it would change nothing.
    func committedBackdrop(_ state: LayerState) -> RenderBackdrop? {
        let radius: CGFloat = max(state.animated("backdropBlurRadius") ?? blurRadius, 0)
        let saturation: CGFloat = state.animated("backdropSaturation") ?? saturation
        let tintShown: CGColor? = state.animated("backdropTintColor") ?? tintColor
        let tint = tintShown.map(PremultipliedRGBA.init) ?? .clear
        guard radius > 0 || saturation != 1 || tint.alpha > 0 else { return nil }
        return RenderBackdrop(blurRadius: radius, saturation: Float(saturation), tint: tint)
    }
}

/// The layer of a `UIVisualEffectView`'s content view: its content is committed at
/// ``contentOpacity`` times its opacity (a vibrancy effect's approximation), without changing
/// the view's `alpha`.
final class VisualEffectContentLayer: CALayer {
    /// Multiplies the committed opacity; 1 unless the effect view shows vibrancy.
    var contentOpacity: Float = 1 {
        didSet { if contentOpacity != oldValue { renderPropertyDidChange() } }
    }

    override init() {
        super.init()
    }

    override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? VisualEffectContentLayer else { return }
        contentOpacity = other.contentOpacity
    }

    required init?(coder: NSCoder) { return nil }
}
