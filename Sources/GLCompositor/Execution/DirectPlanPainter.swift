import Foundation
import Graphics
import LayerTree

/// The raw-GL floor of a frame: the same pixels as ``Compositor`` from the same ``FramePlan``,
/// drawn the most direct way. Every pass is repainted in full into its own target, every
/// operation in order with the ``LayerShader`` variant the compositor uses, each content from
/// one texture uploaded once per version. No damage tracking, batching, tiling, texture budget
/// or target pooling; occlusion culling is in the plan, so both sides get it.
///
/// A benchmark baseline, not a renderer: textures are kept for every content it has seen, and
/// contents larger than the largest texture are skipped. Use it on one thread with its context
/// current.
package final class DirectPlanPainter: PlanExecutor {
    package typealias Failure = GLError
    private let drawer: LayerQuadDrawer
    /// Blurs subtree shadows every time they are composited.
    private let shadowBlurrer: ShadowBlurrer
    private var textures: [LayerID: (version: UInt64, texture: GLTexture)] = [:]
    /// Offscreen targets by pass index, kept from frame to frame while their sizes match.
    private var passTargets: [Int: RenderTarget] = [:]
    /// The frame being drawn: its target and background, and the destination of the pass.
    private var frameTarget: RenderTarget?
    private var background = PremultipliedRGBA.clear
    private var destination: RenderTarget?
    /// Blurs backdrops every time they are drawn (nothing is kept between frames).
    private let backdropBlurrer: BackdropBlurrer
    private let blurTargets: OffscreenPool
    private var frame = 0

    /// The context must be current.
    package init(context: GLContext) throws(GLError) {
        drawer = try LayerQuadDrawer(context: context)
        shadowBlurrer = try ShadowBlurrer(context: context)
        blurTargets = OffscreenPool(context: context)
        backdropBlurrer = try BackdropBlurrer(context: context, offscreens: blurTargets)
    }

    /// GL draw calls issued so far.
    package private(set) var drawCalls = 0

    /// Clears `target` to `background` and draws every pass of `plan`, the last into `target`.
    package func draw(_ plan: FramePlan, into target: RenderTarget, background: PremultipliedRGBA = .clear) throws(GLError) {
        frameTarget = target
        self.background = background
        defer {
            frameTarget = nil
            destination = nil
        }
        // Backdrops in the main pass read the frame's target, which holds what lies behind them
        // when they are drawn (unless culling left a hole); their passes are not drawn.
        targetReads = FrameExecutor.backdropsReadFromTarget(plan, mainOps: plan.mainPass.ops, damage: nil)
        for index in targetReads { backdropRegions[index] = plan.passes[index].bounds }
        for pass in plan.passes where !targetReads.contains(pass.index) {
            try beginPass(pass, of: plan)
            for op in pass.ops { try draw(op, in: pass) }
            endPass(pass, of: plan)
        }
        drawer.context.setScissor(nil)
        frame += 1
        backdropBlurrer.endFrame(frame)
        blurTargets.endFrame()
    }

    package func beginPass(_ pass: PlannedPass, of plan: FramePlan) throws(GLError) {
        let isMain = plan.isMain(pass)
        let target = isMain ? frameTarget! : try offscreenTarget(for: pass)
        drawer.context.clear(target, to: isMain ? background : .clear)
        destination = target
    }

    package func endPass(_ pass: PlannedPass, of plan: FramePlan) {
        if !plan.isMain(pass) { backdropRegions[pass.index] = pass.bounds }
    }

    /// This frame's backdrop passes read from the target instead of drawn.
    private var targetReads: Set<Int> = []

    /// The target pixels each offscreen pass of the frame covers, by index.
    private var backdropRegions: [Int: PixelRect] = [:]

    package func fill(_ op: DrawOp, color: PremultipliedRGBA, in pass: PlannedPass) throws(GLError) {
        let program = try useProgram(for: op, textured: false, masked: false)
        drawer.setColor(color, of: program)
        issue(op, textureRect: .zero, program: program, in: pass)
    }

    package func draw(_ op: DrawOp, content: RenderContent, textureRect: CGRect, in pass: PlannedPass) throws(GLError) {
        guard let texture = texture(for: content) else {
            // Contents too large for one texture are left out; their underlay still shows.
            if let underlay = op.underlay { try fill(op, color: underlay, in: pass) }
            return
        }
        let program = try useProgram(for: op, textured: true, masked: false)
        if let underlay = op.underlay { drawer.setUnderlay(underlay, of: program) }
        drawer.context.bindTexture(texture, unit: 0)
        issue(op, textureRect: textureRect, program: program, in: pass)
    }

    package func draw(_ op: DrawOp, gradient: RenderGradient, in pass: PlannedPass) throws(GLError) {
        let program = try useProgram(for: op, textured: false, masked: false, gradient: true)
        drawer.setGradient(gradient, of: program)
        issue(op, textureRect: .zero, program: program, in: pass)
    }

    package func draw(_ op: DrawOp, blurredRect: BlurredRect, in pass: PlannedPass) throws(GLError) {
        let program = try useProgram(for: op, textured: false, masked: false, shadow: true)
        drawer.setShadow(blurredRect, of: program)
        issue(op, textureRect: .zero, program: program, in: pass)
    }

    package func draw(_ op: DrawOp, arcStroke: RenderArcStroke, in pass: PlannedPass) throws(GLError) {
        let program = try useProgram(for: op, textured: false, masked: false, arc: true)
        drawer.setArc(arcStroke, of: program)
        issue(op, textureRect: .zero, program: program, in: pass)
    }

    package func composite(_ op: DrawOp, pass source: Int, mask: Int?, in pass: PlannedPass) throws(GLError) {
        let program = try useProgram(for: op, textured: true, masked: mask != nil)
        guard let sourceTarget = passTargets[source] else { return }
        drawer.context.bindTexture(sourceTarget.texture, unit: 0)
        if let mask, let maskTarget = passTargets[mask] { drawer.context.bindTexture(maskTarget.texture, unit: 1) }
        issue(op, textureRect: CGRect(x: 0, y: 0, width: 1, height: 1), program: program, in: pass)  // exact-size targets
    }

    package func draw(_ op: DrawOp, backdrop filter: BackdropFilter, in pass: PlannedPass) throws(GLError) {
        guard let destination, let region = backdropRegions[filter.pass] else { return }
        let source: RenderTarget
        if targetReads.contains(filter.pass) {
            source = try blurTargets.acquire(width: region.width, height: region.height, cleared: false)
            try drawer.context.copyPixels(region, from: destination, to: source, at: (0, 0))
        } else {
            guard let drawn = passTargets[filter.pass] else { return }
            source = drawn
        }
        var stats = FrameStats()
        let blurred = try backdropBlurrer.blur(source, region: region, sigma: filter.sigma, key: nil, frame: frame, stats: &stats)
        drawer.context.bind(destination)
        let program = try useProgram(for: op, textured: true, masked: false, backdrop: true)
        drawer.setBackdrop(filter, blurred: blurred, passBounds: pass.bounds, of: program)
        drawer.context.bindTexture(blurred.target.texture, unit: 0)
        issue(op, textureRect: .zero, program: program, in: pass)
    }

    /// Blurs the pass afresh, every frame: the floor keeps nothing from frame to frame but textures.
    package func composite(_ op: DrawOp, shadowOf source: Int, _ shadow: PassShadow, in pass: PlannedPass) throws(GLError) {
        guard let destination, let caster = passTargets[source] else { return }
        let scratch = try drawer.context.makeRenderTarget(width: caster.width, height: caster.height)
        let blurred = try shadowBlurrer.blur(caster, width: caster.width, height: caster.height, shadow, scratch: scratch)
        drawer.context.bind(destination)
        let program = try useProgram(for: op, textured: true, masked: false)
        drawer.context.bindTexture(blurred.texture, unit: 0)
        issue(op, textureRect: CGRect(x: 0, y: 0, width: 1, height: 1), program: program, in: pass)
    }

    /// The variant `op` needs, made current, with its bitmap mask's texture (uploaded once per
    /// version) bound on the mask's unit.
    private func useProgram(
        for op: DrawOp, textured: Bool, masked: Bool, gradient: Bool = false, shadow: Bool = false, arc: Bool = false,
        backdrop: Bool = false
    ) throws(GLError) -> LayerQuadDrawer.Program {
        let program = try drawer.useProgram(
            for: op, textured: textured, masked: masked, gradient: gradient, shadow: shadow, arc: arc, backdrop: backdrop)
        if let mask = op.mask, let texture = texture(for: mask.content) {
            drawer.context.bindTexture(texture, unit: LayerQuadDrawer.bitmapMaskUnit)
        }
        return program
    }

    private func issue(_ op: DrawOp, textureRect: CGRect, program: LayerQuadDrawer.Program, in pass: PlannedPass) {
        guard let destination else { return }
        if drawer.draw(
            op, quad: op.quad, textureRect: textureRect, program: program, passBounds: pass.bounds, target: destination)
        {
            drawCalls += 1
        }
    }

    private func offscreenTarget(for pass: PlannedPass) throws(GLError) -> RenderTarget {
        let w = pass.bounds.width, h = pass.bounds.height
        if let kept = passTargets[pass.index], kept.width == w, kept.height == h { return kept }
        let target = try drawer.context.makeRenderTarget(width: w, height: h)
        passTargets[pass.index] = target
        return target
    }

    /// The content's texture, uploaded when its version is new; nil when it cannot be made.
    private func texture(for content: RenderContent) -> GLTexture? {
        if let cached = textures[content.id], cached.version == content.version { return cached.texture }
        guard let texture = try? drawer.context.makeTexture(from: content.image) else { return nil }
        textures[content.id] = (content.version, texture)
        return texture
    }
}
