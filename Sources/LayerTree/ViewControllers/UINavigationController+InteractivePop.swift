import Foundation
import Graphics

/// A pop following the edge pan: the two controllers, their views and where they rest.
@MainActor
final class InteractivePop {
    init(from: UIViewController, to: UIViewController, fromView: UIView, toView: UIView, coordinator: TransitionCoordinator) {
        self.from = from
        self.to = to
        self.fromView = fromView
        self.toView = toView
        self.coordinator = coordinator
        fromRest = fromView.center
        toRest = toView.center
        width = max(1, fromView.superview?.bounds.width ?? fromView.bounds.width)
    }

    let from: UIViewController
    let to: UIViewController
    let fromView: UIView
    let toView: UIView
    let coordinator: TransitionCoordinator
    let fromRest: CGPoint
    let toRest: CGPoint
    let width: CGFloat
    /// How far the pop went, 0 to 1.
    var fraction: CGFloat = 0
    /// The transition registered as running, so that a push or pop meanwhile finishes the pop.
    var transition: NavigationTransition?
}

/// The pop gesture's delegate: it begins only where the back button would pop (UIKit's rule).
@MainActor
final class PopGestureGate: UIGestureRecognizerDelegate {
    init(_ navigationController: UINavigationController) { self.navigationController = navigationController }

    weak var navigationController: UINavigationController?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        navigationController?.canPopInteractively ?? false
    }
}

extension UINavigationController {
    /// Released past this fraction of the width, the pop finishes.
    static let popCompletionFraction: CGFloat = 0.5
    /// Flicked to the right faster than this (points per second), the pop finishes wherever it is;
    /// flicked left as fast, it is cancelled.
    static let popFlickVelocity: CGFloat = 500

    /// The edge pan on the navigation controller's view, with the gate as its delegate.
    func makePopGesture() -> UIScreenEdgePanGestureRecognizer {
        let gesture = UIScreenEdgePanGestureRecognizer { [weak self] recognizer in
            guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
            self.popGestureChanged(pan)
        }
        gesture.edges = .left
        gesture.delegate = popGestureGate
        return gesture
    }

    /// Whether the edge pan may pop: a controller under the top one, on screen, no transition
    /// running, and the back button showing (not hidden, not replaced by left items).
    var canPopInteractively: Bool {
        guard stack.count > 1, interactivePop == nil, runningTransition == nil, appearState == .appeared,
            storedView?.window != nil, let top = topViewController
        else { return false }
        let item = top.navigationItem
        return !item.hidesBackButton && ((item.leftBarButtonItems ?? []).isEmpty || item.leftItemsSupplementBackButton)
    }

