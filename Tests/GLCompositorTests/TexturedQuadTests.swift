import Foundation
import GLCompositor
import Graphics
import LayerTree
import Testing

/// A 64×64 Cairo bitmap: the left half opaque red, the right half blue at 50% alpha,
/// with an opaque white 8×8 marker in the top-left corner to show orientation.
func makeTestBitmap() throws -> PixelImage {
    let canvas = try BitmapCanvas(width: 64, height: 64)
    let cg = canvas.context
    cg.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    cg.fill(CGRect(x: 0, y: 0, width: 32, height: 64))
    cg.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
    cg.fill(CGRect(x: 32, y: 0, width: 32, height: 64))
    cg.setFillColor(red: 1, green: 1, blue: 1, alpha: 1)
    cg.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
    return canvas.makeImage()
}

/// Premultiplied source-over, the blend the compositor uses: `src + dst × (1 − src.a)`.
func over(_ src: Pixel, _ dst: Pixel) -> Pixel {
    func channel(_ s: UInt8, _ d: UInt8) -> UInt8 {
        UInt8((Double(s) + Double(d) * (1 - Double(src.a) / 255)).rounded())
    }
    return Pixel(r: channel(src.r, dst.r), g: channel(src.g, dst.g), b: channel(src.b, dst.b), a: channel(src.a, dst.a))
}

@Suite("Textured quads from Cairo bitmaps")
struct TexturedQuadTests {
    static let green = Pixel(r: 0, g: 255, b: 0, a: 255)

    @Test("The Cairo bitmap is premultiplied BGRA as drawn")
    func bitmapContents() throws {
        let bitmap = try makeTestBitmap()
        #expect(bitmap[20, 40] == Pixel(r: 255, g: 0, b: 0, a: 255))
        #expect(bitmap[4, 4] == Pixel(r: 255, g: 255, b: 255, a: 255))
        let blue = bitmap[50, 40]
        #expect(blue.r == 0 && blue.g == 0 && abs(Int(blue.b) - 128) <= 1 && blue.b == blue.a)
    }

    @Test("A textured quad blends premultiplied over its target", arguments: [false, true])
    func texturedQuadBlends(disablingBGRA: Bool) throws {
        let bitmap = try makeTestBitmap()
        let options = GLContextOptions(backends: [.surfaceless], disablesBGRAExtensions: disablingBGRA)
        try withTestContext(options) { context in
            let painter = try QuadPainter(context: context)
            let target = try context.makeRenderTarget(width: 96, height: 96)
            context.clear(target, to: PremultipliedRGBA(Self.green))
            let texture = try context.makeTexture(from: bitmap)
            painter.draw(texture, in: CGRect(x: 16, y: 16, width: 64, height: 64), in: target)
            let image = try context.readPixels(target)

            expectPixel(image, 16 + 20, 16 + 40, Pixel(r: 255, g: 0, b: 0, a: 255), "opaque red half")
            expectPixel(image, 16 + 50, 16 + 40, over(bitmap[50, 40], Self.green), tolerance: 1, "50% blue over green")
            expectPixel(image, 16 + 4, 16 + 4, Pixel(r: 255, g: 255, b: 255, a: 255), "marker stays top-left")
            expectPixel(image, 16 + 4, 16 + 60, Pixel(r: 255, g: 0, b: 0, a: 255), "no marker bottom-left")
            for (x, y) in [(8, 8), (88, 88), (8, 88), (88, 8), (15, 50), (80, 50)] {
                expectPixel(image, x, y, Self.green, "outside the quad")
            }
            #expect(painter.drawCalls == 1)
        }
    }

    @Test("Opacity scales the premultiplied texel before blending")
    func opacity() throws {
        let bitmap = try makeTestBitmap()
        try withTestContext { context in
            let painter = try QuadPainter(context: context)
            let target = try context.makeRenderTarget(width: 64, height: 64)
            context.clear(target, to: PremultipliedRGBA(Self.green))
            let texture = try context.makeTexture(from: bitmap)
            painter.draw(texture, in: CGRect(x: 0, y: 0, width: 64, height: 64), opacity: 0.5, in: target)
            let image = try context.readPixels(target)
            // 0.5 × opaque red = (128, 0, 0, 128); over green: (128, 127, 0, 255).
            expectPixel(image, 20, 40, Pixel(r: 128, g: 127, b: 0, a: 255), tolerance: 1)
        }
    }

