/// A CPU image in the package's one pixel format: premultiplied BGRA8, rows top to bottom.
///
/// This is Cairo's `CAIRO_FORMAT_ARGB32` as it lies in memory on a little-endian machine, and the
/// format the GL compositor uploads and reads back, so no stage converts pixels on the way.
/// Rows are tightly packed: `bytesPerRow == width * 4`.
public struct PixelImage: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// Premultiplied B, G, R, A bytes; `bytes.count == bytesPerRow * height`.
    public internal(set) var bytes: [UInt8]

    public var bytesPerRow: Int { width * 4 }

    /// A fully transparent image.
    /// - Precondition: `width` and `height` are not negative.
    public init(width: Int, height: Int) {
        precondition(width >= 0 && height >= 0, "PixelImage size must not be negative: \(width)x\(height)")
        self.width = width
        self.height = height
        self.bytes = [UInt8](repeating: 0, count: width * height * 4)
    }

    /// Wraps premultiplied BGRA8 bytes.
    /// - Throws: ``PixelImageError/sizeMismatch(expected:actual:)`` when `bytes` does not hold `width * height` pixels.
    public init(width: Int, height: Int, premultipliedBGRA bytes: [UInt8]) throws(PixelImageError) {
        guard width >= 0, height >= 0 else { throw .invalidSize(width: width, height: height) }
        guard bytes.count == width * height * 4 else {
            throw .sizeMismatch(expected: width * height * 4, actual: bytes.count)
        }
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// Builds an image from straight (non-premultiplied) RGBA8 bytes, premultiplying them.
    public init(width: Int, height: Int, straightRGBA rgba: [UInt8]) throws(PixelImageError) {
        guard width >= 0, height >= 0 else { throw .invalidSize(width: width, height: height) }
        guard rgba.count == width * height * 4 else {
            throw .sizeMismatch(expected: width * height * 4, actual: rgba.count)
        }
        var bgra = [UInt8](repeating: 0, count: rgba.count)
        PixelConversion.premultiplyRGBAToBGRA(rgba, into: &bgra)
        self.width = width
        self.height = height
        self.bytes = bgra
    }

    /// The premultiplied pixel at column `x`, row `y` (row 0 is the top).
    /// - Precondition: the point lies inside the image.
    public subscript(x: Int, y: Int) -> Pixel {
        get {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)x\(height)")
            let i = y * bytesPerRow + x * 4
            return Pixel(r: bytes[i + 2], g: bytes[i + 1], b: bytes[i], a: bytes[i + 3])
        }
        set {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)x\(height)")
            let i = y * bytesPerRow + x * 4
            bytes[i] = newValue.b
            bytes[i + 1] = newValue.g
            bytes[i + 2] = newValue.r
            bytes[i + 3] = newValue.a
        }
    }

    /// The image as straight (un-premultiplied) RGBA8 bytes, rows top to bottom.
    public func straightRGBA() -> [UInt8] {
        var rgba = [UInt8](repeating: 0, count: bytes.count)
        PixelConversion.unpremultiplyBGRAToRGBA(bytes, into: &rgba)
        return rgba
    }

    /// Gives the bytes to `body` for in-place writing (for readback and drawing).
    public mutating func withUnsafeMutableBytes<R>(_ body: (UnsafeMutableRawBufferPointer) throws -> R) rethrows -> R {
        try bytes.withUnsafeMutableBytes(body)
    }
}

/// Why a ``PixelImage`` could not be made or decoded.
public enum PixelImageError: Error, Equatable, CustomStringConvertible {
    case invalidSize(width: Int, height: Int)
    case sizeMismatch(expected: Int, actual: Int)
    case pngDecodingFailed(String)
    case pngEncodingFailed(String)
    case surfaceCreationFailed(String)

    public var description: String {
        switch self {
        case .invalidSize(let w, let h): "invalid image size \(w)x\(h)"
        case .sizeMismatch(let expected, let actual): "pixel data holds \(actual) bytes, expected \(expected)"
        case .pngDecodingFailed(let why): "PNG decoding failed: \(why)"
        case .pngEncodingFailed(let why): "PNG encoding failed: \(why)"
        case .surfaceCreationFailed(let why): why
        }
    }
}

extension PixelImage {
    /// True when every pixel has alpha 255 (an empty image counts as opaque).
    public var isFullyOpaque: Bool {
        bytes.withUnsafeBufferPointer { buffer in
            var index = 3
            while index < buffer.count {
                if buffer[index] != 255 { return false }
                index += 4
            }
            return true
        }
    }
}

extension PixelImage {
    /// The image with every pixel `color` at the pixel's own alpha (times the colour's): a
    /// template image's shape filled with a tint. Premultiplied, like every pixel here.
    public func filledKeepingAlpha(with color: CGColor) -> PixelImage {
        var result = self
        let red = Double(color.red), green = Double(color.green), blue = Double(color.blue), alpha = Double(color.alpha)
        for offset in stride(from: 0, to: bytes.count, by: 4) {
            let a = Double(bytes[offset + 3]) / 255 * alpha
            result.bytes[offset] = UInt8((blue * a * 255).rounded())
            result.bytes[offset + 1] = UInt8((green * a * 255).rounded())
            result.bytes[offset + 2] = UInt8((red * a * 255).rounded())
            result.bytes[offset + 3] = UInt8((a * 255).rounded())
        }
        return result
    }
}
