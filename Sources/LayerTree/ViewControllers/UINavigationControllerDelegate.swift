import Foundation

/// Told when a navigation controller shows a new top view controller; may give the animator of
/// a push or a pop and the orientations the navigation controller supports.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// The transition to `viewController` started: after the outgoing controller's
    /// `viewWillDisappear` and `viewController`'s `viewWillAppear` (docs/uikit-decisions.md, VC-NAV).
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// After the transition ended (after `viewController`'s `viewDidAppear`).
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    /// The orientations the navigation controller supports. By default what a view controller
    /// supports by default (all but upside down).
    func navigationControllerSupportedInterfaceOrientations(
        _ navigationController: UINavigationController
    ) -> UIInterfaceOrientationMask
    /// An animator for an animated push or pop from `fromVC` to `toVC`; nil (the default) uses
    /// the navigation controller's slide.
    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning?
}

extension UINavigationControllerDelegate {
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {}
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}
    public func navigationControllerSupportedInterfaceOrientations(
        _ navigationController: UINavigationController
    ) -> UIInterfaceOrientationMask { .allButUpsideDown }
    public func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { nil }
}
