import Testing

@testable import LayoutSolver

/// Telling variables the constraints determine from those they leave open.
struct AmbiguityTests {
    @Test func unknownVariableIsAmbiguous() {
        #expect(LayoutSolver().isAmbiguous(LayoutVariable("x")))
    }

    @Test func lowerBoundAloneIsAmbiguous() throws {
        let solver = LayoutSolver()
        let x = LayoutVariable("x")
        try solver.addConstraint(LinearConstraint(LinearExpression(x), .greaterThanOrEqual))
        #expect(solver.isAmbiguous(x))
    }

    @Test func pinnedVariableIsNot() throws {
        let solver = LayoutSolver()
        let x = LayoutVariable("x")
        let y = LayoutVariable("y")
        try solver.addConstraint(LinearConstraint(x - 5, .equal))
        try solver.addConstraint(LinearConstraint(y - 2, .equal, strength: Strength.weak))
        #expect(!solver.isAmbiguous(x))
        #expect(!solver.isAmbiguous(y))
    }

    @Test func squeezedBetweenBoundsIsNot() throws {
        let solver = LayoutSolver()
        let x = LayoutVariable("x")
        try solver.addConstraint(LinearConstraint(LinearExpression(x), .greaterThanOrEqual))
        try solver.addConstraint(LinearConstraint(LinearExpression(x), .lessThanOrEqual))
        #expect(!solver.isAmbiguous(x))
    }

    @Test func sharedSumIsAmbiguousUntilOneSideIsPinned() throws {
        let solver = LayoutSolver()
        let x = LayoutVariable("x")
        let y = LayoutVariable("y")
        try solver.addConstraint(LinearConstraint(x + y - 10, .equal))
        #expect(solver.isAmbiguous(x))
        #expect(solver.isAmbiguous(y))
        try solver.addConstraint(LinearConstraint(x - 3, .equal))
        #expect(!solver.isAmbiguous(x))
        #expect(!solver.isAmbiguous(y))
    }

    @Test func tiedPreferencesAreAmbiguous() throws {
        // |x - 10| + |x - 20| is the same anywhere in 10...20.
        let solver = LayoutSolver()
        let x = LayoutVariable("x")
        try solver.addConstraint(LinearConstraint(x - 10, .equal, strength: Strength.weak))
        try solver.addConstraint(LinearConstraint(x - 20, .equal, strength: Strength.weak))
        #expect(solver.isAmbiguous(x))
        try solver.addConstraint(LinearConstraint(x - 15, .equal, strength: Strength.weak))
        #expect(!solver.isAmbiguous(x))
        #expect(solver.value(of: x) == 15)
    }

    @Test func boundedByAnInequalityAtRestIsAmbiguous() throws {
        let solver = LayoutSolver()
        let x = LayoutVariable("x")
        try solver.addConstraint(LinearConstraint(x - 100, .lessThanOrEqual))
        try solver.addConstraint(LinearConstraint(LinearExpression(x), .greaterThanOrEqual))
        #expect(solver.isAmbiguous(x))
        try solver.addConstraint(LinearConstraint(x - 40, .equal, strength: Strength.weak))
        #expect(!solver.isAmbiguous(x))
    }
}
