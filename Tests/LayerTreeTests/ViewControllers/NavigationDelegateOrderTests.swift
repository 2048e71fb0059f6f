import LayerTree
import Testing

/// A controller that runs a block from its viewWillAppear, once, recording its callbacks.
private final class HookedController: UIViewController {
    let name: String
    let log: CallbackLog
    var onWillAppear: (() -> Void)?

    init(_ name: String, log: CallbackLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.record("\(name).viewWillAppear")
        let hook = onWillAppear
        onWillAppear = nil
        hook?()
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.record("\(name).viewDidAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.record("\(name).viewWillDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.record("\(name).viewDidDisappear")
    }
}

/// A controller whose willMove and didMove overrides do not call super, recording its flags.
private final class NoSuperController: UIViewController {
    var flags: [String] = []

    override func willMove(toParent parent: UIViewController?) {}
    override func didMove(toParent parent: UIViewController?) {}
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        flags.append("willAppear moving=\(isMovingToParent)")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        flags.append("didAppear moving=\(isMovingToParent)")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        flags.append("willDisappear moving=\(isMovingFromParent)")
    }
}

private final class CustomBar: UINavigationBar {}
private final class CustomToolbar: UIToolbar {}

@Suite("UINavigationController: the delegate's order, stacks that follow the children, movement flags, classes")
@MainActor
struct NavigationDelegateOrderTests {
    @Test("First appearance: A's viewWillAppear, willShow A, A's viewDidAppear, didShow A; not again when it reappears")
    func firstAppearance() {
        let log = CallbackLog()
        MediaClock.useManualTime(0)
        let window = makeWindow()
        let a = RecordingViewController("A", log: log)
        let navigation = UINavigationController(rootViewController: a)
        let delegate = NavigationDelegateLog(log)
        navigation.delegate = delegate
        _ = log.take()
        window.rootViewController = navigation
        #expect(log.take() == ["A.loadView", "A.viewDidLoad", "A.viewWillAppear(false)", "willShow A false"])
        frame()
        #expect(log.takeAppearance() == ["A.viewDidAppear(false)", "didShow A false"])
        window.isHidden = true
        frame()
        window.isHidden = false
        frame()
        #expect(
            log.takeAppearance() == [
                "A.viewWillDisappear(false)", "A.viewDidDisappear(false)", "A.viewWillAppear(false)", "A.viewDidAppear(false)",
            ])
    }

    @Test("A push: A's viewWillDisappear, B's viewWillAppear, willShow B … B's viewDidAppear, didShow B (vastdevblog 2012)")
    func pushOrder() {
        let log = CallbackLog()
        MediaClock.useManualTime(0)
        let window = makeWindow()
        let a = RecordingViewController("A", log: log), b = RecordingViewController("B", log: log)
        let navigation = UINavigationController(rootViewController: a)
        window.rootViewController = navigation
        frame()
        let delegate = NavigationDelegateLog(log)
        navigation.delegate = delegate
        _ = log.take()
        navigation.pushViewController(b, animated: false)
        #expect(
            log.take() == [
                "B.willMove(toParent: UINavigationController)", "B.loadView", "B.viewDidLoad", "A.viewWillDisappear(false)",
                "B.viewWillAppear(false) movingToParent", "willShow B false",
            ])
        frame()
        #expect(
            log.takeAppearance() == [
                "A.viewDidDisappear(false)", "B.viewDidAppear(false) movingToParent",
                "B.didMove(toParent: UINavigationController)", "didShow B false",
            ])
    }

    @Test("A pop from the top controller's viewWillAppear while the navigation controller appears: B still gets viewDidDisappear")
    func popWhileAppearing() {
        let log = CallbackLog()
        MediaClock.useManualTime(0)
        let window = makeWindow()
        let a = HookedController("A", log: log), b = HookedController("B", log: log)
        let navigation = UINavigationController(rootViewController: a)
        navigation.pushViewController(b, animated: false)
        b.onWillAppear = { navigation.popViewController(animated: false) }
        window.rootViewController = navigation
        #expect(log.take() == ["B.viewWillAppear", "B.viewWillDisappear", "A.viewWillAppear"])
        frame()
        #expect(log.take() == ["B.viewDidDisappear", "A.viewDidAppear"])
        #expect(navigation.viewControllers == [a] && b.parent == nil && b.view.superview == nil)
    }

    @Test("setViewControllers from viewWillAppear while appearing: the old top still gets viewDidDisappear")
    func replaceWhileAppearing() {
        let log = CallbackLog()
        MediaClock.useManualTime(0)
        let window = makeWindow()
        let a = HookedController("A", log: log), c = HookedController("C", log: log)
        let navigation = UINavigationController(rootViewController: a)
        a.onWillAppear = { navigation.setViewControllers([c], animated: false) }
        window.rootViewController = navigation
        frame()
        #expect(
            log.take() == [
                "A.viewWillAppear", "A.viewWillDisappear", "C.viewWillAppear", "A.viewDidDisappear", "C.viewDidAppear",
            ])
    }

    @Test("viewControllers follow the children: removeFromParent, or another container taking the controller")
    func stackFollowsChildren() {
        let log = CallbackLog()
        MediaClock.useManualTime(0)
        let window = makeWindow()
        let a = RecordingViewController("A", log: log), b = RecordingViewController("B", log: log)
        let c = RecordingViewController("C", log: log)
        let navigation = UINavigationController(rootViewController: a)
        window.rootViewController = navigation
        navigation.setViewControllers([a, b, c], animated: false)
        frame()
        b.removeFromParent()
        #expect(navigation.viewControllers == [a, c] && navigation.navigationBar.items == [a.navigationItem, c.navigationItem])
        let other = UINavigationController()
        other.pushViewController(c, animated: false)
        #expect(navigation.viewControllers == [a] && other.viewControllers == [c])
        frame()
        #expect(a.view.window === window && navigation.topViewController === a)
        let tabs = UITabBarController()
        let d = UIViewController(), e = UIViewController()
        tabs.viewControllers = [d, e]
        tabs.selectedIndex = 1
        e.removeFromParent()
        #expect(tabs.viewControllers == [d] && tabs.selectedViewController === d && tabs.tabBar.items?.count == 1)
    }

    @Test("isMovingToParent and isMovingFromParent without super in willMove/didMove")
    func movementFlagsWithoutSuper() {
        MediaClock.useManualTime(0)
        let window = makeWindow()
        let navigation = UINavigationController(rootViewController: UIViewController())
        window.rootViewController = navigation
        frame()
        let pushed = NoSuperController()
        navigation.pushViewController(pushed, animated: false)
        frame()
        #expect(pushed.flags == ["willAppear moving=true", "didAppear moving=true"] && !pushed.isMovingToParent)
        navigation.popViewController(animated: false)
        #expect(pushed.flags.last == "willDisappear moving=true")
        frame()
        #expect(!pushed.isMovingFromParent)
    }

    @Test("init(navigationBarClass:toolbarClass:) makes the bars of the classes given; the delegate gives the orientations")
    func barClassesAndOrientations() {
        let navigation = UINavigationController(navigationBarClass: CustomBar.self, toolbarClass: CustomToolbar.self)
        #expect(navigation.navigationBar is CustomBar && navigation.toolbar is CustomToolbar)
        #expect(navigation.viewControllers.isEmpty && navigation.navigationBar.frame.height == 0)
        var refused: [Diagnostic] = []
        refused = LayerTreeDiagnostics.capturing {
            let plain = UINavigationController(navigationBarClass: UIView.self, toolbarClass: nil)
            #expect(type(of: plain.navigationBar) == UINavigationBar.self && type(of: plain.toolbar!) == UIToolbar.self)
        }
        #expect(refused.count == 1)
        let log = CallbackLog(), delegate = NavigationDelegateLog(log)
        #expect(navigation.supportedInterfaceOrientations == .allButUpsideDown)
        navigation.delegate = delegate
        delegate.orientations = .portrait
        #expect(navigation.supportedInterfaceOrientations == .portrait && UINavigationController.Operation.pop.rawValue == 2)
    }
}
