import Foundation
import Graphics
import LayerTree
import Shaders

/// Runs a ``FramePlan`` with GL: binds each pass's target, then draws its operations in order.
/// Never looks at layers; everything it needs is in the plan.
final class FrameExecutor: PlanExecutor {
    typealias Failure = GLError
    private let context: GLContext
    private let textures: TextureCache
    private let offscreens: OffscreenPool
    private let drawer: LayerQuadDrawer
    private let shadowBlurrer: ShadowBlurrer
    /// Blurred shadows of passes by their keys (``PassShadow/key``), kept while plans composite them.
    private var shadows: [Int: RenderTarget] = [:]
    /// The shadows this frame blurs, by the index of the pass that casts them.
    private var pendingShadows: [Int: PassShadow] = [:]
    private let instanced: InstancedQuadDrawer
    /// Where the contents of the pass being drawn are, resolved (and uploaded) before its first
    /// draw, by layer.
    private var resolved: [LayerID: (version: UInt64, placement: TextureCache.Placement)] = [:]
    /// Whether runs of operations that share state go in one instanced draw call.
    var batchesDraws = true
    private var frame = 0
    /// The frame being executed: its target, the destination of the pass being drawn, the
    /// offscreen passes drawn so far (target and bounds by index) and what the frame did.
    private var frameTarget: RenderTarget?
    private var destination: RenderTarget?
    private var passTargets: [Int: (RenderTarget, PixelRect)] = [:]
    private var frameStats = FrameStats()
    private let backdropBlurrer: BackdropBlurrer
    /// This frame's backdrops: the keys of their passes (what lies behind and the blur), and
    /// their blurs once made or found kept, by pass index.
    private var backdropKeys: [Int: Int] = [:]
    private var blurredBackdrops: [Int: BackdropBlurrer.Blurred] = [:]
    /// Backdrop passes not run because the frame's target holds what they would draw (their
    /// bounds) when their backdrop is drawn.
    private var targetReads: [Int: PixelRect] = [:]

    init(context: GLContext, textures: TextureCache) throws(GLError) {
        self.context = context
        self.textures = textures
        offscreens = OffscreenPool(context: context)
        drawer = try LayerQuadDrawer(context: context)
        shadowBlurrer = try ShadowBlurrer(context: context)
        backdropBlurrer = try BackdropBlurrer(context: context, offscreens: offscreens)
        instanced = try InstancedQuadDrawer(context: context, drawer: drawer)
    }

