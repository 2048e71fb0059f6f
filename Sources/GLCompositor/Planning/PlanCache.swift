import Foundation
import Graphics
import LayerTree

/// The operations of subtrees planned in earlier frames, reused while a subtree and where it is
/// drawn have not changed, so that a frame plans only what changed.
///
/// Render trees share unchanged subtrees by identity from one commit to the next, so a layer
/// snapshot seen again, with the same world, inherited opacity and clip, plans to exactly the
/// same operations (and the same side records: live and prefetchable contents, clip scissors,
/// dropped clips). Subtrees that made offscreen passes are not kept (their operations refer to
/// passes by index). Entries hold their layers, so an identity is never reused while cached;
/// an entry not used by a frame is dropped at its end.
///
/// Used by one ``FramePlanner`` at a time, on the compositor's thread.
final class PlanCache {
    /// Layers with fewer sublayers are planned directly: looking them up would cost more.
    static let minimumSublayers = 2

    /// What planning a subtree added to the plan.
    struct Entry {
        let layer: RenderLayer
        let context: PlanningContext
        let ops: [DrawOp]
        let records: PlanRecords
        /// Entries used while planning this subtree: kept alive with it.
        let nested: [ObjectIdentifier]
        var lastUsed: Int
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    private var frame = 0
    private var frameSetting: (size: PixelSize, scale: CGFloat)?
    /// Entries used (found or stored) in this frame, in order: an entry stored later keeps the
    /// ones used inside it.
    private(set) var usedLog: [ObjectIdentifier] = []
    /// Subtrees reused in this frame.
    private(set) var hits = 0
    /// Operations copied into entries this frame, against ``opsLimit``.
    private var storedOps = 0
    private var opsLimit = 1 << 16

    /// Starts a frame for a target of `size` at `scale`; a different target empties the cache.
    func beginFrame(size: PixelSize, scale: CGFloat) {
        if let setting = frameSetting, setting.size != size || setting.scale != scale { removeAll() }
        frameSetting = (size, scale)
        frame += 1
        hits = 0
        storedOps = 0
        usedLog.removeAll(keepingCapacity: true)
    }

    /// Ends a frame of `opCount` operations: drops the entries it did not use, and lets the next
    /// frame store up to four times as many operations (ancestors repeat their descendants').
    func endFrame(opCount: Int) {
        entries = entries.filter { $0.value.lastUsed == frame }
        opsLimit = max(1 << 12, 4 * opCount)
    }

    /// The entry for `layer` planned in `context`, marked used with everything inside it.
    func entry(for layer: RenderLayer, _ context: PlanningContext) -> Entry? {
        let key = ObjectIdentifier(layer)
        guard let entry = entries[key], entry.layer === layer, entry.context == context else { return nil }
        markUsed(key)
        for nested in entry.nested { markUsed(nested) }
        hits += 1
        return entries[key]
    }

    /// Keeps what planning `layer` in `context` added; `nestedFrom` is where this subtree's
    /// uses begin in ``usedLog``.
    func store(
        _ layer: RenderLayer, _ context: PlanningContext, ops: ArraySlice<DrawOp>, records: PlanRecords, nestedFrom: Int
    ) {
        guard storedOps + ops.count <= opsLimit else { return }
        let key = ObjectIdentifier(layer)
        entries[key] = Entry(
            layer: layer, context: context, ops: Array(ops), records: records,
            nested: Array(usedLog[nestedFrom...]), lastUsed: frame)
        storedOps += ops.count
        usedLog.append(key)
    }

    func removeAll() {
        entries = [:]
    }

    private func markUsed(_ key: ObjectIdentifier) {
        guard entries[key] != nil else { return }
        entries[key]!.lastUsed = frame
        usedLog.append(key)
    }
}