    private func popGestureChanged(_ recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            beginInteractivePop()
            followPop(recognizer.translation(in: transitionView).x)
        case .changed: followPop(recognizer.translation(in: transitionView).x)
        case .ended: releasePop(velocity: recognizer.velocity(in: transitionView).x)
        case .cancelled, .failed: releasePop(velocity: -.infinity)
        case .possible: break
        }
    }

    /// The pop starts: the top controller leaves the stack (`willMove(toParent: nil)`,
    /// `isMovingFromParent`), disappears and the one below appears (will-callbacks, then the
    /// delegate's `willShow`); its view goes under the top one, a third of the width to the left;
    /// the bar cross-fades to its items.
    private func beginInteractivePop() {
        guard stack.count > 1, interactivePop == nil, storedView?.window != nil else { return }
        finishRunningTransition()
        let from = stack[stack.count - 1], to = stack[stack.count - 2]
        guard let fromView = from.storedView, fromView.superview === transitionView else { return }
        stack.removeLast()
        from.beginLeavingParent()
        updateBarItems(animated: true)
        let toView: UIView = to.view
        let coordinator = TransitionCoordinator(
            from: from, to: to, container: transitionView, animated: true, duration: Self.transitionDuration, interactive: true)
        UIViewController.attach(coordinator, to: [self, from, to])
        tabBarController?.updateBottomBarHiding(revealOnly: true)
        ViewControllerTransitions.managing {
            from.beginAppearance(false, animated: true)
            to.beginAppearance(true, animated: true)
            toView.frame = contentFrame(for: to)
            toView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            transitionView.insertSubview(toView, belowSubview: fromView)
        }
        delegate?.navigationController(self, willShow: to, animated: true)
        updateOverlay(of: to)
        let pop = InteractivePop(from: from, to: to, fromView: fromView, toView: toView, coordinator: coordinator)
        interactivePop = pop
        let transition = NavigationTransition { [weak self] in self?.endInteractivePop(pop, completed: true) }
        pop.transition = transition
        runningTransition = transition
        followPop(0)
    }

    /// The views follow the finger: the top one `translation` points to the right, the one below
    /// from a third of the width to the left towards its place.
    private func followPop(_ translation: CGFloat) {
        guard let pop = interactivePop else { return }
        pop.fraction = min(1, max(0, translation / pop.width))
        UIView.performWithoutAnimation { place(pop, at: pop.fraction) }
    }

    private func place(_ pop: InteractivePop, at fraction: CGFloat) {
        pop.fromView.center.x = pop.fromRest.x + pop.width * fraction
        pop.toView.center.x = pop.toRest.x - pop.width * Self.parallaxFraction * (1 - fraction)
    }

    /// The finger lifted: past half the width or flicked right the pop finishes, else it is
    /// cancelled; the views ease the rest of the way over the matching part of 0.35 s.
    private func releasePop(velocity: CGFloat) {
        guard let pop = interactivePop, pop.transition != nil else { return }
        let completes =
            velocity >= Self.popFlickVelocity || (pop.fraction > Self.popCompletionFraction && velocity > -Self.popFlickVelocity)
        let remaining = completes ? 1 - pop.fraction : pop.fraction
        let transition = pop.transition
        pop.transition = nil
        if runningTransition === transition { runningTransition = nil }
        UIView.animate(
            withDuration: Self.transitionDuration * TimeInterval(remaining), delay: 0, options: [.curveEaseOut],
            animations: {
                self.place(pop, at: completes ? 1 : 0)
                if completes { pop.coordinator.runAlongsideAnimations() }
            },
            completion: { [weak self] _ in self?.endInteractivePop(pop, completed: completes) })
    }

    /// The pop ended. Finished: the top view leaves, the did-callbacks, `didMove(toParent: nil)`,
    /// the delegate's `didShow`. Cancelled: the controller is back on top of the stack, the one
    /// below disappears (`viewWillDisappear`, `viewDidDisappear`) and it appears again
    /// (`viewWillAppear`, `viewDidAppear`), as UIKit orders a cancelled pop.
    private func endInteractivePop(_ pop: InteractivePop, completed: Bool) {
        guard interactivePop === pop else { return }
        interactivePop = nil
        if let transition = pop.transition, runningTransition === transition { runningTransition = nil }
        pop.transition = nil
        let (from, to) = (pop.from, pop.to)
        if completed {
            ViewControllerTransitions.managing { pop.fromView.removeFromSuperview() }
            pop.fromView.center = pop.fromRest
            pop.toView.center = pop.toRest
            pop.coordinator.end()
            tabBarController?.updateBottomBarHiding(revealOnly: false)
            from.endAppearance()
            to.endAppearance()
            from.leaveParent()
            shownTop = to
            delegate?.navigationController(self, didShow: to, animated: true)
        } else {
            stack.append(from)
            from.movingFromParent = false
            updateBarItems(animated: true)
            pop.fromView.center = pop.fromRest
            ViewControllerTransitions.managing { pop.toView.removeFromSuperview() }
            pop.toView.center = pop.toRest
            pop.coordinator.end(cancelled: true)
            tabBarController?.updateBottomBarHiding(revealOnly: false)
            to.beginAppearance(false, animated: true)
            to.endAppearance()
            from.beginAppearance(true, animated: true)
            from.endAppearance()
            updateOverlay(of: from)
        }
    }
}
