/// Turning a constraint into a tableau row, and choosing the symbol the row is solved for.
extension SolverCore {
    /// The row of a constraint in terms of the current parametric symbols, with its marker (and other)
    /// symbols, and its constant made non-negative. Registers the constraint's variables and puts its
    /// errors into the objective.
    mutating func makeRow(for constraint: LinearConstraint) -> (Row, ConstraintRecord) {
        let expression = constraint.expression
        var row = Row(constant: expression.constant)
        for term in expression.terms {
            let symbol = variables.retain(term.variable, in: &tableau)
            if let slot = tableau.slot(of: symbol) {
                row.add(tableau.rows[Int(slot)], times: term.coefficient)
            } else {
                row.insert(symbol, term.coefficient)
            }
        }
        let (marker, other) = addMarkers(to: &row, for: constraint)
        if row.constant < 0 {
            row.reverseSign()
        }
        return (row, ConstraintRecord(constraint: constraint, marker: marker, other: other))
    }

    /// Adds the constraint's slack, error or dummy symbols to its row.
    ///
    /// `expression <= 0` becomes `expression + slack = 0` and `expression >= 0` becomes
    /// `expression - slack = 0`; a non-required inequality also gets an error symbol of the opposite
    /// sign, so that `error >= expression` (or its mirror) measures the violation. A required equality
    /// gets a dummy; a non-required one `- plus + minus`, both errors, so that `expression = plus - minus`.
    private mutating func addMarkers(to row: inout Row, for constraint: LinearConstraint) -> (Symbol, Symbol?) {
        let strength = constraint.strength
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            let slack = tableau.makeSymbol(.slack)
            row.insert(slack, sign)
            guard !constraint.isRequired else { return (slack, nil) }
            let error = tableau.makeSymbol(.error)
            row.insert(error, -sign)
            tableau.addToObjective(error, strength: strength)
            return (slack, error)
        case .equal:
            guard !constraint.isRequired else {
                let dummy = tableau.makeSymbol(.dummy)
                row.insert(dummy, 1)
                return (dummy, nil)
            }
            let plus = tableau.makeSymbol(.error)
            let minus = tableau.makeSymbol(.error)
            row.insert(plus, -1)
            row.insert(minus, 1)
            tableau.addToObjective(plus, strength: strength)
            tableau.addToObjective(minus, strength: strength)
            return (plus, minus)
        }
    }

    /// The symbol to solve a new row for, nil when none can be chosen without an artificial variable.
    ///
    /// Any external symbol will do; the one in the fewest rows is taken (a new variable, in no row,
    /// costs no substitution at all). Failing that, the marker or the other symbol, when it is a slack
    /// or error with a negative coefficient: the constant is non-negative, so it solves to a feasible value.
    func chooseSubject(of row: Row, for record: ConstraintRecord) -> Symbol? {
        var best: Symbol?
        var fewest = Int.max
        for cell in row.cells where cell.symbol.isExternal {
            let occurrences = tableau.columns.occurrences(of: cell.symbol)
            if occurrences < fewest {
                best = cell.symbol
                fewest = occurrences
                if occurrences == 0 { break }
            }
        }
        if let best {
            return best
        }
        if record.marker.isPivotable && row.coefficient(for: record.marker) < 0 {
            return record.marker
        }
        if let other = record.other, other.isPivotable && row.coefficient(for: other) < 0 {
            return other
        }
        return nil
    }

    /// Adds a row that has no usable subject through an artificial variable: the row becomes the
    /// artificial symbol's definition and the primal simplex minimises it. A minimum of zero means the
    /// constraint can hold: the artificial symbol is pivoted out (if still basic) and dropped. Above
    /// zero, the constraint conflicts with the required ones: its row is dropped and false returned.
    mutating func addWithArtificialVariable(_ row: Row) -> Bool {
        tableau.statistics.artificialPhases += 1
        let artificial = tableau.makeSymbol(.slack)
        tableau.install(row, basic: artificial)
        tableau.artificial = row
        tableau.optimize(.artificial)
        let success = Tolerance.isNearZero(tableau.artificial?.constant ?? 0)
        tableau.artificial = nil
        if let slot = tableau.slot(of: artificial) {
            var definition = tableau.uninstall(slot)
            let pivotable = definition.cells.first { $0.symbol.isPivotable } ?? definition.cells.first
            if success, let entering = pivotable?.symbol {
                definition.solve(for: artificial, entering: entering)
                tableau.substitute(entering, by: definition)
                tableau.install(definition, basic: entering)
            }
        }
        tableau.eliminate(artificial)
        return success
    }
}
