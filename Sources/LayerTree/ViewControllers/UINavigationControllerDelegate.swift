import Foundation

/// Told when a navigation controller shows a new top view controller.
@MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// Before the transition to `viewController` starts (before its `viewWillAppear`).
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// After the transition ended (after its `viewDidAppear`).
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {}
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}
}
