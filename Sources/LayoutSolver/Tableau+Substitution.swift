/// Replacing symbols by their definitions, pivoting, and removing symbols that nothing constrains.
extension Tableau {
    /// Replaces `symbol`, which has just become basic with definition `row`, in every row that holds it
    /// (found through the column index), in the objective and in the artificial objective. Restricted
    /// rows that go negative are queued for the dual simplex.
    mutating func substitute(_ symbol: Symbol, by row: Row) {
        for slot in columns.take(symbol) {
            substitute(symbol, by: row, inSlot: slot)
        }
        if objective.substitute(symbol, by: row) {
            noteObjectiveChange(in: row)
        }
        artificial?.substitute(symbol, by: row)
    }

    /// Replaces `symbol` by `row` in the row in `slot`, if that row holds it.
    private mutating func substitute(_ symbol: Symbol, by row: Row, inSlot slot: Int32) {
        guard rows[Int(slot)].substitute(symbol, by: row, slot: slot, observer: &columns) else { return }
        statistics.rowsSubstituted += 1
        let basic = basicOfSlot[Int(slot)]
        if basic.isRestricted && rows[Int(slot)].constant < 0 {
            infeasible.append(basic)
        }
    }

    /// Makes `entering` basic in place of the row in `slot`'s basic symbol, which becomes parametric.
    mutating func pivot(slot: Int32, entering: Symbol) {
        let leaving = basicOfSlot[Int(slot)]
        rows[Int(slot)].solve(for: leaving, entering: entering, slot: slot, observer: &columns)
        slotOfSerial[leaving.serial] = -1
        slotOfSerial[entering.serial] = slot
        basicOfSlot[Int(slot)] = entering
        statistics.pivots += 1
        substitute(entering, by: rows[Int(slot)])
    }

    /// Solves a new row for its subject, substitutes it everywhere and installs it.
    mutating func enter(_ row: Row, subject: Symbol) {
        var row = row
        row.solve(for: subject)
        substitute(subject, by: row)
        install(row, basic: subject)
    }

    /// Removes every trace of a symbol that no constraint ties any more: its row if it is basic, or
    /// its cells (it is parametric, so at zero, and dropping them changes no value) if it is not. The
    /// symbol is then released.
    mutating func eliminate(_ symbol: Symbol) {
        if let slot = slot(of: symbol) {
            _ = uninstall(slot)
        } else {
            for slot in columns.take(symbol) {
                rows[Int(slot)].remove(symbol, slot: slot, observer: &columns)
            }
            objective.remove(symbol)
            artificial?.remove(symbol)
        }
        releaseSymbol(symbol)
    }

    /// Adds `strength * symbol` to the objective, in terms of parametric symbols.
    mutating func addToObjective(_ symbol: Symbol, strength: Double) {
        if let slot = slot(of: symbol) {
            objective.add(rows[Int(slot)], times: strength)
            noteObjectiveChange(in: rows[Int(slot)])
        } else {
            objective.insert(symbol, strength)
            objectiveCandidates.append(symbol)
        }
    }

    /// Records that the objective coefficients of the row's symbols may have changed sign.
    private mutating func noteObjectiveChange(in row: Row) {
        for cell in row.cells where !cell.symbol.isDummy {
            objectiveCandidates.append(cell.symbol)
        }
    }
}
