import Foundation

extension UIViewController {
    /// `addChild(_:)`: takes `child` from another parent, calls its `willMove(toParent:)` and
    /// appends it. Adding the controller itself, an ancestor, a presented controller or a
    /// window's root controller is refused with a diagnostic, as UIKit refuses it.
    func adopt(_ child: UIViewController) {
        let operation = "UIViewController.addChild(_:)"
        guard child.parentController !== self else { return }
        var ancestor: UIViewController? = self
        while let current = ancestor {
            guard current !== child else {
                LayerTreeDiagnostics.report(operation, "\(type(of: child)) is the receiver or one of its ancestors")
                return
            }
            ancestor = current.parentController
        }
        guard child.presenter == nil, UIWindow.windowShowing(asRoot: child) == nil else {
            LayerTreeDiagnostics.report(operation, "\(type(of: child)) is presented or is a window's root view controller")
            return
        }
        if child.parentController != nil { child.leaveParent() }
        child.movingToParent = true
        child.willMove(toParent: self)
        childList.append(child)
        child.parentController = self
    }

    /// `removeFromParent()`: unlinks the controller, tells a navigation or tab bar controller
    /// that it left (it is no longer among their `viewControllers`) and calls its
    /// `didMove(toParent: nil)`. A child leaving while an appearance transition its parent
    /// forwarded to it is under way ends that transition with the parent's.
    func leaveParent() {
        guard let parent = parentController else { return }
        parent.childList.removeAll { $0 === self }
        parentController = nil
        if parent.isInAppearanceTransition, isInAppearanceTransition { parent.departingChildren.append(self) }
        (parent as? UINavigationController)?.childDidLeave(self)
        (parent as? UITabBarController)?.childDidLeave(self)
        didMove(toParent: nil)
        movingFromParent = false
    }

    /// A container starts removing the controller: `isMovingFromParent` is true from here (even
    /// if an override of `willMove(toParent:)` does not call super), then `willMove(toParent: nil)`.
    func beginLeavingParent() {
        movingFromParent = true
        willMove(toParent: nil)
    }

    /// A container finished adding the controller: `didMove(toParent:)`, and `isMovingToParent`
    /// is false from here (even if an override does not call super).
    func finishMoving(toParent parent: UIViewController) {
        didMove(toParent: parent)
        movingToParent = false
    }

    /// Whether the controller is between a will- and a did-appearance callback.
    var isInAppearanceTransition: Bool { appearState == .appearing || appearState == .disappearing }

    /// The default `viewWillTransition(to:with:)`: each child hears of the size it will get.
    func forwardSizeTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in childList {
            child.viewWillTransition(
                to: self.size(forChildContentContainer: child, withParentContainerSize: size), with: coordinator)
        }
    }

    /// Makes `coordinator` the transition coordinator of `controllers` until it ends.
    static func attach(_ coordinator: TransitionCoordinator, to controllers: [UIViewController?]) {
        for controller in controllers { controller?.activeCoordinator = coordinator }
        coordinator.animate(alongsideTransition: nil) { _ in
            for controller in controllers where controller?.activeCoordinator === coordinator {
                controller?.activeCoordinator = nil
            }
        }
    }

    /// A child's `edgesForExtendedLayout` or `extendedLayoutIncludesOpaqueBars` changed.
    func childLayoutPreferencesDidChange() {
        (self as? UINavigationController)?.setNeedsContentLayout()
        (self as? UITabBarController)?.setNeedsContentLayout()
    }
}
