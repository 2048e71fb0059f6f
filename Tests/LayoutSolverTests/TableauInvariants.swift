@testable import LayoutSolver

/// White-box checks of the tableau's invariants, for the randomized tests.
extension Tableau {
    /// Descriptions of every broken invariant (empty when the tableau is sound).
    func invariantViolations() -> [String] {
        var problems: [String] = []
        for slot in rows.indices where basicOfSlot[slot] != .none {
            problems += rowViolations(slot: Int32(slot))
        }
        for cell in objective.cells {
            if isBasic(cell.symbol) { problems.append("basic symbol in the objective") }
            if cell.symbol.isExternal { problems.append("external symbol in the objective") }
            if cell.coefficient < 0 && !cell.symbol.isDummy { problems.append("objective not optimal") }
        }
        if !infeasible.isEmpty { problems.append("infeasible rows left queued") }
        return problems
    }

    /// The broken invariants of one row: feasibility, dummy rows of dummies at zero, parametric
    /// symbols only, no free variable in a restricted row, and every cell in the column index.
    private func rowViolations(slot: Int32) -> [String] {
        var problems: [String] = []
        let basic = basicOfSlot[Int(slot)]
        let row = rows[Int(slot)]
        if slotOfSerial[basic.serial] != slot { problems.append("slot map out of step") }
        if basic.isRestricted && row.constant < 0 { problems.append("negative restricted row") }
        if basic.isDummy && row.constant != 0 { problems.append("dummy row away from zero") }
        for cell in row.cells {
            if isBasic(cell.symbol) { problems.append("basic symbol in a row") }
            if basic.isRestricted && cell.symbol.isExternal { problems.append("external symbol in a restricted row") }
            if basic.isDummy && !cell.symbol.isDummy { problems.append("non-dummy symbol in a dummy row") }
            if !columns.slots(of: cell.symbol).contains(slot) { problems.append("cell missing from its column") }
        }
        return problems
    }
}
