import Foundation
import Testing

@testable import Graphics

@Suite("Paths cut to a part of their length (strokeStart…strokeEnd)")
struct PathTrimmingTests {
    @Test("A line cut to its second quarter")
    func line() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 100, y: 0))
        #expect(
            path.trimmed(from: 0.25, to: 0.5).elements == [
                .moveToPoint(CGPoint(x: 25, y: 0)), .addLineToPoint(CGPoint(x: 50, y: 0)),
            ])
        #expect(path.trimmed(from: 0.5, to: 0.5).isEmpty)
    }

    @Test("Closed subpaths count their closing side; whole ones stay closed; subpaths are measured in order")
    func closedAndSeveral() {
        let square = CGMutablePath()
        square.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))  // 40 long, clockwise from the origin
        #expect(
            square.trimmed(from: 0, to: 0.5).elements == [
                .moveToPoint(.zero), .addLineToPoint(CGPoint(x: 10, y: 0)), .addLineToPoint(CGPoint(x: 10, y: 10)),
            ])
        #expect(square.trimmed(from: 0.875, to: 1).elements == [.moveToPoint(CGPoint(x: 0, y: 5)), .addLineToPoint(.zero)])
        #expect(square.trimmed(from: 0, to: 1).elements.last == .closeSubpath)
        let two = CGMutablePath()
        two.move(to: .zero)
        two.addLine(to: CGPoint(x: 10, y: 0))
        two.move(to: CGPoint(x: 0, y: 5))
        two.addLine(to: CGPoint(x: 30, y: 5))
        #expect(
            two.trimmed(from: 0.5, to: 1).elements == [.moveToPoint(CGPoint(x: 10, y: 5)), .addLineToPoint(CGPoint(x: 30, y: 5))])
    }

    @Test("A half circle of a full circle ends where the arc's half is, within a tenth of a point")
    func circle() throws {
        let circle = CGMutablePath()
        circle.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        let half = circle.trimmed(from: 0, to: 0.5)
        guard case .addLineToPoint(let end)? = half.elements.last else {
            Issue.record("expected a polyline")
            return
        }
        #expect(abs(end.x - 10) < 0.1 && abs(end.y - 50) < 0.1, "\(end)")
    }
}
