import Foundation
import UIKit

/// The difference image attached to a failed image snapshot, made as swift-snapshot-testing makes
/// it: for images of one size, each pixel's largest channel difference, contrast-stretched so the
/// largest difference is white (a one-step change in one pixel shows as a white dot on black);
/// for images of different sizes, the new image with the old drawn over it in difference blend.
enum DifferenceImage {
    /// The difference between `old` and `new`, at `old`'s scale.
    @MainActor
    static func make(_ old: UIImage, _ new: UIImage) -> UIImage {
        if let oldImage = old.cgImage, let newImage = new.cgImage, oldImage.width == newImage.width,
            oldImage.height == newImage.height
        {
            return UIImage(
                cgImage: CGImage(pixels: stretchedComponentDifference(oldImage.pixels, newImage.pixels)), scale: old.scale,
                orientation: .up)
        }
        let size = CGSize(width: max(old.size.width, new.size.width), height: max(old.size.height, new.size.height))
        let format = UIGraphicsImageRendererFormat()
        format.scale = max(old.scale, new.scale)
        format.opaque = true
        return UIGraphicsImageRenderer(size: size, format: format).image { _ in
            new.draw(at: .zero)
            old.draw(at: .zero, blendMode: .difference, alpha: 1)
        }
    }

    /// Opaque grey pixels: the largest of the four channel differences of each pixel, mapped
    /// linearly from the range of differences present onto 0…255 (unchanged when all are equal).
    static func stretchedComponentDifference(_ old: PixelImage, _ new: PixelImage) -> PixelImage {
        let count = old.width * old.height
        var differences = [UInt8](repeating: 0, count: count)
        var lowest = UInt8.max
        var highest = UInt8.min
        old.bytes.withUnsafeBufferPointer { a in
            new.bytes.withUnsafeBufferPointer { b in
                var index = 0
                while index < count {
                    let base = index * 4
                    var largest: UInt8 = 0
                    for channel in 0..<4 {
                        let x = a[base + channel]
                        let y = b[base + channel]
                        largest = max(largest, x > y ? x - y : y - x)
                    }
                    differences[index] = largest
                    lowest = min(lowest, largest)
                    highest = max(highest, largest)
                    index += 1
                }
            }
        }
        var bytes = [UInt8](repeating: 255, count: count * 4)
        let range = Int(highest) - Int(lowest)
        for index in 0..<count {
            let value = Int(differences[index])
            let stretched = range > 0 ? UInt8((value - Int(lowest)) * 255 / range) : UInt8(value)
            bytes[index * 4] = stretched
            bytes[index * 4 + 1] = stretched
            bytes[index * 4 + 2] = stretched
        }
        return (try? PixelImage(width: old.width, height: old.height, premultipliedBGRA: bytes))
            ?? PixelImage(width: old.width, height: old.height)
    }
}
