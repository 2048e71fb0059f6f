import Foundation

extension UINavigationController {
    /// `pushViewController(_:animated:)`: the controller becomes a child (`willMove(toParent:)`),
    /// the bar pushes its item, the transition shows it; `didMove(toParent:)` once it ended.
    func push(_ controller: UIViewController, animated: Bool) {
        let operation = "UINavigationController.pushViewController(_:animated:)"
        guard controller !== self, !(controller is UINavigationController) else {
            LayerTreeDiagnostics.report(operation, "pushing a navigation controller is not supported")
            return
        }
        guard !stack.contains(where: { $0 === controller }) else {
            LayerTreeDiagnostics.report(operation, "pushing the same view controller instance more than once is not supported")
            return
        }
        finishRunningTransition()
        let from = topViewController
        adopt(controller)
        guard controller.parentController === self else { return }
        stack.append(controller)
        updateBarItems(animated: animated)
        show(controller, from: from, push: true, animated: animated) {
            controller.finishMoving(toParent: self)
        }
    }

    /// Pops the controllers above `target`: those under the top leave at once, the top one goes
    /// through the transition and leaves when it ended (`removeFromParent()`). Returns them.
    func popTo(_ target: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === target }) else {
            LayerTreeDiagnostics.report(
                "UINavigationController.popToViewController(_:animated:)", "\(type(of: target)) is not in the stack")
            return nil
        }
        guard index < stack.count - 1 else { return [] }
        finishRunningTransition()
        let popped = Array(stack[(index + 1)...])
        let from = popped.last
        stack.removeSubrange((index + 1)...)
        for controller in popped { controller.beginLeavingParent() }
        for controller in popped.dropLast() { controller.leaveParent() }
        updateBarItems(animated: animated)
        show(target, from: from, push: false, animated: animated) {
            from?.leaveParent()
        }
        return popped
    }

    /// `setViewControllers(_:animated:)`: controllers that left the stack leave (the old top once
    /// the transition ended), new ones become children, and a new top is shown.
    func replaceStack(_ controllers: [UIViewController], animated: Bool) {
        let operation = "UINavigationController.setViewControllers(_:animated:)"
        for (index, controller) in controllers.enumerated() {
            guard !(controller is UINavigationController), controller !== self,
                !controllers[..<index].contains(where: { $0 === controller })
            else {
                LayerTreeDiagnostics.report(operation, "the stack holds a navigation controller or the same controller twice")
                return
            }
        }
        finishRunningTransition()
        let oldStack = stack, oldTop = stack.last
        let leaving = oldStack.filter { old in !controllers.contains { $0 === old } }
        let arriving = controllers.filter { new in !oldStack.contains { $0 === new } }
        for controller in leaving { controller.beginLeavingParent() }
        for controller in leaving where controller !== oldTop { controller.leaveParent() }
        for controller in arriving { adopt(controller) }
        stack = controllers.filter { $0.parentController === self }
        updateBarItems(animated: animated)
        if stack.first !== oldStack.first, storedTabBarItem == nil { tabBarController?.tabBarItemsDidChange() }
        let finish = {
            if let oldTop, leaving.contains(where: { $0 === oldTop }) { oldTop.leaveParent() }
            for controller in arriving where controller.parentController === self { controller.finishMoving(toParent: self) }
        }
        guard let newTop = stack.last, newTop !== oldTop else {
            if let oldTop, stack.isEmpty, isViewLoaded {
                ViewControllerTransitions.managing { oldTop.storedView?.removeFromSuperview() }
            }
            return finish()
        }
        let push = !oldStack.contains { $0 === newTop }
        show(newTop, from: oldTop, push: push, animated: animated, finished: finish)
    }

    /// The bar shows the stack's items.
    func updateBarItems(animated: Bool) {
        let onScreen = appearState == .appeared && storedView?.window != nil
        managedBar.replaceItems(stack.map(\.navigationItem), animated: animated && onScreen)
        if !toolbarHidden { managedToolbar.setItems(topViewController?.toolbarItems, animated: animated && onScreen) }
    }

    /// The top controller's toolbar items changed.
    func toolbarItemsDidChange(of controller: UIViewController, animated: Bool) {
        guard controller === topViewController else { return }
        managedToolbar.setItems(controller.toolbarItems, animated: animated)
    }

    func makeBar() -> UINavigationBar {
        let bar = makeObject(ofClass: barClass)
        bar.navigationController = self
        return bar
    }

    /// The bar class `given` names: `standard` when nil or not a subclass of it (with a diagnostic).
    static func barClass<Bar: UIView>(_ given: AnyClass?, _ standard: Bar.Type, _ parameter: String) -> Bar.Type {
        guard let given else { return standard }
        guard let barClass = given as? Bar.Type else {
            LayerTreeDiagnostics.report(
                "UINavigationController.init(navigationBarClass:toolbarClass:)",
                "\(parameter) \(given) is not a subclass of \(standard); the standard one is used")
            return standard
        }
        return barClass
    }

    /// `child` left the navigation controller (`removeFromParent()`, or another container took
    /// it): it leaves the stack too. A top controller that left on screen gives way to the one
    /// below, without animation.
    func childDidLeave(_ child: UIViewController) {
        guard let index = stack.firstIndex(where: { $0 === child }) else { return }
        let wasTop = index == stack.count - 1
        stack.remove(at: index)
        updateBarItems(animated: false)
        if index == 0, storedTabBarItem == nil { tabBarController?.tabBarItemsDidChange() }
        guard wasTop, isViewLoaded else { return }
        finishRunningTransition()
        if let newTop = stack.last {
            show(newTop, from: child, push: false, animated: false) {}
        } else {
            ViewControllerTransitions.managing { child.storedView?.removeFromSuperview() }
        }
    }
}
