extension UIView {
    /// Adds `view` on top of the other subviews, first removing it from a different superview.
    /// Adding a view that is already a subview moves it to the front.
    func coreAddSubview(_ view: UIView) {
        guard canAdopt(view, in: "UIView.addSubview(_:)") else { return }
        attach(view, at: subviews.count - (view.superview === self ? 1 : 0), layerPlacement: .front)
    }

    /// Inserts `view` at `index` of the subviews (0 is the back; at most the number of subviews).
    /// Its layer goes just below the layer of the subview now at `index` (at the end of the
    /// sublayers when `index` is the count), so sublayers added directly keep their place.
    func coreInsertSubview(_ view: UIView, at index: Int) {
        guard canAdopt(view, in: "UIView.insertSubview(_:at:)") else { return }
        let siblings = subviews(without: view)
        guard index >= 0, index <= siblings.count else {
            LayerTreeDiagnostics.report("UIView.insertSubview(_:at:)", "index \(index) is outside 0...\(siblings.count)")
            return
        }
        attach(view, at: index, layerPlacement: index < siblings.count ? .below(siblings[index].layer) : .front)
    }

    /// Inserts `view` just above `siblingSubview`, which ends up behind it; its layer goes just
    /// above the sibling's layer.
    func coreInsertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        insert(view, besides: siblingSubview, offset: 1, in: "UIView.insertSubview(_:aboveSubview:)")
    }

    /// Inserts `view` just below `siblingSubview`, which ends up in front of it; its layer goes
    /// just below the sibling's layer.
    func coreInsertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        insert(view, besides: siblingSubview, offset: 0, in: "UIView.insertSubview(_:belowSubview:)")
    }

    /// Moves `view` to the end of `subviews`, in front of its siblings; its layer goes to the end
    /// of the sublayers.
    func coreBringSubviewToFront(_ view: UIView) {
        guard isSubview(view, in: "UIView.bringSubviewToFront(_:)") else { return }
        attach(view, at: subviews.count - 1, layerPlacement: .front)
    }

    /// Moves `view` to the start of `subviews`, behind its siblings; its layer goes to the start
    /// of the sublayers.
    func coreSendSubviewToBack(_ view: UIView) {
        guard isSubview(view, in: "UIView.sendSubviewToBack(_:)") else { return }
        attach(view, at: 0, layerPlacement: .back)
    }

    /// Swaps two entries of `subviews`, and their layers' places among the sublayers; neither
    /// view changes superview.
    func coreExchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else {
            LayerTreeDiagnostics.report(
                "UIView.exchangeSubview(at:withSubviewAt:)",
                "indices \(index1) and \(index2) must be within 0..<\(subviews.count)")
            return
        }
        guard index1 != index2 else { return }
        layer.exchangeSublayers(subviews[index1].layer, subviews[index2].layer)
        subviews.swapAt(index1, index2)
    }

    /// Unlinks the view from its superview, its window and the responder chain.
    func coreRemoveFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        let movesConstraints = leaveLayoutEngine()
        defer { if movesConstraints { joinLayoutEngine() } }
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        let appearing = oldWindow != nil ? beginViewDrivenAppearance(from: oldWindow, to: nil) : []
        if oldWindow != nil { announceWindowChange(to: nil) }
        notifyingTintChanges {
            parent.subviews.removeFirstIdentical(self)
            superview = nil
            layer.removeFromSuperlayer()
        }
        if oldWindow != nil {
            resignFirstResponderInSubtree()
            completeWindowChange()
        }
        endViewDrivenAppearance(appearing)
        didMoveToSuperview()
    }

    /// True when the view is `view` or one of its descendants.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The first view with `tag`, searching depth-first from the receiver itself.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// Subviews in reverse drawing order: higher layer `zPosition` first, then later ones first.
    var subviewsFrontToBack: [UIView] {
        LayerGeometry.drawingOrder(subviews, zPosition: \.layer.zPosition).reversed()
    }

    // MARK: Private

    private func canAdopt(_ view: UIView, in operation: String) -> Bool {
        // Through masks too: a view cannot go inside the view it masks, or inside its own mask.
        guard !isDescendant(of: view), !layer.isDrawn(inside: view.layer) else {
            LayerTreeDiagnostics.report(
                operation,
                view === self
                    ? "a view cannot be its own subview" : "the view is an ancestor of the receiver (or of the view it masks)")
            return false
        }
        guard view.layer.maskedLayer == nil else {
            LayerTreeDiagnostics.report(operation, "the view is another view's mask")
            return false
        }
        return true
    }

    private func isSubview(_ view: UIView, in operation: String) -> Bool {
        guard view.superview === self else {
            LayerTreeDiagnostics.report(operation, "the view is not a subview of the receiver")
            return false
        }
        return true
    }

    private func insert(_ view: UIView, besides sibling: UIView, offset: Int, in operation: String) {
        guard canAdopt(view, in: operation), isSubview(sibling, in: operation) else { return }
        guard view !== sibling else { return }
        let index = subviews(without: view).firstIndex { $0 === sibling }! + offset
        attach(view, at: index, layerPlacement: offset == 1 ? .above(sibling.layer) : .below(sibling.layer))
    }

    /// The subviews as they are once `view` has left them: the list `attach` indexes.
    private func subviews(without view: UIView) -> [UIView] {
        var rest = subviews
        rest.removeFirstIdentical(view)
        return rest
    }

    /// Where a subview's layer goes among the sublayers, which may hold layers that belong to no
    /// subview: UIKit places it relative to one layer and leaves the others where they are.
    enum LayerPlacement {
        case front, back
        case above(CALayer), below(CALayer)
    }

    /// Makes `view` the subview at `index` (counted without `view`), with UIKit's callbacks:
    /// old superview's `willRemoveSubview`, `willMove(toSuperview:)`, `willMove(toWindow:)` down
    /// the subtree if the window changes, the move, `didMoveToWindow()` down the subtree,
    /// `didMoveToSuperview()`, new superview's `didAddSubview`. Controllers whose root views
    /// enter or leave a shown window get their appearance callbacks around the move. A move within the same superview
    /// only reorders.
    private func attach(_ view: UIView, at index: Int, layerPlacement: LayerPlacement) {
        defer { view.setNeedsLayout() }  // an added view lays out, as in UIKit
        if view.superview === self {
            subviews.removeFirstIdentical(view)
            subviews.insert(view, at: index)
            place(view.layer, layerPlacement)
            return
        }
        let oldParent = view.superview
        let oldWindow = view.window, newWindow = window
        let movesConstraints = view.leaveLayoutEngine()
        defer { if movesConstraints || view.translatesAutoresizingMaskIntoConstraints == false { view.joinLayoutEngine() } }
        oldParent?.willRemoveSubview(view)
        view.willMove(toSuperview: self)
        let appearing = oldWindow !== newWindow ? view.beginViewDrivenAppearance(from: oldWindow, to: newWindow) : []
        if oldWindow !== newWindow { view.announceWindowChange(to: newWindow) }
        view.notifyingTintChanges {
            oldParent?.subviews.removeFirstIdentical(view)
            subviews.insert(view, at: index)
            view.superview = self
            place(view.layer, layerPlacement)
        }
        if oldWindow !== newWindow {
            if oldWindow != nil { view.resignFirstResponderInSubtree() }
            view.completeWindowChange()
            if newWindow != nil { view.refreshTraitCollections() }
        }
        view.endViewDrivenAppearance(appearing)
        view.didMoveToSuperview()
        didAddSubview(view)
        view.propagateUpdateConstraintsMark()
    }

    private func place(_ sublayer: CALayer, _ placement: LayerPlacement) {
        switch placement {
        case .front: layer.addSublayer(sublayer)
        case .back: layer.insertSublayer(sublayer, at: 0)
        case .above(let sibling): layer.insertSublayer(sublayer, above: sibling)
        case .below(let sibling): layer.insertSublayer(sublayer, below: sibling)
        }
    }

    private func announceWindowChange(to newWindow: UIWindow?) {
        willMove(toWindow: newWindow)
        for subview in subviews { subview.announceWindowChange(to: newWindow) }
    }

    private func completeWindowChange() {
        if !hasExplicitContentScale {
            layer.contentsScale = window?.screen.scale ?? UIScreen.main.scale
        }
        didMoveToWindow()
        for subview in subviews { subview.completeWindowChange() }
    }

    private func resignFirstResponderInSubtree() {
        if let responder = FirstResponder.current as? UIView, responder.isDescendant(of: self) {
            FirstResponder.forceResign(responder)
        }
    }
}
