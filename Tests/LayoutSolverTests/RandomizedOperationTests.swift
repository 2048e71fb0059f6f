import Testing

@testable import LayoutSolver

/// Random sequences of every operation (adds that may be refused, removals, edit variables and
/// suggestions), checked after each step against the tableau's invariants and a fresh solve.
struct RandomizedOperationTests {
    /// The edit variables in play: variable, strength and suggested value.
    typealias Edit = (variable: LayoutVariable, strength: Double, value: Double)

    @Test(arguments: [3, 17, 2_024, 65_537]) func randomOperationsKeepTheSolverSound(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        for _ in 0..<25 {
            let problem = RandomizedSystemTests.Problem(
                variableCount: Int.random(in: 2...8, using: &generator), using: &generator)
            let stays = problem.randomStays(using: &generator)
            var held = stays
            var edits: [Edit] = []
            let solver = try RandomizedSystemTests.freshSolver(held)
            for _ in 0..<20 {
                try randomStep(solver, problem, stays: stays.count, held: &held, edits: &edits, using: &generator)
                #expect(solver.core.tableau.invariantViolations() == [])
                try expectOptimal(solver, held: held, edits: edits, problem: problem)
            }
        }
    }

    /// One random operation.
    private func randomStep(
        _ solver: LayoutSolver, _ problem: RandomizedSystemTests.Problem, stays: Int,
        held: inout [LinearConstraint], edits: inout [Edit], using generator: inout SplitMix64
    ) throws {
        switch Int.random(in: 0..<10, using: &generator) {
        case 0...2 where held.count > stays:
            try solver.removeConstraint(held.remove(at: Int.random(in: stays..<held.count, using: &generator)))
        case 3:
            try toggleEdit(solver, problem.variables.randomElement(using: &generator)!, edits: &edits, using: &generator)
        case 4 where !edits.isEmpty:
            let index = Int.random(in: edits.indices, using: &generator)
            edits[index].value = Double(Int.random(in: -80...80, using: &generator))
            try solver.suggestValue(edits[index].variable, edits[index].value)
        case 5:
            let (expression, _) = problem.randomExpression(using: &generator)
            let relation = [LinearRelation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &generator)!
            let constant = Double(Int.random(in: -100...100, using: &generator))
            try addOrExpectRefusal(LinearConstraint(expression - constant, relation), solver, problem, held: &held)
        default:
            let constraint = RandomizedSystemTests.randomMixedConstraint(problem, using: &generator)
            try addOrExpectRefusal(constraint, solver, problem, held: &held)
        }
    }

    /// Makes the variable an edit variable at a random strength, or stops editing it.
    private func toggleEdit(
        _ solver: LayoutSolver, _ variable: LayoutVariable, edits: inout [Edit], using generator: inout SplitMix64
    ) throws {
        if let index = edits.firstIndex(where: { $0.variable === variable }) {
            edits.remove(at: index)
            try solver.removeEditVariable(variable)
        } else {
            let strength = Strength.make(0, Double.random(in: 0.5...3, using: &generator), 0)
            edits.append((variable, strength, 0))
            try solver.addEditVariable(variable, strength: strength)
        }
    }

    /// Adds the constraint; if the solver refuses it, a fresh solver must refuse it too and no value
    /// may have moved.
    private func addOrExpectRefusal(
        _ constraint: LinearConstraint, _ solver: LayoutSolver, _ problem: RandomizedSystemTests.Problem,
        held: inout [LinearConstraint]
    ) throws {
        let before = problem.variables.map { solver.value(of: $0) }
        do {
            try solver.addConstraint(constraint)
            held.append(constraint)
        } catch {
            #expect(error == .unsatisfiableConstraint)
            #expect(!solver.hasConstraint(constraint))
            #expect(throws: LayoutSolverError.unsatisfiableConstraint) {
                _ = try RandomizedSystemTests.freshSolver(held + [constraint])
            }
            for (variable, value) in zip(problem.variables, before) {
                #expect(approximately(solver.value(of: variable), value, tolerance: 1e-7))
            }
        }
    }

    /// Required constraints hold, the weighted violation equals a fresh solve's, and every variable has
    /// the fresh solve's value and ambiguity.
    private func expectOptimal(
        _ solver: LayoutSolver, held: [LinearConstraint], edits: [Edit], problem: RandomizedSystemTests.Problem
    ) throws {
        let fresh = try RandomizedSystemTests.freshSolver(held)
        for edit in edits {
            try fresh.addEditVariable(edit.variable, strength: edit.strength)
            try fresh.suggestValue(edit.variable, edit.value)
        }
        var cost = 0.0
        var freshCost = 0.0
        for constraint in held {
            let violation = RandomizedSystemTests.violation(of: constraint, in: solver)
            if constraint.isRequired {
                #expect(violation < 1e-6)
            } else {
                cost += constraint.strength * violation
                freshCost += constraint.strength * RandomizedSystemTests.violation(of: constraint, in: fresh)
            }
        }
        for edit in edits {
            cost += edit.strength * abs(solver.value(of: edit.variable) - edit.value)
            freshCost += edit.strength * abs(fresh.value(of: edit.variable) - edit.value)
        }
        #expect(approximately(cost, freshCost, tolerance: 1e-7 * max(1, freshCost)))
        for variable in problem.variables {
            #expect(approximately(solver.value(of: variable), fresh.value(of: variable), tolerance: 1e-6))
            #expect(solver.isAmbiguous(variable) == fresh.isAmbiguous(variable))
        }
    }
}
