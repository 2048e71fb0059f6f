/// Why a ``LayoutSolver`` refused a request; a refused request leaves the solver as it was.
package enum LayoutSolverError: Error, Equatable {
    /// The constraint is already in the solver.
    case duplicateConstraint
    /// A required constraint conflicts with the required constraints already in the solver.
    case unsatisfiableConstraint
    /// The constraint is not in the solver.
    case unknownConstraint
    /// The variable is already an edit variable of the solver.
    case duplicateEditVariable
    /// The variable is not an edit variable of the solver.
    case unknownEditVariable
    /// Edit variables cannot have the required strength.
    case badRequiredStrength
    /// A constant, coefficient, strength or suggested value is infinite or NaN.
    case nonFiniteValue
}
