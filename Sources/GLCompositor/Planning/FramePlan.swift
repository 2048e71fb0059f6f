import Foundation
import Graphics
import LayerTree

/// A frame as a flat list of passes of draw operations: what the GL side executes, in order.
/// Built by ``FramePlanner`` from a render tree; holds no GL objects.
public struct FramePlan: Sendable {
    /// Offscreen passes first, in the order they must run; the main pass last.
    public internal(set) var passes: [PlannedPass] = []
    /// The size of the final target in pixels.
    public let targetSize: PixelSize
    /// Every content in the tree, drawn or culled: the texture cache keeps exactly these.
    public internal(set) var liveContents: Set<LayerID> = []
    /// Contents of visible layers outside the target or their clip (scrolled out, say): the
    /// executor uploads them ahead while the texture budget has room, so scrolling them in
    /// costs no upload.
    public internal(set) var offscreenContents: [RenderContent] = []
    /// Main-pass operations before occlusion culling.
    public internal(set) var rawOpCount = 0
    /// Operations left out because opaque ones above hid them.
    public internal(set) var culledOps = 0
    /// Exact clips beyond `LayerShader.maxClips` on one draw, which were not applied.
    public internal(set) var droppedClips = 0
    /// The scissors of layers that mask to their bounds exactly: where a scroll may move pixels.
    var clipScissors: [PixelRect] = []

    /// The contents that operations of any pass draw.
    public var shownContents: Set<LayerID> {
        var shown: Set<LayerID> = []
        for pass in passes {
            for op in pass.ops { if case .content(let content, _) = op.source { shown.insert(content.id) } }
        }
        return shown
    }
    /// Draw operations in all passes.
    public var drawCount: Int { passes.reduce(0) { $0 + $1.ops.count } }
    /// Passes other than the main one.
    public var offscreenPassCount: Int { max(0, passes.count - 1) }
    /// The main pass: the last one.
    public var mainPass: PlannedPass { passes[passes.count - 1] }
}

/// A width and height in whole pixels.
public struct PixelSize: Hashable, Sendable {
    public let width: Int
    public let height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}

/// One render pass: draw operations into one target.
public struct PlannedPass: Sendable {
    /// Index in ``FramePlan/passes``; composite operations refer to passes by it.
    public let index: Int
    /// The area of the final target this pass covers, in target pixels. The main pass covers
    /// the target; an offscreen pass covers only what its content needs.
    public let bounds: PixelRect
    public internal(set) var ops: [DrawOp]
}

/// One quad to draw.
public struct DrawOp: Sendable {
    /// What fills the quad.
    public enum Source: Sendable {
        case color(PremultipliedRGBA)
        /// A layer's content; `textureRect` is normalized in the content's pixels.
        case content(RenderContent, textureRect: CGRect)
        /// The result of an earlier pass, optionally gated by the alpha of a mask pass.
        case pass(Int, mask: Int?)
    }

    /// The quad in its layer's coordinates (target pixels for a composite).
    public let quad: CGRect
    /// Maps the layer's coordinates to target pixels (flattened: z is dropped).
    public let world: CATransform3D
    public let source: Source
    /// A colour painted under a content source in the same draw: the layer's background, when
    /// its contents fill its bounds exactly (one draw instead of two, and the layer's own parts
    /// fade as a whole).
    public let underlay: PremultipliedRGBA?
    /// Antialiased rounded-rect coverage in the layer's coordinates, when needed.
    public let shape: ShapeCoverage?
    /// 0…1, already multiplied down the tree.
    public let opacity: Float
    /// Axis-aligned clip in target pixels, exact as a scissor.
    public let scissor: PixelRect?
    /// Clips that a scissor cannot do exactly: rotated, projected or rounded.
    public let clips: [ClipShape]
    /// The box the quad covers in target pixels (clipped to the scissor).
    public let screenBounds: CGRect
    /// True when the quad is fully opaque where it draws, so blending can be skipped.
    public let isOpaque: Bool
    /// Adds to the target instead of blending over it (the second half of a cross-fade's mix).
    public var isAdditive: Bool

