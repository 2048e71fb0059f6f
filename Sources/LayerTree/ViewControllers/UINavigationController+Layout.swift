import Foundation

extension UINavigationController {
    /// The navigation controller's view holds the content (one transition view filling it),
    /// the toolbar and the bar over it, and takes the edge pan that pops.
    func installContainerViews(in view: UIView) {
        view.addGestureRecognizer(popGesture)
        transitionView.frame = view.bounds
        transitionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(transitionView)
        managedToolbar.isHidden = toolbarHidden
        view.addSubview(managedToolbar)
        managedBar.isHidden = barHidden
        view.addSubview(managedBar)
    }

    /// Before the navigation controller appears (or lays out) the top controller's view is in
    /// the content, so that appearance reaches it.
    func installTopViewIfNeeded() {
        guard isViewLoaded, runningTransition == nil, let top = topViewController else { return }
        let topView: UIView = top.view
        guard topView.superview !== transitionView else { return }
        ViewControllerTransitions.managing {
            topView.frame = contentFrame(for: top)
            topView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            transitionView.addSubview(topView)
        }
        updateOverlay(of: top)
    }

    /// The bars' height: 44 points, 32 in a compact-height window (docs/uikit-decisions.md,
    /// BAR-METRICS).
    var barHeight: CGFloat { storedView.map { BarMetrics.barHeight(for: $0) } ?? BarMetrics.barHeight }

    /// Lays out the bar (44 points, or 32 in a compact height, below the top safe-area inset, its
    /// background reaching up to the view's top), the toolbar (as tall, above the bottom inset,
    /// its background reaching down) and the top controller's view.
    func layOutContainer() {
        guard let view = storedView else { return }
        installTopViewIfNeeded()
        let bounds = view.bounds, safe = view.safeAreaInsets, height = barHeight
        managedBar.frame = CGRect(x: 0, y: barHidden ? -height : safe.top, width: bounds.width, height: height)
        managedBar.backgroundExtension = barHidden ? 0 : safe.top
        managedToolbar.frame = CGRect(
            x: 0, y: toolbarHidden ? bounds.height : bounds.height - safe.bottom - height, width: bounds.width, height: height)
        managedToolbar.backgroundExtension = safe.bottom
        if runningTransition == nil, let top = topViewController, let topView = top.storedView,
            topView.superview === transitionView
        {
            topView.frame = contentFrame(for: top)
        }
        for controller in stack where controller.storedView?.superview === transitionView { updateOverlay(of: controller) }
    }

    /// Lays the content out again (a bar or a child's layout preferences changed).
    func setNeedsContentLayout() { storedView?.setNeedsLayout() }

    /// Where `controller`'s view goes: the whole view, less the bars it does not extend under
    /// (an opaque bar, unless `extendedLayoutIncludesOpaqueBars`; an edge not in
    /// `edgesForExtendedLayout`).
    func contentFrame(for controller: UIViewController) -> CGRect {
        let bounds = transitionView.bounds
        let safe = storedView?.safeAreaInsets ?? .zero
        func extends(_ edge: UIRectEdge, translucent: Bool) -> Bool {
            controller.edgesForExtendedLayout.contains(edge) && (translucent || controller.extendedLayoutIncludesOpaqueBars)
        }
        let top = barHidden || extends(.top, translucent: managedBar.isTranslucent) ? 0 : safe.top + barHeight
        let bottom = toolbarHidden || extends(.bottom, translucent: managedToolbar.isTranslucent) ? 0 : safe.bottom + barHeight
        return CGRect(x: 0, y: top, width: bounds.width, height: max(0, bounds.height - top - bottom))
    }

    /// What the bars cover of `controller`'s view goes into its safe area.
    func updateOverlay(of controller: UIViewController) {
        let frame = contentFrame(for: controller), size = transitionView.bounds.size
        let safe = storedView?.safeAreaInsets ?? .zero
        let barBottom = safe.top + barHeight, toolbarTop = size.height - safe.bottom - barHeight
        controller.setContainerOverlayInsets(
            UIEdgeInsets(
                top: barHidden ? 0 : max(0, barBottom - frame.minY), left: 0,
                bottom: toolbarHidden ? 0 : max(0, frame.maxY - toolbarTop), right: 0))
    }

    /// Hides or shows the bar; with animation (on screen) it slides up out of view or down into
    /// place over `UINavigationControllerHideShowBarDuration`.
    func changeBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != barHidden else { return }
        barHidden = hidden
        slideBar(managedBar, hidden: hidden, animated: animated)
    }

    /// Hides or shows the toolbar (showing the top controller's `toolbarItems`); with animation
    /// it slides down out of view or up into place.
    func changeToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != toolbarHidden else { return }
        toolbarHidden = hidden
        if !hidden { managedToolbar.setItems(topViewController?.toolbarItems, animated: false) }
        slideBar(managedToolbar, hidden: hidden, animated: animated)
    }

    private func slideBar(_ bar: UIView, hidden: Bool, animated: Bool) {
        guard let view = storedView else { return }
        let onScreen = animated && view.window != nil && appearState == .appeared
        if !hidden { bar.isHidden = false }
        guard onScreen else {
            bar.isHidden = hidden
            layOutContainer()
            return
        }
        UIView.animate(
            withDuration: TimeInterval(UINavigationControllerHideShowBarDuration), delay: 0, options: [.curveEaseInOut],
            animations: { self.layOutContainer() },
            completion: { _ in bar.isHidden = bar === self.managedBar ? self.barHidden : self.toolbarHidden })
    }
}
