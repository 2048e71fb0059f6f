import Foundation
import LayerTree
import Testing

@testable import GLCompositor

/// `ScreenGeometry.planeBox(of:seenThrough:)`: the box in a layer's plane around the points a
/// world shows in a target rect (what a shadow's pass too large to blur whole is cut to).
@Suite("The plane's box seen through a target rect")
struct ScreenGeometryPlaneBoxTests {
    @Test("Scaled by 2 and moved by (10, 20): the rect 0…100 × 0…50 shows the plane's −5…45 × −10…15")
    func scaleAndTranslate() throws {
        let world = CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeTranslation(10, 20, 0))
        let box = try #require(ScreenGeometry.planeBox(of: CGRect(x: 0, y: 0, width: 100, height: 50), seenThrough: world))
        #expect(box == CGRect(x: -5, y: -10, width: 50, height: 25))
    }

    @Test("Turned by 60° about y in perspective from 100: a rect short of the horizon is bounded, one across it is not")
    func perspective() throws {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 100
        let world = CATransform3DConcat(CATransform3DMakeRotation(.pi / 3, 0, 1, 0), perspective).flattened
        // The horizon, where the plane's far side converges, is at x = 100 · cot 60° ≈ 57.7 on
        // one side of the axis (the other side runs on towards the eye).
        let horizon = 100 / tan(CGFloat.pi / 3)
        let side: CGFloat = ScreenGeometry.project(CGPoint(x: 1e6, y: 0), world)!.x > 0 ? 1 : -1
        let across = CGRect(x: min(0, side * 100), y: 0, width: 100, height: 10)
        #expect(ScreenGeometry.planeBox(of: across, seenThrough: world) == nil, "the horizon at x \(side * horizon)")
        let short = CGRect(x: min(0, side * 50), y: 0, width: 50, height: 10)
        let box = try #require(ScreenGeometry.planeBox(of: short, seenThrough: world))
        // Its ends along x show the rect's ends; the far end's edge of the box is the rect's far corner.
        let near = try #require(ScreenGeometry.project(CGPoint(x: side > 0 ? box.minX : box.maxX, y: 0), world))
        let far = try #require(ScreenGeometry.project(CGPoint(x: side > 0 ? box.maxX : box.minX, y: 0), world))
        #expect(abs(near.x) < 1e-9)
        #expect(abs(far.x - side * 50) < 1e-9)
    }
}
