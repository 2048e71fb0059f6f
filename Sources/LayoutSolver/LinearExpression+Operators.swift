/// Arithmetic that builds expressions: sums and differences of expressions, variables and constants,
/// and products and quotients by constants.
extension LinearExpression {
    /// The sum of two expressions.
    package static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    /// The expression plus a variable.
    package static func + (lhs: LinearExpression, rhs: LayoutVariable) -> LinearExpression {
        lhs + LinearExpression(rhs)
    }

    /// A variable plus the expression.
    package static func + (lhs: LayoutVariable, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs) + rhs
    }

    /// The expression plus a constant.
    package static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(terms: lhs.terms, constant: lhs.constant + rhs)
    }

    /// A constant plus the expression.
    package static func + (lhs: Double, rhs: LinearExpression) -> LinearExpression {
        rhs + lhs
    }

    /// The difference of two expressions.
    package static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + -rhs
    }

    /// The expression minus a variable.
    package static func - (lhs: LinearExpression, rhs: LayoutVariable) -> LinearExpression {
        lhs + LinearExpression(rhs, coefficient: -1)
    }

    /// A variable minus the expression.
    package static func - (lhs: LayoutVariable, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs) + -rhs
    }

    /// The expression minus a constant.
    package static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        lhs + -rhs
    }

    /// A constant minus the expression.
    package static func - (lhs: Double, rhs: LinearExpression) -> LinearExpression {
        -rhs + lhs
    }

    /// The expression multiplied by a constant.
    package static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        let terms = lhs.terms.map { LinearTerm(variable: $0.variable, coefficient: $0.coefficient * rhs) }
        return LinearExpression(terms: terms, constant: lhs.constant * rhs)
    }

    /// A constant multiplied by the expression.
    package static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression {
        rhs * lhs
    }

    /// The expression divided by a constant.
    package static func / (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        lhs * (1 / rhs)
    }

    /// The expression negated.
    package static prefix func - (operand: LinearExpression) -> LinearExpression {
        operand * -1
    }
}

/// Arithmetic on variables that yields expressions.
extension LayoutVariable {
    /// The sum of two variables.
    package static func + (lhs: LayoutVariable, rhs: LayoutVariable) -> LinearExpression {
        LinearExpression(lhs) + rhs
    }

    /// The variable plus a constant.
    package static func + (lhs: LayoutVariable, rhs: Double) -> LinearExpression {
        LinearExpression(lhs) + rhs
    }

    /// A constant plus the variable.
    package static func + (lhs: Double, rhs: LayoutVariable) -> LinearExpression {
        LinearExpression(rhs) + lhs
    }

    /// The difference of two variables.
    package static func - (lhs: LayoutVariable, rhs: LayoutVariable) -> LinearExpression {
        LinearExpression(lhs) - rhs
    }

    /// The variable minus a constant.
    package static func - (lhs: LayoutVariable, rhs: Double) -> LinearExpression {
        LinearExpression(lhs) - rhs
    }

    /// A constant minus the variable.
    package static func - (lhs: Double, rhs: LayoutVariable) -> LinearExpression {
        LinearExpression(rhs, coefficient: -1) + lhs
    }

    /// The variable multiplied by a constant.
    package static func * (lhs: LayoutVariable, rhs: Double) -> LinearExpression {
        LinearExpression(lhs, coefficient: rhs)
    }

    /// A constant multiplied by the variable.
    package static func * (lhs: Double, rhs: LayoutVariable) -> LinearExpression {
        LinearExpression(rhs, coefficient: lhs)
    }

    /// The variable divided by a constant.
    package static func / (lhs: LayoutVariable, rhs: Double) -> LinearExpression {
        LinearExpression(lhs, coefficient: 1 / rhs)
    }

    /// The variable negated.
    package static prefix func - (operand: LayoutVariable) -> LinearExpression {
        LinearExpression(operand, coefficient: -1)
    }
}
