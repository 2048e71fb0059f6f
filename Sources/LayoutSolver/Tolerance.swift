/// The solver's numeric tolerance: magnitudes below `epsilon` count as zero.
enum Tolerance {
    /// The magnitude below which a coefficient or constant is zero.
    static let epsilon = 1e-8

    /// Whether `value` is zero within the tolerance.
    @inline(__always)
    static func isNearZero(_ value: Double) -> Bool {
        abs(value) < epsilon
    }

    /// `value`, or exactly zero when it is zero within the tolerance.
    @inline(__always)
    static func snapped(_ value: Double) -> Double {
        abs(value) < epsilon ? 0 : value
    }
}
