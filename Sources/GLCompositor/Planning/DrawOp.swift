import Foundation
import Graphics
import LayerTree

/// One quad to draw: the operation vocabulary of a frame, which every executor implements.
///
/// The planner makes an operation once, from a quad in a layer's coordinates and the map of
/// those coordinates to target pixels; its ``placement`` (the unit square mapped onto the
/// target) is worked out then and never again. Two operations are equal when all their fields
/// are (`==` is synthesized, so a new field is compared with no further edit), and
/// ``signatureParts(passSignature:)`` feeds the same fields to the damage tracker's hash.
package struct DrawOp: Equatable, Sendable {
    /// What fills the quad.
    package enum Source: Equatable, Sendable {
        case color(PremultipliedRGBA)
        /// A layer's content; `textureRect` is normalized in the content's pixels.
        case content(RenderContent, textureRect: CGRect)
        /// The result of an earlier pass, optionally gated by the alpha of a mask pass.
        case pass(Int, mask: Int?)
        /// A gradient evaluated per fragment over its rect, in the quad's layer coordinates.
        case gradient(RenderGradient)
        /// A rounded rect's shadow: its coverage blurred by a Gaussian, evaluated per fragment.
        case blurredRect(BlurredRect)
        /// A circular arc's stroke cut to a part of its length, evaluated per fragment.
        case arcStroke(RenderArcStroke)
        /// The alpha of an earlier pass blurred and tinted: the shadow of a layer's whole content.
        case shadow(Int, PassShadow)
        /// What lies behind the quad (an earlier pass's pixels), blurred, saturated and tinted.
        case backdrop(BackdropFilter)

        /// Equal sources fill the quad with the same pixels: contents by layer and version
        /// (a version names one set of pixels), passes by index within one plan.
        package static func == (a: Source, b: Source) -> Bool {
            switch (a, b) {
            case (.color(let x), .color(let y)): x == y
            case (.content(let x, let xRect), .content(let y, let yRect)):
                x.id == y.id && x.version == y.version && xRect == yRect
            case (.pass(let x, let xMask), .pass(let y, let yMask)): x == y && xMask == yMask
            case (.gradient(let x), .gradient(let y)): x == y
            case (.blurredRect(let x), .blurredRect(let y)): x == y
            case (.arcStroke(let x), .arcStroke(let y)): x == y
            case (.shadow(let x, let xBlur), .shadow(let y, let yBlur)): x == y && xBlur == yBlur
            case (.backdrop(let x), .backdrop(let y)): x == y
            default: false
            }
        }
    }

    /// The quad in its layer's coordinates (target pixels for a composite).
    package let quad: CGRect
    /// The unit square scaled to `quad`, moved to its origin, then mapped to target pixels by
    /// the layer's world (flattened: z is dropped). The layer's world itself is not kept: an
    /// operation is copied several times a frame, and the placement says the same.
    package let placement: CATransform3D
    package internal(set) var source: Source
    /// A colour painted under a content source in the same draw: the layer's background, when
    /// its contents fill its bounds exactly (one draw instead of two, and the layer's own parts
    /// fade as a whole).
    package let underlay: PremultipliedRGBA?
    /// Antialiased rounded-rect coverage in the layer's coordinates, when needed.
    package let shape: ShapeCoverage?
    /// 0…1, already multiplied down the tree.
    package internal(set) var opacity: Float
    /// Axis-aligned clip in target pixels, exact as a scissor.
    package internal(set) var scissor: PixelRect?
    /// Clips that a scissor cannot do exactly: rotated, projected or rounded.
    package internal(set) var clips: [ClipShape]
    /// The box the quad covers in target pixels (clipped to the scissor).
    package internal(set) var screenBounds: CGRect
    /// True when the quad is fully opaque where it draws, so blending can be skipped.
    package internal(set) var isOpaque: Bool
    /// Adds to the target instead of blending over it (the second half of a cross-fade's mix).
    package internal(set) var isAdditive: Bool
    /// Multiplies a bitmap's texels channel by channel (a replicator instance's colour); nil for none.
    package internal(set) var tint: PremultipliedRGBA?
    /// A mask layer's bitmap whose alpha multiplies the operation's coverage, sampled per
    /// fragment (a mask without a mask pass); nil for none.
    package internal(set) var mask: BitmapMask?
    /// How a content source samples its texture (its layer's filters); `.linear` for the rest.
    package internal(set) var sampling = ContentSampling.linear

    init(
        quad: CGRect, world: CATransform3D, source: Source, underlay: PremultipliedRGBA?, shape: ShapeCoverage?,
        opacity: Float, scissor: PixelRect?, clips: [ClipShape], screenBounds: CGRect, isOpaque: Bool,
        isAdditive: Bool = false
    ) {
        self.quad = quad
        self.placement = Self.placement(of: quad, in: world)
        self.source = source
        self.underlay = underlay
        self.shape = shape
        self.opacity = opacity
        self.scissor = scissor
        self.clips = clips
        self.screenBounds = screenBounds
        self.isOpaque = isOpaque
        self.isAdditive = isAdditive
    }

    /// The unit square scaled to `quad`, moved to its origin, then mapped by `w`: the rows
    /// of that row-vector product written out (the planner's worlds are flattened).
    package static func placement(of quad: CGRect, in w: CATransform3D) -> CATransform3D {
        let sx = quad.width, sy = quad.height, ox = quad.minX, oy = quad.minY
        var p = CATransform3DIdentity
        p.m11 = sx * w.m11
        p.m12 = sx * w.m12
        p.m13 = sx * w.m13
        p.m14 = sx * w.m14
        p.m21 = sy * w.m21
        p.m22 = sy * w.m22
        p.m23 = sy * w.m23
        p.m24 = sy * w.m24
        p.m31 = w.m31
        p.m32 = w.m32
        p.m33 = w.m33
        p.m34 = w.m34
        p.m41 = ox * w.m11 + oy * w.m21 + w.m41
        p.m42 = ox * w.m12 + oy * w.m22 + w.m42
        p.m43 = ox * w.m13 + oy * w.m23 + w.m43
        p.m44 = ox * w.m14 + oy * w.m24 + w.m44
        return p
    }

    /// True when the operation draws exactly the same pixels, moved, if only its placement moves
    /// by whole pixels: a quad placed on whole pixels without turn or perspective (any other
    /// quad rasterizes a little differently at another place), no exact clips or bitmap mask
    /// (their maps would not move), not a composite.
    var canMoveWithScroll: Bool {
        switch source {
        case .pass, .shadow, .backdrop: return false
        case .color, .content, .gradient, .blurredRect, .arcStroke: break
        }
        let p = placement
        guard clips.isEmpty, mask == nil, ScreenGeometry.isAxisAligned(p) else { return false }
        func isWhole(_ edge: CGFloat) -> Bool { edge == edge.rounded() && abs(edge) < 16_777_216 }
        return isWhole(p.m41) && isWhole(p.m42) && isWhole(p.m41 + p.m11) && isWhole(p.m42 + p.m22)
    }

    /// The signature in parts: everything but the scissor and the screen translation of the
    /// placement, and that translation (quantized to 1/4096 pixel for an affine placement, far
    /// below what a GPU resolves, so that arithmetic noise does not split equal placements).
    ///
    /// Working from the placement, a layer whose `bounds.origin` moved draws its own background
    /// and contents where it did and keeps its signature; shapes are taken relative to the quad
    /// for the same reason. A composite stands for its pass by the pass's signature, asked of
    /// `passSignature` (so that a caller works out only those it needs).
    func signatureParts(passSignature: (Int) -> Int) -> (placeFree: Int, x: CGFloat, y: CGFloat, canMove: Bool) {
        let p = placement
        var hasher = SignatureHasher()
        hasher.combine(p.m11)
        hasher.combine(p.m12)
        hasher.combine(p.m14)
        hasher.combine(p.m21)
        hasher.combine(p.m22)
        hasher.combine(p.m24)
        hasher.combine(p.m31)
        hasher.combine(p.m32)
        hasher.combine(p.m33)
        hasher.combine(p.m34)
        hasher.combine(p.m13)
        hasher.combine(p.m23)
        hasher.combine(p.m43)
        hasher.combine(p.m44)
        hasher.combine(opacity)
        switch source {
        case .color(let color):
            hasher.combine(0)
            hasher.combine(color)
        case .content(let content, let textureRect):
            hasher.combine(1)
            hasher.combine(content.id.rawValue)
            hasher.combine(content.version)
            hasher.combine(textureRect)
            if let underlay { hasher.combine(underlay) }
            if sampling != .linear { hasher.combine(sampling.shaderCode) }
        case .pass(let index, let mask):
            hasher.combine(2)
            hasher.combine(passSignature(index))
            if let mask { hasher.combine(passSignature(mask)) }
        case .gradient(let gradient):  // its rect relative to the quad, as shapes are
            hasher.combine(3)
            hasher.combine(gradient.kind.rawValue)
            hasher.combine(gradient.rect.offsetBy(dx: -quad.minX, dy: -quad.minY))
            for value in [gradient.start.x, gradient.start.y, gradient.end.x, gradient.end.y] { hasher.combine(value) }
            for stop in gradient.stops {  // straight colours: at alpha 0 they still colour their neighbours
                for value in [stop.location, stop.red, stop.green, stop.blue, stop.alpha] { hasher.combine(value) }
            }
        case .blurredRect(let shadow):  // relative to the quad, as shapes are
            hasher.combine(4)
            hasher.combine(shadow.rect.offsetBy(dx: -quad.minX, dy: -quad.minY))
            hasher.combine(shadow.cornerRadius)
            hasher.combine(shadow.sigma)
            hasher.combine(shadow.color)
            hasher.combine(Int(shadow.corners))
        case .arcStroke(let arc):  // relative to the quad, as shapes are
            hasher.combine(5)
            for value in [
                arc.center.x - quad.minX, arc.center.y - quad.minY, arc.radius, arc.halfWidth, arc.startAngle, arc.sweep,
            ] {
                hasher.combine(value)
            }
            for value in [arc.trimStart, arc.trimEnd] { hasher.combine(value) }
            hasher.combine(arc.cap.rawValue)
            hasher.combine(arc.color)
        case .shadow(let index, let blur):
            hasher.combine(6)
            hasher.combine(passSignature(index))
            hasher.combine(blur.sigma)
            hasher.combine(blur.color)
        case .backdrop(let filter):  // what lies behind, by the signature of the pass that draws it
            hasher.combine(7)
            hasher.combine(passSignature(filter.pass))
            hasher.combine(filter.sigma)
            hasher.combine(filter.saturation)
            hasher.combine(filter.tint)
        }
        if let shape {  // in the quad's own units, so the quad's size counts too
            hasher.combine(quad.width)
            hasher.combine(quad.height)
            hasher.combine(shape.rect.offsetBy(dx: -quad.minX, dy: -quad.minY))
            hasher.combine(shape.radius)
            hasher.combine(shape.border)
            hasher.combine(Int(shape.corners))
        }
        for clip in clips { hasher.combine(clip) }
        hasher.combine(isOpaque)
        hasher.combine(isAdditive)
        if let tint { hasher.combine(tint) }
        if let mask { hasher.combine(mask) }
        // Under perspective, dividing by w magnifies any error: keep the translation exact there.
        let affine = p.m14 == 0 && p.m24 == 0 && p.m44 == 1
        let x = affine ? Self.quantized(p.m41) : p.m41, y = affine ? Self.quantized(p.m42) : p.m42
        return (hasher.finalize(), x, y, canMoveWithScroll)
    }

    /// The placement of `part`, a rect in the quad's coordinates (a tile of its texture, say).
    func placement(of part: CGRect) -> CATransform3D {
        guard part != quad else { return placement }
        let unit = CGRect(
            x: (part.minX - quad.minX) / quad.width, y: (part.minY - quad.minY) / quad.height,
            width: part.width / quad.width, height: part.height / quad.height)
        return Self.placement(of: unit, in: placement)
    }

    private static func quantized(_ value: CGFloat) -> CGFloat { (value * 4096).rounded() / 4096 }
}

