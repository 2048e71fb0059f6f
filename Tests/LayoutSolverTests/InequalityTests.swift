import Testing

@testable import LayoutSolver

/// Inequalities bound variables that weaker preferences pull on.
struct InequalityTests {
    @Test func lowerBoundStopsAWeakPull() throws {
        let solver = LayoutSolver()
        let x = LayoutVariable("x")
        try solver.addConstraint(LinearConstraint(x - 10, .greaterThanOrEqual))
        try solver.addConstraint(LinearConstraint(LinearExpression(x), .equal, strength: Strength.weak))
        #expect(solver.value(of: x) == 10)
    }

    @Test func upperBoundStopsAWeakPull() throws {
        let solver = LayoutSolver()
        let x = LayoutVariable("x")
        try solver.addConstraint(LinearConstraint(x - 200, .equal, strength: Strength.weak))
        try solver.addConstraint(LinearConstraint(x - 100, .lessThanOrEqual))
        #expect(solver.value(of: x) == 100)
    }

    @Test func rangeClampsAndPassesThrough() throws {
        let solver = LayoutSolver()
        let x = LayoutVariable("x")
        try solver.addConstraint(LinearConstraint(x - 10, .greaterThanOrEqual))
        try solver.addConstraint(LinearConstraint(x - 20, .lessThanOrEqual))
        let inside = LinearConstraint(x - 15, .equal, strength: Strength.weak)
        try solver.addConstraint(inside)
        #expect(solver.value(of: x) == 15)
        try solver.removeConstraint(inside)
        try solver.addConstraint(LinearConstraint(x - 30, .equal, strength: Strength.weak))
        #expect(solver.value(of: x) == 20)
    }

    @Test func sharedBudget() throws {
        let solver = LayoutSolver()
        let x = LayoutVariable("x")
        let y = LayoutVariable("y")
        try solver.addConstraint(LinearConstraint(x + y - 10, .lessThanOrEqual))
        try solver.addConstraint(LinearConstraint(x - 8, .equal, strength: Strength.strong))
        try solver.addConstraint(LinearConstraint(y - 8, .equal, strength: Strength.weak))
        #expect(solver.value(of: x) == 8)
        #expect(solver.value(of: y) == 2)
    }

    @Test func nonRequiredInequalityYieldsToStrongerEquality() throws {
        let solver = LayoutSolver()
        let x = LayoutVariable("x")
        try solver.addConstraint(LinearConstraint(x - 5, .lessThanOrEqual, strength: Strength.weak))
        try solver.addConstraint(LinearConstraint(x - 9, .equal, strength: Strength.medium))
        #expect(solver.value(of: x) == 9)
        try solver.addConstraint(LinearConstraint(x - 5, .lessThanOrEqual, strength: Strength.strong))
        #expect(solver.value(of: x) == 5)
    }

    @Test func classicMidpoint() throws {
        // Cassowary's example: a midpoint between two ends that must stay ordered and inside 0...100.
        let solver = LayoutSolver()
        let left = LayoutVariable("left")
        let middle = LayoutVariable("middle")
        let right = LayoutVariable("right")
        try solver.addConstraint(LinearConstraint(middle * 2, .equal, left + right))
        try solver.addConstraint(LinearConstraint(left + 10, .lessThanOrEqual, LinearExpression(right)))
        try solver.addConstraint(LinearConstraint(right - 100, .lessThanOrEqual))
        try solver.addConstraint(LinearConstraint(LinearExpression(left), .greaterThanOrEqual))
        try solver.addConstraint(LinearConstraint(left - 40, .equal, strength: Strength.weak))
        try solver.addConstraint(LinearConstraint(right - 60, .equal, strength: Strength.weak))
        solver.updateVariables()
        #expect([left.value, middle.value, right.value] == [40, 50, 60])
        try solver.addConstraint(LinearConstraint(middle - 97, .equal, strength: Strength.strong))
        solver.updateVariables()
        #expect([left.value, middle.value, right.value] == [90, 95, 100])
    }
}
