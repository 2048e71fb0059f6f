import Foundation
import Graphics
import Shaders

/// Blurs the alpha of a pass's result by a separable Gaussian on the GPU and tints it: the
/// shadow a layer's whole composited content casts (``PassShadow``). Two draws: across into a
/// scratch target, then down into a target of the shadow's own, exactly its size. Shared by
/// ``FrameExecutor``, which keeps the result while the pass signs the same, and
/// ``DirectPlanPainter``. Every call needs the context current.
final class ShadowBlurrer {
    private let context: GLContext
    private let program: GLProgram
    private let quadBuffer: GLBuffer
    private let quad: GLVertexArray

    /// The context must be current.
    init(context: GLContext) throws(GLError) {
        self.context = context
        program = try context.makeProgram(ShaderLibrary.shadowBlur)
        quadBuffer = try context.makeVertexBuffer([0, 0, 1, 0, 0, 1, 1, 1])
        quad = try context.makeVertexArray(reading: quadBuffer, attribute: QuadVertexShader.positionAttribute, components: 2)
    }

    /// The shadow of the top-left `width` × `height` pixels of `source`: blurred across into
    /// `scratch` (at least that large), then down into a new target of exactly that size, tinted
    /// with `shadow.color`.
    func blur(
        _ source: RenderTarget, width: Int, height: Int, _ shadow: PassShadow, scratch: RenderTarget
    ) throws(GLError) -> RenderTarget {
        let result = try context.makeRenderTarget(width: width, height: height)
        let white = PremultipliedRGBA(premultipliedRed: 1, green: 1, blue: 1, alpha: 1)
        run(from: source, into: scratch, valid: (width, height), across: true, sigma: shadow.sigma, color: white)
        run(from: scratch, into: result, valid: (width, height), across: false, sigma: shadow.sigma, color: shadow.color)
        return result
    }

    /// One direction of the blur over all of `target`, reading the `valid` part of `source`.
    private func run(
        from source: RenderTarget, into target: RenderTarget, valid: (width: Int, height: Int), across: Bool,
        sigma: Float, color: PremultipliedRGBA
    ) {
        context.bind(target)
        context.setScissor(nil)
        context.setBlending(false)
        context.use(program)
        context.bindTexture(source.texture, unit: 0)
        context.setUniform(program, "uSource", textureUnit: 0)
        context.setUniform(program, "uTargetSize", Float(target.width), Float(target.height), 0, 0)
        context.setUniform(program, "uBlur", across ? 1 : 0, across ? 0 : 1, sigma, Float(PassShadow.reach(sigma)))
        context.setUniform(program, "uSourceSize", Float(valid.width), Float(valid.height), 0, 0)
        context.setUniform(program, "uColor", color.red, color.green, color.blue, color.alpha)
        context.drawQuadStrip(quad)
    }
}
