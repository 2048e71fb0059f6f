import Foundation

extension UIBezierPath {
    /// Adds a closed rounded rectangle with continuous corners of `radius` (limited to half the
    /// shorter side): each corner is ``ContinuousCorner``'s curve, leaving the edges
    /// `1.52866483 × radius` from the corner point, blended towards circular where that does not
    /// fit (a capsule has round ends). The path runs clockwise on screen from the top edge.
    func addContinuousRoundedRect(_ rect: CGRect, radius: CGFloat) {
        let r = rect.standardized
        let halfSide = Double(min(r.width, r.height)) / 2
        let limited = min(max(Double(radius), 0), halfSide)
        guard limited > 0, limited.isFinite else {
            append(UIBezierPath(rect: r))
            return
        }
        let points = ContinuousCorner.points(blend: ContinuousCorner.blend(radius: limited, halfSide: halfSide))
        // Each corner: its point, the way back along the edge it is entered from, the way inwards.
        let corners: [(corner: CGPoint, along: CGVector, inward: CGVector)] = [
            (CGPoint(x: r.maxX, y: r.minY), CGVector(dx: -1, dy: 0), CGVector(dx: 0, dy: 1)),
            (CGPoint(x: r.maxX, y: r.maxY), CGVector(dx: 0, dy: -1), CGVector(dx: -1, dy: 0)),
            (CGPoint(x: r.minX, y: r.maxY), CGVector(dx: 1, dy: 0), CGVector(dx: 0, dy: -1)),
            (CGPoint(x: r.minX, y: r.minY), CGVector(dx: 0, dy: 1), CGVector(dx: 1, dy: 0)),
        ]
        let scale = CGFloat(limited)
        func place(_ p: CGPoint, _ frame: (corner: CGPoint, along: CGVector, inward: CGVector)) -> CGPoint {
            CGPoint(
                x: frame.corner.x + (p.x * frame.along.dx + p.y * frame.inward.dx) * scale,
                y: frame.corner.y + (p.x * frame.along.dy + p.y * frame.inward.dy) * scale)
        }
        move(to: place(points[points.count - 1], corners[3]))
        for frame in corners {
            addLine(to: place(points[0], frame))
            for piece in 0..<ContinuousCorner.pieceCount {
                addCurve(
                    to: place(points[3 * piece + 3], frame), controlPoint1: place(points[3 * piece + 1], frame),
                    controlPoint2: place(points[3 * piece + 2], frame))
            }
        }
        close()
    }
}