    /// Draws `plan` into `target`, whose size is the plan's target size. The context must be
    /// current. With `evictingUnused`, contents not in the plan lose their textures afterwards
    /// (a frame of the whole tree); a snapshot of a subtree keeps them. With `damage` (disjoint
    /// rects), the target already shows the frame outside them: for each rect, the main-pass
    /// operations meeting it are drawn scissored to it, and only the offscreen passes they
    /// composite are run.
    func execute(
        _ plan: FramePlan, into target: RenderTarget, damage: [PixelRect]? = nil, evictingUnused: Bool = true,
        stats: inout FrameStats
    ) throws(GLError) {
        frame += 1
        var mainOps =
            damage.map { rects in
                rects.flatMap { rect in plan.mainPass.ops.compactMap { $0.restricted(to: rect) } }
            } ?? plan.mainPass.ops
        if damage == nil, let color = Self.clearColor(ofBottom: mainOps, width: target.width, height: target.height) {
            context.clear(target, to: color)  // the bottom fill's pixels, without shading them
            mainOps.removeFirst()
            stats.clearedFills += 1
        }
        let kept = shadows
        let needed = Self.passesNeeded(by: mainOps, in: plan) { kept[$0.key] != nil }
        frameTarget = target
        frameStats = stats
        passTargets = [:]
        pendingShadows = Self.shadowsCast(in: plan).filter { needed.contains($0.key) && kept[$0.value.key] == nil }
        defer {
            frameTarget = nil
            destination = nil
            passTargets = [:]
            pendingShadows = [:]
            backdropKeys = [:]
            blurredBackdrops = [:]
            targetReads = [:]
            resolved.removeAll(keepingCapacity: true)  // the next frame fills it again
        }
        let backdrops = Self.backdropFilters(in: plan, needed: needed, mainOps: mainOps)
        let signer = backdrops.isEmpty ? nil : PassSigner(plan)
        let readable = Self.backdropsReadFromTarget(plan, mainOps: mainOps, damage: damage)
        for pass in plan.passes where needed.contains(pass.index) {
            if let filter = backdrops[pass.index], let signer {  // what lies behind a backdrop: kept blur, or draw it
                var hasher = SignatureHasher()
                hasher.combine(signer.signature(pass.index))
                hasher.combine(filter.sigma)
                let key = hasher.finalize()
                backdropKeys[pass.index] = key
                if let kept = backdropBlurrer.cached(key, frame: frame) {
                    blurredBackdrops[pass.index] = kept
                    frameStats.backdropsReused += 1
                    continue
                }
                if readable.contains(pass.index) {  // the target will hold it when the backdrop is drawn
                    targetReads[pass.index] = pass.bounds
                    continue
                }
            }
            try beginPass(pass, of: plan)
            let ops = plan.isMain(pass) ? mainOps : pass.ops
            try resolveContents(of: ops)
            var index = 0
            while index < ops.count {
                let run = batchesDraws ? DrawBatching.runLength(of: ops, from: index) : 1
                if run > 1, case .content = ops[index].source {
                    try drawContents(ops[index..<(index + run)], in: pass)
                } else if run > 1 {
                    try drawColors(ops[index..<(index + run)], in: pass)
                } else {
                    try draw(ops[index], in: pass)
                }
                index += run
            }
            try endPass(pass, of: plan)
        }
        if evictingUnused {
            let composited = Set(Self.shadowsCast(in: plan).values.map(\.key))
            shadows = shadows.filter { composited.contains($0.key) }
        }
        stats = frameStats
        context.setScissor(nil)
        backdropBlurrer.endFrame(frame)
        offscreens.endFrame()
        if evictingUnused { textures.prefetch(plan.offscreenContents, frame: frame, stats: &stats) }
        if evictingUnused { textures.evict(keeping: plan.liveContents, shown: plan.shownContents, frame: frame, stats: &stats) }
        if evictingUnused { try textures.compactAtlas(stats: &stats) }
        stats.textureBytesResident = textures.residentBytes
        stats.atlasPages = textures.atlasPageCount
        context.collectGarbage()  // free what this frame released, even inside a long withCurrent
        try context.checkError("executing a frame of \(plan.drawCount) operations")
    }

    /// Moves the pixels of `copy.source` to `copy.destination` inside `target`, through a
    /// pooled offscreen target (GL cannot blit a framebuffer onto itself). The context must be
    /// current; call before ``execute(_:into:damage:evictingUnused:stats:)`` of the same frame.
    func move(_ copy: ScrollCopy, in target: RenderTarget, stats: inout FrameStats) throws(GLError) {
        let size = copy.source
        let scratch = try offscreens.acquire(width: size.width, height: size.height, cleared: false)
        try context.copyPixels(copy.source, from: target, to: scratch, at: (0, 0))
        try context.copyPixels(
            PixelRect(x: 0, y: 0, width: size.width, height: size.height), from: scratch, to: target,
            at: (copy.destination.x, copy.destination.y))
        stats.copiedPixels += size.area
    }

    func beginPass(_ pass: PlannedPass, of plan: FramePlan) throws(GLError) {
        let target =
            plan.isMain(pass) ? frameTarget! : try offscreens.acquire(width: pass.bounds.width, height: pass.bounds.height)
        context.bind(target)
        destination = target
    }

