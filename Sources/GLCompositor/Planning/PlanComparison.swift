import Foundation
import LayerTree

/// Tells whether operations of two frames draw the same pixels, field by field: exact, with no
/// hashing, for the long runs of unchanged operations at the bottom and top of a frame. A
/// composite is the same when its passes are (compared the same way, once per pair).
final class PlanComparison {
    private let old: FramePlan
    private let new: FramePlan
    private var passes: [Int: Bool] = [:]

    init(old: FramePlan, new: FramePlan) {
        self.old = old
        self.new = new
    }

    /// True when `a` (of the old frame) and `b` (of the new one) draw the same pixels.
    func same(_ a: DrawOp, _ b: DrawOp) -> Bool {
        guard a.quad == b.quad, a.opacity == b.opacity, a.isOpaque == b.isOpaque, a.isAdditive == b.isAdditive,
            a.scissor == b.scissor, a.shape == b.shape, a.underlay == b.underlay, a.world == b.world,
            a.clips.count == b.clips.count
        else { return false }
        for (x, y) in zip(a.clips, b.clips) where x.rect != y.rect || x.radius != y.radius || x.targetToLocal != y.targetToLocal {
            return false
        }
        switch (a.source, b.source) {
        case (.color(let x), .color(let y)): return x == y
        case (.content(let x, let xRect), .content(let y, let yRect)):
            return x.id == y.id && x.version == y.version && xRect == yRect
        case (.pass(let x, let xMask), .pass(let y, let yMask)):
            guard samePass(x, y) else { return false }
            switch (xMask, yMask) {
            case (nil, nil): return true
            case (let xm?, let ym?): return samePass(xm, ym)
            default: return false
            }
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
