import Foundation
import SnapshotTesting
import UIKit

extension Snapshotting where Value == CALayer, Format == UIImage {
    /// A snapshot strategy for comparing layers based on pixel equality.
    public static var image: Snapshotting { .image() }

    /// A snapshot strategy for comparing layers based on pixel equality.
    ///
    /// The layer is laid out and rendered with `render(in:)` into an image of its bounds at
    /// `traits.displayScale` (the main screen's scale when unspecified); it needs no window.
    ///
    /// - Parameters:
    ///   - precision: The percentage of pixels that must match.
    ///   - perceptualPrecision: The percentage a pixel must match the source pixel to be considered a
    ///     match. 98-99% mimics the precision of the human eye.
    ///   - traits: A trait collection override.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, traits: UITraitCollection = .init())
        -> Snapshotting
    {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale)
            .pullback { layer in
                MainActor.assumeIsolated {
                    let image = SnapshotHost.renderer(bounds: layer.bounds, for: traits).image { context in
                        layer.setNeedsLayout()
                        layer.layoutIfNeeded()
                        layer.render(in: context.cgContext)
                    }
                    LayerTreeDumps.remember(layer.layerTreeDescription(), for: image)
                    return image
                }
            }
    }
}
