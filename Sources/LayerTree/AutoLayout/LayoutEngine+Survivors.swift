import Foundation

extension LayoutEngine {
    /// When the engine's host view is deallocated before the views it lays out: each surviving
    /// subtree's top view is marked to join the engine of its own (made at its next layout, or
    /// when it joins another hierarchy), and the survivors no longer count as registered here.
    /// Constraints held by the host went with it; the ones held inside the subtrees stay active.
    func handOverSurvivors() {
        var tops: [ObjectIdentifier: UIView] = [:]
        for record in records.values {
            guard case .view(let view)? = record.item else { continue }
            view.autoLayoutStorage?.isRegistered = false
            let top = view.rootView
            tops[ObjectIdentifier(top)] = top
        }
        for holder in installedConstraints.compactMap(\.holder) {
            let top = holder.rootView
            tops[ObjectIdentifier(top)] = top
        }
        for top in tops.values { top.autoLayoutState.awaitsEngine = true }
    }
}
