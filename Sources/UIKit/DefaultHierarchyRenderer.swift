import Foundation
import GLCompositor
import LayerTree
import ReferenceRenderer

/// Makes the process-wide default hierarchy renderer. `LayerTree` calls this through a weak
/// reference the first time a snapshot (`drawHierarchy`, `snapshotView`, `CALayer.render(in:)`)
/// needs a renderer and the program installed none; see `UIView.hierarchyRenderer`.
///
/// The renderer is a GL compositor on the best EGL backend (device → GBM → surfaceless, or the one
/// `UIKITGL_BACKEND` names, with `UIKITGL_RENDER_NODE` for GBM), on a context of its own, which it
/// replaces by itself when the context is lost (`RecoveringHierarchyRenderer`). With
/// `UIKITGL_BACKEND=software`, or when no EGL platform opens (no libEGL, no driver), it is the CPU reference renderer instead; the
/// fallback is reported once, as a diagnostic naming every backend tried.
///
/// Returns the renderer retained once (the caller takes that reference), or nil after reporting
/// why none could be made.
@_cdecl("uikitgl_make_default_hierarchy_renderer")
public func _uikitglMakeDefaultHierarchyRenderer() -> UnsafeMutableRawPointer? {
    // The retained reference crosses the isolation boundary as a plain address.
    let address: UInt = MainActor.assumeIsolated {
        let renderer: AnyObject
        do {
            let options = try GLContextOptions.fromEnvironment(ProcessInfo.processInfo.environment)
            renderer = try RecoveringHierarchyRenderer(options: options)
        } catch GLContextError.softwareRequested {
            renderer = ReferenceHierarchyRenderer()
        } catch {
            LayerTreeDiagnostics.report(
                "default hierarchy renderer", "no GL compositor could be made, drawing in software instead: \(error)")
            renderer = ReferenceHierarchyRenderer()
        }
        return UInt(bitPattern: Unmanaged.passRetained(renderer).toOpaque())
    }
    return UnsafeMutableRawPointer(bitPattern: address)
}
