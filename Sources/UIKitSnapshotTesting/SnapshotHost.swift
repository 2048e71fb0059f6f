import Foundation
import UIKit

/// Puts a view or view controller on screen for a snapshot, as swift-snapshot-testing does on
/// iOS: a window of the configured size reporting the configured safe area, a root view
/// controller holding the controller (a fresh one holds a plain view), appearance callbacks run,
/// layout done; afterwards everything is taken down again.
@MainActor
enum SnapshotHost {
    /// Runs `body` with `view` shown in a window for `config`; `viewController` owns it (a fresh
    /// controller, whose view holds `view`, when nil).
    static func withPreparedView<Result>(
        config: ViewImageConfig, view: UIView, viewController: UIViewController?, body: () -> Result
    ) -> Result {
        let holder = viewController ?? UIViewController()
        let formerSuperview = view.superview
        let formerIndex = formerSuperview?.subviews.firstIndex(of: view)
        let initialFrame = view.frame
        let size = config.size ?? holder.view.frame.size
        view.frame.size = size
        if view !== holder.view {
            holder.view.bounds = view.bounds
            holder.view.addSubview(view)
        }
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.setSafeAreaInsets(config.safeArea)
        let root = UIViewController()
        root.view.backgroundColor = nil
        root.view.frame = window.bounds
        root.addChild(holder)
        holder.view.frame = root.view.bounds
        holder.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.view.addSubview(holder.view)
        holder.didMove(toParent: root)
        window.rootViewController = root
        window.isHidden = false
        CATransaction.flush()  // appearance ends after this layout, as it does on screen
        if size.width == 0 || size.height == 0 {
            view.sizeToFit()
            view.setNeedsLayout()
            view.layoutIfNeeded()
        }
        let result = body()

        window.isHidden = true
        holder.willMove(toParent: nil)
        holder.view.removeFromSuperview()
        holder.removeFromParent()
        window.rootViewController = nil
        if viewController == nil {
            view.removeFromSuperview()
            view.frame = initialFrame
            if let formerSuperview, let formerIndex {
                formerSuperview.insertSubview(view, at: min(formerIndex, formerSuperview.subviews.count))
            }
        }
        return result
    }

    /// `view` rendered into an image of its bounds at `traits`' display scale (the main screen's
    /// when unspecified), through `CALayer.render(in:)` or, when asked, `drawHierarchy`, both of
    /// which composite through the default GL renderer here. The layer tree is kept for failures.
    /// With `offscreen`, the view is first moved out of every safe-area inset (and back after),
    /// as swift-snapshot-testing does when the configuration has no safe area.
    static func image(of view: UIView, traits: UITraitCollection, drawHierarchy: Bool, offscreen: Bool) -> UIImage {
        let origin = view.frame.origin
        if offscreen { view.frame.origin = CGPoint(x: offscreenOrigin, y: offscreenOrigin) }
        defer { view.frame.origin = origin }
        let image = renderer(bounds: view.bounds, for: traits).image { context in
            if drawHierarchy {
                view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
            } else {
                view.layer.render(in: context.cgContext)
            }
        }
        LayerTreeDumps.remember(view.recursiveDescription() + "\n\n" + view.layer.layerTreeDescription(), for: image)
        return image
    }

    /// An image renderer for `bounds` at `traits`' display scale, or the main screen's.
    static func renderer(bounds: CGRect, for traits: UITraitCollection) -> UIGraphicsImageRenderer {
        let format = UIGraphicsImageRendererFormat()
        format.scale = traits.displayScale > 0 ? traits.displayScale : UIScreen.main.scale
        return UIGraphicsImageRenderer(bounds: bounds, format: format)
    }

    /// Where a plain view is put while it renders: outside any safe-area inset.
    private static let offscreenOrigin: CGFloat = 10_000
}
