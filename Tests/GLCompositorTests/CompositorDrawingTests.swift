import Foundation
import GLCompositor
import Graphics
import LayerTree
import Testing

@Suite("Compositor: drawing with UIKit's semantics")
@MainActor
struct CompositorDrawingTests {
    @Test("Background colours land on exactly the view's pixels")
    func backgrounds() throws {
        let h = try CompositorHarness()
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        view.backgroundColor = .red
        h.window.addSubview(view)
        let image = try h.snapshot()
        expectPixel(image, 10, 10, red)
        expectPixel(image, 39, 39, red)
        expectPixel(image, 9, 9, white)
        expectPixel(image, 40, 40, white)
        try h.expectNoGLErrors()
    }

    @Test("Drawn content is cached: a second frame uploads nothing and calls no draw(_:)")
    func contentCached() throws {
        let h = try CompositorHarness()
        let view = SolidDrawnView(frame: CGRect(x: 0, y: 0, width: 20, height: 20), color: .blue)
        h.window.addSubview(view)
        let first = try h.render()
        #expect(first.drawRectCalls == 1 && first.bytesUploaded == 20 * 20 * 4 && first.cacheMisses == 1)
        view.center.x += 30  // redrawn at its new place, from the cached texture
        let second = try h.render()
        #expect(second.drawRectCalls == 0 && second.bytesUploaded == 0 && second.cacheHits == 1)
        expectPixel(try h.snapshot(), 40, 10, blue)
    }

    @Test("Moving, rotating and fading every view: zero draw(_:) calls, zero bytes uploaded")
    func geometryOnlyChanges() throws {
        let h = try CompositorHarness(width: 200, height: 200)
        let views = (0..<20).map { i in
            SolidDrawnView(frame: CGRect(x: CGFloat(i % 5) * 40, y: CGFloat(i / 5) * 40, width: 30, height: 30), color: .green)
        }
        views.forEach(h.window.addSubview)
        try h.render()
        for (i, view) in views.enumerated() {
            view.center.x += 5
            view.transform = CGAffineTransform(rotationAngle: CGFloat(i) * 0.1)
            view.alpha = 0.7
        }
        let stats = try h.render()
        #expect(stats.drawRectCalls == 0 && stats.bytesUploaded == 0 && stats.texturesUploaded == 0)
        #expect(stats.cacheHits == 20)
    }

    @Test("setNeedsDisplay(r) uploads exactly one texture region no larger than r at scale")
    func dirtyRectUpload() throws {
        let h = try CompositorHarness(scale: 2)
        let view = SolidDrawnView(frame: CGRect(x: 0, y: 0, width: 50, height: 50), color: .red)
        h.window.addSubview(view)
        try h.render()
        view.color = .blue
        view.setNeedsDisplay(CGRect(x: 10, y: 10, width: 5, height: 4))
        let stats = try h.render()
        #expect(stats.drawRectCalls == 1 && stats.texturesUploaded == 1)
        #expect(stats.bytesUploaded == 10 * 8 * 4)
        let image = try h.snapshot()
        expectPixel(image, 22, 22, blue)
        expectPixel(image, 40, 40, red)
    }

    @Test("Opacity blends once: a half-transparent red view over white")
    func opacity() throws {
        let h = try CompositorHarness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.backgroundColor = .red
        view.alpha = 0.5
        h.window.addSubview(view)
        expectPixel(try h.snapshot(), 25, 25, Pixel(r: 255, g: 128, b: 128, a: 255), tolerance: 1)
    }

    @Test("Group opacity: overlapping children of a translucent parent blend as one group")
    func groupOpacity() throws {
        for grouped in [true, false] {
            let h = try CompositorHarness()
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            parent.alpha = 0.5
            parent.layer.allowsGroupOpacity = grouped
            let a = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
            a.backgroundColor = .red
            let b = UIView(frame: CGRect(x: 30, y: 30, width: 60, height: 60))
            b.backgroundColor = .blue
            parent.addSubview(a)
            parent.addSubview(b)
            h.window.addSubview(parent)
            let image = try h.snapshot()
            if grouped {
                // One blend: blue at 50% over white.
                expectPixel(image, 45, 45, Pixel(r: 128, g: 128, b: 255, a: 255), tolerance: 1)
                #expect(h.compositor.lastFrameStats.offscreenPasses == 1)
            } else {
                // Two blends: red at 50% over white, then blue at 50% over that.
                expectPixel(image, 45, 45, Pixel(r: 128, g: 64, b: 191, a: 255), tolerance: 1)
                #expect(h.compositor.lastFrameStats.offscreenPasses == 0)
            }
            expectPixel(image, 10, 10, Pixel(r: 255, g: 128, b: 128, a: 255), tolerance: 1)
        }
    }

