import LayerTree
import Testing

/// A controller recording setEditing and overriding the preferences iOS code overrides.
private final class EditingController: UIViewController {
    var calls: [String] = []

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        calls.append("setEditing(\(editing), animated: \(animated))")
    }

    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .slide }
    override var childForStatusBarStyle: UIViewController? { children.first }
    override var shouldAutorotate: Bool { false }
    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .landscapeLeft }
    override var prefersHomeIndicatorAutoHidden: Bool { true }
}

@MainActor
private final class Transitions: UIViewControllerTransitioningDelegate {}

@MainActor
private final class SheetWatcher: UIAdaptivePresentationControllerDelegate {}

@Suite("UIViewController: editing, status bar and orientation preferences, detail, presentation objects")
@MainActor
struct ViewControllerPreferencesTests {
    @Test(
        "editButtonItem says Edit, a tap calls setEditing(true, animated: true) and it says Done (bold); isEditing sets without animation"
    )
    func editButton() {
        let controller = EditingController()
        let item = controller.editButtonItem
        #expect(item === controller.editButtonItem && item.title == "Edit" && item.style == .plain && !controller.isEditing)
        let window = makeWindow()
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 100, width: 320, height: 44))
        toolbar.items = [item]
        window.addSubview(toolbar)
        toolbar.layoutIfNeeded()
        window.injectTouch(id: 1, phase: .began, at: CGPoint(x: 30, y: 122), timestamp: 0)
        window.injectTouch(id: 1, phase: .ended, at: CGPoint(x: 30, y: 122), timestamp: 0.1)
        #expect(controller.calls == ["setEditing(true, animated: true)"])
        #expect(controller.isEditing && item.title == "Done" && item.style == .done)
        controller.isEditing = false
        #expect(controller.calls.last == "setEditing(false, animated: false)" && item.title == "Edit" && item.style == .plain)
    }

    @Test("Status bar, orientation and home indicator preferences: UIKit's defaults, overridable")
    func preferences() {
        let plain = UIViewController()
        #expect(plain.preferredStatusBarUpdateAnimation == .fade && plain.childForStatusBarStyle == nil)
        #expect(plain.childForStatusBarHidden == nil && plain.shouldAutorotate && !plain.prefersHomeIndicatorAutoHidden)
        #expect(plain.childForHomeIndicatorAutoHidden == nil && plain.supportedInterfaceOrientations == .allButUpsideDown)
        let window = makeWindow(width: 320, height: 480)
        window.rootViewController = plain
        #expect(plain.preferredInterfaceOrientationForPresentation == .portrait)
        window.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        #expect(plain.preferredInterfaceOrientationForPresentation == .landscapeRight)
        plain.setNeedsStatusBarAppearanceUpdate()
        plain.setNeedsUpdateOfHomeIndicatorAutoHidden()
        let custom = EditingController()
        let child = UIViewController()
        custom.addChild(child)
        #expect(custom.preferredStatusBarUpdateAnimation == .slide && custom.childForStatusBarStyle === child)
        #expect(!custom.shouldAutorotate && custom.preferredInterfaceOrientationForPresentation == .landscapeLeft)
        #expect(custom.prefersHomeIndicatorAutoHidden && UIInterfaceOrientation.landscapeLeft.isLandscape)
    }

    @Test("showDetailViewController presents (no split view controller); transitioningDelegate is weak")
    func detailAndDelegate() {
        MediaClock.useManualTime(0)
        let window = makeWindow()
        let root = UIViewController()
        window.rootViewController = root
        CATransaction.flush()
        let detail = UIViewController()
        detail.modalPresentationStyle = .fullScreen
        root.showDetailViewController(detail, sender: nil)
        #expect(root.presentedViewController === detail && detail.isBeingPresented)
        var transitions: Transitions? = Transitions()
        detail.transitioningDelegate = transitions
        #expect(detail.transitioningDelegate === transitions)
        transitions = nil
        #expect(detail.transitioningDelegate == nil)
        #expect(detail.isModalInPresentation == false)
    }

    @Test("presentationController exists before presenting (its delegate can be set) and reports the presentation")
    func presentationController() throws {
        MediaClock.useManualTime(0)
        let window = makeWindow()
        let root = UIViewController()
        window.rootViewController = root
        CATransaction.flush()
        let sheet = UIViewController()
        let controller = try #require(sheet.presentationController)
        let watcher = SheetWatcher()
        controller.delegate = watcher
        #expect(controller === sheet.presentationController && controller.delegate === watcher)
        #expect(controller.presentedViewController === sheet && controller.presentingViewController == nil)
        #expect(controller.containerView == nil && controller.presentedView == nil && controller.presentationStyle == .automatic)
        root.present(sheet, animated: false)
        CATransaction.flush()
        #expect(controller.presentingViewController === root && controller.containerView === window)
        #expect(controller.presentedView === sheet.view && controller.frameOfPresentedViewInContainerView == window.bounds)
        sheet.dismiss(animated: false)
        CATransaction.flush()
        #expect(controller.presentingViewController == nil && controller.containerView == nil)
    }
}
