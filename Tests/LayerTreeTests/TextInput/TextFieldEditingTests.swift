import Foundation
import LayerTree
import Testing

/// A delegate as iOS code writes one: only the methods it needs. It allows digits only, and
/// hears the end of editing through the method without a reason.
final class DigitsOnlyDelegate: NSObject, UITextFieldDelegate {
    var ended = 0
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        string.allSatisfy(\.isNumber)
    }
    func textFieldDidEndEditing(_ textField: UITextField) { ended += 1 }
}

@Suite("UITextField editing: first responder, delegate, events and notifications in UIKit's order")
@MainActor
struct TextFieldEditingTests {
    @Test("Becoming first responder begins editing: should-begin, editing-did-begin, did-begin, the notification")
    func begin() {
        let (window, field) = windowWithField()
        let recorder = TextFieldRecorder(field)
        defer { recorder.detach() }
        #expect(field.becomeFirstResponder() && field.isFirstResponder && field.isEditing)
        #expect(recorder.log == ["shouldBegin", "editingDidBegin", "didBegin", "note:begin"])
        #expect(field.becomeFirstResponder() && recorder.log.count == 4, "already editing: nothing again")
        #expect(field.typingAttributes != nil)
        _ = window
    }

    @Test("A delegate refusing to begin keeps the field out of editing; so do a disabled field and one outside a window")
    func refusedBegin() {
        let (window, field) = windowWithField()
        let recorder = TextFieldRecorder(field)
        defer { recorder.detach() }
        recorder.allowsBegin = false
        #expect(!field.becomeFirstResponder() && !field.isEditing && recorder.log == ["shouldBegin"])
        recorder.allowsBegin = true
        field.isEnabled = false
        #expect(!field.canBecomeFirstResponder && !field.becomeFirstResponder())
        #expect(!UITextField().becomeFirstResponder(), "outside a window")
        _ = window
    }

