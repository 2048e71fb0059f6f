import Foundation

/// Times a closure over warm-up and measured frames and summarizes the measured ones.
struct FrameTimer {
    let warmup: Int
    let frames: Int

    /// Runs `frame` `warmup` times untimed, then `frames` times timed; returns milliseconds per frame.
    func measure(_ frame: (Int) throws -> Void) rethrows -> FrameTimes {
        for i in 0..<warmup { try frame(i) }
        let clock = ContinuousClock()
        var times: [Double] = []
        times.reserveCapacity(frames)
        for i in 0..<frames {
            let elapsed = try clock.measure { try frame(warmup + i) }
            times.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3)
        }
        return FrameTimes(milliseconds: times)
    }
}

/// Per-frame times in milliseconds with the statistics glbench reports.
struct FrameTimes: Codable {
    let median: Double
    let p95: Double
    let mean: Double

    init(milliseconds: [Double]) {
        let sorted = milliseconds.sorted()
        func percentile(_ p: Double) -> Double {
            guard !sorted.isEmpty else { return 0 }
            return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))]
        }
        median = percentile(0.5)
        p95 = percentile(0.95)
        mean = sorted.isEmpty ? 0 : sorted.reduce(0, +) / Double(sorted.count)
    }
}
