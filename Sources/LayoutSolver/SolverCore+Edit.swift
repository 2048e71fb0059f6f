/// Edit variables: non-required `variable == value` constraints whose value can be changed cheaply.
extension SolverCore {
    /// Makes the variable an edit variable at the strength (which must be below required).
    mutating func addEditVariable(_ variable: LayoutVariable, strength: Double) throws(LayoutSolverError) {
        guard strength.isFinite else { throw .nonFiniteValue }
        let key = ObjectIdentifier(variable)
        guard edits[key] == nil else { throw .duplicateEditVariable }
        let clipped = Strength.clipped(strength)
        guard clipped < Strength.required else { throw .badRequiredStrength }
        let constraint = LinearConstraint(LinearExpression(variable), .equal, strength: clipped)
        try add(constraint)
        guard let record = constraints[ObjectIdentifier(constraint)], let minus = record.other else { return }
        edits[key] = EditRecord(constraint: constraint, plus: record.marker, minus: minus, constant: 0)
    }

    /// Stops editing the variable, removing its edit constraint.
    mutating func removeEditVariable(_ variable: LayoutVariable) throws(LayoutSolverError) {
        guard let edit = edits.removeValue(forKey: ObjectIdentifier(variable)) else { throw .unknownEditVariable }
        try remove(edit.constraint)
    }

    /// Whether the variable is an edit variable.
    func hasEditVariable(_ variable: LayoutVariable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
    }

    /// Asks for a new value of an edit variable and re-solves with the dual simplex.
    mutating func suggestValue(_ variable: LayoutVariable, _ value: Double) throws(LayoutSolverError) {
        guard value.isFinite else { throw .nonFiniteValue }
        let key = ObjectIdentifier(variable)
        guard let edit = edits[key] else { throw .unknownEditVariable }
        definedValues.invalidate()
        let delta = value - edit.constant
        edits[key]?.constant = value
        tableau.shiftEdit(plus: edit.plus, minus: edit.minus, by: delta)
        tableau.dualOptimize()
        tableau.compactOvergrownColumns()
    }
}

/// Moving an edit constraint's constant inside the tableau.
extension Tableau {
    /// Changes the constant of the edit constraint `variable - plus + minus = constant` by `delta`.
    ///
    /// This is the same as replacing `plus` by `plus + delta`: when `plus` is basic its row's constant
    /// drops by `delta`; when `minus` is basic its row's rises by `delta`; otherwise every row holding
    /// `plus` moves by its coefficient times `delta`. Restricted rows that go negative are queued.
    mutating func shiftEdit(plus: Symbol, minus: Symbol, by delta: Double) {
        if let slot = slot(of: plus) {
            shiftConstant(ofSlot: slot, by: -delta)
        } else if let slot = slot(of: minus) {
            shiftConstant(ofSlot: slot, by: delta)
        } else {
            for slot in exactSlots(of: plus) {
                shiftConstant(ofSlot: slot, by: rows[Int(slot)].coefficient(for: plus) * delta)
            }
        }
    }

    /// Adds `amount` to the constant of the row in `slot`, queueing it if it is restricted and negative.
    private mutating func shiftConstant(ofSlot slot: Int32, by amount: Double) {
        let constant = Tolerance.snapped(rows[Int(slot)].constant + amount)
        rows[Int(slot)].constant = constant
        let basic = basicOfSlot[Int(slot)]
        if basic.isRestricted && constant < 0 {
            infeasible.append(basic)
        }
    }
}
