import Foundation
import Graphics
import LayerTree

/// Snapshots drawn on the CPU by the reference renderer: the software backend of
/// `drawHierarchy`, `snapshotView` and `CALayer.render(in:)` on a machine with no EGL platform,
/// or where `UIKITGL_BACKEND=software` asks for it. Slower than the GL compositor, and the same
/// pixels within the reference's tolerances (antialiased edges, a level or two elsewhere).
@MainActor
public final class ReferenceHierarchyRenderer: HierarchyRenderer {
    /// The last snapshot drawn, with its per-pixel tolerances: what a test compares a GPU's
    /// recorded image with when snapshots run in software.
    public private(set) var lastFrame: ReferenceFrame?

    public init() {}

    /// Makes this renderer the one snapshots use (held weakly, as any installed renderer is).
    public func installAsHierarchyRenderer() {
        UIView.hierarchyRenderer = self
    }

    public func renderImage(of tree: RenderLayer, scale: CGFloat) -> PixelImage? {
        guard scale > 0, scale.isFinite else { return nil }
        let width = (tree.bounds.width * scale).rounded(.up), height = (tree.bounds.height * scale).rounded(.up)
        guard width >= 1, height >= 1, width <= 16_384, height <= 16_384 else { return nil }
        let frame = ReferenceRenderer.render(tree, width: Int(width), height: Int(height), scale: scale)
        lastFrame = frame
        return frame.image
    }
}
