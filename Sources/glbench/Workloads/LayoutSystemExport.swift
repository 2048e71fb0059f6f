import Foundation
import LayoutSolver

/// A layout engine's constraint system as plain numbers, so that another solver (kiwisolver, or
/// a fresh `LayoutSolver`) can solve exactly the same system and make exactly the same change:
/// the constraints, and the top view's width and height as edit variables.
struct LayoutSystemExport: Codable {
    struct Constraint: Codable {
        /// (variable index, coefficient) pairs.
        var terms: [[Double]]
        var constant: Double
        /// `<=`, `==` or `>=` (the expression compared to zero).
        var op: String
        var strength: Double
    }

    var variableCount: Int
    var constraints: [Constraint]
    /// The width and height variables (indices), their strength and first suggested values.
    var editVariables: [Int]
    var editStrength: Double
    var editValues: [Double]
    /// The widths the timed changes suggest, one per change.
    var widthSteps: [Double]

    init(
        constraints linear: [LinearConstraint], width: LayoutVariable, height: LayoutVariable, size: CGSize, strength: Double,
        widthSteps: [Double]
    ) {
        var indices: [ObjectIdentifier: Int] = [:]
        func index(_ variable: LayoutVariable) -> Int {
            if let known = indices[ObjectIdentifier(variable)] { return known }
            indices[ObjectIdentifier(variable)] = indices.count
            return indices.count - 1
        }
        editVariables = [index(width), index(height)]
        constraints = linear.map { constraint in
            Constraint(
                terms: constraint.expression.terms.map { [Double(index($0.variable)), $0.coefficient] },
                constant: constraint.expression.constant, op: Self.op(constraint.relation), strength: constraint.strength)
        }
        variableCount = indices.count
        editStrength = strength
        editValues = [Double(size.width), Double(size.height)]
        self.widthSteps = widthSteps
    }

    private static func op(_ relation: LinearRelation) -> String {
        switch relation {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }

    /// The system rebuilt for a fresh `LayoutSolver`.
    func linearConstraints() -> (variables: [LayoutVariable], all: [LinearConstraint]) {
        let variables = (0..<variableCount).map { LayoutVariable("v\($0)") }
        let all = constraints.map { constraint in
            let terms = constraint.terms.map { LinearTerm(variable: variables[Int($0[0])], coefficient: $0[1]) }
            let relation: LinearRelation =
                constraint.op == "<=" ? .lessThanOrEqual : constraint.op == "==" ? .equal : .greaterThanOrEqual
            return LinearConstraint(
                LinearExpression(terms: terms, constant: constraint.constant), relation, strength: constraint.strength)
        }
        return (variables, all)
    }
}
