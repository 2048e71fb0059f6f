import Foundation
import Graphics

/// The context a navigation controller gives its delegate's animator: the transition view as
/// the container (the outgoing view in it, the incoming one for the animator to add), the
/// controllers, and the incoming view's frame. Transitions given to an animator are not
/// interactive; `completeTransition(_:)` ends them.
@MainActor
final class NavigationTransitionContext: UIViewControllerContextTransitioning {
    init(from: UIViewController?, to: UIViewController, container: UIView, toFrame: CGRect) {
        fromController = from
        toController = to
        containerView = container
        self.toFrame = toFrame
        fromFrame = from?.viewIfLoaded.flatMap { $0.superview === container ? $0.frame : nil } ?? .zero
    }

    let containerView: UIView
    var isAnimated: Bool { true }
    var isInteractive: Bool { false }
    var transitionWasCancelled: Bool { false }
    var presentationStyle: UIModalPresentationStyle { .none }
    var targetTransform: CGAffineTransform { .identity }
    /// Runs once, when the animator completes the transition.
    var completion: ((Bool) -> Void)?

    func updateInteractiveTransition(_ percentComplete: CGFloat) {}
    func finishInteractiveTransition() {}
    func cancelInteractiveTransition() {}
    func pauseInteractiveTransition() {}

    func completeTransition(_ didComplete: Bool) {
        guard let completion else { return }
        self.completion = nil
        completion(didComplete)
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        key == .from ? fromController : key == .to ? toController : nil
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        key == .from ? fromController?.viewIfLoaded : key == .to ? toController?.viewIfLoaded : nil
    }

    /// The outgoing view's frame in the container; `.zero` for the incoming one, as UIKit answers.
    func initialFrame(for vc: UIViewController) -> CGRect { vc === fromController ? fromFrame : .zero }

    /// The incoming view's frame in the container; `.zero` for the outgoing one, as UIKit answers.
    func finalFrame(for vc: UIViewController) -> CGRect { vc === toController ? toFrame : .zero }

    private weak var fromController: UIViewController?
    private weak var toController: UIViewController?
    private let toFrame: CGRect
    private let fromFrame: CGRect
}
