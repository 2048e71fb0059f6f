/// The fuzzer's random numbers: SplitMix64, so that a seed names one case on every machine.
public struct FuzzRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }

    /// A number in `range`, rounded to a multiple of `step` (0: not rounded).
    mutating func number(_ range: ClosedRange<Double>, step: Double = 0) -> Double {
        let value = Double.random(in: range, using: &self)
        return step > 0 ? (value / step).rounded() * step : value
    }

    mutating func integer(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

    mutating func pick<T>(_ choices: [T]) -> T { choices[Int.random(in: 0..<choices.count, using: &self)] }
}
