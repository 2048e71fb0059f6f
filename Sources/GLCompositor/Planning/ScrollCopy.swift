import Foundation
import Graphics
import LayerTree

/// Pixels a frame moves inside its target before repainting: a scrolled list's contents, which
/// the last frame already shows one scroll step away.
public struct ScrollCopy: Sendable, Equatable {
    /// Where the pixels are in the last frame.
    public let source: PixelRect
    /// Where they go: `source` moved by the scroll, the same size.
    public let destination: PixelRect

    public init(source: PixelRect, destination: PixelRect) {
        self.source = source
        self.destination = destination
    }
}

/// Finds a scroll between two frames and the damage left once the pixels are moved.
///
/// A scroll shows as many operations under one scissor (the scrolling layer's clip) whose
/// geometry moved by the same whole-pixel translation and nothing else. The last frame's
/// pixels inside the clip are then moved by that translation, and only what the move cannot
/// explain is repainted: the strip the scroll exposes, operations that changed, and every
/// operation that did not move with the scroll yet lies under the moved pixels (at its place and
/// at its moved place) — unless it is a uniform colour covering the whole clip, which looks the
/// same moved.
///
/// Pure bookkeeping with no GL, used by ``DamageTracker``.
enum ScrollDetection {
    /// What the tracker records of an operation.
    struct Drawn: Sendable {
        /// The whole signature: the place-free signature with the translation.
        let signature: Int
        let bounds: PixelRect
        /// The signature without the placement's 2D translation; nil unless the operation can
        /// move with a scroll (``DrawOp/canMoveWithScroll(placement:)``).
        let movableSignature: Int?
        let translation: (x: CGFloat, y: CGFloat)
        let scissor: PixelRect?
        /// For a colour fill without shape or exact clips, axis-aligned and not additive (the
        /// same everywhere it paints): the whole pixels it paints for certain. Nil otherwise.
        let uniformCover: PixelRect?
    }

    /// The smallest number of operations moving together that counts as a scroll.
    static let minimumMovedOps = 2

    /// The scroll from `old` to `new` and the region to repaint after it, when moving the
    /// pixels leaves less to repaint than `plainDamage` (with the copy weighed at a quarter of
    /// a repaint per pixel); nil otherwise.
    static func scroll(
        from old: [Drawn], to new: [Drawn], plainDamage: DamageRegion, target: PixelRect
    ) -> (copy: ScrollCopy, damage: DamageRegion)? {
        guard let (clip, delta) = candidate(from: old, to: new) else { return nil }
        let moved = clip.offsetBy(dx: delta.x, dy: delta.y).intersection(clip)
        guard !moved.isEmpty else { return nil }
        var shiftedOld: [DamageTracker.Drawn] = []
        shiftedOld.reserveCapacity(old.count)
        var damage = DamageRegion()
        for drawn in old {
            if drawn.scissor == clip, let movable = drawn.movableSignature {
                let shifted = signature(
                    movable, x: drawn.translation.x + CGFloat(delta.x), y: drawn.translation.y + CGFloat(delta.y))
                let bounds = drawn.bounds.offsetBy(dx: delta.x, dy: delta.y).intersection(clip)
                shiftedOld.append(DamageTracker.Drawn(signature: shifted, bounds: bounds))
                continue
            }
            shiftedOld.append(DamageTracker.Drawn(signature: drawn.signature, bounds: drawn.bounds))
            if let cover = drawn.uniformCover, cover.contains(clip) { continue }  // looks the same moved
            damage.add(drawn.bounds.intersection(moved))  // the moved pixels covered it: repaint it
            damage.add(drawn.bounds.offsetBy(dx: delta.x, dy: delta.y).intersection(moved))  // and its moved ghost
        }
        for strip in exposedStrips(of: clip, keeping: moved) { damage.add(strip) }
        damage.add(DamageTracker.changedRegion(
            from: shiftedOld, to: new.map { DamageTracker.Drawn(signature: $0.signature, bounds: $0.bounds) }))
        damage = damage.clipped(to: target)
        guard damage.area + area(moved) / 4 < plainDamage.area else { return nil }
        let copy = ScrollCopy(source: moved.offsetBy(dx: -delta.x, dy: -delta.y), destination: moved)
        return (copy, damage)
    }

