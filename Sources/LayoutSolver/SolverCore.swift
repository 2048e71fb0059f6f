/// The solver's state and its constraint operations, as a value type so that the hot paths run under
/// static exclusivity checks; ``LayoutSolver`` wraps it.
struct SolverCore {
    /// The simplex tableau.
    var tableau = Tableau()

    /// The variables in use.
    var variables = VariableRegistry()

    /// The constraints held, edit constraints included, by identity.
    var constraints: [ObjectIdentifier: ConstraintRecord] = [:]

    /// The edit variables, by identity.
    var edits: [ObjectIdentifier: EditRecord] = [:]

    /// Required equalities defining new variables, held outside the tableau (see ``Definition``).
    var definitions = DefinitionStore()

    /// The defined variables' values in the current solution.
    var definedValues = DefinedValueCache()

    /// An empty solver whose counters continue from `statistics`.
    init(statistics: SolverStatistics = SolverStatistics()) {
        tableau.statistics = statistics
    }

    /// The number of constraints added through ``LayoutSolver/addConstraint(_:)``.
    var constraintCount: Int { constraints.count + definitions.count - edits.count }

    /// Adds a constraint, or throws and leaves the solver as it was.
    mutating func add(_ constraint: LinearConstraint) throws(LayoutSolverError) {
        let key = ObjectIdentifier(constraint)
        guard !contains(constraint) else { throw .duplicateConstraint }
        guard constraint.isFinite else { throw .nonFiniteValue }
        definedValues.invalidate()
        if define(constraint) { return }
        materializeDefinitions(namedBy: constraint)
        let (row, record) = makeRow(for: constraint)
        guard enter(row, for: record) else {
            rollBack(record)
            throw .unsatisfiableConstraint
        }
        constraints[key] = record
        finishChange()
    }

    /// Removes a constraint; the solution becomes the one the remaining constraints give.
    mutating func remove(_ constraint: LinearConstraint) throws(LayoutSolverError) {
        definedValues.invalidate()
        if removeDefinition(of: constraint) { return }
        guard let record = constraints.removeValue(forKey: ObjectIdentifier(constraint)) else {
            throw .unknownConstraint
        }
        removeObjectiveEffects(of: record)
        tableau.removeMarkerRow(record.marker)
        tableau.eliminate(record.marker)
        if let other = record.other {
            tableau.eliminate(other)
        }
        releaseVariables(of: record.constraint)
        finishChange()
    }

    /// Whether the solver holds the constraint.
    func contains(_ constraint: LinearConstraint) -> Bool {
        constraints[ObjectIdentifier(constraint)] != nil || definitions.definition(of: constraint) != nil
    }

    /// The variable's solved value, zero when the solver does not know it. Mutating only to keep
    /// the values of defined variables it works out (and so that reading never copies the core).
    mutating func value(of variable: LayoutVariable) -> Double {
        guard let symbol = variables.symbol(of: variable) else { return 0 }
        return value(of: symbol)
    }

    /// Writes every known variable's solved value into it.
    mutating func updateVariables() {
        for entry in variables.entries {
            entry.variable.value = value(of: entry.symbol)
        }
    }

    /// Restores optimality after a change: the primal simplex, then the dual one for any row left
    /// negative, then housekeeping of the column index.
    mutating func finishChange() {
        tableau.optimize(.main)
        tableau.dualOptimize()
        tableau.compactOvergrownColumns()
    }

    /// Puts a new constraint's row into the tableau; false when the constraint cannot be satisfied.
    ///
    /// The row's subject is an external symbol when it has one, else its marker or other symbol when
    /// that can be solved for with a non-negative value. A row of dummies alone is either redundant
    /// (constant zero: its marker becomes basic) or contradicts the required equalities. Anything else
    /// goes through an artificial variable.
    private mutating func enter(_ row: Row, for record: ConstraintRecord) -> Bool {
        if let subject = chooseSubject(of: row, for: record) {
            tableau.enter(row, subject: subject)
            return true
        }
        if row.hasOnlyDummies {
            guard Tolerance.isNearZero(row.constant) else { return false }
            tableau.enter(row, subject: record.marker)
            return true
        }
        return addWithArtificialVariable(row)
    }

    /// Undoes what making a refused constraint's row did: its error terms in the objective, its
    /// symbols, and the variables only it used. Its row is no longer in the tableau, so all of these
    /// are free, and dropping them leaves the other constraints' solution.
    private mutating func rollBack(_ record: ConstraintRecord) {
        removeObjectiveEffects(of: record)
        tableau.eliminate(record.marker)
        if let other = record.other {
            tableau.eliminate(other)
        }
        releaseVariables(of: record.constraint)
        finishChange()
    }

    /// Takes the constraint's strength-weighted errors out of the objective.
    private mutating func removeObjectiveEffects(of record: ConstraintRecord) {
        for error in record.errorSymbols {
            tableau.removeFromObjective(error, strength: record.constraint.strength)
        }
    }

    /// Counts one use less of each of the constraint's variables, forgetting those no longer used.
    private mutating func releaseVariables(of constraint: LinearConstraint) {
        for term in constraint.expression.terms {
            variables.release(term.variable, in: &tableau)
        }
    }
}
