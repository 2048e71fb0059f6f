import Foundation

extension UIWindow {
    /// Installs `newRoot` (see `rootViewController`): its view is loaded first (`viewDidLoad`),
    /// then, on a shown window, the old root's `viewWillDisappear` and the new root's
    /// `viewWillAppear`; the views swap; after the next layout `viewDidDisappear` and
    /// `viewDidAppear` (docs/uikit-decisions.md, VC-ROOT). A child, a presented controller or the
    /// controller of another window's view is refused; another window's root moves here.
    func replaceRootViewController(with newRoot: UIViewController?) {
        let old = storedRootViewController
        guard newRoot !== old else { return }
        if let newRoot {
            guard newRoot.parentController == nil, newRoot.presenter == nil else {
                LayerTreeDiagnostics.report(
                    "UIWindow.rootViewController", "\(type(of: newRoot)) is a child or a presented view controller")
                return
            }
            if let otherWindow = UIWindow.windowShowing(asRoot: newRoot) { otherWindow.rootViewController = nil }
        }
        let newView = newRoot?.view
        storedRootViewController = newRoot
        let shown = !isHidden
        ViewControllerTransitions.managing {
            if shown {
                old?.beginAppearance(false, animated: false)
                newRoot?.beginAppearance(true, animated: false)
            }
            if let newView {
                newView.frame = bounds
                newView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                insertSubview(newView, at: 0)
            }
            if let oldView = old?.storedView, oldView.superview === self { oldView.removeFromSuperview() }
        }
        guard shown else { return }
        ViewControllerTransitions.afterNextLayout {
            old?.endAppearance()
            newRoot?.endAppearance()
        }
    }

    /// The root controller and the controllers presented over it whose views are in the window,
    /// with those presented over a context (a child that defines it) after the controller holding
    /// the context.
    var controllersOnScreen: [UIViewController] {
        var list: [UIViewController] = []
        func visit(_ controller: UIViewController) {
            if controller.storedView?.window === self { list.append(controller) }
            for presented in controller.childList.flatMap(\.contextPresentations) { visit(presented) }
            if let presented = controller.presentedController { visit(presented) }
        }
        if let root = storedRootViewController { visit(root) }
        return list
    }

    /// The window was shown or hidden: its controllers on screen start appearing or disappearing
    /// now and finish after the next layout.
    func visibilityDidChange() {
        let controllers = controllersOnScreen
        guard !controllers.isEmpty else { return }
        for controller in controllers { controller.beginAppearance(!isHidden, animated: false) }
        ViewControllerTransitions.afterNextLayout {
            for controller in controllers { controller.endAppearance() }
        }
    }

    /// Before the window takes `size`: its controllers on screen hear `viewWillTransition(to:with:)`
    /// with a coordinator whose blocks run, without animation, once the size changed; its
    /// completions run after the next layout.
    func resizing(to size: CGSize, _ apply: () -> Void) {
        let controllers = controllersOnScreen
        guard size != bounds.size, !controllers.isEmpty else { return apply() }
        let coordinator = TransitionCoordinator(from: nil, to: nil, container: self, animated: false, duration: 0)
        UIViewController.attach(coordinator, to: controllers)
        for controller in controllers { controller.viewWillTransition(to: size, with: coordinator) }
        apply()
        UIView.performWithoutAnimation { coordinator.runAlongsideAnimations() }
        ViewControllerTransitions.afterNextLayout { coordinator.end() }
    }

    /// The window whose root controller is `controller`.
    static func windowShowing(asRoot controller: UIViewController) -> UIWindow? {
        allWindows.lazy.compactMap(\.object).first { $0.storedRootViewController === controller }
    }
}
