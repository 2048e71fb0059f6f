import Foundation
import GLCompositor
import Graphics
import LayerTree
import Testing

@Suite("Compositor: operations hidden under opaque ones are not drawn")
@MainActor
struct OcclusionTests {
    @Test("An opaque full-window view hides everything below it")
    func opaqueCover() throws {
        let h = try CompositorHarness()
        for i in 0..<5 {
            let view = SolidDrawnView(frame: CGRect(x: 10 * i, y: 10, width: 30, height: 30), color: .red)
            h.window.addSubview(view)
        }
        let cover = UIView(frame: h.window.bounds)
        cover.backgroundColor = .blue
        h.window.addSubview(cover)
        let stats = try h.render()
        #expect(stats.culledOps == 6, "the window's background and five drawn views")
        #expect(stats.drawCalls == 0 && stats.clearedFills == 1, "the cover, now the bottom fill, is a clear")
        #expect(stats.bytesUploaded == 0, "hidden contents are not uploaded")
        expectPixel(try h.snapshot(), 20, 20, blue)
        try h.expectNoGLErrors()
    }

    @Test("Translucent, rotated, rounded or partly covering views do not hide what is below")
    func nonOccluders() throws {
        let h = try CompositorHarness()
        let below = UIView(frame: CGRect(x: 20, y: 20, width: 20, height: 20))
        below.backgroundColor = .red
        h.window.addSubview(below)
        let translucent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        translucent.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        h.window.addSubview(translucent)
        var stats = try h.render()
        #expect(stats.culledOps == 0)
        translucent.backgroundColor = .blue
        translucent.transform = CGAffineTransform(rotationAngle: 0.1)
        stats = try h.render()
        #expect(stats.culledOps == 0, "a rotated quad is not an occluder")
        translucent.transform = .identity
        translucent.layer.cornerRadius = 10
        stats = try h.render()
        #expect(stats.culledOps == 0, "rounded corners leave the corners uncovered")
        translucent.layer.cornerRadius = 0
        translucent.frame = CGRect(x: 30.5, y: 0, width: 70, height: 100)
        stats = try h.render()
        #expect(stats.culledOps == 0, "the red view pokes out to the left")
        let image = try h.snapshot()
        expectPixel(image, 25, 25, red)
        expectPixel(image, 35, 25, blue)
        translucent.frame = CGRect(x: 19.5, y: 19.5, width: 21, height: 21)
        stats = try h.render()
        #expect(stats.culledOps == 1, "pixels 20…40 are covered in full, so the red view is hidden")
        translucent.frame = CGRect(x: 20.5, y: 19.5, width: 21, height: 21)
        stats = try h.render()
        #expect(stats.culledOps == 0, "column 20 is only half covered")
        try h.expectNoGLErrors()
    }

    @Test("Opaque drawn content hides its own background; content with transparent pixels carries it in the same draw")
    func opaqueContent() throws {
        let h = try CompositorHarness()
        let full = SolidDrawnView(frame: CGRect(x: 10, y: 10, width: 30, height: 30), color: .blue)
        full.backgroundColor = .red
        h.window.addSubview(full)
        try h.render()
        var ops = Self.mainOps(h)
        #expect(ops.count == 2, "the window's background and the drawing; the red background is never planned")
        #expect(ops.last?.underlay == nil && ops.last?.isOpaque == true)
        expectPixel(try h.snapshot(), 20, 20, blue)
        full.color = UIColor(red: 0, green: 0, blue: 1, alpha: 0.5)  // isOpaque stays true, the pixels are not
        full.setNeedsDisplay()
        let stats = try h.render()
        ops = Self.mainOps(h)
        #expect(ops.count == 2 && stats.drawCalls == 2)
        #expect(
            ops.last?.underlay == PremultipliedRGBA(premultipliedRed: 1, green: 0, blue: 0, alpha: 1),
            "the background goes under the drawing in its draw")
        #expect(ops.last?.isOpaque == true, "an opaque underlay makes the draw opaque")
        expectPixel(
            try h.snapshot(), 20, 20, Pixel(r: 128, g: 0, b: 127, a: 255), tolerance: 2,
            "drawn blended over the red background")
        try h.expectNoGLErrors()
    }

    @Test("With allowsGroupOpacity off, a faded view's background and contents fade part by part")
    func ungroupedParts() throws {
        let h = try CompositorHarness()
        let view = SolidDrawnView(frame: CGRect(x: 10, y: 10, width: 30, height: 30), color: UIColor(white: 0, alpha: 0.5))
        view.isOpaque = false
        view.backgroundColor = .cyan
        view.alpha = 0.5
        view.layer.allowsGroupOpacity = false
        h.window.addSubview(view)
        try h.render()
        #expect(Self.mainOps(h).count == 3, "window, background, contents: no underlay")
        // Cyan at 0.5 over white is (0.5, 1, 1); black at 0.25 over that is (0.375, 0.75, 0.75).
        expectPixel(try h.snapshot(), 25, 25, Pixel(r: 96, g: 191, b: 191, a: 255), tolerance: 1)
        view.layer.allowsGroupOpacity = true
        try h.render()
        #expect(Self.mainOps(h).count == 2, "grouped: the background goes under the contents")
        expectPixel(try h.snapshot(), 25, 25, Pixel(r: 128, g: 191, b: 191, a: 255), tolerance: 1)
        try h.expectNoGLErrors()
    }

    private static func mainOps(_ h: CompositorHarness) -> [DrawOp] {
        h.compositor.plan(h.window.runUpdateCycle().root, size: PixelSize(width: 100, height: 100), scale: 1).mainPass.ops
    }
}
