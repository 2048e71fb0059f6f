import LayerTree
import Testing

/// A controller that animates a badge alongside its appearance, as iOS code does in viewWillAppear.
private final class AlongsideController: UIViewController {
    let badge = UIView()
    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(badge)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        badge.alpha = 1
        events.append("coordinator \(transitionCoordinator?.transitionDuration ?? -1)")
        transitionCoordinator?.animate(
            alongsideTransition: { _ in self.badge.alpha = 0 },
            completion: { context in self.events.append("completion animated=\(context.isAnimated)") })
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        events.append("viewDidAppear coordinator=\(transitionCoordinator != nil)")
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        events.append("willTransition \(Int(size.width))x\(Int(size.height))")
        coordinator.animate(alongsideTransition: { _ in self.events.append("alongside \(Int(self.view.bounds.width))") })
    }
}

@Suite("Transition coordinators: animations alongside pushes and presentations, window resizes")
@MainActor
struct TransitionCoordinatorTests {
    @Test("Blocks added in viewWillAppear animate with the push; completions come before viewDidAppear")
    func alongsidePush() {
        MediaClock.useManualTime(0)
        let window = makeWindow()
        let navigation = UINavigationController(rootViewController: UIViewController())
        window.rootViewController = navigation
        frame()
        let pushed = AlongsideController()
        navigation.pushViewController(pushed, animated: true)
        #expect(pushed.transitionCoordinator?.viewController(forKey: .to) === pushed)
        #expect(navigation.transitionCoordinator?.isAnimated == true)
        frame()
        frame(after: 0.175)
        #expect(abs(pushed.badge.layer.presentation()!.opacity - 0.5) < 0.001, "faded half way with the slide")
        frame(after: 0.175)
        #expect(pushed.events == ["coordinator 0.35", "completion animated=true", "viewDidAppear coordinator=false"])
        #expect(navigation.transitionCoordinator == nil)
    }

    @Test("A presentation's coordinator lasts its 0.5 s; without animation the blocks run at once")
    func alongsidePresentation() {
        MediaClock.useManualTime(0)
        let window = makeWindow()
        let root = UIViewController()
        window.rootViewController = root
        frame()
        let presented = AlongsideController()
        root.present(presented, animated: false)
        #expect(presented.badge.alpha == 0 && presented.events == ["coordinator 0.0"])
        frame()
        #expect(presented.events.suffix(2) == ["completion animated=false", "viewDidAppear coordinator=false"])
    }

    @Test("A window resize: viewWillTransition(to:with:) first, children too, blocks after the new size")
    func resize() {
        MediaClock.useManualTime(0)
        let window = makeWindow()
        let parent = AlongsideController(), child = AlongsideController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        window.rootViewController = parent
        frame()
        parent.events = []
        child.events = []
        window.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        #expect(parent.events == ["willTransition 480x320", "alongside 480"])
        #expect(child.events == ["willTransition 480x320", "alongside \(Int(child.view.bounds.width))"])
        window.frame = CGRect(x: 10, y: 0, width: 480, height: 320)
        #expect(parent.events.count == 2, "a move alone is no size transition")
    }
}
