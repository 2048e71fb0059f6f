import Foundation
import SnapshotTesting
import UIKit

extension Snapshotting where Value == UIView, Format == UIImage {
    /// A snapshot strategy for comparing views based on pixel equality.
    public static var image: Snapshotting { .image() }

    /// A snapshot strategy for comparing views based on pixel equality.
    ///
    /// The view is shown in a window of its size (or `size`) under a root view controller, laid
    /// out, and rendered with `CALayer.render(in:)` at `traits.displayScale` (the main screen's
    /// scale when unspecified) by the GL compositor the `UIKit` module makes on first use.
    ///
    /// - Parameters:
    ///   - drawHierarchyInKeyWindow: Render with `drawHierarchy(in:afterScreenUpdates:)` instead
    ///     of `render(in:)`. On iOS this needs a host application; here both take the same path
    ///     and no key window is involved.
    ///   - precision: The percentage of pixels that must match.
    ///   - perceptualPrecision: The percentage a pixel must match the source pixel to be considered a
    ///     match. 98-99% mimics the precision of the human eye.
    ///   - size: A view size override.
    ///   - traits: A trait collection override.
    public static func image(
        drawHierarchyInKeyWindow: Bool = false,
        precision: Float = 1,
        perceptualPrecision: Float = 1,
        size: CGSize? = nil,
        traits: UITraitCollection = .init()
    ) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale)
            .pullback { view in
                MainActor.assumeIsolated {
                    let config = ViewImageConfig(safeArea: .zero, size: size ?? view.frame.size, traits: traits)
                    return SnapshotHost.withPreparedView(config: config, view: view, viewController: nil) {
                        SnapshotHost.image(
                            of: view, traits: traits, drawHierarchy: drawHierarchyInKeyWindow, offscreen: true)
                    }
                }
            }
    }
}

extension Snapshotting where Value == UIView, Format == String {
    /// A snapshot strategy for comparing views based on a recursive description of their properties
    /// and hierarchies.
    ///
    /// ``` swift
    /// assertSnapshot(of: view, as: .recursiveDescription)
    /// ```
    ///
    /// Records (UIKit's format, addresses removed):
    ///
    /// ```
    /// <UIButton; frame = (0 0; 22 22); opaque = NO; layer = <CALayer>>
    ///    | <UIImageView; frame = (0 0; 22 22); clipsToBounds = YES; opaque = NO; userInteractionEnabled = NO; layer = <CALayer>>
    /// ```
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// A snapshot strategy for comparing views based on a recursive description of their properties
    /// and hierarchies, laid out at `size` (the view's own by default) in a window.
    public static func recursiveDescription(size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting<
        UIView, String
    > {
        SimplySnapshotting.lines.pullback { view in
            MainActor.assumeIsolated {
                let config = ViewImageConfig(safeArea: .zero, size: size ?? view.frame.size, traits: traits)
                return SnapshotHost.withPreparedView(config: config, view: view, viewController: nil) {
                    purgePointers(view.recursiveDescription())
                }
            }
        }
    }
}

/// swift-snapshot-testing's `purgePointers`: addresses (`: 0x7f…`) removed from descriptions, so
/// that recorded text is the same from run to run.
func purgePointers(_ string: String) -> String {
    string.replacingOccurrences(of: ":?\\s*0x[\\da-f]+(\\s*)", with: "$1", options: .regularExpression)
}
