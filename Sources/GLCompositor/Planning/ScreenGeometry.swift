import Foundation
import Graphics
import LayerTree

/// Transform arithmetic the planner needs on render layers.
enum ScreenGeometry {
    /// Maps a layer's coordinates into its superlayer's: bounds origin → anchor → `transform` →
    /// `position`, then the superlayer's `sublayerTransform` about the superlayer's anchor.
    static func toSuperlayer(_ layer: RenderLayer, parent: RenderLayer?) -> CATransform3D {
        let m = LayerGeometry.placement(
            bounds: layer.bounds, anchorPoint: layer.anchorPoint, anchorPointZ: layer.anchorPointZ,
            transform: layer.transform, position: layer.position, zPosition: layer.zPosition)
        guard let parent, !parent.hasIdentitySublayerTransform else { return m }
        let sub = LayerGeometry.sublayerTransform(
            parent.sublayerTransform, bounds: parent.bounds, anchorPoint: parent.anchorPoint)
        return CATransform3DConcat(m, sub)
    }

    /// `world` of `parent` carried down to `sublayer`: ``toSuperlayer(_:parent:)``, flattened,
    /// then `world`. Layers without a transform (most of them) take a translation-only path.
    /// A layer that preserves depth is flattened with no depth left at all, so that its
    /// sublayers' depth, carried through its transform, reaches no farther.
    static func sublayerWorld(_ sublayer: RenderLayer, parent: RenderLayer, world: CATransform3D) -> CATransform3D {
        if sublayer.preservesDepth {
            var flat = toSuperlayer(sublayer, parent: parent)
            (flat.m13, flat.m23, flat.m33, flat.m43) = (0, 0, 0, 0)
            return CATransform3DConcat(flat, world)
        }
        guard sublayer.isPlacedByTranslation, parent.hasIdentitySublayerTransform else {
            return CATransform3DConcat(toSuperlayer(sublayer, parent: parent).flattened, world)
        }
        let anchor = anchorPoint(of: sublayer)
        let x = sublayer.position.x - anchor.x, y = sublayer.position.y - anchor.y
        var t = world
        t.m41 += x * world.m11 + y * world.m21
        t.m42 += x * world.m12 + y * world.m22
        t.m43 += x * world.m13 + y * world.m23
        t.m44 += x * world.m14 + y * world.m24
        return t
    }

    static func anchorPoint(of layer: RenderLayer) -> CGPoint {
        LayerGeometry.anchor(bounds: layer.bounds, anchorPoint: layer.anchorPoint)
    }

    /// True for a 2D scale and translation with positive scales, exactly (no tolerance): the
    /// screen box of a quad is then the quad itself, which occlusion and damage rely on.
    static func isAxisAligned(_ t: CATransform3D) -> Bool {
        t.m12 == 0 && t.m21 == 0 && t.m14 == 0 && t.m24 == 0 && t.m44 == 1 && t.m11 > 0 && t.m22 > 0
    }

    /// True for scale-and-translate transforms within rounding: rects stay axis-aligned rects
    /// (what decides between a scissor and a shape, not a safety bound).
    static func isRectilinear(_ t: CATransform3D) -> Bool {
        let epsilon: CGFloat = 1e-9
        return abs(t.m12) < epsilon && abs(t.m21) < epsilon && abs(t.m14) < epsilon && abs(t.m24) < epsilon
            && abs(t.m44 - 1) < epsilon
    }

    /// The whole pixels an operation's quad covers completely, when its placement keeps it an
    /// axis-aligned rect (its screen bounds, cut by the scissor and target, rounded in); nil
    /// otherwise or when no whole pixel is covered.
    static func wholePixels(inside op: DrawOp) -> PixelRect? {
        guard isAxisAligned(op.placement) else { return nil }
        let rect = op.screenBounds  // with such a world, exactly the quad (cut by the scissor and target)
        let minX = Int(rect.minX.rounded(.up)), minY = Int(rect.minY.rounded(.up))
        let maxX = Int(rect.maxX.rounded(.down)), maxY = Int(rect.maxY.rounded(.down))
        guard maxX > minX, maxY > minY else { return nil }
        return PixelRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The point `p` of the layer plane in target pixels, or nil behind the eye (w ≤ 0).
    static func project(_ p: CGPoint, _ t: CATransform3D) -> CGPoint? {
        let x = p.x * t.m11 + p.y * t.m21 + t.m41
        let y = p.x * t.m12 + p.y * t.m22 + t.m42
        let w = p.x * t.m14 + p.y * t.m24 + t.m44
        guard w > 1e-9 else { return nil }
        return CGPoint(x: x / w, y: y / w)
    }

    /// The box enclosing `rect` mapped by `t`; nil when part of it is behind the eye.
    static func boundingBox(of rect: CGRect, _ t: CATransform3D) -> CGRect? {
        if t.m14 == 0, t.m24 == 0, t.m44 == 1, t.m12 == 0, t.m21 == 0 {  // scale and translate: two corners
            let x0 = rect.minX * t.m11 + t.m41, x1 = rect.maxX * t.m11 + t.m41
            let y0 = rect.minY * t.m22 + t.m42, y1 = rect.maxY * t.m22 + t.m42
            let box = CGRect(x: min(x0, x1), y: min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0))
            return box.origin.x.isFinite && box.origin.y.isFinite && box.width.isFinite && box.height.isFinite ? box : nil
        }
        guard let a = project(CGPoint(x: rect.minX, y: rect.minY), t),
            let b = project(CGPoint(x: rect.maxX, y: rect.minY), t),
            let c = project(CGPoint(x: rect.minX, y: rect.maxY), t),
            let d = project(CGPoint(x: rect.maxX, y: rect.maxY), t)
        else { return nil }
        let minX = min(a.x, b.x, c.x, d.x), maxX = max(a.x, b.x, c.x, d.x)
        let minY = min(a.y, b.y, c.y, d.y), maxY = max(a.y, b.y, c.y, d.y)
        let box = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        return box.origin.x.isFinite && box.origin.y.isFinite && box.width.isFinite && box.height.isFinite ? box : nil
    }

