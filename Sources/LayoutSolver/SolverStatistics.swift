/// Counters of the work a ``LayoutSolver`` has done, for benchmarks and tests.
///
/// The counters only grow: ``LayoutSolver/reset()`` keeps them.
package struct SolverStatistics: Sendable, Equatable {
    /// Simplex pivots: a basic symbol leaving the basis for a parametric one.
    package var pivots: Int = 0

    /// Rows that had a symbol replaced by the row now defining it.
    package var rowsSubstituted: Int = 0

    /// Constraints added through an artificial variable (no subject could be chosen directly).
    package var artificialPhases: Int = 0

    /// Makes counters at zero.
    package init() {}
}
