import Foundation
import Graphics
import LayerTree
import Testing

@testable import GLCompositor

@Suite("Planner unit: making operations")
struct PlannerOperationsTests {
    let planner = FramePlanner(targetSize: PixelSize(width: 100, height: 50), scale: 1)
    let unit = CGRect(x: 0, y: 0, width: 10, height: 10)

    @Test("Empty, invisible and off-target quads make no operation")
    func nothingToDraw() {
        let moved = CATransform3DMakeTranslation(200, 0, 0)
        #expect(
            planner.makeOp(
                quad: .zero, world: CATransform3DIdentity, source: .color(opaqueRed), shape: nil, opacity: 1, clip: ClipState())
                == nil)
        #expect(
            planner.makeOp(
                quad: unit, world: CATransform3DIdentity, source: .color(opaqueRed), shape: nil, opacity: 0, clip: ClipState())
                == nil)
        #expect(
            planner.makeOp(quad: unit, world: moved, source: .color(opaqueRed), shape: nil, opacity: 1, clip: ClipState()) == nil)
        let elsewhere = ClipState(scissor: PixelRect(x: 50, y: 0, width: 10, height: 10))
        #expect(
            planner.makeOp(
                quad: unit, world: CATransform3DIdentity, source: .color(opaqueRed), shape: nil, opacity: 1, clip: elsewhere)
                == nil)
    }

    @Test("Screen bounds are cut to the target and the scissor; placement maps the unit square onto the quad")
    func bounds() throws {
        let world = CATransform3DMakeTranslation(95, 20, 0)
        let op = try #require(
            planner.makeOp(
                quad: CGRect(x: 2, y: 3, width: 10, height: 10), world: world, source: .color(opaqueRed), shape: nil, opacity: 1,
                clip: ClipState(scissor: PixelRect(x: 0, y: 25, width: 100, height: 25))))
        #expect(op.screenBounds == CGRect(x: 97, y: 25, width: 3, height: 8))
        #expect(op.placement.m11 == 10 && op.placement.m22 == 10 && op.placement.m41 == 97 && op.placement.m42 == 23)
    }

    @Test("Only opaque sources at full opacity, unshaped and unclipped, are opaque")
    func opaqueness() throws {
        func make(_ color: PremultipliedRGBA, opacity: Float = 1, shape: ShapeCoverage? = nil) -> DrawOp? {
            planner.makeOp(
                quad: unit, world: CATransform3DIdentity, source: .color(color), shape: shape, opacity: opacity, clip: ClipState()
            )
        }
        #expect(make(opaqueRed)?.isOpaque == true)
        #expect(make(opaqueRed, opacity: 0.5)?.isOpaque == false)
        #expect(make(PremultipliedRGBA(premultipliedRed: 0.5, green: 0, blue: 0, alpha: 0.5))?.isOpaque == false)
        #expect(make(opaqueRed, shape: ShapeCoverage(rect: unit, radius: 2, border: 0))?.isOpaque == false)
    }

    @Test("A turned quad reaching a region only by its pixel of slack is restricted to finite bounds in the region")
    func restrictedBySlack() throws {
        // A 10-point square turned 45° about its corner, then moved to (50, 20): it spans
        // x 42.93…57.07, and its damage bounds (rounded out, one pixel more) reach x 59.
        let world = CATransform3DRotate(CATransform3DMakeTranslation(50, 20, 0), .pi / 4, 0, 0, 1)
        let op = try #require(
            planner.makeOp(quad: unit, world: world, source: .color(opaqueRed), shape: nil, opacity: 1, clip: ClipState()))
        let region = PixelRect(x: 58, y: 0, width: 10, height: 50)
        #expect(op.screenBounds.maxX < 58 && !DamageTracker.damageBounds(of: op).intersection(region).isEmpty)
        let restricted = try #require(op.restricted(to: region))
        #expect(!restricted.screenBounds.isNull && region.cgRect.contains(restricted.screenBounds))
        #expect(restricted.scissor == region)
        #expect(!DamageTracker.damageBounds(of: restricted).intersection(region).isEmpty)  // finite: no trap
        #expect(OcclusionCuller.cull([restricted, restricted]).ops.count == 2)
    }
}
