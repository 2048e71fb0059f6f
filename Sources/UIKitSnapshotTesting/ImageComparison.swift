import Foundation
import UIKit

/// swift-snapshot-testing's image comparison (its iOS `compare`), on this package's pixels, with
/// its messages, so failures read the same on Linux as on iOS.
enum ImageComparison {
    /// Nil when `new` matches `old` under the precisions; otherwise why not.
    ///
    /// - Equal pixels always match. (iOS also compares after a PNG round trip of `new`, to absorb
    ///   encoder loss; here `pngData()` round-trips exactly, so the first comparison decides.)
    /// - `precision` and `perceptualPrecision` both 1: any difference fails.
    /// - `perceptualPrecision` below 1: per-pixel ΔE (see `PerceptualComparison`).
    /// - Otherwise: the share of differing bytes (4 a pixel) may be at most `1 − precision`.
    static func compare(_ old: UIImage, _ new: UIImage, precision: Float, perceptualPrecision: Float) -> String? {
        guard let oldImage = old.cgImage else { return "Reference image could not be loaded." }
        guard let newImage = new.cgImage else { return "Newly-taken snapshot could not be loaded." }
        guard newImage.width != 0, newImage.height != 0 else { return "Newly-taken snapshot is empty." }
        guard oldImage.width == newImage.width, oldImage.height == newImage.height else {
            return "Newly-taken snapshot@\(sizeText(new.size)) does not match reference@\(sizeText(old.size))."
        }
        let oldPixels = oldImage.pixels
        let newPixels = newImage.pixels
        if oldPixels.bytes == newPixels.bytes { return nil }
        if precision >= 1, perceptualPrecision >= 1 { return "Newly-taken snapshot does not match reference." }
        if perceptualPrecision < 1 {
            return PerceptualComparison.compare(
                oldPixels, newPixels, pixelPrecision: precision, perceptualPrecision: perceptualPrecision)
        }
        let byteCount = oldPixels.bytes.count
        let byteCountThreshold = Int((1 - precision) * Float(byteCount))
        let differentByteCount = differingBytes(oldPixels.bytes, newPixels.bytes)
        guard differentByteCount > byteCountThreshold else { return nil }
        let actualPrecision = 1 - Float(differentByteCount) / Float(byteCount)
        return "Actual image precision \(actualPrecision) is less than required \(precision)"
    }

    /// A size as iOS interpolates a `CGSize`: `(320.0, 480.0)`.
    private static func sizeText(_ size: CGSize) -> String { "(\(Double(size.width)), \(Double(size.height)))" }

    /// How many positions hold different bytes (the arrays have the same length).
    static func differingBytes(_ a: [UInt8], _ b: [UInt8]) -> Int {
        a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                var count = 0
                var index = 0
                while index < a.count {
                    if a[index] != b[index] { count += 1 }
                    index += 1
                }
                return count
            }
        }
    }
}
