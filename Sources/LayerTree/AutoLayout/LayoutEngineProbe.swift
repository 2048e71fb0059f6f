import Foundation
import LayoutSolver

/// What benchmarks read from a hierarchy's layout engine: its solver constraints, to solve the
/// same system with another solver, and the solver's counters.
package enum LayoutEngineProbe {
    /// The engine's solver constraints (the app's and the system's), and the top view's width
    /// and height: edit variables at `strength` with their suggested values. A change of the
    /// window's width is a new suggestion for `width`.
    @MainActor
    package static func system(
        of view: UIView
    ) -> (constraints: [LinearConstraint], width: LayoutVariable, height: LayoutVariable, size: CGSize, strength: Double)? {
        guard let engine = view.layoutEngineIfPresent, let host = engine.host, let record = engine.record(of: .view(host)) else {
            return nil
        }
        let application = engine.installedConstraints.compactMap { engine.installedLinear(of: $0) }
        let system = engine.records.values.flatMap(\.system)
        return (application + system, record.width, record.height, host.bounds.size, Strength.strong)
    }

    /// The solver's counters for the hierarchy of `view`.
    @MainActor
    package static func statistics(of view: UIView) -> SolverStatistics? {
        view.layoutEngineIfPresent?.solver.statistics
    }
}
