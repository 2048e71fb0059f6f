import LayerTree
import Testing

@Suite("UIViewController: modal presentation and dismissal on the media clock")
@MainActor
struct PresentationTests {
    /// A shown 320 × 480 window whose root A appeared, with the log emptied.
    private func presenter(_ log: CallbackLog) -> (UIWindow, RecordingViewController) {
        MediaClock.useManualTime(0)
        let window = makeWindow()
        let root = RecordingViewController("A", log: log)
        window.rootViewController = root
        CATransaction.flush()
        _ = log.take()
        return (window, root)
    }

    @Test("Full screen, animated: A disappears, B slides up from the bottom over 0.5 s; did callbacks, then completion")
    func presentFullScreen() {
        let log = CallbackLog()
        let (window, root) = presenter(log)
        let presented = RecordingViewController("B", log: log)
        presented.modalPresentationStyle = .fullScreen
        root.present(presented, animated: true) { log.record("completion") }
        #expect(
            log.take() == [
                "B.loadView", "B.viewDidLoad", "A.viewWillDisappear(true)", "B.viewWillAppear(true) beingPresented",
            ])
        #expect(root.presentedViewController === presented && presented.presentingViewController === root)
        #expect(presented.view.superview === window && presented.view.frame == window.bounds)
        #expect(presented.next === root, "a presented controller's next responder is its presenter")
        frame()
        #expect(presented.view.layer.presentation()!.position.y == 720, "starts a window's height below its place")
        frame(after: 0.25)
        #expect(abs(presented.view.layer.presentation()!.position.y - 480) < 0.01, "half way at 0.25 s (ease in-out)")
        #expect(log.takeAppearance().isEmpty)
        frame(after: 0.25)
        #expect(log.take() == ["B.viewDidAppear(true) beingPresented", "A.viewDidDisappear(true)", "completion"])
        #expect(root.view.superview == nil && !presented.isBeingPresented && presented.view.frame.origin == .zero)
    }

    @Test("Dismissal: B starts disappearing, A returns under it and appears; B slides down; then completion")
    func dismissFullScreen() {
        let log = CallbackLog()
        let (window, root) = presenter(log)
        let presented = RecordingViewController("B", log: log)
        presented.modalPresentationStyle = .fullScreen
        root.present(presented, animated: false)
        frame()
        _ = log.take()
        presented.dismiss(animated: true) { log.record("completion") }
        #expect(log.take() == ["B.viewWillDisappear(true) beingDismissed", "A.viewWillAppear(true)"])
        #expect(window.subviews == [root.view, presented.view] && presented.presentingViewController === root)
        frame()
        frame(after: 0.25)
        #expect(abs(presented.view.layer.presentation()!.position.y - 480) < 0.01)
        frame(after: 0.25)
        #expect(log.takeAppearance() == ["A.viewDidAppear(true)", "B.viewDidDisappear(true) beingDismissed", "completion"])
        #expect(root.presentedViewController == nil && presented.presentingViewController == nil)
        #expect(window.subviews == [root.view] && !presented.isBeingDismissed)
    }

    @Test("Without animation the will callbacks come at once, the did callbacks and completion after the next layout")
    func presentWithoutAnimation() {
        let log = CallbackLog()
        let (window, root) = presenter(log)
        defer { withExtendedLifetime(window) {} }
        let presented = RecordingViewController("B", log: log)
        presented.modalPresentationStyle = .fullScreen
        var completed = false
        root.present(presented, animated: false) { completed = true }
        #expect(
            log.take() == ["B.loadView", "B.viewDidLoad", "A.viewWillDisappear(false)", "B.viewWillAppear(false) beingPresented"])
        #expect(!completed)
        frame()
        #expect(log.takeAppearance() == ["B.viewDidAppear(false) beingPresented", "A.viewDidDisappear(false)"] && completed)
    }

    @Test("Sheets (.automatic, the default) leave the presenter on screen: it gets no disappearance callbacks")
    func sheetKeepsPresenter() {
        let log = CallbackLog()
        let (window, root) = presenter(log)
        let presented = RecordingViewController("B", log: log)
        #expect(presented.modalPresentationStyle == .automatic && presented.modalTransitionStyle == .coverVertical)
        root.present(presented, animated: true)
        frame()
        frame(after: 0.5)
        #expect(
            log.takeAppearance() == [
                "B.loadView", "B.viewDidLoad", "B.viewWillAppear(true) beingPresented", "B.viewDidAppear(true) beingPresented",
            ])
        #expect(window.subviews == [root.view, presented.view])
        presented.dismiss(animated: false)
        frame()
        #expect(
            log.takeAppearance() == ["B.viewWillDisappear(false) beingDismissed", "B.viewDidDisappear(false) beingDismissed"])
    }

    @Test("A cross-dissolve fades the presented view in over 0.5 s")
    func crossDissolve() {
        let log = CallbackLog()
        let (window, root) = presenter(log)
        defer { withExtendedLifetime(window) {} }
        let presented = UIViewController()
        presented.modalTransitionStyle = .crossDissolve
        root.present(presented, animated: true)
        frame()
        frame(after: 0.25)
        #expect(abs(presented.view.layer.presentation()!.opacity - 0.5) < 0.001)
        frame(after: 0.25)
        #expect(presented.view.alpha == 1 && root.presentedViewController === presented)
    }

    @Test("Dismissing from the bottom of a stack of presentations removes them all; only the top one animates")
    func dismissStack() {
        let log = CallbackLog()
        let (window, root) = presenter(log)
        let middle = RecordingViewController("B", log: log), top = RecordingViewController("C", log: log)
        middle.modalPresentationStyle = .fullScreen
        top.modalPresentationStyle = .fullScreen
        root.present(middle, animated: false)
        frame()
        middle.present(top, animated: false)
        frame()
        _ = log.take()
        #expect(window.subviews == [top.view])
        root.dismiss(animated: true)
        #expect(log.take() == ["C.viewWillDisappear(true) beingDismissed", "A.viewWillAppear(true)"])
        frame()
        frame(after: 0.5)
        #expect(log.takeAppearance() == ["A.viewDidAppear(true)", "C.viewDidDisappear(true) beingDismissed"])
        #expect(window.subviews == [root.view] && root.presentedViewController == nil && middle.presentedViewController == nil)
    }

    @Test("Refused with a diagnostic: presenting twice, presenting off screen, presenting a child, dismissing nothing")
    func refusals() {
        let log = CallbackLog()
        let (window, root) = presenter(log)
        defer { withExtendedLifetime(window) {} }
        let first = UIViewController(), second = UIViewController()
        root.present(first, animated: false)
        let twice = LayerTreeDiagnostics.capturing { root.present(second, animated: false) }
        #expect(twice.count == 1 && root.presentedViewController === first && second.presentingViewController == nil)
        let offscreen = LayerTreeDiagnostics.capturing { UIViewController().present(UIViewController(), animated: true) }
        let child = UIViewController(), owner = UIViewController()
        owner.addChild(child)
        let childPresented = LayerTreeDiagnostics.capturing { first.present(child, animated: false) }
        let nothing = LayerTreeDiagnostics.capturing { UIViewController().dismiss(animated: true) }
        #expect(offscreen.count == 1 && childPresented.count == 1 && nothing.count == 1)
        frame()
    }

    @Test("A child's presentation is made by the top of its parent chain")
    func presentedFromChild() {
        let log = CallbackLog()
        let (window, root) = presenter(log)
        defer { withExtendedLifetime(window) {} }
        let child = UIViewController()
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        let presented = UIViewController()
        child.present(presented, animated: false)
        #expect(presented.presentingViewController === root && child.presentedViewController === presented)
        #expect(root.presentedViewController === presented)
        frame()
    }
}
