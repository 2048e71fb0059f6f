import Foundation
import GLCompositor
import Graphics
import LayerTree
import Testing

/// A 10×10 image: red top-left, green top-right, blue bottom-left, white bottom-right quadrants.
func quadrantImage() -> CGImage {
    var pixels = PixelImage(width: 10, height: 10)
    for y in 0..<10 {
        for x in 0..<10 {
            pixels[x, y] = y < 5 ? (x < 5 ? red : green) : (x < 5 ? blue : white)
        }
    }
    return CGImage(pixels: pixels)
}

@Suite("Compositor: contents placement, tiling, lifetime")
@MainActor
struct CompositorContentTests {
    func layerWithImage(_ h: CompositorHarness, frame: CGRect, gravity: CALayerContentsGravity) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.contents = quadrantImage()
        layer.contentsGravity = gravity
        h.window.layer.addSublayer(layer)
        h.window.backgroundColor = .black
        return layer
    }

    @Test("Gravity resize stretches; center and corners place the image at its natural size")
    func gravity() throws {
        let h = try CompositorHarness()
        let layer = layerWithImage(h, frame: CGRect(x: 20, y: 20, width: 40, height: 40), gravity: .resize)
        var image = try h.snapshot()
        expectPixel(image, 25, 25, red)
        expectPixel(image, 55, 25, green)
        expectPixel(image, 25, 55, blue)
        expectPixel(image, 55, 55, white)
        layer.contentsGravity = .center  // 10×10 at (35, 35)
        image = try h.snapshot()
        expectPixel(image, 36, 36, red)
        expectPixel(image, 44, 44, white)
        expectPixel(image, 30, 30, Pixel(r: 0, g: 0, b: 0, a: 255))
        layer.contentsGravity = .bottomRight  // 10×10 at (50, 50)
        image = try h.snapshot()
        expectPixel(image, 51, 51, red)
        expectPixel(image, 45, 45, Pixel(r: 0, g: 0, b: 0, a: 255))
        layer.contentsGravity = .top  // 10×10 at (35, 20)
        image = try h.snapshot()
        expectPixel(image, 36, 21, red)
        expectPixel(image, 44, 29, white)
    }

    @Test("Aspect fit letterboxes; aspect fill overflows the bounds")
    func aspect() throws {
        let h = try CompositorHarness()
        let layer = layerWithImage(h, frame: CGRect(x: 0, y: 20, width: 80, height: 40), gravity: .resizeAspect)
        var image = try h.snapshot()
        // Fit: 40×40 centred at x 20…60.
        expectPixel(image, 21, 21, red)
        expectPixel(image, 59, 59, white)
        expectPixel(image, 10, 40, Pixel(r: 0, g: 0, b: 0, a: 255))
        layer.contentsGravity = .resizeAspectFill  // 80×80 centred on y 40: y 0…80
        image = try h.snapshot()
        expectPixel(image, 10, 5, red, "fill overflows the bounds (no masksToBounds)")
        expectPixel(image, 70, 75, white)
        layer.masksToBounds = true
        image = try h.snapshot()
        expectPixel(image, 10, 5, Pixel(r: 0, g: 0, b: 0, a: 255))
        expectPixel(image, 10, 25, red)
    }

    @Test("contentsRect shows part of the image")
    func contentsRect() throws {
        let h = try CompositorHarness()
        let layer = layerWithImage(h, frame: CGRect(x: 0, y: 0, width: 40, height: 40), gravity: .resize)
        layer.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 0.5)  // the green quadrant
        let image = try h.snapshot()
        expectPixel(image, 5, 5, green)
        expectPixel(image, 35, 35, green)
    }

    @Test("contentsCenter stretches the middle and keeps the caps (nine-part scaling)")
    func nineSlice() throws {
        let h = try CompositorHarness()
        // 9×9: a 3-pixel red frame around a blue middle.
        var pixels = PixelImage(width: 9, height: 9)
        for y in 0..<9 { for x in 0..<9 { pixels[x, y] = (3..<6).contains(x) && (3..<6).contains(y) ? blue : red } }
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 10, width: 60, height: 30)
        layer.contents = CGImage(pixels: pixels)
        layer.contentsCenter = CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
        h.window.layer.addSublayer(layer)
        let image = try h.snapshot()
        expectPixel(image, 11, 25, red, "left cap stays 3 wide")
        expectPixel(image, 25, 25, blue, "the middle stretches")
        expectPixel(image, 55, 25, blue)
        expectPixel(image, 68, 25, red, "right cap")
        expectPixel(image, 40, 11, red, "top cap")
        expectPixel(image, 40, 38, red, "bottom cap")
    }

    @Test("Contents larger than the texture limit are tiled without seams")
    func tiling() throws {
        func render(maxTile: Int?) throws -> (PixelImage, FrameStats) {
            let h = try CompositorHarness(width: 300, height: 200, options: CompositorOptions(maxTileSize: maxTile))
            var pixels = PixelImage(width: 300, height: 200)
            for y in 0..<200 {
                for x in 0..<300 { pixels[x, y] = Pixel(r: UInt8(x % 256), g: UInt8(y), b: UInt8((x + y) % 256), a: 255) }
            }
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
            layer.contents = CGImage(pixels: pixels)
            layer.transform = CATransform3DMakeScale(0.9, 0.9, 1)  // resample across tile seams
            h.window.layer.addSublayer(layer)
            let stats = try h.render()
            return (try h.context.withCurrent { try h.context.readPixels(h.compositor.lastWindowTarget!) }, stats)
        }
        let (whole, wholeStats) = try render(maxTile: nil)
        let (tiled, tiledStats) = try render(maxTile: 64)
        #expect(wholeStats.texturesUploaded == 1 && tiledStats.texturesUploaded == 20, "5 × 4 tiles of 62 pixels plus a border")
        var worst = 0
        for y in 0..<200 { for x in 0..<300 { worst = max(worst, whole[x, y].maxChannelDifference(to: tiled[x, y])) } }
        #expect(worst <= 1, "tiled output differs from untiled by \(worst)")
    }

    @Test("A 100,000 × 100,000-point layer: a background renders, drawn content is refused clearly, no GL error")
    func hugeLayer() throws {
        let h = try CompositorHarness()
        let huge = UIView(frame: CGRect(x: 50, y: 50, width: 100_000, height: 100_000))
        huge.backgroundColor = .red
        h.window.addSubview(huge)
        expectPixel(try h.snapshot(), 60, 60, red)
        let drawn = SolidDrawnView(frame: CGRect(x: 0, y: 0, width: 100_000, height: 100_000), color: .blue)
        h.window.addSubview(drawn)
        var diagnostics: [Diagnostic] = []
        var image: PixelImage?
        diagnostics = try LayerTreeDiagnostics.capturing { image = try h.snapshot() }
        #expect(diagnostics.contains { $0.problem.contains("backing store") }, "\(diagnostics)")
        expectPixel(image!, 60, 60, red)
        try h.expectNoGLErrors()
    }

    @Test("Building, rendering and dropping 10,000 views returns GL objects and texture bytes to where they started")
    func noLeaks() throws {
        let h = try CompositorHarness(width: 400, height: 250)
        let warmUp = (0..<2).map { i in SolidDrawnView(frame: CGRect(x: i * 4, y: 0, width: 4, height: 4), color: .green) }
        warmUp.forEach(h.window.addSubview)
        try h.render()  // compiles the programs the views need (one content, a batch of them); they stay cached
        for view in warmUp { view.removeFromSuperview() }
        try h.render()
        try h.context.withCurrent { h.context.collectGarbage() }
        let objectsBefore = h.context.liveObjectCount
        let bytesBefore = h.compositor.lastFrameStats.textureBytesResident
        var views: [UIView] = []
        for i in 0..<10_000 {
            let view = SolidDrawnView(
                frame: CGRect(x: CGFloat(i % 100) * 4, y: CGFloat(i / 100) * 2.5, width: 4, height: 2), color: .green)
            views.append(view)
            h.window.addSubview(view)
        }
        let stats = try h.render()
        #expect(stats.textureBytesResident > bytesBefore && h.context.liveObjectCount > objectsBefore && stats.atlasPages == 1)
        for view in views { view.removeFromSuperview() }
        views.removeAll()
        let after = try h.render()
        try h.context.withCurrent { h.context.collectGarbage() }
        #expect(after.textureBytesResident == bytesBefore && after.atlasPages == 0)
        #expect(h.context.liveObjectCount == objectsBefore)
        try h.expectNoGLErrors()
    }
}

