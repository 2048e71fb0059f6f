import Foundation
import Graphics
import LayerTree

/// The operations of subtrees planned in earlier frames, reused while a subtree and where it is
/// drawn have not changed, so that a frame plans only what changed.
///
/// Render trees share unchanged subtrees by identity from one commit to the next, so a layer
/// snapshot seen again, with the same world, inherited opacity and clip, plans to exactly the
/// same operations (and the same side records: live and prefetchable contents, clip scissors,
/// dropped clips). A subtree that made offscreen passes keeps them with the index of its first
/// one, and is reused only where its passes get the same indices (its operations and passes name
/// passes by index); one whose passes read what lies outside it (a backdrop) or name earlier
/// passes is not kept. Entries hold their layers, so an identity is never reused while cached;
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
        /// Empty while pending: a subtree of the main pass takes its operations when the frame's
        /// plan is done (``fillPending(from:)``).
        var ops: ArraySlice<DrawOp>
        let records: PlanRecords
        /// The offscreen passes planning the subtree made.
        let made: MadePasses
        /// Entries used while planning this subtree: kept alive with it.
        let nested: [ObjectIdentifier]
        /// Names `ops` (``PlanSegment/serial``): no other entry, before or after, has it.
        let serial: Int
        var lastUsed: Int
        /// Where the operations lie in the main pass's list, until they are taken from it.
        var pending: Range<Int>?
        /// The cached runs inside the subtree's operations when it was planned into the main
        /// pass (ranges relative to them): a frame that reuses it notes these, the same runs the
        /// frame that planned it noted, instead of one run for the whole.
        var runs: [PlanSegment] = []
    }

    /// Offscreen passes a subtree made: from index `base` of its frame's passes, with how many
    /// operations culling dropped from them.
    struct MadePasses {
        var base: Int
        var passes: [PlannedPass]
        var culled: Int
        /// What planning a subtree without passes at `base` made.
        static func none(at base: Int) -> MadePasses { MadePasses(base: base, passes: [], culled: 0) }
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
    private var lastSerial = 0
    /// What occlusion culling made of each entry's operations when a frame last culled them
    /// whole, by the entry's serial: reused while what lies above them hides the same.
    var cullMemos: [Int: OcclusionCuller.Memo] = [:]
    /// Entries stored this frame whose operations are still in the main pass's list.
    private var pendingKeys: [ObjectIdentifier] = []

    /// A serial no entry or culled run has had (``PlanSegment/serial``).
    func nextSerial() -> Int {
        lastSerial += 1
        return lastSerial
    }

    /// Starts a frame for a target of `size` at `scale`; a different target empties the cache.
    func beginFrame(size: PixelSize, scale: CGFloat) {
        if let setting = frameSetting, setting.size != size || setting.scale != scale { removeAll() }
        frameSetting = (size, scale)
        frame += 1
        hits = 0
        storedOps = 0
        usedLog.removeAll(keepingCapacity: true)
        pendingKeys.removeAll()
    }

    /// Ends a frame of `opCount` operations: drops the entries it did not use, and lets the next
    /// frame store up to four times as many operations (ancestors repeat their descendants').
    func endFrame(opCount: Int) {
        entries = entries.filter { $0.value.lastUsed == frame }
        if cullMemos.count > entries.count {
            let live = Set(entries.values.flatMap { [$0.serial] + $0.runs.map(\.serial) })
            cullMemos = cullMemos.filter { live.contains($0.key) }
        }
        opsLimit = max(1 << 12, 4 * opCount)
    }

    /// The entry for `layer` planned in `context` whose passes (if any) begin at `passBase`,
    /// marked used with everything inside it.
    func entry(for layer: RenderLayer, _ context: PlanningContext, passBase: Int) -> Entry? {
        let key = ObjectIdentifier(layer)
        guard let entry = entries[key], entry.layer === layer, entry.context == context, entry.pending == nil,
            entry.made.passes.isEmpty || entry.made.base == passBase
        else { return nil }
        markUsed(key)
        for nested in entry.nested { markUsed(nested) }
        hits += 1
        return entries[key]
    }

    /// Keeps what planning `layer` in `context` added; `nestedFrom` is where this subtree's
    /// uses begin in ``usedLog``.
    func store(
        _ layer: RenderLayer, _ context: PlanningContext, ops: ArraySlice<DrawOp>, records: PlanRecords, made: MadePasses,
        nestedFrom: Int
    ) {
        _ = store(layer, context, count: ops.count, records: records, made: made, nestedFrom: nestedFrom) { entry in
            entry.ops = Array(ops)[...]
        }
    }

    /// Keeps what planning `layer` in `context` added to the main pass at `range` of its list:
    /// the operations are taken when the plan is done (``fillPending(from:)``), without a copy
    /// when they are a large part of it.
    /// `runs` are the cached runs inside it; returns the entry's serial, nil when it was not kept.
    @discardableResult
    func storeInMainPass(
        _ layer: RenderLayer, _ context: PlanningContext, range: Range<Int>, records: PlanRecords, made: MadePasses,
        runs: [PlanSegment], nestedFrom: Int
    ) -> Int? {
        store(layer, context, count: range.count, records: records, made: made, nestedFrom: nestedFrom) { entry in
            entry.pending = range
            entry.runs = runs
            pendingKeys.append(ObjectIdentifier(layer))
        }
    }

    /// Gives the entries stored in the main pass this frame their operations, from `mainOps`
    /// (the main pass's list before culling): a slice sharing its storage when an entry holds at
    /// least a quarter of it (so that kept lists are at most four times what entries hold), else
    /// a copy.
    func fillPending(from mainOps: [DrawOp]) {
        for key in pendingKeys {
            guard let range = entries[key]?.pending else { continue }
            entries[key]!.ops = range.count * 4 >= mainOps.count ? mainOps[range] : Array(mainOps[range])[...]
            entries[key]!.pending = nil
        }
        pendingKeys.removeAll(keepingCapacity: true)
    }

    private func store(
        _ layer: RenderLayer, _ context: PlanningContext, count: Int, records: PlanRecords, made: MadePasses,
        nestedFrom: Int, filling fill: (inout Entry) -> Void
    ) -> Int? {
        let count = count + made.passes.reduce(0) { $0 + $1.ops.count }
        guard storedOps + count <= opsLimit else { return nil }
        let key = ObjectIdentifier(layer)
        var entry = Entry(
            layer: layer, context: context, ops: [], records: records, made: made,
            nested: Array(usedLog[nestedFrom...]), serial: nextSerial(), lastUsed: frame)
        fill(&entry)
        entries[key] = entry
        storedOps += count
        usedLog.append(key)
        return entry.serial
    }

    func removeAll() {
        entries = [:]
        cullMemos = [:]
    }

    private func markUsed(_ key: ObjectIdentifier) {
        guard entries[key] != nil else { return }
        entries[key]!.lastUsed = frame
        usedLog.append(key)
    }
}
