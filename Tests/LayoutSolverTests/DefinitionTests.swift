import Testing

@testable import LayoutSolver

/// Required equalities naming a new variable are held as definitions outside the tableau, so a
/// chain of them builds in linear time; they enter the tableau only when another constraint needs
/// their variable there.
struct DefinitionTests {
    /// `x[0]` held at `start` by a weak edit; `x[k] = x[k-1] + 1` for every later `k`.
    private static func chain(_ count: Int, start: Double) throws -> (LayoutSolver, [LayoutVariable], [LinearConstraint]) {
        let solver = LayoutSolver()
        let x = (0..<count).map { LayoutVariable("x\($0)") }
        try solver.addEditVariable(x[0], strength: Strength.weak)
        try solver.suggestValue(x[0], start)
        var links: [LinearConstraint] = []
        for k in 1..<count {
            let link = LinearConstraint(LinearExpression(x[k]), .equal, x[k - 1] + 1)
            try solver.addConstraint(link)
            links.append(link)
        }
        return (solver, x, links)
    }

    @Test("A chain of 5,000 links is held as definitions: exact values, no tableau rows, linear work")
    func longChain() throws {
        let (solver, x, _) = try Self.chain(5_000, start: 10)
        #expect(solver.core.definitions.count == 4_999)
        #expect(solver.core.tableau.rowCount == 1, "only the edit variable's row")
        #expect(solver.statistics.rowsSubstituted < 10)
        #expect(solver.value(of: x[4_999]) == 5_009)
        #expect(solver.value(of: x[1]) == 11)
        #expect(solver.constraintCount == 4_999)
        try solver.suggestValue(x[0], -3)
        #expect(solver.value(of: x[4_999]) == 4_996)
        solver.updateVariables()
        #expect(x[2_500].value == 2_497)
    }

    @Test("An inequality on the chain's end enters the chain into the tableau and moves its start")
    func materializedByInequality() throws {
        let (solver, x, _) = try Self.chain(11, start: 100)
        let cap = LinearConstraint(LinearExpression(x[10]), .lessThanOrEqual, LinearExpression(50))
        try solver.addConstraint(cap)
        #expect(solver.core.definitions.count == 0, "x10 needed its definition, which needed all before it")
        #expect(solver.value(of: x[10]) == 50)
        #expect(solver.value(of: x[0]) == 40)
        #expect(solver.value(of: x[5]) == 45)
        #expect(solver.core.tableau.invariantViolations() == [])
        try solver.removeConstraint(cap)
        #expect(solver.value(of: x[0]) == 100)
        #expect(solver.value(of: x[10]) == 110)
    }

    @Test("Removing a link frees its variable: the rest of the chain follows it from zero")
    func removedLink() throws {
        let (solver, x, links) = try Self.chain(11, start: 100)
        try solver.removeConstraint(links[4])  // x5 = x4 + 1
        #expect(!solver.hasConstraint(links[4]))
        #expect(solver.constraintCount == 9)
        #expect(solver.value(of: x[4]) == 104)
        #expect(solver.value(of: x[5]) == 0, "nothing sets x5 any more")
        #expect(solver.value(of: x[10]) == 5)
        #expect(solver.isAmbiguous(x[10]), "x10 hangs on the free x5")
        #expect(!solver.isAmbiguous(x[4]))
        // x5 is known now, so a new equality on it goes into the tableau, and the chain follows.
        try solver.addConstraint(LinearConstraint(LinearExpression(x[5]), .equal, LinearExpression(7)))
        #expect(solver.value(of: x[10]) == 12)
        #expect(!solver.isAmbiguous(x[10]))
    }

    @Test("Definitions refuse duplicates and count as constraints; a conflict after them is refused")
    func bookkeeping() throws {
        let (solver, x, links) = try Self.chain(4, start: 0)
        #expect(throws: LayoutSolverError.duplicateConstraint) { try solver.addConstraint(links[0]) }
        let conflict = LinearConstraint(x[3] - x[0], .equal, LinearExpression(5))
        #expect(throws: LayoutSolverError.unsatisfiableConstraint) { try solver.addConstraint(conflict) }
        #expect(solver.value(of: x[3]) == 3, "the refused constraint left the solution")
        #expect(solver.core.tableau.invariantViolations() == [])
        for link in links { try solver.removeConstraint(link) }
        try solver.removeEditVariable(x[0])
        #expect(solver.constraintCount == 0)
        #expect(solver.core.variables.entries.isEmpty, "every variable was released")
        #expect(solver.core.tableau.rowCount == 0)
    }

    @Test("A definition with several terms and a coefficient: v = (w − 2h + 8) / 4")
    func coefficients() throws {
        let solver = LayoutSolver()
        let w = LayoutVariable("w"), h = LayoutVariable("h"), v = LayoutVariable("v")
        try solver.addConstraint(LinearConstraint(LinearExpression(w), .equal, LinearExpression(100)))
        try solver.addConstraint(LinearConstraint(LinearExpression(h), .equal, LinearExpression(10)))
        try solver.addConstraint(LinearConstraint(v * 4 - w + h * 2 - 8, .equal))
        #expect(solver.core.definitions.count == 3)
        #expect(solver.value(of: v) == 22)
    }

    @Test("A chain added last link first is held as definitions too: each variable only named by definitions")
    func reversedChain() throws {
        let solver = LayoutSolver()
        let x = (0..<1_000).map { LayoutVariable("x\($0)") }
        for k in stride(from: 999, through: 1, by: -1) {
            try solver.addConstraint(LinearConstraint(LinearExpression(x[k]), .equal, x[k - 1] + 2))
        }
        try solver.addConstraint(LinearConstraint(LinearExpression(x[0]), .equal, LinearExpression(5)))
        #expect(solver.core.definitions.count == 1_000)
        #expect(solver.core.tableau.rowCount == 0)
        #expect(solver.value(of: x[999]) == 2_003)
        #expect(!solver.isAmbiguous(x[999]))
    }

    @Test("Closing a cycle of definitions goes to the tableau: refused when it contradicts, kept when redundant")
    func cycles() throws {
        let solver = LayoutSolver()
        let x = LayoutVariable("x"), y = LayoutVariable("y")
        try solver.addConstraint(LinearConstraint(LinearExpression(x), .equal, y + 1))
        #expect(throws: LayoutSolverError.unsatisfiableConstraint) {
            try solver.addConstraint(LinearConstraint(LinearExpression(y), .equal, x + 1))
        }
        let redundant = LinearConstraint(LinearExpression(y), .equal, x - 1)
        try solver.addConstraint(redundant)
        try solver.addConstraint(LinearConstraint(LinearExpression(y), .equal, LinearExpression(3)))
        #expect(solver.value(of: x) == 4)
        #expect(solver.core.tableau.invariantViolations() == [])
    }
}
