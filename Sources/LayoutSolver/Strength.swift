/// Strengths of constraints, as Cassowary and kiwi define them.
///
/// A strength packs three levels into one number, `strong * 1_000_000 + medium * 1_000 + weak`,
/// each level clamped to `0...1000`, so a violation at a higher level always costs more than any
/// violation at the lower levels of the same size. ``required`` is the top of the scale: such
/// constraints are never violated; every other strength is a weight in the objective the solver
/// minimises.
package enum Strength {
    /// Constraints that must hold: `make(1000, 1000, 1000)`.
    package static let required: Double = 1_001_001_000

    /// `make(1, 0, 0)`.
    package static let strong: Double = 1_000_000

    /// `make(0, 1, 0)`.
    package static let medium: Double = 1_000

    /// `make(0, 0, 1)`.
    package static let weak: Double = 1

    /// Packs the three levels, each multiplied by `weight` and clamped to `0...1000`, into one strength.
    package static func make(_ strong: Double, _ medium: Double, _ weak: Double, weight: Double = 1) -> Double {
        level(strong * weight) * 1_000_000 + level(medium * weight) * 1_000 + level(weak * weight)
    }

    /// The strength clamped to `0...required`.
    package static func clipped(_ value: Double) -> Double {
        Swift.max(0, Swift.min(required, value))
    }

    /// One level clamped to `0...1000`.
    private static func level(_ value: Double) -> Double {
        Swift.max(0, Swift.min(1000, value))
    }
}
