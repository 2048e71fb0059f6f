import Foundation
import Graphics
import LayerTree
import Shaders

/// Draws one quad of a ``DrawOp`` with the ``LayerShader`` variant it needs: compiles variants on
/// first use, sets the operation's uniforms, scissor and blending, and issues the draw.
///
/// Shared by ``FrameExecutor`` and ``DirectPlanPainter``, so that both draw the same pixels.
/// Callers bind the target and the textures (contents or a pass on unit 0, a mask pass on unit
/// 1, a bitmap mask on unit ``bitmapMaskUnit``), and set the source through ``setColor(_:of:)`` and ``setUnderlay(_:of:)``. Every call
/// needs the context current on the calling thread.
final class LayerQuadDrawer {
    /// A compiled variant and its uniform locations, looked up once.
    struct Program {
        let program: GLProgram
        fileprivate let uniforms: LayerUniforms
    }

    let context: GLContext
    /// The texture unit a bitmap mask (``DrawOp/mask``) is bound to.
    static let bitmapMaskUnit = 2
    /// A clamp box that clamps nothing (min x, min y, max x, max y): a texture of a content's own,
    /// which the sampler clamps at its edges.
    static let unclamped: [Float] = [-1e6, -1e6, 1e6, 1e6]
    /// Compiled variants by features and clip count.
    private var programs: [Int: Program] = [:]
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

    /// The variant `op` needs when its source is `textured` (and `masked`) or a gradient, made current.
    func useProgram(
        for op: DrawOp, textured: Bool, masked: Bool, gradient: Bool = false, shadow: Bool = false, arc: Bool = false,
        backdrop: Bool = false
    ) throws(GLError) -> Program {
        var features: LayerShader.Features = gradient ? [.gradient] : shadow ? [.shadow] : arc ? [.arc] : []
        if backdrop { features.insert(.backdrop) }
        if textured { features.insert(.textured) }
        if masked { features.insert(.masked) }
        if textured, op.underlay != nil { features.insert(.underlaid) }
        if op.shape != nil { features.insert(.shaped) }
        if !op.clips.isEmpty { features.insert(.clipped) }
        if op.mask != nil { features.insert(.bitmapMask) }
        if op.usesContinuousCorners { features.insert(.continuous) }
        return try useProgram(features: features, clipCount: op.clips.count)
    }

    /// The variant with `features` (and `clipCount` clips when clipped), compiled on first use,
    /// made current.
    @discardableResult
    func useProgram(features: LayerShader.Features, clipCount: Int = 0) throws(GLError) -> Program {
        let key = features.rawValue | (features.contains(.clipped) ? clipCount : 0) << 16
        if let cached = programs[key] {
            context.use(cached.program)
            return cached
        }
        let program = try context.makeProgram(LayerShader.source(features, clipCount: clipCount))
        let made = Program(program: program, uniforms: LayerUniforms(program))
        programs[key] = made
        context.use(program)
        context.setUniform(at: made.uniforms.texture, textureUnit: 0)
        context.setUniform(at: made.uniforms.mask, textureUnit: 1)
        context.setUniform(at: made.uniforms.bitmapMask, textureUnit: Int32(Self.bitmapMaskUnit))
        return made
    }

    /// The fill colour of an untextured variant, made current by ``useProgram(for:textured:masked:)``.
    func setColor(_ c: PremultipliedRGBA, of program: Program) {
        context.setUniform(at: program.uniforms.color, c.red, c.green, c.blue, c.alpha)
    }

    /// The gradient of a gradient variant. More stops than the shader takes are resampled evenly.
    func setGradient(_ gradient: RenderGradient, of program: Program) {
        let u = program.uniforms
        let stops = Self.shaderStops(gradient.stops)
        let r = gradient.rect
        context.setUniform(at: u.gradientRect, Float(r.minX), Float(r.minY), Float(r.width), Float(r.height))
        context.setUniform(
            at: u.gradientPoints, Float(gradient.start.x), Float(gradient.start.y), Float(gradient.end.x),
            Float(gradient.end.y))
        context.setUniform(at: u.gradientKind, Float(gradient.kind.rawValue))
        context.setUniform(at: u.stopCount, Float(stops.count))
        context.setUniform(at: u.stopLocations, floats: stops.map(\.location))
        context.setUniform(at: u.stopColors, vectors4: stops.flatMap { [$0.red, $0.green, $0.blue, $0.alpha] })
    }

