import LayerTree
import Testing

@Suite("UIViewController: loading, appearance, layout, the responder chain")
@MainActor
struct ViewControllerLifecycleTests {
    @Test("The view loads on first use: loadView then viewDidLoad, a screen-sized view resizing with its superview")
    func lazyLoading() {
        let log = CallbackLog()
        let controller = RecordingViewController("A", log: log)
        #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil && log.entries.isEmpty)
        let view = controller.view!
        #expect(log.take() == ["A.loadView", "A.viewDidLoad"])
        #expect(view.frame == UIScreen.main.bounds && view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(controller.isViewLoaded && controller.viewIfLoaded === view && view.backgroundColor == nil)
        controller.loadViewIfNeeded()
        _ = controller.view
        #expect(log.entries.isEmpty, "loaded once")
        let fresh = RecordingViewController("B", log: log)
        fresh.loadViewIfNeeded()
        #expect(log.take() == ["B.loadView", "B.viewDidLoad"])
    }

    @Test("A root controller on a shown window: viewWillAppear at once, layout and viewDidAppear in the next frame")
    func rootOnShownWindow() {
        let window = makeWindow()
        let log = CallbackLog()
        let controller = RecordingViewController("A", log: log)
        window.rootViewController = controller
        #expect(log.take() == ["A.loadView", "A.viewDidLoad", "A.viewWillAppear(false)"])
        #expect(controller.view.superview === window && controller.view.frame == window.bounds)
        CATransaction.flush()
        #expect(
            log.take() == [
                "A.updateViewConstraints", "A.viewIsAppearing", "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews",
                "A.viewDidAppear(false)",
            ])
        CATransaction.flush()
        #expect(log.entries.isEmpty)
    }

    @Test("A hidden window loads its root's view; makeKeyAndVisible makes it appear; hiding makes it disappear")
    func rootOnHiddenWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let log = CallbackLog()
        window.rootViewController = RecordingViewController("A", log: log)
        #expect(log.take() == ["A.loadView", "A.viewDidLoad"])
        window.makeKeyAndVisible()
        #expect(log.take() == ["A.viewWillAppear(false)"])
        CATransaction.flush()
        #expect(log.takeAppearance() == ["A.viewDidAppear(false)"])
        window.isHidden = true
        #expect(log.take() == ["A.viewWillDisappear(false)"])
        CATransaction.flush()
        #expect(log.take() == ["A.viewDidDisappear(false)"])
    }

    @Test("Replacing the root: the new view loads, old viewWillDisappear, new viewWillAppear; did callbacks next frame")
    func rootReplaced() {
        let window = makeWindow()
        let log = CallbackLog()
        let first = RecordingViewController("A", log: log), second = RecordingViewController("B", log: log)
        window.rootViewController = first
        CATransaction.flush()
        _ = log.take()
        window.rootViewController = second
        #expect(log.take() == ["B.loadView", "B.viewDidLoad", "A.viewWillDisappear(false)", "B.viewWillAppear(false)"])
        #expect(first.view.superview == nil && second.view.superview === window)
        CATransaction.flush()
        #expect(log.takeAppearance() == ["A.viewDidDisappear(false)", "B.viewDidAppear(false)"])
        window.rootViewController = nil
        #expect(log.take() == ["B.viewWillDisappear(false)"] && window.subviews.isEmpty)
    }

    @Test("viewWillLayoutSubviews and viewDidLayoutSubviews surround the root view's layoutSubviews")
    func layoutCallbacks() {
        final class LoggingView: UIView {
            var log: CallbackLog?
            override func layoutSubviews() {
                super.layoutSubviews()
                log?.record("view.layoutSubviews")
            }
            override func updateConstraints() {
                log?.record("view.updateConstraints")
                super.updateConstraints()
            }
        }
        let log = CallbackLog()
        let controller = RecordingViewController("A", log: log)
        let root = LoggingView()
        root.log = log
        controller.view = root
        #expect(log.take().isEmpty, "assigning the view runs neither loadView nor viewDidLoad")
        let window = makeWindow()
        window.rootViewController = controller
        CATransaction.flush()
        #expect(
            log.take() == [
                "A.viewWillAppear(false)", "A.updateViewConstraints", "view.updateConstraints",
                "A.viewIsAppearing", "A.viewWillLayoutSubviews", "view.layoutSubviews", "A.viewDidLayoutSubviews",
                "A.viewDidAppear(false)",
            ])
        controller.view.setNeedsLayout()
        controller.view.layoutIfNeeded()
        #expect(log.take() == ["A.viewWillLayoutSubviews", "view.layoutSubviews", "A.viewDidLayoutSubviews"])
    }

    @Test("Child containment on screen: adding the child's view makes it appear, removing it disappear; flags")
    func childOnScreen() {
        let window = makeWindow()
        let log = CallbackLog()
        let parent = RecordingViewController("P", log: log), child = RecordingViewController("C", log: log)
        window.rootViewController = parent
        CATransaction.flush()
        _ = log.take()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(
            log.take() == [
                "C.willMove(toParent: P)", "C.loadView", "C.viewDidLoad", "C.viewWillAppear(false) movingToParent",
                "C.viewIsAppearing", "C.viewDidAppear(false) movingToParent", "C.didMove(toParent: P)",
            ])
        #expect(parent.children == [child] && child.parent === parent && !child.isMovingToParent)
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(
            log.take() == [
                "C.willMove(toParent: nil)", "C.viewWillDisappear(false) movingFromParent",
                "C.viewDidDisappear(false) movingFromParent", "C.didMove(toParent: nil)",
            ])
        #expect(parent.children.isEmpty && child.parent == nil && !child.isMovingFromParent)
    }

    @Test("Appearance reaches a child whose view is in the parent's view, parent first")
    func forwardedToChildren() {
        let window = makeWindow()
        let log = CallbackLog()
        let parent = RecordingViewController("P", log: log), child = RecordingViewController("C", log: log)
        let hidden = RecordingViewController("H", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        parent.addChild(hidden)
        hidden.loadViewIfNeeded()
        _ = log.take()
        window.rootViewController = parent
        #expect(log.take() == ["P.viewWillAppear(false)", "C.viewWillAppear(false)"], "H's view is not in P's")
        CATransaction.flush()
        #expect(log.takeAppearance() == ["P.viewDidAppear(false)", "C.viewDidAppear(false)"])
        window.rootViewController = nil
        #expect(log.take() == ["P.viewWillDisappear(false)", "C.viewWillDisappear(false)"])
    }

    @Test("A container that forwards appearance by hand drives its child with begin/endAppearanceTransition")
    func manualForwarding() {
        final class ManualContainer: UIViewController {
            override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
        }
        let window = makeWindow()
        let log = CallbackLog()
        let container = ManualContainer(), child = RecordingViewController("C", log: log)
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        _ = log.take()
        window.rootViewController = container
        CATransaction.flush()
        #expect(log.entries.filter { $0.contains("Appear") }.isEmpty, "nothing forwarded by itself")
        _ = log.take()
        child.beginAppearanceTransition(true, animated: true)
        child.beginAppearanceTransition(true, animated: true)
        child.endAppearanceTransition()
        child.endAppearanceTransition()
        #expect(log.take() == ["C.viewWillAppear(true)", "C.viewIsAppearing", "C.viewDidAppear(true)"], "repeats are ignored")
        child.beginAppearanceTransition(false, animated: false)
        child.endAppearanceTransition()
        #expect(log.take() == ["C.viewWillDisappear(false)", "C.viewDidDisappear(false)"])
    }

    @Test("The responder chain: root view → controller → window; a child → the parent's view")
    func responderChain() {
        let window = makeWindow()
        let parent = UIViewController(), child = UIViewController()
        window.rootViewController = parent
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(parent.view.next === parent && parent.next === window && window.next === UIApplication.shared)
        #expect(child.view.next === child && child.next === parent.view)
        let unloaded = UIViewController()
        #expect(unloaded.next == nil && !unloaded.isViewLoaded, "asking for next loads nothing")
    }

    @Test("The title goes to the navigation item and the tab bar item; preferredContentSize tells the parent")
    func titleAndPreferredSize() {
        final class Parent: UIViewController {
            var changed: [CGSize] = []
            override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
                changed.append(container.preferredContentSize)
            }
        }
        let controller = UIViewController()
        controller.title = "Inbox"
        #expect(controller.navigationItem.title == "Inbox" && controller.tabBarItem.title == "Inbox")
        controller.title = "Mail"
        #expect(controller.navigationItem.title == "Mail" && controller.tabBarItem.title == "Mail")
        let parent = Parent()
        parent.addChild(controller)
        controller.preferredContentSize = CGSize(width: 300, height: 200)
        controller.preferredContentSize = CGSize(width: 300, height: 200)
        #expect(parent.changed == [CGSize(width: 300, height: 200)])
    }

    @Test("Bad input is reported and ignored: a loadView that sets no view, a view of two controllers, cycles")
    func badInput() {
        final class Forgetful: UIViewController {
            override func loadView() {}
        }
        var view: UIView?
        let forgetful = Forgetful()
        let missing = LayerTreeDiagnostics.capturing { view = forgetful.view }
        #expect(missing.count == 1 && view != nil && forgetful.isViewLoaded)
        let owner = UIViewController(), other = UIViewController()
        let shared = LayerTreeDiagnostics.capturing { other.view = owner.view }
        #expect(shared.count == 1 && other.viewIfLoaded == nil)
        let parent = UIViewController(), child = UIViewController()
        parent.addChild(child)
        let cycles = LayerTreeDiagnostics.capturing {
            parent.addChild(parent)
            child.addChild(parent)
        }
        #expect(cycles.count == 2 && parent.parent == nil && child.children.isEmpty)
        let nib = LayerTreeDiagnostics.capturing { _ = UIViewController(nibName: "Main", bundle: nil) }
        #expect(nib.count == 1)
    }
}