    /// Ends a pass; a pass that casts a shadow not yet blurred is blurred now, and kept.
    func endPass(_ pass: PlannedPass, of plan: FramePlan) throws(GLError) {
        guard !plan.isMain(pass), let destination else { return }
        passTargets[pass.index] = (destination, pass.bounds)
        frameStats.offscreenPasses += 1
        guard let shadow = pendingShadows[pass.index], shadows[shadow.key] == nil else { return }
        let (width, height) = (pass.bounds.width, pass.bounds.height)
        let scratch = try offscreens.acquire(width: width, height: height, cleared: false)
        shadows[shadow.key] = try shadowBlurrer.blur(destination, width: width, height: height, shadow, scratch: scratch)
        frameStats.shadowBlurs += 1
    }

    /// Draws a shadow blurred in this frame or kept from an earlier one, exactly its quad's size.
    func composite(_ op: DrawOp, shadowOf source: Int, _ shadow: PassShadow, in pass: PlannedPass) throws(GLError) {
        guard let blurred = shadows[shadow.key] else { return }
        let program = try useProgram(for: op, textured: true, masked: false)
        context.bindTexture(blurred.texture, unit: 0)
        issue(op, quad: op.quad, textureRect: CGRect(x: 0, y: 0, width: 1, height: 1), program: program, pass: pass)
    }

    func fill(_ op: DrawOp, color: PremultipliedRGBA, in pass: PlannedPass) throws(GLError) {
        let program = try useProgram(for: op, textured: false, masked: false)
        drawer.setColor(color, of: program)
        issue(op, quad: op.quad, textureRect: .zero, program: program, pass: pass)
    }

    /// Draws the content from its atlas entry, or tile by tile (one tile unless it is larger
    /// than the texture limit).
    func draw(_ op: DrawOp, content: RenderContent, textureRect: CGRect, in pass: PlannedPass) throws(GLError) {
        try draw(op, content: content, textureRect: textureRect, placement: try placement(of: content), in: pass)
    }

    private func draw(
        _ op: DrawOp, content: RenderContent, textureRect: CGRect, placement: TextureCache.Placement, in pass: PlannedPass
    ) throws(GLError) {
        let program = try useProgram(for: op, textured: true, masked: false)
        if let underlay = op.underlay { drawer.setUnderlay(underlay, of: program) }
        let tiles: [TextureCache.Tile]
        switch placement {
        case .atlas(let slot, let texture):
            context.bindTexture(texture, unit: 0)
            issue(
                op, quad: op.quad, textureRect: slot.pageRect(of: textureRect), textureClamp: slot.clampBox, program: program,
                pass: pass)
            return
        case .tiles(let own): tiles = own
        }
        let image = content.image
        for tile in tiles {
            guard
                let piece = Self.piece(of: op.quad, textureRect: textureRect, in: tile, width: image.width, height: image.height)
            else { continue }
            context.bindTexture(tile.texture, unit: 0)
            issue(op, quad: piece.quad, textureRect: piece.textureRect, program: program, pass: pass)
        }
    }

    func draw(_ op: DrawOp, gradient: RenderGradient, in pass: PlannedPass) throws(GLError) {
        let program = try useProgram(for: op, textured: false, masked: false, gradient: true)
        drawer.setGradient(gradient, of: program)
        issue(op, quad: op.quad, textureRect: .zero, program: program, pass: pass)
    }

    func draw(_ op: DrawOp, blurredRect: BlurredRect, in pass: PlannedPass) throws(GLError) {
        let program = try useProgram(for: op, textured: false, masked: false, shadow: true)
        drawer.setShadow(blurredRect, of: program)
        issue(op, quad: op.quad, textureRect: .zero, program: program, pass: pass)
    }

    func draw(_ op: DrawOp, arcStroke: RenderArcStroke, in pass: PlannedPass) throws(GLError) {
        let program = try useProgram(for: op, textured: false, masked: false, arc: true)
        drawer.setArc(arcStroke, of: program)
        issue(op, quad: op.quad, textureRect: .zero, program: program, pass: pass)
    }

