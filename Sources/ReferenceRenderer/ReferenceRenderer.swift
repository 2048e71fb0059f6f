import Foundation
import Graphics
import LayerTree

/// Draws a committed render tree on the CPU, simply and exactly: the independent reference the
/// GL compositor is checked against, and the renderer of machines with no EGL.
///
/// It shares nothing with the compositor but the model (`RenderLayer`), and takes no shortcut:
/// every layer is walked in Core Animation's order (shadow, background, drawing, sublayers by
/// `zPosition`, border), every transform is applied per pixel through the exact projective map
/// of the layer's flattened plane, every clip is an exact region (any number, nested), group
/// opacity, masks and cross-fades are drawn into canvases of their own and composited, and
/// colours are kept in floating point until the end. Pixels crossed by an edge are covered by
/// the share of a 4 × 4 grid of samples inside. Written for clarity, not speed.
public enum ReferenceRenderer {
    /// Draws `root` with its bounds filling a `width` × `height` image at `scale` pixels per point,
    /// over `background`; the frame carries, per pixel, how far a faithful renderer may differ.
    public static func render(
        _ root: RenderLayer?, width: Int, height: Int, scale: CGFloat, background: PremultipliedRGBA = .clear
    ) -> ReferenceFrame {
        let fill = Color(Double(background.red), Double(background.green), Double(background.blue), Double(background.alpha))
        let canvas = Canvas(width: width, height: height, fill: fill)
        if let root, scale > 0, scale.isFinite {
            let origin = Point(root.bounds.origin)
            let place = Inherited(toTarget: .scale(Double(scale), after: origin), opacity: 1, clips: [], tint: .none)
            LayerPainter(width: canvas.width, height: canvas.height, scale: Double(scale)).draw(root, place, into: canvas)
        }
        return ReferenceFrame(canvas)
    }
}

/// What a layer takes from above: where its plane lands, how faded it is, what clips it, how
/// tinted.
struct Inherited {
    /// The layer's plane → target pixels.
    var toTarget: PlaneMap
    /// The product of the opacities above (and of the layer's own, once applied).
    var opacity: Double
    var clips: [PlacedRegion]
    var tint: Tint
    /// Inside a `CATransformLayer`: the layer's space → the plane that flattens it, in 3D, and
    /// that plane → target pixels; nil elsewhere.
    var depth: (toPlane: CATransform3D, planeToTarget: PlaneMap)? = nil

    /// The same, drawn alone: full opacity, no clip, no tint (the inside of a group).
    func alone(_ toTarget: PlaneMap? = nil) -> Inherited {
        Inherited(toTarget: toTarget ?? self.toTarget, opacity: 1, clips: [], tint: .none)
    }
}

/// The walk: one layer at a time, into canvases the size of the target.
struct LayerPainter {
    let width: Int
    let height: Int
    /// Target pixels per point: the resolution shadows of whole subtrees are blurred at.
    let scale: Double

    /// Draws `layer` and its subtree: a running transition, or the layer faded as a whole (an
    /// offscreen group) when its opacity groups or it has a mask, else its parts one by one.
    func draw(
        _ layer: RenderLayer, _ inherited: Inherited, into canvas: Canvas, fade: Double = 1, followsTransition: Bool = true
    ) {
        if followsTransition, let transition = layer.transition {
            drawTransition(layer, transition, inherited, into: canvas)
            return
        }
        let own = min(max(Double(layer.opacity), 0), 1) * fade
        guard own * inherited.opacity > 0, inherited.toTarget.isFinite else { return }
        guard layer.mask != nil || (layer.allowsGroupOpacity && own < 1) else {
            var faded = inherited
            faded.opacity *= own
            drawParts(layer, faded, into: canvas)
            return
        }
        let group = Canvas(width: width, height: height)
        drawParts(layer, inherited.alone(), into: group)
        var maskCanvas: Canvas?
        if let mask = layer.mask {
            let masks = Canvas(width: width, height: height)
            draw(mask, inherited.alone(LayerPlacement.map(of: mask, in: nil).then(inherited.toTarget)), into: masks)
            maskCanvas = masks
        }
        canvas.composite(
            group, mask: maskCanvas, opacity: own * inherited.opacity, clips: inherited.clips, tint: inherited.tint)
    }

    /// A canvas for an offscreen group or side of a transition.
    func makeCanvas() -> Canvas { Canvas(width: width, height: height) }
}
