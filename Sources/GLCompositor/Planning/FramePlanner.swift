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
    private var passes: [PlannedPass] = []
    /// Every content in the tree, in the order met (a log, so that a cached subtree can add its own).
    private var liveContents: [LayerID] = []
    /// Contents of visible layers that fell outside the target or their clip this frame.
    private var offscreenContents: [RenderContent] = []
    /// Clips dropped because a draw already had `LayerShader.maxClips` exact clips.
    private(set) var droppedClips = 0
    /// Operations dropped because opaque ones above hid them.
    private(set) var culledOps = 0
    /// The scissors of layers that mask to their bounds exactly.
    private var clipScissors: [PixelRect] = []

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
    private mutating func planLayer(
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
    private mutating func planLayerAfresh(
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

    /// Draws a running transition: the old subtree (`transition.source`) and the layer as it is
    /// now, faded, slid or turned according to the transition's type, subtype and progress.
    private mutating func planTransition(
        _ layer: RenderLayer, _ transition: RenderTransition, world: CATransform3D, opacity: Float, clip: ClipState,
        into ops: inout [DrawOp]
    ) {
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
            planLayer(old, world: slid(p), opacity: opacity, clip: clip, into: &ops, followsTransition: false)
            planLayer(layer, world: slid(p - 1), opacity: opacity, clip: clip, into: &ops, followsTransition: false)
        case .moveIn:
            planLayer(old, world: world, opacity: opacity, clip: clip, into: &ops, followsTransition: false)
            planLayer(layer, world: slid(p - 1), opacity: opacity, clip: clip, into: &ops, followsTransition: false)
        case .reveal, .curl:
            planLayer(layer, world: world, opacity: opacity, clip: clip, into: &ops, followsTransition: false)
            planLayer(old, world: slid(p), opacity: opacity, clip: clip, into: &ops,
                      fade: transition.type == .curl ? Float(1 - p) : 1, followsTransition: false)
        case .flip:
            let showsOld = p < 0.5
            let angle = (showsOld ? p : p - 1) * .pi * TransitionGeometry.turnSign(of: transition.subtype)
            let turned = TransitionGeometry.flip(world: world, bounds: layer.bounds, angle: angle,
                                                  aboutX: transition.subtype == .fromTop || transition.subtype == .fromBottom)
            planLayer(showsOld ? old : layer, world: turned, opacity: opacity, clip: clip, into: &ops, followsTransition: false)
        default:
            planCrossFade(from: old, to: layer, progress: Float(p), world: world, opacity: opacity, clip: clip, into: &ops)
        }
    }

    /// A true cross-fade, `old × (1 − p) + new × p`: each side is flattened into its own pass, the
    /// two are mixed into a third (the second added, not blended), and that pass is composited.
    private mutating func planCrossFade(
        from old: RenderLayer, to new: RenderLayer, progress p: Float, world: CATransform3D, opacity: Float,
        clip: ClipState, into ops: inout [DrawOp]
    ) {
        var oldOps: [DrawOp] = [], newOps: [DrawOp] = []
        planLayer(old, world: world, opacity: 1, clip: ClipState(), into: &oldOps, followsTransition: false)
        planLayer(new, world: world, opacity: 1, clip: ClipState(), into: &newOps, followsTransition: false)
        guard let content = (oldOps + newOps).map(\.screenBounds).reduce(nil, { ($0 ?? $1).union($1) }) else { return }
        var bounds = ScreenGeometry.pixelRect(enclosing: content).intersection(targetRect)
        if let scissor = clip.scissor { bounds = bounds.intersection(scissor) }
        guard !bounds.isEmpty else { return }
        let oldPass = appendPass(bounds: bounds, ops: oldOps)
        let newPass = appendPass(bounds: bounds, ops: newOps)
        var mix: [DrawOp] = []
        if let fadeOut = makeOp(quad: bounds.cgRect, world: CATransform3DIdentity, source: .pass(oldPass, mask: nil),
                                shape: nil, opacity: 1 - p, clip: ClipState()) { mix.append(fadeOut) }
        if var fadeIn = makeOp(quad: bounds.cgRect, world: CATransform3DIdentity, source: .pass(newPass, mask: nil),
                               shape: nil, opacity: p, clip: ClipState()) {
            fadeIn.isAdditive = true
            mix.append(fadeIn)
        }
        let mixed = appendPass(bounds: bounds, ops: mix)
        append(quad: bounds.cgRect, world: CATransform3DIdentity, source: .pass(mixed, mask: nil), shape: nil,
               opacity: opacity, clip: clip, into: &ops)
    }

    /// Draws `inner` (the layer's subtree at full opacity) into an offscreen pass, masks it if the
    /// layer has a mask, and composites the pass with `opacity` under the inherited clip.
    private mutating func planGroup(
        _ layer: RenderLayer, world: CATransform3D, inner: [DrawOp], opacity: Float, clip: ClipState,
        into ops: inout [DrawOp]
    ) {
        guard let content = inner.map(\.screenBounds).reduce(nil, { ($0 ?? $1).union($1) }) else {
            if let mask = layer.mask { collectContents(of: mask) }
            return
        }
        var bounds = ScreenGeometry.pixelRect(enclosing: content).intersection(targetRect)
        if let scissor = clip.scissor { bounds = bounds.intersection(scissor) }
        guard !bounds.isEmpty else {
            if let mask = layer.mask { collectContents(of: mask) }
            return
        }
        let contentPass = appendPass(bounds: bounds, ops: inner)
        var maskPass: Int?
        if let mask = layer.mask {
            var maskOps: [DrawOp] = []
            let maskWorld = CATransform3DConcat(
                ScreenGeometry.toSuperlayer(mask, parent: nil).flattened, world)
            planLayer(mask, world: maskWorld, opacity: 1, clip: ClipState(), into: &maskOps)
            maskPass = appendPass(bounds: bounds, ops: maskOps)
        }
        if let op = makeOp(
            quad: bounds.cgRect, world: CATransform3DIdentity, source: .pass(contentPass, mask: maskPass),
            shape: nil, opacity: opacity, clip: clip)
        {
            ops.append(op)
        }
    }

    /// Background, contents, sublayers and border of `layer`, with `opacity` already final.
    private mutating func planContents(
        _ layer: RenderLayer, world: CATransform3D, opacity: Float, clip: ClipState, into ops: inout [DrawOp]
    ) {
        let rectilinear = ScreenGeometry.isRectilinear(world)
        let inside = clipping(clip, to: layer, world: world)
        let pieces = inside == nil ? [] : layer.content.map { ContentLayout.pieces(for: layer, content: $0) } ?? []
        var underlay: PremultipliedRGBA?
        if let c = layer.premultipliedBackground, c.alpha > 0 {
            let background = PremultipliedRGBA(premultipliedRed: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
            // Merging changes nothing at full opacity; below it, the parts fade as a whole, which
            // is right only when the layer is grouped (it is then planned at opacity 1).
            switch opacity >= 1 ? Self.backgroundPlacement(layer, pieces: pieces) : .separate {
            case .hidden: break
            case .underContents: underlay = background
            case .separate:
                let shape = layer.cornerRadius > 0 || !rectilinear
                    ? ShapeCoverage(rect: layer.bounds, radius: layer.cornerRadius, border: 0) : nil
                append(quad: layer.bounds, world: world, source: .color(background), shape: shape,
                       opacity: opacity, clip: clip, into: &ops)
            }
        }
        guard let inside else {
            collectContents(of: layer, prefetching: opacity > 0)  // clipped out of view, e.g. a scrolled-out cell
            return
        }
        if let content = layer.content {
            liveContents.append(content.id)
            // One coverage rect for all pieces, so that nine-part seams are not antialiased.
            let placed = pieces.map(\.quad).reduce(CGRect.null) { $0.union($1) }
            let countBefore = ops.count
            for piece in pieces {
                let shape = rectilinear ? nil : ShapeCoverage(rect: placed, radius: 0, border: 0)
                append(quad: piece.quad, world: world, source: .content(content, textureRect: piece.textureRect),
                       underlay: underlay, shape: shape, opacity: opacity, clip: inside, into: &ops)
            }
            if ops.count == countBefore { offscreenContents.append(content) }
        }
        for sublayer in layer.hasRaisedSublayers ? Self.drawingOrder(layer.sublayers) : layer.sublayers {
            let sublayerWorld = ScreenGeometry.sublayerWorld(sublayer, parent: layer, world: world)
            planLayer(sublayer, world: sublayerWorld, opacity: opacity, clip: inside, into: &ops)
        }
        if layer.borderWidth > 0, let color = layer.borderColor, color.alpha > 0 {
            let ring = ShapeCoverage(rect: layer.bounds, radius: layer.cornerRadius, border: layer.borderWidth)
            append(quad: layer.bounds, world: world, source: .color(PremultipliedRGBA(color)), shape: ring,
                   opacity: opacity, clip: clip, into: &ops)
        }
    }

    /// The clip for what `layer` contains: `clip` plus the layer's bounds when it masks to them.
    /// Nil when nothing inside can show.
    private mutating func clipping(_ clip: ClipState, to layer: RenderLayer, world: CATransform3D) -> ClipState? {
        guard layer.masksToBounds else { return clip }
        var inside = clip
        guard let box = ScreenGeometry.boundingBox(of: layer.bounds, world) else {
            return addShape(to: inside, layer: layer, world: world)
        }
        let boxPixels = ScreenGeometry.pixelRect(enclosing: box)
        inside.scissor = inside.scissor.map { $0.intersection(boxPixels) } ?? boxPixels.intersection(targetRect)
        if inside.scissor!.isEmpty { return nil }
        if layer.cornerRadius == 0, ScreenGeometry.isRectilinear(world), ScreenGeometry.isPixelAligned(box) {
            clipScissors.append(inside.scissor!)  // an exact scissor: what a scrolled layer's contents move inside
            return inside
        }
        return addShape(to: inside, layer: layer, world: world)
    }

    private mutating func addShape(to clip: ClipState, layer: RenderLayer, world: CATransform3D) -> ClipState? {
        guard let map = ScreenGeometry.inversePlaneMap(world) else { return nil }
        var inside = clip
        if inside.shapes.count < LayerShader.maxClips {
            inside.shapes.append(ClipShape(targetToLocal: map, rect: layer.bounds, radius: layer.cornerRadius))
        } else {
            droppedClips += 1
        }
        return inside
    }

    // MARK: Operations

    private func append(
        quad: CGRect, world: CATransform3D, source: DrawOp.Source, underlay: PremultipliedRGBA? = nil,
        shape: ShapeCoverage?, opacity: Float, clip: ClipState, into ops: inout [DrawOp]
    ) {
        if let op = makeOp(
            quad: quad, world: world, source: source, underlay: underlay, shape: shape, opacity: opacity, clip: clip)
        {
            ops.append(op)
        }
    }

    /// An operation, or nil when it would draw nothing (empty, invisible or clipped away).
    private func makeOp(
        quad: CGRect, world: CATransform3D, source: DrawOp.Source, underlay: PremultipliedRGBA? = nil,
        shape: ShapeCoverage?, opacity: Float, clip: ClipState
    ) -> DrawOp? {
        guard quad.width > 0, quad.height > 0, opacity > 0 else { return nil }
        var quad = quad, source = source
        if cutsQuadsToClips, !clip.shapes.isEmpty {
            switch source {
            case .color: quad = QuadClipping.visiblePart(of: quad, world: world, clips: clip.shapes) ?? .null
            case .content(let content, let textureRect):
                let visible = QuadClipping.visiblePart(of: quad, world: world, clips: clip.shapes) ?? .null
                if !visible.isNull, visible != quad {
                    source = .content(content, textureRect: QuadClipping.textureRect(textureRect, of: quad, showing: visible))
                }
                quad = visible
            case .pass: break  // a composite samples its pass over the whole quad
            }
            guard !quad.isNull, quad.width > 0, quad.height > 0 else { return nil }
        }
        let box = ScreenGeometry.boundingBox(of: quad, world)
        guard let inTarget = ScreenGeometry.overlap(box ?? targetRect.cgRect, targetRect.cgRect),  // unknown extent: all
            let bounds = clip.scissor.map({ ScreenGeometry.overlap(inTarget, $0.cgRect) }) ?? inTarget
        else { return nil }
        let opaqueSource: Bool
        switch source {
        case .color(let color): opaqueSource = color.alpha >= 1 && box != nil
        case .content(let content, let textureRect):
            opaqueSource = (content.isOpaque || underlay.map { $0.alpha >= 1 } ?? false)
                && box != nil && textureRect.width > 0 && textureRect.height > 0
        case .pass: opaqueSource = false
        }
        return DrawOp(
            quad: quad, world: world, source: source, underlay: underlay, shape: shape, opacity: opacity,
            scissor: clip.scissor,
            clips: clip.shapes, screenBounds: bounds,
            isOpaque: opaqueSource && opacity >= 1 && shape == nil && clip.shapes.isEmpty)
    }

    private mutating func appendPass(bounds: PixelRect, ops: [DrawOp]) -> Int {
        let index = passes.count
        passes.append(PlannedPass(index: index, bounds: bounds, ops: visible(ops)))
        return index
    }

    /// `ops` less those hidden under opaque ones.
    private mutating func visible(_ ops: [DrawOp]) -> [DrawOp] {
        let result = OcclusionCuller.cull(ops)
        culledOps += result.culled
        return result.ops
    }

    private var targetRect: PixelRect { PixelRect(x: 0, y: 0, width: targetSize.width, height: targetSize.height) }

    /// Records the contents of a subtree that is not drawn this frame, so their textures stay
    /// cached; with `prefetching` (a subtree clipped out of view), also queues them for upload ahead.
    private mutating func collectContents(of layer: RenderLayer, prefetching: Bool = false) {
        if let content = layer.content {
            liveContents.append(content.id)
            if prefetching { offscreenContents.append(content) }
        }
        if let mask = layer.mask { collectContents(of: mask) }
        for sublayer in layer.sublayers {
            collectContents(of: sublayer, prefetching: prefetching && sublayer.opacity > 0)
        }
    }

    /// Sublayers by `zPosition`, keeping their order among equals.
    static func drawingOrder(_ sublayers: [RenderLayer]) -> [RenderLayer] {
        sublayers.enumerated()
            .sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }
            .map(\.element)
    }

    /// True when more than one of the layer's own background, contents and border shows: fading
    /// the layer as a whole then differs from fading each part, where they overlap.
    static func hasSeveralParts(_ layer: RenderLayer) -> Bool {
        let background = (layer.premultipliedBackground?.alpha ?? 0) > 0
        let border = layer.borderWidth > 0 && (layer.borderColor?.alpha ?? 0) > 0
        return (background ? 1 : 0) + (layer.content != nil ? 1 : 0) + (border ? 1 : 0) > 1
    }

    /// Where a layer's background goes, given its contents' `pieces`.
    enum BackgroundPlacement {
        /// Under opaque contents that cover the bounds: never seen, not drawn.
        case hidden
        /// Under contents that fill the bounds exactly: painted by the contents' draw.
        case underContents
        /// Drawn on its own, before the contents.
        case separate
    }

    /// Opaque contents covering the bounds hide the background; contents filling the bounds
    /// exactly carry it (unless rounded corners cut the background but not the contents).
    static func backgroundPlacement(_ layer: RenderLayer, pieces: [ContentLayout.Piece]) -> BackgroundPlacement {
        guard pieces.count == 1, let content = layer.content, let piece = pieces.first,
            piece.textureRect.width > 0, piece.textureRect.height > 0
        else { return .separate }
        if content.isOpaque, piece.quad.contains(layer.bounds) { return .hidden }
        if piece.quad == layer.bounds, layer.cornerRadius == 0 || layer.masksToBounds { return .underContents }
        return .separate
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

/// The clip in force while planning a subtree.
struct ClipState: Equatable {
    /// Axis-aligned clip in target pixels.
    var scissor: PixelRect?
    /// Exact clips, outermost first.
    var shapes: [ClipShape] = []
}

extension DrawOp {
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

    /// The operation with its scissor narrowed to `region`; nil when it draws nothing there.
    func restricted(to region: PixelRect) -> DrawOp? {
        let reach = DamageTracker.damageBounds(of: self).intersection(region)
        guard !reach.isEmpty else { return nil }
        var op = self
        op.scissor = scissor.map { $0.intersection(region) } ?? region
        op.screenBounds = screenBounds.intersection(region.cgRect)
        return op
    }
}

extension PremultipliedRGBA {
    /// The colour premultiplied, components clamped to 0…1.
    init(_ color: CGColor) {
        let c = color.premultipliedComponents
        self = PremultipliedRGBA(premultipliedRed: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }
}