/// A rounded rect (or a ring of `border` width inside it) in a layer's coordinates.
package struct ShapeCoverage: Equatable, Sendable {
    package let rect: CGRect
    package let radius: CGFloat
    /// 0 for a filled shape; the ring's width for a border.
    package let border: CGFloat
    /// The corners `radius` rounds, as `CACornerMask`'s bits (15: all four), plus
    /// `RenderLayer.continuousCornerBit` (16) when they follow the continuous curve.
    package var corners: UInt8 = 15
}

/// An exact clip: a rounded rect in the clipping layer's coordinates, and the map from target
/// pixels into those coordinates.
package struct ClipShape: Equatable, Sendable {
    /// Row-major 3×3 projective map: target pixel (x, y, 1) · map → (x', y', w').
    package let targetToLocal: [Float]
    package let rect: CGRect
    package let radius: CGFloat
    /// The corners `radius` rounds, as `CACornerMask`'s bits (15: all four), plus
    /// `RenderLayer.continuousCornerBit` (16) when they follow the continuous curve.
    package var corners: UInt8 = 15
}

/// A mask layer's bitmap as an operation samples it: the content, the map from target pixels
/// into the mask layer's coordinates, where the bitmap lies there (alpha is 0 outside) and the
/// mask layer's opacity.
package struct BitmapMask: Equatable, Sendable {
    package let content: RenderContent
    /// Row-major 3×3 projective map: target pixel (x, y, 1) · map → (x', y', w').
    package let targetToLocal: [Float]
    /// The bitmap's rect in the mask layer's coordinates (gravity applied).
    package let rect: CGRect
    /// The part of the bitmap (normalized) over `rect` (`contentsRect`).
    package let textureRect: CGRect
    /// Multiplies the sampled alpha.
    package let opacity: Float
    /// How the bitmap is sampled (the mask layer's filters).
    package var sampling = ContentSampling.linear

    /// Equal masks sample the same pixels: contents by layer and version, as sources are.
    package static func == (a: BitmapMask, b: BitmapMask) -> Bool {
        a.content.id == b.content.id && a.content.version == b.content.version && a.targetToLocal == b.targetToLocal
            && a.rect == b.rect && a.textureRect == b.textureRect && a.opacity == b.opacity && a.sampling == b.sampling
    }
}

