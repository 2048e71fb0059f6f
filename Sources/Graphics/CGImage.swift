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
}
