import Foundation
import Graphics

extension CALayer {
    /// Sublayers in drawing order reversed: higher `zPosition` first, then later siblings first.
    var sublayersFrontToBack: [CALayer] {
        LayerGeometry.drawingOrder(sublayerList, zPosition: \.zPosition).reversed()
    }

    // MARK: Conversion

    /// Converts `point` from `layer`'s coordinates (the root's when nil) to this layer's.
    public func convert(_ point: CGPoint, from layer: CALayer?) -> CGPoint {
        let source = layer ?? rootLayer
        return toLocalMapping.apply(source.toRootMapping.apply(point))
    }

    /// Converts `point` from this layer's coordinates to `layer`'s (the root's when nil).
    public func convert(_ point: CGPoint, to layer: CALayer?) -> CGPoint {
        let destination = layer ?? rootLayer
        return destination.toLocalMapping.apply(toRootMapping.apply(point))
    }

    /// Converts `rect` from `layer`'s coordinates (the root's when nil). As Core Animation does,
    /// the rect is mapped up to the nearest common ancestor, where it becomes the box enclosing
    /// the mapped corners, and that box is mapped down into this layer, enclosed again; when one
    /// layer is an ancestor of the other this is one box of the whole mapping.
    public func convert(_ rect: CGRect, from layer: CALayer?) -> CGRect {
        (layer ?? rootLayer).convert(rect, to: self)
    }

    /// Converts `rect` to `layer`'s coordinates (the root's when nil), by the same two-box rule:
    /// enclosed at the nearest common ancestor, then enclosed again in `layer`.
    public func convert(_ rect: CGRect, to layer: CALayer?) -> CGRect {
        let destination = layer ?? rootLayer
        let ancestor = nearestCommonAncestor(with: destination) ?? rootLayer
        let up = toAncestorMapping(ancestor)
        let inAncestor = PlaneMapping.enclosingRect(rect, up.apply)
        if destination === ancestor { return inAncestor }
        let down = destination.toAncestorMapping(ancestor).inverted
        return PlaneMapping.enclosingRect(inAncestor, down.apply)
    }

    /// The deepest layer that is an ancestor of (or is) both this layer and `other`; nil when
    /// they are in different trees.
    func nearestCommonAncestor(with other: CALayer) -> CALayer? {
        var mine: CALayer? = self, theirs: CALayer? = other
        var (myDepth, theirDepth) = (depth, other.depth)
        while myDepth > theirDepth { (mine, myDepth) = (mine?.superlayer, myDepth - 1) }
        while theirDepth > myDepth { (theirs, theirDepth) = (theirs?.superlayer, theirDepth - 1) }
        while let a = mine, let b = theirs, a !== b { (mine, theirs) = (a.superlayer, b.superlayer) }
        return mine
    }

    /// The number of superlayers above this layer.
    private var depth: Int {
        var count = 0
        var layer = superlayer
        while let current = layer { (count, layer) = (count + 1, current.superlayer) }
        return count
    }

    // MARK: Transforms between spaces

    /// Maps this layer's coordinates to its superlayer's, without the superlayer's sublayer transform:
    /// bounds origin → anchor → `transform` → `position`.
    var placementTransform: CGAffineTransform {
        CATransform3DGetAffineTransform(placementTransform3D)
    }

    /// The full 4×4 version of ``placementTransform``.
    var placementTransform3D: CATransform3D {
        LayerGeometry.placement(
            bounds: bounds, anchorPoint: anchorPoint, anchorPointZ: anchorPointZ, transform: transform, position: position,
            zPosition: zPosition)
    }

    /// The sublayer transform about this layer's anchor point, in this layer's coordinates.
    var sublayerTransformAboutAnchor: CATransform3D {
        LayerGeometry.sublayerTransform(sublayerTransform, bounds: bounds, anchorPoint: anchorPoint)
    }

    /// Maps this layer's coordinates to the superlayer's, sublayer transform included.
    var toSuperlayerTransform: CATransform3D {
        guard let superlayer else { return placementTransform3D }
        return CATransform3DConcat(placementTransform3D, superlayer.sublayerTransformAboutAnchor)
    }

    /// Maps points of this layer's plane (z = 0) to the root's coordinates.
    var toRootMapping: PlaneMapping { toAncestorMapping(nil) }

