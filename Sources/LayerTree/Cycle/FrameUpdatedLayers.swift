import Foundation

/// A layer that works before every commit of its tree, whether or not it was marked: a tiled
/// layer draws the tiles that came into view, an emitter moves its particles with the clock.
@MainActor
protocol FrameUpdated: CALayer {
    /// Runs in the update cycle after display and before the commit.
    func updateBeforeCommit()
}

/// Every layer that works before commits (tiled and emitter layers), weakly held, so that an
/// update cycle can run the ones in its tree. Presentation copies are not listed.
@MainActor
enum FrameUpdatedLayers {
    private final class Entry {
        weak var layer: CALayer?
        init(_ layer: CALayer) { self.layer = layer }
    }
    private static var entries: [Entry] = []

    static func register(_ layer: some FrameUpdated) {
        if entries.count >= 64, entries.count.isMultiple(of: 64) { entries.removeAll { $0.layer == nil } }
        entries.append(Entry(layer))
    }

    /// Runs `updateBeforeCommit()` on every listed layer in the tree whose root is `root`.
    static func update(under root: CALayer) {
        guard !entries.isEmpty else { return }
        entries.removeAll { $0.layer == nil }
        for entry in entries {
            guard let layer = entry.layer as? FrameUpdated, layer.rootLayer === root else { continue }
            layer.updateBeforeCommit()
        }
    }
}
