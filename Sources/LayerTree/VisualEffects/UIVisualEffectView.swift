import Foundation
import Graphics

/// A view that shows a visual effect: a blur of what lies behind it (`UIBlurEffect`), or
/// vibrancy for its content (`UIVibrancyEffect`).
///
/// As on iOS, the view holds two subviews: a backdrop view, whose layer asks the compositor to
/// blur, saturate and tint what lies behind the effect view within its bounds (clipped to its
/// rounded corners), and ``contentView``, where content goes. Adding subviews to the effect view
/// itself logs UIKit's warning. Setting ``effect`` inside `UIView.animate` animates the blur's
/// radius, saturation and tint from the old effect to the new one (from nothing for nil).
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The effect shown; nil shows none. Setting it in an animation block animates the change.
    open var effect: UIVisualEffect? {
        didSet { applyEffect() }
    }

    /// The view to add content to, drawn above the blur (and with the vibrancy of a vibrancy effect).
    open var contentView: UIView { content }

    /// A view showing `effect`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        addingOwnSubviews = true
        addSubview(backdropView)
        addSubview(content)
        addingOwnSubviews = false
        UIView.performWithoutAnimation { applyEffect() }
    }

    /// A view with no effect, in `frame`.
    public override convenience init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    /// Archives do not exist on Linux: returns nil, so that subclasses declaring it compile.
    public required init?(coder: NSCoder) { return nil }

    open override class var layerClass: AnyClass { VisualEffectLayer.self }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backdropView.frame = bounds
        content.frame = bounds
    }

    open override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        guard !addingOwnSubviews, subview !== backdropView, subview !== content else { return }
        LayerTreeDiagnostics.report(
            "UIVisualEffectView.addSubview(_:)",
            "\(self) has been asked to add subview \(type(of: subview)) directly. Do not add subviews directly to the "
                + "visual effect view itself, instead add them to the -contentView", outcome: "added anyway")
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.userInterfaceStyle != traitCollection.userInterfaceStyle { applyEffect() }
    }

    private let backdropView = VisualEffectBackdropView(frame: .zero)
    private let content = VisualEffectContentView(frame: .zero)
    private var addingOwnSubviews = false

    /// The backdrop layer's blur, saturation and tint for the effect (and the appearance, for
    /// styles that adapt), and the content's vibrancy opacity.
    private func applyEffect() {
        let dark = traitCollection.userInterfaceStyle == .dark
        var material = BlurMaterial.none
        var contentOpacity: Float = 1
        switch effect {
        case let blur as UIBlurEffect: material = .of(blur.style, dark: dark)
        case let vibrancy as UIVibrancyEffect: contentOpacity = vibrancy.contentOpacity
        default: break
        }
        let layer = backdropView.backdropLayer
        layer.blurRadius = material.radius
        layer.saturation = material.saturation
        layer.tintColor = material.tintColor
        (content.layer as? VisualEffectContentLayer)?.contentOpacity = contentOpacity
    }
}

/// The effect view's layer: its corner radius, rounded corners and corner curve round the blur too, as
/// UIKit's effect view passes them to its backdrop (iOS 11 and later).
final class VisualEffectLayer: CALayer {
    override var cornerRadius: CGFloat {
        didSet { backdropSublayer?.cornerRadius = cornerRadius }
    }
    override var maskedCorners: CACornerMask {
        didSet { backdropSublayer?.maskedCorners = maskedCorners }
    }
    override var cornerCurve: CALayerCornerCurve {
        didSet { backdropSublayer?.cornerCurve = cornerCurve }
    }

    private var backdropSublayer: BackdropLayer? {
        sublayers?.first { $0 is BackdropLayer } as? BackdropLayer
    }
}

/// The subview whose `BackdropLayer` shows the blur; touches pass through it.
final class VisualEffectBackdropView: UIView {
    override class var layerClass: AnyClass { BackdropLayer.self }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { return nil }

    var backdropLayer: BackdropLayer { layer as! BackdropLayer }
}

/// The effect view's content view, drawn at its vibrancy's opacity.
final class VisualEffectContentView: UIView {
    override class var layerClass: AnyClass { VisualEffectContentLayer.self }
}
