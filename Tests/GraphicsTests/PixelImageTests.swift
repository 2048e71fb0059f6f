import Foundation
import Graphics
import Testing

@Suite("PixelImage, pixel conversion and PNG")
struct PixelImageTests {
    @Test("Pixels are stored as premultiplied BGRA bytes, rows top first")
    func layout() throws {
        var image = PixelImage(width: 3, height: 2)
        image[2, 1] = Pixel(r: 10, g: 20, b: 30, a: 40)
        #expect(image.bytesPerRow == 12)
        #expect(Array(image.bytes[(12 + 8)..<(12 + 12)]) == [30, 20, 10, 40])
        #expect(image[2, 1] == Pixel(r: 10, g: 20, b: 30, a: 40))
    }

    @Test("Straight RGBA premultiplies on the way in and un-premultiplies on the way out")
    func straightAlphaConversion() throws {
        let rgba: [UInt8] = [255, 0, 0, 128, 10, 200, 30, 255, 77, 88, 99, 0]
        let image = try PixelImage(width: 3, height: 1, straightRGBA: rgba)
        #expect(image[0, 0] == Pixel(r: 128, g: 0, b: 0, a: 128))
        #expect(image[1, 0] == Pixel(r: 10, g: 200, b: 30, a: 255))
        #expect(image[2, 0] == .clear)
        #expect(image.straightRGBA() == [255, 0, 0, 128, 10, 200, 30, 255, 0, 0, 0, 0])
    }

    @Test("Premultiplying rounds to nearest for every channel and alpha")
    func premultiplyIsExact() throws {
        var rgba: [UInt8] = []
        for a in 0...255 { for c in stride(from: 0, through: 255, by: 15) { rgba += [UInt8(c), 0, 0, UInt8(a)] } }
        let image = try PixelImage(width: rgba.count / 4, height: 1, straightRGBA: rgba)
        for i in 0..<(rgba.count / 4) {
            let c = Double(rgba[i * 4]), a = Double(rgba[i * 4 + 3])
            #expect(Int(image[i, 0].r) == Int((c * a / 255).rounded()))
        }
    }

    @Test("Wrong byte counts and negative sizes are errors")
    func badInput() {
        #expect(throws: PixelImageError.sizeMismatch(expected: 16, actual: 3)) {
            try PixelImage(width: 2, height: 2, premultipliedBGRA: [1, 2, 3])
        }
        #expect(throws: PixelImageError.invalidSize(width: -1, height: 2)) {
            try PixelImage(width: -1, height: 2, straightRGBA: [])
        }
    }

    @Test("PNG round trip is exact for opaque pixels and keeps translucent ones within rounding")
    func pngRoundTrip() throws {
        var image = PixelImage(width: 5, height: 4)
        image[0, 0] = Pixel(r: 255, g: 0, b: 0, a: 255)
        image[4, 3] = Pixel(r: 1, g: 2, b: 3, a: 255)
        image[2, 2] = Pixel(r: 64, g: 32, b: 0, a: 128)
        let decoded = try PixelImage(pngData: try image.pngData())
        #expect(decoded.width == 5 && decoded.height == 4)
        #expect(decoded[0, 0] == image[0, 0] && decoded[4, 3] == image[4, 3] && decoded[1, 1] == .clear)
        #expect(decoded[2, 2].isClose(to: image[2, 2], tolerance: 1))
    }

    @Test("PNG files are written and read back")
    func pngFile() throws {
        var image = PixelImage(width: 2, height: 2)
        image[1, 0] = Pixel(r: 0, g: 255, b: 0, a: 255)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("pixelimage-\(UUID()).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try image.writePNG(to: path)
        #expect(try PixelImage(contentsOfPNGFile: path) == image)
    }

    @Test("Data that is not a PNG is a decoding error")
    func notAPNG() {
        #expect(throws: PixelImageError.self) { try PixelImage(pngData: Array("not a png".utf8)) }
        #expect(throws: PixelImageError.self) { try PixelImage(contentsOfPNGFile: "/nonexistent/file.png") }
        #expect(throws: PixelImageError.self) { try PixelImage(width: 0, height: 0).pngData() }
    }
}
