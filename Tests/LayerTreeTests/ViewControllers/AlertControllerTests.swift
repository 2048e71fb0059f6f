import LayerTree
import Testing

/// `UIAlertController`: alerts and action sheets, laid out with iOS's metrics, dismissed by
/// their buttons before the buttons' handlers run.
@Suite("UIAlertController")
@MainActor
struct AlertControllerTests {
    /// A 390 × 844 window showing a plain root controller, on the manual clock.
    private func screen() -> (UIWindow, UIViewController) {
        MediaClock.useManualTime(0)
        let window = makeWindow(width: 390, height: 844)
        let root = UIViewController()
        window.rootViewController = root
        window.isHidden = false
        frame()
        return (window, root)
    }

    /// The buttons of an alert's view, by title.
    private func button(_ title: String, in alert: UIAlertController) -> UIControl? {
        var found: UIControl?
        func visit(_ view: UIView) {
            if let control = view as? UIControl,
                control.subviews.contains(where: { ($0 as? UILabel)?.text == title })
            {
                found = control
            }
            view.subviews.forEach(visit)
        }
        visit(alert.view)
        return found
    }

    @Test("Two actions sit side by side, cancel on the left; a tap dismisses, then runs the handler")
    func twoActions() throws {
        let (window, root) = screen()
        defer { MediaClock.useSystemTime() }
        var log: [String] = []
        let alert = UIAlertController(title: "Delete photo?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(
            UIAlertAction(title: "Delete", style: .destructive) { action in
                log.append("\(action.title!) presented: \(root.presentedViewController != nil)")
            })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        root.present(alert, animated: true)
        frame()
        frame(after: 0.5)
        #expect(alert.view.window === window && root.view.window === window, "the presenter stays beneath")
        let delete = try #require(button("Delete", in: alert)), cancel = try #require(button("Cancel", in: alert))
        let deleteFrame = delete.convert(delete.bounds, to: window), cancelFrame = cancel.convert(cancel.bounds, to: window)
        #expect(cancelFrame.minX == 60 && deleteFrame.minX == 195, "a 270-point box centred in 390; cancel on the left")
        #expect(deleteFrame.width == 135 && deleteFrame.height == 44)
        let box = try #require(delete.superview)
        #expect(box.frame.width == 270 && abs(box.frame.midY - 422) < 0.5, "centred vertically")
        injectTap(window, at: CGPoint(x: deleteFrame.midX, y: deleteFrame.midY), time: 1)
        frame()
        #expect(log.isEmpty, "not before the dismissal ends")
        frame(after: 0.5)
        #expect(log == ["Delete presented: false"], "the handler runs once the alert is gone")
        #expect(alert.view.window == nil)
    }

    @Test("Three or more actions stack, cancel last; a disabled action does nothing")
    func stackedActions() throws {
        let (window, root) = screen()
        defer { MediaClock.useSystemTime() }
        var log: [String] = []
        let alert = UIAlertController(title: "Share", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.append("cancel") })
        let mail = UIAlertAction(title: "Mail", style: .default) { _ in log.append("mail") }
        mail.isEnabled = false
        alert.addAction(mail)
        alert.addAction(UIAlertAction(title: "Copy", style: .default) { _ in log.append("copy") })
        root.present(alert, animated: false)
        frame()
        let frames = try ["Mail", "Copy", "Cancel"].map { title in
            let control = try #require(button(title, in: alert))
            return control.convert(control.bounds, to: window)
        }
        #expect(frames.map(\.minY) == [frames[0].minY, frames[0].minY + 44, frames[0].minY + 88])
        #expect(frames.allSatisfy { $0.width == 270 })
        injectTap(window, at: CGPoint(x: frames[0].midX, y: frames[0].midY), time: 1)
        frame(after: 0.5)
        #expect(log.isEmpty && root.presentedViewController === alert, "the disabled Mail button does nothing")
        injectTap(window, at: CGPoint(x: frames[2].midX, y: frames[2].midY), time: 2)
        frame()
        frame(after: 0.5)
        #expect(log == ["cancel"])
    }

    @Test("Text fields (alerts only), one cancel action, a preferred action among the actions")
    func rules() {
        let alert = UIAlertController(title: "Sign in", message: nil, preferredStyle: .alert)
        #expect(alert.textFields == nil)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addTextField { $0.isSecureTextEntry = true }
        #expect(alert.textFields?.count == 2 && alert.textFields?.first?.placeholder == "Name")
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let second = diagnostics("UIAlertController.addAction(_:)") {
            alert.addAction(UIAlertAction(title: "Never mind", style: .cancel))
        }
        #expect(second.count == 1 && alert.actions.count == 1, "one cancel action at most")
        let stranger = UIAlertAction(title: "Elsewhere", style: .default)
        #expect(diagnostics("UIAlertController.preferredAction") { alert.preferredAction = stranger }.count == 1)
        #expect(alert.preferredAction == nil)
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        #expect(diagnostics("UIAlertController.addTextField(configurationHandler:)") { sheet.addTextField() }.count == 1)
        #expect(sheet.textFields == nil)
        #expect(alert.modalPresentationStyle == .overFullScreen && alert.popoverPresentationController == nil)
    }

    @Test("An action sheet rises from the bottom, its cancel button in a group of its own")
    func actionSheet() throws {
        let (window, root) = screen()
        defer { MediaClock.useSystemTime() }
        window.setSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let sheet = UIAlertController(title: "Photo", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Take Photo", style: .default))
        sheet.addAction(UIAlertAction(title: "Choose Photo", style: .default))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        root.present(sheet, animated: false)
        frame()
        let cancel = try #require(button("Cancel", in: sheet)), choose = try #require(button("Choose Photo", in: sheet))
        let cancelFrame = cancel.convert(cancel.bounds, to: window), chooseFrame = choose.convert(choose.bounds, to: window)
        #expect(cancelFrame == CGRect(x: 8, y: 844 - 34 - 57, width: 374, height: 57))
        #expect(chooseFrame.maxY == cancelFrame.minY - 8 && chooseFrame.height == 57)
        #expect(cancel.superview !== choose.superview)
    }
}
