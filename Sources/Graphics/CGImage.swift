import Foundation

/// An immutable bitmap image: premultiplied BGRA8 pixels and their size.
public final class CGImage: Sendable {
    /// The pixels, rows top to bottom.
    public let pixels: PixelImage

    public init(pixels: PixelImage) {
        self.pixels = pixels
    }

    public var width: Int { pixels.width }
    public var height: Int { pixels.height }
    public var bytesPerRow: Int { pixels.bytesPerRow }
    public var bitsPerPixel: Int { 32 }
    public var bitsPerComponent: Int { 8 }
    /// sRGB: every image here is 8-bit premultiplied BGRA in sRGB.
    public var colorSpace: CGColorSpace? { CGColorSpace(name: CGColorSpace.sRGB) }

    /// The pixels inside `rect` (in pixels, y down; made integral outwards and clipped to the
    /// image), as a new image; nil when nothing of the image is inside.
    public func cropping(to rect: CGRect) -> CGImage? {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return nil }
        let area = rect.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !area.isNull, area.width >= 1, area.height >= 1 else { return nil }
        let x0 = Int(area.minX), y0 = Int(area.minY), w = Int(area.width), h = Int(area.height)
        var bytes = [UInt8](repeating: 0, count: w * h * 4)
        for row in 0..<h {
            let source = ((y0 + row) * width + x0) * 4
            bytes.replaceSubrange(row * w * 4..<(row + 1) * w * 4, with: pixels.bytes[source..<source + w * 4])
        }
        guard let cropped = try? PixelImage(width: w, height: h, premultipliedBGRA: bytes) else { return nil }
        return CGImage(pixels: cropped)
    }
}
