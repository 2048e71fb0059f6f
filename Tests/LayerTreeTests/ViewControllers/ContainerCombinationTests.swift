import LayerTree
import Testing

@Suite("Containers together: nested safe areas, presenting a navigation controller, overlapping pushes, show(_:sender:)")
@MainActor
struct ContainerCombinationTests {
    @Test("A navigation controller in a tab: its child's safe area has the bar on top and the tab bar below")
    func navigationInTab() {
        MediaClock.useManualTime(0)
        let window = makeWindow(width: 390, height: 844)
        window.setSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let content = UIViewController()
        let navigation = UINavigationController(rootViewController: content)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, UIViewController()]
        window.rootViewController = tabs
        frame()
        #expect(content.view.frame == window.bounds)
        #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 83, right: 0))
        #expect(content.tabBarController === tabs && content.navigationController === navigation)
    }

    @Test("Presenting a navigation controller makes its root appear with it; its next responder is the presenter")
    func presentNavigation() {
        MediaClock.useManualTime(0)
        let log = CallbackLog()
        let window = makeWindow()
        let root = RecordingViewController("A", log: log)
        window.rootViewController = root
        frame()
        _ = log.take()
        let inner = RecordingViewController("N", log: log)
        let navigation = UINavigationController(rootViewController: inner)
        navigation.modalPresentationStyle = .fullScreen
        _ = log.take()
        root.present(navigation, animated: false)
        #expect(log.take() == ["A.viewWillDisappear(false)", "N.loadView", "N.viewDidLoad", "N.viewWillAppear(false)"])
        frame()
        #expect(log.takeAppearance() == ["N.viewDidAppear(false)", "A.viewDidDisappear(false)"])
        #expect(inner.presentingViewController === root && navigation.next === root)
        inner.dismiss(animated: false)
        frame()
        #expect(
            log.takeAppearance() == [
                "N.viewWillDisappear(false)", "A.viewWillAppear(false)", "A.viewDidAppear(false)", "N.viewDidDisappear(false)",
            ])
    }

    @Test("A push during a running push ends the running one at once (its did callbacks), then starts")
    func overlappingPushes() {
        MediaClock.useManualTime(0)
        let log = CallbackLog()
        let window = makeWindow()
        let a = RecordingViewController("A", log: log), b = RecordingViewController("B", log: log)
        let c = RecordingViewController("C", log: log)
        let navigation = UINavigationController(rootViewController: a)
        window.rootViewController = navigation
        frame()
        navigation.pushViewController(b, animated: true)
        frame(after: 0.1)
        _ = log.take()
        navigation.pushViewController(c, animated: true)
        #expect(
            log.takeAppearance() == [
                "A.viewDidDisappear(true)", "B.viewDidAppear(true) movingToParent",
                "B.didMove(toParent: UINavigationController)", "C.willMove(toParent: UINavigationController)", "C.loadView",
                "C.viewDidLoad", "B.viewWillDisappear(true)", "C.viewWillAppear(true) movingToParent",
            ])
        frame()
        frame(after: 0.35)
        #expect(navigation.viewControllers == [a, b, c] && c.view.window === window && b.view.superview == nil)
    }

    @Test("show(_:sender:) pushes inside a navigation controller and presents elsewhere")
    func show() {
        MediaClock.useManualTime(0)
        let window = makeWindow()
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        frame()
        let detail = UIViewController()
        root.show(detail, sender: nil)
        #expect(navigation.topViewController === detail)
        frame(after: 0.35)
        let lone = UIViewController()
        window.rootViewController = lone
        frame()
        let sheet = UIViewController()
        lone.show(sheet, sender: nil)
        #expect(lone.presentedViewController === sheet)
        frame(after: 0.5)
    }
}

@Suite("hidesBottomBarWhenPushed")
@MainActor
struct HidesBottomBarTests {
    @Test("A controller pushed with hidesBottomBarWhenPushed hides the tab bar once pushed, until its pop starts")
    func hidesTabBar() {
        MediaClock.useManualTime(0)
        let window = makeWindow(width: 390, height: 844)
        window.setSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let navigation = UINavigationController(rootViewController: UIViewController())
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        window.rootViewController = tabs
        frame()
        let detail = UIViewController()
        detail.hidesBottomBarWhenPushed = true
        navigation.pushViewController(detail, animated: true)
        frame()
        #expect(!tabs.tabBar.isHidden, "during the push the bar stays")
        frame(after: 0.35)
        frame()
        #expect(tabs.tabBar.isHidden && detail.view.safeAreaInsets.bottom == 34)
        navigation.popViewController(animated: true)
        #expect(!tabs.tabBar.isHidden, "back at the pop's start")
        frame()
        frame(after: 0.35)
        #expect(navigation.viewControllers.first?.view.safeAreaInsets.bottom == 83)
    }
}