    @Test("Group opacity needs no offscreen pass when the children don't overlap")
    func groupWithoutOverlap() throws {
        let h = try CompositorHarness()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.alpha = 0.5
        for x in [0, 50] {
            let child = UIView(frame: CGRect(x: CGFloat(x), y: 0, width: 40, height: 40))
            child.backgroundColor = .red
            parent.addSubview(child)
        }
        h.window.addSubview(parent)
        let image = try h.snapshot()
        #expect(h.compositor.lastFrameStats.offscreenPasses == 0)
        expectPixel(image, 60, 20, Pixel(r: 255, g: 128, b: 128, a: 255), tolerance: 1)
    }

    @Test("clipsToBounds on an axis-aligned view clips its subviews exactly")
    func axisAlignedClip() throws {
        let h = try CompositorHarness()
        let clip = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        clip.clipsToBounds = true
        let child = UIView(frame: CGRect(x: -20, y: -20, width: 100, height: 100))
        child.backgroundColor = .green
        clip.addSubview(child)
        h.window.addSubview(clip)
        let image = try h.snapshot()
        expectPixel(image, 20, 20, green)
        expectPixel(image, 59, 59, green)
        expectPixel(image, 19, 30, white)
        expectPixel(image, 60, 30, white)
        expectPixel(image, 70, 70, white)
    }

    @Test("A rotated container clips exactly: inside its bounding box but outside the square stays untouched")
    func rotatedClip() throws {
        let h = try CompositorHarness()
        let container = UIView(frame: CGRect(x: 30, y: 30, width: 40, height: 40))
        container.transform = CGAffineTransform(rotationAngle: .pi / 4)
        container.clipsToBounds = true
        let child = UIView(frame: CGRect(x: -100, y: -100, width: 300, height: 300))
        child.backgroundColor = .red
        container.addSubview(child)
        h.window.addSubview(container)
        let image = try h.snapshot()
        // The diamond |dx| + |dy| ≤ 28.28 around (50, 50).
        expectPixel(image, 50, 50, red)
        expectPixel(image, 50, 25, red, "inside the diamond near its top corner")
        expectPixel(image, 30, 30, white, "inside the bounding box, outside the rotated square")
        expectPixel(image, 70, 72, white)
        expectPixel(image, 24, 50, red, "inside the left corner")
        expectPixel(image, 20, 50, white, "left of the left corner (21.7)")
        let tip = image[50, 22]  // the top corner is at y = 21.7: the pixel is partly covered
        #expect(tip.g > 0 && tip.g < 255, "antialiased clip edge: \(tip)")
    }

