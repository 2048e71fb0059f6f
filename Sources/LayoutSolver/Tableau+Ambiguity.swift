/// Whether a variable's value is one of many optimal ones.
extension Tableau {
    /// Whether the symbol can change without changing any other constraint's satisfaction or the
    /// objective, judged from the optimal tableau:
    ///
    /// - a parametric external symbol is free (no restricted row holds it), so it is ambiguous;
    /// - a basic one is ambiguous when its row holds a symbol that can move: a parametric external
    ///   symbol, or a slack or error symbol whose objective coefficient is zero (moving it costs
    ///   nothing) and that can grow from zero by some positive step: every restricted row holding it
    ///   with a negative coefficient has a positive constant, and no dummy row holds it.
    ///
    /// Dummy symbols never move. The test looks one step from the current vertex, so in degenerate
    /// corners (a blocking row at zero) it may call a variable determined that another pivot would free.
    func isAmbiguous(_ symbol: Symbol) -> Bool {
        guard let slot = slot(of: symbol) else { return true }
        for cell in rows[Int(slot)].cells {
            if cell.symbol.isExternal {
                return true
            }
            guard cell.symbol.isPivotable,
                Tolerance.isNearZero(objective.coefficient(for: cell.symbol))
            else { continue }
            if canGrow(cell.symbol) {
                return true
            }
        }
        return false
    }

    /// Whether a parametric restricted symbol can grow from zero with every restricted row staying
    /// non-negative for some positive step.
    private func canGrow(_ symbol: Symbol) -> Bool {
        for slot in columns.slots(of: symbol) {
            let basic = basicOfSlot[Int(slot)]
            guard basic.isRestricted, basic != .none else { continue }
            let row = rows[Int(slot)]
            let coefficient = row.coefficient(for: symbol)
            if basic.isDummy && coefficient != 0 {
                return false
            }
            if coefficient < 0 && row.constant <= 0 {
                return false
            }
        }
        return true
    }
}
