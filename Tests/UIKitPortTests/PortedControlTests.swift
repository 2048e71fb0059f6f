import Foundation
import Testing
import UIKit

/// The iOS files in UIKitSources/, compiled unchanged through the UIKitPort plugin: their
/// `#selector` target-actions, optional delegate requirements and Interface Builder attributes
/// behave as on iOS.
@Suite("Ported iOS files: controls, gestures, bar items, delegates")
@MainActor
struct PortedControlTests {
    private func tap(_ window: UIWindow, at point: CGPoint, id: Int, time: TimeInterval) {
        window.injectTouch(id: id, phase: .began, at: point, timestamp: time)
        window.injectTouch(id: id, phase: .ended, at: point, timestamp: time + 0.05)
    }

    private func show(_ view: UIView) -> UIWindow {
        let window = UIWindow(frame: CGRect(origin: .zero, size: view.bounds.size))
        window.addSubview(view)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    @Test("A button's #selector action fires on touch up inside with the button as sender; removeTarget removes one")
    func buttonTargetAction() {
        let counter = TapCounterView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let window = show(counter)
        tap(window, at: CGPoint(x: 100, y: 50), id: 1, time: 0)
        #expect(counter.taps == 1 && counter.lastSender === counter.button && counter.touchDowns == 1)
        counter.stopCountingTouchDowns()
        tap(window, at: CGPoint(x: 100, y: 50), id: 2, time: 1)
        #expect(counter.taps == 2 && counter.touchDowns == 1)
        #expect(counter.cornerRadius == 8 && counter.titleLabel == nil)
    }

    @Test("A tap gesture's #selector handler gets the recognizer; unimplemented optional requirements are not called")
    func gestureAndOptionalRequirements() {
        let control = RatingControl(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        let plain = PlainRatingDelegate()
        control.delegate = plain
        var changes = 0
        control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        let window = show(control)
        tap(window, at: CGPoint(x: 130, y: 20), id: 1, time: 0)
        #expect(control.rating == 4 && changes == 1)
        #expect(plain.calls == ["didSelect 4"], "only the required method runs")
        #expect(control.isHighlighted, "the call site's fallback (true) when the delegate does not implement it")
        #expect(control.spokenLabel == "4 stars")

        let eager = EagerRatingDelegate()
        control.delegate = eager
        tap(window, at: CGPoint(x: 10, y: 20), id: 2, time: 1)
        #expect(eager.calls == ["willSelect 1", "shouldHighlight", "label 1", "didSelect 1"])
        #expect(!control.isHighlighted && control.spokenLabel == "one star")
    }

    @Test("Bar button items made with target-action run their handler with the item; their style is kept")
    func barButtonItems() {
        let controller = SettingsViewController()
        controller.loadViewIfNeeded()
        let save = controller.navigationItem.rightBarButtonItem
        let cancel = controller.navigationItem.leftBarButtonItem
        #expect(save?.style == .done && save?.title == "Save" && cancel?.title == "Cancel")
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        window.makeKeyAndVisible()
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 100, width: 320, height: 44))
        window.addSubview(toolbar)
        for (id, item) in [save, cancel].compactMap({ $0 }).enumerated() {
            toolbar.items = [item]
            toolbar.layoutIfNeeded()
            tap(window, at: CGPoint(x: 30, y: 122), id: id + 1, time: Double(id))
        }
        #expect(controller.saves == 1 && controller.cancels == 1)
        controller.toggle.setOn(true, animated: false)
        controller.toggle.sendActions(for: .valueChanged)
        #expect(controller.toggledValues == [true])
    }

    @Test("A #selector naming a method outside the ported files calls it with the sender")
    func handlerOutsidePortedFiles() {
        let panel = VolumePanel()
        let slider = UISlider()
        panel.wire(slider)
        slider.value = 0.25
        slider.sendActions(for: .valueChanged)
        #expect(panel.values == [0.25])
    }
}

/// Implements only the required method of RatingControlDelegate.
final class PlainRatingDelegate: RatingControlDelegate {
    var calls: [String] = []
    func ratingControl(_ control: RatingControl, didSelect rating: Int) { calls.append("didSelect \(rating)") }
}

/// Implements every optional method of RatingControlDelegate too.
final class EagerRatingDelegate: RatingControlDelegate {
    var calls: [String] = []
    func ratingControl(_ control: RatingControl, didSelect rating: Int) { calls.append("didSelect \(rating)") }
    func ratingControl(_ control: RatingControl, willSelect rating: Int) { calls.append("willSelect \(rating)") }
    func ratingControlShouldHighlight(_ control: RatingControl) -> Bool {
        calls.append("shouldHighlight")
        return false
    }
    func ratingControl(_ control: RatingControl, accessibilityLabelFor rating: Int) -> String? {
        calls.append("label \(rating)")
        return rating == 1 ? "one star" : nil
    }
}
