import Foundation
import Graphics
import LayerTree

extension FramePlanner {
    /// Where a shadow's caster is planned: the layer's origin at this many pixels from the
    /// corner of a space twice as wide, room for what its sublayers draw around it.
    static let shadowOrigin = 8192
    /// The largest side, in pixels, of a shadow blurred from a layer's whole content; a larger
    /// one is not drawn (docs/uikit-decisions.md).
    static let largestShadowSide = 4096

    /// The shadow of everything `layer` draws — background, drawing, sublayers with their own
    /// shadows, border — not of one shape: the layer's parts planned again in its own coordinates
    /// at the target's scale (full opacity, no clip, without this shadow) into an offscreen pass
    /// grown by the blur's reach and a pixel, whose alpha the executor blurs and tints (``PassShadow``),
    /// composited under the layer moved by the shadow's offset. Planned in the layer's own space,
    /// the pass signs the same while the layer moves, turns or fades, so an executor that keeps
    /// blurred shadows by their key blurs nothing then.
    mutating func planSubtreeShadow(
        _ layer: RenderLayer, _ shadow: RenderShadow, offset: CGSize, world: CATransform3D, opacity: Float,
        clip: ClipState, into ops: inout [DrawOp]
    ) {
        let sigma = Float(shadow.sigma * scale)
        guard sigma.isFinite, sigma >= 0, scale > 0, scale.isFinite else { return }
        // The blur's reach, and a transparent texel that the composite's linear filter fades the edge into.
        let margin = CGFloat(PassShadow.reach(sigma) + 1)
        let origin = CGFloat(Self.shadowOrigin)
        let local = CATransform3DConcat(
            CATransform3DMakeScale(scale, scale, 1), CATransform3DMakeTranslation(origin, origin, 0))
        // Its worlds are not the frame's: no plan cache, and exact clip scissors stay out of the records.
        let saved = (targetSize: targetSize, cache: cache, casting: castingShadowOf, scissors: records.clipScissors)
        targetSize = PixelSize(width: 2 * Self.shadowOrigin, height: 2 * Self.shadowOrigin)
        cache = nil
        castingShadowOf = layer.id
        var caster: [DrawOp] = []
        planContents(layer, world: local, opacity: 1, clip: ClipState(), into: &caster)
        targetSize = saved.targetSize
        cache = saved.cache
        castingShadowOf = saved.casting
        records.clipScissors = saved.scissors
        let drawn = caster.map(\.screenBounds).reduce(CGRect.null) { $0.union($1) }
        guard !drawn.isNull, drawn.width > 0, drawn.height > 0 else { return }
        // The pass's pixels → the layer's points, moved by the offset → the target.
        var back = CATransform3DMakeTranslation(-origin, -origin, 0)
        back = CATransform3DConcat(back, CATransform3DMakeScale(1 / scale, 1 / scale, 1))
        back = CATransform3DConcat(back, CATransform3DMakeTranslation(offset.width, offset.height, 0))
        let toTarget = CATransform3DConcat(back, world)
        guard let box = shadowPassBox(around: drawn, margin: margin, toTarget: toTarget) else { return }
        let pass = appendPass(bounds: box, ops: caster)
        var hasher = SignatureHasher()
        hasher.combine(passSignature(pass))
        hasher.combine(sigma)
        hasher.combine(shadow.color)
        let blur = PassShadow(sigma: sigma, color: shadow.color, key: hasher.finalize())
        append(
            quad: box.cgRect, world: toTarget, source: .shadow(pass, blur), shape: nil,
            opacity: opacity * shadow.opacity, clip: clip, into: &ops)
    }

    /// The pixels of the caster's space a shadow's pass covers: what the caster draws (`drawn`),
    /// grown by `margin` (the blur's reach and a texel). When that passes ``largestShadowSide``
    /// — as a quad whose transparent part reaches the eye's plane does, turned by a flip, however
    /// small what it shows — it is cut to the part whose blur can show on the target: the
    /// target's preimage through `toTarget` (pass pixels → target pixels), grown by `margin`
    /// and a texel that the composite's filter reads, so that every pixel shown is blurred from
    /// all it reaches. Nil when even that is too large or unbounded (the plane's horizon crosses
    /// the target): such a shadow is not drawn.
    func shadowPassBox(around drawn: CGRect, margin: CGFloat, toTarget: CATransform3D) -> PixelRect? {
        func fits(_ box: PixelRect) -> Bool { box.width <= Self.largestShadowSide && box.height <= Self.largestShadowSide }
        let reached = drawn.insetBy(dx: -margin, dy: -margin)
        let whole = ScreenGeometry.pixelRect(enclosing: reached)
        if fits(whole) { return whole }
        guard let seen = ScreenGeometry.planeBox(of: targetRect.cgRect, seenThrough: toTarget),
            let cut = ScreenGeometry.overlap(reached, seen.insetBy(dx: -margin - 1, dy: -margin - 1))
        else { return nil }
        let box = ScreenGeometry.pixelRect(enclosing: cut)
        return fits(box) ? box : nil
    }

    /// The signature of pass `index` of the plan so far: its bounds and its operations,
    /// composites by the signatures of their passes (as the damage tracker signs passes).
    func passSignature(_ index: Int) -> Int {
        let pass = passes[index]
        var hasher = SignatureHasher()
        hasher.combine(pass.bounds)
        for op in pass.ops {
            let parts = op.signatureParts(passSignature: passSignature)
            hasher.combine(ScrollDetection.signature(parts.placeFree, x: parts.x, y: parts.y, scissor: op.scissor))
        }
        return hasher.finalize()
    }
}
