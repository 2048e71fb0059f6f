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
/// A scroll shows as many operations inside one scissor (the scrolling layer's clip; each may
/// also have a scissor of its own inside it, a row that clips) whose geometry moved by the same
/// whole-pixel translation and nothing else. The last frame's pixels inside the clip are then
/// moved by that translation, and only what the move cannot explain is repainted: the strip the
/// scroll exposes, operations that changed, and every operation that did not move with the
/// scroll yet lies under the moved pixels (at its place and at its moved place) — unless it is
/// a uniform colour covering the whole clip, which looks the same moved.
///
/// Pure bookkeeping with no GL, used by ``DamageTracker``.
enum ScrollDetection {
    /// What the tracker records of an operation.
    struct Drawn: DamageRecord, Sendable {
        /// Everything that decides the operation's pixels but its placement's 2D translation
        /// and its scissor.
        let placeFree: Int
        let translation: (x: CGFloat, y: CGFloat)
        let scissor: PixelRect?
        let bounds: PixelRect
        /// Whether the operation draws the same pixels moved when only its placement moves by
        /// whole pixels (``DrawOp/canMoveWithScroll``).
        let canMove: Bool
        /// For a colour fill without shape or exact clips, axis-aligned and not additive (the
        /// same everywhere it paints): the whole pixels it paints for certain. Nil otherwise.
        let uniformCover: PixelRect?

        /// The whole signature.
        let signature: Int

        init(
            placeFree: Int, translation: (x: CGFloat, y: CGFloat), scissor: PixelRect?, bounds: PixelRect, canMove: Bool,
            uniformCover: PixelRect?
        ) {
            self.placeFree = placeFree
            self.translation = translation
            self.scissor = scissor
            self.bounds = bounds
            self.canMove = canMove
            self.uniformCover = uniformCover
            signature = ScrollDetection.signature(placeFree, x: translation.x, y: translation.y, scissor: scissor)
        }

        /// True when the operation can move with a scroll inside `clip`.
        func moves(inside clip: PixelRect) -> Bool {
            guard canMove, let scissor else { return false }
            return clip.contains(scissor)
        }
    }

    /// The smallest number of operations moving together that counts as a scroll.
    static let minimumMovedOps = 2
    /// The most alike operations paired with one another when voting for a scroll.
    static let maximumAlikeOps = 256

    /// The scroll from `old` to `new` and the region to repaint after it, when moving the
    /// pixels leaves less to repaint than `plainDamage` (with the copy weighed at a quarter of
    /// a repaint per pixel); nil otherwise.
    /// `clips` are the scissors of clipping layers in the new frame, where a scroll may be.
    static func scroll(
        from old: [Drawn], to new: [Drawn], clips: [PixelRect], plainDamage: DamageRegion, target: PixelRect
    ) -> (copy: ScrollCopy, damage: DamageRegion)? {
        guard let (clip, delta) = candidate(from: old, to: new, clips: clips) else { return nil }
        let moved = clip.offsetBy(dx: delta.x, dy: delta.y).intersection(clip)
        guard !moved.isEmpty else { return nil }
        // Compare the frames inside the moved pixels: an operation that moved with the scroll
        // is the last frame's moved by `delta`, its own scissor cut to what was copied.
        var shiftedOld: [DamageTracker.Drawn] = []
        shiftedOld.reserveCapacity(old.count)
        var damage = DamageRegion()
        for drawn in old {
            if drawn.moves(inside: clip), let scissor = drawn.scissor {
                let shifted = signature(
                    drawn.placeFree, x: drawn.translation.x + CGFloat(delta.x), y: drawn.translation.y + CGFloat(delta.y),
                    scissor: scissor.offsetBy(dx: delta.x, dy: delta.y).intersection(moved))
                let bounds = drawn.bounds.offsetBy(dx: delta.x, dy: delta.y).intersection(moved)
                shiftedOld.append(DamageTracker.Drawn(signature: shifted, bounds: bounds))
                continue
            }
            shiftedOld.append(DamageTracker.Drawn(signature: drawn.signature, bounds: drawn.bounds))
            if let cover = drawn.uniformCover, cover.contains(clip) { continue }  // looks the same moved
            damage.add(drawn.bounds.intersection(moved))  // the moved pixels covered it: repaint it
            damage.add(drawn.bounds.offsetBy(dx: delta.x, dy: delta.y).intersection(moved))  // and its moved ghost
        }
        let current = new.map { drawn -> DamageTracker.Drawn in
            guard drawn.moves(inside: clip), let scissor = drawn.scissor else {
                return DamageTracker.Drawn(signature: drawn.signature, bounds: drawn.bounds)
            }
            let signature = signature(
                drawn.placeFree, x: drawn.translation.x, y: drawn.translation.y, scissor: scissor.intersection(moved))
            return DamageTracker.Drawn(signature: signature, bounds: drawn.bounds)
        }
        for strip in exposedStrips(of: clip, keeping: moved) { damage.add(strip) }
        damage.add(DamageTracker.changedRegion(from: shiftedOld, to: current))
        damage = damage.clipped(to: target)
        guard damage.area + moved.area / 4 < plainDamage.area else { return nil }
        let copy = ScrollCopy(source: moved.offsetBy(dx: -delta.x, dy: -delta.y), destination: moved)
        return (copy, damage)
    }

