import LayerTree
import Testing

/// A tab bar controller delegate that records and may refuse.
@MainActor
private final class TabLog: UITabBarControllerDelegate {
    let log: CallbackLog
    var refused: UIViewController?
    init(_ log: CallbackLog) { self.log = log }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        log.record("shouldSelect \((viewController as? RecordingViewController)?.name ?? "?")")
        return viewController !== refused
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        log.record("didSelect \((viewController as? RecordingViewController)?.name ?? "?")")
    }
}

@Suite("UITabBarController, UITabBar, UITabBarItem")
@MainActor
struct TabBarControllerTests {
    /// A tab bar controller with tabs A, B, C in a shown 390 × 844 window with a home indicator.
    private func shownTabs(_ log: CallbackLog) -> (UIWindow, UITabBarController, [RecordingViewController]) {
        MediaClock.useManualTime(0)
        let window = makeWindow(width: 390, height: 844)
        window.setSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let tabs = ["A", "B", "C"].map { RecordingViewController($0, log: log) }
        for tab in tabs { tab.title = "Tab \(tab.name)" }
        let controller = UITabBarController()
        controller.viewControllers = tabs
        window.rootViewController = controller
        frame()
        _ = log.take()
        return (window, controller, tabs)
    }

    @Test("The first tab is selected and appears; the bar is 49 points above the home indicator, items equal widths")
    func layout() {
        let log = CallbackLog()
        let (window, controller, tabs) = shownTabs(log)
        #expect(controller.selectedIndex == 0 && controller.selectedViewController === tabs[0])
        #expect(controller.children == tabs && tabs[1].tabBarController === controller && !tabs[1].isViewLoaded)
        #expect(controller.tabBar.frame == CGRect(x: 0, y: 761, width: 390, height: 83))
        #expect(controller.tabBar.items?.map(\.title) == ["Tab A", "Tab B", "Tab C"])
        #expect(controller.tabBar.selectedItem === tabs[0].tabBarItem)
        #expect(tabs[0].view.frame == window.bounds && tabs[0].view.safeAreaInsets.bottom == 83)
        let buttons = controller.tabBar.subviews.filter { $0 is UIControl }
        #expect(
            buttons.map(\.frame.minX) == [0, 130, 260] && buttons.allSatisfy { $0.frame.size == CGSize(width: 130, height: 49) })
        #expect(UITabBarController().selectedIndex == NSNotFound)
    }

    @Test("Tapping a tab: shouldSelect, the switch (old disappears, new appears, at once), didSelect")
    func tapSwitches() {
        let log = CallbackLog()
        let (window, controller, tabs) = shownTabs(log)
        let delegate = TabLog(log)
        controller.delegate = delegate
        window.injectTouch(id: 1, phase: .began, at: CGPoint(x: 195, y: 790), timestamp: 0)
        window.injectTouch(id: 1, phase: .ended, at: CGPoint(x: 195, y: 790), timestamp: 0.1)
        #expect(
            log.takeAppearance() == [
                "shouldSelect B", "B.loadView", "B.viewDidLoad", "A.viewWillDisappear(false)", "B.viewWillAppear(false)",
                "A.viewDidDisappear(false)", "B.viewDidAppear(false)", "didSelect B",
            ])
        #expect(controller.selectedIndex == 1 && tabs[0].view.superview == nil && tabs[1].view.window === window)
        delegate.refused = tabs[2]
        window.injectTouch(id: 2, phase: .began, at: CGPoint(x: 325, y: 790), timestamp: 1)
        window.injectTouch(id: 2, phase: .ended, at: CGPoint(x: 325, y: 790), timestamp: 1.1)
        #expect(log.take() == ["shouldSelect C"] && controller.selectedIndex == 1)
    }

    @Test("Selecting in code tells no delegate; out-of-range indices and strangers are refused")
    func programmaticSelection() {
        let log = CallbackLog()
        let (window, controller, tabs) = shownTabs(log)
        defer { withExtendedLifetime(window) {} }
        let delegate = TabLog(log)
        controller.delegate = delegate
        controller.selectedIndex = 2
        #expect(
            log.takeAppearance() == [
                "C.loadView", "C.viewDidLoad", "A.viewWillDisappear(false)", "C.viewWillAppear(false)",
                "A.viewDidDisappear(false)", "C.viewDidAppear(false)",
            ])
        let issues = LayerTreeDiagnostics.capturing {
            controller.selectedIndex = 3
            controller.selectedViewController = UIViewController()
        }
        #expect(issues.count == 2 && controller.selectedViewController === tabs[2])
        controller.viewControllers = [tabs[1]]
        #expect(controller.selectedIndex == 0 && controller.children == [tabs[1]] && tabs[2].parent == nil)
    }

    @Test("A tab on a navigation controller pops to its root when tapped again; badges and system items")
    func reselectAndItems() {
        MediaClock.useManualTime(0)
        let window = makeWindow()
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let controller = UITabBarController()
        controller.viewControllers = [navigation, UIViewController()]
        window.rootViewController = controller
        frame()
        navigation.pushViewController(UIViewController(), animated: false)
        frame()
        window.injectTouch(id: 1, phase: .began, at: CGPoint(x: 80, y: 455), timestamp: 0)
        window.injectTouch(id: 1, phase: .ended, at: CGPoint(x: 80, y: 455), timestamp: 0.1)
        #expect(navigation.viewControllers == [root])
        let item = UITabBarItem(tabBarSystemItem: .favorites, tag: 7)
        #expect(item.title == "Favorites" && item.tag == 7)
        item.badgeValue = "3"
        navigation.tabBarItem = item
        #expect(controller.tabBar.items?.first === item)
        let badge = controller.tabBar.subviews.first { $0 is UIControl }?.subviews.compactMap { $0 as? UILabel }.first {
            $0.text == "3"
        }
        #expect(badge.map { !$0.isHidden && $0.backgroundColor == .systemRed } == true)
        frame(after: 1)
    }
}
