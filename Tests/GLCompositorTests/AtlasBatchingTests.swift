import Foundation
import GLCompositor
import Graphics
import LayerTree
import Testing

/// A `width` × `height` image whose neighbouring pixels all differ, and differ from another
/// seed's: a sample that read a neighbour's texels in an atlas would show.
func patternImage(width: Int, height: Int, seed: Int) -> CGImage {
    var pixels = PixelImage(width: width, height: height)
    for y in 0..<height {
        for x in 0..<width {
            pixels[x, y] = Pixel(
                r: UInt8((x * 37 + seed * 53) % 256), g: UInt8((y * 59 + seed * 29) % 256),
                b: UInt8((x * y * 13 + seed * 91) % 256), a: 255)
        }
    }
    return CGImage(pixels: pixels)
}

/// The colour of `image` at (x, y).
func pixel(of image: CGImage, _ x: Int, _ y: Int) -> Pixel { image.pixels[x, y] }

/// 48 small pattern contents, magnified (so linear filtering reaches their edges), some
/// turned, faded, cut by `contentsRect` or nine-part scaled.
@MainActor
func populateSmallContents(_ window: UIWindow) {
    window.backgroundColor = .black
    for i in 0..<48 {
        let layer = CALayer()
        let w = 5 + (i % 7) * 3, h = 4 + (i % 5) * 4
        layer.contents = patternImage(width: w, height: h, seed: i)
        layer.frame = CGRect(x: (i % 8) * 30 + 2, y: (i / 8) * 32 + 2, width: 26, height: 28)
        if i % 6 == 1 { layer.transform = CATransform3DMakeRotation(0.4, 0, 0, 1) }
        if i % 4 == 3 { layer.opacity = 0.6 }
        if i % 5 == 2 { layer.contentsRect = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5) }
        if i % 7 == 3 { layer.contentsCenter = CGRect(x: 0.3, y: 0.3, width: 0.4, height: 0.4) }
        window.layer.addSublayer(layer)
    }
}

