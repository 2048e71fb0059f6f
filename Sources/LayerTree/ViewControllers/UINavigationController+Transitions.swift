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

    /// Shows `to` in place of `from`. On screen: `from`'s `viewWillDisappear`, `to`'s
    /// `viewWillAppear`, the delegate's `willShow`, the views slide (a push from the trailing
    /// edge, a pop uncovering `to` from a third of the way in) or the delegate's animator runs,
    /// then `from`'s `viewDidDisappear`, `to`'s `viewDidAppear`, `finished` and the delegate's
    /// `didShow`; without animation the end comes after the next layout. Off screen the views
    /// swap at once without callbacks (while the navigation controller is appearing, the two
    /// follow its appearance, and the delegate hears of `to` with it). On screen the three
    /// controllers' `transitionCoordinator` runs blocks added in the will-callbacks inside the
    /// slide (or over the animator's duration), and its completions before the did-callbacks.
    func show(
        _ to: UIViewController, from: UIViewController?, push: Bool, animated: Bool, finished: @escaping () -> Void
    ) {
        guard let container = storedView else { return finished() }
        let onScreen = appearState == .appeared && container.window != nil
        let followsAppearance = onScreen || appearState == .appearing
        let animate = animated && onScreen
        let animator = animate ? from.flatMap { customAnimator(push: push, from: $0, to: to) } : nil
        let toView: UIView = to.view
        let fromView = from?.storedView.flatMap { $0.superview === transitionView ? $0 : nil }
        let context = animator.map { _ in
            NavigationTransitionContext(from: from, to: to, container: transitionView, toFrame: contentFrame(for: to))
        }
        let duration = animator.map { $0.transitionDuration(using: context) } ?? Self.transitionDuration
        let coordinator = TransitionCoordinator(
            from: from, to: to, container: transitionView, animated: animate, duration: duration)
        if onScreen { UIViewController.attach(coordinator, to: [self, from, to]) }
        tabBarController?.updateBottomBarHiding(revealOnly: true)
        ViewControllerTransitions.managing {
            if followsAppearance {
                from?.beginAppearance(false, animated: animate)
                to.beginAppearance(true, animated: animate)
            }
            toView.frame = contentFrame(for: to)
            toView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            if animator != nil {
                // A custom animator adds the incoming view to the container itself.
            } else if let fromView, !push {
                transitionView.insertSubview(toView, belowSubview: fromView)
            } else {
                transitionView.addSubview(toView)
            }
        }
        if onScreen { delegate?.navigationController(self, willShow: to, animated: animate) }
        updateOverlay(of: to)
        let transition = NavigationTransition { [weak self] in
            guard let self else { return }
            ViewControllerTransitions.managing {
                if toView.superview !== self.transitionView { self.transitionView.addSubview(toView) }
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
            if onScreen {
                self.shownTop = to
                self.delegate?.navigationController(self, didShow: to, animated: animate)
            }
        }
        runningTransition = transition
        let end = { [weak self, weak transition] in
            transition?.complete()
            if self?.runningTransition === transition { self?.runningTransition = nil }
        }
        if let animator, let context {
            context.completion = { completed in
                if !completed {
                    LayerTreeDiagnostics.report(
                        "UIViewControllerContextTransitioning.completeTransition(_:)",
                        "a cancelled push or pop is finished: only the edge pan's pop can be cancelled here")
                }
                end()
                animator.animationEnded(true)
            }
            UIView.animate(
                withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: coordinator.runAlongsideAnimations)
            animator.animateTransition(using: context)
        } else if animate {
            slide(toView, over: fromView, push: push, alongside: coordinator.runAlongsideAnimations, completion: end)
        } else if onScreen {
            UIView.performWithoutAnimation { coordinator.runAlongsideAnimations() }
            ViewControllerTransitions.afterNextLayout(end)
        } else {
            transition.complete()
            runningTransition = nil
        }
    }

    /// The delegate's animator for a push or a pop from `from` to `to`, if it gives one.
    private func customAnimator(push: Bool, from: UIViewController, to: UIViewController)
        -> UIViewControllerAnimatedTransitioning?
    {
        delegate?.navigationController(self, animationControllerFor: push ? .push : .pop, from: from, to: to)
    }

    /// The navigation controller started appearing: if its top controller is not the one the
    /// delegate last heard shown (its first appearance, or a stack changed off screen), the
    /// delegate's `willShow` follows the top controller's `viewWillAppear`, as UIKit sends it
    /// (docs/uikit-decisions.md, VC-NAV).
    func navigationAppearanceBegan() {
        guard let top = topViewController, top !== shownTop, runningTransition == nil else { return }
        announcedTop = top
        delegate?.navigationController(self, willShow: top, animated: appearanceIsAnimated)
    }

    /// The appearance ended: the delegate's `didShow` for a top controller announced by
    /// `navigationAppearanceBegan()`, after its `viewDidAppear`.
    func navigationAppearanceEnded() {
        guard announcedTop != nil else { return }
        announcedTop = nil
        guard let top = topViewController, top !== shownTop else { return }
        shownTop = top
        delegate?.navigationController(self, didShow: top, animated: appearanceIsAnimated)
    }

    /// Ends a running push or pop at once (a new one begins): its views take their final places.
    func finishRunningTransition() {
        guard let transition = runningTransition else { return }
        runningTransition = nil
        transition.complete()
    }

    /// The horizontal slide of a push or a pop, eased in and out over `transitionDuration`.
    func slide(
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
