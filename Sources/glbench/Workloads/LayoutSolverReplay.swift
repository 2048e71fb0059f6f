import Foundation
import LayoutSolver

/// The exported system solved by a fresh `LayoutSolver` with the very operations the kiwisolver
/// baseline performs, so that the two solvers are compared on the same work.
enum LayoutSolverReplay {
    struct Result {
        var buildMilliseconds: Double
        var editMicroseconds: Double
        /// The sum of every variable's value after the last edit (as `KiwiBaseline` sums them).
        var checksum: Double
    }

    static func run(_ system: LayoutSystemExport) -> Result {
        let (variables, all) = system.linearConstraints()
        let edits = system.editVariables.map { variables[$0] }
        let solver = LayoutSolver()
        let clock = ContinuousClock()
        let build = clock.measure {
            for constraint in all { try? solver.addConstraint(constraint) }
            for (variable, value) in zip(edits, system.editValues) {
                try? solver.addEditVariable(variable, strength: system.editStrength)
                try? solver.suggestValue(variable, value)
            }
            solver.updateVariables()
        }
        var times: [Double] = []
        for width in system.widthSteps {
            let edit = clock.measure {
                try? solver.suggestValue(edits[0], width)
                solver.updateVariables()
            }
            times.append(microseconds(edit))
        }
        let checksum = variables.reduce(0) { $0 + solver.value(of: $1) }
        return Result(
            buildMilliseconds: microseconds(build) / 1000, editMicroseconds: times.sorted()[times.count / 2], checksum: checksum)
    }

    static func microseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
    }
}
