import Testing

@testable import LayoutSolver

extension Tableau {
    func problems() -> [String] {
        var out: [String] = []
        for slot in rows.indices where basicOfSlot[slot] != .none {
            let basic = basicOfSlot[slot]
            if basic.isRestricted && rows[slot].constant < 0 { out.append("negative row \(basic.raw) \(rows[slot].constant)") }
            if basic.isDummy && rows[slot].constant != 0 { out.append("dummy nonzero") }
            for cell in rows[slot].cells {
                if isBasic(cell.symbol) { out.append("basic \(cell.symbol.raw) in row \(basic.raw)") }
                if cell.symbol.isExternal && basic.isRestricted {
                    out.append("external \(cell.symbol.raw) in restricted row \(basic.raw)")
                }
                if basic.isDummy && !cell.symbol.isDummy { out.append("nondummy in dummy row") }
                if !columns.slots(of: cell.symbol).contains(Int32(slot)) { out.append("column missing") }
            }
        }
        for cell in objective.cells where isBasic(cell.symbol) { out.append("basic in objective") }
        for cell in objective.cells where cell.symbol.isExternal { out.append("external in objective") }
        for cell in objective.cells where cell.coefficient < 0 && !cell.symbol.isDummy { out.append("not optimal") }
        if !infeasible.isEmpty { out.append("infeasible left") }
        return out
    }
}

struct TmpDebugTests {
    @Test(arguments: 0..<20) func stress(seed: Int) throws {
        var generator = SplitMix64(seed: UInt64(seed) &* 7919 &+ 17)
        var failures = 0
        var solver0stats = SolverStatistics()
        var refused = 0, removals = 0, suggests = 0
        for round in 0..<150 {
            let problem = RandomizedSystemTests.Problem(
                variableCount: Int.random(in: 2...8, using: &generator), using: &generator)
            let stays = problem.variables.map { variable in
                let target = Double(Int.random(in: -60...60, using: &generator))
                let weight = Double.random(in: 1...2, using: &generator)
                return LinearConstraint(variable - target, .equal, strength: Strength.make(0, 0, 1, weight: weight))
            }
            var held = stays
            var edits: [(LayoutVariable, Double, Double)] = []
            let solver = try RandomizedSystemTests.freshSolver(held)
            defer {
                solver0stats.pivots += solver.statistics.pivots
                solver0stats.artificialPhases += solver.statistics.artificialPhases
            }
            for step in 0..<20 {
                var op = ""
                let choice = Int.random(in: 0..<10, using: &generator)
                if choice < 3 && held.count > stays.count {
                    let index = Int.random(in: stays.count..<held.count, using: &generator)
                    let c = held.remove(at: index)
                    op = "remove \(c)"
                    removals += 1
                    try solver.removeConstraint(c)
                } else if choice == 3 {
                    let v = problem.variables.randomElement(using: &generator)!
                    if let i = edits.firstIndex(where: { $0.0 === v }) {
                        edits.remove(at: i)
                        try solver.removeEditVariable(v)
                        op = "remove edit"
                    } else {
                        let s = Strength.make(0, Double.random(in: 0.5...3, using: &generator), 0)
                        edits.append((v, s, 0))
                        try solver.addEditVariable(v, strength: s)
                        op = "add edit"
                    }
                } else if choice == 4 && !edits.isEmpty {
                    let i = Int.random(in: edits.indices, using: &generator)
                    let value = Double(Int.random(in: -80...80, using: &generator))
                    edits[i].2 = value
                    try solver.suggestValue(edits[i].0, value)
                    op = "suggest"
                    suggests += 1
                } else if choice == 5 {
                    let (expression, _) = problem.randomExpression(using: &generator)
                    let rel: LinearRelation = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &generator)!
                    let constraint = LinearConstraint(expression - Double(Int.random(in: -100...100, using: &generator)), rel)
                    let before = problem.variables.map { solver.value(of: $0) }
                    do {
                        try solver.addConstraint(constraint)
                        held.append(constraint)
                        op = "add risky ok"
                    } catch {
                        op = "add risky failed"
                        refused += 1
                        let after = problem.variables.map { solver.value(of: $0) }
                        if zip(before, after).contains(where: { abs($0 - $1) > 1e-7 }) {
                            print("values changed after failure \(before) \(after)")
                        }
                        if solver.hasConstraint(constraint) { print("kept") }
                        let fresh = try? RandomizedSystemTests.freshSolver(held + [constraint])
                        if fresh != nil { print("fresh accepted what incremental refused") }
                    }
                } else {
                    let constraint = RandomizedSystemTests.randomMixedConstraintStatic(problem, using: &generator)
                    op = "add \(constraint)"
                    let before = problem.variables.map { solver.value(of: $0) }
                    do {
                        try solver.addConstraint(constraint)
                        held.append(constraint)
                    } catch {
                        let after = problem.variables.map { solver.value(of: $0) }
                        if zip(before, after).contains(where: { abs($0 - $1) > 1e-7 }) {
                            print("values changed after failure \(before) \(after)")
                        }
                        if (try? RandomizedSystemTests.freshSolver(held + [constraint])) != nil {
                            print("fresh accepted what incremental refused")
                        }
                    }
                }
                let p = solver.debugCore.tableau.problems()
                guard let fresh = try? RandomizedSystemTests.freshSolver(held) else {
                    print("fresh refused held set: \(op)")
                    failures += 1
                    break
                }
                for e in edits {
                    try fresh.addEditVariable(e.0, strength: e.1)
                    try fresh.suggestValue(e.0, e.2)
                }
                var viol = false
                var cost = 0.0, freshCost = 0.0
                for c in held {
                    if c.isRequired {
                        if RandomizedSystemTests.violation(of: c, in: solver) > 1e-6 { viol = true }
                    } else {
                        cost += c.strength * RandomizedSystemTests.violation(of: c, in: solver)
                        freshCost += c.strength * RandomizedSystemTests.violation(of: c, in: fresh)
                    }
                }
                for e in edits {
                    cost += e.1 * abs(solver.value(of: e.0) - e.2)
                    freshCost += e.1 * abs(fresh.value(of: e.0) - e.2)
                }
                let costBad = abs(cost - freshCost) > 1e-7 * max(1, freshCost)
                var amb = false
                for v in problem.variables where solver.isAmbiguous(v) != fresh.isAmbiguous(v) { amb = true }
                if !p.isEmpty || viol || costBad {
                    failures += 1
                    if failures < 3 {
                        print(
                            "seed \(seed) round \(round) step \(step) op \(op): \(p.prefix(5)) viol \(viol) cost \(cost) fresh \(freshCost) amb \(amb)"
                        )
                    }
                    break
                }
                if amb { print("seed \(seed) round \(round) step \(step): ambiguity differs (\(op))") }
            }
        }
        print("seed \(seed): refused \(refused) removals \(removals) suggests \(suggests) stats \(solver0stats)")
        #expect(failures == 0)
    }
}
