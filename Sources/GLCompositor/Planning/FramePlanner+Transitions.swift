import Foundation
import Graphics
import LayerTree
import Shaders

extension FramePlanner {
    /// Draws a running transition: the old subtree (`transition.source`) and the layer as it is
    /// now, faded, slid or turned according to the transition's type, subtype and progress, in
    /// the context `now` the layer is planned in.
    mutating func planTransition(
        _ layer: RenderLayer, _ transition: RenderTransition, _ now: PlanningContext, into ops: inout [DrawOp]
    ) {
        let world = now.world
        let p = CGFloat(min(max(transition.progress, 0), 1))
        let old = transition.source
        let size = layer.bounds.size
        let direction = TransitionGeometry.direction(of: transition.subtype)
        func slid(_ amount: CGFloat) -> CATransform3D {
            CATransform3DConcat(
                CATransform3DMakeTranslation(direction.x * size.width * amount, direction.y * size.height * amount, 0), world)
        }
        switch transition.type {
        case .push:
            planLayer(old, now.ignoringTransition(world: slid(p)), into: &ops)
            planLayer(layer, now.ignoringTransition(world: slid(p - 1)), into: &ops)
        case .moveIn:
            planLayer(old, now.ignoringTransition(), into: &ops)
            planLayer(layer, now.ignoringTransition(world: slid(p - 1)), into: &ops)
        case .reveal, .curl:
            planLayer(layer, now.ignoringTransition(), into: &ops)
            planLayer(old, now.ignoringTransition(world: slid(p), fade: transition.type == .curl ? Float(1 - p) : 1), into: &ops)
        case .flip:
            let showsOld = p < 0.5
            let angle = (showsOld ? p : p - 1) * .pi * TransitionGeometry.turnSign(of: transition.subtype)
            // Exactly halfway the side is seen edge-on, its plane through the eye: it covers no
            // area (cos(π/2) rounds to 6e-17, which would magnify the sliver at the eye's plane).
            guard abs(angle) != .pi / 2 else {
                collectContents(of: layer)
                return
            }
            let turned = TransitionGeometry.flip(
                world: world, bounds: layer.bounds, angle: angle,
                aboutX: transition.subtype == .fromTop || transition.subtype == .fromBottom)
            planLayer(showsOld ? old : layer, now.ignoringTransition(world: turned), into: &ops)
        default:
            planCrossFade(from: old, to: layer, progress: Float(p), now, into: &ops)
        }
    }

    /// A true cross-fade, `old × (1 − p) + new × p`: each side is flattened into its own pass, the
    /// two are mixed into a third (the second added, not blended), and that pass is composited.
    mutating func planCrossFade(
        from old: RenderLayer, to new: RenderLayer, progress p: Float, _ now: PlanningContext, into ops: inout [DrawOp]
    ) {
        let alone = PlanningContext(world: now.world, opacity: 1, clip: ClipState(), followsTransition: false)
        let clip = now.clip
        var oldOps: [DrawOp] = [], newOps: [DrawOp] = []
        nesting += 1
        planLayer(old, alone, into: &oldOps)
        planLayer(new, alone, into: &newOps)
        nesting -= 1
        guard let bounds = passBounds(of: oldOps + newOps, clip: clip) else { return }
        let oldPass = appendPass(bounds: bounds, ops: oldOps)
        let newPass = appendPass(bounds: bounds, ops: newOps)
        var mix: [DrawOp] = []
        if let fadeOut = makeOp(
            quad: bounds.cgRect, world: CATransform3DIdentity, source: .pass(oldPass, mask: nil),
            shape: nil, opacity: 1 - p, clip: ClipState())
        {
            mix.append(fadeOut)
        }
        if var fadeIn = makeOp(
            quad: bounds.cgRect, world: CATransform3DIdentity, source: .pass(newPass, mask: nil),
            shape: nil, opacity: p, clip: ClipState())
        {
            fadeIn.isAdditive = true
            mix.append(fadeIn)
        }
        let mixed = appendPass(bounds: bounds, ops: mix)
        append(
            quad: bounds.cgRect, world: CATransform3DIdentity, source: .pass(mixed, mask: nil), shape: nil,
            opacity: now.opacity, clip: clip, into: &ops)
    }
}
