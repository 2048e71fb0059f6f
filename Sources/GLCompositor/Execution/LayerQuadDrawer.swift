import Foundation
import Graphics
import LayerTree
import Shaders

/// Draws one quad of a ``DrawOp`` with the ``LayerShader`` variant it needs: compiles variants on
/// first use, sets the operation's uniforms, scissor and blending, and issues the draw.
///
/// Shared by ``FrameExecutor`` and ``DirectPlanPainter``, so that both draw the same pixels.
/// Callers bind the target and the textures, and set the source uniforms (`uColor`,
/// `uUnderlay`, `uMask`). Every call needs the context current on the calling thread.
final class LayerQuadDrawer {
    let context: GLContext
    /// Compiled variants by features and clip count.
    private var programs: [Int: GLProgram] = [:]
    private let unitQuad: GLBuffer
    private let quadVertices: GLVertexArray

    /// The context must be current.
    init(context: GLContext) throws(GLError) {
        self.context = context
        unitQuad = try context.makeVertexBuffer([0, 0, 1, 0, 0, 1, 1, 1])
        quadVertices = try context.makeVertexArray(
            reading: unitQuad, attribute: QuadVertexShader.positionAttribute, components: 2)
    }

    /// The unit-square vertices, for callers that build instanced vertex arrays on them.
    var unitQuadBuffer: GLBuffer { unitQuad }

    /// The variant `op` needs when its source is `textured` (and `masked`), made current.
    func useProgram(for op: DrawOp, textured: Bool, masked: Bool) throws(GLError) -> GLProgram {
        var features: LayerShader.Features = []
        if textured { features.insert(.textured) }
        if masked { features.insert(.masked) }
        if textured, op.underlay != nil { features.insert(.underlaid) }
        if op.shape != nil { features.insert(.shaped) }
        if !op.clips.isEmpty { features.insert(.clipped) }
        return try useProgram(features: features, clipCount: op.clips.count)
    }

    /// The variant with `features` (and `clipCount` clips when clipped), compiled on first use,
    /// made current.
    func useProgram(features: LayerShader.Features, clipCount: Int = 0) throws(GLError) -> GLProgram {
        let key = features.rawValue | (features.contains(.clipped) ? clipCount : 0) << 16
        let program: GLProgram
        if let cached = programs[key] {
            program = cached
        } else {
            program = try context.makeProgram(LayerShader.source(features, clipCount: clipCount))
            programs[key] = program
        }
        context.use(program)
        return program
    }

    /// Sets `op`'s uniforms for `quad` (a part of `op.quad`, sampling `textureRect`), its
    /// scissor and blending, and draws it into `target`, which holds the pixels of
    /// `passBounds`. False, drawing nothing, when the geometry is not finite.
    @discardableResult
    func draw(
        _ op: DrawOp, quad: CGRect, textureRect: CGRect, program: GLProgram, passBounds origin: PixelRect,
        target: RenderTarget
    ) -> Bool {
        guard let placed = Self.clipMatrix(op, quad: quad, passBounds: origin, target: target) else { return false }
        context.setUniform(program, "uTransform", matrix: placed.rowMajor.map { Float($0) })
        context.setUniform(program, "uLocalRect", Float(quad.minX), Float(quad.minY), Float(quad.width), Float(quad.height))
        context.setUniform(
            program, "uTexRect", Float(textureRect.minX), Float(textureRect.minY), Float(textureRect.width),
            Float(textureRect.height))
        context.setUniform(program, "uTexture", textureUnit: 0)
        context.setUniform(program, "uOpacity", op.opacity)
        if let shape = op.shape {
            context.setUniform(
                program, "uShapeRect", Float(shape.rect.minX), Float(shape.rect.minY), Float(shape.rect.width),
                Float(shape.rect.height))
            context.setUniform(program, "uShapeRadius", Float(shape.radius))
            context.setUniform(program, "uShapeBorder", Float(shape.border))
        }
        if !op.clips.isEmpty {
            context.setUniform(
                program, "uPassPixels", Float(target.width), Float(target.height), Float(origin.x), Float(origin.y))
            context.setUniform(program, "uClipMap[0]", matrices3: op.clips.flatMap(\.targetToLocal))
            context.setUniform(
                program, "uClipRect[0]",
                vectors4: op.clips.flatMap { [Float($0.rect.minX), Float($0.rect.minY), Float($0.rect.width), Float($0.rect.height)] })
            context.setUniform(program, "uClipRadius[0]", floats: op.clips.map { Float($0.radius) })
        }
        setScissor(op.scissor, passBounds: origin)
        context.setBlending(!op.isOpaque || op.isAdditive, additive: op.isAdditive)
        context.drawQuadStrip(quadVertices)
        return true
    }

    /// Sets the scissor to `scissor` (target pixels) in the coordinates of a pass covering `passBounds`.
    func setScissor(_ scissor: PixelRect?, passBounds origin: PixelRect) {
        context.setScissor(scissor.map {
            PixelRect(x: $0.x - origin.x, y: $0.y - origin.y, width: $0.width, height: $0.height)
        })
    }

    /// Unit square → `quad` → the operation's world → the pass's pixels → clip space; nil when
    /// not finite.
    static func clipMatrix(_ op: DrawOp, quad: CGRect, passBounds origin: PixelRect, target: RenderTarget) -> CATransform3D? {
        var placed = CATransform3DConcat(
            CATransform3DMakeScale(quad.width, quad.height, 1), CATransform3DMakeTranslation(quad.minX, quad.minY, 0))
        placed = CATransform3DConcat(placed, op.world)
        placed = CATransform3DConcat(placed, CATransform3DMakeTranslation(CGFloat(-origin.x), CGFloat(-origin.y), 0))
        placed = CATransform3DConcat(placed, QuadPainter.projection(width: target.width, height: target.height))
        return placed.isFinite ? placed : nil
    }
}
