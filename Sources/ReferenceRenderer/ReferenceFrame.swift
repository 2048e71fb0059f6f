import Foundation
import Graphics

/// A frame drawn by the reference: its pixels, and per pixel the largest difference in any
/// channel (8-bit levels) that a faithful renderer may show there.
///
/// The tolerance is bounded by antialiasing coverage: a pixel no edge crosses allows one level
/// plus what the sources drawn there allow (half a level per 8-bit store, a level or two for
/// texture filtering, dithering or an approximated blur); a pixel an edge crosses allows, in
/// addition, the alpha of what covers it along that edge, since a renderer may cover an edge
/// pixel by any share (a GPU samples its centre, or ramps over one pixel). Opaque paint over a
/// pixel removes what was allowed below it.
public struct ReferenceFrame: Sendable {
    public let image: PixelImage
    /// Levels allowed per pixel, row by row.
    public let tolerances: [Int]

    /// The difference every pixel may show whatever was drawn: one level of rounding.
    public static let baseTolerance = 1

    init(_ canvas: Canvas) {
        image = canvas.makeImage()
        tolerances = canvas.slack.map { Self.baseTolerance + Int((min(max($0, 0), 1) * 255).rounded(.up)) }
    }

    /// The levels allowed at (x, y).
    public func tolerance(x: Int, y: Int) -> Int { tolerances[y * image.width + x] }

    /// Compares `other` (the same size) with this frame, pixel by pixel within the tolerances.
    public func compare(_ other: PixelImage) -> ReferenceComparison {
        ReferenceComparison(reference: self, candidate: other)
    }
}

/// Where a candidate image differs from a reference frame by more than the frame allows.
public struct ReferenceComparison: Sendable {
    /// A pixel beyond its tolerance.
    public struct Mismatch: Sendable, CustomStringConvertible {
        public let x: Int
        public let y: Int
        public let candidate: Pixel
        public let reference: Pixel
        public let tolerance: Int
        public var difference: Int { candidate.maxChannelDifference(to: reference) }
        public var description: String {
            "(\(x), \(y)): \(candidate) against \(reference), \(difference) levels apart (±\(tolerance) allowed)"
        }
    }

    /// Every pixel beyond its tolerance (all of them when the sizes differ: then empty, see ``sizesDiffer``).
    public let mismatches: [Mismatch]
    /// True when the candidate is not the reference's size.
    public let sizesDiffer: Bool
    /// Red where a pixel is beyond its tolerance, grey (the difference scaled ×8) where within.
    public let differenceImage: PixelImage

    init(reference: ReferenceFrame, candidate: PixelImage) {
        let image = reference.image
        guard candidate.width == image.width, candidate.height == image.height else {
            mismatches = []
            sizesDiffer = true
            differenceImage = PixelImage(width: 0, height: 0)
            return
        }
        sizesDiffer = false
        var found: [Mismatch] = []
        var bytes = [UInt8](repeating: 0, count: image.width * image.height * 4)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let c = candidate[x, y], r = image[x, y], allowed = reference.tolerance(x: x, y: y)
                let difference = c.maxChannelDifference(to: r)
                let offset = (y * image.width + x) * 4
                if difference > allowed {
                    found.append(Mismatch(x: x, y: y, candidate: c, reference: r, tolerance: allowed))
                    bytes[offset + 2] = 255
                    bytes[offset + 3] = 255
                } else {
                    let grey = UInt8(min(difference * 8, 255))
                    (bytes[offset], bytes[offset + 1], bytes[offset + 2], bytes[offset + 3]) = (grey, grey, grey, 255)
                }
            }
        }
        mismatches = found
        differenceImage =
            (try? PixelImage(width: image.width, height: image.height, premultipliedBGRA: bytes))
            ?? PixelImage(width: 0, height: 0)
    }

    /// True when the candidate is the reference's size and every pixel is within its tolerance.
    public var matches: Bool { !sizesDiffer && mismatches.isEmpty }

    /// The mismatch furthest beyond its tolerance.
    public var worst: Mismatch? { mismatches.max { $0.difference - $0.tolerance < $1.difference - $1.tolerance } }
}
