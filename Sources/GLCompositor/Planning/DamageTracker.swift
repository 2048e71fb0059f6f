import Foundation
import Graphics

/// What part of a target a frame must repaint, given what the target already shows.
public enum FrameDamage: Sendable, Equatable {
    /// Nothing changed: the target already shows this frame.
    case none
    /// Only these pixels changed; everything outside them is already right.
    case region(PixelRect)
    /// Only the pixels of these disjoint rects changed (at most eight).
    case regions([PixelRect])
    /// Repaint everything (first frame, new target, scale or background).
    case full

    /// The rects to repaint: none for `.none`, nil for `.full`.
    public var rects: [PixelRect]? {
        switch self {
        case .none: []
        case .region(let rect): [rect]
        case .regions(let rects): rects
        case .full: nil
        }
    }

    /// The box around every repainted pixel: nil for `.full`, empty for `.none`.
    public var bounds: PixelRect? {
        rects.map { $0.reduce(PixelRect(x: 0, y: 0, width: 0, height: 0)) { $0.union($1) } }
    }

    /// `.none`, `.region`, `.regions`, or `.full` when the region is the whole `target`.
    init(_ region: DamageRegion, target: PixelRect) {
        switch region.rects.count {
        case 0: self = .none
        case 1: self = region.rects[0] == target ? .full : .region(region.rects[0])
        default: self = .regions(region.rects)
        }
    }
}

/// Finds the pixels that differ between the last frame drawn into a target and the next one by
/// comparing the main passes' operations: an operation whose signature (geometry, source and
/// its version, opacity, clip) is in both frames at the same rank draws the same pixels, so
/// only the bounds of the others — added, removed, changed or reordered — are damaged. When
/// a scrolled layer's contents moved by whole pixels (``ScrollDetection``), the frame instead
/// moves the last frame's pixels and repaints only what the move cannot explain.
///
/// Pure bookkeeping with no GL: the executor turns the result into a scissored repaint.
struct DamageTracker: Sendable {
    /// What identifies the target and its frame apart from the operations.
    struct FrameKey: Equatable, Sendable {
        var target: ObjectIdentifier
        var size: PixelSize
        var scale: CGFloat
        var background: PremultipliedRGBA
    }

    /// An operation reduced to what the comparison needs.
    struct Drawn: DamageRecord, Sendable {
        let signature: Int
        let bounds: PixelRect
    }

    /// What a frame must repaint, and the pixels it may move first.
    struct Update: Sendable, Equatable {
        var damage: FrameDamage
        /// Pixels to move inside the target before repainting `damage` (a scroll).
        var copy: ScrollCopy?
    }

    private var key: FrameKey?
    private var previous: FramePlan?

    init() {}

    /// The main pass's operations of the last frame recorded, which the next ``damage(for:key:)``
    /// lets go of: a caller keeping them can reuse their storage once nothing else holds them.
    var lastMainOps: [DrawOp] { previous?.mainPass.ops ?? [] }

    /// Forgets the last frame, so the next one is repainted in full.
    mutating func reset() {
        key = nil
        previous = nil
    }

    /// Forgets the last frame if it was drawn into `target`.
    mutating func forget(_ target: ObjectIdentifier) {
        if key?.target == target { reset() }
    }

    /// The damage of drawing `plan` where the last recorded frame was, and records `plan` as the
    /// last frame.
    ///
    /// Runs of operations equal field by field at the bottom and the top of both frames are set
    /// aside without hashing (cached runs with the same serial whole, ``MatchingRuns``); only
    /// the operations between are signed and compared as multisets.
    /// A scroll is looked for when that leaves much to repaint.
    mutating func damage(for plan: FramePlan, key newKey: FrameKey) -> Update {
        defer {
            key = newKey
            previous = plan
        }
        guard key == newKey, let previous else { return Update(damage: .full) }
        let target = PixelRect(x: 0, y: 0, width: newKey.size.width, height: newKey.size.height)
        let old = previous.mainPass.ops, new = plan.mainPass.ops
        let comparison = PlanComparison(old: previous, new: plan)
        let runs = MatchingRuns(
            old: old, oldSegments: previous.mainSegments, new: new, newSegments: plan.mainSegments, same: comparison.same)
        let bottom = runs.bottom(), top = runs.top(above: bottom)
        let oldTop = old.count - top, newTop = new.count - top
        if bottom == oldTop, bottom == newTop { return Update(damage: .none) }
        let oldSigned = Self.records(old[bottom..<oldTop], in: previous), newSigned = Self.records(new[bottom..<newTop], in: plan)
        let region = Self.changedRegion(from: oldSigned, to: newSigned).clipped(to: target)
        if region.isEmpty { return Update(damage: .none) }
        // A scroll moves many operations: only then can moving pixels beat repainting them.
        if region.area * 16 >= target.area,
            let scroll = ScrollDetection.scroll(
                from: oldSigned.count == old.count ? oldSigned : Self.records(old[...], in: previous),
                to: newSigned.count == new.count ? newSigned : Self.records(new[...], in: plan), clips: plan.clipScissors,
                plainDamage: region, target: target)
        {
            return Update(damage: FrameDamage(scroll.damage, target: target), copy: scroll.copy)
        }
        return Update(damage: FrameDamage(region, target: target))
    }

