import Testing

@testable import LayoutSolver

/// Random constraint systems changed incrementally, checked against solving the same constraints
/// from scratch in a fresh solver. Seeded, so every run is the same.
struct RandomizedSystemTests {
    /// A random satisfiable system: every constraint holds at a hidden integer point.
    struct Problem {
        let variables: [LayoutVariable]
        let hidden: [Double]

        init(variableCount: Int, using generator: inout SplitMix64) {
            variables = (0..<variableCount).map { LayoutVariable("v\($0)") }
            hidden = (0..<variableCount).map { _ in Double(Int.random(in: -50...50, using: &generator)) }
        }

        /// A random expression of up to three variables with small integer coefficients, and its
        /// value at the hidden point.
        func randomExpression(using generator: inout SplitMix64) -> (LinearExpression, Double) {
            let termCount = Int.random(in: 1...min(3, variables.count), using: &generator)
            let chosen = Array(variables.indices.shuffled(using: &generator).prefix(termCount))
            var terms: [LinearTerm] = []
            var valueAtHidden = 0.0
            for index in chosen {
                var coefficient = Double(Int.random(in: 1...4, using: &generator))
                if Bool.random(using: &generator) { coefficient = -coefficient }
                terms.append(LinearTerm(variable: variables[index], coefficient: coefficient))
                valueAtHidden += coefficient * hidden[index]
            }
            return (LinearExpression(terms: terms), valueAtHidden)
        }

        /// A weak preference for each variable, toward a random value and with a random weight, so that
        /// the optimum is unique.
        func randomStays(using generator: inout SplitMix64) -> [LinearConstraint] {
            variables.map { variable in
                let target = Double(Int.random(in: -60...60, using: &generator))
                let weight = Double.random(in: 1...2, using: &generator)
                return LinearConstraint(variable - target, .equal, strength: Strength.make(0, 0, 1, weight: weight))
            }
        }

        /// A required equality that holds at the hidden point.
        func randomEquality(using generator: inout SplitMix64) -> LinearConstraint {
            let (expression, value) = randomExpression(using: &generator)
            return LinearConstraint(expression - value, .equal)
        }
    }

    /// How much `constraint` is violated by the values the solver holds.
    static func violation(of constraint: LinearConstraint, in solver: LayoutSolver) -> Double {
        var value = constraint.expression.constant
        for term in constraint.expression.terms {
            value += term.coefficient * solver.value(of: term.variable)
        }
        switch constraint.relation {
        case .equal: return abs(value)
        case .lessThanOrEqual: return max(0, value)
        case .greaterThanOrEqual: return max(0, -value)
        }
    }

    /// A solver holding `constraints`, added in order.
    static func freshSolver(_ constraints: [LinearConstraint]) throws -> LayoutSolver {
        let solver = LayoutSolver()
        for constraint in constraints {
            try solver.addConstraint(constraint)
        }
        return solver
    }

    @Test func equalitySystemsAfterRemovalsMatchAFreshSolve() throws {
        var generator = SplitMix64(seed: 0x1A7_0C55)
        for _ in 0..<60 {
            let problem = Problem(variableCount: Int.random(in: 3...12, using: &generator), using: &generator)
            let solver = LayoutSolver()
            var held: [LinearConstraint] = []
            for _ in 0..<Int.random(in: 1...(problem.variables.count + 3), using: &generator) {
                let constraint = problem.randomEquality(using: &generator)
                try solver.addConstraint(constraint)
                held.append(constraint)
            }
            for _ in 0..<8 {
                if !held.isEmpty && Int.random(in: 0..<3, using: &generator) > 0 {
                    let index = Int.random(in: held.indices, using: &generator)
                    try solver.removeConstraint(held.remove(at: index))
                } else {
                    let constraint = problem.randomEquality(using: &generator)
                    try solver.addConstraint(constraint)
                    held.append(constraint)
                }
                try expectSameSolution(solver, held: held, problem: problem)
            }
        }
    }

    /// Same ambiguity for every variable, the hidden value for every determined one, every held
    /// constraint satisfied.
    private func expectSameSolution(_ solver: LayoutSolver, held: [LinearConstraint], problem: Problem) throws {
        let fresh = try Self.freshSolver(held)
        #expect(solver.constraintCount == held.count)
        for (index, variable) in problem.variables.enumerated() {
            let ambiguous = fresh.isAmbiguous(variable)
            #expect(solver.isAmbiguous(variable) == ambiguous)
            if !ambiguous {
                #expect(approximately(solver.value(of: variable), problem.hidden[index], tolerance: 1e-6))
                #expect(approximately(fresh.value(of: variable), problem.hidden[index], tolerance: 1e-6))
            }
        }
        for constraint in held {
            #expect(Self.violation(of: constraint, in: solver) < 1e-6)
        }
    }

    @Test func mixedSystemsWithPreferencesMatchAFreshSolve() throws {
        var generator = SplitMix64(seed: 0xC0FF_EE11)
        for _ in 0..<40 {
            let problem = Problem(variableCount: Int.random(in: 2...7, using: &generator), using: &generator)
            let stays = problem.randomStays(using: &generator)
            var held = stays
            let solver = try Self.freshSolver(held)
            for step in 0..<14 {
                if step > 6 && held.count > stays.count && Bool.random(using: &generator) {
                    let index = Int.random(in: stays.count..<held.count, using: &generator)
                    try solver.removeConstraint(held.remove(at: index))
                } else {
                    let constraint = Self.randomMixedConstraint(problem, using: &generator)
                    try solver.addConstraint(constraint)
                    held.append(constraint)
                }
                try expectSameOptimum(solver, held: held, problem: problem)
            }
        }
    }

    /// A required equality or inequality holding at the hidden point, or a preference that may not.
    static func randomMixedConstraint(_ problem: Problem, using generator: inout SplitMix64) -> LinearConstraint {
        let (expression, value) = problem.randomExpression(using: &generator)
        let margin = Double(Int.random(in: 0...10, using: &generator))
        switch Int.random(in: 0..<5, using: &generator) {
        case 0: return LinearConstraint(expression - value, .equal)
        case 1: return LinearConstraint(expression - (value + margin), .lessThanOrEqual)
        case 2: return LinearConstraint(expression - (value - margin), .greaterThanOrEqual)
        case 3:
            let strength = Strength.make(Double.random(in: 0.5...2, using: &generator), 0, 0)
            return LinearConstraint(expression - (value + margin - 5), .lessThanOrEqual, strength: strength)
        default:
            let strength = Strength.make(0, Double.random(in: 0.5...2, using: &generator), 0)
            return LinearConstraint(expression - (value + margin - 5), .equal, strength: strength)
        }
    }

    /// Required constraints satisfied, the same weighted violation as a fresh solve, the same values.
    private func expectSameOptimum(_ solver: LayoutSolver, held: [LinearConstraint], problem: Problem) throws {
        let fresh = try Self.freshSolver(held)
        var incrementalCost = 0.0
        var freshCost = 0.0
        for constraint in held {
            let violation = Self.violation(of: constraint, in: solver)
            if constraint.isRequired {
                #expect(violation < 1e-6)
            } else {
                incrementalCost += violation * constraint.strength
                freshCost += Self.violation(of: constraint, in: fresh) * constraint.strength
            }
        }
        #expect(approximately(incrementalCost, freshCost, tolerance: 1e-7 * max(1, freshCost)))
        for variable in problem.variables {
            #expect(approximately(solver.value(of: variable), fresh.value(of: variable), tolerance: 1e-6))
        }
    }
}
