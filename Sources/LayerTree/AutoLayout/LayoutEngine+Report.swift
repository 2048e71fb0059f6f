import Foundation
import LayoutSolver

/// UIKit's report of required constraints that cannot all hold.
extension LayoutEngine {
    /// Reports `failed`, which the engine could not add, with the required constraints it
    /// conflicts with, in UIKit's words ("Unable to simultaneously satisfy constraints"), under
    /// the operation name `UIViewAlertForUnsatisfiableConstraints` (the symbolic breakpoint UIKit names).
    func reportUnsatisfiable(_ failed: LinearConstraint) {
        let conflict = conflictingSet(for: failed)
        let list = conflict.map { "    \"\(describe($0))\"" }.joined(separator: ",\n")
        let message = """
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            \tTry this:
            \t\t(1) look at each constraint and try to figure out which you don't expect;
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
            \t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the \
            documentation for the UIView property translatesAutoresizingMaskIntoConstraints)
            (
            \(list)
            )

            Will attempt to recover by breaking constraint
            \(describe(failed))
            """
        LayerTreeDiagnostics.report("UIViewAlertForUnsatisfiableConstraints", message)
    }

    /// A small set of required constraints that, with `failed`, cannot hold: those linked to it
    /// through shared variables, reduced one by one while the rest still conflicts.
    func conflictingSet(for failed: LinearConstraint) -> [LinearConstraint] {
        var candidates = requiredConstraints(linkedTo: failed, limit: 64)
        var index = 0
        while index < candidates.count {
            var without = candidates
            without.remove(at: index)
            if conflicts(without + [failed]) { candidates = without } else { index += 1 }
        }
        return candidates + [failed]
    }

    /// Whether the constraints, alone in a fresh solver, cannot all hold.
    private func conflicts(_ constraints: [LinearConstraint]) -> Bool {
        let scratch = LayoutSolver()
        for constraint in constraints {
            do { try scratch.addConstraint(constraint) } catch { return true }
        }
        return false
    }

    /// The required constraints of the engine reachable from `failed` through shared variables.
    private func requiredConstraints(linkedTo failed: LinearConstraint, limit: Int) -> [LinearConstraint] {
        let all = allRequiredConstraints()
        var variables = Set(failed.expression.terms.map { ObjectIdentifier($0.variable) })
        var chosen: [LinearConstraint] = []
        var remaining = all
        var grew = true
        while grew, chosen.count < limit {
            grew = false
            remaining.removeAll { constraint in
                let ids = constraint.expression.terms.map { ObjectIdentifier($0.variable) }
                guard chosen.count < limit, ids.contains(where: variables.contains) else { return false }
                chosen.append(constraint)
                variables.formUnion(ids)
                grew = true
                return true
            }
        }
        return chosen
    }

    private func allRequiredConstraints() -> [LinearConstraint] {
        let application = installedConstraints.compactMap { installedLinear(of: $0) }
        let system = records.values.flatMap(\.system)
        return (application + system).filter { $0.strength >= Strength.required }
    }

    /// A solver constraint in UIKit's description format.
    func describe(_ linear: LinearConstraint) -> String {
        switch sources[ObjectIdentifier(linear)] {
        case .application(let constraint): return constraint.description
        case .autoresizing(let view):
            return
                "<NSAutoresizingMaskLayoutConstraint:\(addressString(of: linear)) \(view.layoutDebugName) frame \(view.untransformedFrame)>"
        case .contentSize(let view, let hugging, let axis):
            let dimension = axis == .horizontal ? "width" : "height"
            return "<NSContentSizeLayoutConstraint:\(addressString(of: linear)) \(view.layoutDebugName).\(dimension) "
                + "\(hugging ? "<=" : ">=") intrinsic>"
        case .systemGuide(let guide): return "<system placement of \(guide.layoutDebugName)>"
        case nil: return "<constraint \(addressString(of: linear))>"
        }
    }
}
