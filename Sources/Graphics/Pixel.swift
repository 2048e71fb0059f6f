/// One premultiplied 8-bit RGBA pixel value, as tests and tools read it.
///
/// Storage in ``PixelImage`` is BGRA byte order; this type names the channels so that
/// assertions read as colours (`Pixel(r: 255, g: 0, b: 0, a: 255)` is opaque red).
public struct Pixel: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8
    public var a: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    public static let clear = Pixel(r: 0, g: 0, b: 0, a: 0)

    /// The largest difference between any two corresponding channels.
    public func maxChannelDifference(to other: Pixel) -> Int {
        max(
            abs(Int(r) - Int(other.r)), abs(Int(g) - Int(other.g)),
            abs(Int(b) - Int(other.b)), abs(Int(a) - Int(other.a)))
    }

    /// True when every channel is within `tolerance` of `other`'s.
    public func isClose(to other: Pixel, tolerance: Int) -> Bool {
        maxChannelDifference(to: other) <= tolerance
    }

    public var description: String { "(r: \(r), g: \(g), b: \(b), a: \(a))" }
}
