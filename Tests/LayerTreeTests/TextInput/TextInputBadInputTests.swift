import Foundation
import LayerTree
import Testing

/// A responder that takes first-responder status but not typing.
final class FocusOnlyView: UIView {
    override var canBecomeFirstResponder: Bool { true }
}

@Suite("Text input: bad input gets a diagnostic and leaves things as they were")
@MainActor
struct TextInputBadInputTests {
    @Test("Ranges outside the text are cut to it; ranges of another view are refused; both reported")
    func ranges() {
        let field = UITextField()
        field.text = "abc"
        let outside = LayerTreeDiagnostics.capturing {
            field.selectedTextRange = UITextRange()
        }
        #expect(outside.map(\.operation) == ["UITextField.selectedTextRange"] && field.selectedTextRange?.isEmpty == true)
        #expect(field.textRange(from: field.beginningOfDocument, to: UITextPosition()) == nil)
        let view = UITextView()
        view.text = "abc"
        let cut = LayerTreeDiagnostics.capturing { view.selectedRange = NSRange(location: NSNotFound, length: 0) }
        #expect(cut.map(\.operation) == ["UITextView.selectedRange"] && view.selectedRange == NSRange(location: 3, length: 0))
        let foreign = LayerTreeDiagnostics.capturing { view.replace(UITextRange(), withText: "x") }
        #expect(foreign.map(\.problem) == ["a text range this view did not make"] && view.text == "abc")
        let long = LayerTreeDiagnostics.capturing {
            field.replace(field.textRange(from: field.beginningOfDocument, to: field.endOfDocument)!, withText: "")
            view.selectedRange = NSRange(location: 1, length: 99)
        }
        #expect(long.map(\.operation) == ["UITextView.selectedRange"] && field.text == "" && view.selectedRange.length == 2)
    }

    @Test("Sizes that are not numbers are refused; rects of non-finite bounds are empty")
    func numbers() {
        let field = UITextField()
        let problems = LayerTreeDiagnostics.capturing {
            field.minimumFontSize = .nan
            field.minimumFontSize = -3
            let view = UITextView()
            view.textContainerInset = UIEdgeInsets(top: .infinity, left: 0, bottom: 0, right: 0)
            view.textContainer.lineFragmentPadding = -1
            view.textContainer.size = CGSize(width: CGFloat.nan, height: 10)
            #expect(view.textContainerInset.top == 8 && view.textContainer.lineFragmentPadding == 5)
            _ = NSTextContainer(size: CGSize(width: -1, height: 1))
        }
        #expect(problems.count == 6 && field.minimumFontSize == 0)
        #expect(field.textRect(forBounds: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)) == .zero)
    }

    @Test("Typing into a responder without UIKeyInput is reported; empty text changes nothing")
    func typing() {
        let window = makeWindow()
        let view = FocusOnlyView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        view.becomeFirstResponder()
        let problems = LayerTreeDiagnostics.capturing { window.typeText("a") }.map(\.problem)
        #expect(problems == ["the first responder FocusOnlyView does not adopt UIKeyInput"])
        let field = UITextField()
        window.addSubview(field)
        let recorder = TextFieldRecorder(field)
        defer { recorder.detach() }
        field.becomeFirstResponder()
        recorder.clear()
        field.insertText("")
        #expect(recorder.log.isEmpty)
    }
}
