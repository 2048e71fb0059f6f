import Foundation

/// A region of some layer's plane as it lands on the target: a part to draw, or a clip. A class,
/// so that the per-pixel loops pass it by reference.
final class PlacedRegion: Sendable {
    /// The layer's plane → target pixels.
    let toTarget: PlaneMap
    /// Target pixels → the layer's plane (the inverse of `toTarget`).
    let toLocal: PlaneMap
    let region: Region
    /// For a map without perspective, where every pixel spans the same steps in the plane: a
    /// distance from the edge beyond which a pixel lies wholly on one side (twice the length of
    /// both steps). Nil under perspective, where each pixel measures its own.
    private let farFromEdge: Double?

    /// Nil when the map is singular: the layer is seen edge on and covers no pixel.
    init?(_ region: Region, placedBy toTarget: PlaneMap) {
        guard let inverse = toTarget.inverse else { return nil }
        self.toTarget = toTarget
        self.toLocal = inverse
        self.region = region
        let affine = inverse.m13 == 0 && inverse.m23 == 0 && inverse.m33 > 0
        let stepX = Point(inverse.m11, inverse.m12) / inverse.m33, stepY = Point(inverse.m21, inverse.m22) / inverse.m33
        farFromEdge = affine ? 2 * (stepX.length + stepY.length) : nil
    }

    /// Whether a pixel lies wholly inside the region, wholly outside, or across its edge.
    enum Class {
        case inside, outside, edge
    }

    /// Classifies the pixel whose top-left corner is (x, y). Its centre lies at signed distance d
    /// from the edge. The pixel is an edge pixel when the edge's tangent line (nearest to the
    /// centre) passes through it — when |d| is less than half the pixel's extent along the
    /// distance's gradient, which is also exactly where a GPU's one-pixel antialiasing ramp is
    /// partial — or when its corners and centre do not all lie on one side (a curved edge that
    /// bends into it). Otherwise it lies wholly inside or outside. A pixel whose centre or
    /// corners lie behind the eye counts as an edge.
    func classify(_ x: Int, _ y: Int) -> Class {
        let cx = Double(x) + 0.5, cy = Double(y) + 0.5
        guard let p = toLocal.apply(Point(cx, cy)) else { return .outside }
        let d = region.signedDistance(p)
        if let farFromEdge, abs(d) > farFromEdge { return d < 0 ? .inside : .outside }
        guard let topLeft = toLocal.apply(Point(cx - 0.5, cy - 0.5)), let topRight = toLocal.apply(Point(cx + 0.5, cy - 0.5)),
            let bottomLeft = toLocal.apply(Point(cx - 0.5, cy + 0.5)),
            let bottomRight = toLocal.apply(Point(cx + 0.5, cy + 0.5))
        else { return .edge }
        // The pixel's steps in the layer's plane, and the distance's gradient at the centre.
        let stepX = ((topRight - topLeft) + (bottomRight - bottomLeft)) / 2
        let stepY = ((bottomLeft - topLeft) + (bottomRight - topRight)) / 2
        let h = 1e-4 * (stepX.length + stepY.length)
        let gradient =
            Point(
                region.signedDistance(p + Point(h, 0)) - region.signedDistance(p - Point(h, 0)),
                region.signedDistance(p + Point(0, h)) - region.signedDistance(p - Point(0, h))) / (2 * h)
        let halfExtent = 0.5 * (abs(gradient.dot(stepX)) + abs(gradient.dot(stepY)))
        if abs(d) < halfExtent * 0.999 { return .edge }
        // Points on the edge itself (within rounding) take no side.
        let onEdge = 1e-9 * (stepX.length + stepY.length)
        var inside = d < -onEdge, outside = d > onEdge
        for corner in [topLeft, topRight, bottomLeft, bottomRight] {
            let c = region.signedDistance(corner)
            inside = inside || c < -onEdge
            outside = outside || c > onEdge
        }
        if inside && outside { return .edge }
        return d < 0 ? .inside : .outside
    }

    /// Whether the `size` × `size` block of pixels from (x, y) lies wholly inside or outside the
    /// region, judged from the distance at its centre against the farthest its pixels reach in
    /// the plane; `.edge` when it may not (or under perspective, where pixels are judged one by one).
    func classifyBlock(_ x: Int, _ y: Int, size: Int) -> Class {
        guard let farFromEdge, let centre = toLocal.apply(Point(Double(x) + Double(size) / 2, Double(y) + Double(size) / 2))
        else { return .edge }
        let d = region.signedDistance(centre)
        // farFromEdge is twice both steps; half the block's diagonal spans size / 2 of each, plus a pixel's own reach.
        guard abs(d) > farFromEdge * (Double(size) / 4 + 1) else { return .edge }
        return d < 0 ? .inside : .outside
    }

    /// True when the target point `p` (pixels) shows a point of the region.
    func contains(_ p: Point) -> Bool {
        guard let local = toLocal.apply(p) else { return false }
        return region.signedDistance(local) < 0
    }

    /// The target pixels the region can touch, one pixel wider all round; nil when unknown
    /// (part of it lies behind the eye).
    var pixelBox: CGRect? {
        toTarget.boundingBox(of: region.bounds).map { $0.insetBy(dx: -1, dy: -1) }
    }
}

/// How much of a pixel a set of regions covers together (a part and the clips over it).
enum Coverage {
    /// Sub-pixel samples per axis where a pixel lies across an edge.
    static let samplesPerAxis = 4
    /// The side of the blocks of pixels judged at once, away from edges.
    static let blockSize = 8

    /// Whether a block of pixels lies wholly inside every region (`.inside`), wholly outside one
    /// (`.outside`), or needs its pixels judged one by one (`.edge`).
    static func ofBlock(_ regions: [PlacedRegion], _ x: Int, _ y: Int) -> PlacedRegion.Class {
        var result = PlacedRegion.Class.inside
        for region in regions {
            switch region.classifyBlock(x, y, size: blockSize) {
            case .outside: return .outside
            case .edge: result = .edge
            case .inside: break
            }
        }
        return result
    }

    /// The fraction of the pixel at (x, y) inside every one of `regions`, and whether an edge
    /// crosses it. Away from every edge the answer is exactly 0 or 1; across one, the share of
    /// a regular grid of samples inside all of them.
    static func of(_ regions: [PlacedRegion], pixel x: Int, _ y: Int) -> (fraction: Double, isEdge: Bool) {
        var crossed = false
        for region in regions {
            switch region.classify(x, y) {
            case .outside: return (0, false)
            case .edge: crossed = true
            case .inside: break
            }
        }
        guard crossed else { return (1, false) }
        let n = samplesPerAxis
        var inside = 0
        for i in 0..<n {
            for j in 0..<n {
                let p = Point(Double(x) + (Double(i) + 0.5) / Double(n), Double(y) + (Double(j) + 0.5) / Double(n))
                var all = true
                for region in regions where !region.contains(p) {
                    all = false
                    break
                }
                if all { inside += 1 }
            }
        }
        return (Double(inside) / Double(n * n), true)
    }
}
