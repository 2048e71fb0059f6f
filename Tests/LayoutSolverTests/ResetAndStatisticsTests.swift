import Testing

@testable import LayoutSolver

/// Resetting the solver, and the work counters.
struct ResetAndStatisticsTests {
    @Test func resetForgetsEverythingButCounters() throws {
        let solver = LayoutSolver()
        let x = LayoutVariable("x")
        let y = LayoutVariable("y")
        let constraint = LinearConstraint(x + y - 4, .equal)
        try solver.addConstraint(constraint)
        try solver.addConstraint(LinearConstraint(x - 1, .greaterThanOrEqual))
        try solver.addEditVariable(y, strength: Strength.strong)
        try solver.suggestValue(y, 10)
        let counters = solver.statistics
        #expect(counters.pivots > 0)
        solver.reset()
        #expect(solver.constraintCount == 0)
        #expect(!solver.hasConstraint(constraint))
        #expect(!solver.hasEditVariable(y))
        #expect(solver.value(of: x) == 0)
        #expect(solver.statistics == counters)
        try solver.addConstraint(constraint)
        try solver.addConstraint(LinearConstraint(y - 3, .equal))
        #expect(solver.value(of: x) == 1)
    }

    @Test func countersOnlyGrow() throws {
        let solver = LayoutSolver()
        let x = LayoutVariable("x")
        var previous = solver.statistics
        #expect(previous == SolverStatistics())
        for step in 0..<20 {
            let constraint = LinearConstraint(x - Double(step), .greaterThanOrEqual, strength: Strength.medium)
            try solver.addConstraint(constraint)
            if step % 3 == 0 {
                try solver.removeConstraint(constraint)
            }
            let now = solver.statistics
            #expect(now.pivots >= previous.pivots)
            #expect(now.rowsSubstituted >= previous.rowsSubstituted)
            previous = now
        }
    }
}
