import GLCompositor
import Graphics
import Testing

@Suite("Render targets and readback")
struct ReadbackTests {
    @Test(
        "Clearing a target reads back exact premultiplied values",
        arguments: [
            Pixel(r: 51, g: 102, b: 153, a: 255),
            Pixel(r: 40, g: 0, b: 20, a: 128),
            Pixel(r: 0, g: 0, b: 0, a: 0),
            Pixel(r: 255, g: 255, b: 255, a: 255),
        ])
    func clearReadsBackExactly(color: Pixel) throws {
        try withTestContext { context in
            let target = try context.makeRenderTarget(width: 7, height: 5)
            context.clear(target, to: PremultipliedRGBA(color))
            let image = try context.readPixels(target)
            #expect(image.width == 7 && image.height == 5 && image.bytesPerRow == 28)
            for y in 0..<5 { for x in 0..<7 { expectPixel(image, x, y, color) } }
        }
    }

    @Test("A new target starts transparent")
    func newTargetIsTransparent() throws {
        try withTestContext { context in
            let target = try context.makeRenderTarget(width: 3, height: 3)
            let image = try context.readPixels(target)
            #expect(image.bytes.allSatisfy { $0 == 0 })
        }
    }

    @Test("Readback without GL_EXT_read_format_bgra gives the same bytes")
    func readbackFallbackMatches() throws {
        let color = Pixel(r: 10, g: 200, b: 30, a: 255)
        var images: [PixelImage] = []
        for disable in [false, true] {
            try withTestContext(GLContextOptions(backends: [.surfaceless], disablesBGRAExtensions: disable)) { context in
                if disable { #expect(!context.capabilities.readsBGRA && !context.capabilities.uploadsBGRA) }
                let target = try context.makeRenderTarget(width: 4, height: 4)
                context.clear(target, to: PremultipliedRGBA(color))
                images.append(try context.readPixels(target))
            }
        }
        #expect(images[0] == images[1])
        expectPixel(images[1], 2, 2, color)
    }

    @Test("A readback region outside the target is an error, not a GL error")
    func readbackOutOfBounds() throws {
        try withTestContext { context in
            let target = try context.makeRenderTarget(width: 4, height: 4)
            #expect(throws: GLError.self) { try context.readPixels(target, region: PixelRect(x: 2, y: 2, width: 3, height: 1)) }
            let corner = try context.readPixels(target, region: PixelRect(x: 3, y: 3, width: 1, height: 1))
            #expect(corner.width == 1 && corner.height == 1)
        }
    }

    @Test(
        "Target sizes of zero, negative or over the driver's limit are refused before GL sees them",
        arguments: [(0, 10), (10, -1), (-5, -5), (Int.max, 1)])
    func invalidTargetSizes(width: Int, height: Int) throws {
        try withTestContext { context in
            #expect(throws: GLError.self) { try context.makeRenderTarget(width: width, height: height) }
            let limit = context.capabilities.maxRenderTargetSize
            #expect(throws: GLError.invalidSize(width: limit + 1, height: 1, limit: limit)) {
                try context.makeRenderTarget(width: limit + 1, height: 1)
            }
        }
    }

    @Test("A 1x1 and a non-power-of-two target work")
    func oddSizes() throws {
        try withTestContext { context in
            for (w, h) in [(1, 1), (333, 17)] {
                let target = try context.makeRenderTarget(width: w, height: h)
                context.clear(target, to: PremultipliedRGBA(Pixel(r: 1, g: 2, b: 3, a: 4)))
                let image = try context.readPixels(target)
                expectPixel(image, w - 1, h - 1, Pixel(r: 1, g: 2, b: 3, a: 4))
            }
        }
    }
}

@Suite("Copying pixels between render targets")
struct CopyPixelsTests {
    @Test("A region lands exactly where asked; the rest of the destination is untouched; drawing works after")
    func copiesExactly() throws {
        try withTestContext { context in
            let source = try context.makeRenderTarget(width: 8, height: 6)
            let destination = try context.makeRenderTarget(width: 10, height: 10)
            let red = Pixel(r: 255, g: 0, b: 0, a: 255), blue = Pixel(r: 0, g: 0, b: 255, a: 255)
            let grey = Pixel(r: 40, g: 40, b: 40, a: 255)
            context.clear(source, to: PremultipliedRGBA(red))
            context.clear(source, to: PremultipliedRGBA(blue), region: PixelRect(x: 2, y: 1, width: 3, height: 2))
            context.clear(destination, to: PremultipliedRGBA(grey))
            try context.copyPixels(PixelRect(x: 1, y: 1, width: 5, height: 3), from: source, to: destination, at: (4, 6))
            let image = try context.readPixels(destination)
            expectPixel(image, 4, 6, red, "source (1, 1)")
            expectPixel(image, 5, 6, blue, "source (2, 1), rows counted from the top in both")
            expectPixel(image, 7, 7, blue, "source (4, 2)")
            expectPixel(image, 8, 8, red, "source (5, 3)")
            expectPixel(image, 3, 6, grey, "left of the copy")
            expectPixel(image, 9, 9, grey, "below the copy")
            context.clear(destination, to: PremultipliedRGBA(blue), region: PixelRect(x: 0, y: 0, width: 2, height: 2))
            expectPixel(try context.readPixels(destination), 0, 0, blue, "the destination is bound for drawing again")
        }
    }

    @Test("Rects outside either target and copies onto the source itself are refused before GL sees them")
    func refusesBadInput() throws {
        try withTestContext { context in
            let a = try context.makeRenderTarget(width: 4, height: 4)
            let b = try context.makeRenderTarget(width: 4, height: 4)
            #expect(throws: GLError.self) {
                try context.copyPixels(PixelRect(x: 2, y: 2, width: 3, height: 3), from: a, to: b, at: (0, 0))
            }
            #expect(throws: GLError.self) {
                try context.copyPixels(PixelRect(x: 0, y: 0, width: 3, height: 3), from: a, to: b, at: (2, 0))
            }
            #expect(throws: GLError.self) {
                try context.copyPixels(PixelRect(x: 0, y: 0, width: 1, height: 1), from: a, to: a, at: (2, 2))
            }
        }
    }
}
