import Foundation

extension NSLayoutConstraint {
    /// Installs the constraint on the closest common ancestor of its items.
    func activate() {
        guard holder == nil else { return }
        let items = items
        guard !items.isEmpty, items.count == firstTerms.count + secondTerms.count else {
            LayerTreeDiagnostics.report("NSLayoutConstraint.isActive", "an item of \(description) no longer exists")
            return
        }
        guard let ancestor = UIView.closestCommonAncestor(of: items.map(\.view)) else {
            LayerTreeDiagnostics.report(
                "NSLayoutConstraint.isActive",
                "Unable to activate constraint with anchors \(firstAnchor.name) and \(secondAnchor?.name ?? "nil") because "
                    + "they have no common ancestor. Does the constraint or its anchors reference items in different view "
                    + "hierarchies? That's illegal.")
            return
        }
        ancestor.install(self)
    }

    /// Removes the constraint from the view holding it.
    func deactivate() { holder?.uninstall(self) }

    /// `first relation multiplier*second + constant`, with priority `@750` when not required.
    var equationText: String {
        func side(_ terms: [LayoutTerm]) -> String {
            terms.map { term in
                let name = "\(term.item.item?.debugName ?? "nil").\(term.attribute.name)"
                return term.coefficient == 1 ? name : "\(format(term.coefficient))*\(name)"
            }.joined(separator: " + ")
        }
        var right = ""
        if !secondTerms.isEmpty { right = (multiplier == 1 ? "" : "\(format(Double(multiplier)))*") + side(secondTerms) }
        if constant != 0 || right.isEmpty {
            let sign = right.isEmpty ? (constant < 0 ? "-" : "") : (constant < 0 ? " - " : " + ")
            right += sign + format(abs(Double(constant)))
        }
        let priorityText = priority.isRequired ? "" : " @\(priority)"
        return "\(side(firstTerms)) \(relation.symbol) \(right)\(priorityText)"
    }

    private func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

extension UIView {
    /// The closest view that is an ancestor of (or is) every view given; nil when one is missing
    /// or they are in different hierarchies.
    static func closestCommonAncestor(of views: [UIView?]) -> UIView? {
        guard let first = views.first, var candidate = first else { return nil }
        for case let view in views.dropFirst() {
            guard let view else { return nil }
            while !view.isDescendant(of: candidate) {
                guard let parent = candidate.superview else { return nil }
                candidate = parent
            }
        }
        return candidate
    }

    /// Makes `constraint` one of this view's constraints and adds it to the engine.
    func install(_ constraint: NSLayoutConstraint) {
        if let holder = constraint.holder, holder !== self { holder.uninstall(constraint) }
        guard constraint.holder == nil else { return }
        let state = autoLayoutState
        state.heldConstraints.append(constraint)
        constraint.holder = self
        for view in constraint.items.compactMap(\.view) {
            view.autoLayoutState.referencingConstraints[ObjectIdentifier(constraint)] = constraint
        }
        layoutEngine.install(constraint)
    }

    /// Removes `constraint` from this view's constraints and from the engine.
    func uninstall(_ constraint: NSLayoutConstraint) {
        guard constraint.holder === self, let state = autoLayoutStorage else { return }
        state.heldConstraints.removeFirstIdentical(constraint)
        constraint.holder = nil
        for view in constraint.items.compactMap(\.view) {
            view.autoLayoutStorage?.referencingConstraints[ObjectIdentifier(constraint)] = nil
        }
        constraint.engine?.uninstall(constraint)
    }
}
