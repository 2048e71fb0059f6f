import Testing

@testable import LayoutSolver

/// A required constraint that contradicts the others is refused and the solver stays as it was.
struct UnsatisfiableTests {
    @Test func conflictingRequiredEqualities() throws {
        let solver = LayoutSolver()
        let x = LayoutVariable("x")
        let y = LayoutVariable("y")
        try solver.addConstraint(LinearConstraint(x - 10, .equal))
        let conflict = LinearConstraint(x - 20, .equal)
        #expect(throws: LayoutSolverError.unsatisfiableConstraint) { try solver.addConstraint(conflict) }
        #expect(!solver.hasConstraint(conflict))
        #expect(solver.constraintCount == 1)
        #expect(solver.value(of: x) == 10)
        try solver.addConstraint(LinearConstraint(LinearExpression(y), .equal, x + 1))
        #expect(solver.value(of: y) == 11)
    }

    @Test func conflictingRequiredInequalities() throws {
        let solver = LayoutSolver()
        let x = LayoutVariable("x")
        try solver.addConstraint(LinearConstraint(x - 10, .greaterThanOrEqual))
        try solver.addConstraint(LinearConstraint(x - 12, .equal, strength: Strength.weak))
        #expect(throws: LayoutSolverError.unsatisfiableConstraint) {
            try solver.addConstraint(LinearConstraint(x - 5, .lessThanOrEqual))
        }
        #expect(solver.value(of: x) == 12)
        #expect(throws: LayoutSolverError.unsatisfiableConstraint) {
            try solver.addConstraint(LinearConstraint(x - 5, .equal))
        }
        #expect(solver.value(of: x) == 12)
    }

    @Test func conflictFoundByTheArtificialPhaseKeepsPriorValues() throws {
        let solver = LayoutSolver()
        let x = LayoutVariable("x")
        let y = LayoutVariable("y")
        try solver.addConstraint(LinearConstraint(x + y - 10, .equal))
        try solver.addConstraint(LinearConstraint(LinearExpression(x), .greaterThanOrEqual))
        try solver.addConstraint(LinearConstraint(LinearExpression(y), .greaterThanOrEqual))
        try solver.addConstraint(LinearConstraint(x - 3, .equal, strength: Strength.weak))
        let before = solver.statistics.artificialPhases
        #expect(throws: LayoutSolverError.unsatisfiableConstraint) {
            try solver.addConstraint(LinearConstraint(x + y - 20, .greaterThanOrEqual))
        }
        #expect(throws: LayoutSolverError.unsatisfiableConstraint) {
            try solver.addConstraint(LinearConstraint(x - 11, .greaterThanOrEqual))
        }
        #expect(solver.statistics.artificialPhases > before)
        #expect(solver.value(of: x) == 3)
        #expect(solver.value(of: y) == 7)
        #expect(solver.constraintCount == 4)
        try solver.addConstraint(LinearConstraint(y - 9, .greaterThanOrEqual))
        #expect(solver.value(of: x) == 1)
        #expect(solver.value(of: y) == 9)
    }

    @Test func contradictionWithoutVariables() {
        let solver = LayoutSolver()
        #expect(throws: LayoutSolverError.unsatisfiableConstraint) {
            try solver.addConstraint(LinearConstraint(LinearExpression(5), .equal))
        }
        #expect(throws: LayoutSolverError.unsatisfiableConstraint) {
            try solver.addConstraint(LinearConstraint(LinearExpression(5), .lessThanOrEqual))
        }
        #expect(solver.constraintCount == 0)
    }

    @Test func aRefusedConstraintLeavesNoUseOfItsVariables() throws {
        let solver = LayoutSolver()
        let x = LayoutVariable("x")
        let pin = LinearConstraint(x - 1, .equal)
        try solver.addConstraint(pin)
        #expect(throws: LayoutSolverError.unsatisfiableConstraint) {
            try solver.addConstraint(LinearConstraint(x * 2 - 6, .equal))
        }
        #expect(solver.value(of: x) == 1)
        try solver.removeConstraint(pin)
        #expect(solver.isAmbiguous(x))
        try solver.addConstraint(LinearConstraint(x * 2 - 6, .equal))
        #expect(solver.value(of: x) == 3)
    }

    @Test func conflictingNonRequiredConstraintsAreNotErrors() throws {
        let solver = LayoutSolver()
        let x = LayoutVariable("x")
        try solver.addConstraint(LinearConstraint(x - 10, .equal))
        try solver.addConstraint(LinearConstraint(x - 20, .equal, strength: Strength.strong))
        try solver.addConstraint(LinearConstraint(x - 30, .greaterThanOrEqual, strength: Strength.strong))
        #expect(solver.value(of: x) == 10)
        #expect(solver.constraintCount == 3)
    }
}