extension SignatureHasher {
    mutating func combine(_ mask: BitmapMask) {
        combine(8)
        combine(mask.content.id.rawValue)
        combine(mask.content.version)
        for value in mask.targetToLocal { combine(value) }
        combine(mask.rect)
        combine(mask.textureRect)
        combine(mask.opacity)
        if mask.sampling != .linear { combine(mask.sampling.shaderCode) }
    }

    mutating func combine(_ color: PremultipliedRGBA) {
        combine(color.red)
        combine(color.green)
        combine(color.blue)
        combine(color.alpha)
    }

    mutating func combine(_ clip: ClipShape) {
        for value in clip.targetToLocal { combine(value) }
        combine(clip.rect)
        combine(clip.radius)
        combine(Int(clip.corners))
    }
}

/// A rounded rect's shadow as the shader draws it: the rect and its corner radius in the layer's
/// coordinates, the Gaussian's standard deviation, and the premultiplied colour.
package struct BlurredRect: Equatable, Sendable {
    package let rect: CGRect
    package let cornerRadius: CGFloat
    package let sigma: CGFloat
    package let color: PremultipliedRGBA
    /// The rounded corners, as `CACornerMask`'s bits (15: all four), plus
    /// `RenderLayer.continuousCornerBit` (16) when they follow the continuous curve.
    package var corners: UInt8 = 15
}

/// A backdrop filter as the executors apply it: the pass `pass` holds what lies behind the
/// operation (over the pass's bounds: the operation's reach plus three standard deviations),
/// which is blurred by a Gaussian of `sigma` target pixels, saturated by `saturation`, and
/// covered by `tint` (premultiplied).
package struct BackdropFilter: Equatable, Sendable {
    package let pass: Int
    package let sigma: CGFloat
    package let saturation: Float
    package let tint: PremultipliedRGBA
}

extension DrawOp {
    /// Whether a continuous corner (bit 16 of the corner bits) shapes the operation's coverage:
    /// its shape, a clip, or a blurred shadow's rect; the shader variant then compiles the
    /// continuous curve in (`LayerShader.Features.continuous`).
    package var usesContinuousCorners: Bool {
        let bit = RenderLayer.continuousCornerBit
        if let shape, shape.corners & bit != 0 { return true }
        if clips.contains(where: { $0.corners & bit != 0 }) { return true }
        if case .blurredRect(let shadow) = source, shadow.corners & bit != 0 { return true }
        return false
    }
}
