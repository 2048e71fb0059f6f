import Foundation
import LayoutSolver

/// The constraints the system keeps for items in the engine, as UIKit's engine does: the host's
/// size, the frames of views that translate their autoresizing masks, content hugging and
/// compression resistance, and the placement of a view's margins, safe-area and readable guides.
extension LayoutEngine {
    /// Adds the system constraints of a new record; a guide first retains its owning view's record.
    func addSystemConstraints(for record: ItemRecord) {
        switch record.item {
        case nil: return
        case .view(let view)?:
            record.system = viewConstraints(view, record)
        case .guide(let guide)?:
            guard guide.kind != .custom, let owner = guide.owningView else { return }
            if record.dependencies.isEmpty { record.dependencies = [retain(.view(owner))] }
            record.system = guideConstraints(guide, record, owner: record.dependencies[0])
        }
        for linear in record.system where !add(linear) { record.system.removeAll { $0 === linear } }
    }

    func removeSystemConstraints(of record: ItemRecord) {
        record.system.forEach(remove)
        record.system = []
        if case .view(let view)? = record.item, view === host, solver.hasEditVariable(record.width) {
            try? solver.removeEditVariable(record.width)
            try? solver.removeEditVariable(record.height)
            hasChanges = true
        }
    }

    /// The top view's size as two edit variables (what a Cassowary solver is made to change
    /// cheaply): strong, so above every optional priority, while the view's own required
    /// constraints win (a view sized by constraints before it joins a hierarchy is no conflict).
    /// A new size is a suggestion, re-solved by a few dual simplex pivots.
    func holdHostSize(_ view: UIView, _ record: ItemRecord) {
        let size = view.alignmentRect(forFrame: CGRect(origin: .zero, size: view.bounds.size)).size
        for (variable, value) in [(record.width, size.width), (record.height, size.height)] {
            if !solver.hasEditVariable(variable) { try? solver.addEditVariable(variable, strength: Strength.strong) }
            try? solver.suggestValue(variable, Double(value))
        }
        hasChanges = true
    }

    /// Replaces the item's system constraints after the value they hold changed (a frame, an
    /// intrinsic size, a priority, margins, safe-area insets).
    func refreshSystemConstraints(of item: LayoutItem) {
        guard let record = records[item.id] else { return }
        if case .view(let view) = item, view === host, !isFittingEngine {
            holdHostSize(view, record)
            return
        }
        removeSystemConstraints(of: record)
        addSystemConstraints(for: record)
    }

    private func viewConstraints(_ view: UIView, _ record: ItemRecord) -> [LinearConstraint] {
        if view === host {
            if !isFittingEngine { holdHostSize(view, record) }
            return []
        }
        if view.translatesAutoresizingMaskIntoConstraints {
            let rect = view.alignmentRect(forFrame: view.untransformedFrame)
            return sourced(
                .autoresizing(view),
                [
                    fix(record.minX, rect.minX), fix(record.minY, rect.minY), fix(record.width, rect.width),
                    fix(record.height, rect.height),
                ])
        }
        return contentSizeConstraints(view, record)
    }

