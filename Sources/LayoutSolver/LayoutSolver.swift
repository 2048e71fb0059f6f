/// An incremental solver of linear equality and inequality constraints with strengths: the Cassowary
/// algorithm, in the design of kiwi.
///
/// Required constraints always hold; the others are satisfied as well as possible, a stronger one
/// always winning over any number of weaker ones, and violations of the same strength weighted by
/// size (the solver minimises the strength-weighted sum of violations, an L1 norm). Constraints are
/// added and removed one at a time, each change re-optimising incrementally from the last solution;
/// edit variables take a stream of suggested values, each re-solved with a few dual simplex pivots.
///
/// Inside, every constraint becomes a row of a sparse simplex tableau over symbols (external symbols
/// for variables; slack, error and dummy symbols the constraints bring), and a column index lets a
/// change visit only the rows that hold the symbols it touches. A required equality that names a new
/// variable is held outside the tableau as that variable's definition (``Definition``), so chains of
/// them cost linear time. Values are exact up to a tolerance of 1e-8. The solver is not thread-safe: use it from one thread or task at a time.
package final class LayoutSolver {
    /// The tableau and bookkeeping (readable inside the module, for white-box tests).
    private(set) var core = SolverCore()

    /// Makes an empty solver.
    package init() {}

    /// Adds a constraint and re-optimises.
    ///
    /// Throws `.duplicateConstraint` if the solver holds it already, `.nonFiniteValue` for an infinite
    /// or NaN constant, coefficient or strength, and `.unsatisfiableConstraint` when it is required and
    /// contradicts the required constraints held; the solver is then unchanged.
    package func addConstraint(_ constraint: LinearConstraint) throws(LayoutSolverError) {
        try core.add(constraint)
    }

    /// Removes a constraint and re-optimises; throws `.unknownConstraint` if the solver does not hold it.
    package func removeConstraint(_ constraint: LinearConstraint) throws(LayoutSolverError) {
        try core.remove(constraint)
    }

    /// Whether the solver holds the constraint.
    package func hasConstraint(_ constraint: LinearConstraint) -> Bool {
        core.contains(constraint)
    }

    /// Makes the variable an edit variable: a `variable == value` constraint at the strength whose
    /// value ``suggestValue(_:_:)`` changes (it asks for 0 until then).
    ///
    /// Throws `.duplicateEditVariable` if it is one already, `.badRequiredStrength` for the required
    /// strength and `.nonFiniteValue` for a non-finite one.
    package func addEditVariable(_ variable: LayoutVariable, strength: Double) throws(LayoutSolverError) {
        try core.addEditVariable(variable, strength: strength)
    }

    /// Removes an edit variable and its constraint; throws `.unknownEditVariable` if it is not one.
    package func removeEditVariable(_ variable: LayoutVariable) throws(LayoutSolverError) {
        try core.removeEditVariable(variable)
    }

    /// Whether the variable is an edit variable.
    package func hasEditVariable(_ variable: LayoutVariable) -> Bool {
        core.hasEditVariable(variable)
    }

    /// Asks for a value of an edit variable and re-solves.
    ///
    /// Throws `.unknownEditVariable` if it is not one and `.nonFiniteValue` for an infinite or NaN value.
    package func suggestValue(_ variable: LayoutVariable, _ value: Double) throws(LayoutSolverError) {
        try core.suggestValue(variable, value)
    }

    /// Writes each variable the solver knows its solved value (``LayoutVariable/value``).
    package func updateVariables() {
        core.updateVariables()
    }

    /// The variable's solved value, without writing it; 0 for a variable the solver does not know.
    package func value(of variable: LayoutVariable) -> Double {
        core.value(of: variable)
    }

    /// Whether the constraints leave the variable's value open: other values would satisfy them
    /// equally well.
    ///
    /// A variable the solver does not know is ambiguous. Otherwise the rule reads the optimal tableau:
    /// the variable is ambiguous when it is parametric (nothing determines it), or when its row holds a
    /// symbol that can move at no cost: another free variable, or a slack or error symbol whose
    /// objective coefficient is zero and that can grow from zero while every restricted row stays
    /// non-negative. In a degenerate vertex this one-step test may miss freedom that needs a pivot to see.
    package func isAmbiguous(_ variable: LayoutVariable) -> Bool {
        guard let symbol = core.variables.symbol(of: variable) else { return true }
        return core.isAmbiguous(symbol)
    }

    /// Removes every constraint, edit variable and variable; the counters in ``statistics`` go on.
    package func reset() {
        core = SolverCore(statistics: core.tableau.statistics)
    }

    /// The number of constraints held (edit variables' constraints not counted).
    package var constraintCount: Int {
        core.constraintCount
    }

    /// Counters of the work done so far.
    package var statistics: SolverStatistics {
        core.tableau.statistics
    }
}
