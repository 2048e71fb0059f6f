import LayerTree
import Testing

@Suite("UIViewController: presentation contexts, and dismissals after the window changed")
@MainActor
struct PresentationContextTests {
    /// A shown 320 × 480 window whose root A holds a child C with a view 200 points tall at y 100.
    private func contextScreen(_ log: CallbackLog) -> (UIWindow, RecordingViewController, RecordingViewController) {
        MediaClock.useManualTime(0)
        let window = makeWindow()
        let root = RecordingViewController("A", log: log), context = RecordingViewController("C", log: log)
        window.rootViewController = root
        root.addChild(context)
        context.view.frame = CGRect(x: 0, y: 100, width: 320, height: 200)
        context.view.autoresizingMask = []
        root.view.addSubview(context.view)
        context.didMove(toParent: root)
        frame()
        _ = log.take()
        return (window, root, context)
    }

    @Test(".currentContext over a controller that defines the context: only its view is covered, and only it disappears")
    func currentContext() {
        let log = CallbackLog()
        let (window, root, context) = contextScreen(log)
        context.definesPresentationContext = true
        let inner = UIViewController()
        context.addChild(inner)
        context.view.addSubview(inner.view)
        inner.didMove(toParent: context)
        let presented = RecordingViewController("P", log: log)
        presented.modalPresentationStyle = .currentContext
        inner.present(presented, animated: false)
        #expect(
            log.take() == [
                "P.loadView", "P.viewDidLoad", "C.viewWillDisappear(false)", "P.viewWillAppear(false) beingPresented",
            ])
        #expect(presented.presentingViewController === context && context.presentedViewController === presented)
        #expect(inner.presentedViewController === presented && root.presentedViewController == nil)
        #expect(presented.view.superview === window && presented.view.frame == CGRect(x: 0, y: 100, width: 320, height: 200))
        frame()
        #expect(log.takeAppearance() == ["P.viewDidAppear(false) beingPresented", "C.viewDidDisappear(false)"])
        #expect(context.view.window === window && root.view.window === window, "the context stays in place, covered")
        presented.dismiss(animated: false)
        #expect(log.take() == ["P.viewWillDisappear(false) beingDismissed", "C.viewWillAppear(false)"])
        frame()
        #expect(log.takeAppearance() == ["C.viewDidAppear(false)", "P.viewDidDisappear(false) beingDismissed"])
        #expect(presented.view.superview == nil && context.presentedViewController == nil)
    }

    @Test(".overCurrentContext slides up over the context's view only; the context gets no callbacks")
    func overCurrentContext() {
        let log = CallbackLog()
        let (window, _, context) = contextScreen(log)
        context.definesPresentationContext = true
        let presented = RecordingViewController("P", log: log)
        presented.modalPresentationStyle = .overCurrentContext
        context.present(presented, animated: true)
        #expect(log.take() == ["P.loadView", "P.viewDidLoad", "P.viewWillAppear(true) beingPresented"])
        frame()
        #expect(presented.view.layer.presentation()!.position.y == 680, "a window's height below its place (centre 200)")
        frame(after: 0.25)
        #expect(abs(presented.view.layer.presentation()!.position.y - 440) < 0.01)
        frame(after: 0.25)
        #expect(log.takeAppearance() == ["P.viewDidAppear(true) beingPresented"])
        #expect(presented.view.frame == CGRect(x: 0, y: 100, width: 320, height: 200) && context.view.window === window)
        window.isHidden = true
        #expect(log.take().contains("P.viewWillDisappear(false)"), "hiding the window reaches a presentation over a context")
        frame()
        #expect(log.takeAppearance().contains("P.viewDidDisappear(false)"))
    }

    @Test("No controller defines a context: .currentContext covers the screen from the top of the chain")
    func noContext() {
        let log = CallbackLog()
        let (window, root, context) = contextScreen(log)
        let presented = RecordingViewController("P", log: log)
        presented.modalPresentationStyle = .currentContext
        context.present(presented, animated: false)
        frame()
        #expect(presented.presentingViewController === root && presented.view.frame == window.bounds)
        #expect(root.view.window == nil)
    }

    @Test("The presenter's view comes back with the window's current bounds after a resize while covered")
    func resizedWhileCovered() {
        let log = CallbackLog()
        MediaClock.useManualTime(0)
        let window = makeWindow()
        let root = RecordingViewController("A", log: log)
        window.rootViewController = root
        frame()
        let presented = UIViewController()
        presented.modalPresentationStyle = .fullScreen
        root.present(presented, animated: false)
        frame()
        window.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        frame()
        #expect(
            root.view.frame.size == CGSize(width: 320, height: 480)
                && presented.view.frame.size == CGSize(width: 480, height: 320))
        presented.dismiss(animated: true)
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 480, height: 320))
    }

    @Test("A dismissal whose presented view left the window: a diagnostic, the chain unlinked, callbacks and completion")
    func presentedViewNotInWindow() {
        let log = CallbackLog()
        MediaClock.useManualTime(0)
        let window = makeWindow()
        let root = RecordingViewController("A", log: log)
        window.rootViewController = root
        frame()
        let presented = RecordingViewController("B", log: log)
        presented.modalPresentationStyle = .fullScreen
        root.present(presented, animated: false)
        frame()
        presented.view.removeFromSuperview()
        _ = log.take()
        var completed = false
        let reported = LayerTreeDiagnostics.capturing { presented.dismiss(animated: true) { completed = true } }
        #expect(reported.count == 1 && reported.first?.operation == "UIViewController.dismiss(animated:completion:)")
        #expect(completed && root.presentedViewController == nil && presented.presentingViewController == nil)
        #expect(log.takeAppearance() == ["A.viewWillAppear(false)", "A.viewDidAppear(false)"])
        #expect(root.view.window === window && root.view.frame == window.bounds)
        let next = UIViewController()
        root.present(next, animated: false)
        #expect(root.presentedViewController === next, "the chain is not stuck")
    }
}
