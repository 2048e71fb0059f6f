import Foundation
import LayoutSolver

extension LayoutEngine {
    /// The solver constraint for `constraint`, with every item expressed in `holder`'s
    /// coordinates; nil (with a diagnostic) when an item is gone or not inside `holder`.
    func linearConstraint(
        for constraint: NSLayoutConstraint, in holder: UIView, using used: inout [ItemRecord]
    ) -> LinearConstraint? {
        guard !constraint.firstTerms.isEmpty, constraint.multiplier.isFinite else { return nil }
        let mirrored = isMirrored(constraint)
        var lhs = LinearExpression()
        for term in constraint.firstTerms {
            guard let part = expression(term, in: holder, mirrored: mirrored, using: &used) else { return nil }
            lhs = lhs + part * term.coefficient
        }
        var rhs = LinearExpression(constraint.constantValue)
        for term in constraint.secondTerms {
            guard let part = expression(term, in: holder, mirrored: mirrored, using: &used) else { return nil }
            rhs = rhs + part * (term.coefficient * Double(constraint.multiplier))
        }
        return LinearConstraint(lhs, constraint.relation.linear, rhs, strength: constraint.priority.strength)
    }

    /// Whether the constraint relates leading or trailing in a right-to-left layout (its first
    /// item's): then its x axis runs right to left, so leading is the right edge and a positive
    /// constant moves leftwards, as UIKit mirrors such constraints.
    private func isMirrored(_ constraint: NSLayoutConstraint) -> Bool {
        let terms = constraint.firstTerms + constraint.secondTerms
        guard terms.contains(where: { $0.attribute.isDirectional }) else { return false }
        return constraint.first?.view?.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    private func expression(
        _ term: LayoutTerm, in holder: UIView, mirrored: Bool, using used: inout [ItemRecord]
    ) -> LinearExpression? {
        guard let item = term.item.item else {
            LayerTreeDiagnostics.report("NSLayoutConstraint", "an item of the constraint no longer exists")
            return nil
        }
        guard mirrored, let axis = term.attribute.axis, axis == .horizontal, !term.attribute.isDimension else {
            return expression(item, term.attribute, in: holder, using: &used)
        }
        let physical: NSLayoutConstraint.Attribute
        switch term.attribute {
        case .leading: physical = .right
        case .trailing: physical = .left
        case .leadingMargin: physical = .rightMargin
        case .trailingMargin: physical = .leftMargin
        default: physical = term.attribute
        }
        return expression(item, physical, in: holder, using: &used).map { $0 * -1 }
    }

    /// `attribute` of `item` in `holder`'s coordinates: margins through the margins guide, leading
    /// and trailing as left and right (a mirrored constraint has already turned them into right
    /// and left), baselines through the baseline views.
    func expression(
        _ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute, in holder: UIView, using used: inout [ItemRecord]
    ) -> LinearExpression? {
        if let base = attribute.withoutMargin {
            guard case .view(let view) = item else { return expression(item, base, in: holder, using: &used) }
            return expression(.guide(view.layoutMarginsGuide), base, in: holder, using: &used)
        }
        switch attribute {
        case .leading: return expression(item, .left, in: holder, using: &used)
        case .trailing: return expression(item, .right, in: holder, using: &used)
        case .firstBaseline, .lastBaseline: return baseline(item, attribute, in: holder, using: &used)
        default: break
        }
        guard let frame = frameExpressions(of: item, in: holder, using: &used) else { return nil }
        switch attribute {
        case .left: return frame.minX
        case .right: return frame.minX + frame.width
        case .top: return frame.minY
        case .bottom: return frame.minY + frame.height
        case .centerX: return frame.minX + frame.width * 0.5
        case .centerY: return frame.minY + frame.height * 0.5
        case .width: return frame.width
        case .height: return frame.height
        default: return nil
        }
    }

    /// A baseline: the baseline view's top plus its first baseline offset, or its bottom minus
    /// its last; a view without text uses its top (first) and bottom (last) edges, as UIKit does.
    private func baseline(
        _ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute, in holder: UIView, using used: inout [ItemRecord]
    ) -> LinearExpression? {
        guard case .view(let view) = item else {
            return expression(item, attribute == .firstBaseline ? .top : .bottom, in: holder, using: &used)
        }
        if attribute == .firstBaseline {
            let target = view.forFirstBaselineLayout
            let edge = expression(.view(target), .top, in: holder, using: &used)
            return edge.map { $0 + Double(target.firstBaselineOffsetFromTop ?? 0) }
        }
        let target = view.forLastBaselineLayout
        let edge = expression(.view(target), .bottom, in: holder, using: &used)
        return edge.map { $0 - Double(target.lastBaselineOffsetFromBottom ?? 0) }
    }

    /// An item's alignment rectangle in `holder`'s coordinates: its own variables plus the
    /// bounds origins of its containers up to `holder`; `holder` itself is at its alignment inset.
    private func frameExpressions(
        of item: LayoutItem, in holder: UIView, using used: inout [ItemRecord]
    ) -> FrameExpressions? {
        let record = retain(item)
        used.append(record)
        if case .view(let view) = item, view === holder {
            let insets = view.alignmentRectInsets
            return FrameExpressions(
                minX: LinearExpression(Double(insets.left)), minY: LinearExpression(Double(insets.top)),
                width: LinearExpression(record.width), height: LinearExpression(record.height))
        }
        var minX = LinearExpression(record.minX), minY = LinearExpression(record.minY)
        var container = item.container
        while let current = container, current !== holder {
            let outer = retain(.view(current))
            used.append(outer)
            let insets = current.alignmentRectInsets
            minX = minX + outer.minX - Double(insets.left)
            minY = minY + outer.minY - Double(insets.top)
            container = current.superview
        }
        guard container === holder else {
            LayerTreeDiagnostics.report("NSLayoutConstraint", "\(item.debugName) is not inside \(holder.layoutDebugName)")
            return nil
        }
        return FrameExpressions(
            minX: minX, minY: minY, width: LinearExpression(record.width), height: LinearExpression(record.height))
    }

    private struct FrameExpressions {
        var minX: LinearExpression, minY: LinearExpression, width: LinearExpression, height: LinearExpression
    }
}

extension NSLayoutConstraint.Relation {
    var linear: LinearRelation {
        switch self {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}

extension UILayoutPriority {
    /// The solver's strength: required stays required; the others weigh their errors by their
    /// priority, so a higher priority wins over a lower one of the same size of error.
    var strength: Double { isRequired ? Strength.required : Double(rawValue) }
}