    /// Draws the blur of what lies behind (blurred now, once a frame, unless kept), saturated
    /// and tinted, read at each fragment's own pixel.
    func draw(_ op: DrawOp, backdrop filter: BackdropFilter, in pass: PlannedPass) throws(GLError) {
        guard let destination, let blurred = try blurredBackdrop(filter) else { return }
        context.bind(destination)  // blurring bound targets of its own
        let program = try useProgram(for: op, textured: true, masked: false, backdrop: true)
        drawer.setBackdrop(filter, blurred: blurred, passBounds: pass.bounds, of: program)
        context.bindTexture(blurred.target.texture, unit: 0)
        issue(op, quad: op.quad, textureRect: .zero, program: program, pass: pass)
    }

    private func blurredBackdrop(_ filter: BackdropFilter) throws(GLError) -> BackdropBlurrer.Blurred? {
        if let blurred = blurredBackdrops[filter.pass] { return blurred }
        if let region = targetReads[filter.pass], let frameTarget {
            let copy = try offscreens.acquire(width: region.width, height: region.height, cleared: false)
            try context.copyPixels(region, from: frameTarget, to: copy, at: (0, 0))
            passTargets[filter.pass] = (copy, region)
            frameStats.backdropTargetReads += 1
        }
        guard let (source, bounds) = passTargets[filter.pass] else { return nil }
        let blurred = try backdropBlurrer.blur(
            source, region: bounds, sigma: filter.sigma, key: backdropKeys[filter.pass], frame: frame, stats: &frameStats)
        blurredBackdrops[filter.pass] = blurred
        return blurred
    }

    /// Composites a pooled pass target, of which the pass's bounds are the top-left part.
    func composite(_ op: DrawOp, pass source: Int, mask: Int?, in pass: PlannedPass) throws(GLError) {
        guard let (sourceTarget, bounds) = passTargets[source] else { return }
        let program = try useProgram(for: op, textured: true, masked: mask != nil)
        context.bindTexture(sourceTarget.texture, unit: 0)
        if let mask, let (maskTarget, _) = passTargets[mask] { context.bindTexture(maskTarget.texture, unit: 1) }
        let textureRect = CGRect(
            x: 0, y: 0, width: CGFloat(bounds.width) / CGFloat(sourceTarget.width),
            height: CGFloat(bounds.height) / CGFloat(sourceTarget.height))
        issue(op, quad: op.quad, textureRect: textureRect, program: program, pass: pass)
    }

    /// The variant `op` needs, made current, with its bitmap mask's texture (uploaded when its
    /// version is new, through the texture cache) bound on the mask's unit.
    private func useProgram(
        for op: DrawOp, textured: Bool, masked: Bool, gradient: Bool = false, shadow: Bool = false, arc: Bool = false,
        backdrop: Bool = false
    ) throws(GLError) -> LayerQuadDrawer.Program {
        let program = try drawer.useProgram(
            for: op, textured: textured, masked: masked, gradient: gradient, shadow: shadow, arc: arc, backdrop: backdrop)
        // One texture: the planner samples masks no larger than the tile size (FramePlanner.maxBitmapMaskSide).
        if let mask = op.mask, let tile = try textures.tiles(for: mask.content, frame: frame, stats: &frameStats).first {
            context.bindTexture(tile.texture, unit: LayerQuadDrawer.bitmapMaskUnit)
        }
        return program
    }

    private func issue(
        _ op: DrawOp, quad: CGRect, textureRect: CGRect, textureClamp: [Float]? = nil, program: LayerQuadDrawer.Program,
        pass: PlannedPass
    ) {
        guard let destination else { return }
        if drawer.draw(
            op, quad: quad, textureRect: textureRect, textureClamp: textureClamp, program: program, passBounds: pass.bounds,
            target: destination)
        {
            frameStats.drawCalls += 1
        }
    }