    /// What damage tracking and scroll detection need of each of `ops`, operations of `plan`.
    private static func records(_ ops: ArraySlice<DrawOp>, in plan: FramePlan) -> [ScrollDetection.Drawn] {
        let passes = PassSigner(plan)
        return ops.map { op in
            let parts = op.signatureParts(passSignature: passes.signature)
            var uniformCover: PixelRect?
            if case .color = op.source, op.shape == nil, op.clips.isEmpty, !op.isAdditive {
                uniformCover = ScreenGeometry.wholePixels(inside: op)
            }
            return ScrollDetection.Drawn(
                placeFree: parts.placeFree, translation: (parts.x, parts.y), scissor: op.scissor,
                bounds: damageBounds(of: op), canMove: parts.canMove, uniformCover: uniformCover)
        }
    }

    /// The union of the bounds of operations in only one of the lists, plus those of common
    /// operations whose rank among the common ones moved (a reorder changes overlaps).
    ///
    /// A run of equal operations at the bottom of both lists, and one at the top, draw the same
    /// pixels in the same order under and over everything else: they are set aside first, so a
    /// frame with one change compares a few operations instead of hashing them all.
    static func changedRegion<Record: DamageRecord>(from old: [Record], to new: [Record]) -> DamageRegion {
        var bottom = 0
        while bottom < old.count, bottom < new.count, old[bottom].signature == new[bottom].signature { bottom += 1 }
        var oldTop = old.count, newTop = new.count
        while oldTop > bottom, newTop > bottom, old[oldTop - 1].signature == new[newTop - 1].signature {
            oldTop -= 1
            newTop -= 1
        }
        var region = DamageRegion()
        let oldMiddle = old[bottom..<oldTop], newMiddle = new[bottom..<newTop]
        let oldCommon = common(oldMiddle, with: newMiddle, region: &region)
        let newCommon = common(newMiddle, with: oldMiddle, region: &region)
        for (a, b) in zip(oldCommon, newCommon) where a.signature != b.signature {
            region.add(a.bounds)
            region.add(b.bounds)
        }
        return region
    }

    /// The operations of `list` also in `other` (as a multiset), in order; the bounds of the
    /// rest are added to `region`.
    private static func common<Record: DamageRecord>(
        _ list: ArraySlice<Record>, with other: ArraySlice<Record>, region: inout DamageRegion
    ) -> [Record] {
        var available: [Int: Int] = [:]
        for drawn in other { available[drawn.signature, default: 0] += 1 }
        var kept: [Record] = []
        kept.reserveCapacity(list.count)
        for drawn in list {
            if let count = available[drawn.signature], count > 0 {
                available[drawn.signature] = count - 1
                kept.append(drawn)
            } else {
                region.add(drawn.bounds)
            }
        }
        return kept
    }

    /// The whole pixels an operation can touch: its bounds rounded out, and for a turned or
    /// projected quad one pixel more, against rounding differences between CPU and GPU.
    static func damageBounds(of op: DrawOp) -> PixelRect {
        let box = ScreenGeometry.pixelRect(enclosing: op.screenBounds)
        guard !ScreenGeometry.isAxisAligned(op.placement) else { return box }
        return PixelRect(x: box.x - 1, y: box.y - 1, width: box.width + 2, height: box.height + 2)
    }
}

/// The signatures of a plan's passes, each worked out when first asked for (a frame whose
/// changes composite one pass signs that pass only).
final class PassSigner {
    private let plan: FramePlan
    private var known: [Int: Int] = [:]

    init(_ plan: FramePlan) { self.plan = plan }

    func signature(_ index: Int) -> Int {
        if let signature = known[index] { return signature }
        let pass = plan.passes[index]
        var hasher = SignatureHasher()
        hasher.combine(pass.bounds)
        for op in pass.ops {
            let parts = op.signatureParts(passSignature: signature)
            hasher.combine(ScrollDetection.signature(parts.placeFree, x: parts.x, y: parts.y, scissor: op.scissor))
        }
        let signature = hasher.finalize()
        known[index] = signature
        return signature
    }
}

/// What comparing two frames needs of an operation: whether it draws the same pixels as
/// another (equal signatures), and the pixels it can touch.
protocol DamageRecord {
    var signature: Int { get }
    var bounds: PixelRect { get }
}
