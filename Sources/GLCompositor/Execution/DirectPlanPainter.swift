import Foundation
import Graphics
import LayerTree

/// The raw-GL floor of a frame: draws the quads of a ``FramePlan`` straight into one target
/// with ``QuadPainter`` — one program per kind of quad, no offscreen passes, shapes, exact
/// clips, damage or culling decisions, textures uploaded once per content version.
///
/// A benchmark baseline, not a renderer: composites of offscreen passes are drawn as grey
/// quads of the same size, so it touches the same pixels with the least work. Use it on one
/// thread with its context current.
public final class DirectPlanPainter {
    private let painter: QuadPainter
    private var textures: [LayerID: (version: UInt64, texture: GLTexture)] = [:]

    /// The context must be current.
    public init(context: GLContext) throws(GLError) {
        painter = try QuadPainter(context: context)
    }

    /// GL draw calls issued so far.
    public var drawCalls: Int { painter.drawCalls }

    /// Clears `target` to `background` and draws every operation of every pass of `plan` into it.
    public func draw(_ plan: FramePlan, into target: RenderTarget, background: PremultipliedRGBA = .clear) throws(GLError) {
        let context = painter.context
        context.clear(target, to: background)
        for pass in plan.passes {
            for op in pass.ops { try draw(op, into: target) }
        }
        context.setScissor(nil)
    }

    private func draw(_ op: DrawOp, into target: RenderTarget) throws(GLError) {
        painter.context.setScissor(op.scissor)
        switch op.source {
        case .color(let color):
            painter.fill(op.quad, with: color.scaled(by: op.opacity), transform: op.world, in: target)
        case .content(let content, let textureRect):
            painter.draw(try texture(for: content), in: op.quad, textureRect: textureRect, transform: op.world,
                         opacity: op.opacity, in: target)
        case .pass:
            let grey = PremultipliedRGBA(premultipliedRed: 0.25, green: 0.25, blue: 0.25, alpha: 0.5)
            painter.fill(op.quad, with: grey.scaled(by: op.opacity), transform: op.world, in: target)
        }
    }

    private func texture(for content: RenderContent) throws(GLError) -> GLTexture {
        if let cached = textures[content.id], cached.version == content.version { return cached.texture }
        let texture = try painter.context.makeTexture(from: content.image)
        textures[content.id] = (content.version, texture)
        return texture
    }
}