    @Test("A quarter turn about the quad's centre moves the marker to the top-right")
    func rotation() throws {
        let bitmap = try makeTestBitmap()
        try withTestContext { context in
            let painter = try QuadPainter(context: context)
            let target = try context.makeRenderTarget(width: 64, height: 64)
            let texture = try context.makeTexture(from: bitmap)
            // Rotate about (32, 32): move the centre to the origin, turn, move back.
            var transform = CATransform3DMakeTranslation(-32, -32, 0)
            transform = CATransform3DConcat(transform, CATransform3DMakeRotation(.pi / 2, 0, 0, 1))
            transform = CATransform3DConcat(transform, CATransform3DMakeTranslation(32, 32, 0))
            painter.draw(texture, in: CGRect(x: 0, y: 0, width: 64, height: 64), transform: transform, in: target)
            let image = try context.readPixels(target)
            // Clockwise on a y-down screen: top-left → top-right, left half (red) → top half.
            expectPixel(image, 59, 4, Pixel(r: 255, g: 255, b: 255, a: 255), "marker")
            expectPixel(image, 4, 4, Pixel(r: 255, g: 0, b: 0, a: 255), "red half now on top")
            expectPixel(image, 40, 50, bitmap[50, 40], tolerance: 1, "blue half now at the bottom")
        }
    }

    @Test("A partial upload changes only its region")
    func partialUpload() throws {
        let bitmap = try makeTestBitmap()
        var patch = PixelImage(width: 64, height: 64)
        for y in 40..<48 { for x in 40..<56 { patch[x, y] = Pixel(r: 0, g: 0, b: 0, a: 255) } }
        try withTestContext { context in
            let painter = try QuadPainter(context: context)
            let target = try context.makeRenderTarget(width: 64, height: 64)
            let texture = try context.makeTexture(from: bitmap)
            let uploaded = try context.upload(patch, to: texture, region: PixelRect(x: 40, y: 40, width: 16, height: 8))
            #expect(uploaded == 16 * 8 * 4)
            painter.draw(texture, in: CGRect(x: 0, y: 0, width: 64, height: 64), in: target)
            let image = try context.readPixels(target)
            expectPixel(image, 44, 44, Pixel(r: 0, g: 0, b: 0, a: 255), "patched")
            expectPixel(image, 44, 52, bitmap[44, 52], tolerance: 1, "below the patch")
            expectPixel(image, 20, 44, Pixel(r: 255, g: 0, b: 0, a: 255), "left of the patch")
            #expect(throws: GLError.self) {
                try context.upload(patch, to: texture, region: PixelRect(x: 60, y: 0, width: 8, height: 8))
            }
        }
    }

    @Test("Non-finite geometry and opacity never reach GL")
    func nonFiniteGeometry() throws {
        try withTestContext { context in
            let painter = try QuadPainter(context: context)
            let target = try context.makeRenderTarget(width: 8, height: 8)
            var broken = CATransform3DIdentity
            broken.m41 = .nan
            painter.fill(
                CGRect(x: 0, y: 0, width: 8, height: 8), with: PremultipliedRGBA(Self.green),
                transform: broken, in: target)
            painter.fill(
                CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 8), with: PremultipliedRGBA(Self.green),
                in: target)
            #expect(painter.rejectedDraws == 2 && painter.drawCalls == 0)
            #expect(try context.readPixels(target).bytes.allSatisfy { $0 == 0 })
        }
    }

    @Test("A texture over the driver's maximum size is refused with a clear error")
    func textureTooLarge() throws {
        try withTestContext { context in
            let limit = context.capabilities.maxTextureSize
            #expect(throws: GLError.invalidSize(width: limit + 1, height: 16, limit: limit)) {
                try context.makeTexture(width: limit + 1, height: 16)
            }
            #expect(throws: GLError.self) { try context.makeTexture(width: 0, height: 16) }
        }
    }
}
