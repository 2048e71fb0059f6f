import LayerTree
import Testing

/// A navigation delegate that logs what it is told and may give an animator.
@MainActor
final class NavigationDelegateLog: UINavigationControllerDelegate {
    let log: CallbackLog
    var animator: UIViewControllerAnimatedTransitioning?
    var orientations: UIInterfaceOrientationMask?

    init(_ log: CallbackLog) { self.log = log }

    private func name(_ controller: UIViewController) -> String { (controller as? RecordingViewController)?.name ?? "?" }

    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        log.record("willShow \(name(viewController)) \(animated)")
    }
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        log.record("didShow \(name(viewController)) \(animated)")
    }
    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        log.record("animator \(operation == .push ? "push" : "pop") \(name(fromVC)) → \(name(toVC))")
        return animator
    }
    func navigationControllerSupportedInterfaceOrientations(
        _ navigationController: UINavigationController
    ) -> UIInterfaceOrientationMask { orientations ?? .allButUpsideDown }
}

/// A custom push animator, as iOS code writes one: it adds the incoming view and fades it in
/// over 0.2 s, reading what the context says.
@MainActor
final class FadeAnimator: UIViewControllerAnimatedTransitioning {
    var seen: [String] = []

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.2 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let to = transitionContext.viewController(forKey: .to), let from = transitionContext.viewController(forKey: .from),
            let toView = transitionContext.view(forKey: .to)
        else { return }
        seen.append("final \(transitionContext.finalFrame(for: to)) initial \(transitionContext.initialFrame(for: from))")
        toView.frame = transitionContext.finalFrame(for: to)
        transitionContext.containerView.addSubview(toView)
        toView.alpha = 0
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), animations: { toView.alpha = 1 },
            completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }

    func animationEnded(_ transitionCompleted: Bool) { seen.append("ended \(transitionCompleted)") }
}

@Suite("UINavigationController: the edge pan that pops, and a delegate's animator")
@MainActor
struct NavigationInteractivePopTests {
    /// A navigation controller showing A under B in a 320 × 480 window, frames run, log emptied.
    private func twoLevels(_ log: CallbackLog) -> (
        UIWindow, UINavigationController, RecordingViewController, RecordingViewController
    ) {
        MediaClock.useManualTime(0)
        let window = makeWindow()
        let a = RecordingViewController("A", log: log), b = RecordingViewController("B", log: log)
        let navigation = UINavigationController(rootViewController: a)
        window.rootViewController = navigation
        frame()
        navigation.pushViewController(b, animated: false)
        frame()
        _ = log.take()
        return (window, navigation, a, b)
    }

    private func drag(_ window: UIWindow, _ points: [(x: CGFloat, time: Double)], id: Int = 1) {
        for (index, point) in points.enumerated() {
            let phase: UITouch.Phase = index == 0 ? .began : index == points.count - 1 ? .ended : .moved
            window.injectTouch(id: id, phase: phase, at: CGPoint(x: point.x, y: 200), timestamp: point.time)
        }
    }

