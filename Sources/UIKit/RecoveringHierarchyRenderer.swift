import Foundation
import GLCompositor
import LayerTree

/// The default hierarchy renderer's GL side: a compositor on a context of its own that survives
/// context loss. When a snapshot finds the context lost (a GPU reset, `EGL_CONTEXT_LOST`), the
/// renderer makes a fresh context and compositor and renders the same snapshot again; the fresh
/// compositor uploads the layers' contents from the bitmaps they keep, without `draw(_:)`.
@preconcurrency @MainActor
package final class RecoveringHierarchyRenderer: HierarchyRenderer {
    /// The options every context is made with.
    private let options: GLContextOptions
    /// The compositor snapshots render with now; replaced after a loss.
    package private(set) var compositor: Compositor
    /// How many times a lost context was replaced.
    package private(set) var recoveries = 0

    /// Makes the first context and compositor.
    package init(options: GLContextOptions) throws {
        self.options = options
        compositor = try Self.makeCompositor(options)
    }

    package func renderImage(of tree: RenderLayer, scale: CGFloat) -> PixelImage? {
        do {
            return try compositor.image(of: tree, scale: scale)
        } catch {
            guard compositor.context.isLost else { return nil }
            do {
                compositor = try Self.makeCompositor(options)
                recoveries += 1
            } catch {
                LayerTreeDiagnostics.report(
                    "default hierarchy renderer", "the GL context was lost and no new one could be made: \(error)")
                return nil
            }
            return try? compositor.image(of: tree, scale: scale)
        }
    }

    private static func makeCompositor(_ options: GLContextOptions) throws -> Compositor {
        let context = try GLContext(options: options)
        return try context.withCurrent { try Compositor(context: context) }
    }
}
