import LayerTree
import Testing

/// A navigation controller delegate that records what it is told.
@MainActor
private final class NavigationLog: UINavigationControllerDelegate {
    let log: CallbackLog
    init(_ log: CallbackLog) { self.log = log }

    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        log.record("willShow \((viewController as? RecordingViewController)?.name ?? "?") \(animated)")
    }
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        log.record("didShow \((viewController as? RecordingViewController)?.name ?? "?") \(animated)")
    }
}

@Suite("UINavigationController: the stack, push and pop on the media clock, the bar and the safe area")
@MainActor
struct NavigationControllerTests {
    /// A navigation controller rooted at A, shown in a 320 × 480 window whose frames have run.
    private func shownNavigation(_ log: CallbackLog) -> (UIWindow, UINavigationController, RecordingViewController) {
        MediaClock.useManualTime(0)
        let window = makeWindow()
        let root = RecordingViewController("A", log: log)
        root.title = "Inbox"
        let navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        frame()
        _ = log.take()
        return (window, navigation, root)
    }

    @Test("init(rootViewController:): the root is the stack, a child, and appears with the navigation controller")
    func rootAppears() {
        let log = CallbackLog()
        let root = RecordingViewController("A", log: log)
        let navigation = UINavigationController(rootViewController: root)
        #expect(log.take() == ["A.willMove(toParent: UINavigationController)", "A.didMove(toParent: UINavigationController)"])
        #expect(navigation.viewControllers == [root] && navigation.children == [root] && root.navigationController === navigation)
        #expect(navigation.topViewController === root && navigation.visibleViewController === root && !root.isViewLoaded)
        let window = makeWindow()
        window.rootViewController = navigation
        #expect(log.take() == ["A.loadView", "A.viewDidLoad", "A.viewWillAppear(false)"])
        CATransaction.flush()
        #expect(log.takeAppearance() == ["A.viewDidAppear(false)"])
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(root.view.frame == window.bounds && root.view.superview?.isDescendant(of: navigation.view) == true)
    }

