import Testing

@testable import LayoutSolver

/// Building expressions and constraints with the operators.
struct LinearExpressionTests {
    @Test func operatorsCollectTermsAndConstants() {
        let x = LayoutVariable("x")
        let y = LayoutVariable("y")
        let expression = (x + y * 2 - 3) * 2 - (y / 4 + 1) + -x
        #expect(expression.terms.map(\.coefficient) == [2, 4, -0.25, -1])
        #expect(expression.constant == -7)
        #expect(expression.terms[0].variable === x)
        #expect(expression.terms[1].variable === y)
    }

    @Test func constantsOnEitherSide() {
        let x = LayoutVariable("x")
        #expect((10 - x).constant == 10)
        #expect((10 - x).terms[0].coefficient == -1)
        #expect((5 + x + 1).constant == 6)
        #expect((3 * x).terms[0].coefficient == 3)
        #expect((-(x - 2)).constant == 2)
        #expect(LinearExpression(x, coefficient: 7).terms[0].coefficient == 7)
        #expect(LinearExpression(4).terms.isEmpty)
    }

    @Test func reducedCombinesRepeatedVariablesAndDropsZeros() {
        let x = LayoutVariable("x")
        let y = LayoutVariable("y")
        let reduced = (x + y + x * 2 - y + 1).reduced()
        #expect(reduced.terms.count == 1)
        #expect(reduced.terms[0].variable === x)
        #expect(reduced.terms[0].coefficient == 3)
        #expect(reduced.constant == 1)
    }

    @Test func constraintStoresLhsMinusRhsReducedAndClippedStrength() {
        let x = LayoutVariable("x")
        let constraint = LinearConstraint(x + 4, .lessThanOrEqual, LinearExpression(x, coefficient: 3), strength: 5e12)
        #expect(constraint.expression.terms.count == 1)
        #expect(constraint.expression.terms[0].coefficient == -2)
        #expect(constraint.expression.constant == 4)
        #expect(constraint.relation == .lessThanOrEqual)
        #expect(constraint.strength == Strength.required)
        #expect(constraint.isRequired)
        #expect(LinearConstraint(LinearExpression(x), .equal, strength: -3).strength == 0)
    }
}
