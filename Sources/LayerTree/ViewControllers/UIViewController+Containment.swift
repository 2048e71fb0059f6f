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
        child.willMove(toParent: self)
        childList.append(child)
        child.parentController = self
    }

    /// `removeFromParent()`: unlinks the controller and calls its `didMove(toParent: nil)`.
    func leaveParent() {
        guard let parent = parentController else { return }
        parent.childList.removeAll { $0 === self }
        parentController = nil
        didMove(toParent: nil)
        movingFromParent = false
    }

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
