/// Taking a constraint's row out of the tableau through its marker symbol.
extension Tableau {
    /// Removes the row that the marker symbol defines, first pivoting the marker into the basis when
    /// it is parametric. The remaining rows then describe the other constraints only.
    mutating func removeMarkerRow(_ marker: Symbol) {
        if let slot = slot(of: marker) {
            _ = uninstall(slot)
            return
        }
        guard let slot = markerLeavingSlot(marker) else { return }
        pivot(slot: slot, entering: marker)
        _ = uninstall(slot)
    }

    /// The row to pivot a parametric marker into, chosen so that every restricted row stays feasible:
    /// first a row defining a dummy (a redundant required equality, whose row holds dummies alone and
    /// must stay at zero: pivoting there moves no value, and keeps such rows free of other symbols);
    /// then, among restricted rows where the marker's coefficient is negative, the least ratio
    /// `-constant / coefficient`; failing those, among restricted rows where it is positive, the least
    /// `constant / coefficient`; failing those, any row of an external symbol. Ties go to the lowest
    /// basic symbol. Nil when no row holds the marker.
    func markerLeavingSlot(_ marker: Symbol) -> Int32? {
        var dummy = Candidate()
        var negative = Candidate()
        var positive = Candidate()
        var external = Candidate()
        for slot in columns.slots(of: marker) {
            let basic = basicOfSlot[Int(slot)]
            guard basic != .none else { continue }
            let row = rows[Int(slot)]
            let coefficient = row.coefficient(for: marker)
            if coefficient == 0 { continue }
            if basic.isDummy {
                dummy.consider(slot, basic: basic, ratio: 0)
            } else if basic.isExternal {
                external.consider(slot, basic: basic, ratio: 0)
            } else if coefficient < 0 {
                negative.consider(slot, basic: basic, ratio: -row.constant / coefficient)
            } else {
                positive.consider(slot, basic: basic, ratio: row.constant / coefficient)
            }
        }
        return dummy.slot ?? negative.slot ?? positive.slot ?? external.slot
    }

    /// Takes a constraint's error symbols out of the objective, before its row is removed.
    mutating func removeFromObjective(_ symbol: Symbol, strength: Double) {
        addToObjective(symbol, strength: -strength)
    }
}

/// The best row so far in a ratio test.
private struct Candidate {
    /// The row's slot, nil while none was seen.
    var slot: Int32?
    /// Its ratio.
    var ratio = Double.infinity
    /// Its basic symbol, for ties.
    var basic = Symbol.none

    /// Keeps the row if its ratio is lower, or equal with a lower basic symbol.
    mutating func consider(_ slot: Int32, basic: Symbol, ratio: Double) {
        if self.slot == nil || ratio < self.ratio || (ratio == self.ratio && basic < self.basic) {
            self.slot = slot
            self.ratio = ratio
            self.basic = basic
        }
    }
}
