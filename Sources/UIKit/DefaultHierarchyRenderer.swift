import GLCompositor
import LayerTree

/// Makes the process-wide default hierarchy renderer: a GL compositor on the best EGL backend
/// (device → GBM → surfaceless), or the one `UIKITGL_BACKEND` names (and `UIKITGL_RENDER_NODE`
/// for GBM), on a context of its own. `LayerTree` calls this through a weak
/// reference the first time a snapshot (`drawHierarchy`, `snapshotView`, `CALayer.render(in:)`)
/// needs a renderer and the program installed none; see `UIView.hierarchyRenderer`.
///
/// Returns the compositor retained once (the caller takes that reference), or nil after
/// reporting, as a diagnostic, every backend that was tried and why it failed.
@_cdecl("uikitgl_make_default_hierarchy_renderer")
public func _uikitglMakeDefaultHierarchyRenderer() -> UnsafeMutableRawPointer? {
    // The retained reference crosses the isolation boundary as a plain address.
    let address: UInt = MainActor.assumeIsolated {
        do {
            let context = try GLContext.fromEnvironment(ProcessInfo.processInfo.environment)
            let compositor = try context.withCurrent { try Compositor(context: context) }
            return UInt(bitPattern: Unmanaged.passRetained(compositor as AnyObject).toOpaque())
        } catch {
            LayerTreeDiagnostics.report("default hierarchy renderer", "no GL compositor could be made: \(error)")
            return 0
        }
    }
    return UnsafeMutableRawPointer(bitPattern: address)
}
