import Foundation
import Graphics
import Testing

/// The continuous corner's geometry, with numbers from PaintCode's control points worked out
/// by hand (cubics at t = ½: (p0 + 3 p1 + 3 p2 + p3) / 8).
@Suite("ContinuousCorner: the curve of cornerCurve = .continuous")
struct ContinuousCornerTests {
    @Test("Sixteen points a curve: it leaves the edge 1.52866483 radii out and is symmetric about the diagonal")
    func points() {
        let p = ContinuousCorner.continuousPoints
        #expect(p.count == 16 && ContinuousCorner.circularPoints.count == 16)
        #expect(p[0] == CGPoint(x: 1.52866483, y: 0) && p[15] == CGPoint(x: 0, y: 1.52866483))
        for i in 0..<16 {
            #expect(abs(p[i].x - p[15 - i].y) < 1e-6 && abs(p[i].y - p[15 - i].x) < 1e-6, "point \(i) mirrors \(15 - i)")
        }
        // The middle curve's midpoint lies on the diagonal, 0.29150672 radii from each edge
        // (a quarter circle's: 1 − √½ = 0.29289322).
        let middle = ContinuousCorner.cubic(p[6], p[7], p[8], p[9], at: 0.5)
        #expect(abs(middle.x - 0.291506715) < 1e-8 && abs(middle.y - 0.291506715) < 1e-8)
        // The lines' inner control points lie at thirds: (0.66993427 + 0.63149399) / … etc.
        #expect(abs(p[4].x - (0.66993427 * 2 + 0.63149399) / 3) < 1e-12)
    }

    @Test("Blend: continuous while 1.52866483 r fits in half the shorter side, circular at a capsule")
    func blend() {
        #expect(ContinuousCorner.blend(radius: 10, halfSide: 100) == 1)
        #expect(ContinuousCorner.blend(radius: 100, halfSide: 160) == 1)
        #expect(ContinuousCorner.blend(radius: 50, halfSide: 50) == 0)
        #expect(ContinuousCorner.blend(radius: 80, halfSide: 50) == 0, "a radius past half the side is limited")
        // r 40, half 50: (50 / 40 − 1) / 0.52866483 = 0.472889…
        #expect(abs(ContinuousCorner.blend(radius: 40, halfSide: 50) - 0.4728894109) < 1e-9)
        let halfway = ContinuousCorner.points(blend: 0.5)
        #expect(abs(halfway[0].x - (1 + 1.52866483) / 2) < 1e-12 && halfway[15].x == 0)
    }

    @Test("The outline, in points: from (152.866483, 0) to (0, 152.866483) at radius 100; its depth along the edge")
    func outline() {
        let outline = ContinuousCorner.outline(radius: 100, halfSide: 160, steps: 64)
        #expect(outline.count == 5 * 64 + 1)
        #expect(abs(outline[0].x - 152.866483) < 1e-9 && outline[0].y == 0)
        #expect(abs(outline[320].y - 152.866483) < 1e-9 && outline[320].x == 0)
        #expect(zip(outline, outline.dropFirst()).allSatisfy { $0.x >= $1.x && $0.y <= $1.y }, "x falls, y rises")
        // 86.5 along the edge the curve is 2.174 deep (a quarter circle of radius 100: 0.915).
        #expect(abs(ContinuousCorner.depth(of: outline, at: 86.5) - 2.1741) < 0.005)
        #expect(ContinuousCorner.depth(of: outline, at: 160) == 0, "past the start: the edge")
        #expect(abs(ContinuousCorner.depth(of: outline, at: 29.150672) - 29.150672) < 0.01, "the diagonal")
        let capsule = ContinuousCorner.outline(radius: 50, halfSide: 50, steps: 64)
        #expect(abs(capsule[0].x - 50) < 1e-9, "a capsule's corner is circular: it starts one radius out")
        // A quarter circle of radius 50 at 20 along: 50 − √(50² − 30²) = 10 (the cubic is within 0.014 of it).
        #expect(abs(ContinuousCorner.depth(of: capsule, at: 20) - 10) < 0.05)
    }

    @Test("The GLSL array spells every point")
    func glsl() {
        let text = ContinuousCorner.glslArray("k", [CGPoint(x: 1.5, y: 0), CGPoint(x: 0.25, y: 1)])
        #expect(text == "const vec2 k[2] = vec2[2](vec2(1.500000000, 0.000000000), vec2(0.250000000, 1.000000000));\n")
    }
}
