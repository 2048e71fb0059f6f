import Foundation
import Graphics
import Testing

@Suite("Images and image renderers")
@MainActor
struct ImageTests {
    func checker() -> PixelImage {
        var pixels = PixelImage(width: 8, height: 8)
        for y in 0..<8 { for x in 0..<8 { pixels[x, y] = (x < 4) == (y < 4) ? opaqueRed : opaqueBlue } }
        return pixels
    }

    @Test("PNG and JPEG data decode; scale comes from @2x names; damaged data is nil")
    func decoding() throws {
        let png = try #require(UIImage(cgImage: CGImage(pixels: checker())).pngData())
        let image = try #require(UIImage(data: png))
        #expect(image.size == CGSize(width: 8, height: 8) && image.cgImage?.pixels == checker())
        let jpeg = try #require(image.jpegData(compressionQuality: 0.95))
        #expect(jpeg.starts(with: [0xFF, 0xD8, 0xFF]))
        let decoded = try #require(UIImage(data: jpeg)?.cgImage?.pixels)
        #expect(decoded[1, 1].isClose(to: opaqueRed, tolerance: 40) && decoded[6, 1].isClose(to: opaqueBlue, tolerance: 40))
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("images-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try png.write(to: directory.appendingPathComponent("icon@2x.png"))
        let retina = try #require(UIImage(contentsOfFile: directory.appendingPathComponent("icon@2x.png").path))
        #expect(retina.scale == 2 && retina.size == CGSize(width: 4, height: 4))
        UIImage.searchDirectories = [directory.path]
        #expect(UIImage(named: "icon")?.scale == 2)
        #expect(UIImage(data: Data([1, 2, 3])) == nil && UIImage(data: Data([0xFF, 0xD8, 0xFF, 0])) == nil)
        #expect(UIImage(contentsOfFile: "/nonexistent.png") == nil && UIImage(named: "nothing-here") == nil)
    }

    @Test("Orientation turns the pixels upright")
    func orientation() {
        let image = UIImage(cgImage: CGImage(pixels: checker()), scale: 1, orientation: .right)
        #expect(image.cgImage!.pixels[0, 0] == opaqueBlue && image.imageOrientation == .right)
    }

    @Test("The image renderer draws at the format's scale with UIKit calls")
    func renderer() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format)
        let image = renderer.image { context in
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
            UIBezierPath(ovalIn: CGRect(x: 5, y: 0, width: 5, height: 5)).fill()
        }
        #expect(image.scale == 2 && image.size == CGSize(width: 10, height: 10))
        let pixels = image.cgImage!.pixels
        #expect(pixels.width == 20 && pixels[2, 10] == opaqueGreen && pixels[15, 5] == opaqueGreen && pixels[15, 15] == .clear)
        #expect(!renderer.pngData { _ in }.isEmpty)
        #expect(UIGraphicsImageRenderer(size: CGSize(width: -1, height: 5)).image { _ in }.size == .zero)
    }

    @Test("The old image-context functions push, capture and pop")
    func legacyContext() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), false, 1)
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 4))
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(image?.cgImage?.pixels[0, 0] == opaqueRed && image?.cgImage?.pixels[3, 0] == .clear)
        #expect(UIGraphicsGetCurrentContext() == nil && UIGraphicsGetImageFromCurrentImageContext() == nil)
    }

    @Test("Resizable images keep their caps and stretch the middle")
    func resizable() throws {
        var pixels = PixelImage(width: 6, height: 6)
        for y in 0..<6 { for x in 0..<6 { pixels[x, y] = (2..<4).contains(x) && (2..<4).contains(y) ? opaqueBlue : opaqueRed } }
        let image = UIImage(cgImage: CGImage(pixels: pixels))
            .resizableImage(withCapInsets: UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2), resizingMode: .stretch)
        let drawn = try render(width: 30, height: 30) { _ in image.draw(in: CGRect(x: 0, y: 0, width: 30, height: 30)) }
        expectPixel(drawn, 0, 15, opaqueRed, "left cap")
        expectPixel(drawn, 15, 15, opaqueBlue, "stretched middle")
        expectPixel(drawn, 29, 15, opaqueRed, "right cap")
    }

    @Test("UIRectFrame draws a one-point frame inside the rect; colours set fill and stroke")
    func rectFrame() throws {
        let image = try render(width: 10, height: 10) { _ in
            UIColor.blue.set()
            UIRectFrame(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        expectPixel(image, 0, 5, opaqueBlue)
        expectPixel(image, 9, 5, opaqueBlue)
        expectPixel(image, 1, 5, .clear)
    }

    @Test("UIColor components: RGB, white, HSB round trips")
    func colors() {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        UIColor(hue: 1.0 / 3.0, saturation: 1, brightness: 1, alpha: 0.5).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(abs(r) < 1e-9 && abs(g - 1) < 1e-9 && abs(b) < 1e-9 && a == 0.5)
        var h: CGFloat = 0, s: CGFloat = 0, v: CGFloat = 0
        UIColor.orange.getHue(&h, saturation: &s, brightness: &v, alpha: nil)
        #expect(abs(h - 30.0 / 360.0) < 1e-9 && s == 1 && v == 1)
        var w: CGFloat = 0
        #expect(UIColor.gray.getWhite(&w, alpha: nil) && w == 0.5 && !UIColor.red.getWhite(&w, alpha: nil))
        #expect(UIColor.red.withAlphaComponent(0.25).cgColor.alpha == 0.25)
    }
}

@Suite("Image contexts of sizes no bitmap can have")
@MainActor
struct OversizedImageContextTests {
    @Test("A renderer or a legacy context of 1e20 points or NaN: no context, no trap")
    func oversized() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        var drew = false
        _ = UIGraphicsImageRenderer(size: CGSize(width: 1e20, height: 10), format: format).image { _ in drew = true }
        #expect(!drew)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: CGFloat.nan, height: 1e30), false, 1)
        #expect(UIGraphicsGetCurrentContext() == nil)
        UIGraphicsEndImageContext()
    }
}