    /// The blurred rect of a shadow variant.
    func setShadow(_ shadow: BlurredRect, of program: Program) {
        let u = program.uniforms
        let r = shadow.rect
        context.setUniform(at: u.shadowRect, Float(r.minX), Float(r.minY), Float(r.width), Float(r.height))
        context.setUniform(at: u.shadowCorner, Float(shadow.cornerRadius))
        context.setUniform(at: u.shadowSigma, Float(shadow.sigma))
        context.setUniform(at: u.shadowCorners, Float(shadow.corners))
        setColor(shadow.color, of: program)
    }

    /// The arc of an arc-stroke variant.
    func setArc(_ arc: RenderArcStroke, of program: Program) {
        let u = program.uniforms
        context.setUniform(at: u.arc, Float(arc.center.x), Float(arc.center.y), Float(arc.radius), Float(arc.halfWidth))
        context.setUniform(
            at: u.arcAngles, Float(arc.startAngle), Float(arc.sweep), Float(arc.trimStart), Float(arc.trimEnd))
        context.setUniform(at: u.arcCap, Float(arc.cap.rawValue))
        setColor(arc.color, of: program)
    }

    /// The blurred backdrop of a backdrop variant, drawn into a pass covering `passBounds`: each
    /// fragment reads the blur at its own target pixel, then saturates and tints it.
    func setBackdrop(
        _ filter: BackdropFilter, blurred: BackdropBlurrer.Blurred, passBounds origin: PixelRect, of program: Program
    ) {
        let u = program.uniforms
        let factor = CGFloat(blurred.factor)
        context.setUniform(
            at: u.backdropMap, Float(origin.x - blurred.region.x), Float(origin.y - blurred.region.y),
            Float(1 / (factor * CGFloat(blurred.target.width))), Float(1 / (factor * CGFloat(blurred.target.height))))
        context.setUniform(at: u.backdropSaturation, filter.saturation)
        let t = filter.tint
        context.setUniform(at: u.backdropTint, t.red, t.green, t.blue, t.alpha)
    }

    /// `stops`, or as many as the shader takes sampled evenly between the first and last location.
    static func shaderStops(_ stops: [RenderGradient.Stop]) -> [RenderGradient.Stop] {
        let limit = LayerShader.maxGradientStops
        guard stops.count > limit, let first = stops.first, let last = stops.last else { return stops }
        return (0..<limit).map { i in
            let t = first.location + (last.location - first.location) * Float(i) / Float(limit - 1)
            let upper = stops.firstIndex { $0.location >= t } ?? stops.count - 1
            let lower = max(upper - 1, 0)
            let a = stops[lower], b = stops[upper]
            let f = b.location > a.location ? (t - a.location) / (b.location - a.location) : 0
            func mix(_ x: Float, _ y: Float) -> Float { x + (y - x) * min(max(f, 0), 1) }
            return RenderGradient.Stop(
                location: t, red: mix(a.red, b.red), green: mix(a.green, b.green), blue: mix(a.blue, b.blue),
                alpha: mix(a.alpha, b.alpha))
        }
    }

    /// The colour under the texture of an underlaid variant.
    func setUnderlay(_ c: PremultipliedRGBA, of program: Program) {
        context.setUniform(at: program.uniforms.underlay, c.red, c.green, c.blue, c.alpha)
    }

