import Foundation

/// A running push or pop: what ends it, run once (by its animation's end, the next layout, or a
/// new push or pop that cuts it short).
@MainActor
final class NavigationTransition {
    private var ending: (() -> Void)?

    init(ending: @escaping () -> Void) { self.ending = ending }

    /// Ends the transition if it has not ended.
    func complete() {
        guard let ending else { return }
        self.ending = nil
        ending()
    }
}

extension UINavigationController {
    /// Whether a controller pushed above the root asks the tab bar to hide (`hidesBottomBarWhenPushed`).
    var hidesBottomBar: Bool { stack.dropFirst().contains { $0.hidesBottomBarWhenPushed } }

    /// How long a push or a pop slides: 0.35 s.
    static let transitionDuration: TimeInterval = 0.35
    /// How far the covered controller's view moves while the other slides over it: a third of the width.
    static let parallaxFraction: CGFloat = 1.0 / 3.0

    /// Shows `to` in place of `from`. On screen: the delegate's `willShow`, `from`'s
    /// `viewWillDisappear`, `to`'s `viewWillAppear`, the views slide (a push from the trailing
    /// edge, a pop uncovering `to` from a third of the way in), then `from`'s `viewDidDisappear`,
    /// `to`'s `viewDidAppear`, `finished` and the delegate's `didShow`; without animation the end
    /// comes after the next layout. Off screen the views swap at once without callbacks (while
    /// the navigation controller is appearing, the two follow its appearance). On screen the three
    /// controllers' `transitionCoordinator` runs blocks added in the will-callbacks inside the
    /// slide, and its completions before the did-callbacks.
    func show(
        _ to: UIViewController, from: UIViewController?, push: Bool, animated: Bool, finished: @escaping () -> Void
    ) {
        guard let container = storedView else { return finished() }
        let onScreen = appearState == .appeared && container.window != nil
        let followsAppearance = onScreen || appearState == .appearing
        let animate = animated && onScreen
        let coordinator = TransitionCoordinator(
            from: from, to: to, container: transitionView, animated: animate, duration: Self.transitionDuration)
        if onScreen { UIViewController.attach(coordinator, to: [self, from, to]) }
        if onScreen { delegate?.navigationController(self, willShow: to, animated: animate) }
        tabBarController?.updateBottomBarHiding(revealOnly: true)
        let toView: UIView = to.view
        let fromView = from?.storedView.flatMap { $0.superview === transitionView ? $0 : nil }
        ViewControllerTransitions.managing {
            if followsAppearance {
                from?.beginAppearance(false, animated: animate)
                to.beginAppearance(true, animated: animate)
            }
            toView.frame = contentFrame(for: to)
            toView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            if let fromView, !push {
                transitionView.insertSubview(toView, belowSubview: fromView)
            } else {
                transitionView.addSubview(toView)
            }
        }
        updateOverlay(of: to)
        let transition = NavigationTransition { [weak self] in
            guard let self else { return }
            ViewControllerTransitions.managing {
                if let fromView, fromView.superview === self.transitionView { fromView.removeFromSuperview() }
            }
            if let from, let fromView { fromView.frame = self.contentFrame(for: from) }
            coordinator.end()
            self.tabBarController?.updateBottomBarHiding(revealOnly: false)
            if onScreen {
                from?.endAppearance()
                to.endAppearance()
            }
            finished()
            if onScreen { self.delegate?.navigationController(self, didShow: to, animated: animate) }
        }
        runningTransition = transition
        if animate {
            slide(toView, over: fromView, push: push, alongside: coordinator.runAlongsideAnimations) {
                [weak self, weak transition] in
                transition?.complete()
                if self?.runningTransition === transition { self?.runningTransition = nil }
            }
        } else if onScreen {
            UIView.performWithoutAnimation { coordinator.runAlongsideAnimations() }
            ViewControllerTransitions.afterNextLayout { [weak self, weak transition] in
                transition?.complete()
                if self?.runningTransition === transition { self?.runningTransition = nil }
            }
        } else {
            transition.complete()
            runningTransition = nil
        }
    }

    /// Ends a running push or pop at once (a new one begins): its views take their final places.
    func finishRunningTransition() {
        guard let transition = runningTransition else { return }
        runningTransition = nil
        transition.complete()
    }

    /// The horizontal slide of a push or a pop, eased in and out over `transitionDuration`.
    private func slide(
        _ toView: UIView, over fromView: UIView?, push: Bool, alongside: () -> Void, completion: @escaping () -> Void
    ) {
        let width = transitionView.bounds.width
        let toRest = toView.center
        let fromRest = fromView?.center ?? .zero
        UIView.performWithoutAnimation {
            toView.center.x = toRest.x + (push ? width : -width * Self.parallaxFraction)
        }
        UIView.animate(
            withDuration: Self.transitionDuration, delay: 0, options: [.curveEaseInOut],
            animations: {
                toView.center = toRest
                fromView?.center.x = fromRest.x + (push ? -width * Self.parallaxFraction : width)
                alongside()
            }, completion: { _ in completion() })
    }
}
