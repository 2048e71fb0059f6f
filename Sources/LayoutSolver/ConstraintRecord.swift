/// What the solver keeps for a constraint it holds: the constraint and the symbols that mark its row.
///
/// The marker identifies the constraint's row for removal: the slack of an inequality, the dummy of a
/// required equality, or the positive error of a non-required equality. `other` is the second symbol
/// of non-required constraints: the error of an inequality or the negative error of an equality.
struct ConstraintRecord {
    /// The constraint, kept alive while the solver holds it (its identity is the key).
    let constraint: LinearConstraint
    /// The symbol that marks the constraint's row.
    let marker: Symbol
    /// The constraint's second symbol, if any.
    let other: Symbol?

    /// The error symbols, whose strength-weighted sum is the constraint's part of the objective.
    var errorSymbols: [Symbol] {
        [marker, other].compactMap { $0 }.filter { $0.kind == .error }
    }
}

/// What the solver keeps for an edit variable: its constraint's record and the value last suggested.
struct EditRecord {
    /// The non-required `variable == constant` constraint through which values are suggested.
    let constraint: LinearConstraint
    /// The positive error symbol of that constraint.
    let plus: Symbol
    /// The negative error symbol of that constraint.
    let minus: Symbol
    /// The value the edit constraint now asks for.
    var constant: Double
}