    /// The determinant of the part of `t` that acts on the plane z = 0 (rows and columns x, y
    /// and w). Its sign is the plane's facing: where w > 0, a triangle of the plane keeps its
    /// winding exactly when it is positive; zero is a plane seen edge-on.
    static func planeDeterminant(_ t: CATransform3D) -> CGFloat {
        let a = t.m11, b = t.m12, c = t.m14, d = t.m21, e = t.m22, f = t.m24, g = t.m41, h = t.m42, i = t.m44
        return a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
    }

    /// The rows and columns of `t` that act on the plane z = 0, inverted: target pixels → layer
    /// coordinates, as a row-major 3×3. Nil when the map is singular.
    static func inversePlaneMap(_ t: CATransform3D) -> [Float]? {
        exactInversePlaneMap(t)?.map { Float($0) }
    }

    /// ``inversePlaneMap(_:)`` in full precision.
    static func exactInversePlaneMap(_ t: CATransform3D) -> [CGFloat]? {
        let a = t.m11, b = t.m12, c = t.m14, d = t.m21, e = t.m22, f = t.m24, g = t.m41, h = t.m42, i = t.m44
        let det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
        guard det != 0, det.isFinite else { return nil }
        let adjugate: [CGFloat] = [
            e * i - f * h, c * h - b * i, b * f - c * e,
            f * g - d * i, a * i - c * g, c * d - a * f,
            d * h - e * g, b * g - a * h, a * e - b * d,
        ]
        return adjugate.map { $0 / det }
    }

    /// The box, in the layer's plane, around the points that `t` maps into `rect` (target
    /// pixels); nil when the map is singular or part of `rect` shows no point in front of the eye
    /// (the plane's horizon crosses it, so the points are unbounded). The homogeneous weight of
    /// the inverse is linear over `rect`: positive at its corners, it is positive all over, and
    /// the corners' preimages span the whole preimage.
    static func planeBox(of rect: CGRect, seenThrough t: CATransform3D) -> CGRect? {
        guard let n = exactInversePlaneMap(t) else { return nil }
        var xs: [CGFloat] = [], ys: [CGFloat] = []
        for (x, y) in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)] {
            let q = x * n[2] + y * n[5] + n[8]
            guard q > 0 else { return nil }
            xs.append((x * n[0] + y * n[3] + n[6]) / q)
            ys.append((x * n[1] + y * n[4] + n[7]) / q)
        }
        let box = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        return box.origin.x.isFinite && box.origin.y.isFinite && box.width.isFinite && box.height.isFinite ? box : nil
    }

    /// The overlap of two rects with non-negative sizes, or nil when they do not overlap with
    /// a positive area (a faster `CGRect.intersection` for the planner's standardized rects).
    static func overlap(_ a: CGRect, _ b: CGRect) -> CGRect? {
        let minX = max(a.origin.x, b.origin.x), maxX = min(a.origin.x + a.size.width, b.origin.x + b.size.width)
        let minY = max(a.origin.y, b.origin.y), maxY = min(a.origin.y + a.size.height, b.origin.y + b.size.height)
        guard maxX > minX, maxY > minY else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// `rect` rounded outwards to whole pixels.
    static func pixelRect(enclosing rect: CGRect) -> PixelRect {
        let minX = Int(rect.minX.rounded(.down)), minY = Int(rect.minY.rounded(.down))
        let maxX = Int(rect.maxX.rounded(.up)), maxY = Int(rect.maxY.rounded(.up))
        return PixelRect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }

    /// `rect` with each edge rounded to the nearest pixel boundary: for a rect that
    /// ``isPixelAligned(_:)`` within rounding, whose edges rounded outwards could gain a pixel.
    static func pixelRect(nearest rect: CGRect) -> PixelRect {
        let minX = Int(rect.minX.rounded()), minY = Int(rect.minY.rounded())
        let maxX = Int(rect.maxX.rounded()), maxY = Int(rect.maxY.rounded())
        return PixelRect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }

    /// True when every edge of `rect` lies on a pixel boundary.
    static func isPixelAligned(_ rect: CGRect) -> Bool {
        func onBoundary(_ v: CGFloat) -> Bool { abs(v - v.rounded()) < 1e-6 }
        return onBoundary(rect.minX) && onBoundary(rect.minY) && onBoundary(rect.maxX) && onBoundary(rect.maxY)
    }
}
