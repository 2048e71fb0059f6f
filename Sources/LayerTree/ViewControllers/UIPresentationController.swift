import Foundation

/// Asked how a presentation adapts, and told of dismissals the user starts.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// The style to present in when the environment is compact; `.none` keeps the style.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// A controller to show instead in the adapted style; nil keeps the presented one.
    func presentationController(
        _ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
    ) -> UIViewController?
    /// Whether a swipe may dismiss the sheet.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// A swipe began dismissing the sheet.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// A swipe dismissed the sheet (not called for dismissals in code).
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// A swipe tried to dismiss a sheet that `isModalInPresentation` keeps.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }
    public func presentationController(
        _ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
    ) -> UIViewController? { nil }
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

/// The object that manages a view controller's presentation: which controllers take part, the
/// container its view is shown in, and the style. Presentations here are run by the presented
/// controller (docs/uikit-decisions.md, VC-MODAL): this object reports them and keeps its
/// ``delegate``, whose methods are never called, as sheets here cannot be swiped away and
/// presentations do not adapt.
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
    /// A presentation controller for `presentedViewController`, presented from
    /// `presentingViewController` (nil: not yet known).
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        presented = presentedViewController
        givenPresenter = presentingViewController
        super.init()
    }

    /// The controller presented.
    open var presentedViewController: UIViewController { presented }
    /// The controller it is presented from: the one given, else the presenter once presented
    /// (nil before).
    open var presentingViewController: UIViewController! { presented.presentingViewController ?? givenPresenter }
    /// The presented controller's `modalPresentationStyle`.
    open var presentationStyle: UIModalPresentationStyle { presented.modalPresentationStyle }
    /// The view the presented view is shown in (the window) while presented; nil otherwise.
    open var containerView: UIView? { presented.presenter == nil ? nil : presented.viewIfLoaded?.superview }
    /// The presented controller's view while presented; nil otherwise.
    open var presentedView: UIView? { presented.presenter == nil ? nil : presented.viewIfLoaded }
    /// Where the presented view goes in the container: the container's bounds, or the presented
    /// view's frame while presented over a context.
    open var frameOfPresentedViewInContainerView: CGRect { presentedView?.frame ?? containerView?.bounds ?? .zero }
    /// Whether the presentation covers the whole screen: true except for the "over" styles.
    open var shouldPresentInFullscreen: Bool { true }
    /// Whether the presenter's views leave the window once the presentation ends.
    open var shouldRemovePresentersView: Bool { UIViewController.coversPresenter(presentationStyle) }
    /// Asked how the presentation adapts, and told of swipes (never, here: see the type).
    open weak var delegate: UIAdaptivePresentationControllerDelegate?

    private unowned let presented: UIViewController
    private weak var givenPresenter: UIViewController?
}

extension UIViewController {
    /// The presentation controller, made on first use.
    var ownPresentationController: UIPresentationController {
        if let storedPresentationController { return storedPresentationController }
        let controller =
            modalPresentationStyle == .popover
            ? UIPopoverPresentationController(presentedViewController: self, presenting: nil)
            : UIPresentationController(presentedViewController: self, presenting: nil)
        storedPresentationController = controller
        return controller
    }

    /// The popover's presentation controller when the controller is presented as a popover
    /// (`modalPresentationStyle` `.popover`, set before asking); nil otherwise, as an alert's or
    /// an action sheet's is on a phone.
    public var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        return ownPresentationController as? UIPopoverPresentationController
    }
}
