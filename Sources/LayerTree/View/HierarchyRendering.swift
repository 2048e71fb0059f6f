internal import CRendererHook
import Foundation

/// Where snapshots find their renderer: one a program installed, else the process-wide default
/// that the `UIKit` module makes on first use (through a weakly linked factory, so that
/// `LayerTree` never imports GL).
@MainActor
enum HierarchyRendering {
    /// Installed by the program (`UIView.hierarchyRenderer = …`), held weakly.
    static weak var renderer: HierarchyRenderer?
    /// The default, made on first use and kept for the life of the process.
    private(set) static var defaultRenderer: HierarchyRenderer?
    /// Why the default could not be made, once it was tried.
    private static var defaultFailure: String?

    /// The renderer to use now, making the default if needed. With none, reports why under
    /// `operation` (every time: a snapshot never fails silently) and returns nil.
    static func current(for operation: String) -> HierarchyRenderer? {
        if let renderer { return renderer }
        if defaultRenderer == nil, defaultFailure == nil { defaultFailure = makeDefault() }
        if let defaultRenderer { return defaultRenderer }
        LayerTreeDiagnostics.report(operation, defaultFailure ?? "no renderer")
        return nil
    }

    /// Makes the default renderer; returns why it could not, or nil on success.
    private static func makeDefault() -> String? {
        guard uikitgl_has_default_renderer_factory() != 0 else {
            return "no hierarchy renderer: the program links no compositor (link the UIKit module, "
                + "or install one with Compositor.installAsHierarchyRenderer())"
        }
        let diagnostics = LayerTreeDiagnostics.capturing {
            defaultRenderer = uikitgl_call_default_renderer_factory().flatMap {
                Unmanaged<AnyObject>.fromOpaque($0).takeRetainedValue() as? HierarchyRenderer
            }
        }
        guard defaultRenderer == nil else { return nil }
        let reasons = diagnostics.map(\.problem).joined(separator: "; ")
        return reasons.isEmpty ? "the default renderer could not be made" : reasons
    }
}
