import Testing

@testable import LayoutSolver

/// Strengths order the non-required constraints; within one strength, violations are weighed (L1).
struct PriorityTests {
    @Test func strongBeatsWeakInEitherOrder() throws {
        for strongFirst in [true, false] {
            let solver = LayoutSolver()
            let x = LayoutVariable("x")
            let weak = LinearConstraint(x - 10, .equal, strength: Strength.weak)
            let strong = LinearConstraint(x - 20, .equal, strength: Strength.strong)
            for constraint in strongFirst ? [strong, weak] : [weak, strong] {
                try solver.addConstraint(constraint)
            }
            #expect(solver.value(of: x) == 20)
        }
    }

    @Test func requiredBeatsEverything() throws {
        let solver = LayoutSolver()
        let x = LayoutVariable("x")
        try solver.addConstraint(LinearConstraint(x - 20, .equal, strength: Strength.strong))
        try solver.addConstraint(LinearConstraint(x - 30, .equal, strength: Strength.make(1000, 1000, 999)))
        try solver.addConstraint(LinearConstraint(x - 10, .equal))
        #expect(solver.value(of: x) == 10)
    }

    @Test func oneStrongOutweighsManyWeak() throws {
        let solver = LayoutSolver()
        let x = LayoutVariable("x")
        for _ in 0..<5 {
            try solver.addConstraint(LinearConstraint(x - 10, .equal, strength: Strength.weak))
        }
        try solver.addConstraint(LinearConstraint(LinearExpression(x), .equal, strength: Strength.strong))
        #expect(solver.value(of: x) == 0)
    }

    @Test func heavierWeakWins() throws {
        let solver = LayoutSolver()
        let x = LayoutVariable("x")
        try solver.addConstraint(LinearConstraint(x - 10, .equal, strength: Strength.make(0, 0, 1)))
        try solver.addConstraint(LinearConstraint(x - 20, .equal, strength: Strength.make(0, 0, 1, weight: 2)))
        #expect(solver.value(of: x) == 20)
    }

    @Test func equalWeakPullsSettleOnTheMedian() throws {
        // Minimising |x - 10| + |x - 20| + |x - 40| gives the median, 20, whatever the order.
        for order in [[10.0, 20, 40], [40, 10, 20], [20, 40, 10]] {
            let solver = LayoutSolver()
            let x = LayoutVariable("x")
            for target in order {
                try solver.addConstraint(LinearConstraint(x - target, .equal, strength: Strength.weak))
            }
            #expect(solver.value(of: x) == 20)
        }
    }

    @Test func weightedSplitOfASharedLength() throws {
        // a + b == 100; wanting a == 70 (weight 1) and b == 70 (weight 3) costs least with b exact.
        let solver = LayoutSolver()
        let a = LayoutVariable("a")
        let b = LayoutVariable("b")
        try solver.addConstraint(LinearConstraint(a + b - 100, .equal))
        try solver.addConstraint(LinearConstraint(a - 70, .equal, strength: Strength.make(0, 0, 1)))
        try solver.addConstraint(LinearConstraint(b - 70, .equal, strength: Strength.make(0, 0, 3)))
        #expect(solver.value(of: a) == 30)
        #expect(solver.value(of: b) == 70)
    }

    @Test func mediumBetweenStrongAndWeak() throws {
        let solver = LayoutSolver()
        let x = LayoutVariable("x")
        try solver.addConstraint(LinearConstraint(x - 1, .equal, strength: Strength.weak))
        try solver.addConstraint(LinearConstraint(x - 2, .equal, strength: Strength.medium))
        #expect(solver.value(of: x) == 2)
        try solver.addConstraint(LinearConstraint(x - 3, .greaterThanOrEqual, strength: Strength.strong))
        #expect(solver.value(of: x) == 3)
    }
}
