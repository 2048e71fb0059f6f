import Foundation
import LayoutSolver

extension UIView {
    /// The size of the view that its constraints and those of its subtree give when its width and
    /// height aim at `target` with the given priorities: solved in an engine of its own holding
    /// the constraints inside the subtree (the ones tying the view to its superview stay out), as
    /// UIKit does. The view's own frame is not changed. The subtree's pending update-constraints
    /// passes run first, as in UIKit, so that constraints made there (a stack view's) count.
    func fittingSize(
        _ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
    ) -> CGSize {
        updateConstraintsIfNeeded()
        let engine = LayoutEngine(host: self, fitting: true)
        let subtree = [self] + allDescendantsOfView
        for view in subtree {
            if view !== self, !view.translatesAutoresizingMaskIntoConstraints { _ = engine.retain(.view(view)) }
            for constraint in view.autoLayoutStorage?.heldConstraints ?? [] { engine.install(constraint) }
        }
        let record = engine.retain(.view(self))
        for linear in fittingConstraints(record, engine, target, horizontal, vertical) { engine.add(linear) }
        let solved = engine.solver
        let alignment = CGRect(x: 0, y: 0, width: solved.value(of: record.width), height: solved.value(of: record.height))
        let frame = frame(forAlignmentRect: alignment)
        return CGSize(width: max(frame.width, 0), height: max(frame.height, 0))
    }

    /// The target size at the fitting priorities, and the view's own content size constraints.
    private func fittingConstraints(
        _ record: ItemRecord, _ engine: LayoutEngine, _ target: CGSize, _ horizontal: UILayoutPriority,
        _ vertical: UILayoutPriority
    ) -> [LinearConstraint] {
        let alignmentTarget = alignmentRect(forFrame: CGRect(origin: .zero, size: target)).size
        var constraints = [
            LinearConstraint(
                LinearExpression(record.width), .equal, LinearExpression(Double(alignmentTarget.width)),
                strength: min(horizontal, UILayoutPriority(999)).strength),
            LinearConstraint(
                LinearExpression(record.height), .equal, LinearExpression(Double(alignmentTarget.height)),
                strength: min(vertical, UILayoutPriority(999)).strength),
        ]
        if horizontal.isRequired {
            constraints[0] = LinearConstraint(constraints[0].expression, .equal, strength: Strength.required)
        }
        if vertical.isRequired {
            constraints[1] = LinearConstraint(constraints[1].expression, .equal, strength: Strength.required)
        }
        let intrinsic = intrinsicContentSize
        for (variable, metric, axis) in [
            (record.width, intrinsic.width, NSLayoutConstraint.Axis.horizontal), (record.height, intrinsic.height, .vertical),
        ]
        where metric != UIView.noIntrinsicMetric && metric >= 0 {
            constraints.append(
                LinearConstraint(
                    LinearExpression(variable), .lessThanOrEqual, LinearExpression(Double(metric)),
                    strength: contentHuggingPriority(for: axis).strength))
            constraints.append(
                LinearConstraint(
                    LinearExpression(variable), .greaterThanOrEqual, LinearExpression(Double(metric)),
                    strength: contentCompressionResistancePriority(for: axis).strength))
        }
        return constraints
    }
}
