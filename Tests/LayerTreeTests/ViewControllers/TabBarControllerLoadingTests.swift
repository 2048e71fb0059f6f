import LayerTree
import Testing

/// A tab bar controller that sets its tabs up in viewDidLoad, as iOS code does.
private final class SetUpInViewDidLoad: UITabBarController {
    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        events.append("viewDidLoad")
        let first = UIViewController(), second = UIViewController()
        first.title = "First"
        second.title = "Second"
        viewControllers = [first, second]
    }
}

@Suite("UITabBarController: its view loads in init; navigation controllers' tab items come from their root")
@MainActor
struct TabBarControllerLoadingTests {
    @Test("A subclass's viewDidLoad runs inside init(): its tabs exist right after")
    func loadsInInit() {
        let tabs = SetUpInViewDidLoad()
        #expect(tabs.events == ["viewDidLoad"] && tabs.isViewLoaded)
        #expect(tabs.viewControllers?.count == 2 && tabs.tabBar.items?.map(\.title) == ["First", "Second"])
        #expect(tabs.selectedIndex == 0)
        _ = tabs.view
        #expect(tabs.events == ["viewDidLoad"], "loaded once")
    }

    @Test("A navigation controller in a tab shows its root's title and tab bar item, unless it has its own")
    func navigationTabItems() {
        let inbox = UIViewController()
        inbox.title = "Inbox"
        let settings = UIViewController()
        let settingsItem = UITabBarItem(title: "Settings", image: nil, tag: 7)
        settings.tabBarItem = settingsItem
        let own = UINavigationController(rootViewController: UIViewController())
        own.tabBarItem = UITabBarItem(title: "Own", image: nil, tag: 3)
        let tabs = UITabBarController()
        tabs.viewControllers = [
            UINavigationController(rootViewController: inbox), UINavigationController(rootViewController: settings), own,
        ]
        #expect(tabs.tabBar.items?.map(\.title) == ["Inbox", "Settings", "Own"])
        #expect(tabs.tabBar.items?[1] === settingsItem && tabs.viewControllers?[1].tabBarItem === settingsItem)
        inbox.title = "Mail"
        #expect(tabs.tabBar.items?.first?.title == "Mail")
        let buttonTitles = tabs.tabBar.subviews.flatMap(\.subviews).compactMap { ($0 as? UILabel)?.text }
        #expect(buttonTitles.contains("Mail") && !buttonTitles.contains("Inbox"))
        let replacement = UIViewController()
        replacement.title = "Archive"
        (tabs.viewControllers?[0] as? UINavigationController)?.setViewControllers([replacement], animated: false)
        #expect(tabs.tabBar.items?.first?.title == "Archive")
    }

    @Test("Tapping the tab of a navigation controller whose item is its root's selects it")
    func tapRootItem() {
        MediaClock.useManualTime(0)
        let window = makeWindow()
        let first = UIViewController(), second = UIViewController()
        first.title = "One"
        second.title = "Two"
        let tabs = UITabBarController()
        tabs.viewControllers = [
            UINavigationController(rootViewController: first), UINavigationController(rootViewController: second),
        ]
        window.rootViewController = tabs
        frame()
        window.injectTouch(id: 1, phase: .began, at: CGPoint(x: 240, y: 455), timestamp: 0)
        window.injectTouch(id: 1, phase: .ended, at: CGPoint(x: 240, y: 455), timestamp: 0.1)
        #expect(tabs.selectedIndex == 1 && second.view.window === window)
    }
}
