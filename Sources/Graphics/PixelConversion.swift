/// Pixel-format conversions between the package's premultiplied BGRA8 and straight RGBA8.
///
/// The loops run over unsafe buffer pointers with wrapping arithmetic so that release builds
/// vectorize them (see research/swift-feasibility.md §6).
public enum PixelConversion {
    /// Premultiplied BGRA8 → straight RGBA8. A pixel with alpha 0 becomes (0, 0, 0, 0).
    public static func unpremultiplyBGRAToRGBA(_ source: [UInt8], into destination: inout [UInt8]) {
        precondition(destination.count >= source.count)
        source.withUnsafeBufferPointer { src in
            destination.withUnsafeMutableBufferPointer { dst in
                var i = 0
                while i + 3 < src.count {
                    let a = UInt32(src[i + 3])
                    if a == 0 {
                        dst[i] = 0
                        dst[i + 1] = 0
                        dst[i + 2] = 0
                        dst[i + 3] = 0
                    } else {
                        dst[i] = unpremultiply(src[i + 2], alpha: a)
                        dst[i + 1] = unpremultiply(src[i + 1], alpha: a)
                        dst[i + 2] = unpremultiply(src[i], alpha: a)
                        dst[i + 3] = UInt8(a)
                    }
                    i &+= 4
                }
            }
        }
    }

    /// Straight RGBA8 → premultiplied BGRA8, rounding to nearest.
    public static func premultiplyRGBAToBGRA(_ source: [UInt8], into destination: inout [UInt8]) {
        precondition(destination.count >= source.count)
        source.withUnsafeBufferPointer { src in
            destination.withUnsafeMutableBufferPointer { dst in
                var i = 0
                while i + 3 < src.count {
                    let a = UInt32(src[i + 3])
                    dst[i] = premultiply(src[i + 2], alpha: a)
                    dst[i + 1] = premultiply(src[i + 1], alpha: a)
                    dst[i + 2] = premultiply(src[i], alpha: a)
                    dst[i + 3] = UInt8(a)
                    i &+= 4
                }
            }
        }
    }

    /// Swaps bytes 0 and 2 of every 4-byte pixel in place (RGBA ⇄ BGRA).
    public static func swapRedBlue(_ buffer: UnsafeMutableRawBufferPointer) {
        let pixels = buffer.bindMemory(to: UInt32.self)
        for i in pixels.indices {
            let p = pixels[i]
            pixels[i] = (p & 0xFF00_FF00) | ((p & 0x00FF_0000) >> 16) | ((p & 0x0000_00FF) << 16)
        }
    }

    @inline(__always)
    static func premultiply(_ c: UInt8, alpha a: UInt32) -> UInt8 {
        // Exact rounding of c * a / 255.
        let t = UInt32(c) &* a &+ 128
        return UInt8(truncatingIfNeeded: (t &+ (t >> 8)) >> 8)
    }

    @inline(__always)
    static func unpremultiply(_ c: UInt8, alpha a: UInt32) -> UInt8 {
        UInt8(min(255, (UInt32(c) &* 255 &+ a / 2) / a))
    }
}
