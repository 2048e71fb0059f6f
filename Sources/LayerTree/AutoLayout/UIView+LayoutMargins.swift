import Foundation

extension UIView {
    /// The widest a readable column of text is at the default text size: 672 points, as UIKit's
    /// readable content guide is at the large (default) content size category.
    static let readableWidth: CGFloat = 672

    /// The margins the margins guide uses: `layoutMargins`, measured from the safe area when
    /// `insetsLayoutMarginsFromSafeArea` (so a root view's margins clear a notch), and no smaller
    /// than what the superview's margins leave when `preservesSuperviewLayoutMargins`.
    var effectiveLayoutMargins: UIEdgeInsets {
        var margins = layoutMargins
        if insetsLayoutMarginsFromSafeArea {
            let safe = safeAreaInsets
            margins = UIEdgeInsets(
                top: margins.top + safe.top, left: margins.left + safe.left, bottom: margins.bottom + safe.bottom,
                right: margins.right + safe.right)
        }
        guard preservesSuperviewLayoutMargins, let superview else { return margins }
        let outer = superview.effectiveLayoutMargins
        let frame = self.frame, container = superview.bounds
        return UIEdgeInsets(
            top: max(margins.top, outer.top - (frame.minY - container.minY)),
            left: max(margins.left, outer.left - (frame.minX - container.minX)),
            bottom: max(margins.bottom, outer.bottom - (container.maxY - frame.maxY)),
            right: max(margins.right, outer.right - (container.maxX - frame.maxX)))
    }

    /// The readable content guide's frame: the margins' rectangle, at most `readableWidth` wide, centred.
    var readableContentFrame: CGRect {
        let inside = CGRect(origin: .zero, size: bounds.size).inset(by: effectiveLayoutMargins)
        let width = min(inside.width, Self.readableWidth)
        return CGRect(x: inside.midX - width / 2, y: inside.minY, width: width, height: inside.height)
    }

    /// Left and right from leading and trailing, by the view's layout direction.
    func physicalInsets(_ insets: NSDirectionalEdgeInsets) -> UIEdgeInsets {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return UIEdgeInsets(
            top: insets.top, left: rightToLeft ? insets.trailing : insets.leading, bottom: insets.bottom,
            right: rightToLeft ? insets.leading : insets.trailing)
    }

    /// Leading and trailing from left and right, by the view's layout direction.
    func directionalInsets(_ insets: UIEdgeInsets) -> NSDirectionalEdgeInsets {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return NSDirectionalEdgeInsets(
            top: insets.top, leading: rightToLeft ? insets.right : insets.left, bottom: insets.bottom,
            trailing: rightToLeft ? insets.left : insets.right)
    }

    /// After the margins (or what they depend on) changed: the guides follow, the view hears of
    /// it and lays out again; subviews that preserve their superview's margins follow too.
    func layoutMarginsChanged() {
        refreshMarginGuides()
        layoutMarginsDidChange()
        owningViewController?.viewLayoutMarginsDidChange()
        setNeedsLayout()
        for subview in subviews where subview.preservesSuperviewLayoutMargins { subview.layoutMarginsChanged() }
    }

    func refreshMarginGuides() {
        guard let engine = layoutEngineIfPresent, let state = autoLayoutStorage else { return }
        for guide in [state.layoutMarginsGuide, state.readableContentGuide].compactMap({ $0 }) {
            engine.refreshSystemConstraints(of: .guide(guide))
        }
    }

    /// The safe area's insets: a window's are set by the host; any other view's are the part of
    /// its bounds its superview's unsafe edges cover (an edge the superview has no inset on covers
    /// nothing, however far the view reaches past it); a controller's root view then adds what its
    /// container's bars cover and its `additionalSafeAreaInsets`.
    var computedSafeAreaInsets: UIEdgeInsets {
        if let window = self as? UIWindow { return window.hostSafeAreaInsets }
        var insets = UIEdgeInsets.zero
        if let superview {
            let outer = superview.computedSafeAreaInsets
            if outer != .zero { insets = insetsCovered(by: outer, of: superview) }
        }
        return owningViewController?.rootViewSafeAreaInsets(inheriting: insets) ?? insets
    }