    @Test("An animated push: A disappears, B appears, willShow, B slides in from the right over 0.35 s, A a third out")
    func animatedPush() {
        let log = CallbackLog()
        let (window, navigation, root) = shownNavigation(log)
        let delegate = NavigationLog(log)
        navigation.delegate = delegate
        let pushed = RecordingViewController("B", log: log)
        navigation.pushViewController(pushed, animated: true)
        #expect(
            log.take() == [
                "B.willMove(toParent: UINavigationController)", "B.loadView", "B.viewDidLoad", "A.viewWillDisappear(true)",
                "B.viewWillAppear(true) movingToParent", "willShow B true",
            ])
        #expect(navigation.viewControllers == [root, pushed] && navigation.topViewController === pushed)
        frame()
        #expect(pushed.view.layer.presentation()!.position.x == 480, "starts one width to the right")
        frame(after: 0.175)
        #expect(abs(pushed.view.layer.presentation()!.position.x - 320) < 0.01, "half way at 0.175 s")
        #expect(abs(root.view.layer.presentation()!.position.x - (160 - 320.0 / 6)) < 0.01, "A moved a sixth of the width")
        #expect(log.takeAppearance().isEmpty)
        frame(after: 0.175)
        #expect(
            log.takeAppearance() == [
                "A.viewDidDisappear(true)", "B.viewDidAppear(true) movingToParent",
                "B.didMove(toParent: UINavigationController)", "didShow B true",
            ])
        #expect(root.view.superview == nil && pushed.view.frame == window.bounds && !pushed.isMovingToParent)
    }

    @Test("An animated pop: B leaves the parent after disappearing; A comes back from a third of the way in")
    func animatedPop() {
        let log = CallbackLog()
        let (window, navigation, root) = shownNavigation(log)
        defer { withExtendedLifetime(window) {} }
        let pushed = RecordingViewController("B", log: log)
        navigation.pushViewController(pushed, animated: false)
        frame()
        _ = log.take()
        let popped = navigation.popViewController(animated: true)
        #expect(popped === pushed && navigation.viewControllers == [root])
        #expect(
            log.take() == [
                "B.willMove(toParent: nil)", "B.viewWillDisappear(true) movingFromParent", "A.viewWillAppear(true)",
            ])
        frame()
        #expect(abs(root.view.layer.presentation()!.position.x - (160 - 320.0 / 3)) < 0.01)
        frame(after: 0.175)
        #expect(abs(pushed.view.layer.presentation()!.position.x - 320) < 0.01, "B half way out to the right")
        frame(after: 0.175)
        #expect(
            log.takeAppearance() == [
                "B.viewDidDisappear(true) movingFromParent", "A.viewDidAppear(true)", "B.didMove(toParent: nil)",
            ])
        #expect(pushed.parent == nil && navigation.children == [root] && pushed.view.superview == nil)
        #expect(navigation.popViewController(animated: true) == nil, "the root stays")
    }

    @Test("popToRoot, popTo, setViewControllers: the covered controllers leave at once, the top through the transition")
    func stackOperations() {
        let log = CallbackLog()
        let (window, navigation, root) = shownNavigation(log)
        defer { withExtendedLifetime(window) {} }
        let b = RecordingViewController("B", log: log), c = RecordingViewController("C", log: log)
        let d = RecordingViewController("D", log: log)
        navigation.setViewControllers([root, b, c], animated: false)
        frame()
        #expect(navigation.viewControllers == [root, b, c])
        _ = log.take()
        #expect(navigation.popToRootViewController(animated: false) == [b, c])
        #expect(
            log.take() == [
                "B.willMove(toParent: nil)", "C.willMove(toParent: nil)", "B.didMove(toParent: nil)",
                "C.viewWillDisappear(false) movingFromParent", "A.viewWillAppear(false)",
            ])
        frame()
        #expect(
            log.takeAppearance() == [
                "C.viewDidDisappear(false) movingFromParent", "A.viewDidAppear(false)", "C.didMove(toParent: nil)",
            ])
        navigation.setViewControllers([root, b, d], animated: false)
        frame()
        #expect(navigation.popToViewController(b, animated: false) == [d])
        frame()
        #expect(navigation.viewControllers == [root, b] && navigation.children == [root, b])
        let unknown = LayerTreeDiagnostics.capturing { #expect(navigation.popToViewController(c, animated: true) == nil) }
        #expect(unknown.count == 1)
    }

    @Test("Refused: pushing a controller twice or a navigation controller")
    func refusedPushes() {
        let log = CallbackLog()
        let (window, navigation, root) = shownNavigation(log)
        defer { withExtendedLifetime(window) {} }
        let issues = LayerTreeDiagnostics.capturing {
            navigation.pushViewController(root, animated: true)
            navigation.pushViewController(UINavigationController(), animated: true)
        }
        #expect(issues.count == 2 && navigation.viewControllers == [root])
    }

    @Test("The bar: 44 points under the status bar, background reaching up; the child's safe area includes it")
    func barAndSafeArea() {
        MediaClock.useManualTime(0)
        let window = makeWindow(width: 390, height: 844)
        window.setSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        frame()
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
        #expect(
            root.view.frame == window.bounds && root.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        #expect(root.view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 91, width: 390, height: 719))
        navigation.navigationBar.isTranslucent = false
        frame()
        #expect(root.view.frame == CGRect(x: 0, y: 91, width: 390, height: 753), "an opaque bar: the view starts below it")
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        root.extendedLayoutIncludesOpaqueBars = true
        frame()
        #expect(root.view.frame == window.bounds && root.view.safeAreaInsets.top == 91)
        navigation.isNavigationBarHidden = true
        frame()
        #expect(navigation.navigationBar.isHidden && root.view.safeAreaInsets.top == 47)
    }

    @Test("Hiding the bar with animation slides it up over 0.2 s")
    func barHidingAnimates() {
        let log = CallbackLog()
        let (window, navigation, _) = shownNavigation(log)
        defer { withExtendedLifetime(window) {} }
        navigation.setNavigationBarHidden(true, animated: true)
        frame()
        frame(after: 0.1)
        #expect(abs(navigation.navigationBar.layer.presentation()!.position.y - 0) < 0.01, "half way: centre at 22 − 22")
        #expect(!navigation.navigationBar.isHidden)
        frame(after: 0.1)
        #expect(navigation.navigationBar.isHidden && navigation.isNavigationBarHidden)
    }

    @Test("Tapping the back button pops")
    func backButtonPops() {
        let log = CallbackLog()
        let (window, navigation, root) = shownNavigation(log)
        navigation.pushViewController(UIViewController(), animated: false)
        frame()
        window.injectTouch(id: 1, phase: .began, at: CGPoint(x: 30, y: 22), timestamp: 1)
        window.injectTouch(id: 1, phase: .ended, at: CGPoint(x: 30, y: 22), timestamp: 1.1)
        #expect(navigation.viewControllers == [root])
        frame()
        frame(after: 0.35)
        #expect(root.view.window === window)
    }

    @Test("The toolbar shows the top controller's items 44 points above the bottom inset")
    func toolbar() {
        MediaClock.useManualTime(0)
        let window = makeWindow(width: 390, height: 844)
        window.setSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let root = UIViewController()
        root.toolbarItems = [UIBarButtonItem(title: "Edit"), .flexibleSpace(), UIBarButtonItem(systemItem: .done)]
        let navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        #expect(navigation.isToolbarHidden)
        navigation.setToolbarHidden(false, animated: false)
        frame()
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 766, width: 390, height: 44))
        #expect(navigation.toolbar.items?.count == 3 && root.view.safeAreaInsets.bottom == 78)
    }
}