    /// Hugging (no bigger than the intrinsic size) and compression resistance (no smaller), per
    /// axis with an intrinsic metric, at the view's priorities.
    private func contentSizeConstraints(_ view: UIView, _ record: ItemRecord) -> [LinearConstraint] {
        let intrinsic = view.intrinsicContentSize
        var result: [LinearConstraint] = []
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            let metric = axis == .horizontal ? intrinsic.width : intrinsic.height
            guard metric != UIView.noIntrinsicMetric, metric.isFinite, metric >= 0 else { continue }
            let variable = axis == .horizontal ? record.width : record.height
            let hugging = LinearConstraint(
                LinearExpression(variable), .lessThanOrEqual, LinearExpression(Double(metric)),
                strength: view.contentHuggingPriority(for: axis).strength)
            let resistance = LinearConstraint(
                LinearExpression(variable), .greaterThanOrEqual, LinearExpression(Double(metric)),
                strength: view.contentCompressionResistancePriority(for: axis).strength)
            sources[ObjectIdentifier(hugging)] = .contentSize(view, hugging: true, axis)
            sources[ObjectIdentifier(resistance)] = .contentSize(view, hugging: false, axis)
            result += [hugging, resistance]
        }
        return result
    }

    /// A system guide's rectangle: the owner's bounds inset by margins or safe-area insets; the
    /// readable guide at most the readable width, centred in the margins.
    private func guideConstraints(_ guide: UILayoutGuide, _ record: ItemRecord, owner: ItemRecord) -> [LinearConstraint] {
        guard let view = guide.owningView else { return [] }
        if let scrollView = view as? UIScrollView, guide.kind == .scrollContent || guide.kind == .scrollFrame {
            return scrollGuideConstraints(guide, record, of: scrollView)
        }
        let align = view.alignmentRectInsets
        let boundsWidth = LinearExpression(owner.width) + Double(align.left + align.right)
        let boundsHeight = LinearExpression(owner.height) + Double(align.top + align.bottom)
        if let keyboard = guide as? UIKeyboardLayoutGuide {  // along the bottom, as tall as the hidden keyboard's part
            let height = Double(keyboard.hiddenHeight(in: view))
            return sourced(
                .systemGuide(guide),
                [
                    fix(record.minX, 0), LinearConstraint(LinearExpression(record.width), .equal, boundsWidth),
                    fix(record.height, CGFloat(height)),
                    LinearConstraint(LinearExpression(record.minY) + LinearExpression(record.height), .equal, boundsHeight),
                ])
        }
        let insets = guide.kind == .safeArea ? view.safeAreaInsets : view.effectiveLayoutMargins
        let insideWidth = boundsWidth - Double(insets.left + insets.right)
        var constraints = [
            fix(record.minY, insets.top),
            LinearConstraint(LinearExpression(record.height), .equal, boundsHeight - Double(insets.top + insets.bottom)),
        ]
        if guide.kind == .readableContent {
            let width = LinearExpression(record.width)
            constraints += [
                LinearConstraint(width, .lessThanOrEqual, LinearExpression(Double(UIView.readableWidth))),
                LinearConstraint(width, .lessThanOrEqual, insideWidth),
                LinearConstraint(width, .equal, insideWidth, strength: UILayoutPriority(999).strength),
                LinearConstraint(
                    LinearExpression(record.minX) + width * 0.5, .equal, insideWidth * 0.5 + Double(insets.left)),
            ]
        } else {
            constraints += [fix(record.minX, insets.left), LinearConstraint(LinearExpression(record.width), .equal, insideWidth)]
        }
        return sourced(.systemGuide(guide), constraints)
    }

    /// A scroll view's frame guide sits where the bounds are (so what it holds stays put on
    /// screen); its content guide starts at the origin and has the content size, weakly, so that
    /// constraints sizing it win (and set the content size, `UIScrollView.layoutSubviews`).
    private func scrollGuideConstraints(_ guide: UILayoutGuide, _ record: ItemRecord, of view: UIScrollView)
        -> [LinearConstraint]
    {
        if guide.kind == .scrollFrame {
            let rect = view.bounds
            return sourced(
                .systemGuide(guide),
                [
                    fix(record.minX, rect.minX), fix(record.minY, rect.minY), fix(record.width, rect.width),
                    fix(record.height, rect.height),
                ])
        }
        let size = view.contentSize, weak = UILayoutPriority(50).strength
        return sourced(
            .systemGuide(guide),
            [
                fix(record.minX, 0), fix(record.minY, 0), fix(record.width, size.width, strength: weak),
                fix(record.height, size.height, strength: weak),
            ])
    }

    private func fix(_ variable: LayoutVariable, _ value: CGFloat, strength: Double = Strength.required) -> LinearConstraint {
        LinearConstraint(LinearExpression(variable), .equal, LinearExpression(Double(value)), strength: strength)
    }

    private func sourced(_ source: ConstraintSource, _ constraints: [LinearConstraint]) -> [LinearConstraint] {
        for linear in constraints { sources[ObjectIdentifier(linear)] = source }
        return constraints
    }
}

extension UIView {
    /// The frame the view would have without its transform: `bounds.size` about `center`. Auto
    /// Layout works on this rectangle, and sets `center` and `bounds`, so transforms survive it.
    var untransformedFrame: CGRect {
        let size = bounds.size
        return CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }
}
