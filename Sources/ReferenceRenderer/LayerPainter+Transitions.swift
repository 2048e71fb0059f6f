import Foundation
import LayerTree

extension LayerPainter {
    /// A running `CATransition`: the old subtree (`transition.source`) and the layer as it is
    /// now, both in the layer's place, moved, turned or faded by the transition's type and
    /// progress p: a push slides both by the layer's size (the old by p, the new by p − 1, the
    /// way `subtype` says), a move-in slides the new over the old, a reveal (and a curl, which
    /// also fades it) slides the old off the new, a flip turns the old by p · π and, past
    /// halfway, the new by (p − 1) · π about the middle, in perspective from twice the layer's
    /// size; a fade is a true cross-fade, old × (1 − p) + new × p, each side drawn alone first.
    func drawTransition(_ layer: RenderLayer, _ transition: RenderTransition, _ inherited: Inherited, into canvas: Canvas) {
        let p = min(max(transition.progress, 0), 1)
        switch transition.type {
        case .push, .moveIn, .reveal, .curl, .flip:
            for (subject, map) in Self.placements(of: layer, transition) {
                var placed = inherited
                placed.toTarget = map.then(inherited.toTarget)
                let fade = transition.type == .curl && subject === transition.source ? 1 - p : 1
                draw(subject, placed, into: canvas, fade: fade, followsTransition: false)
            }
        default:
            let before = makeCanvas(), after = makeCanvas(), mix = makeCanvas()
            draw(transition.source, inherited.alone(), into: before, followsTransition: false)
            draw(layer, inherited.alone(), into: after, followsTransition: false)
            mix.composite(before, mask: nil, opacity: 1 - p, clips: [], tint: .none)
            mix.composite(after, mask: nil, opacity: p, clips: [], tint: .none, additive: true)
            canvas.composite(mix, mask: nil, opacity: inherited.opacity, clips: inherited.clips, tint: inherited.tint)
        }
    }

    /// What a running transition on `layer` shows, bottom first, each with the map from its
    /// plane to the layer's (slid or turned as ``drawTransition(_:_:_:into:)`` says); a fade
    /// shows both in place, a flip edge-on shows nothing. What the drawing and the box of a
    /// subtree's shadow (``SubtreeExtent``) both follow.
    static func placements(of layer: RenderLayer, _ transition: RenderTransition) -> [(subject: RenderLayer, map: PlaneMap)] {
        let p = min(max(transition.progress, 0), 1)
        let old = transition.source
        let direction = Self.direction(of: transition.subtype)
        let width = Double(layer.bounds.width), height = Double(layer.bounds.height)
        func slid(_ amount: Double) -> PlaneMap {
            .translation(Point(direction.x * width * amount, direction.y * height * amount))
        }
        switch transition.type {
        case .push: return [(old, slid(p)), (layer, slid(p - 1))]
        case .moveIn: return [(old, .identity), (layer, slid(p - 1))]
        case .reveal, .curl: return [(layer, .identity), (old, slid(p))]
        case .flip:
            let showsOld = p < 0.5
            let sign: Double = transition.subtype == .fromRight || transition.subtype == .fromBottom ? -1 : 1
            let angle = (showsOld ? p : p - 1) * .pi * sign
            guard abs(angle) != .pi / 2 else { return [] }  // edge-on, through the eye: no area, as in the compositor
            let aboutX = transition.subtype == .fromTop || transition.subtype == .fromBottom
            return [(showsOld ? old : layer, Self.turn(layer.bounds, by: angle, aboutX: aboutX))]
        default: return [(old, .identity), (layer, .identity)]
        }
    }

    /// The way content moves: from the right means moving left.
    static func direction(of subtype: CATransitionSubtype?) -> Point {
        switch subtype {
        case .fromLeft: Point(1, 0)
        case .fromTop: Point(0, 1)
        case .fromBottom: Point(0, -1)
        default: Point(-1, 0)
        }
    }

    /// A turn by `angle` about the vertical (or horizontal) line through the middle of `bounds`,
    /// seen in perspective from twice the larger side away, flattened.
    static func turn(_ bounds: CGRect, by angle: Double, aboutX: Bool) -> PlaneMap {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / (2 * max(bounds.width, bounds.height, 1))
        let rotation =
            aboutX ? CATransform3DMakeRotation(CGFloat(angle), 1, 0, 0) : CATransform3DMakeRotation(CGFloat(angle), 0, 1, 0)
        let middle = CGPoint(x: bounds.midX, y: bounds.midY)
        return PlaneMap(LayerPlacement.about(middle, CATransform3DConcat(rotation, perspective)))
    }
}
