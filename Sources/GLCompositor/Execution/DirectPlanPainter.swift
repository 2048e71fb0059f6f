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
public final class DirectPlanPainter {
    private let drawer: LayerQuadDrawer
    private var textures: [LayerID: (version: UInt64, texture: GLTexture)] = [:]
    /// Offscreen targets by pass index, kept from frame to frame while their sizes match.
    private var passTargets: [RenderTarget] = []

    /// The context must be current.
    public init(context: GLContext) throws(GLError) {
        drawer = try LayerQuadDrawer(context: context)
    }

    /// GL draw calls issued so far.
    public private(set) var drawCalls = 0

    /// Clears `target` to `background` and draws every pass of `plan`, the last into `target`.
    package func draw(_ plan: FramePlan, into target: RenderTarget, background: PremultipliedRGBA = .clear) throws(GLError) {
        let context = drawer.context
        var drawn: [RenderTarget] = []
        for pass in plan.passes {
            let isMain = pass.index == plan.passes.count - 1
            let destination = isMain ? target : try offscreenTarget(for: pass)
            context.clear(destination, to: isMain ? background : .clear)
            for op in pass.ops { try draw(op, in: pass, target: destination, passTargets: drawn) }
            drawn.append(destination)
        }
        context.setScissor(nil)
    }

    private func draw(_ op: DrawOp, in pass: PlannedPass, target: RenderTarget, passTargets: [RenderTarget]) throws(GLError) {
        let context = drawer.context
        var textureRect = CGRect.zero
        let program: LayerQuadDrawer.Program
        switch op.source {
        case .color(let color):
            program = try drawer.useProgram(for: op, textured: false, masked: false)
            drawer.setColor(color, of: program)
        case .content(let content, let rect):
            guard let texture = texture(for: content) else {
                // Contents too large for one texture are left out; their underlay still shows.
                guard let underlay = op.underlay else { return }
                program = try drawer.useProgram(for: op, textured: false, masked: false)
                drawer.setColor(underlay, of: program)
                break
            }
            program = try drawer.useProgram(for: op, textured: true, masked: false)
            if let underlay = op.underlay { drawer.setUnderlay(underlay, of: program) }
            context.bindTexture(texture, unit: 0)
            textureRect = rect
        case .pass(let index, let mask):
            let source = passTargets[index]
            program = try drawer.useProgram(for: op, textured: true, masked: mask != nil)
            context.bindTexture(source.texture, unit: 0)
            if let mask { context.bindTexture(passTargets[mask].texture, unit: 1) }
            textureRect = CGRect(x: 0, y: 0, width: 1, height: 1)  // targets are the passes' exact size
        }
        if drawer.draw(op, quad: op.quad, textureRect: textureRect, program: program, passBounds: pass.bounds, target: target) {
            drawCalls += 1
        }
    }

    private func offscreenTarget(for pass: PlannedPass) throws(GLError) -> RenderTarget {
        let w = pass.bounds.width, h = pass.bounds.height
        if pass.index < passTargets.count, passTargets[pass.index].width == w, passTargets[pass.index].height == h {
            return passTargets[pass.index]
        }
        let target = try drawer.context.makeRenderTarget(width: w, height: h)
        if pass.index < passTargets.count { passTargets[pass.index] = target } else { passTargets.append(target) }
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