    /// Maps points of this layer's plane (z = 0) to `ancestor`'s coordinates (the root's when
    /// nil, or when `ancestor` is not above this layer).
    func toAncestorMapping(_ ancestor: CALayer?) -> PlaneMapping {
        var m = CATransform3DIdentity
        var layer: CALayer? = self
        while let current = layer, current !== ancestor, current.superlayer != nil {
            m = CATransform3DConcat(m, current.toSuperlayerTransform.flattened)
            layer = current.superlayer
        }
        return PlaneMapping(m)
    }

    /// Maps root coordinates back onto this layer's plane.
    var toLocalMapping: PlaneMapping { toRootMapping.inverted }
}

/// A projective map of the plane z = 0 through a `CATransform3D`: rows and columns 1, 2 and 4 of
/// the matrix, so perspective (`m34`, `m14`, `m24`) is honoured and the map can be inverted exactly.
struct PlaneMapping {
    // Row-major 3×3: x' = (x·a + y·d + g) / w, y' = (x·b + y·e + h) / w, w = x·c + y·f + i.
    private let a, b, c, d, e, f, g, h, i: CGFloat

    init(_ t: CATransform3D) {
        (a, b, c, d, e, f, g, h, i) = (t.m11, t.m12, t.m14, t.m21, t.m22, t.m24, t.m41, t.m42, t.m44)
    }

    private init(
        _ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ e: CGFloat, _ f: CGFloat,
        _ g: CGFloat, _ h: CGFloat, _ i: CGFloat
    ) {
        (self.a, self.b, self.c, self.d, self.e, self.f, self.g, self.h, self.i) = (a, b, c, d, e, f, g, h, i)
    }

    func apply(_ p: CGPoint) -> CGPoint {
        let x = p.x * a + p.y * d + g
        let y = p.x * b + p.y * e + h
        let w = p.x * c + p.y * f + i
        return w == 1 ? CGPoint(x: x, y: y) : CGPoint(x: x / w, y: y / w)
    }

    /// The inverse map; a singular map inverts to one that sends every point to NaN.
    var inverted: PlaneMapping {
        let det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
        guard det != 0, det.isFinite else { return PlaneMapping(.nan, .nan, .nan, .nan, .nan, .nan, .nan, .nan, .nan) }
        return PlaneMapping(
            (e * i - f * h) / det, (c * h - b * i) / det, (b * f - c * e) / det,
            (f * g - d * i) / det, (a * i - c * g) / det, (c * d - a * f) / det,
            (d * h - e * g) / det, (b * g - a * h) / det, (a * e - b * d) / det)
    }

    /// The box enclosing `rect`'s four corners mapped by `map`.
    static func enclosingRect(_ rect: CGRect, _ map: (CGPoint) -> CGPoint) -> CGRect {
        let r = rect.standardized
        let p1 = map(CGPoint(x: r.minX, y: r.minY)), p2 = map(CGPoint(x: r.maxX, y: r.minY))
        let p3 = map(CGPoint(x: r.minX, y: r.maxY)), p4 = map(CGPoint(x: r.maxX, y: r.maxY))
        let minX = min(p1.x, p2.x, p3.x, p4.x), minY = min(p1.y, p2.y, p3.y, p4.y)
        return CGRect(x: minX, y: minY, width: max(p1.x, p2.x, p3.x, p4.x) - minX, height: max(p1.y, p2.y, p3.y, p4.y) - minY)
    }
}

extension CALayer {
    /// Sets `position` and the bounds' size so that the layer's frame becomes `frame` (see
    /// `FramePlacement`); input that cannot be geometry is reported and changes nothing.
    func place(inFrame frame: CGRect) {
        guard GeometryCheck.accept(frame, in: "CALayer.frame") else { return }
        let placement = FramePlacement(
            frame: frame, transform: CATransform3DGetAffineTransform(transform), anchorPoint: anchorPoint,
            currentSize: bounds.size)
        position = placement.position
        bounds = CGRect(origin: bounds.origin, size: placement.boundsSize)
    }
}

extension CALayer {
    /// ``hitTest(_:)``'s answer: the front-most visible layer of this subtree containing `point`
    /// (superlayer coordinates), sublayers outside a masking layer's bounds excluded.
    func frontmostLayer(at point: CGPoint) -> CALayer? {
        guard !isHidden else { return nil }
        let local = superlayer.map { convert(point, from: $0) } ?? point
        if masksToBounds && !contains(local) { return nil }
        for sublayer in sublayersFrontToBack {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return contains(local) ? self : nil
    }
}
