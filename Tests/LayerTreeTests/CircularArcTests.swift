import Foundation
import Testing

@testable import LayerTree

@Suite("Circular arcs found in paths (shape layers' rings drawn by the shader)")
@MainActor
struct CircularArcTests {
    @Test("Arcs and circles are found with their centre, radius, start and signed sweep")
    func found() throws {
        let ring = UIBezierPath(
            arcCenter: CGPoint(x: 50, y: 40), radius: 30, startAngle: -.pi / 2, endAngle: .pi, clockwise: true)
        let arc = try #require(CircularArc(ring.cgPath))
        #expect(abs(arc.center.x - 50) < 1e-3 && abs(arc.center.y - 40) < 1e-3 && abs(arc.radius - 30) < 1e-3)
        #expect(abs(arc.startAngle + .pi / 2) < 1e-3)
        #expect(abs(arc.sweep - 1.5 * .pi) < 1e-2, "three quarters, turning clockwise on screen: \(arc.sweep)")
        let back = try #require(
            CircularArc(
                UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: -.pi / 2, clockwise: false).cgPath))
        #expect(abs(back.sweep + .pi / 2) < 1e-2, "anticlockwise: \(back.sweep)")
        let circle = try #require(CircularArc(CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20), transform: nil)))
        #expect(abs(abs(circle.sweep) - 2 * .pi) < 1e-2 && circle.closed)
        #expect(!arc.closed)
    }

    @Test("Ellipses, rects, several subpaths and straight lines are not arcs")
    func notFound() {
        #expect(CircularArc(CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 30, height: 20), transform: nil)) == nil)
        #expect(CircularArc(CGPath(rect: CGRect(x: 0, y: 0, width: 30, height: 20), transform: nil)) == nil)
        let two = CGMutablePath()
        two.addEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        two.addEllipse(in: CGRect(x: 20, y: 0, width: 10, height: 10))
        #expect(CircularArc(two) == nil)
        let chord = CGMutablePath()
        chord.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
        chord.addLine(to: CGPoint(x: 10, y: 0))
        #expect(CircularArc(chord) == nil)
        let closedArc = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: 1.5 * .pi, clockwise: true)
        closedArc.close()  // three quarters and a chord back: not an arc (once taken for a whole ring)
        #expect(CircularArc(closedArc.cgPath) == nil)
        let back = CGMutablePath()  // turns back on itself
        back.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        back.addArc(center: .zero, radius: 10, startAngle: .pi / 2, endAngle: .pi / 4, clockwise: true)
        #expect(CircularArc(back) == nil)
    }
}