@Suite("Compositor: small contents in atlases, textured draws batched")
@MainActor
struct AtlasBatchingTests {
    @Test("Contents drawn from an atlas equal their own textures drawn one by one, within 1/255, in fewer calls")
    func atlasEqualsOwnTextures() throws {
        let batched = try CompositorHarness(width: 242, height: 196)
        let single = try CompositorHarness(width: 242, height: 196, options: CompositorOptions(batchesDraws: false))
        populateSmallContents(batched.window)
        populateSmallContents(single.window)
        let batchedStats = try batched.render()
        let singleStats = try single.render()
        #expect(batchedStats.atlasPages == 1 && singleStats.atlasPages == 0)
        #expect(singleStats.batchedOps == 0 && batchedStats.batchedOps >= 30, "\(batchedStats.batchedOps) batched")
        #expect(
            batchedStats.drawCalls * 3 < singleStats.drawCalls,
            "\(batchedStats.drawCalls) calls batched vs \(singleStats.drawCalls)")
        #expect(batchedStats.bytesUploaded == singleStats.bytesUploaded, "content pixels, wherever they go")
        #expect(batchedStats.textureBytesResident == singleStats.textureBytesResident)
        let worst = largestChannelDifference(try batched.snapshot(), try single.snapshot())
        #expect(worst <= 1, "largest channel difference \(worst)")
        try batched.expectNoGLErrors()
    }

    @Test("1,100 small contents are ceil(1100 / 1024) instanced draws over the window's background, a clear")
    func manySmallContents() throws {
        let h = try CompositorHarness(width: 400, height: 280)
        var images: [CGImage] = []
        for i in 0..<1100 {
            let layer = CALayer()
            let image = patternImage(width: 8, height: 8, seed: i)
            images.append(image)
            layer.contents = image
            layer.frame = CGRect(x: (i % 40) * 10, y: (i / 40) * 10, width: 8, height: 8)
            h.window.layer.addSublayer(layer)
        }
        let stats = try h.render()
        #expect(stats.drawCalls == 2 && stats.clearedFills == 1, "\(stats.drawCalls) calls")
        #expect(stats.batchedOps == 1100 && stats.atlasPages == 1)
        let image = try h.snapshot()
        for i in [0, 1, 517, 1023, 1024, 1099] {
            let x = (i % 40) * 10, y = (i / 40) * 10
            expectPixel(image, x + 3, y + 5, pixel(of: images[i], 3, 5), "content \(i)")
            expectPixel(image, x, y, pixel(of: images[i], 0, 0), "content \(i)'s corner")
            expectPixel(image, x + 7, y + 7, pixel(of: images[i], 7, 7), "content \(i)'s far corner")
        }
        expectPixel(image, 9, 9, white, "the gap between contents")
        try h.expectNoGLErrors()
    }

    @Test("A dirty rect patches the atlas entry's region and leaves its neighbour alone")
    func dirtyRectInAtlas() throws {
        let h = try CompositorHarness(scale: 2)
        let left = SolidDrawnView(frame: CGRect(x: 0, y: 0, width: 30, height: 30), color: .red)
        let right = SolidDrawnView(frame: CGRect(x: 30, y: 0, width: 30, height: 30), color: .green)
        [left, right].forEach(h.window.addSubview)
        var stats = try h.render()
        #expect(stats.atlasPages == 1)
        left.color = .blue
        left.setNeedsDisplay(CGRect(x: 25, y: 10, width: 5, height: 4))  // at its right edge, next to `right`
        stats = try h.render()
        #expect(stats.drawRectCalls == 1 && stats.texturesUploaded == 1 && stats.bytesUploaded == 10 * 8 * 4)
        let image = try h.snapshot()
        expectPixel(image, 28 * 2, 12 * 2, blue, "the patched region")
        expectPixel(image, 10 * 2, 12 * 2, red, "the rest of the entry")
        expectPixel(image, 31 * 2, 12 * 2, green, "the neighbour")
        try h.expectNoGLErrors()
    }

    @Test("Entries of removed contents are freed and reused; an emptied atlas releases its page")
    func evictionAndReuse() throws {
        let h = try CompositorHarness(width: 200, height: 100)
        let warmUp = (0..<2).map { i in SolidDrawnView(frame: CGRect(x: i * 4, y: 0, width: 4, height: 4), color: .green) }
        warmUp.forEach(h.window.addSubview)
        try h.render()  // compiles the batched variant, which stays cached
        for view in warmUp { view.removeFromSuperview() }
        #expect(try h.render().atlasPages == 0)
        try h.context.withCurrent { h.context.collectGarbage() }
        let baseline = h.context.liveObjectCount
        func grid(_ color: UIColor, from first: Int) -> [SolidDrawnView] {
            (first..<(first + 10)).map { i in
                SolidDrawnView(frame: CGRect(x: (i % 10) * 20, y: (i / 10) * 20, width: 18, height: 18), color: color)
            }
        }
        let old = grid(.red, from: 0)
        old.forEach(h.window.addSubview)
        var stats = try h.render()
        #expect(stats.atlasPages == 1 && stats.textureBytesResident == 10 * 18 * 18 * 4)
        for view in old { view.removeFromSuperview() }
        let new = grid(.blue, from: 10)
        new.forEach(h.window.addSubview)
        stats = try h.render()
        #expect(stats.evictions == 10 && stats.atlasPages == 1, "the freed entries are reused, no second page")
        #expect(stats.textureBytesResident == 10 * 18 * 18 * 4)
        let image = try h.snapshot()
        expectPixel(image, 9, 29, blue, "a new content where an old entry was")
        expectPixel(image, 9, 9, white, "the removed content is gone")
        for view in new { view.removeFromSuperview() }
        stats = try h.render()
        try h.context.withCurrent { h.context.collectGarbage() }
        #expect(stats.atlasPages == 0 && stats.textureBytesResident == 0)
        #expect(h.context.liveObjectCount == baseline, "the page is gone")
        try h.expectNoGLErrors()
    }

    @Test("Contents fill a page, open a second, and a page whose entries all leave is released")
    func secondPage() throws {
        let h = try CompositorHarness(width: 200, height: 100)
        let layers = (0..<20).map { i -> CALayer in
            let layer = CALayer()
            layer.contents = patternImage(width: 500, height: 500, seed: i)  // sixteen to a 2048 page
            layer.frame = CGRect(x: (i % 10) * 20, y: (i / 10) * 20, width: 20, height: 20)
            h.window.layer.addSublayer(layer)
            return layer
        }
        var stats = try h.render()
        #expect(stats.atlasPages == 2)
        for layer in layers.prefix(16) { layer.removeFromSuperlayer() }
        stats = try h.render()
        #expect(stats.atlasPages == 1, "the first page emptied")
        try h.expectNoGLErrors()
    }

    @Test("A page left a quarter full moves its entries into another page's free space and is released")
    func compaction() throws {
        let h = try CompositorHarness(width: 200, height: 100)
        h.window.backgroundColor = .black
        var images: [CGImage] = []
        let layers = (0..<20).map { i -> CALayer in
            let layer = CALayer()
            images.append(patternImage(width: 500, height: 500, seed: i))
            layer.contents = images[i]
            layer.frame = CGRect(x: (i % 10) * 20, y: (i / 10) * 20, width: 500, height: 500)
            h.window.layer.addSublayer(layer)
            return layer
        }
        var stats = try h.render()
        #expect(stats.atlasPages == 2 && stats.atlasBytesMoved == 0)
        for layer in layers.prefix(14) { layer.removeFromSuperlayer() }  // the first page keeps two of its sixteen
        stats = try h.render()
        #expect(stats.atlasPages == 1, "the first page's last two entries moved to the second page")
        #expect(stats.atlasBytesMoved == 2 * 500 * 500 * 4 && stats.bytesUploaded == 0)
        layers[15].removeFromSuperlayer()  // uncovers the moved content 14 at (80, 20)
        let image = try h.snapshot()
        expectPixel(image, 80 + 15, 20 + 30, pixel(of: images[14], 15, 30), "a moved entry draws its own pixels")
        expectPixel(image, 180 + 5, 20 + 5, pixel(of: images[19], 5, 5), "an entry that stayed")
        try h.expectNoGLErrors()
    }

    @Test("A content larger than the atlas's entries keeps a texture of its own and draws right")
    func largeContentFallsBack() throws {
        let h = try CompositorHarness(width: 300, height: 100)
        let layer = CALayer()
        let image = patternImage(width: 600, height: 40, seed: 3)
        layer.contents = image
        layer.frame = CGRect(x: 0, y: 0, width: 600, height: 40)
        h.window.layer.addSublayer(layer)
        let stats = try h.render()
        #expect(stats.atlasPages == 0 && stats.textureBytesResident == 600 * 40 * 4)
        let snapshot = try h.snapshot()
        expectPixel(snapshot, 250, 20, pixel(of: image, 250, 20))
        try h.expectNoGLErrors()
    }

    @Test("Particles of one emitter cell are instances of one draw call")
    func particlesBatched() throws {
        func render(batching: Bool) throws -> (FrameStats, PixelImage, Int) {
            MediaClock.useManualTime(100)
            defer { MediaClock.useSystemTime() }
            let h = try CompositorHarness(width: 160, height: 120, options: CompositorOptions(batchesDraws: batching))
            h.window.backgroundColor = .black
            let emitter = CAEmitterLayer()
            emitter.frame = h.window.bounds
            emitter.emitterPosition = CGPoint(x: 80, y: 60)
            emitter.seed = 7
            let cell = CAEmitterCell()
            cell.contents = patternImage(width: 6, height: 6, seed: 1)
            cell.birthRate = 60
            cell.lifetime = 2
            cell.velocity = 30
            cell.emissionRange = .pi * 2
            cell.spin = 1
            cell.alphaSpeed = -0.3
            emitter.emitterCells = [cell]
            h.window.layer.addSublayer(emitter)
            try h.render()
            MediaClock.advance(by: 1.5)
            let stats = try h.render()
            let root = h.window.runUpdateCycle().root
            let plan = try h.context.withCurrent {
                h.compositor.plan(root, size: PixelSize(width: 160, height: 120), scale: 1)
            }
            return (stats, try h.snapshot(), plan.drawCount)
        }
        let (batched, batchedImage, particles) = try render(batching: true)
        let (single, singleImage, _) = try render(batching: false)
        #expect(particles > 50, "\(particles) operations")
        #expect(single.drawCalls >= particles - 1 && batched.drawCalls <= 3, "\(single.drawCalls) → \(batched.drawCalls)")
        let worst = largestChannelDifference(batchedImage, singleImage)
        #expect(worst <= 1, "largest channel difference \(worst)")
    }
}
