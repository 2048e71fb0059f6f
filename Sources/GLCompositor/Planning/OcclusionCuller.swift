import Foundation
import Graphics
import LayerTree

/// Drops operations that later opaque operations hide completely: walking a pass from the top
/// down, every opaque, axis-aligned quad (an opaque background colour, say) becomes an
/// occluder, and an operation whose pixels all lie inside one occluder is never seen.
///
/// Conservative: an occluder counts only the pixels it fully covers, an operation all the
/// pixels it can touch, and only the largest occluders are kept.
enum OcclusionCuller {
    /// How many occluders are compared against each operation.
    static let maxOccluders = 8

    /// `ops` without the hidden ones, in order, and how many were dropped.
    static func cull(_ ops: [DrawOp]) -> (ops: [DrawOp], culled: Int) {
        guard ops.count > 1 else { return (ops, 0) }
        var occluders = Occluders()
        var hidden: [Bool] = []
        var culled = 0
        ops.withUnsafeBufferPointer { ops in
            for index in ops.indices.reversed() {
                if occluders.hide(DamageTracker.damageBounds(of: ops[index])) {
                    if hidden.isEmpty { hidden = Array(repeating: false, count: ops.count) }
                    hidden[index] = true
                    culled += 1
                } else if let covered = coveredPixels(of: ops[index]) {
                    occluders.add(covered)
                }
            }
        }
        guard culled > 0 else { return (ops, 0) }
        var visible: [DrawOp] = []
        visible.reserveCapacity(ops.count - culled)
        for index in ops.indices where !hidden[index] { visible.append(ops[index]) }
        return (visible, culled)
    }

    /// The pixels an operation paints opaquely in full; nil unless it is opaque, not additive,
    /// and its quad stays an axis-aligned rectangle on screen.
    static func coveredPixels(of op: DrawOp) -> PixelRect? {
        guard op.isOpaque, !op.isAdditive else { return nil }
        return ScreenGeometry.wholePixels(inside: op)
    }

    /// The largest opaque rects seen so far, at most ``maxOccluders``.
    private struct Occluders {
        private var rects: [PixelRect] = []
        /// The area of the smallest rect, once the set is full.
        private var smallestArea = 0

        init() { rects.reserveCapacity(OcclusionCuller.maxOccluders) }

        /// True when `reach` lies inside one of the rects.
        func hide(_ reach: PixelRect) -> Bool {
            for rect in rects where rect.contains(reach) { return true }
            return false
        }

        /// Adds `rect`, dropping the rects it contains; when the set is full, `rect` replaces the
        /// smallest one if it is larger (a small occluder hides little).
        mutating func add(_ rect: PixelRect) {
            if rects.count == OcclusionCuller.maxOccluders, rect.area <= smallestArea { return }
            for occluder in rects where occluder.contains(rect) { return }
            rects.removeAll { rect.contains($0) }
            if rects.count == OcclusionCuller.maxOccluders {
                rects[smallestIndex()] = rect
            } else {
                rects.append(rect)
            }
            if rects.count == OcclusionCuller.maxOccluders { smallestArea = rects[smallestIndex()].area }
        }

        private func smallestIndex() -> Int {
            var smallest = 0
            for index in rects.indices where rects[index].area < rects[smallest].area { smallest = index }
            return smallest
        }
    }
}
