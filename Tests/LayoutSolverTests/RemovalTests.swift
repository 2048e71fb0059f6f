import Testing

@testable import LayoutSolver

/// Removing a constraint gives the solution the remaining constraints give.
struct RemovalTests {
    @Test func removingTheStrongerEqualityRestoresTheWeaker() throws {
        let solver = LayoutSolver()
        let x = LayoutVariable("x")
        let strong = LinearConstraint(x - 20, .equal, strength: Strength.strong)
        try solver.addConstraint(LinearConstraint(x - 10, .equal, strength: Strength.weak))
        try solver.addConstraint(strong)
        #expect(solver.value(of: x) == 20)
        try solver.removeConstraint(strong)
        #expect(solver.value(of: x) == 10)
        #expect(!solver.hasConstraint(strong))
        try solver.addConstraint(strong)
        #expect(solver.value(of: x) == 20)
    }

    @Test func removingABoundReleasesTheVariable() throws {
        let solver = LayoutSolver()
        let x = LayoutVariable("x")
        let bound = LinearConstraint(x - 50, .greaterThanOrEqual)
        try solver.addConstraint(LinearConstraint(x - 10, .equal, strength: Strength.weak))
        try solver.addConstraint(bound)
        #expect(solver.value(of: x) == 50)
        try solver.removeConstraint(bound)
        #expect(solver.value(of: x) == 10)
    }

    @Test func removingANonRequiredBound() throws {
        let solver = LayoutSolver()
        let x = LayoutVariable("x")
        let bound = LinearConstraint(x - 5, .lessThanOrEqual, strength: Strength.strong)
        try solver.addConstraint(LinearConstraint(x - 10, .equal, strength: Strength.weak))
        try solver.addConstraint(bound)
        #expect(solver.value(of: x) == 5)
        try solver.removeConstraint(bound)
        #expect(solver.value(of: x) == 10)
        #expect(!solver.isAmbiguous(x))
    }

    @Test func removingARequiredEqualityAndPinningAgain() throws {
        let solver = LayoutSolver()
        let x = LayoutVariable("x")
        let y = LayoutVariable("y")
        let pin = LinearConstraint(x - 10, .equal)
        try solver.addConstraint(pin)
        try solver.addConstraint(LinearConstraint(LinearExpression(y), .equal, x + 5))
        #expect(solver.value(of: y) == 15)
        try solver.removeConstraint(pin)
        #expect(solver.isAmbiguous(x))
        #expect(solver.isAmbiguous(y))
        try solver.addConstraint(LinearConstraint(x - 3, .equal))
        #expect(solver.value(of: y) == 8)
        #expect(!solver.isAmbiguous(y))
    }

    @Test func removingEveryConstraintForgetsTheVariables() throws {
        let solver = LayoutSolver()
        let x = LayoutVariable("x")
        let y = LayoutVariable("y")
        let constraints = [
            LinearConstraint(x + y - 10, .equal),
            LinearConstraint(x - 2, .greaterThanOrEqual, strength: Strength.medium),
            LinearConstraint(y - 1, .equal, strength: Strength.weak),
        ]
        for constraint in constraints {
            try solver.addConstraint(constraint)
        }
        #expect(solver.value(of: x) == 9)
        for constraint in constraints.reversed() {
            try solver.removeConstraint(constraint)
        }
        #expect(solver.constraintCount == 0)
        #expect(solver.value(of: x) == 0)
        #expect(solver.isAmbiguous(x))
        for constraint in constraints {
            try solver.addConstraint(constraint)
        }
        #expect(solver.value(of: x) == 9)
        #expect(solver.value(of: y) == 1)
    }

    @Test func removalsInEveryOrderMatchAFreshSolve() throws {
        let x = LayoutVariable("x")
        let y = LayoutVariable("y")
        let all = [
            LinearConstraint(x - 10, .greaterThanOrEqual),
            LinearConstraint(x + y - 100, .lessThanOrEqual),
            LinearConstraint(x - 60, .equal, strength: Strength.medium),
            LinearConstraint(y - 70, .equal, strength: Strength.weak),
            LinearConstraint(y - x, .greaterThanOrEqual, strength: Strength.strong),
        ]
        for removed in all.indices {
            let solver = LayoutSolver()
            for constraint in all {
                try solver.addConstraint(constraint)
            }
            try solver.removeConstraint(all[removed])
            let fresh = LayoutSolver()
            for (index, constraint) in all.enumerated() where index != removed {
                try fresh.addConstraint(constraint)
            }
            #expect(solver.value(of: x) == fresh.value(of: x))
            #expect(solver.value(of: y) == fresh.value(of: y))
        }
    }
}
