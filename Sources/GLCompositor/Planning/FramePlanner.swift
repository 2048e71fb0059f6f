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
    /// The target's size (a larger space while a shadow's caster is planned in its layer's).
    var targetSize: PixelSize
    /// Pixels per point of the target.
    let scale: CGFloat
    /// Offscreen passes so far; composites refer to them by index.
    var passes: [PlannedPass] = []
    /// What the walk notes besides operations.
    var records = PlanRecords()
    /// Operations dropped because opaque ones above hid them.
    var culledOps = 0
    /// The layer whose whole content is being planned as its shadow's caster: its own shadow is left out.
    var castingShadowOf: LayerID?
    /// How many lists of operations other than the main pass's are being planned into (an
    /// offscreen pass's, or instances a replicator tints): cached runs are noted only at zero.
    var nesting = 0
    /// The sign of the determinant of the plane map (``ScreenGeometry/planeDeterminant(_:)``) of
    /// the world of the plane the layers being planned are flattened into: their superlayer's,
    /// or, inside a `CATransformLayer`, its first ancestor that is not one. A layer faces the
    /// viewer of that plane when its own world's determinant has the same sign.
    var flatteningOrientation: CGFloat = 1
    /// The runs of the main pass's operations taken whole from the cache, in order.
    var mainSegments: [PlanSegment] = []

    /// Operations the main pass is expected to hold (the last frame's count), reserved up front.
    let capacityHint: Int
    /// A list no longer used (an earlier frame's main pass) whose storage the main pass reuses:
    /// a list of many operations is otherwise mapped afresh, page by page, every frame.
    var recycledOps: [DrawOp] = []
    /// For tests, which compare against planning without it: leaves quads under exact clips
    /// whole instead of cutting them to what the clips let through (``QuadClipping``).
    var disablesQuadCuttingForTests = false
    /// Operations of unchanged subtrees from earlier frames; nil plans everything from scratch.
    var cache: PlanCache?
    /// The largest bitmap mask (in pixels, either side) operations may sample directly: one
    /// texture of the executor's. A larger mask is drawn into a mask pass. GLES 3 guarantees 2048.
    var maxBitmapMaskSide = 2048

    init(targetSize: PixelSize, scale: CGFloat, capacityHint: Int = 0) {
        self.targetSize = targetSize
        self.scale = scale
        self.capacityHint = capacityHint
    }

    /// Plans `root` so that its bounds fill the target at `scale`, over `background`.
    mutating func plan(_ root: RenderLayer?, background: PremultipliedRGBA = .clear) -> FramePlan {
        passes = []
        records = PlanRecords()
        culledOps = 0
        mainSegments = []
        var ops = recycledOps
        recycledOps = []
        ops.removeAll(keepingCapacity: true)
        ops.reserveCapacity(capacityHint)
        if background.alpha > 0,
            let op = makeOp(
                quad: targetRect.cgRect, world: CATransform3DIdentity, source: .color(background), shape: nil,
                opacity: 1, clip: ClipState())
        {
            ops.append(op)
        }
        if let root {
            var world = CATransform3DMakeTranslation(-root.bounds.minX, -root.bounds.minY, 0)
            world = CATransform3DConcat(world, CATransform3DMakeScale(scale, scale, 1))
            planLayer(root, PlanningContext(world: world, opacity: 1, clip: ClipState()), into: &ops)
        }
        cache?.fillPending(from: ops)
        var plan = FramePlan(targetSize: targetSize)
        let main = visibleMainOps(ops)
        plan.passes = passes + [PlannedPass(index: passes.count, bounds: targetRect, ops: main.ops)]
        plan.mainSegments = main.segments
        plan.liveContents = Set(records.liveContents)
        plan.rawOpCount = ops.count
        plan.offscreenContents = records.offscreenContents
        plan.culledOps = culledOps
        plan.droppedClips = records.droppedClips
        plan.clipScissors = records.clipScissors
        return plan
    }

    /// Plans `layer` in `context`: from the cache when the subtree was planned in an earlier
    /// frame in the same context (``planLayerReusingCache(_:_:into:)``), else afresh.
    mutating func planLayer(_ layer: RenderLayer, _ context: PlanningContext, into ops: inout [DrawOp]) {
        if usesCache(for: layer) {
            planLayerReusingCache(layer, context, into: &ops)
        } else {
            planLayerAfresh(
                layer, world: context.world, inherited: context.opacity, clip: context.clip, fade: context.fade,
                followsTransition: context.followsTransition, into: &ops)
        }
    }

    /// Plans a sublayer in its superlayer's opacity and clip, building a ``PlanningContext``
    /// only where the cache needs one as its key (the walk's common case copies no context).
    /// A layer that is not double-sided is left out, with its subtree, while it faces away.
    mutating func planSublayer(
        _ layer: RenderLayer, world: CATransform3D, inherited: Float, clip: ClipState, into ops: inout [DrawOp]
    ) {
        guard layer.isDoubleSided || ScreenGeometry.planeDeterminant(world) * flatteningOrientation >= 0 else {
            collectContents(of: layer)
            return
        }
        if usesCache(for: layer) {
            let context = PlanningContext(
                world: world, opacity: inherited, clip: clip, flatteningOrientation: flatteningOrientation)
            planLayerReusingCache(layer, context, into: &ops)
        } else {
            planLayerAfresh(layer, world: world, inherited: inherited, clip: clip, into: &ops)
        }
    }

    /// Whether `layer`'s subtree goes through the plan cache.
    private func usesCache(for layer: RenderLayer) -> Bool {
        cache != nil && !disablesQuadCuttingForTests && layer.sublayers.count >= PlanCache.minimumSublayers
    }

    /// Plans `layer` in `context` by walking it.
    mutating func planLayerAfresh(_ layer: RenderLayer, _ context: PlanningContext, into ops: inout [DrawOp]) {
        planLayerAfresh(
            layer, world: context.world, inherited: context.opacity, clip: context.clip, fade: context.fade,
            followsTransition: context.followsTransition, into: &ops)
    }

    /// Plans `layer` by walking it, in the place and under the opacity and clip its superlayer
    /// hands down (a ``PlanningContext``'s fields): a running transition, or the layer faded as
    /// its opacity, mask and parts require (``planFaded(_:world:opacity:inherited:clip:into:)``).
    mutating func planLayerAfresh(
        _ layer: RenderLayer, world: CATransform3D, inherited: Float, clip: ClipState, fade: Float = 1,
        followsTransition: Bool = true, into ops: inout [DrawOp]
    ) {
        if followsTransition, let transition = layer.transition {
            collectContents(of: transition.source)
            let now = PlanningContext(world: world, opacity: inherited, clip: clip, fade: fade)
            planTransition(layer, transition, now, into: &ops)
            return
        }
        let opacity = inherited * min(max(layer.opacity, 0), 1) * fade
        guard opacity > 0, world.isFinite else {
            collectContents(of: layer)
            return
        }
        planFaded(layer, world: world, opacity: opacity, inherited: inherited, clip: clip, into: &ops)
    }
}
