import Graphics

/// The pixels a frame repaints, as a few disjoint rectangles: a change at each end of a list
/// repaints two small rects, not the box around both.
///
/// Rects that overlap are always merged (each rect is cleared and repainted on its own, so an
/// overlap would be blended twice), and so are rects whose common box wastes little; beyond
/// ``maxRects`` the pair whose box wastes least is merged.
struct DamageRegion: Sendable, Equatable {
    /// The most rects kept: each costs a clear and a walk of the operations.
    static let maxRects = 8

    private(set) var rects: [PixelRect] = []

    init() {}

    init(_ rect: PixelRect) { add(rect) }

    var isEmpty: Bool { rects.isEmpty }

    /// Pixels covered (the rects are disjoint).
    var area: Int { rects.reduce(0) { $0 + $1.area } }

    mutating func add(_ rect: PixelRect) {
        guard !rect.isEmpty else { return }
        var merged = rect
        var index = 0
        while index < rects.count {
            if Self.shouldMerge(rects[index], merged) {
                merged = merged.union(rects.remove(at: index))
                index = 0  // the larger rect may now meet rects it missed
            } else {
                index += 1
            }
        }
        rects.append(merged)
        while rects.count > Self.maxRects { mergeCheapestPair() }
    }

    mutating func add(_ other: DamageRegion) {
        for rect in other.rects { add(rect) }
    }

    /// The region cut to `limit`.
    func clipped(to limit: PixelRect) -> DamageRegion {
        var result = DamageRegion()
        for rect in rects { result.add(rect.intersection(limit)) }
        return result
    }

    /// Overlapping rects, or rects whose common box is at most a quarter larger than the two.
    private static func shouldMerge(_ a: PixelRect, _ b: PixelRect) -> Bool {
        if !a.intersection(b).isEmpty { return true }
        return waste(a, b) * 4 <= a.area + b.area
    }

    private static func waste(_ a: PixelRect, _ b: PixelRect) -> Int { a.union(b).area - a.area - b.area }

    private mutating func mergeCheapestPair() {
        var best = (i: 0, j: 1, cost: Int.max)
        for i in rects.indices {
            for j in rects.indices where j > i {
                let cost = Self.waste(rects[i], rects[j])
                if cost < best.cost { best = (i, j, cost) }
            }
        }
        let b = rects.remove(at: best.j), a = rects.remove(at: best.i)
        add(a.union(b))
    }
}
