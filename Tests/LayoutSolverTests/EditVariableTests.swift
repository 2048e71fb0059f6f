import Testing

@testable import LayoutSolver

/// Edit variables: suggested values, re-suggestions, and their bookkeeping.
struct EditVariableTests {
    @Test func suggestAndResuggest() throws {
        let solver = LayoutSolver()
        let x = LayoutVariable("x")
        let y = LayoutVariable("y")
        try solver.addConstraint(LinearConstraint(LinearExpression(y), .equal, x * 2))
        try solver.addEditVariable(x, strength: Strength.strong)
        #expect(solver.hasEditVariable(x))
        #expect(solver.value(of: x) == 0)
        try solver.suggestValue(x, 100)
        solver.updateVariables()
        #expect(x.value == 100)
        #expect(y.value == 200)
        try solver.suggestValue(x, -7.5)
        solver.updateVariables()
        #expect(x.value == -7.5)
        #expect(y.value == -15)
    }

    @Test func suggestionsAreClampedByRequiredBoundsAndComeBack() throws {
        let solver = LayoutSolver()
        let x = LayoutVariable("x")
        try solver.addConstraint(LinearConstraint(x - 150, .lessThanOrEqual))
        try solver.addConstraint(LinearConstraint(LinearExpression(x), .greaterThanOrEqual))
        try solver.addEditVariable(x, strength: Strength.strong)
        for (suggested, expected) in [(200.0, 150.0), (100, 100), (-5, 0), (150, 150), (149, 149)] {
            try solver.suggestValue(x, suggested)
            #expect(solver.value(of: x) == expected)
        }
    }

    @Test func strongerConstraintWinsOverAnEdit() throws {
        let solver = LayoutSolver()
        let x = LayoutVariable("x")
        try solver.addConstraint(LinearConstraint(x - 5, .equal, strength: Strength.strong))
        try solver.addEditVariable(x, strength: Strength.medium)
        try solver.suggestValue(x, 50)
        #expect(solver.value(of: x) == 5)
    }

    @Test func twoEditsDragBothEndsOfARange() throws {
        let solver = LayoutSolver()
        let left = LayoutVariable("left")
        let right = LayoutVariable("right")
        let width = LayoutVariable("width")
        try solver.addConstraint(LinearConstraint(LinearExpression(width), .equal, right - left))
        try solver.addConstraint(LinearConstraint(width - 10, .greaterThanOrEqual))
        try solver.addEditVariable(left, strength: Strength.strong)
        try solver.addEditVariable(right, strength: Strength.medium)
        try solver.suggestValue(left, 20)
        try solver.suggestValue(right, 100)
        solver.updateVariables()
        #expect([left.value, right.value, width.value] == [20, 100, 80])
        try solver.suggestValue(right, 25)
        solver.updateVariables()
        #expect([left.value, right.value, width.value] == [20, 30, 10])
        try solver.suggestValue(left, 0)
        solver.updateVariables()
        #expect([left.value, right.value, width.value] == [0, 25, 25])
    }

    @Test func removingAnEditRestoresTheWeakerPreference() throws {
        let solver = LayoutSolver()
        let x = LayoutVariable("x")
        try solver.addConstraint(LinearConstraint(x - 10, .equal, strength: Strength.weak))
        try solver.addEditVariable(x, strength: Strength.strong)
        try solver.suggestValue(x, 30)
        #expect(solver.value(of: x) == 30)
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
        #expect(solver.value(of: x) == 10)
        #expect(solver.constraintCount == 1)
        #expect(throws: LayoutSolverError.unknownEditVariable) { try solver.suggestValue(x, 1) }
    }

    @Test func editBookkeepingErrors() throws {
        let solver = LayoutSolver()
        let x = LayoutVariable("x")
        #expect(throws: LayoutSolverError.badRequiredStrength) {
            try solver.addEditVariable(x, strength: Strength.required)
        }
        #expect(throws: LayoutSolverError.unknownEditVariable) { try solver.removeEditVariable(x) }
        #expect(throws: LayoutSolverError.unknownEditVariable) { try solver.suggestValue(x, 3) }
        try solver.addEditVariable(x, strength: Strength.weak)
        #expect(throws: LayoutSolverError.duplicateEditVariable) {
            try solver.addEditVariable(x, strength: Strength.strong)
        }
        #expect(solver.constraintCount == 0)
    }
}
