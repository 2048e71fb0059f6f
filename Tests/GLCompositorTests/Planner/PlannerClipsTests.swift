import Foundation
import Graphics
import LayerTree
import Shaders
import Testing

@testable import GLCompositor

@Suite("Planner unit: clips")
@MainActor
struct PlannerClipsTests {
    /// A container at `frame` that masks to its bounds, holding one filled sublayer at `inner`.
    func clipping(_ frame: CGRect, inner: CGRect, radius: CGFloat = 0, turn: CGFloat = 0) -> CALayer {
        let container = CALayer()
        container.frame = frame
        container.masksToBounds = true
        container.cornerRadius = radius
        container.setAffineTransform(CGAffineTransform(rotationAngle: turn))
        container.addSublayer(filledLayer(inner))
        return container
    }

    @Test("An axis-aligned, pixel-aligned clip is a scissor, and a place a scroll may move pixels")
    func scissor() throws {
        let plan = planTree(
            rootLayer([clipping(CGRect(x: 10, y: 20, width: 30, height: 40), inner: CGRect(x: -5, y: 0, width: 50, height: 10))]))
        let op = try #require(plan.mainPass.ops.only)
        #expect(op.scissor == PixelRect(x: 10, y: 20, width: 30, height: 40))
        #expect(op.clips.isEmpty)
        #expect(op.screenBounds == CGRect(x: 10, y: 20, width: 30, height: 10), "cut to the scissor")
        #expect(plan.clipScissors == [PixelRect(x: 10, y: 20, width: 30, height: 40)])
    }

    @Test("A turned clip is exact: a shape in the clipping layer's space, under its bounding box's scissor")
    func turnedClip() throws {
        let plan = planTree(
            rootLayer([
                clipping(
                    CGRect(x: 30, y: 30, width: 40, height: 40), inner: CGRect(x: 0, y: 0, width: 40, height: 40), turn: .pi / 4)
            ]))
        let op = try #require(plan.mainPass.ops.only)
        let shape = try #require(op.clips.only)
        #expect(shape.rect == CGRect(x: 0, y: 0, width: 40, height: 40) && shape.radius == 0)
        let scissor = try #require(op.scissor)
        // The turned square's box: 40·√2 ≈ 56.6 wide about the centre (50, 50), rounded out.
        #expect(scissor == PixelRect(x: 21, y: 21, width: 58, height: 58))
        #expect(plan.clipScissors.isEmpty, "not an exact scissor")
    }

    @Test("Rounded corners make an exact clip with the radius")
    func roundedClip() throws {
        let plan = planTree(
            rootLayer([
                clipping(CGRect(x: 10, y: 10, width: 40, height: 40), inner: CGRect(x: 0, y: 0, width: 40, height: 40), radius: 8)
            ]))
        let op = try #require(plan.mainPass.ops.only)
        #expect(op.clips.only?.radius == 8)
        #expect(op.scissor == PixelRect(x: 10, y: 10, width: 40, height: 40))
    }

    @Test("Contents clipped out of view are not drawn but kept live and offered for prefetch")
    func clippedOutContents() throws {
        let container = clipping(CGRect(x: 0, y: 0, width: 50, height: 50), inner: .zero)
        let cell = CALayer()
        cell.frame = CGRect(x: 60, y: 0, width: 10, height: 10)
        cell.contents = try opaqueImage()
        container.addSublayer(cell)
        let plan = planTree(rootLayer([container]))
        #expect(plan.mainPass.ops.isEmpty)
        #expect(plan.liveContents == [cell.layerID])
        #expect(plan.offscreenContents.map(\.id) == [cell.layerID])
    }

    @Test("More than eight exact clips on one draw: the innermost are dropped and counted")
    func tooManyClips() throws {
        var parent = rootLayer([])
        let root = parent
        for _ in 0..<9 {
            let clip = CALayer()
            clip.frame = CGRect(x: 1, y: 1, width: 90, height: 90)
            clip.masksToBounds = true
            clip.cornerRadius = 4
            parent.addSublayer(clip)
            parent = clip
        }
        parent.addSublayer(filledLayer(CGRect(x: 0, y: 0, width: 10, height: 10)))
        let plan = planTree(root)
        let op = try #require(plan.mainPass.ops.only)
        #expect(op.clips.count == LayerShader.maxClips)
        #expect(plan.droppedClips == 1)
    }
}
