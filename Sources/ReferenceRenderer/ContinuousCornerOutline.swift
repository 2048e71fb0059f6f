import Foundation
import Graphics

/// One continuous corner (`ContinuousCorner` in Graphics) as the reference draws it: the exact
/// Bézier outline flattened finely (64 segments a piece: within 4·10⁻⁵ radii of the curve) in the
/// corner's own frame, where a point is given by its distances in from the corner's two edges.
struct ContinuousCornerOutline: Sendable {
    /// From the entering edge, `(extent, 0)`, to the other, `(0, extent)`; x falls, y rises.
    let points: [Point]
    /// The same points for `ContinuousCorner.depth(of:at:)`.
    private let outline: [CGPoint]
    /// How far from the corner point the curve leaves each edge.
    let extent: Double

    init(radius: Double, halfSide: Double) {
        outline = ContinuousCorner.outline(radius: radius, halfSide: halfSide, steps: 64)
        points = outline.map(Point.init)
        extent = points.first?.x ?? 0
    }

    /// Whether the point `c` (its distances in from the two edges) lies where the corner, not
    /// the straight edges, bounds the shape.
    func covers(_ c: Point) -> Bool { c.x < extent && c.y < extent }

    /// The exact signed distance (negative inside) from the point `c`, which the corner
    /// ``covers(_:)``, to the outline: there the nearest point of the edge lies on it.
    func signedDistance(_ c: Point) -> Double {
        // The outline is symmetric about the diagonal: a point's nearest point lies on its own
        // side, the first half's (the points up to the middle one) once folded there.
        let folded = c.y > c.x ? Point(c.y, c.x) : c
        var distance = Double.infinity
        let half = points[...(points.count / 2)]
        for (a, b) in zip(half, half.dropFirst()) {
            distance = min(distance, ArcStrokeGeometry.segmentDistance(folded, a, b))
        }
        return isInside(c) ? -distance : distance
    }

    /// Inside the shape: within both edges and deeper than the outline where it crosses c.x.
    private func isInside(_ c: Point) -> Bool {
        c.x > 0 && c.y > 0 && c.y > ContinuousCorner.depth(of: outline, at: c.x)
    }
}