    /// Sets `op`'s uniforms for `quad` (a part of `op.quad`, sampling `textureRect`, its
    /// coordinates clamped to `textureClamp`: an atlas entry's, or nil for none), its scissor and
    /// blending, and draws it into `target`, which holds the pixels of `passBounds`. False,
    /// drawing nothing, when the geometry is not finite.
    @discardableResult
    func draw(
        _ op: DrawOp, quad: CGRect, textureRect: CGRect, textureClamp: [Float]? = nil, program: Program,
        passBounds origin: PixelRect, target: RenderTarget
    ) -> Bool {
        guard let placed = Self.clipMatrix(op, quad: quad, passBounds: origin, target: target) else { return false }
        let u = program.uniforms
        context.setUniform(at: u.transform, matrix: placed)
        context.setUniform(at: u.localRect, Float(quad.minX), Float(quad.minY), Float(quad.width), Float(quad.height))
        context.setUniform(
            at: u.texRect, Float(textureRect.minX), Float(textureRect.minY), Float(textureRect.width),
            Float(textureRect.height))
        if u.texClamp >= 0 {
            let box = textureClamp ?? Self.unclamped
            context.setUniform(at: u.texClamp, box[0], box[1], box[2], box[3])
        }
        context.setUniform(at: u.opacity, op.opacity)
        if u.texFilter >= 0 { context.setUniform(at: u.texFilter, op.sampling.shaderCode) }
        let tint = op.tint ?? PremultipliedRGBA(premultipliedRed: 1, green: 1, blue: 1, alpha: 1)
        context.setUniform(at: u.tint, tint.red, tint.green, tint.blue, tint.alpha)
        if let shape = op.shape {
            context.setUniform(
                at: u.shapeRect, Float(shape.rect.minX), Float(shape.rect.minY), Float(shape.rect.width),
                Float(shape.rect.height))
            context.setUniform(at: u.shapeRadius, Float(shape.radius))
            context.setUniform(at: u.shapeBorder, Float(shape.border))
            context.setUniform(at: u.shapeCorners, Float(shape.corners))
        }
        if !op.clips.isEmpty {
            context.setUniform(
                at: u.passPixels, Float(target.width), Float(target.height), Float(origin.x), Float(origin.y))
            context.setUniform(at: u.clipMap, matrices3: op.clips.flatMap(\.targetToLocal))
            context.setUniform(
                at: u.clipRect,
                vectors4: op.clips.flatMap {
                    [Float($0.rect.minX), Float($0.rect.minY), Float($0.rect.width), Float($0.rect.height)]
                })
            context.setUniform(at: u.clipRadius, floats: op.clips.map { Float($0.radius) })
            context.setUniform(at: u.clipCorners, floats: op.clips.map { Float($0.corners) })
        }
        if let mask = op.mask { setBitmapMask(mask, of: program, passBounds: origin, target: target) }
        setScissor(op.scissor, passBounds: origin)
        context.setBlending(!op.isOpaque || op.isAdditive, additive: op.isAdditive)
        context.drawQuadStrip(quadVertices)
        return true
    }

    /// The uniforms of a bitmap mask: its map from target pixels, its rect, texture rect and opacity.
    private func setBitmapMask(_ mask: BitmapMask, of program: Program, passBounds origin: PixelRect, target: RenderTarget) {
        let u = program.uniforms
        context.setUniform(at: u.passPixels, Float(target.width), Float(target.height), Float(origin.x), Float(origin.y))
        context.setUniform(at: u.bitmapMaskMap, matrices3: mask.targetToLocal)
        let r = mask.rect, t = mask.textureRect
        context.setUniform(at: u.bitmapMaskRect, Float(r.minX), Float(r.minY), Float(r.width), Float(r.height))
        context.setUniform(at: u.bitmapMaskTexRect, Float(t.minX), Float(t.minY), Float(t.width), Float(t.height))
        context.setUniform(at: u.bitmapMaskOpacity, mask.opacity)
        context.setUniform(at: u.bitmapMaskFilter, mask.sampling.shaderCode)
    }

    /// Sets the scissor to `scissor` (target pixels) in the coordinates of a pass covering `passBounds`.
    func setScissor(_ scissor: PixelRect?, passBounds origin: PixelRect) {
        context.setScissor(
            scissor.map {
                PixelRect(x: $0.x - origin.x, y: $0.y - origin.y, width: $0.width, height: $0.height)
            })
    }

    /// Unit square → `quad` → the operation's world → the pass's pixels → clip space; nil when
    /// not finite. The operation's own quad uses the placement planned with it.
    static func clipMatrix(_ op: DrawOp, quad: CGRect, passBounds origin: PixelRect, target: RenderTarget) -> CATransform3D? {
        var placed = op.placement(of: quad)
        placed = CATransform3DConcat(placed, CATransform3DMakeTranslation(CGFloat(-origin.x), CGFloat(-origin.y), 0))
        placed = CATransform3DConcat(placed, projection(width: target.width, height: target.height))
        return placed.isFinite ? placed : nil
    }