    init(
        quad: CGRect, world: CATransform3D, source: Source, underlay: PremultipliedRGBA? = nil, shape: ShapeCoverage?,
        opacity: Float, scissor: PixelRect?, clips: [ClipShape], screenBounds: CGRect, isOpaque: Bool,
        isAdditive: Bool = false
    ) {
        self.quad = quad
        self.world = world
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

    /// True when the operation draws exactly the same pixels, moved, if only its placement moves
    /// by whole pixels: a quad placed on whole pixels without turn or perspective (any other
    /// quad rasterizes a little differently at another place), no exact clips (their maps would
    /// not move), not a composite.
    func canMoveWithScroll(placement p: CATransform3D) -> Bool {
        if case .pass = source { return false }
        guard clips.isEmpty, ScreenGeometry.isAxisAligned(p) else { return false }
        func isWhole(_ edge: CGFloat) -> Bool { edge == edge.rounded() && abs(edge) < 16_777_216 }
        return isWhole(p.m41) && isWhole(p.m42) && isWhole(p.m41 + p.m11) && isWhole(p.m42 + p.m22)
    }

    /// The signature in parts: everything but the scissor and the screen translation of the
    /// quad's placement, and that translation (quantized to 1/4096 pixel for an affine placement, far
    /// below what a GPU resolves, so that arithmetic noise does not split equal placements).
    ///
    /// The placement is the unit square mapped onto the screen (the quad within its world), so
    /// a layer whose `bounds.origin` moved draws its own background and contents where it did
    /// and keeps its signature; shapes are taken relative to the quad for the same reason.
    ///
    /// A composite stands for its pass by the pass's signature, asked of `passSignature` (so
    /// that a caller works out only those it needs).
    func signatureParts(passSignature: (Int) -> Int) -> (placeFree: Int, x: CGFloat, y: CGFloat, canMove: Bool) {
        // The unit square scaled to the quad, moved to its origin, then `world` (rows of the
        // row-vector product written out: the planner's worlds are flattened, z rows unused).
        let w = world, sx = quad.width, sy = quad.height, ox = quad.minX, oy = quad.minY
        var p = CATransform3DIdentity
        p.m11 = sx * w.m11; p.m12 = sx * w.m12; p.m13 = sx * w.m13; p.m14 = sx * w.m14
        p.m21 = sy * w.m21; p.m22 = sy * w.m22; p.m23 = sy * w.m23; p.m24 = sy * w.m24
        p.m31 = w.m31; p.m32 = w.m32; p.m33 = w.m33; p.m34 = w.m34
        p.m41 = ox * w.m11 + oy * w.m21 + w.m41; p.m42 = ox * w.m12 + oy * w.m22 + w.m42
        p.m43 = ox * w.m13 + oy * w.m23 + w.m43; p.m44 = ox * w.m14 + oy * w.m24 + w.m44
        var hasher = SignatureHasher()
        hasher.combine(p.m11); hasher.combine(p.m12); hasher.combine(p.m14)
        hasher.combine(p.m21); hasher.combine(p.m22); hasher.combine(p.m24)
        hasher.combine(p.m31); hasher.combine(p.m32); hasher.combine(p.m33); hasher.combine(p.m34)
        hasher.combine(p.m13); hasher.combine(p.m23); hasher.combine(p.m43); hasher.combine(p.m44)
        hasher.combine(opacity)
        switch source {
        case .color(let c):
            hasher.combine(0); hasher.combine(c.red); hasher.combine(c.green); hasher.combine(c.blue); hasher.combine(c.alpha)
        case .content(let content, let textureRect):
            hasher.combine(1); hasher.combine(content.id.rawValue); hasher.combine(content.version)
            hasher.combine(textureRect)
            if let u = underlay {
                hasher.combine(u.red); hasher.combine(u.green); hasher.combine(u.blue); hasher.combine(u.alpha)
            }
        case .pass(let index, let mask):
            hasher.combine(2); hasher.combine(passSignature(index))
            if let mask { hasher.combine(passSignature(mask)) }
        }
        if let shape {  // in the quad's own units, so the quad's size counts too
            hasher.combine(quad.width); hasher.combine(quad.height)
            hasher.combine(shape.rect.offsetBy(dx: -quad.minX, dy: -quad.minY)); hasher.combine(shape.radius)
            hasher.combine(shape.border)
        }
        for clip in clips {
            for value in clip.targetToLocal { hasher.combine(value) }
            hasher.combine(clip.rect); hasher.combine(clip.radius)
        }
        hasher.combine(isOpaque); hasher.combine(isAdditive)
        // Under perspective, dividing by w magnifies any error: keep the translation exact there.
        let affine = p.m14 == 0 && p.m24 == 0 && p.m44 == 1
        let x = affine ? Self.quantized(p.m41) : p.m41, y = affine ? Self.quantized(p.m42) : p.m42
        return (hasher.finalize(), x, y, canMoveWithScroll(placement: p))
    }

    private static func quantized(_ value: CGFloat) -> CGFloat { (value * 4096).rounded() / 4096 }
}

/// A rounded rect (or a ring of `border` width inside it) in a layer's coordinates.
public struct ShapeCoverage: Sendable, Equatable {
    public let rect: CGRect
    public let radius: CGFloat
    /// 0 for a filled shape; the ring's width for a border.
    public let border: CGFloat
}

/// An exact clip: a rounded rect in the clipping layer's coordinates, and the map from target
/// pixels into those coordinates.
public struct ClipShape: Sendable {
    /// Row-major 3×3 projective map: target pixel (x, y, 1) · map → (x', y', w').
    public let targetToLocal: [Float]
    public let rect: CGRect
    public let radius: CGFloat
}
