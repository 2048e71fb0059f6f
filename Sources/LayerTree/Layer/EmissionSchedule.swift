import Foundation

/// The layer's birth-rate multiplier over the emitter's time: segments starting at given
/// seconds, so that changing `CAEmitterLayer.birthRate` (to 0, to stop) changes births from then
/// on and leaves the particles already born where they were.
struct EmissionSchedule {
    struct Segment: Equatable {
        var start: Double
        var rate: Double
    }
    private(set) var segments = [Segment(start: 0, rate: 1)]

    mutating func changeRate(to rate: Double, at time: Double) {
        if let last = segments.last, last.start >= time {
            segments[segments.count - 1].rate = rate
        } else {
            segments.append(Segment(start: time, rate: rate))
        }
        if segments.count > 64 { segments.removeFirst(segments.count - 64) }
    }

    /// The births, in a cell's local time, of a cell emitting `cellRate` per second times the
    /// multiplier, from local time 0 up to `end`; those at times in `from…to` as (index, time),
    /// oldest first. `toLocal` maps emitter time to the cell's local time (increasing). At most
    /// `limit` are returned (the newest kept).
    func births(
        cellRate: Double, end: Double, from: Double, to: Double, limit: Int, toLocal: (Double) -> Double
    ) -> [(index: Int, time: Double)] {
        guard cellRate > 0, to >= 0 else { return [] }
        var result: [(index: Int, time: Double)] = []
        var base = 0
        for (i, segment) in segments.enumerated() {
            // The first segment runs from the cell's own local 0: a cell whose local time is
            // ahead of the emitter's (a negative `beginTime`) has been emitting since then.
            let start = i == 0 ? 0 : max(toLocal(segment.start), 0)
            let stop = min(i + 1 < segments.count ? toLocal(segments[i + 1].start) : .infinity, end)
            let rate = cellRate * segment.rate
            guard stop > start, rate > 0 else { continue }
            let count = stop.isFinite ? Int(((stop - start) * rate).rounded(.up)) : Int.max
            if start <= to, stop > from {
                let first = max(0, Int(((from - start) * rate).rounded(.up)))
                let last = min(count - 1, Int(((to - start) * rate).rounded(.down)))
                if first <= last {
                    for k in max(first, last - limit + 1)...last { result.append((base + k, start + Double(k) / rate)) }
                }
            }
            guard count != Int.max else { break }
            base += count
        }
        return result.count > limit ? Array(result.suffix(limit)) : result
    }
}

/// A small seeded generator (SplitMix64): one stream per particle, from the layer's seed, the
/// cell and the particle's index, so that values never depend on what else was drawn.
struct ParticleRandom {
    private var state: UInt64

    init(seed: UInt32, cell: UInt64, index: Int) {
        state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 ^ cell &* 0xBF58_476D_1CE4_E5B9 ^ UInt64(bitPattern: Int64(index))
        _ = next()
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in 0..<1.
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

    /// Uniform in −1..<1.
    mutating func signed() -> Double { unit() * 2 - 1 }
}