    @Test("Nested clips intersect: an axis-aligned clip inside a rotated one")
    func nestedClips() throws {
        let h = try CompositorHarness()
        let rotated = UIView(frame: CGRect(x: 30, y: 30, width: 40, height: 40))
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 4)
        rotated.clipsToBounds = true
        let inner = UIView(frame: CGRect(x: 20, y: -20, width: 60, height: 80))
        inner.clipsToBounds = true
        let fill = UIView(frame: CGRect(x: -100, y: -100, width: 300, height: 300))
        fill.backgroundColor = .blue
        inner.addSubview(fill)
        rotated.addSubview(inner)
        h.window.addSubview(rotated)
        let image = try h.snapshot()
        // The inner clip keeps the rotated square's right half (x ≥ 20 in its coordinates):
        // in the window, the half of the diamond right of the line x + y ... through the centre.
        expectPixel(image, 60, 50, blue)
        expectPixel(image, 40, 50, white)
        expectPixel(image, 72, 72, white)
    }

    @Test("Rounded corners: antialiased background, clipping of subviews with masksToBounds")
    func roundedCorners() throws {
        let h = try CompositorHarness()
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 60, height: 60))
        view.backgroundColor = .red
        view.layer.cornerRadius = 20
        h.window.addSubview(view)
        var image = try h.snapshot()
        expectPixel(image, 11, 11, white, "outside the corner's arc")
        expectPixel(image, 40, 40, red)
        expectPixel(image, 10, 40, red, "the straight left edge")
        let arc = (10..<30).flatMap { y in (10..<30).map { x in image[x, y] } }
        #expect(arc.contains { $0.g > 10 && $0.g < 245 }, "antialiased pixels along the arc")

        let child = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        child.backgroundColor = .blue
        view.addSubview(child)
        image = try h.snapshot()
        expectPixel(image, 11, 11, blue, "no clipping without masksToBounds")
        view.clipsToBounds = true
        image = try h.snapshot()
        expectPixel(image, 11, 11, white, "clipped to the rounded corner")
        expectPixel(image, 40, 40, blue)
    }

    @Test("Borders are drawn inside the bounds, above the contents and the sublayers")
    func border() throws {
        let h = try CompositorHarness()
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        view.backgroundColor = .red
        view.layer.borderWidth = 4
        view.layer.borderColor = UIColor.blue.cgColor
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        child.backgroundColor = .green
        view.addSubview(child)
        h.window.addSubview(view)
        let image = try h.snapshot()
        expectPixel(image, 11, 30, blue)
        expectPixel(image, 48, 30, blue)
        expectPixel(image, 30, 30, green)
        expectPixel(image, 9, 30, white)
    }

    @Test("Hidden views and their subtrees are not drawn; zPosition reorders siblings")
    func hiddenAndZ() throws {
        let h = try CompositorHarness()
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        a.backgroundColor = .red
        let b = UIView(frame: CGRect(x: 25, y: 25, width: 50, height: 50))
        b.backgroundColor = .blue
        h.window.addSubview(a)
        h.window.addSubview(b)
        expectPixel(try h.snapshot(), 30, 30, blue)
        a.layer.zPosition = 1
        expectPixel(try h.snapshot(), 30, 30, red)
        a.isHidden = true
        expectPixel(try h.snapshot(), 30, 30, blue)
    }

    @Test("A mask view's alpha gates the content, sublayers included")
    func mask() throws {
        let h = try CompositorHarness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        view.backgroundColor = .red
        let child = UIView(frame: CGRect(x: 0, y: 60, width: 80, height: 20))
        child.backgroundColor = .blue
        view.addSubview(child)
        let mask = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 80))
        mask.backgroundColor = .black
        view.mask = mask
        h.window.addSubview(view)
        let image = try h.snapshot()
        expectPixel(image, 20, 20, red)
        expectPixel(image, 60, 20, white)
        expectPixel(image, 20, 70, blue)
        expectPixel(image, 60, 70, white)
        #expect(h.compositor.lastFrameStats.offscreenPasses == 0, "a solid mask is an exact clip")
        mask.alpha = 0.5
        expectPixel(try h.snapshot(), 20, 20, Pixel(r: 255, g: 128, b: 128, a: 255), tolerance: 1)
        #expect(h.compositor.lastFrameStats.offscreenPasses == 1, "faded over overlapping parts: one group pass")
    }

    @Test("A 3D rotation about y narrows the layer; perspective keeps the centre in place")
    func threeD() throws {
        let h = try CompositorHarness()
        let view = UIView(frame: CGRect(x: 30, y: 30, width: 40, height: 40))
        view.backgroundColor = .red
        view.layer.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)  // cos 60° = 0.5: 20 wide
        h.window.addSubview(view)
        var image = try h.snapshot()
        expectPixel(image, 50, 50, red)
        expectPixel(image, 58, 50, red)
        expectPixel(image, 62, 50, white)
        var t = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
        t.m34 = -1 / 200
        view.layer.transform = t
        image = try h.snapshot()
        expectPixel(image, 50, 50, red)
        try h.expectNoGLErrors()
    }
}
