import Foundation
import Graphics
import LayerTree
import Shaders

/// Draws runs of operations that share state in one instanced draw call each: colour fills
/// (``LayerShader/InstanceLayout``) and contents sampling one texture
/// (``LayerShader/TexturedInstanceLayout``), every per-operation value in the instance's record
/// (a content's filter too, so nearest and bilinear contents share a batch).
///
/// Each instance computes what ``LayerQuadDrawer`` would for its operation alone — the same
/// placement, colour, tint, underlay, opacity and shape, in the same order of arithmetic — so
/// that a batch draws the pixels of its operations drawn one by one. Callers bind the target
/// and, for contents, the texture on unit 0. The context must be current.
final class InstancedQuadDrawer {
    /// A content operation as one instance samples it: the part of the bound texture it draws
    /// (normalized) and the box its coordinates are clamped to (nil: none).
    struct TexturedInstance {
        let op: DrawOp
        let textureRect: CGRect
        let clampBox: [Float]?
    }

    private let context: GLContext
    private let drawer: LayerQuadDrawer
    private let colorInstances: GLBuffer
    private let colorQuads: GLVertexArray
    private let texturedInstances: GLBuffer
    private let texturedQuads: GLVertexArray

    init(context: GLContext, drawer: LayerQuadDrawer) throws(GLError) {
        self.context = context
        self.drawer = drawer
        typealias Colour = LayerShader.InstanceLayout
        typealias Textured = LayerShader.TexturedInstanceLayout
        colorInstances = try context.makeVertexBuffer([], usage: .streamDraw)
        let colorParts =
            Self.vec4s(Colour.transformColumns + [Colour.localRect, Colour.color, Colour.shapeRect])
            + [InstanceAttribute(location: Colour.shapeParameters.location, components: 3, offset: Colour.shapeParameters.offset)]
        colorQuads = try context.makeInstancedVertexArray(
            vertices: drawer.unitQuadBuffer, attribute: QuadVertexShader.positionAttribute, components: 2,
            instances: colorInstances, floatsPerInstance: Colour.floatsPerInstance, attributes: colorParts)
        texturedInstances = try context.makeVertexBuffer([], usage: .streamDraw)
        let texturedParts =
            Self.vec4s(
                Textured.transformColumns + [
                    Textured.localRect, Textured.tint, Textured.shapeRect, Textured.shapeParametersAndOpacity,
                    Textured.texRect, Textured.texClamp, Textured.underlay,
                ]) + [InstanceAttribute(location: Textured.filter.location, components: 1, offset: Textured.filter.offset)]
        texturedQuads = try context.makeInstancedVertexArray(
            vertices: drawer.unitQuadBuffer, attribute: QuadVertexShader.positionAttribute, components: 2,
            instances: texturedInstances, floatsPerInstance: Textured.floatsPerInstance, attributes: texturedParts)
    }

    /// Colour fills sharing a shader variant (shaped or not), blending and scissor, in one draw
    /// call into `target` (holding the pixels of `passBounds`). Returns the instances drawn
    /// (0: no call, every quad's geometry was not finite).
    func drawColors(_ ops: ArraySlice<DrawOp>, passBounds: PixelRect, target: RenderTarget) throws(GLError) -> Int {
        var records: [Float] = []
        records.reserveCapacity(ops.count * LayerShader.InstanceLayout.floatsPerInstance)
        for op in ops {
            guard case .color(let c) = op.source,
                let placed = LayerQuadDrawer.clipMatrix(op, quad: op.quad, passBounds: passBounds, target: target)
            else { continue }
            records += placed.rowMajor.map { Float($0) }
            records += [Float(op.quad.minX), Float(op.quad.minY), Float(op.quad.width), Float(op.quad.height)]
            let faded = c.scaled(by: op.opacity)
            records += [faded.red, faded.green, faded.blue, faded.alpha]
            Self.appendShape(of: op, to: &records)
        }
        let count = records.count / LayerShader.InstanceLayout.floatsPerInstance
        guard let first = ops.first, count > 0 else { return 0 }
        try context.update(colorInstances, with: records)
        var features: LayerShader.Features = first.shape != nil ? [.instanced, .shaped] : [.instanced]
        if ops.contains(where: \.usesContinuousCorners) { features.insert(.continuous) }
        try drawer.useProgram(features: features)
        issue(colorQuads, count: count, like: first, passBounds: passBounds)
        return count
    }

    /// Contents sampling the texture bound on unit 0, sharing a shader variant (shaped or
    /// not), blending and scissor, in one draw call. Returns the instances drawn.
    func drawTextured(_ instances: [TexturedInstance], passBounds: PixelRect, target: RenderTarget) throws(GLError) -> Int {
        typealias Layout = LayerShader.TexturedInstanceLayout
        var records: [Float] = []
        records.reserveCapacity(instances.count * Layout.floatsPerInstance)
        let white = PremultipliedRGBA(premultipliedRed: 1, green: 1, blue: 1, alpha: 1)
        for instance in instances {
            let op = instance.op
            guard let placed = LayerQuadDrawer.clipMatrix(op, quad: op.quad, passBounds: passBounds, target: target) else {
                continue
            }
            records += placed.rowMajor.map { Float($0) }
            records += [Float(op.quad.minX), Float(op.quad.minY), Float(op.quad.width), Float(op.quad.height)]
            let tint = op.tint ?? white
            records += [tint.red, tint.green, tint.blue, tint.alpha]
            Self.appendShape(of: op, to: &records)
            records.append(op.opacity)
            let t = instance.textureRect
            records += [Float(t.minX), Float(t.minY), Float(t.width), Float(t.height)]
            records += instance.clampBox ?? LayerQuadDrawer.unclamped
            let underlay = op.underlay ?? .clear
            records += [underlay.red, underlay.green, underlay.blue, underlay.alpha]
            records.append(op.sampling.shaderCode)
        }
        let count = records.count / Layout.floatsPerInstance
        guard let first = instances.first?.op, count > 0 else { return 0 }
        try context.update(texturedInstances, with: records)
        var features: LayerShader.Features = [.instanced, .textured, .underlaid]
        if first.shape != nil { features.insert(.shaped) }
        if instances.contains(where: { $0.op.usesContinuousCorners }) { features.insert(.continuous) }
        try drawer.useProgram(features: features)
        issue(texturedQuads, count: count, like: first, passBounds: passBounds)
        return count
    }

    /// The scissor and blending of `first` (every instance shares them), then the draw.
    private func issue(_ quads: GLVertexArray, count: Int, like first: DrawOp, passBounds: PixelRect) {
        drawer.setScissor(first.scissor, passBounds: passBounds)
        context.setBlending(!first.isOpaque || first.isAdditive, additive: first.isAdditive)
        context.drawQuadStripInstanced(quads, count: count)
    }

    /// The shape rect, radius, border and corners of `op` (an unrounded unit rect's for none).
    private static func appendShape(of op: DrawOp, to records: inout [Float]) {
        if let shape = op.shape {
            records += [
                Float(shape.rect.minX), Float(shape.rect.minY), Float(shape.rect.width), Float(shape.rect.height),
                Float(shape.radius), Float(shape.border), Float(shape.corners),
            ]
        } else {
            records += [0, 0, 0, 0, 0, 0, 15]
        }
    }

    private static func vec4s(_ parts: [(location: UInt32, offset: Int)]) -> [InstanceAttribute] {
        parts.map { InstanceAttribute(location: $0.location, components: 4, offset: $0.offset) }
    }
}
