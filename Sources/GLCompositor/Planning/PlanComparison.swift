import Foundation
import LayerTree

/// Tells whether operations of two frames draw the same pixels: exact, with no
/// hashing, for the long runs of unchanged operations at the bottom and top of a frame. A
/// composite (or a backdrop) is the same when its passes are (compared the same way, once per pair).
final class PlanComparison {
    private let old: FramePlan
    private let new: FramePlan
    private var passes: [Int: Bool] = [:]

    init(old: FramePlan, new: FramePlan) {
        self.old = old
        self.new = new
    }

    /// True when `a` (of the old frame) and `b` (of the new one) draw the same pixels: equal
    /// operations, except that composites name passes of their own frames, equal when the
    /// passes draw the same.
    func same(_ a: DrawOp, _ b: DrawOp) -> Bool {
        if case .shadow(let x, let xBlur) = a.source, case .shadow(let y, let yBlur) = b.source {
            var renamed = a
            renamed.source = b.source
            return renamed == b && xBlur.sigma == yBlur.sigma && xBlur.color == yBlur.color && samePass(x, y)
        }
        if case .backdrop(let x) = a.source, case .backdrop(let y) = b.source {  // the same when what lies behind is
            var renamed = a
            renamed.source = b.source
            return renamed == b && x.sigma == y.sigma && samePass(x.pass, y.pass)
        }
        guard case .pass(let x, let xMask) = a.source, case .pass(let y, let yMask) = b.source else { return a == b }
        var renamed = a
        renamed.source = b.source
        guard renamed == b, samePass(x, y) else { return false }
        switch (xMask, yMask) {
        case (nil, nil): return true
        case (let xm?, let ym?): return samePass(xm, ym)
        default: return false
        }
    }

    private func samePass(_ i: Int, _ j: Int) -> Bool {
        let key = i &* 1_000_003 &+ j
        if let known = passes[key] { return known }
        let a = old.passes[i], b = new.passes[j]
        let result = a.bounds == b.bounds && a.ops.count == b.ops.count && zip(a.ops, b.ops).allSatisfy { same($0, $1) }
        passes[key] = result
        return result
    }
}
