/// A linear constraint `expression <relation> 0` with a strength.
///
/// Constraints have reference identity: a solver holds the very object it was given, and the same
/// expression in two objects is two constraints. The expression is stored ``LinearExpression/reduced()``
/// and the strength ``Strength/clipped(_:)`` (a non-finite strength is kept so that the solver can refuse it).
package final class LinearConstraint {
    /// The expression compared to zero, one term per variable.
    package let expression: LinearExpression

    /// How the expression compares to zero.
    package let relation: LinearRelation

    /// The strength, within `0...Strength.required`.
    package let strength: Double

    /// Makes `expression <relation> 0`.
    package init(_ expression: LinearExpression, _ relation: LinearRelation, strength: Double = Strength.required) {
        self.expression = expression.reduced()
        self.relation = relation
        self.strength = strength.isFinite ? Strength.clipped(strength) : strength
    }

    /// Makes `lhs <relation> rhs`, stored as `lhs - rhs <relation> 0`.
    package convenience init(
        _ lhs: LinearExpression, _ relation: LinearRelation, _ rhs: LinearExpression, strength: Double = Strength.required
    ) {
        self.init(lhs - rhs, relation, strength: strength)
    }

    /// Whether the constraint must hold (its strength is ``Strength/required``).
    package var isRequired: Bool {
        strength >= Strength.required
    }

    /// Whether the strength, the constant and every coefficient are finite.
    package var isFinite: Bool {
        strength.isFinite && expression.isFinite
    }
}

extension LinearConstraint: CustomStringConvertible {
    /// The constraint written out, for diagnostics.
    package var description: String {
        let relationText: String
        switch relation {
        case .lessThanOrEqual: relationText = "<="
        case .equal: relationText = "=="
        case .greaterThanOrEqual: relationText = ">="
        }
        return "\(expression) \(relationText) 0 | strength \(strength)"
    }
}
