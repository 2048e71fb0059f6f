import Foundation
import Graphics
import LayerTree
import Shaders

@testable import GLCompositor

/// Draws solid and textured quads into a ``RenderTarget`` with premultiplied source-over blending:
/// the smallest client of the GL layer, with which its tests check uploads, blending and
/// orientation apart from the compositor.
///
/// Geometry is given in target pixels (y down) as a rectangle, optionally moved by a
/// `CATransform3D` applied after the rectangle is placed, as a layer's world transform is.
/// Every call needs the painter's context current on the calling thread.
final class QuadPainter {
    let context: GLContext
    private let solidColor: GLProgram
    private let texturedQuad: GLProgram
    private let unitQuad: GLBuffer
    private let quadVertices: GLVertexArray

    /// Draw calls issued since the painter was made.
    private(set) var drawCalls = 0
    /// Draws refused because their geometry was not finite (NaN or infinity never reach GL).
    private(set) var rejectedDraws = 0

    /// Compiles the quad programs and makes the unit-square vertex buffer. The context must be current.
    init(context: GLContext) throws(GLError) {
        self.context = context
        solidColor = try context.makeProgram(ShaderLibrary.solidColor)
        texturedQuad = try context.makeProgram(ShaderLibrary.texturedQuad)
        unitQuad = try context.makeVertexBuffer([0, 0, 1, 0, 0, 1, 1, 1])
        quadVertices = try context.makeVertexArray(
            reading: unitQuad, attribute: QuadVertexShader.positionAttribute, components: 2)
    }

    /// Fills `rect` with `color`, moved by `transform`.
    func fill(
        _ rect: CGRect, with color: PremultipliedRGBA, transform: CATransform3D = CATransform3DIdentity,
        in target: RenderTarget
    ) {
        guard let matrix = clipMatrix(rect, transform, target), color.isFinite else {
            rejectedDraws += 1
            return
        }
        context.bind(target)
        context.setBlending(color.alpha < 1)
        context.use(solidColor)
        context.setUniform(solidColor, "uTransform", matrix: matrix)
        context.setUniform(solidColor, "uColor", color.red, color.green, color.blue, color.alpha)
        draw()
    }

    /// Draws `texture` (or its normalized sub-rectangle `textureRect`) stretched over `rect`,
    /// moved by `transform` and scaled by `opacity`.
    func draw(
        _ texture: GLTexture, in rect: CGRect, textureRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
        transform: CATransform3D = CATransform3DIdentity, opacity: Float = 1, in target: RenderTarget
    ) {
        guard let matrix = clipMatrix(rect, transform, target), opacity.isFinite else {
            rejectedDraws += 1
            return
        }
        context.bind(target)
        context.setBlending(true)
        context.use(texturedQuad)
        context.bindTexture(texture, unit: 0)
        context.setUniform(texturedQuad, "uTexture", textureUnit: 0)
        context.setUniform(texturedQuad, "uTransform", matrix: matrix)
        context.setUniform(
            texturedQuad, "uTexRect", Float(textureRect.minX), Float(textureRect.minY),
            Float(textureRect.width), Float(textureRect.height))
        context.setUniform(texturedQuad, "uOpacity", max(0, min(1, opacity)))
        draw()
    }

    private func draw() {
        context.drawQuadStrip(quadVertices)
        drawCalls += 1
    }

    /// unit square → `rect` → `transform` → clip space of `target`, column-major; nil if not finite.
    private func clipMatrix(_ rect: CGRect, _ transform: CATransform3D, _ target: RenderTarget) -> [Float]? {
        let placed = CATransform3DConcat(
            CATransform3DMakeScale(rect.width, rect.height, 1),
            CATransform3DMakeTranslation(rect.minX, rect.minY, 0))
        let world = CATransform3DConcat(placed, transform)
        let matrix = CATransform3DConcat(world, LayerQuadDrawer.projection(width: target.width, height: target.height))
        guard matrix.isFinite else { return nil }
        return matrix.rowMajor.map { Float($0) }
    }
}