    /// The part of the bounds that `superview`'s unsafe edges (`outer`) cover.
    private func insetsCovered(by outer: UIEdgeInsets, of superview: UIView) -> UIEdgeInsets {
        let container = superview.bounds, rect = convert(bounds, to: superview)
        func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(value, 0), max(limit, 0)) }
        return UIEdgeInsets(
            top: outer.top > 0 ? clamp(container.minY + outer.top - rect.minY, bounds.height) : 0,
            left: outer.left > 0 ? clamp(container.minX + outer.left - rect.minX, bounds.width) : 0,
            bottom: outer.bottom > 0 ? clamp(rect.maxY - (container.maxY - outer.bottom), bounds.height) : 0,
            right: outer.right > 0 ? clamp(rect.maxX - (container.maxX - outer.right), bounds.width) : 0)
    }

    /// After the view's safe area changed (the window's insets, a controller's, or the view moved
    /// into or out of an unsafe edge): the guides built on it follow, the view and its controller
    /// hear of it, and each subview whose own safe area changed with it does the same. A subview
    /// whose insets stayed put is left alone, and so is its subtree (its insets are all theirs
    /// depend on).
    func safeAreaChanged(markingLayout: Bool = true) {
        let insets = safeAreaInsets
        reportedSafeAreaInsets = insets
        if let engine = layoutEngineIfPresent, let guide = autoLayoutStorage?.safeAreaLayoutGuide {
            engine.refreshSystemConstraints(of: .guide(guide))
        }
        if let engine = layoutEngineIfPresent, let guide = autoLayoutStorage?.keyboardLayoutGuide {
            engine.refreshSystemConstraints(of: .guide(guide))
        }
        if insetsLayoutMarginsFromSafeArea { refreshMarginGuides() }
        safeAreaInsetsDidChange()
        if let controller = owningViewController {
            controller.reportedSafeAreaInsets = insets
            controller.viewSafeAreaInsetsDidChange()
        }
        if markingLayout { setNeedsLayout() }
        for subview in subviews where subview.safeAreaInsets != subview.reportedSafeAreaInsets {
            subview.safeAreaChanged()
        }
    }

    /// After the view's frame, bounds or centre changed: if that moved its safe area (it now
    /// reaches into an unsafe edge, or out of one), the view lays out again, and its layout
    /// reports the new insets first, as UIKit reports a safe area changed by a move.
    func safeAreaMayHaveMoved() {
        guard mayHaveMovedSafeArea, safeAreaInsets != reportedSafeAreaInsets else { return }
        setNeedsLayout()
    }

    /// Before the view lays out: a safe area that a move changed is reported
    /// (`safeAreaInsetsDidChange()`, the guides, the subviews whose insets changed with it).
    func reportSafeAreaIfMoved() {
        guard mayHaveMovedSafeArea, safeAreaInsets != reportedSafeAreaInsets else { return }
        safeAreaChanged(markingLayout: false)
    }

    /// Whether a move can have changed the view's insets, without walking up to the window: a
    /// view's insets are a part of its superview's, so they can be non-zero only while the view or
    /// its superview has reported some. (A superview that gains insets reports them in its own
    /// layout, and that passes them down to the subviews they reach; a controller's root view
    /// reports its own before it lays out.) Geometry setters ask it on every change.
    private var mayHaveMovedSafeArea: Bool {
        guard let superview else { return false }
        return reportedSafeAreaInsets != .zero || superview.reportedSafeAreaInsets != .zero
    }

    /// A system guide of the view, made on first use.
    func systemGuide(_ kind: UILayoutGuide.Kind, _ slot: ReferenceWritableKeyPath<AutoLayoutState, UILayoutGuide?>)
        -> UILayoutGuide
    {
        if let guide = autoLayoutState[keyPath: slot] { return guide }
        let guide = UILayoutGuide(systemGuide: kind, of: self)
        autoLayoutState[keyPath: slot] = guide
        return guide
    }
}

extension UIWindow {
    /// Sets the window's safe-area insets, as the device's screen shape and bars would on iOS
    /// (for example 47 points at the top and 34 at the bottom of a portrait iPhone 14): the
    /// window's and its views' `safeAreaInsets`, the safe-area and margins guides follow, and
    /// `safeAreaInsetsDidChange()` runs on each view.
    public func setSafeAreaInsets(_ insets: UIEdgeInsets) {
        guard [insets.top, insets.left, insets.bottom, insets.right].allSatisfy({ $0.isFinite && $0 >= 0 }) else {
            LayerTreeDiagnostics.report("UIWindow.setSafeAreaInsets(_:)", "insets must be finite and not negative: \(insets)")
            return
        }
        guard insets != hostSafeAreaInsets else { return }
        hostSafeAreaInsets = insets
        safeAreaChanged()
    }
}
