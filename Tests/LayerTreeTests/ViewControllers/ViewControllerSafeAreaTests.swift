import LayerTree
import Testing

@Suite("UIViewController: safe area, additional insets, system minimum margins")
@MainActor
struct ViewControllerSafeAreaTests {
    @Test("The root view's safe area is the window's plus additionalSafeAreaInsets; subviews inherit what covers them")
    func additionalInsets() {
        let window = makeWindow(width: 390, height: 844)
        window.setSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let log = CallbackLog()
        let controller = RecordingViewController("A", log: log)
        window.rootViewController = controller
        CATransaction.flush()
        #expect(
            log.take() == [
                "A.loadView", "A.viewDidLoad", "A.viewWillAppear(false)", "A.updateViewConstraints",
                "A.viewSafeAreaInsetsDidChange", "A.viewIsAppearing", "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews",
                "A.viewDidAppear(false)",
            ])
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let banner = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        controller.view.addSubview(banner)
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 4, bottom: 0, right: 0)
        #expect(log.take() == ["A.viewSafeAreaInsetsDidChange"])
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 57, left: 4, bottom: 34, right: 0))
        #expect(banner.safeAreaInsets == UIEdgeInsets(top: 57, left: 4, bottom: 0, right: 0))
        #expect(controller.view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 4, y: 57, width: 386, height: 753))
        let refused = LayerTreeDiagnostics.capturing {
            controller.additionalSafeAreaInsets = UIEdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        }
        #expect(refused.count == 1 && controller.additionalSafeAreaInsets.top == 10 && log.entries.isEmpty)
    }

    @Test("Root view margins: none at top and bottom, 16 at the sides in a compact window, 20 in a regular one")
    func systemMinimumMargins() {
        let compact = makeWindow(width: 320, height: 480)
        let controller = UIViewController()
        compact.rootViewController = controller
        #expect(controller.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(controller.view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(controller.view.layoutMarginsGuide.layoutFrame == CGRect(x: 16, y: 0, width: 288, height: 480))
        compact.frame = CGRect(x: 0, y: 0, width: 800, height: 480)
        CATransaction.flush()
        #expect(controller.view.layoutMarginsGuide.layoutFrame == CGRect(x: 20, y: 0, width: 760, height: 480), "now regular")
        let regular = makeWindow(width: 1024, height: 768)
        let wide = UIViewController()
        regular.rootViewController = wide
        #expect(wide.view.layoutMargins == UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
        let plain = UIView()
        #expect(plain.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8), "other views keep 8")
    }

    @Test("Own margins below the minimum are raised to it unless the controller lets them go")
    func respectsMinimum() {
        final class Controller: UIViewController {
            var changes = 0
            override func viewLayoutMarginsDidChange() {
                super.viewLayoutMarginsDidChange()
                changes += 1
            }
        }
        let window = makeWindow(width: 320, height: 480)
        let controller = Controller()
        window.rootViewController = controller
        controller.view.layoutMargins = UIEdgeInsets(top: 5, left: 30, bottom: 5, right: 4)
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 5, left: 30, bottom: 5, right: 16))
        controller.viewRespectsSystemMinimumLayoutMargins = false
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 5, left: 30, bottom: 5, right: 4))
        #expect(controller.changes == 2)
    }
}
