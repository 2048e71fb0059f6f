import Foundation
import Graphics
import LayerTree

extension FramePlanner {
    /// A replicator layer's sublayers, once per instance: instance k in the layer's world moved
    /// by the instance transform applied k times about the layer's centre, faded by its tint's
    /// alpha, its colours multiplied by the tint; with an instance delay, instance k draws the
    /// sublayers as they showed k delays earlier. The instances share the sublayers' contents
    /// (one texture each, drawn as often as there are instances).
    mutating func planInstances(
        of sublayers: [RenderLayer], in layer: RenderLayer, _ replication: RenderReplication, world: CATransform3D,
        opacity: Float, clip: ClipState, into ops: inout [DrawOp]
    ) {
        var step = CATransform3DIdentity  // the instance transform applied k times
        for k in 0..<max(replication.count, 0) {
            let moved = LayerGeometry.sublayerTransform(step, bounds: layer.bounds, anchorPoint: CGPoint(x: 0.5, y: 0.5))
            let instanceWorld = CATransform3DConcat(moved.flattened, world)
            let tint = replication.tint(of: k)
            let start = ops.count
            nesting += 1  // the instances' operations may be tinted below
            for sublayer in Self.instanceSublayers(k, replication, sublayers) {
                let sublayerWorld = ScreenGeometry.sublayerWorld(sublayer, parent: layer, world: instanceWorld)
                planSublayer(sublayer, world: sublayerWorld, inherited: opacity * tint.alpha, clip: clip, into: &ops)
            }
            nesting -= 1
            if tint.red < 1 || tint.green < 1 || tint.blue < 1 {
                for index in start..<ops.count { ops[index].tint(red: tint.red, green: tint.green, blue: tint.blue) }
            }
            step = CATransform3DConcat(step, replication.transform)
        }
    }

    /// The sublayers instance `k` draws, in drawing order: `sublayers` (already ordered by the
    /// caller) unless the instance has delayed snapshots of its own, which are ordered here.
    private static func instanceSublayers(
        _ k: Int, _ replication: RenderReplication, _ sublayers: [RenderLayer]
    ) -> [RenderLayer] {
        let drawn = replication.sublayers(ofInstance: k, sublayers)
        guard k > 0, !replication.delayedSublayers.isEmpty, drawn.contains(where: { $0.zPosition != 0 }) else { return drawn }
        return LayerGeometry.drawingOrder(drawn, zPosition: \.zPosition)
    }
}

extension DrawOp {
    /// Multiplies the colours the operation paints by (red, green, blue): fills, gradients, shadows
    /// and arcs directly, a bitmap through its tint (the shader multiplies its texels).
    mutating func tint(red: Float, green: Float, blue: Float) {
        func tinted(_ c: PremultipliedRGBA) -> PremultipliedRGBA {
            PremultipliedRGBA(premultipliedRed: c.red * red, green: c.green * green, blue: c.blue * blue, alpha: c.alpha)
        }
        switch source {
        case .color(let color): source = .color(tinted(color))
        case .gradient(let gradient):
            let stops = gradient.stops.map {
                RenderGradient.Stop(
                    location: $0.location, red: $0.red * red, green: $0.green * green, blue: $0.blue * blue, alpha: $0.alpha)
            }
            source = .gradient(
                RenderGradient(kind: gradient.kind, rect: gradient.rect, start: gradient.start, end: gradient.end, stops: stops))
        case .blurredRect(let shadow):
            source = .blurredRect(
                BlurredRect(
                    rect: shadow.rect, cornerRadius: shadow.cornerRadius, sigma: shadow.sigma, color: tinted(shadow.color),
                    corners: shadow.corners))
        case .arcStroke(let arc):
            source = .arcStroke(
                RenderArcStroke(
                    center: arc.center, radius: arc.radius, halfWidth: arc.halfWidth, startAngle: arc.startAngle,
                    sweep: arc.sweep, trimStart: arc.trimStart, trimEnd: arc.trimEnd, cap: arc.cap, color: tinted(arc.color)))
        case .content, .pass, .shadow, .backdrop:  // drawn by the textured variants, which apply the tint
            let old = tint ?? PremultipliedRGBA(premultipliedRed: 1, green: 1, blue: 1, alpha: 1)
            tint = PremultipliedRGBA(
                premultipliedRed: old.red * red, green: old.green * green, blue: old.blue * blue, alpha: old.alpha)
        }
    }
}