@Suite("Compositor: budget and degenerate geometry")
@MainActor
struct CompositorBudgetTests {
    @Test("Over the texture budget, least recently used contents are evicted and re-uploaded when needed again")
    func budgetEviction() throws {
        // Each 50×50 content is 10,000 bytes; the budget holds two.
        let h = try CompositorHarness(options: CompositorOptions(textureBudgetBytes: 20_000))
        let views = (0..<3).map { i in
            SolidDrawnView(
                frame: CGRect(x: CGFloat(i) * 30, y: 0, width: 50, height: 50), color: [UIColor.red, .green, .blue][i])
        }
        views.forEach(h.window.addSubview)
        var stats = try h.render()  // all three are drawn this frame: none can be evicted yet
        #expect(stats.evictions == 0 && stats.textureBytesResident == 30_000)
        views[2].center.x = 1000  // still in the tree, but off the target: not drawn
        stats = try h.render()
        #expect(stats.evictions == 1 && stats.textureBytesResident == 20_000, "least recently used, over budget")
        views[2].center.x = 85
        stats = try h.render()
        #expect(stats.bytesUploaded == 10_000 && stats.drawRectCalls == 0)
        views[0].isHidden = true
        views[1].isHidden = true
        stats = try h.render()
        #expect(stats.evictions >= 2 && stats.textureBytesResident == 10_000, "hidden contents leave the cache")
        views[0].isHidden = false
        stats = try h.render()
        #expect(stats.bytesUploaded == 10_000 && stats.drawRectCalls == 0, "re-uploaded from the kept bitmap, not redrawn")
        expectPixel(try h.snapshot(), 5, 5, red)
    }

    @Test("A perspective that puts part of a layer behind the eye draws no garbage and leaves no GL error")
    func behindTheEye() throws {
        let h = try CompositorHarness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .red
        var t = CATransform3DMakeRotation(1.4, 0, 1, 0)
        t.m34 = -1 / 40
        view.layer.transform = t
        view.clipsToBounds = true
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        child.backgroundColor = .blue
        view.addSubview(child)
        h.window.addSubview(view)
        let image = try h.snapshot()
        try h.expectNoGLErrors()
        // The near edge (x = 0 turns towards the eye and past it) projects off the target; what
        // shows is the far part, squeezed towards the centre: blue over red, never anything else.
        var shown = 0
        for y in stride(from: 0, to: image.height, by: 5) {
            for x in stride(from: 0, to: image.width, by: 5) {
                let p = image[x, y]
                #expect(p == white || p.b > 0 && p.g == 0, "(\(x), \(y)) is \(p): only the window or the blue child")
                if p != white { shown += 1 }
            }
        }
        #expect(shown > 0, "part of the layer is in front of the eye and drawn")
    }
}
