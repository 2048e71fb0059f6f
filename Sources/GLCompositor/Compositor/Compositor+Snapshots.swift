import Foundation
import Graphics
import LayerTree

extension Compositor: HierarchyRenderer {
    /// Makes this compositor the one `UIView.drawHierarchy(in:afterScreenUpdates:)` and
    /// `snapshotView(afterScreenUpdates:)` render with (held weakly). Snapshots make the
    /// compositor's context current on the calling (main) thread for their duration.
    @MainActor
    public func installAsHierarchyRenderer() {
        UIView.hierarchyRenderer = self
    }

    @MainActor
    public func renderImage(of tree: RenderLayer, scale: CGFloat) -> PixelImage? {
        try? image(of: tree, scale: scale)
    }

    /// `tree` drawn into an image of its bounds × `scale`, with the context made current for the
    /// duration; nil for an empty size. Throws what making the context current or drawing threw
    /// (``GLError/contextLost(_:)`` or ``GLContextError/contextLost(_:)`` when the context is lost).
    package func image(of tree: RenderLayer, scale: CGFloat) throws -> PixelImage? {
        let width = Int((tree.bounds.width * scale).rounded(.up))
        let height = Int((tree.bounds.height * scale).rounded(.up))
        guard width > 0, height > 0 else { return nil }
        try context.checkNotLost()
        return try context.withCurrent {
            let target = try context.makeRenderTarget(width: width, height: height)
            _ = try draw(tree, into: target, scale: scale, background: .clear, isWholeFrame: false)
            return try context.readPixels(target)
        }
    }
}
