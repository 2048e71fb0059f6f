import Foundation
import Graphics
import LayerTree
import Shaders

/// Turns a render tree into a ``FramePlan``: one walk of the tree, no GL.
///
/// Per layer, in Core Animation's order: background, contents, sublayers (by `zPosition`, then
/// order), border. Opacity multiplies down the tree; a translucent layer whose drawn parts
/// overlap (with `allowsGroupOpacity`), and any masked layer, is drawn into an offscreen pass
/// and composited once. `masksToBounds` becomes a scissor when the clip is an axis-aligned,
/// pixel-aligned rectangle, and an exact antialiased shape clip otherwise.
struct FramePlanner {
    let targetSize: PixelSize
    /// Pixels per point of the target.
    let scale: CGFloat
    var passes: [PlannedPass] = []
    /// Every content in the tree, in the order met (a log, so that a cached subtree can add its own).
    var liveContents: [LayerID] = []
    /// Contents of visible layers that fell outside the target or their clip this frame.
    var offscreenContents: [RenderContent] = []
    /// Clips dropped because a draw already had `LayerShader.maxClips` exact clips.
    var droppedClips = 0
    /// Operations dropped because opaque ones above hid them.
    var culledOps = 0
    /// The scissors of layers that mask to their bounds exactly.
    var clipScissors: [PixelRect] = []

    /// Operations the main pass is expected to hold (the last frame's count), reserved up front.
    let capacityHint: Int
    /// Whether quads under exact clips are cut to what the clips let through (``QuadClipping``).
    /// Off only to compare against, in tests.
    var cutsQuadsToClips = true
    /// Operations of unchanged subtrees from earlier frames; nil plans everything from scratch.
    var cache: PlanCache?

    init(targetSize: PixelSize, scale: CGFloat, capacityHint: Int = 0) {
        self.targetSize = targetSize
        self.scale = scale
        self.capacityHint = capacityHint
    }

    /// Plans `root` so that its bounds fill the target at `scale`, over `background`.
    mutating func plan(_ root: RenderLayer?, background: PremultipliedRGBA = .clear) -> FramePlan {
        passes = []
        liveContents = []
        offscreenContents = []
        clipScissors = []
        var ops: [DrawOp] = []
        ops.reserveCapacity(capacityHint)
        let targetRect = PixelRect(x: 0, y: 0, width: targetSize.width, height: targetSize.height)
        if background.alpha > 0, let op = makeOp(
            quad: targetRect.cgRect, world: CATransform3DIdentity, source: .color(background), shape: nil,
            opacity: 1, clip: ClipState())
        {
            ops.append(op)
        }
        if let root {
            var world = CATransform3DMakeTranslation(-root.bounds.minX, -root.bounds.minY, 0)
            world = CATransform3DConcat(world, CATransform3DMakeScale(scale, scale, 1))
            planLayer(root, world: world, opacity: 1, clip: ClipState(), into: &ops)
        }
        var plan = FramePlan(targetSize: targetSize)
        plan.passes = passes + [PlannedPass(index: passes.count, bounds: targetRect, ops: visible(ops))]
        plan.liveContents = Set(liveContents)
        plan.rawOpCount = ops.count
        plan.offscreenContents = offscreenContents
        plan.culledOps = culledOps
        plan.droppedClips = droppedClips
        plan.clipScissors = clipScissors
        return plan
    }

    // MARK: Layers

    /// Plans `layer`, whose coordinates map to target pixels by `world`.
    /// `fade` multiplies the layer's own opacity (a transition's share); `followsTransition` false
    /// draws the layer as it is now, ignoring a running transition.
    mutating func planLayer(
        _ layer: RenderLayer, world: CATransform3D, opacity inherited: Float, clip: ClipState, into ops: inout [DrawOp],
        fade: Float = 1, followsTransition: Bool = true
    ) {
        guard let cache, cutsQuadsToClips, layer.sublayers.count >= PlanCache.minimumSublayers else {
            planLayerAfresh(layer, world: world, opacity: inherited, clip: clip, into: &ops, fade: fade,
                            followsTransition: followsTransition)
            return
        }
        let inputs = PlanCache.Inputs(
            world: world, opacity: inherited, clip: clip, fade: fade, followsTransition: followsTransition)
        if let entry = cache.entry(for: layer, inputs) {
            ops.append(contentsOf: entry.ops)
            liveContents.append(contentsOf: entry.liveContents)
            offscreenContents.append(contentsOf: entry.offscreenContents)
            clipScissors.append(contentsOf: entry.clipScissors)
            droppedClips += entry.droppedClips
            return
        }
        let start = (ops: ops.count, live: liveContents.count, offscreen: offscreenContents.count,
                     clips: clipScissors.count, dropped: droppedClips, passes: passes.count, used: cache.usedLog.count)
        planLayerAfresh(layer, world: world, opacity: inherited, clip: clip, into: &ops, fade: fade,
                        followsTransition: followsTransition)
        guard passes.count == start.passes else { return }  // its operations name passes by index
        cache.store(
            layer, inputs, ops: ops[start.ops...], liveContents: liveContents[start.live...],
            offscreenContents: offscreenContents[start.offscreen...], clipScissors: clipScissors[start.clips...],
            droppedClips: droppedClips - start.dropped, nestedFrom: start.used)
    }

    /// ``planLayer(_:world:opacity:clip:into:fade:followsTransition:)`` without the cache.
    mutating func planLayerAfresh(
        _ layer: RenderLayer, world: CATransform3D, opacity inherited: Float, clip: ClipState, into ops: inout [DrawOp],
        fade: Float, followsTransition: Bool
    ) {
        if followsTransition, let transition = layer.transition {
            collectContents(of: transition.source)
            planTransition(layer, transition, world: world, opacity: inherited, clip: clip, into: &ops)
            return
        }
        let opacity = inherited * min(max(layer.opacity, 0), 1) * fade
        guard opacity > 0, world.isFinite else {
            collectContents(of: layer)
            return
        }
        let mayNeedGroup = layer.mask != nil
            || (opacity < inherited && layer.allowsGroupOpacity && (!layer.sublayers.isEmpty || Self.hasSeveralParts(layer)))
        guard mayNeedGroup else {
            planContents(layer, world: world, opacity: opacity, clip: clip, into: &ops)
            return
        }
        var inner: [DrawOp] = []
        planContents(layer, world: world, opacity: 1, clip: ClipState(), into: &inner)
        if layer.mask == nil, !Self.overlaps(inner) {
            for op in inner {
                if clip.shapes.count + op.clips.count > LayerShader.maxClips {
                    droppedClips += clip.shapes.count + op.clips.count - LayerShader.maxClips
                }
                if let adopted = op.adopting(opacity: opacity, clip: clip) { ops.append(adopted) }
            }
            return
        }
        planGroup(layer, world: world, inner: inner, opacity: opacity, clip: clip, into: &ops)
    }
}