    @Test("A drag from the left edge: B follows the finger, A comes from a third in; released past half, the pop finishes")
    func edgePanPops() throws {
        let log = CallbackLog()
        let (window, navigation, a, b) = twoLevels(log)
        let delegate = NavigationDelegateLog(log)
        navigation.delegate = delegate
        let pan = try #require(navigation.interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer)
        #expect(pan.edges == .left && pan.view === navigation.view && pan.isEnabled)
        window.injectTouch(id: 1, phase: .began, at: CGPoint(x: 5, y: 200), timestamp: 1)
        window.injectTouch(id: 1, phase: .moved, at: CGPoint(x: 25, y: 200), timestamp: 1.05)
        #expect(
            log.take() == [
                "B.willMove(toParent: nil)", "B.viewWillDisappear(true) movingFromParent", "A.viewWillAppear(true)",
                "willShow A true",
            ])
        #expect(navigation.viewControllers == [a] && a.view.superview === b.view.superview)
        #expect(abs(b.view.center.x - 180) < 0.01 && abs(a.view.center.x - 60) < 0.01, "20 of 320: B +20, A −100")
        window.injectTouch(id: 1, phase: .moved, at: CGPoint(x: 165, y: 200), timestamp: 1.2)
        #expect(abs(b.view.center.x - 320) < 0.01 && abs(a.view.center.x - (160 - 320.0 / 6)) < 0.01)
        window.injectTouch(id: 1, phase: .moved, at: CGPoint(x: 205, y: 200), timestamp: 1.3)
        window.injectTouch(id: 1, phase: .ended, at: CGPoint(x: 205, y: 200), timestamp: 1.35)
        #expect(log.takeAppearance().isEmpty, "the rest of the way eases over 0.375 × 0.35 s")
        frame()
        frame(after: 0.14)
        #expect(
            log.takeAppearance() == [
                "B.viewDidDisappear(true) movingFromParent", "A.viewDidAppear(true)", "B.didMove(toParent: nil)",
                "didShow A true",
            ])
        #expect(b.view.superview == nil && b.parent == nil && a.view.frame == window.bounds)
        #expect(navigation.navigationBar.topItem === a.navigationItem)
    }

    @Test("Released short of half: cancelled; A disappears, B appears again (UIKit's order) and stays on top")
    func edgePanCancels() {
        let log = CallbackLog()
        let (window, navigation, a, b) = twoLevels(log)
        drag(window, [(5, 1), (25, 1.05), (65, 1.5), (65, 1.55)])
        #expect(
            log.take() == [
                "B.willMove(toParent: nil)", "B.viewWillDisappear(true) movingFromParent", "A.viewWillAppear(true)",
            ])
        frame()
        frame(after: 0.07)
        #expect(
            log.takeAppearance() == [
                "A.viewWillDisappear(true)", "A.viewDidDisappear(true)", "B.viewWillAppear(true)", "B.viewDidAppear(true)",
            ])
        #expect(navigation.viewControllers == [a, b] && b.parent === navigation && a.view.superview == nil)
        #expect(b.view.frame == window.bounds && navigation.navigationBar.topItem === b.navigationItem)
    }

    @Test("No pop: a drag starting 30 points in, a disabled recognizer, the root alone, left items replacing the back button")
    func edgePanRefuses() {
        let log = CallbackLog()
        let (window, navigation, a, b) = twoLevels(log)
        drag(window, [(30, 1), (130, 1.1), (230, 1.2)])
        navigation.interactivePopGestureRecognizer?.isEnabled = false
        drag(window, [(5, 2), (105, 2.1), (205, 2.2)], id: 2)
        navigation.interactivePopGestureRecognizer?.isEnabled = true
        b.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .plain, target: nil, action: nil)
        drag(window, [(5, 3), (105, 3.1), (205, 3.2)], id: 3)
        #expect(navigation.viewControllers == [a, b] && log.takeAppearance().isEmpty)
        navigation.popViewController(animated: false)
        frame()
        _ = log.take()
        drag(window, [(5, 4), (105, 4.1), (205, 4.2)], id: 4)
        #expect(navigation.viewControllers == [a] && log.takeAppearance().isEmpty)
        #expect(navigation.hidesBarsOnSwipe == false)
        navigation.hidesBarsOnSwipe = true
        #expect(navigation.hidesBarsOnSwipe)
    }

    @Test("A delegate's animator runs an animated push: it adds B's view and fades it in over its 0.2 s")
    func customAnimator() {
        let log = CallbackLog()
        MediaClock.useManualTime(0)
        let window = makeWindow()
        let a = RecordingViewController("A", log: log), b = RecordingViewController("B", log: log)
        let navigation = UINavigationController(rootViewController: a)
        window.rootViewController = navigation
        frame()
        let delegate = NavigationDelegateLog(log), animator = FadeAnimator()
        delegate.animator = animator
        navigation.delegate = delegate
        _ = log.take()
        navigation.pushViewController(b, animated: true)
        #expect(
            log.take() == [
                "B.willMove(toParent: UINavigationController)", "animator push A → B", "B.loadView", "B.viewDidLoad",
                "A.viewWillDisappear(true)", "B.viewWillAppear(true) movingToParent", "willShow B true",
            ])
        #expect(animator.seen == ["final \(window.bounds) initial \(window.bounds)"])
        #expect(b.view.superview === a.view.superview && a.view.center.x == 160, "A stays; no slide")
        frame()
        frame(after: 0.1)
        #expect(abs(Double(b.view.layer.presentation()!.opacity) - 0.5) < 0.01)
        frame(after: 0.1)
        #expect(
            log.takeAppearance() == [
                "A.viewDidDisappear(true)", "B.viewDidAppear(true) movingToParent",
                "B.didMove(toParent: UINavigationController)", "didShow B true",
            ])
        #expect(animator.seen.last == "ended true" && a.view.superview == nil && b.view.frame == window.bounds)
        navigation.popViewController(animated: false)
        #expect(log.take().contains("animator pop B → A") == false, "no animator for a transition without animation")
    }
}