    /// Target pixels (y down, row 0 on top) to clip space, with z flattened to 0 so that 3D
    /// transforms are never clipped by depth.
    static func projection(width: Int, height: Int) -> CATransform3D {
        var p = CATransform3DIdentity
        p.m11 = 2 / CGFloat(width)
        p.m22 = 2 / CGFloat(height)
        p.m33 = 0
        p.m41 = -1
        p.m42 = -1
        return p
    }
}

/// The uniform locations of a ``LayerShader`` variant (-1 for those it does not have).
private struct LayerUniforms {
    let transform, localRect, texRect, texClamp, texFilter, texture, mask, opacity, color, underlay, tint: Int32
    let shapeRect, shapeRadius, shapeBorder, shapeCorners, passPixels, clipMap, clipRect, clipRadius, clipCorners: Int32
    let gradientRect, gradientPoints, gradientKind, stopCount, stopLocations, stopColors: Int32
    let shadowRect, shadowCorner, shadowCorners, shadowSigma, arc, arcAngles, arcCap: Int32
    let backdropMap, backdropSaturation, backdropTint: Int32
    let bitmapMask, bitmapMaskMap, bitmapMaskRect, bitmapMaskTexRect, bitmapMaskOpacity, bitmapMaskFilter: Int32

    init(_ program: GLProgram) {
        transform = program.uniformLocation("uTransform")
        localRect = program.uniformLocation("uLocalRect")
        texRect = program.uniformLocation("uTexRect")
        texClamp = program.uniformLocation("uTexClamp")
        texFilter = program.uniformLocation("uTexFilter")
        texture = program.uniformLocation("uTexture")
        mask = program.uniformLocation("uMask")
        opacity = program.uniformLocation("uOpacity")
        color = program.uniformLocation("uColor")
        underlay = program.uniformLocation("uUnderlay")
        tint = program.uniformLocation("uTint")
        shapeRect = program.uniformLocation("uShapeRect")
        shapeRadius = program.uniformLocation("uShapeRadius")
        shapeBorder = program.uniformLocation("uShapeBorder")
        shapeCorners = program.uniformLocation("uShapeCorners")
        passPixels = program.uniformLocation("uPassPixels")
        clipMap = program.uniformLocation("uClipMap[0]")
        clipRect = program.uniformLocation("uClipRect[0]")
        clipRadius = program.uniformLocation("uClipRadius[0]")
        clipCorners = program.uniformLocation("uClipCorners[0]")
        gradientRect = program.uniformLocation("uGradientRect")
        gradientPoints = program.uniformLocation("uGradientPoints")
        gradientKind = program.uniformLocation("uGradientKind")
        stopCount = program.uniformLocation("uStopCount")
        stopLocations = program.uniformLocation("uStopLocations[0]")
        stopColors = program.uniformLocation("uStopColors[0]")
        shadowRect = program.uniformLocation("uShadowRect")
        shadowCorner = program.uniformLocation("uShadowCorner")
        shadowSigma = program.uniformLocation("uShadowSigma")
        shadowCorners = program.uniformLocation("uShadowCorners")
        arc = program.uniformLocation("uArc")
        arcAngles = program.uniformLocation("uArcAngles")
        arcCap = program.uniformLocation("uArcCap")
        backdropMap = program.uniformLocation("uBackdropMap")
        backdropSaturation = program.uniformLocation("uBackdropSaturation")
        backdropTint = program.uniformLocation("uBackdropTint")
        bitmapMask = program.uniformLocation("uBitmapMask")
        bitmapMaskMap = program.uniformLocation("uBitmapMaskMap")
        bitmapMaskRect = program.uniformLocation("uBitmapMaskRect")
        bitmapMaskTexRect = program.uniformLocation("uBitmapMaskTexRect")
        bitmapMaskFilter = program.uniformLocation("uBitmapMaskFilter")
        bitmapMaskOpacity = program.uniformLocation("uBitmapMaskOpacity")
    }
}
