import Foundation

extension UITabBarController {
    func makeTabBar() -> UITabBar {
        let bar = UITabBar()
        bar.selectionHandler = { [weak self] item in self?.userSelected(item) }
        return bar
    }

    /// Children that left the list leave, new ones join; the selected controller stays selected
    /// if it is still there, else the first tab is.
    func replaceTabs(_ controllers: [UIViewController]) {
        for (index, controller) in controllers.enumerated()
        where controller === self || controllers[..<index].contains(where: { $0 === controller }) {
            LayerTreeDiagnostics.report(
                "UITabBarController.setViewControllers(_:animated:)", "the list holds the same controller twice or the receiver")
            return
        }
        let selected = selectedViewController
        let leaving = tabs.filter { old in !controllers.contains { $0 === old } }
        let arriving = controllers.filter { new in !tabs.contains { $0 === new } }
        for controller in leaving {
            controller.beginLeavingParent()
            if controller === selected { showTab(nil, replacing: controller) }
        }
        tabs.removeAll { old in leaving.contains { $0 === old } }
        for controller in leaving { controller.leaveParent() }
        for controller in arriving { adopt(controller) }
        tabs = controllers.filter { $0.parentController === self }
        managedTabBar.items = tabs.map { $0.tabBarItem }
        for controller in arriving where controller.parentController === self { controller.finishMoving(toParent: self) }
        selection = selected.flatMap { current in tabs.firstIndex { $0 === current } } ?? 0
        managedTabBar.selectedItem = selectedViewController?.tabBarItem
        if let shown = selectedViewController, shown !== selected { showTab(shown, replacing: nil) }
    }

    /// Selects tab `index`: the bar marks it, and the views swap (see the class's documentation).
    func select(_ index: Int) {
        let old = selectedViewController
        selection = index
        managedTabBar.selectedItem = tabs[index].tabBarItem
        guard tabs[index] !== old else { return }
        showTab(tabs[index], replacing: old)
        updateBottomBarHiding(revealOnly: false)
    }

    /// Hides the tab bar while the selected navigation controller shows a controller pushed with
    /// `hidesBottomBarWhenPushed`, and shows it again; `revealOnly` only shows it (a pop's start).
    func updateBottomBarHiding(revealOnly: Bool) {
        let hides = (selectedViewController as? UINavigationController)?.hidesBottomBar ?? false
        guard hides != barHiddenForPush, !(revealOnly && hides) else { return }
        barHiddenForPush = hides
        managedTabBar.isHidden = hides
        if let selected = selectedViewController, selected.storedView?.superview === contentView {
            selected.storedView?.frame = contentFrame(for: selected)
            updateOverlay(of: selected)
        }
    }

    /// Shows `new`'s view instead of `old`'s, with appearance callbacks when on screen.
    private func showTab(_ new: UIViewController?, replacing old: UIViewController?) {
        guard isViewLoaded, let container = storedView else { return }
        let onScreen = appearState == .appeared && container.window != nil
        let follows = onScreen || appearState == .appearing
        new?.loadViewIfNeeded()
        ViewControllerTransitions.managing {
            if follows {
                old?.beginAppearance(false, animated: false)
                new?.beginAppearance(true, animated: false)
            }
            if let new { place(new) }
            if let oldView = old?.storedView, oldView.superview === contentView { oldView.removeFromSuperview() }
        }
        if onScreen {
            old?.endAppearance()
            new?.endAppearance()
        }
    }

    /// A tap on `item`'s tab: the delegate may refuse; a tap on the selected tab of a navigation
    /// controller pops it to its root, as iOS does; then `tabBar(_:didSelect:)` and the
    /// delegate's `didSelect`.
    func userSelected(_ item: UITabBarItem) {
        guard let index = tabs.firstIndex(where: { $0.tabBarItem === item }) else { return }
        let controller = tabs[index]
        guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
        if index == selection, let navigation = controller as? UINavigationController {
            navigation.popToRootViewController(animated: true)
        }
        select(index)
        tabBar(managedTabBar, didSelect: item)
        delegate?.tabBarController(self, didSelect: controller)
    }

    /// A controller's tab bar item was replaced (or a navigation controller's root changed).
    func tabBarItemsDidChange() {
        managedTabBar.items = tabs.map { $0.tabBarItem }
        managedTabBar.selectedItem = selectedViewController?.tabBarItem
    }

    /// `child` left the tab bar controller (`removeFromParent()`, or another container took it):
    /// its tab goes; if it was selected, the first tab is shown instead.
    func childDidLeave(_ child: UIViewController) {
        guard let index = tabs.firstIndex(where: { $0 === child }) else { return }
        let wasSelected = index == selection
        tabs.remove(at: index)
        if wasSelected {
            selection = 0
        } else if index < selection {
            selection -= 1
        }
        tabBarItemsDidChange()
        if wasSelected { showTab(selectedViewController, replacing: child) }
    }

    // MARK: Layout

    func installContainerViews(in view: UIView) {
        contentView.frame = view.bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(contentView)
        view.addSubview(managedTabBar)
    }

    /// Before the tab bar controller appears (or lays out) the selected controller's view is in place.
    func installSelectedViewIfNeeded() {
        guard isViewLoaded, let selected = selectedViewController, selected.storedView?.superview !== contentView else {
            return
        }
        ViewControllerTransitions.managing { place(selected) }
    }

    /// Puts `controller`'s view in the content, laid out under the tab bar.
    private func place(_ controller: UIViewController) {
        let view: UIView = controller.view
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.frame = contentFrame(for: controller)
        contentView.addSubview(view)
        updateOverlay(of: controller)
    }

    /// The tab bar along the bottom, 49 points plus the bottom safe-area inset; the selected view
    /// under it (or above it, when the bar is opaque and the view does not extend under opaque bars).
    func layOutContainer() {
        guard let view = storedView else { return }
        installSelectedViewIfNeeded()
        let bounds = view.bounds, height = BarMetrics.tabBarHeight + view.safeAreaInsets.bottom
        managedTabBar.frame = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
        if let selected = selectedViewController, let selectedView = selected.storedView, selectedView.superview === contentView {
            selectedView.frame = contentFrame(for: selected)
            updateOverlay(of: selected)
        }
    }

    func setNeedsContentLayout() { storedView?.setNeedsLayout() }

    func contentFrame(for controller: UIViewController) -> CGRect {
        let bounds = contentView.bounds
        let extends =
            barHiddenForPush
            || (controller.edgesForExtendedLayout.contains(.bottom)
                && (managedTabBar.isTranslucent || controller.extendedLayoutIncludesOpaqueBars))
        let bottom = extends ? 0 : BarMetrics.tabBarHeight + (storedView?.safeAreaInsets.bottom ?? 0)
        return CGRect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - bottom))
    }

    func updateOverlay(of controller: UIViewController) {
        let frame = contentFrame(for: controller)
        let barTop = contentView.bounds.height - BarMetrics.tabBarHeight - (storedView?.safeAreaInsets.bottom ?? 0)
        let covered = barHiddenForPush ? 0 : max(0, frame.maxY - barTop)
        controller.setContainerOverlayInsets(UIEdgeInsets(top: 0, left: 0, bottom: covered, right: 0))
    }
}
