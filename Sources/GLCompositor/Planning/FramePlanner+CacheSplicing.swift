import Foundation
import LayerTree

extension FramePlanner {
    /// Plans `layer` in `context` from the operations, offscreen passes and records cached for
    /// it, when the subtree was planned in an earlier frame in the same context and its passes
    /// get the same indices; otherwise plans it afresh and caches the result, unless its passes
    /// depend on what lies outside it (``isSelfContained(_:_:base:)``). The main pass's runs
    /// (``mainSegments``) are the innermost cached subtrees planned or reused into it: a subtree
    /// reused whole notes the runs noted inside it when it was planned, so that the runs of
    /// consecutive frames line up whether a subtree was planned, reused or reused inside a
    /// reused ancestor.
    mutating func planLayerReusingCache(_ layer: RenderLayer, _ context: PlanningContext, into ops: inout [DrawOp]) {
        guard let cache else { return planLayerAfresh(layer, context, into: &ops) }
        if let entry = cache.entry(for: layer, context, passBase: passes.count) {
            if nesting == 0 { noteRuns(of: entry, at: ops.count) }
            ops += entry.ops
            passes += entry.made.passes
            culledOps += entry.made.culled
            records.append(entry.records)
            return
        }
        let start = (
            ops: ops.count, records: records.mark, passes: passes.count, culled: culledOps, used: cache.usedLog.count,
            runs: mainSegments.count
        )
        planLayerAfresh(layer, context, into: &ops)
        guard Self.isSelfContained(ops[start.ops...], passes[start.passes...], base: start.passes) else { return }
        let made = PlanCache.MadePasses(
            base: start.passes, passes: Array(passes[start.passes...]), culled: culledOps - start.culled)
        let added = records.since(start.records)
        if nesting == 0 {
            let inner = mainSegments[start.runs...].map { run in
                PlanSegment(range: (run.range.lowerBound - start.ops)..<(run.range.upperBound - start.ops), serial: run.serial)
            }
            let serial = cache.storeInMainPass(
                layer, context, range: start.ops..<ops.count, records: added, made: made, runs: inner,
                nestedFrom: start.used)
            if let serial, inner.isEmpty, start.ops < ops.count {
                mainSegments.append(PlanSegment(range: start.ops..<ops.count, serial: serial))
            }
        } else {
            cache.store(layer, context, ops: ops[start.ops...], records: added, made: made, nestedFrom: start.used)
        }
    }

    /// Notes the runs of a cached subtree reused at `base` of the main pass's list: the runs
    /// noted inside it when it was planned, else the whole subtree as one.
    private mutating func noteRuns(of entry: PlanCache.Entry, at base: Int) {
        guard !entry.runs.isEmpty else {
            if !entry.ops.isEmpty {
                mainSegments.append(PlanSegment(range: base..<(base + entry.ops.count), serial: entry.serial))
            }
            return
        }
        for run in entry.runs {
            mainSegments.append(
                PlanSegment(range: (base + run.range.lowerBound)..<(base + run.range.upperBound), serial: run.serial))
        }
    }

    /// Whether a subtree's operations and the passes it made (from index `base`) depend on
    /// nothing outside it: no pass of theirs composites a pass made before `base`, and none
    /// reads what lies behind (a backdrop). Then the subtree plans the same again where its
    /// passes get the same indices.
    static func isSelfContained(_ ops: ArraySlice<DrawOp>, _ made: ArraySlice<PlannedPass>, base: Int) -> Bool {
        guard !made.isEmpty else { return true }  // without passes of its own, nothing names one
        func namesOnlyMade(_ op: DrawOp) -> Bool {
            switch op.source {
            case .pass(let index, let mask): index >= base && (mask ?? base) >= base
            case .shadow(let index, _): index >= base
            case .backdrop: false
            case .color, .content, .gradient, .blurredRect, .arcStroke: true
            }
        }
        return ops.allSatisfy(namesOnlyMade) && made.allSatisfy { $0.ops.allSatisfy(namesOnlyMade) }
    }
}