    /// The whole signature of an operation: its place-free signature, translation and scissor.
    static func signature(_ placeFree: Int, x: CGFloat, y: CGFloat, scissor: PixelRect?) -> Int {
        var hasher = SignatureHasher()
        hasher.combine(placeFree)
        hasher.combine(x)
        hasher.combine(y)
        hasher.combine(scissor)
        return hasher.finalize()
    }

    /// The whole-pixel translation most movable operations of `new` moved by since `old`, and
    /// the clip (of `clips`, or an operation's own scissor) they moved inside: the one where the
    /// most operations moved by it less those that did not (each of which costs a repaint),
    /// the smaller on a tie. Nil when fewer than ``minimumMovedOps`` moved alike.
    private static func candidate(
        from old: [Drawn], to new: [Drawn], clips: [PixelRect]
    ) -> (clip: PixelRect, delta: (x: Int, y: Int))? {
        // Operations alike but for their place (a list's rows of one colour) share a place-free
        // signature: each keeps every place it had, and a new one moved by a delta when one of
        // them lies that far back. Deltas are voted for by operations with one old place; when
        // there are none, by every pairing, where the true scroll wins (each row matches itself).
        var oldPlaces: [Int: [(x: CGFloat, y: CGFloat)]] = [:]
        for drawn in old where drawn.canMove && drawn.scissor != nil {
            oldPlaces[drawn.placeFree, default: []].append(drawn.translation)
        }
        var votes: [Int: Int] = [:]
        var deltas: [Int: (x: Int, y: Int)] = [:]
        func vote(_ drawn: Drawn, _ place: (x: CGFloat, y: CGFloat)) {
            guard let delta = wholePixels(drawn.translation.x - place.x, drawn.translation.y - place.y), delta != (0, 0)
            else { return }
            let key = delta.x &* 65_536 &+ delta.y
            votes[key, default: 0] += 1
            deltas[key] = delta
        }
        let movable = new.filter { $0.canMove && $0.scissor != nil }
        for drawn in movable { if let places = oldPlaces[drawn.placeFree], places.count == 1 { vote(drawn, places[0]) } }
        if votes.isEmpty {
            for drawn in movable {
                guard let places = oldPlaces[drawn.placeFree], places.count <= Self.maximumAlikeOps else { continue }
                for place in places { vote(drawn, place) }
            }
        }
        guard let top = votes.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }),
            top.value >= minimumMovedOps, let delta = deltas[top.key]
        else { return nil }
        // Per operation of `new`: the winning key if it moved by the delta, else nil.
        let moved: [Int?] = new.map { drawn in
            guard drawn.canMove, drawn.scissor != nil, let places = oldPlaces[drawn.placeFree] else { return nil }
            let fromX = drawn.translation.x - CGFloat(delta.x), fromY = drawn.translation.y - CGFloat(delta.y)
            return places.contains { abs($0.x - fromX) < 1e-9 && abs($0.y - fromY) < 1e-9 } ? top.key : nil
        }
        var candidates = Set(clips)
        for (drawn, key) in zip(new, moved) where key == top.key { candidates.insert(drawn.scissor!) }
        var best: (clip: PixelRect, score: Int)?
        for clip in candidates {
            var score = 0
            for (drawn, key) in zip(new, moved) where drawn.moves(inside: clip) { score += key == top.key ? 1 : -1 }
            if score > best?.score ?? Int.min || (score == best?.score && clip.area < best!.clip.area) {
                best = (clip, score)
            }
        }
        guard let best, best.score >= minimumMovedOps else { return nil }
        return (best.clip, delta)
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

}

extension PixelRect {
    /// The rect moved by whole pixels.
    func offsetBy(dx: Int, dy: Int) -> PixelRect { PixelRect(x: x + dx, y: y + dy, width: width, height: height) }
}
