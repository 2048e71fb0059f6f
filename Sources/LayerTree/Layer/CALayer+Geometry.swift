import Foundation
import Graphics

extension CALayer {
    /// Sublayers in drawing order reversed: higher `zPosition` first, then later siblings first.
    var sublayersFrontToBack: [CALayer] {
        sublayerList.enumerated()
            .sorted { ($0.element.zPosition, $0.offset) > ($1.element.zPosition, $1.offset) }
            .map(\.element)
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

    /// Converts `rect` from `layer`'s coordinates; the result encloses the converted corners.
    public func convert(_ rect: CGRect, from layer: CALayer?) -> CGRect {
        let source = layer ?? rootLayer
        return PlaneMapping.enclosingRect(rect) { self.toLocalMapping.apply(source.toRootMapping.apply($0)) }
    }

    /// Converts `rect` to `layer`'s coordinates; the result encloses the converted corners.
    public func convert(_ rect: CGRect, to layer: CALayer?) -> CGRect {
        let destination = layer ?? rootLayer
        return PlaneMapping.enclosingRect(rect) { destination.toLocalMapping.apply(self.toRootMapping.apply($0)) }
    }

    // MARK: Transforms between spaces

    /// Maps this layer's coordinates to its superlayer's, without the superlayer's sublayer transform:
    /// bounds origin → anchor → `transform` → `position`.
    var placementTransform: CGAffineTransform {
        CATransform3DGetAffineTransform(placementTransform3D)
    }

    /// The full 4×4 version of ``placementTransform``.
    var placementTransform3D: CATransform3D {
        let anchor = CGPoint(
            x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
        var m = CATransform3DMakeTranslation(-anchor.x, -anchor.y, -anchorPointZ)
        m = CATransform3DConcat(m, transform)
        return CATransform3DConcat(m, CATransform3DMakeTranslation(position.x, position.y, zPosition))
    }

    /// The sublayer transform about this layer's anchor point, in this layer's coordinates.
    var sublayerTransformAboutAnchor: CATransform3D {
        guard !CATransform3DIsIdentity(sublayerTransform) else { return CATransform3DIdentity }
        let anchor = CGPoint(
            x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
        var m = CATransform3DMakeTranslation(-anchor.x, -anchor.y, 0)
        m = CATransform3DConcat(m, sublayerTransform)
        return CATransform3DConcat(m, CATransform3DMakeTranslation(anchor.x, anchor.y, 0))
    }

    /// Maps this layer's coordinates to the superlayer's, sublayer transform included.
    var toSuperlayerTransform: CATransform3D {
        guard let superlayer else { return placementTransform3D }
        return CATransform3DConcat(placementTransform3D, superlayer.sublayerTransformAboutAnchor)
    }

    /// Maps points of this layer's plane (z = 0) to the root's coordinates.
    var toRootMapping: PlaneMapping {
        var m = CATransform3DIdentity
        var layer: CALayer? = self
        while let current = layer, current.superlayer != nil {
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
    /// Row-major 3×3: x' = (x·m[0] + y·m[3] + m[6]) / w, …
    let m: [CGFloat]

    init(_ t: CATransform3D) {
        m = [t.m11, t.m12, t.m14, t.m21, t.m22, t.m24, t.m41, t.m42, t.m44]
    }

    private init(matrix: [CGFloat]) { m = matrix }

    func apply(_ p: CGPoint) -> CGPoint {
        let x = p.x * m[0] + p.y * m[3] + m[6]
        let y = p.x * m[1] + p.y * m[4] + m[7]
        let w = p.x * m[2] + p.y * m[5] + m[8]
        return w == 1 ? CGPoint(x: x, y: y) : CGPoint(x: x / w, y: y / w)
    }

    /// The inverse map; a singular map inverts to one that sends every point to NaN.
    var inverted: PlaneMapping {
        let a = m[0], b = m[1], c = m[2], d = m[3], e = m[4], f = m[5], g = m[6], h = m[7], i = m[8]
        let det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
        guard det != 0, det.isFinite else { return PlaneMapping(matrix: Array(repeating: .nan, count: 9)) }
        let adjugate: [CGFloat] = [
            e * i - f * h, c * h - b * i, b * f - c * e,
            f * g - d * i, a * i - c * g, c * d - a * f,
            d * h - e * g, b * g - a * h, a * e - b * d,
        ]
        return PlaneMapping(matrix: adjugate.map { $0 / det })
    }

    /// The box enclosing `rect`'s four corners mapped by `map`.
    static func enclosingRect(_ rect: CGRect, _ map: (CGPoint) -> CGPoint) -> CGRect {
        let r = rect.standardized
        let corners = [
            CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
            CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY),
        ].map(map)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min()!, minY = ys.min()!
        return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }
}
