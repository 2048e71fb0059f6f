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
        var memos: [Int: Memo] = [:]
        let result = cull(ops, segments: [], memos: &memos, serial: { 0 })
        return (result.ops, result.culled)
    }

    /// What culling made of a cached run of operations (a ``PlanSegment``), reused by a later
    /// frame in which the occluders above the run are the same: then it hides the same
    /// operations and leaves the same occluders below it.
    struct Memo {
        fileprivate let above: Occluders
        fileprivate let below: Occluders
        /// The hidden operations' offsets in the run, from the top down.
        fileprivate let hidden: [Int]
        /// Names what is left of the run (``PlanSegment/serial``).
        fileprivate let culledSerial: Int
    }

    /// `ops` without the hidden ones, as ``cull(_:)`` leaves them, and where the runs of
    /// `segments` (sorted, disjoint, not empty) lie among them, named anew when culling changed
    /// them. A run whose memo (by its serial) saw the same occluders above it is not visited:
    /// its memo says what it hides, so culling a frame costs what changed and the runs, not
    /// every operation. `serial` names runs culled anew.
    static func cull(
        _ ops: [DrawOp], segments: [PlanSegment], memos: inout [Int: Memo], serial: () -> Int
    ) -> (ops: [DrawOp], culled: Int, segments: [PlanSegment]) {
        var occluders = Occluders()
        var hidden: [Int] = []  // indices, from the top down
        var culledSegments = segments
        ops.withUnsafeBufferPointer { ops in
            var index = ops.count - 1
            var next = segments.count - 1
            while index >= 0 {
                guard next >= 0, segments[next].range.upperBound - 1 == index else {
                    step(ops[index], index: index, occluders: &occluders, hidden: &hidden)
                    index -= 1
                    continue
                }
                let segment = segments[next]
                let memo = memos[segment.serial]
                if let memo, memo.above == occluders {
                    for offset in memo.hidden { hidden.append(segment.range.lowerBound + offset) }
                    occluders = memo.below
                    culledSegments[next].serial = memo.culledSerial
                } else {
                    let above = occluders, mark = hidden.count
                    for i in segment.range.reversed() { step(ops[i], index: i, occluders: &occluders, hidden: &hidden) }
                    let offsets = hidden[mark...].map { $0 - segment.range.lowerBound }
                    let named = memo.flatMap { $0.hidden == offsets ? $0.culledSerial : nil } ?? serial()
                    memos[segment.serial] = Memo(above: above, below: occluders, hidden: offsets, culledSerial: named)
                    culledSegments[next].serial = named
                }
                index = segment.range.lowerBound - 1
                next -= 1
            }
        }
        guard !hidden.isEmpty else { return (ops, 0, culledSegments) }
        return (visible(ops, hiding: hidden.reversed()), hidden.count, moved(culledSegments, hiding: hidden.reversed()))
    }

    /// Hides `op` (at `index`) if an occluder covers it, else lets it occlude what lies below.
    private static func step(_ op: DrawOp, index: Int, occluders: inout Occluders, hidden: inout [Int]) {
        if occluders.hide(DamageTracker.damageBounds(of: op)) {
            hidden.append(index)
        } else if let covered = coveredPixels(of: op) {
            occluders.add(covered)
        }
    }

    /// `ops` less those at `hidden` (ascending indices).
    private static func visible(_ ops: [DrawOp], hiding hidden: ReversedCollection<[Int]>) -> [DrawOp] {
        var visible: [DrawOp] = []
        visible.reserveCapacity(ops.count - hidden.count)
        var start = 0
        for index in hidden {
            visible += ops[start..<index]
            start = index + 1
        }
        visible += ops[start...]
        return visible
    }

    /// `segments` moved down over the operations at `hidden` (ascending indices) once those are gone.
    private static func moved(_ segments: [PlanSegment], hiding hidden: ReversedCollection<[Int]>) -> [PlanSegment] {
        let ascending = Array(hidden)
        func hiddenBelow(_ index: Int) -> Int {  // how many hidden indices are less than `index`
            var low = 0, high = ascending.count
            while low < high {
                let middle = (low + high) / 2
                if ascending[middle] < index { low = middle + 1 } else { high = middle }
            }
            return low
        }
        return segments.map { segment in
            let range = segment.range
            return PlanSegment(
                range: (range.lowerBound - hiddenBelow(range.lowerBound))..<(range.upperBound - hiddenBelow(range.upperBound)),
                serial: segment.serial)
        }
    }

    /// The pixels an operation paints opaquely in full; nil unless it is opaque, not additive,
    /// and its quad stays an axis-aligned rectangle on screen.
    static func coveredPixels(of op: DrawOp) -> PixelRect? {
        guard op.isOpaque, !op.isAdditive else { return nil }
        return ScreenGeometry.wholePixels(inside: op)
    }

    /// The largest opaque rects seen so far, at most ``maxOccluders``.
    fileprivate struct Occluders: Equatable {
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