    /// The whole signature of an operation with `movableSignature` at translation (x, y).
    static func signature(_ movableSignature: Int, x: CGFloat, y: CGFloat) -> Int {
        var hasher = Hasher()
        hasher.combine(movableSignature)
        hasher.combine(x)
        hasher.combine(y)
        return hasher.finalize()
    }

    /// The scissor with the most movable operations in `new`, and the whole-pixel translation
    /// most of them moved by since `old`; nil when no such group moved.
    private static func candidate(from old: [Drawn], to new: [Drawn]) -> (clip: PixelRect, delta: (x: Int, y: Int))? {
        var groups: [PixelRect: Int] = [:]
        for drawn in new where drawn.movableSignature != nil {
            if let scissor = drawn.scissor { groups[scissor, default: 0] += 1 }
        }
        guard let clip = groups.max(by: { $0.value < $1.value })?.key, groups[clip]! >= minimumMovedOps else { return nil }
        var oldPlaces: [Int: (x: CGFloat, y: CGFloat)] = [:]
        for drawn in old where drawn.scissor == clip {
            if let movable = drawn.movableSignature { oldPlaces[movable] = drawn.translation }
        }
        var votes: [Int: Int] = [:]
        var deltas: [Int: (x: Int, y: Int)] = [:]
        for drawn in new where drawn.scissor == clip {
            guard let movable = drawn.movableSignature, let place = oldPlaces[movable],
                let delta = wholePixels(drawn.translation.x - place.x, drawn.translation.y - place.y),
                delta != (0, 0)
            else { continue }
            let key = delta.x &* 65_536 &+ delta.y
            votes[key, default: 0] += 1
            deltas[key] = delta
        }
        guard let best = votes.max(by: { $0.value < $1.value }), best.value >= minimumMovedOps,
            let delta = deltas[best.key]
        else { return nil }
        return (clip, delta)
    }

    private static func wholePixels(_ x: CGFloat, _ y: CGFloat) -> (x: Int, y: Int)? {
        let rx = x.rounded(), ry = y.rounded()
        guard abs(x - rx) < 1e-9, abs(y - ry) < 1e-9, abs(rx) < 1e6, abs(ry) < 1e6 else { return nil }
        return (Int(rx), Int(ry))
    }

    /// `clip` less `moved` (which shares at least two of its edges): a strip along each edge the
    /// scroll uncovered.
    private static func exposedStrips(of clip: PixelRect, keeping moved: PixelRect) -> [PixelRect] {
        var strips: [PixelRect] = []
        if moved.y > clip.y { strips.append(PixelRect(x: clip.x, y: clip.y, width: clip.width, height: moved.y - clip.y)) }
        if moved.y + moved.height < clip.y + clip.height {
            let top = moved.y + moved.height
            strips.append(PixelRect(x: clip.x, y: top, width: clip.width, height: clip.y + clip.height - top))
        }
        if moved.x > clip.x { strips.append(PixelRect(x: clip.x, y: clip.y, width: moved.x - clip.x, height: clip.height)) }
        if moved.x + moved.width < clip.x + clip.width {
            let left = moved.x + moved.width
            strips.append(PixelRect(x: left, y: clip.y, width: clip.x + clip.width - left, height: clip.height))
        }
        return strips
    }

    private static func area(_ rect: PixelRect) -> Int { rect.isEmpty ? 0 : rect.width * rect.height }
}

extension PixelRect {
    /// The rect moved by whole pixels.
    func offsetBy(dx: Int, dy: Int) -> PixelRect { PixelRect(x: x + dx, y: y + dy, width: width, height: height) }
}
