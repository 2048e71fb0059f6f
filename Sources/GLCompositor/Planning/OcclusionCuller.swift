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
        var occluders: [PixelRect] = []
        var hidden: [Bool] = []
        var culled = 0
        for index in ops.indices.reversed() {
            let op = ops[index]
            if !occluders.isEmpty {
                let reach = DamageTracker.damageBounds(of: op)
                if occluders.contains(where: { $0.contains(reach) }) {
                    if hidden.isEmpty { hidden = Array(repeating: false, count: ops.count) }
                    hidden[index] = true
                    culled += 1
                    continue
                }
            }
            if let covered = coveredPixels(of: op), covered.width * covered.height > 0 {
                add(covered, to: &occluders)
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
        guard op.isOpaque, !op.isAdditive, ScreenGeometry.isAxisAligned(op.world) else { return nil }
        let rect = op.screenBounds  // with such a world, exactly the quad (cut by the scissor and target)
        let minX = Int(rect.minX.rounded(.up)), minY = Int(rect.minY.rounded(.up))
        let maxX = Int(rect.maxX.rounded(.down)), maxY = Int(rect.maxY.rounded(.down))
        guard maxX > minX, maxY > minY else { return nil }
        return PixelRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    private static func area(_ rect: PixelRect) -> Int { rect.width * rect.height }

    /// Adds an occluder, dropping any that it contains; beyond `maxOccluders`, drops the
    /// smallest of the older ones.
    private static func add(_ rect: PixelRect, to occluders: inout [PixelRect]) {
        for occluder in occluders where occluder.contains(rect) { return }
        var kept = 0
        for index in occluders.indices {
            let occluder = occluders[index]
            if !rect.contains(occluder) {
                occluders[kept] = occluder
                kept += 1
            }
        }
        occluders.removeLast(occluders.count - kept)
        occluders.append(rect)
        guard occluders.count > maxOccluders else { return }
        // Drop the smallest older one: the newest most likely hides what comes right below
        // it (its own layer's background), the large ones whatever lies further down.
        var smallest = 0
        for index in 1..<(occluders.count - 1) where area(occluders[index]) < area(occluders[smallest]) {
            smallest = index
        }
        occluders.remove(at: smallest)
    }
}

