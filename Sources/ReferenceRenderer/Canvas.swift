import Foundation
import Graphics

/// A target the reference draws into: a premultiplied colour per pixel in floating point (no
/// rounding between steps), and beside it the *slack*: how far, as a fraction of full scale, a
/// faithful renderer may differ at that pixel. Slack grows where an edge crosses a pixel (a
/// renderer may cover it by any share) and where a source is evaluated approximately or stored
/// in 8 bits, and shrinks as opaque paint covers it.
final class Canvas {
    let width: Int
    let height: Int
    /// Premultiplied red, green, blue, alpha, rows top to bottom.
    var color: [Color]
    var slack: [Double]

    /// The error of one rounding to 8 bits, which every draw into a GPU target makes.
    static let quantum = 0.5 / 255

    init(width: Int, height: Int, fill: Color = .clear) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        color = Array(repeating: fill, count: self.width * self.height)
        slack = Array(repeating: 0, count: self.width * self.height)
    }

    /// Paints `source` (premultiplied, coverage and opacity applied) over the pixel at `index`.
    /// - Parameters:
    ///   - isEdge: an edge crosses the pixel, so a renderer may cover it by any share: the slack
    ///     grows by `potentialAlpha` (the alpha the source has where it covers fully).
    ///   - allowance: the source's own error here (approximation, or an 8-bit store it went through).
    func blend(_ source: Color, at index: Int, isEdge: Bool, potentialAlpha: Double, allowance: Double) {
        guard isEdge || source != .clear || allowance > 0 else { return }  // nothing added: exact in any renderer
        color[index] = source + color[index] * (1 - source.alpha)
        let below = isEdge ? slack[index] : slack[index] * min(1, 1 - source.alpha + allowance)
        slack[index] = below + (isEdge ? potentialAlpha : 0) + allowance + Self.quantum
    }

    /// Adds `source` to the pixel at `index` (the second half of a cross-fade's mix).
    func add(_ source: Color, at index: Int, slack extra: Double) {
        color[index] = color[index] + source
        slack[index] += extra + Self.quantum
    }

    /// The whole pixels a box covers any part of, within the canvas; nil when none.
    func pixels(touching box: CGRect?) -> (xs: Range<Int>, ys: Range<Int>)? {
        var minX = 0.0, minY = 0.0, maxX = Double(width), maxY = Double(height)
        if let box {
            guard box.minX.isFinite, box.minY.isFinite, box.maxX.isFinite, box.maxY.isFinite else { return nil }
            minX = max(minX, Double(box.minX).rounded(.down))
            minY = max(minY, Double(box.minY).rounded(.down))
            maxX = min(maxX, Double(box.maxX).rounded(.up))
            maxY = min(maxY, Double(box.maxY).rounded(.up))
        }
        guard maxX > minX, maxY > minY else { return nil }
        return (Int(minX)..<Int(maxX), Int(minY)..<Int(maxY))
    }

    /// The pixels as 8-bit premultiplied BGRA, each channel rounded and clamped to 0…1 (alpha
    /// first, so that colour never exceeds it).
    func makeImage() -> PixelImage {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        func level(_ v: Double) -> UInt8 { UInt8(min(max(v, 0), 1) * 255 + 0.5) }
        for (index, c) in color.enumerated() {
            let alpha = min(max(c.alpha, 0), 1)
            bytes[index * 4] = level(min(c.blue, alpha))
            bytes[index * 4 + 1] = level(min(c.green, alpha))
            bytes[index * 4 + 2] = level(min(c.red, alpha))
            bytes[index * 4 + 3] = level(alpha)
        }
        return (try? PixelImage(width: width, height: height, premultipliedBGRA: bytes)) ?? PixelImage(width: 0, height: 0)
    }
}
