import Foundation
import SnapshotTesting
import UIKit

extension Snapshotting where Value == UIViewController, Format == UIImage {
    /// A snapshot strategy for comparing view controller views based on pixel equality.
    public static var image: Snapshotting { .image() }

    /// A snapshot strategy for comparing view controller views based on pixel equality, on a device.
    ///
    /// The controller becomes the child of a window's root controller; the window has the
    /// device's size and safe area, and the controller's appearance callbacks run before the
    /// view renders.
    ///
    /// - Parameters:
    ///   - config: A set of device configuration settings.
    ///   - drawHierarchyInKeyWindow: Render with `drawHierarchy(in:afterScreenUpdates:)`; the
    ///     same path as `render(in:)` here, with no key window needed.
    ///   - precision: The percentage of pixels that must match.
    ///   - perceptualPrecision: The percentage a pixel must match the source pixel to be considered a
    ///     match. 98-99% mimics the precision of the human eye.
    ///   - size: A view size override.
    ///   - traits: A trait collection override.
    public static func image(
        on config: ViewImageConfig,
        drawHierarchyInKeyWindow: Bool = false,
        precision: Float = 1,
        perceptualPrecision: Float = 1,
        size: CGSize? = nil,
        traits: UITraitCollection = .init()
    ) -> Snapshotting {
        let config = size.map { ViewImageConfig(safeArea: config.safeArea, size: $0, traits: config.traits) } ?? config
        return controllerImage(
            config: config, drawHierarchy: drawHierarchyInKeyWindow, precision: precision,
            perceptualPrecision: perceptualPrecision, traits: traits)
    }

    /// A snapshot strategy for comparing view controller views based on pixel equality.
    ///
    /// - Parameters:
    ///   - drawHierarchyInKeyWindow: Render with `drawHierarchy(in:afterScreenUpdates:)`; the
    ///     same path as `render(in:)` here, with no key window needed.
    ///   - precision: The percentage of pixels that must match.
    ///   - perceptualPrecision: The percentage a pixel must match the source pixel to be considered a
    ///     match. 98-99% mimics the precision of the human eye.
    ///   - size: A view size override (the controller's view's size by default).
    ///   - traits: A trait collection override.
    public static func image(
        drawHierarchyInKeyWindow: Bool = false,
        precision: Float = 1,
        perceptualPrecision: Float = 1,
        size: CGSize? = nil,
        traits: UITraitCollection = .init()
    ) -> Snapshotting {
        controllerImage(
            config: ViewImageConfig(safeArea: .zero, size: size, traits: traits), drawHierarchy: drawHierarchyInKeyWindow,
            precision: precision, perceptualPrecision: perceptualPrecision, traits: traits)
    }

    private static func controllerImage(
        config: ViewImageConfig, drawHierarchy: Bool, precision: Float, perceptualPrecision: Float,
        traits: UITraitCollection
    ) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale)
            .pullback { controller in
                MainActor.assumeIsolated {
                    let view: UIView = controller.view
                    return SnapshotHost.withPreparedView(config: config, view: view, viewController: controller) {
                        SnapshotHost.image(
                            of: view, traits: traits, drawHierarchy: drawHierarchy, offscreen: config.safeArea == .zero)
                    }
                }
            }
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// A snapshot strategy for comparing view controllers based on their embedded controller
    /// hierarchy.
    ///
    /// ``` swift
    /// assertSnapshot(of: vc, as: .hierarchy)
    /// ```
    ///
    /// Records (UIKit's `_printHierarchy` format, addresses removed):
    ///
    /// ```
    /// <UINavigationController>, state: appeared, view: <UIView>
    ///    | <UIViewController>, state: appeared, view: <UIView>
    /// ```
    public static var hierarchy: Snapshotting {
        Snapshotting<String, String>.lines.pullback { controller in
            MainActor.assumeIsolated {
                let view: UIView = controller.view
                return SnapshotHost.withPreparedView(config: .init(), view: view, viewController: controller) {
                    purgePointers(controller._printHierarchy())
                }
            }
        }
    }

    /// A snapshot strategy for comparing view controller views based on a recursive description of
    /// their properties and hierarchies.
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// A snapshot strategy for comparing view controller views based on a recursive description of
    /// their properties and hierarchies.
    ///
    /// - Parameters:
    ///   - config: A set of device configuration settings.
    ///   - size: A view size override.
    ///   - traits: A trait collection override.
    public static func recursiveDescription(
        on config: ViewImageConfig = .init(), size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Snapshotting<UIViewController, String> {
        SimplySnapshotting.lines.pullback { controller in
            MainActor.assumeIsolated {
                let prepared = ViewImageConfig(safeArea: config.safeArea, size: size ?? config.size, traits: config.traits)
                let view: UIView = controller.view
                return SnapshotHost.withPreparedView(config: prepared, view: view, viewController: controller) {
                    purgePointers(view.recursiveDescription())
                }
            }
        }
    }
}
