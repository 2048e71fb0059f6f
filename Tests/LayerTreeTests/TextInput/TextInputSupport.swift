import Foundation
import LayerTree
import Testing

/// Records, in one list and in the order they happen, a text field's delegate calls, its editing
/// events (by UIAction) and its notifications (through `NotificationCenter.default`).
@MainActor
final class TextFieldRecorder: UITextFieldDelegate {
    /// The entries, each prefixed with the recorder's `prefix`; several recorders may share one.
    final class Log {
        var entries: [String] = []
    }
    let shared: Log
    let prefix: String
    var log: [String] { shared.entries }
    var allowsBegin = true
    var allowsEnd = true
    var allowsReturn = true
    var allowsClear = true
    /// Whether a change may happen; all by default.
    var allowsChange: (NSRange, String) -> Bool = { _, _ in true }
    private var observers: [any NSObjectProtocol] = []

    init(_ field: UITextField, prefix: String = "", log: Log = Log()) {
        self.prefix = prefix
        shared = log
        field.delegate = self
        let events: [(UIControl.Event, String)] = [
            (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"), (.editingDidEnd, "editingDidEnd"),
            (.editingDidEndOnExit, "editingDidEndOnExit"), (.primaryActionTriggered, "primary"),
        ]
        for (event, name) in events {
            field.addAction(UIAction(identifier: UIAction.Identifier(name)) { [unowned self] _ in record(name) }, for: event)
        }
        let notes: [(Notification.Name, String)] = [
            (UITextField.textDidBeginEditingNotification, "note:begin"), (UITextField.textDidChangeNotification, "note:change"),
            (UITextField.textDidEndEditingNotification, "note:end"),
        ]
        for (name, label) in notes {
            observers.append(
                NotificationCenter.default.addObserver(forName: name, object: field, queue: nil) { [weak self] _ in
                    MainActor.assumeIsolated { self?.record(label) }
                })
        }
    }

    func record(_ entry: String) { shared.entries.append(prefix + entry) }

    /// Forgets what was recorded.
    func clear() { shared.entries = [] }

    /// Stops observing the notifications.
    func detach() {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        observers = []
    }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        record("shouldBegin")
        return allowsBegin
    }
    func textFieldDidBeginEditing(_ textField: UITextField) { record("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        record("shouldEnd")
        return allowsEnd
    }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        record("didEnd(\(reason == .committed ? "committed" : "?"))")
    }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        record("shouldChange(\(range.location),\(range.length),\(string))")
        return allowsChange(range, string)
    }
    func textFieldDidChangeSelection(_ textField: UITextField) { record("selection") }
    func textFieldShouldClear(_ textField: UITextField) -> Bool {
        record("shouldClear")
        return allowsClear
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        record("shouldReturn")
        return allowsReturn
    }
}

/// A window holding `field` at (20, 20), 200 × 34.
@MainActor
func windowWithField(_ field: UITextField = UITextField()) -> (UIWindow, UITextField) {
    let window = makeWindow()
    field.frame = CGRect(x: 20, y: 20, width: 200, height: 34)
    window.addSubview(field)
    return (window, field)
}

/// A tap at `point` (window coordinates).
@MainActor
func tap(_ window: UIWindow, at point: CGPoint, id: Int = 1, time: TimeInterval = 0) {
    window.injectTouch(id: id, phase: .began, at: point, timestamp: time)
    window.injectTouch(id: id, phase: .ended, at: point, timestamp: time + 0.05)
}