    /// Uploads what is stale of the contents `ops` draw before any of them is drawn: an upload
    /// into an atlas page that queued draws sample makes the driver finish them first (llvmpipe
    /// flushes its scene), so uploads between draws would serialize the frame. Counted as the
    /// draws would count them, once per operation.
    private func resolveContents(of ops: [DrawOp]) throws(GLError) {
        resolved.removeAll(keepingCapacity: true)
        for op in ops {
            guard case .content(let content, _) = op.source else { continue }
            let placement = try textures.placement(for: content, allowingAtlas: true, frame: frame, stats: &frameStats)
            resolved[content.id] = (content.version, placement)
        }
    }

    /// Where `content` is: as resolved for the pass, or (another version of a content resolved,
    /// a transition's old and new pixels) uploaded now, and no longer taken as resolved.
    private func placement(of content: RenderContent) throws(GLError) -> TextureCache.Placement {
        if let known = resolved[content.id], known.version == content.version { return known.placement }
        resolved[content.id] = nil
        return try textures.placement(for: content, allowingAtlas: true, frame: frame, stats: &frameStats)
    }

    /// Colour fills sharing a shader variant, blending and scissor, in one instanced draw call.
    private func drawColors(_ ops: ArraySlice<DrawOp>, in pass: PlannedPass) throws(GLError) {
        guard let target = destination else { return }
        let count = try instanced.drawColors(ops, passBounds: pass.bounds, target: target)
        guard count > 0 else { return }
        frameStats.drawCalls += 1
        frameStats.batchedOps += count
    }

    /// Contents sharing a shader variant, blending and scissor: each stretch of them sampling
    /// one texture (one content's, or one atlas page) in one instanced draw call, in order. A
    /// content in tiles, or alone in its stretch, is drawn by itself.
    private func drawContents(_ ops: ArraySlice<DrawOp>, in pass: PlannedPass) throws(GLError) {
        var stretch: [InstancedQuadDrawer.TexturedInstance] = []
        var stretchTexture: GLTexture?
        /// The versions of the contents in the stretch: another version of one (a transition's
        /// old and new pixels) is uploaded over it, so the stretch is drawn first.
        var stretchVersions: [LayerID: UInt64] = [:]
        func flush() throws(GLError) {
            defer {
                stretch.removeAll(keepingCapacity: true)
                stretchTexture = nil
                stretchVersions.removeAll(keepingCapacity: true)
            }
            guard let texture = stretchTexture, let target = destination else { return }
            if stretch.count == 1, let lone = stretch.first {  // drawn as it would be alone
                let program = try useProgram(for: lone.op, textured: true, masked: false)
                if let underlay = lone.op.underlay { drawer.setUnderlay(underlay, of: program) }
                context.bindTexture(texture, unit: 0)
                issue(
                    lone.op, quad: lone.op.quad, textureRect: lone.textureRect, textureClamp: lone.clampBox, program: program,
                    pass: pass)
                return
            }
            context.bindTexture(texture, unit: 0)
            let count = try instanced.drawTextured(stretch, passBounds: pass.bounds, target: target)
            guard count > 0 else { return }
            frameStats.drawCalls += 1
            frameStats.batchedOps += count
        }
        for op in ops {
            guard case .content(let content, let textureRect) = op.source else { continue }
            if let pending = stretchVersions[content.id], pending != content.version { try flush() }
            let placement = try placement(of: content)
            let instance: InstancedQuadDrawer.TexturedInstance
            let texture: GLTexture
            switch placement {
            case .atlas(let slot, let page):
                instance = .init(op: op, textureRect: slot.pageRect(of: textureRect), clampBox: slot.clampBox)
                texture = page
            case .tiles(let tiles) where tiles.count == 1:
                instance = .init(op: op, textureRect: textureRect, clampBox: nil)
                texture = tiles[0].texture
            case .tiles:
                try flush()
                try draw(op, content: content, textureRect: textureRect, placement: placement, in: pass)
                continue
            }
            if stretchTexture !== texture { try flush() }
            stretchTexture = texture
            stretchVersions[content.id] = content.version
            stretch.append(instance)
        }
        try flush()
    }
}
