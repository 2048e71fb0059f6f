import Foundation
import SnapshotTesting
import UIKit

extension Diffing where Value == UIImage {
    /// A pixel-diffing strategy for UIImage's which requires a 100% match.
    public static var image: Diffing { .image() }

    /// A pixel-diffing strategy for UIImage that allows customizing how precise the matching must be.
    ///
    /// Images are stored as PNG (`pngData()`, which round-trips pixels exactly). When they don't
    /// match, the failure message is swift-snapshot-testing's, and the reference, the failure and
    /// a difference image (each pixel's largest channel difference, stretched so the largest is
    /// white) are returned as attachments, written beside the failed snapshot in
    /// `$SNAPSHOT_ARTIFACTS` (or the temporary directory) with the layer tree the snapshot was
    /// rendered from, and attached to the running Swift Testing test. The message lists the paths.
    ///
    /// Use it on the main actor, as views are: without a `scale`, loading a reference reads
    /// `UIScreen.main.scale`, and a failure's difference image is drawn with an image renderer.
    ///
    /// - Parameters:
    ///   - precision: The percentage of pixels that must match.
    ///   - perceptualPrecision: The percentage a pixel must match the source pixel to be considered a
    ///     match: a pixel matches when its CIE94 ΔE from the reference pixel is at most
    ///     `(1 − perceptualPrecision) × 100`, as Core Image's `CILabDeltaE` measures it on iOS.
    ///     98-99% mimics the precision of the human eye.
    ///   - scale: Scale to use when loading the reference image from disk. If `nil` or `0`, the
    ///     main screen's scale (`UIScreen.main.scale`) is used.
    /// - Returns: A new diffing strategy.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Diffing {
        let toData: (UIImage) -> Data = { image in
            image.pngData() ?? MainActor.assumeIsolated { EmptySnapshotImage.make() }.pngData() ?? Data()
        }
        return .diff(
            toData: toData,
            fromData: { data in
                let imageScale = scale.flatMap { $0 > 0 ? $0 : nil } ?? MainActor.assumeIsolated { UIScreen.main.scale }
                return UIImage(data: data, scale: imageScale)
                    ?? UIImage(cgImage: CGImage(pixels: PixelImage(width: 0, height: 0)), scale: imageScale, orientation: .up)
            }
        ) { old, new in
            guard
                let message = ImageComparison.compare(
                    old, new, precision: precision, perceptualPrecision: perceptualPrecision)
            else { return nil }
            let (difference, failure) = MainActor.assumeIsolated {
                (DifferenceImage.make(old, new), new.size == .zero ? EmptySnapshotImage.make() : new)
            }
            var items = [
                FailureArtifacts.Item(suffix: "reference.png", bytes: toData(old)),
                FailureArtifacts.Item(suffix: "failure.png", bytes: toData(failure)),
                FailureArtifacts.Item(suffix: "difference.png", bytes: toData(difference)),
            ]
            if let dump = LayerTreeDumps.dump(for: new) {
                items.append(FailureArtifacts.Item(suffix: "layers.txt", bytes: Data(dump.utf8)))
            }
            let written = FailureArtifacts.record(items)
            let attachments = items.map { DiffAttachment.data($0.bytes, name: $0.suffix) }
            guard !written.isEmpty else { return (message, attachments) }
            return (message + "\n\nWrote:\n" + written.map { "  " + $0 }.joined(separator: "\n"), attachments)
        }
    }
}

extension Snapshotting where Value == UIImage, Format == UIImage {
    /// A snapshot strategy for comparing images based on pixel equality.
    public static var image: Snapshotting { .image() }

    /// A snapshot strategy for comparing images based on pixel equality.
    ///
    /// - Parameters:
    ///   - precision: The percentage of pixels that must match.
    ///   - perceptualPrecision: The percentage a pixel must match the source pixel to be considered a
    ///     match (CIE94 ΔE, see `Diffing.image(precision:perceptualPrecision:scale:)`).
    ///     98-99% mimics the precision of the human eye.
    ///   - scale: The scale of the reference image stored on disk.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Snapshotting {
        .init(
            pathExtension: "png",
            diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale))
    }
}
