import Foundation
import GLCompositor
import Graphics
import LayerTree
import Testing

@Suite("Compositor: colour fills that share state are drawn in one call")
@MainActor
struct BatchingTests {
    /// 60 coloured views: square and rounded, opaque and translucent, some turned, one clipped.
    func populate(_ window: UIWindow) {
        for i in 0..<60 {
            let view = UIView(frame: CGRect(x: (i % 10) * 12 + 2, y: (i / 10) * 15 + 3, width: 14, height: 11))
            view.backgroundColor = UIColor(hue: CGFloat(i) / 60, saturation: 0.8, brightness: 0.9, alpha: i % 4 == 3 ? 0.6 : 1)
            if i % 5 == 1 { view.layer.cornerRadius = 4 }
            if i % 7 == 2 { view.transform = CGAffineTransform(rotationAngle: 0.3) }
            if i % 9 == 4 { view.layer.borderWidth = 1.5 }
            window.addSubview(view)
        }
    }

    @Test("Batched frames equal unbatched ones over mixed fills, with fewer draw calls")
    func batchedEqualsUnbatched() throws {
        let batched = try CompositorHarness(width: 124, height: 96)
        let single = try CompositorHarness(width: 124, height: 96, options: CompositorOptions(batchesDraws: false))
        populate(batched.window)
        populate(single.window)
        let batchedStats = try batched.render()
        let singleStats = try single.render()
        #expect(singleStats.batchedOps == 0)
        #expect(batchedStats.batchedOps > 20)
        #expect(
            batchedStats.drawCalls < singleStats.drawCalls,
            "\(batchedStats.drawCalls) calls batched vs \(singleStats.drawCalls)")
        let worst = largestChannelDifference(try batched.snapshot(), try single.snapshot())
        #expect(worst <= 1, "largest channel difference \(worst) (opacity is applied before or after coverage)")
        try batched.expectNoGLErrors()
    }

    @Test("A grid of 100 opaque square views is one draw call")
    func grid() throws {
        let h = try CompositorHarness()
        for i in 0..<100 {
            let view = UIView(frame: CGRect(x: (i % 10) * 10, y: (i / 10) * 10, width: 9, height: 9))
            view.backgroundColor = i.isMultiple(of: 2) ? .red : .blue
            h.window.addSubview(view)
        }
        let stats = try h.render()
        #expect(stats.clearedFills == 1, "the window's background is a clear")
        #expect(stats.drawCalls == 1 && stats.batchedOps == 100, "the 100 views")
        let image = try h.snapshot()
        expectPixel(image, 4, 4, red)
        expectPixel(image, 14, 4, blue)
        expectPixel(image, 9, 9, white, "the gap between views")
        try h.expectNoGLErrors()
    }

    @Test("Fills of different shader variants, blending or scissors are not batched together")
    func stateBreaksRuns() throws {
        let h = try CompositorHarness()
        let square = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        square.backgroundColor = .red
        let rounded = UIView(frame: CGRect(x: 20, y: 0, width: 10, height: 10))
        rounded.backgroundColor = .green
        rounded.layer.cornerRadius = 3
        let translucent = UIView(frame: CGRect(x: 40, y: 0, width: 10, height: 10))
        translucent.backgroundColor = UIColor(white: 0, alpha: 0.5)
        let square2 = UIView(frame: CGRect(x: 10, y: 0, width: 10, height: 10))
        square2.backgroundColor = .red
        [square, square2, rounded, translucent].forEach(h.window.addSubview)
        let stats = try h.render()
        #expect(stats.clearedFills == 1, "the window's background is a clear")
        #expect(stats.batchedOps == 2, "the two red squares: opaque, unshaped, unclipped")
        #expect(stats.drawCalls == 3)
        let image = try h.snapshot()
        expectPixel(image, 5, 5, red)
        expectPixel(image, 25, 5, green)
        expectPixel(image, 45, 5, Pixel(r: 128, g: 128, b: 128, a: 255), tolerance: 1)
    }
}
