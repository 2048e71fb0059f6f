import Testing

@testable import LayoutSolver

/// Requests the solver refuses, each leaving it unchanged.
struct ErrorTests {
    @Test func duplicateAndUnknownConstraints() throws {
        let solver = LayoutSolver()
        let x = LayoutVariable("x")
        let constraint = LinearConstraint(x - 1, .equal)
        try solver.addConstraint(constraint)
        #expect(throws: LayoutSolverError.duplicateConstraint) { try solver.addConstraint(constraint) }
        #expect(solver.constraintCount == 1)
        try solver.removeConstraint(constraint)
        #expect(throws: LayoutSolverError.unknownConstraint) { try solver.removeConstraint(constraint) }
        #expect(throws: LayoutSolverError.unknownConstraint) {
            try solver.removeConstraint(LinearConstraint(x - 1, .equal))
        }
    }

    @Test func equalConstraintsAreStillDistinct() throws {
        let solver = LayoutSolver()
        let x = LayoutVariable("x")
        let first = LinearConstraint(x - 1, .equal)
        let second = LinearConstraint(x - 1, .equal)
        try solver.addConstraint(first)
        try solver.addConstraint(second)
        #expect(solver.constraintCount == 2)
        try solver.removeConstraint(first)
        #expect(solver.hasConstraint(second))
        #expect(solver.value(of: x) == 1)
    }

    @Test func nonFiniteValuesAreRefused() throws {
        let solver = LayoutSolver()
        let x = LayoutVariable("x")
        let refused = [
            LinearConstraint(x - .nan, .equal),
            LinearConstraint(x * .infinity, .equal),
            LinearConstraint(x + 1, .lessThanOrEqual, strength: .nan),
            LinearConstraint(LinearExpression(-.infinity), .greaterThanOrEqual),
        ]
        for constraint in refused {
            #expect(throws: LayoutSolverError.nonFiniteValue) { try solver.addConstraint(constraint) }
            #expect(!solver.hasConstraint(constraint))
        }
        #expect(solver.constraintCount == 0)
        #expect(throws: LayoutSolverError.nonFiniteValue) {
            try solver.addEditVariable(x, strength: .infinity)
        }
        #expect(!solver.hasEditVariable(x))
        try solver.addEditVariable(x, strength: Strength.strong)
        try solver.suggestValue(x, 4)
        #expect(throws: LayoutSolverError.nonFiniteValue) { try solver.suggestValue(x, .nan) }
        #expect(throws: LayoutSolverError.nonFiniteValue) { try solver.suggestValue(x, -.infinity) }
        #expect(solver.value(of: x) == 4)
        try solver.suggestValue(x, 6)
        #expect(solver.value(of: x) == 6)
    }
}
