import Foundation
import Graphics
import Testing

/// `UIBezierPath(roundedRect:cornerRadius:)` draws UIKit's continuous corners (iOS 7 and later),
/// checked against values worked out by hand from PaintCode's control points.
@Suite("UIBezierPath rounded rects with continuous corners")
@MainActor
struct BezierContinuousCornerTests {
    /// A 400 × 400 square with corners of radius 100 (the full curve fits: 152.87 ≤ 200).
    private let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 400, height: 400), cornerRadius: 100)

    @Test("The path starts on the top edge 1.52866483 radii from the top-left corner point")
    func startPoint() throws {
        var points: [CGPoint] = []
        var curves = 0
        path.cgPath.applyWithBlock { element in
            if element.pointee.type == .moveToPoint { points.append(element.pointee.points[0]) }
            if element.pointee.type == .addCurveToPoint { curves += 1 }
        }
        let start = try #require(points.first)
        #expect(points.count == 1)
        #expect(curves == 20, "five cubic pieces a corner")
        var count = 0
        withUnsafeMutablePointer(to: &count) { counter in
            path.cgPath.apply(info: counter) { info, _ in info?.assumingMemoryBound(to: Int.self).pointee += 1 }
        }
        #expect(count == 26, "a move, a line and five curves a corner, a close")
        #expect(abs(start.x - 152.866483) < 1e-6 && start.y == 0)
    }

    @Test("Near a corner the curve runs deeper than a circle's: 3.35 points in at 79.32 from the corner, not 2.16")
    func deeperThanCircular() {
        // The first piece at t = 0.8: x = 0.7932 r, y = 0.065496 × 0.8³ r = 0.0335 r; a quarter
        // circle of radius r is 1 − √(1 − 0.2068²) = 0.0216 r deep there.
        for (x, y, inside) in [(320.68, 2.75, false), (320.68, 3.9, true)] {
            // The point and its images under the square's eight symmetries: both halves of each corner.
            let images = [
                (x, y), (400 - x, y), (x, 400 - y), (400 - x, 400 - y),
                (y, x), (400 - y, x), (y, 400 - x), (400 - y, 400 - x),
            ]
            for (u, v) in images {
                #expect(path.contains(CGPoint(x: u, y: v)) == inside, "(\(u), \(v))")
            }
        }
    }

    @Test("The middle of a corner lies on its diagonal, 0.291507 radii in from both edges")
    func diagonalPoint() {
        // The middle piece at t = ½: (0.63149399 + 3 × 0.37282392 + 3 × 0.16905899 + 0.074911) / 8.
        let depth = 29.1506715
        #expect(path.contains(CGPoint(x: 400 - depth - 0.05, y: depth + 0.05)))
        #expect(!path.contains(CGPoint(x: 400 - depth + 0.05, y: depth - 0.05)))
    }

    @Test("A radius past half the shorter side is a capsule; none or a negative one is the rect")
    func limits() {
        let capsule = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 200, height: 60), cornerRadius: 80)
        #expect(capsule.bounds == CGRect(x: 0, y: 0, width: 200, height: 60))
        #expect(capsule.contains(CGPoint(x: 1, y: 30)), "the round end's tip, at the middle of the side")
        #expect(!capsule.contains(CGPoint(x: 5, y: 5)), "outside the round end")
        for radius: CGFloat in [0, -4] {
            let square = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 50, height: 40), cornerRadius: radius)
            #expect(square.contains(CGPoint(x: 0.5, y: 0.5)))
            #expect(square.bounds == CGRect(x: 0, y: 0, width: 50, height: 40))
        }
    }
}
