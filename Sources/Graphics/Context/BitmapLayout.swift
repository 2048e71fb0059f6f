/// Where the four bytes of an 8-bit RGB pixel with alpha (or a skipped byte) lie in memory, from
/// a CoreGraphics bitmap info: `premultipliedLast` is R G B A, `premultipliedFirst` A R G B, and a
/// 32-bit little-endian byte order reverses the four (so `premultipliedFirst | byteOrder32Little`
/// is B G R A — Cairo's and this package's own layout).
struct BitmapLayout: Equatable {
    let red: Int, green: Int, blue: Int, alpha: Int
    /// Whether the alpha byte is only padding: the pixels are opaque.
    let skipsAlpha: Bool

    /// The layout of `info`, or nil for the layouts a bitmap context cannot have here (no alpha
    /// byte, alpha only, straight alpha, floats, 16-bit orders), as CoreGraphics refuses most of them.
    init?(_ info: CGBitmapInfo) {
        guard info.intersection(.floatInfoMask).isEmpty, let alpha = info.alphaInfo else { return nil }
        let first: Bool
        switch alpha {
        case .premultipliedFirst, .noneSkipFirst: first = true
        case .premultipliedLast, .noneSkipLast: first = false
        default: return nil
        }
        var order = first ? [1, 2, 3, 0] : [0, 1, 2, 3]  // where r, g, b and a lie: A R G B or R G B A
        switch info.intersection(.byteOrderMask) {
        case .byteOrderDefault, .byteOrder32Big: break
        case .byteOrder32Little: order = order.map { 3 - $0 }
        default: return nil
        }
        (red, green, blue, self.alpha) = (order[0], order[1], order[2], order[3])
        skipsAlpha = alpha == .noneSkipFirst || alpha == .noneSkipLast
    }

    /// Cairo's ARGB32 on a little-endian machine: B G R A, premultiplied.
    var isNative: Bool { red == 2 && green == 1 && blue == 0 && alpha == 3 && !skipsAlpha }
}
