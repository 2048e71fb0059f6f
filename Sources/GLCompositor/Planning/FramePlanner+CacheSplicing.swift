import Foundation
import LayerTree

extension FramePlanner {
    /// Plans `layer` in `context` from the operations and records cached for it, when the
    /// subtree was planned in an earlier frame in the same context; otherwise plans it afresh
    /// and caches the result, unless it made offscreen passes (its operations would name them by
    /// index).
    mutating func planLayerReusingCache(_ layer: RenderLayer, _ context: PlanningContext, into ops: inout [DrawOp]) {
        guard let cache else { return planLayerAfresh(layer, context, into: &ops) }
        if let entry = cache.entry(for: layer, context) {
            ops += entry.ops
            records.append(entry.records)
            return
        }
        let start = (ops: ops.count, records: records.mark, passes: passes.count, used: cache.usedLog.count)
        planLayerAfresh(layer, context, into: &ops)
        guard passes.count == start.passes else { return }
        cache.store(layer, context, ops: ops[start.ops...], records: records.since(start.records), nestedFrom: start.used)
    }
}
