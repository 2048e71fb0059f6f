import Foundation
import Graphics
import LayerTree
import Shaders

extension FramePlanner {
    /// Plans `layer` at `opacity` (its own times `inherited`): as its parts one by one where
    /// that looks the same, else drawn whole into an offscreen pass and composited once — for a
    /// mask the shader cannot apply (``planMaskedInShader(mask:world:inner:opacity:clip:into:)``),
    /// or for group opacity over parts that overlap. A faded layer with a backdrop filter is planned
    /// as a group, so the blur sees only what the group draws below it (as the reference's canvas
    /// of the group, and iOS, whose effects "look incorrect" under alpha below 1, do).
    mutating func planFaded(
        _ layer: RenderLayer, world: CATransform3D, opacity: Float, inherited: Float, clip: ClipState,
        into ops: inout [DrawOp]
    ) {
        let mayNeedGroup =
            layer.mask != nil
            || (opacity < inherited && layer.allowsGroupOpacity
                && (!layer.sublayers.isEmpty || layer.backdrop != nil || Self.hasSeveralParts(layer)))
        guard mayNeedGroup else {
            planContents(layer, world: world, opacity: opacity, clip: clip, into: &ops)
            return
        }
        var inner: [DrawOp] = []
        nesting += 1
        planContents(layer, world: world, opacity: 1, clip: ClipState(), into: &inner)
        nesting -= 1
        // A backdrop's pass holds the group's operations only: such a group stays offscreen, so
        // no executor reads what lies behind it from the target instead.
        let seesOnlyGroup = inner.contains(where: \.isBackdrop)
        if let mask = layer.mask {
            if !seesOnlyGroup,
                planMaskedInShader(mask: mask, world: world, inner: inner, opacity: opacity, clip: clip, into: &ops)
            {
                return
            }
        } else if !Self.overlaps(inner), !seesOnlyGroup {
            for op in inner {
                if clip.shapes.count + op.clips.count > LayerShader.maxClips {
                    records.droppedClips += clip.shapes.count + op.clips.count - LayerShader.maxClips
                }
                if let adopted = op.adopting(opacity: opacity, clip: clip) { ops.append(adopted) }
            }
            return
        }
        planGroup(layer, world: world, inner: inner, opacity: opacity, clip: clip, into: &ops)
    }

    /// Draws `inner` (the layer's subtree at full opacity) into an offscreen pass, masks it if the
    /// layer has a mask, and composites the pass with `opacity` under the inherited clip.
    mutating func planGroup(
        _ layer: RenderLayer, world: CATransform3D, inner: [DrawOp], opacity: Float, clip: ClipState,
        into ops: inout [DrawOp]
    ) {
        guard let bounds = passBounds(of: inner, clip: clip) else {
            if let mask = layer.mask { collectContents(of: mask) }
            return
        }
        let contentPass = appendPass(bounds: bounds, ops: inner)
        var maskPass: Int?
        if let mask = layer.mask {
            var maskOps: [DrawOp] = []
            let maskWorld = CATransform3DConcat(
                ScreenGeometry.toSuperlayer(mask, parent: nil).flattened, world)
            nesting += 1
            planLayer(mask, PlanningContext(world: maskWorld, opacity: 1, clip: ClipState()), into: &maskOps)
            nesting -= 1
            maskPass = appendPass(bounds: bounds, ops: maskOps)
        }
        if let op = makeOp(
            quad: bounds.cgRect, world: CATransform3DIdentity, source: .pass(contentPass, mask: maskPass),
            shape: nil, opacity: opacity, clip: clip)
        {
            ops.append(op)
        }
    }

    /// True when more than one of the layer's own background, contents and border shows: fading
    /// the layer as a whole then differs from fading each part, where they overlap.
    static func hasSeveralParts(_ layer: RenderLayer) -> Bool {
        let background = (layer.premultipliedBackground?.alpha ?? 0) > 0
        let border = layer.borderWidth > 0 && (layer.premultipliedBorder?.alpha ?? 0) > 0
        return (background ? 1 : 0) + (layer.drawing != nil ? 1 : 0) + (layer.underlyingBitmap != nil ? 1 : 0)
            + (layer.shadow != nil ? 1 : 0) + (border ? 1 : 0) > 1
    }

    /// True when two operations cover a common pixel area (so blending them one by one with an
    /// opacity differs from blending the group once). Large groups are assumed to overlap.
    static func overlaps(_ ops: [DrawOp]) -> Bool {
        guard ops.count > 1 else { return false }
        guard ops.count <= 64 else { return true }
        for i in 0..<ops.count {
            for j in (i + 1)..<ops.count {
                let common = ops[i].screenBounds.intersection(ops[j].screenBounds)
                if !common.isNull, common.width > 0, common.height > 0 { return true }
            }
        }
        return false
    }
}

extension DrawOp {
    /// Whether the operation draws a backdrop filter (the blur of a pass of what lies behind it).
    var isBackdrop: Bool {
        if case .backdrop = source { return true }
        return false
    }

    /// The operation placed under an outer `opacity` and `clip` (for a group that needed no pass).
    func adopting(opacity outer: Float, clip: ClipState) -> DrawOp? {
        var op = self
        if let outerScissor = clip.scissor { op.scissor = scissor.map { $0.intersection(outerScissor) } ?? outerScissor }
        if let scissor = op.scissor { op.screenBounds = screenBounds.intersection(scissor.cgRect) }
        guard !op.screenBounds.isNull, op.screenBounds.width > 0, op.screenBounds.height > 0 else { return nil }
        op.clips = Array((clip.shapes + clips).prefix(LayerShader.maxClips))
        op.opacity = opacity * outer
        op.isOpaque = isOpaque && op.opacity >= 1 && op.clips.isEmpty
        return op
    }
}
