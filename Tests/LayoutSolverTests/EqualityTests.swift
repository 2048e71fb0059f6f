import Testing

@testable import LayoutSolver

/// Required equalities alone determine their variables.
struct EqualityTests {
    @Test func singleEquality() throws {
        let solver = LayoutSolver()
        let x = LayoutVariable("x")
        try solver.addConstraint(LinearConstraint(x - 10, .equal))
        solver.updateVariables()
        #expect(x.value == 10)
        #expect(solver.value(of: x) == 10)
        #expect(solver.constraintCount == 1)
    }

    @Test func valueOfReadsWithoutWriting() throws {
        let solver = LayoutSolver()
        let x = LayoutVariable("x")
        try solver.addConstraint(LinearConstraint(x - 7, .equal))
        #expect(solver.value(of: x) == 7)
        #expect(x.value == 0)
        #expect(solver.value(of: LayoutVariable("unknown")) == 0)
    }

    @Test func sumAndPin() throws {
        let solver = LayoutSolver()
        let x = LayoutVariable("x")
        let y = LayoutVariable("y")
        try solver.addConstraint(LinearConstraint(x + y, .equal, LinearExpression(20)))
        try solver.addConstraint(LinearConstraint(LinearExpression(x), .equal, LinearExpression(5)))
        solver.updateVariables()
        #expect(x.value == 5)
        #expect(y.value == 15)
    }

    @Test func twoByTwoSystem() throws {
        let solver = LayoutSolver()
        let x = LayoutVariable("x")
        let y = LayoutVariable("y")
        try solver.addConstraint(LinearConstraint(2 * x + 3 * y - 12, .equal))
        try solver.addConstraint(LinearConstraint(x - y - 1, .equal))
        solver.updateVariables()
        #expect(approximately(x.value, 3))
        #expect(approximately(y.value, 2))
    }

    @Test func chainOfDefinitions() throws {
        let solver = LayoutSolver()
        let a = LayoutVariable("a")
        let b = LayoutVariable("b")
        let c = LayoutVariable("c")
        try solver.addConstraint(LinearConstraint(LinearExpression(c), .equal, (a + b) / 2))
        try solver.addConstraint(LinearConstraint(LinearExpression(b), .equal, a * 2 + 3))
        try solver.addConstraint(LinearConstraint(a - 1, .equal))
        solver.updateVariables()
        #expect(a.value == 1)
        #expect(b.value == 5)
        #expect(c.value == 3)
    }

    @Test func redundantEqualityIsAccepted() throws {
        let solver = LayoutSolver()
        let x = LayoutVariable("x")
        let y = LayoutVariable("y")
        try solver.addConstraint(LinearConstraint(x - 4, .equal))
        try solver.addConstraint(LinearConstraint(y - x - 1, .equal))
        try solver.addConstraint(LinearConstraint(y - 5, .equal))
        #expect(solver.constraintCount == 3)
        #expect(solver.value(of: y) == 5)
    }
}
