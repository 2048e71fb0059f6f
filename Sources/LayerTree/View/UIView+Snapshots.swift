import Foundation
import Graphics

/// Turns a layer subtree into pixels. The GL compositor provides one
/// (`Compositor.installAsHierarchyRenderer()`); the layer tree itself never touches GL.
@MainActor
public protocol HierarchyRenderer: AnyObject {
    /// `tree` drawn with its bounds filling an image of `bounds.size × scale` pixels; nil on failure.
    func renderImage(of tree: RenderLayer, scale: CGFloat) -> PixelImage?
}

extension UIView {
    /// What `drawHierarchy(in:afterScreenUpdates:)` and `snapshotView(afterScreenUpdates:)` render
    /// with. Nil until a compositor installs itself; then those methods work.
    public static var hierarchyRenderer: HierarchyRenderer? {
        get { HierarchyRendering.renderer }
        set { HierarchyRendering.renderer = newValue }
    }

    /// Draws the view and its subviews, as they appear, into the current context at `rect`
    /// (the view's coordinates). With `afterScreenUpdates` the pending layout and display run
    /// first. Returns false when there is no context, no renderer, or the rendering failed.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates: Bool) -> Bool {
        guard let ctx = UIGraphicsGetCurrentContext(), let image = renderHierarchy(afterScreenUpdates: afterScreenUpdates)
        else { return false }
        ctx.drawUpright(image, in: rect)
        return true
    }

    /// A new view showing the view's current appearance (its subviews included) as an image,
    /// the size of its bounds; nil when no renderer is installed or rendering failed.
    public func snapshotView(afterScreenUpdates: Bool) -> UIView? {
        guard let image = renderHierarchy(afterScreenUpdates: afterScreenUpdates) else { return nil }
        let snapshot = UIView(frame: CGRect(origin: .zero, size: bounds.size))
        snapshot.layer.contents = CGImage(pixels: image)
        snapshot.layer.contentsScale = contentScaleFactor
        snapshot.isOpaque = false
        return snapshot
    }

    private func renderHierarchy(afterScreenUpdates: Bool) -> PixelImage? {
        guard let renderer = Self.hierarchyRenderer else { return nil }
        if afterScreenUpdates {
            let root = layer.rootLayer
            root.layoutMarkedSubtree()
            root.displayMarkedSubtree()
        }
        return renderer.renderImage(of: layer.commitSubtree(), scale: contentScaleFactor)
    }
}

@MainActor
enum HierarchyRendering {
    static weak var renderer: HierarchyRenderer?
}
