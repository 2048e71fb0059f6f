import Foundation

/// Pixel counts from point sizes, without trapping on sizes no bitmap could have.
package enum PixelCount {
    /// The largest side any bitmap of the package is given, in pixels (far beyond what Cairo or a
    /// texture takes; larger requests are refused by their callers with a diagnostic).
    package static let maxSide = 1 << 20

    /// `points × scale` rounded up, or nil when that is not a count a bitmap could have (not
    /// finite, negative or larger than ``maxSide``).
    package static func covering(_ points: CGFloat, scale: CGFloat) -> Int? {
        let pixels = (points * scale).rounded(.up)
        guard pixels.isFinite, pixels >= 0, pixels <= CGFloat(maxSide) else { return nil }
        return Int(pixels)
    }
}