    @Test("Typing: should-change per character, then selection, editing-changed, the change notification")
    func typing() {
        let (window, field) = windowWithField()
        let recorder = TextFieldRecorder(field)
        defer { recorder.detach() }
        field.becomeFirstResponder()
        recorder.clear()
        window.typeText("ab")
        #expect(field.text == "ab")
        #expect(
            recorder.log == [
                "shouldChange(0,0,a)", "selection", "editingChanged", "note:change",
                "shouldChange(1,0,b)", "selection", "editingChanged", "note:change",
            ])
        recorder.clear()
        window.typeText("\u{8}")
        #expect(field.text == "a" && recorder.log == ["shouldChange(1,1,)", "selection", "editingChanged", "note:change"])
        recorder.clear()
        recorder.allowsChange = { _, string in string != "x" }
        window.typeText("x")
        #expect(field.text == "a" && recorder.log == ["shouldChange(1,0,x)"], "refused: nothing changes, nothing is sent")
        recorder.clear()
        field.text = "code"
        #expect(recorder.log.isEmpty, "setting text in code sends nothing")
        #expect(field.offset(from: field.beginningOfDocument, to: field.selectedTextRange!.start) == 4)
    }

    @Test("A backspace deletes a whole character (an emoji is two UTF-16 units) or the selection; at the start nothing")
    func backspace() {
        let (window, field) = windowWithField()
        let recorder = TextFieldRecorder(field)
        defer { recorder.detach() }
        field.text = "a👋"
        field.becomeFirstResponder()
        recorder.clear()
        field.deleteBackward()
        #expect(field.text == "a" && recorder.log.first == "shouldChange(1,2,)")
        field.text = "hello"
        field.selectedTextRange = field.textRange(
            from: field.beginningOfDocument, to: field.position(from: field.beginningOfDocument, offset: 2)!)
        recorder.clear()
        field.insertText("J")
        #expect(field.text == "Jllo" && recorder.log.first == "shouldChange(0,2,J)")
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.beginningOfDocument)
        recorder.clear()
        field.deleteBackward()
        #expect(field.text == "Jllo" && recorder.log.isEmpty, "nothing before the caret")
        _ = window
    }

    @Test("Return: should-return, then editing-did-end-on-exit with the primary action, and the field resigns")
    func returnKey() {
        let (window, field) = windowWithField()
        let recorder = TextFieldRecorder(field)
        defer { recorder.detach() }
        field.becomeFirstResponder()
        window.typeText("hi")
        recorder.clear()
        window.typeText("\n")
        #expect(
            recorder.log == [
                "shouldReturn", "editingDidEndOnExit", "primary", "shouldEnd", "editingDidEnd", "didEnd(committed)", "note:end",
            ])
        #expect(!field.isEditing && !field.isFirstResponder && field.text == "hi", "the return key inserts nothing")
        recorder.clear()
        let diagnostics = LayerTreeDiagnostics.capturing { window.typeText("z") }
        #expect(field.text == "hi" && diagnostics.map(\.problem) == ["no first responder to type into"])
    }

    @Test("Return refused by the delegate does nothing; without an end-on-exit action the field keeps editing")
    func returnKeyStays() {
        let (window, field) = windowWithField()
        let recorder = TextFieldRecorder(field)
        defer { recorder.detach() }
        field.becomeFirstResponder()
        recorder.allowsReturn = false
        recorder.clear()
        window.typeText("\n")
        #expect(recorder.log == ["shouldReturn"] && field.isEditing)
        let plain = UITextField()
        window.addSubview(plain)
        plain.becomeFirstResponder()
        var returned = 0
        plain.addAction(UIAction { _ in returned += 1 }, for: .primaryActionTriggered)
        window.typeText("\n")
        #expect(returned == 1 && plain.isEditing, "only an .editingDidEndOnExit action makes the field resign")
    }

    @Test("Resigning asks should-end; a refusal keeps editing; then editing-did-end, did-end, the notification")
    func end() {
        let (window, field) = windowWithField()
        let recorder = TextFieldRecorder(field)
        defer { recorder.detach() }
        field.becomeFirstResponder()
        recorder.allowsEnd = false
        recorder.clear()
        #expect(!field.resignFirstResponder() && field.isEditing && recorder.log == ["shouldEnd"])
        #expect(!window.endEditing(false) && field.isEditing)
        recorder.clear()
        #expect(window.endEditing(true), "forced: the delegate is not asked")
        #expect(recorder.log == ["editingDidEnd", "didEnd(committed)", "note:end"] && !field.isEditing)
    }

    @Test("Moving from one field to another: B should-begin, A ends, then B begins")
    func switching() {
        let (window, first) = windowWithField()
        let second = UITextField(frame: CGRect(x: 20, y: 80, width: 200, height: 34))
        window.addSubview(second)
        let log = TextFieldRecorder.Log()
        let a = TextFieldRecorder(first, prefix: "A.", log: log)
        let b = TextFieldRecorder(second, prefix: "B.", log: log)
        defer {
            a.detach()
            b.detach()
        }
        first.becomeFirstResponder()
        a.clear()
        second.becomeFirstResponder()
        #expect(
            log.entries == [
                "B.shouldBegin", "A.shouldEnd", "A.editingDidEnd", "A.didEnd(committed)", "A.note:end", "B.editingDidBegin",
                "B.didBegin", "B.note:begin",
            ])
    }

    @Test("Leaving the window ends editing without asking")
    func removal() {
        let (window, field) = windowWithField()
        let recorder = TextFieldRecorder(field)
        defer { recorder.detach() }
        field.becomeFirstResponder()
        recorder.clear()
        field.removeFromSuperview()
        #expect(
            recorder.log == ["editingDidEnd", "didEnd(committed)", "note:end"] && !field.isEditing && !field.isFirstResponder)
        _ = window
    }

    @Test("The end-editing notification carries the reason; clearsOnBeginEditing asks should-clear and empties quietly")
    func notificationsAndClearOnBegin() {
        let (window, field) = windowWithField()
        var reasons: [Int] = []
        let observer = NotificationCenter.default.addObserver(
            forName: UITextField.textDidEndEditingNotification, object: field, queue: nil
        ) { note in
            let reason = note.userInfo?[UITextField.didEndEditingReasonUserInfoKey] as? Int
            MainActor.assumeIsolated { reasons.append(reason ?? -1) }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        let recorder = TextFieldRecorder(field)
        defer { recorder.detach() }
        field.text = "old"
        field.clearsOnBeginEditing = true
        field.becomeFirstResponder()
        #expect(field.text == "" && recorder.log == ["shouldBegin", "shouldClear", "editingDidBegin", "didBegin", "note:begin"])
        field.resignFirstResponder()
        #expect(reasons == [0])
        _ = window
    }

    @Test("A tap makes the field first responder; a tap on the clear button asks should-clear and empties the field")
    func taps() {
        let (window, field) = windowWithField()
        let recorder = TextFieldRecorder(field)
        defer { recorder.detach() }
        field.text = "abc"
        field.clearButtonMode = .whileEditing
        tap(window, at: CGPoint(x: 60, y: 37))
        #expect(field.isEditing && recorder.log == ["shouldBegin", "editingDidBegin", "didBegin", "note:begin"])
        recorder.clear()
        tap(window, at: CGPoint(x: 20 + 182, y: 37), time: 1)  // the clear button: x 173…192 in the field
        #expect(field.text == "" && recorder.log == ["shouldClear", "selection", "editingChanged", "note:change"])
        #expect(field.isEditing)
    }

    @Test("An iOS-style delegate with only some methods: the others keep UIKit's defaults")
    func partialDelegate() {
        let (window, field) = windowWithField()
        let delegate = DigitsOnlyDelegate()
        field.delegate = delegate
        #expect(field.becomeFirstResponder(), "no textFieldShouldBeginEditing: editing may begin")
        window.typeText("1a2")
        #expect(field.text == "12")
        window.typeText("\n")
        #expect(field.isEditing, "no textFieldShouldReturn: return allowed, but no end-on-exit action")
        field.resignFirstResponder()
        #expect(delegate.ended == 1, "the reason-less method hears the end once")
    }

    @Test("Secure entry keeps the real text; typing into it works as usual")
    func secureEntry() {
        let (window, field) = windowWithField()
        field.isSecureTextEntry = true
        field.becomeFirstResponder()
        window.typeText("pa55")
        #expect(field.text == "pa55" && field.hasText)
    }

    @Test("Typing into another window's first responder, or a responder without UIKeyInput, is reported")
    func typingDiagnostics() {
        let (window, field) = windowWithField()
        let other = makeWindow()
        field.becomeFirstResponder()
        let problems = LayerTreeDiagnostics.capturing { other.typeText("a") }.map(\.problem)
        #expect(problems == ["the first responder UITextField is not in this window"] && field.text == "")
        _ = window
    }
}
