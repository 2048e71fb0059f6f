import Foundation
import Graphics
import Testing

@Suite("CGContext(data:…) bitmap contexts, makeImage and clip(to:mask:), as iOS code uses them")
struct BitmapContextTests {
    /// The RGBA bytes of the pixel at column `x`, row `y` (row 0 first in memory) of `bytes`.
    private func rgba(_ bytes: [UInt8], width: Int, _ x: Int, _ y: Int) -> [UInt8] {
        Array(bytes[(y * width + x) * 4..<(y * width + x) * 4 + 4])
    }

    @Test("An RGBA context over an app's array: y up from the bottom row, premultiplied, read back from memory")
    func rgbaArray() throws {
        let width = 4, height = 4
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let info = CGImageAlphaInfo.premultipliedLast.rawValue
        pixels.withUnsafeMutableBytes { memory in
            let context = CGContext(
                data: memory.baseAddress, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info)!
            context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))  // the bottom row: memory's last
            context.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
            context.fill(CGRect(x: 0, y: 3, width: 2, height: 1))  // the top row, left half
        }
        #expect(rgba(pixels, width: width, 0, 3) == [255, 0, 0, 255], "red along memory's last row")
        #expect(rgba(pixels, width: width, 0, 0) == [0, 0, 128, 128], "half blue, premultiplied, in the first row")
        #expect(rgba(pixels, width: width, 3, 0) == [0, 0, 0, 0])
    }

    @Test("A context over existing pixels draws over them; nil data gives memory of its own; makeImage")
    func existingPixelsAndOwnMemory() throws {
        var pixels = [UInt8](repeating: 0, count: 2 * 2 * 4)
        pixels[0...3] = [0, 255, 0, 255]  // the top-left pixel green (RGBA)
        let info = CGImageAlphaInfo.premultipliedLast.rawValue
        let image = pixels.withUnsafeMutableBytes { memory -> CGImage? in
            let context = CGContext(
                data: memory.baseAddress, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 8,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info)!
            context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
            context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))  // bottom right
            return context.makeImage()
        }
        #expect(rgba(pixels, width: 2, 0, 0) == [0, 255, 0, 255], "kept")
        #expect(rgba(pixels, width: 2, 1, 1) == [0, 0, 255, 255], "drawn")
        #expect(image?.pixels[0, 0] == Pixel(r: 0, g: 255, b: 0, a: 255) && image?.pixels[1, 1].b == 255)

        let own = try #require(
            CGContext(
                data: nil, width: 3, height: 2, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.noneSkipFirst.rawValue))
        own.setFillColor(red: 1, green: 1, blue: 1, alpha: 0.5)
        own.fill(CGRect(x: 0, y: 0, width: 3, height: 2))
        let memory = try #require(own.data).assumingMemoryBound(to: UInt8.self)
        #expect(Array(UnsafeBufferPointer(start: memory, count: 4)) == [255, 128, 128, 128], "x R G B: white at half over black")
        #expect(own.makeImage()?.pixels[0, 0].a == 255, "a skipped alpha makes an opaque image")
        #expect(own.bytesPerRow == 12 && own.alphaInfo == .noneSkipFirst && own.colorSpace?.model == .rgb)
    }

    @Test("BGRA (premultipliedFirst, 32-bit little endian) draws straight into the memory")
    func nativeLayout() throws {
        var pixels = [UInt8](repeating: 0, count: 2 * 1 * 4)
        let info = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        pixels.withUnsafeMutableBytes { memory in
            let context = CGContext(
                data: memory.baseAddress, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 8,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info)!
            #expect(context.data == memory.baseAddress)
            context.setFillColor(red: 1, green: 0.5, blue: 0, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        #expect(Array(pixels[0...3]) == [0, 128, 255, 255], "B G R A")
    }

    @Test("Layouts CoreGraphics cannot draw here are refused")
    func refused() {
        let rgb = CGColorSpaceCreateDeviceRGB()
        #expect(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 16, bytesPerRow: 0, space: rgb, bitmapInfo: 1) == nil)
        #expect(
            CGContext(
                data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceGray(),
                bitmapInfo: CGImageAlphaInfo.none.rawValue) == nil)
        #expect(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 8, space: rgb, bitmapInfo: 1) == nil)
        #expect(CGContext(data: nil, width: -1, height: 4, bitsPerComponent: 8, bytesPerRow: 0, space: rgb, bitmapInfo: 1) == nil)
        #expect(
            CGContext(
                data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                bitmapInfo: CGImageAlphaInfo.last.rawValue) == nil, "straight alpha")
    }

    @Test("clip(to:mask:) keeps painting inside the mask's alpha; restoreGState lifts it; masks intersect")
    func maskClip() throws {
        let rgb = CGColorSpaceCreateDeviceRGB()
        // A 4×1 mask: its left half opaque, its right half clear (stretched over two rows).
        let maskContext = try #require(
            CGContext(
                data: nil, width: 4, height: 1, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        maskContext.setFillColor(red: 0, green: 0, blue: 0, alpha: 1)
        maskContext.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        let mask = try #require(maskContext.makeImage())
        let context = try #require(
            CGContext(
                data: nil, width: 4, height: 2, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        context.saveGState()
        context.clip(to: CGRect(x: 0, y: 0, width: 4, height: 2), mask: mask)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
        context.restoreGState()
        let image = try #require(context.makeImage())
        #expect(image.pixels[0, 0].r == 255 && image.pixels[1, 1].r == 255 && image.pixels[1, 0].a == 255, "the opaque half")
        #expect(image.pixels[3, 0].a == 0 && image.pixels[2, 1].a == 0, "its clear half")
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.fill(CGRect(x: 3, y: 0, width: 1, height: 1))
        #expect(context.makeImage()?.pixels[3, 1].b == 255, "restored: no mask any more")
        context.clear(CGRect(x: 0, y: 0, width: 4, height: 2))
        context.clip(to: CGRect(x: 0, y: 0, width: 4, height: 2), mask: mask)  // columns 0 and 1
        context.clip(to: CGRect(x: 1, y: 0, width: 4, height: 2), mask: mask)  // columns 1 and 2
        context.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
        let both = try #require(context.makeImage())
        #expect(both.pixels[1, 0].g == 255 && both.pixels[0, 0].a == 0 && both.pixels[2, 0].a == 0, "only column 1")
    }
}
