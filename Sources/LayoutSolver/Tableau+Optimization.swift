/// The primal and dual simplex loops, with Bland's rule for ties so that neither can cycle.
extension Tableau {
    /// Which objective the primal simplex minimises.
    enum Objective {
        /// The strength-weighted errors of the non-required constraints.
        case main
        /// The artificial variable of a constraint being added.
        case artificial
    }

    /// A bound on pivots per run, far beyond what Bland's rule needs; reaching it is a solver bug.
    private var pivotLimit: Int { 64 * (rowCount + symbolCount) + 1_024 }

    /// Runs the primal simplex on the objective until no parametric symbol can lower it.
    mutating func optimize(_ which: Objective) {
        var pivots = 0
        while let entering = enteringSymbol(of: which) {
            guard let slot = leavingSlot(for: entering) else {
                assertionFailure("the objective is unbounded")
                return
            }
            pivot(slot: slot, entering: entering)
            pivots += 1
            if pivots > pivotLimit {
                assertionFailure("primal simplex did not converge")
                return
            }
        }
    }

    /// Runs the dual simplex on the queued rows until every restricted basic symbol is non-negative.
    mutating func dualOptimize() {
        var pivots = 0
        while let leaving = infeasible.popLast() {
            guard let slot = slot(of: leaving), basicOfSlot[Int(slot)] == leaving,
                rows[Int(slot)].constant < 0
            else { continue }
            guard let entering = dualEnteringSymbol(of: rows[Int(slot)]) else {
                assertionFailure("dual simplex found no entering symbol")
                continue
            }
            pivot(slot: slot, entering: entering)
            pivots += 1
            if pivots > pivotLimit {
                assertionFailure("dual simplex did not converge")
                infeasible.removeAll()
                return
            }
        }
        if objectiveCandidates.count > 64 {
            _ = lowestNegativeCandidate()
        }
    }

    /// The lowest non-dummy symbol with a negative objective coefficient (Bland's entering rule).
    private mutating func enteringSymbol(of which: Objective) -> Symbol? {
        switch which {
        case .main:
            return lowestNegativeCandidate()
        case .artificial:
            let cells = artificial?.cells ?? []
            return cells.first { $0.coefficient < 0 && !$0.symbol.isDummy }?.symbol
        }
    }

    /// The lowest candidate symbol whose objective coefficient is negative, dropping the candidates
    /// found non-negative (the others stay, to be looked at again after the next pivot).
    private mutating func lowestNegativeCandidate() -> Symbol? {
        var lowest: Symbol?
        var kept = 0
        for index in objectiveCandidates.indices {
            let symbol = objectiveCandidates[index]
            guard objective.coefficient(for: symbol) < 0, !symbol.isDummy else { continue }
            objectiveCandidates[kept] = symbol
            kept += 1
            if lowest.map({ symbol < $0 }) ?? true {
                lowest = symbol
            }
        }
        objectiveCandidates.removeLast(objectiveCandidates.count - kept)
        return lowest
    }

    /// The restricted row that first blocks `entering` from growing: minimum ratio, lowest basic symbol
    /// among ties (Bland's leaving rule).
    private func leavingSlot(for entering: Symbol) -> Int32? {
        var best: Int32?
        var bestRatio = Double.infinity
        var bestBasic = Symbol.none
        for slot in columns.slots(of: entering) {
            let basic = basicOfSlot[Int(slot)]
            guard basic.isRestricted, basic != .none else { continue }
            let row = rows[Int(slot)]
            let coefficient = row.coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let ratio = -row.constant / coefficient
            if ratio < bestRatio || (ratio == bestRatio && basic < bestBasic) {
                best = slot
                bestRatio = ratio
                bestBasic = basic
            }
        }
        return best
    }

    /// The symbol to enter for an infeasible row: among its positive non-dummy cells, the one with
    /// the least objective coefficient per unit (the dual ratio test), lowest symbol among ties.
    private func dualEnteringSymbol(of row: Row) -> Symbol? {
        var best: Symbol?
        var bestRatio = Double.infinity
        for cell in row.cells where cell.coefficient > 0 && !cell.symbol.isDummy {
            let ratio = objective.coefficient(for: cell.symbol) / cell.coefficient
            if ratio < bestRatio {
                best = cell.symbol
                bestRatio = ratio
            }
        }
        return best
    }
}
