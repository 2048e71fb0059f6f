import Foundation

extension UIView {
    /// The value of `intrinsicContentSize` on an axis with no intrinsic size: −1, as UIKit's.
    public static let noIntrinsicMetric: CGFloat = -1
    /// The target of `systemLayoutSizeFitting(_:)` for the smallest size: (0, 0).
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The target of `systemLayoutSizeFitting(_:)` for the largest size: (10,000,000, 10,000,000) as UIKit's.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// The view's content priorities: its own once set, else 250 hugging and 750 resistance.
    var contentPriorities:
        (
            hugging: (horizontal: UILayoutPriority, vertical: UILayoutPriority),
            compression: (horizontal: UILayoutPriority, vertical: UILayoutPriority)
        )
    {
        guard let state = autoLayoutStorage else {
            return ((.defaultLow, .defaultLow), (.defaultHigh, .defaultHigh))
        }
        return (state.huggingPriority, state.compressionResistance)
    }

    func setContentPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis, hugging: Bool) {
        guard priority.isValid else {
            LayerTreeDiagnostics.report(
                hugging ? "UIView.setContentHuggingPriority(_:for:)" : "UIView.setContentCompressionResistancePriority(_:for:)",
                "priority \(priority) is outside 1...1000")
            return
        }
        let state = autoLayoutState
        switch (hugging, axis) {
        case (true, .horizontal): state.huggingPriority.horizontal = priority
        case (true, .vertical): state.huggingPriority.vertical = priority
        case (false, .horizontal): state.compressionResistance.horizontal = priority
        case (false, .vertical): state.compressionResistance.vertical = priority
        }
        if !translatesAutoresizingMaskIntoConstraints { layoutEngineIfPresent?.refreshSystemConstraints(of: .view(self)) }
    }

    func adoptLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.kind == .custom else {
            LayerTreeDiagnostics.report("UIView.addLayoutGuide(_:)", "a view's own guides cannot be added to another view")
            return
        }
        if let owner = guide.owningView {
            guard owner !== self else { return }
            owner.removeLayoutGuide(guide)
        }
        autoLayoutState.layoutGuides.append(guide)
        guide.owningView = self
    }

    func dropLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self, let state = autoLayoutStorage else { return }
        for constraint in state.referencingConstraints.values
        where constraint.items.contains(where: { $0.id == ObjectIdentifier(guide) }) {
            constraint.isActive = false
        }
        state.layoutGuides.removeFirstIdentical(guide)
        guide.owningView = nil
    }

    /// After the layout direction changed: leading and trailing flip in every constraint that
    /// names the view's subtree, and the margins follow.
    func layoutDirectionChanged() {
        guard let engine = layoutEngineIfPresent else { return }
        for view in [self] + allDescendantsOfView {
            for constraint in view.autoLayoutStorage?.referencingConstraints.values.map({ $0 }) ?? [] {
                engine.constraintDidChange(constraint)
            }
        }
        layoutMarginsChanged()
    }
}
