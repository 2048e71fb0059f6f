/// One product `coefficient * variable` of a ``LinearExpression``.
package struct LinearTerm {
    /// The unknown the term multiplies.
    package let variable: LayoutVariable

    /// The factor the variable is multiplied by.
    package var coefficient: Double

    /// Makes the term `coefficient * variable`.
    package init(variable: LayoutVariable, coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}
