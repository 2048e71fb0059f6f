/// A linear expression: the sum of `coefficient * variable` terms plus a constant.
///
/// Terms are kept as written; a variable may appear more than once until ``reduced()`` combines them.
/// Build expressions with the arithmetic operators on expressions, variables and `Double`s.
package struct LinearExpression {
    /// The `coefficient * variable` products, in the order they were written.
    package var terms: [LinearTerm]

    /// The constant part.
    package var constant: Double

    /// The constant expression `constant`.
    package init(_ constant: Double = 0) {
        self.terms = []
        self.constant = constant
    }

    /// The expression `coefficient * variable`.
    package init(_ variable: LayoutVariable, coefficient: Double = 1) {
        self.terms = [LinearTerm(variable: variable, coefficient: coefficient)]
        self.constant = 0
    }

    /// The expression `sum(terms) + constant`.
    package init(terms: [LinearTerm], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Whether the constant and every coefficient are finite.
    package var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    /// The same expression with one term per variable (coefficients added, first appearance kept first)
    /// and no term whose coefficient is within the solver's tolerance of zero.
    package func reduced() -> LinearExpression {
        var combined: [LinearTerm] = []
        combined.reserveCapacity(terms.count)
        if terms.count <= 16 {
            for term in terms {
                if let index = combined.firstIndex(where: { $0.variable === term.variable }) {
                    combined[index].coefficient += term.coefficient
                } else {
                    combined.append(term)
                }
            }
        } else {
            var positions: [ObjectIdentifier: Int] = [:]
            for term in terms {
                if let index = positions[ObjectIdentifier(term.variable)] {
                    combined[index].coefficient += term.coefficient
                } else {
                    positions[ObjectIdentifier(term.variable)] = combined.count
                    combined.append(term)
                }
            }
        }
        combined.removeAll { Tolerance.isNearZero($0.coefficient) }
        return LinearExpression(terms: combined, constant: constant)
    }
}

extension LinearExpression: CustomStringConvertible {
    /// The expression written out, for diagnostics.
    package var description: String {
        let parts = terms.map { "\($0.coefficient)*\($0.variable.name.isEmpty ? "var" : $0.variable.name)" }
        return (parts + ["\(constant)"]).joined(separator: " + ")
    }
}
