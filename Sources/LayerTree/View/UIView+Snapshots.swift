import Foundation
import Graphics

/// Turns a layer subtree into pixels. The GL compositor provides one
/// (`Compositor.installAsHierarchyRenderer()`); the layer tree itself never touches GL.
@preconcurrency @MainActor
public protocol HierarchyRenderer: AnyObject {
    /// `tree` drawn with its bounds filling an image of `bounds.size × scale` pixels; nil on failure.
    func renderImage(of tree: RenderLayer, scale: CGFloat) -> PixelImage?
}

extension UIView {
    /// What `drawHierarchy(in:afterScreenUpdates:)`, `snapshotView(afterScreenUpdates:)` and
    /// `CALayer.render(in:)` render with. A renderer a program installs here (held weakly) wins;
    /// otherwise the process-wide default — the GL compositor on the best EGL backend, made on
    /// first use by the `UIKit` module — renders, so code that imports only UIKit snapshots as on
    /// iOS. Nil when no renderer is installed and none has been made yet.
    public static var hierarchyRenderer: HierarchyRenderer? {
        get { HierarchyRendering.renderer ?? HierarchyRendering.defaultRenderer }
        set { HierarchyRendering.renderer = newValue }
    }

    /// Draws the view and its subviews, as they appear, into the current context at `rect`
    /// (the view's coordinates). With `afterScreenUpdates` the pending transaction commits and
    /// the pending layout and display run first, and animations show the media clock's time
    /// (nothing is delivered: no completion runs inside a snapshot). Returns false, with a
    /// diagnostic, when there is no current context, no renderer can be made (no EGL platform),
    /// or the rendering failed.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates: Bool) -> Bool {
        guard let ctx = UIGraphicsGetCurrentContext() else {
            LayerTreeDiagnostics.report("UIView.drawHierarchy(in:afterScreenUpdates:)", "there is no current graphics context")
            return false
        }
        guard
            let image = layer.renderedImage(
                afterScreenUpdates: afterScreenUpdates, scale: ctx.deviceScale ?? contentScaleFactor,
                in: "UIView.drawHierarchy(in:afterScreenUpdates:)")
        else { return false }
        ctx.drawUpright(image, in: rect)
        return true
    }

    /// A new view showing the view's current appearance (its subviews included) as an image,
    /// the size of its bounds; nil, with a diagnostic, when no renderer can be made or rendering failed.
    public func snapshotView(afterScreenUpdates: Bool) -> UIView? {
        guard
            let image = layer.renderedImage(
                afterScreenUpdates: afterScreenUpdates, scale: contentScaleFactor, in: "UIView.snapshotView(afterScreenUpdates:)")
        else { return nil }
        let snapshot = UIView(frame: CGRect(origin: .zero, size: bounds.size))
        snapshot.layer.contents = CGImage(pixels: image)
        snapshot.layer.contentsScale = contentScaleFactor
        snapshot.isOpaque = false
        return snapshot
    }
}

extension CALayer {
    /// Renders the layer and its sublayers into `ctx`, in the layer's own coordinate space (its
    /// bounds, whatever its position and transform), at the context's resolution. Pending
    /// layout and display run first. Running animations show at the media clock's time (Core
    /// Animation's own `render(in:)` ignores them: not done). Renders through the hierarchy
    /// renderer (see `UIView.hierarchyRenderer`); with none to be had it reports why and draws
    /// nothing.
    func coreRender(in ctx: CGContext) {
        guard
            let image = renderedImage(
                afterScreenUpdates: true, scale: ctx.deviceScale ?? contentsScale, in: "CALayer.render(in:)")
        else { return }
        ctx.drawUpright(image, in: bounds)
    }

    /// This subtree rendered at `scale` pixels per point; nil (reported under `operation`) when
    /// no renderer can be had or it failed.
    func renderedImage(afterScreenUpdates: Bool, scale: CGFloat, in operation: String) -> PixelImage? {
        guard let renderer = HierarchyRendering.current(for: operation) else { return nil }
        if afterScreenUpdates {
            AnimationEngine.prepareFrame(at: MediaClock.now)
            let root = rootLayer
            MainLoop.whileBusy {
                root.layoutMarkedSubtreeUntilClean()
                root.displayMarkedSubtree()
            }
        }
        guard let image = renderer.renderImage(of: commitSubtree(), scale: scale) else {
            LayerTreeDiagnostics.report(
                operation, "the renderer could not render the layer tree (\(bounds.size) points at scale \(scale))")
            return nil
        }
        return image
    }
}
