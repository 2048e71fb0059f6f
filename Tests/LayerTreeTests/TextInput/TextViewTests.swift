import Foundation
import LayerTree
import Testing

/// Records a text view's delegate calls and notifications in order.
@MainActor
final class TextViewRecorder: UITextViewDelegate {
    var log: [String] = []
    var allowsBegin = true
    var allowsEnd = true
    var allowsChange: (NSRange, String) -> Bool = { _, _ in true }
    private var observers: [any NSObjectProtocol] = []

    init(_ textView: UITextView) {
        textView.delegate = self
        let notes: [(Notification.Name, String)] = [
            (UITextView.textDidBeginEditingNotification, "note:begin"), (UITextView.textDidChangeNotification, "note:change"),
            (UITextView.textDidEndEditingNotification, "note:end"),
        ]
        for (name, label) in notes {
            observers.append(
                NotificationCenter.default.addObserver(forName: name, object: textView, queue: nil) { [weak self] _ in
                    MainActor.assumeIsolated { self?.log.append(label) }
                })
        }
    }

    func detach() {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
    }

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
        log.append("shouldBegin")
        return allowsBegin
    }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
        log.append("shouldEnd")
        return allowsEnd
    }
    func textViewDidBeginEditing(_ textView: UITextView) { log.append("didBegin") }
    func textViewDidEndEditing(_ textView: UITextView) { log.append("didEnd") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        log.append("shouldChange(\(range.location),\(range.length),\(text))")
        return allowsChange(range, text)
    }
    func textViewDidChange(_ textView: UITextView) { log.append("didChange") }
    func textViewDidChangeSelection(_ textView: UITextView) { log.append("selection") }
}

/// Only the change callback, as an iOS delegate counting characters writes it.
final class CountingTextViewDelegate: NSObject, UITextViewDelegate {
    var lengths: [Int] = []
    func textViewDidChange(_ textView: UITextView) { lengths.append(textView.text.count) }
}

@Suite("UITextView: defaults, wrapped sizing, editing in UIKit's order")
@MainActor
struct TextViewTests {
    @Test("Defaults: empty text, no font (12-point drawing), insets 8/0/8/0, padding 5, editable, white, clipping")
    func defaults() {
        let view = UITextView()
        #expect(view.text == "" && view.attributedText.string == "" && !view.hasText)
        #expect(view.font == nil && view.textColor == nil && view.textAlignment == .natural)
        #expect(view.isEditable && view.isSelectable && view.selectedRange == NSRange(location: 0, length: 0))
        #expect(view.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(view.textContainer.lineFragmentPadding == 5 && view.textContainer.widthTracksTextView)
        #expect(view.textContainer.maximumNumberOfLines == 0 && view.textContainer.textView === view)
        #expect(view.backgroundColor == .systemBackground && view.clipsToBounds && view.canBecomeFirstResponder)
        #expect(view.keyboardType == .default && view.returnKeyType == .default && view.autocapitalizationType == .sentences)
        let typing = view.typingAttributes
        #expect(typing[.font] as? UIFont == UIFont.systemFont(ofSize: 12) && typing[.foregroundColor] as? UIColor == .label)
        let container = NSTextContainer(size: CGSize(width: 100, height: 50))
        let custom = UITextView(frame: .zero, textContainer: container)
        #expect(custom.textContainer === container && !container.widthTracksTextView)
    }

    @Test("sizeThatFits: the wrapped text's height plus 16, the used width plus 10, at most the width given")
    func sizeThatFits() {
        let view = UITextView()
        // The 12-point line is 13.97 points: an empty view is one line plus the insets.
        #expect(view.sizeThatFits(CGSize(width: 200, height: 1000)) == CGSize(width: 10, height: 30))
        view.font = .systemFont(ofSize: 17)
        view.text = "Hello"
        #expect(view.sizeThatFits(CGSize(width: 200, height: 1000)) == CGSize(width: 53, height: 36))
        view.text = "one two three four five six seven eight nine ten"
        let wrapped = view.sizeThatFits(CGSize(width: 100, height: 1000))
        let lines = (wrapped.height - 16) / UIFont.systemFont(ofSize: 17).lineHeight
        #expect(wrapped.width <= 100 && abs(lines - lines.rounded()) < 0.05 && lines >= 4, "\(wrapped), \(lines) lines")
        view.textContainerInset = .zero
        view.textContainer.lineFragmentPadding = 0
        #expect(view.sizeThatFits(CGSize(width: 90, height: 1000)).height == wrapped.height - 16, "the same 90-point lines")
        #expect(view.intrinsicContentSize.height == UIView.noIntrinsicMetric, "a scroll view has no intrinsic size")
    }

    @Test("Editing: should-begin, did-begin, notification; typing with new lines; should-end, did-end, notification")
    func editing() {
        let window = makeWindow()
        let view = UITextView(frame: CGRect(x: 10, y: 10, width: 200, height: 100))
        window.addSubview(view)
        let recorder = TextViewRecorder(view)
        defer { recorder.detach() }
        #expect(view.becomeFirstResponder())
        #expect(recorder.log == ["shouldBegin", "didBegin", "note:begin"])
        recorder.log = []
        window.typeText("a\nb")
        #expect(view.text == "a\nb" && view.selectedRange == NSRange(location: 3, length: 0))
        #expect(
            recorder.log == [
                "shouldChange(0,0,a)", "selection", "didChange", "note:change", "shouldChange(1,0,\n)", "selection", "didChange",
                "note:change", "shouldChange(2,0,b)", "selection", "didChange", "note:change",
            ])
        recorder.log = []
        window.typeText("\u{8}\u{8}")
        #expect(view.text == "a")
        recorder.allowsEnd = false
        recorder.log = []
        #expect(!view.resignFirstResponder() && recorder.log == ["shouldEnd"])
        recorder.allowsEnd = true
        recorder.log = []
        #expect(view.resignFirstResponder() && recorder.log == ["shouldEnd", "didEnd", "note:end"])
        view.becomeFirstResponder()
        recorder.log = []
        window.endEditing(true)
        #expect(recorder.log == ["didEnd", "note:end"], "forced: not asked")
    }

    @Test("A read-only view becomes first responder to select, but does not edit or take typing")
    func readOnly() {
        let window = makeWindow()
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        let recorder = TextViewRecorder(view)
        defer { recorder.detach() }
        view.text = "fixed"
        view.isEditable = false
        #expect(view.becomeFirstResponder() && recorder.log.isEmpty)
        window.typeText("x")
        view.deleteBackward()
        #expect(view.text == "fixed" && recorder.log.isEmpty)
        view.isSelectable = false
        view.resignFirstResponder()
        #expect(!view.canBecomeFirstResponder)
    }

    @Test("A tap begins editing; a delegate with only textViewDidChange hears each typed character")
    func tapAndPartialDelegate() {
        let window = makeWindow()
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        let delegate = CountingTextViewDelegate()
        view.delegate = delegate
        tap(window, at: CGPoint(x: 50, y: 50))
        #expect(view.isFirstResponder)
        window.typeText("héllo")
        #expect(delegate.lengths == [1, 2, 3, 4, 5])
        view.selectedRange = NSRange(location: 1, length: 3)
        window.typeText("E")
        #expect(view.text == "hEo" && view.selectedRange == NSRange(location: 2, length: 0))
    }

    @Test("Font and colour apply to the whole text; attributed runs keep the rest of their attributes")
    func attributes() {
        let view = UITextView()
        let styled = NSMutableAttributedString(string: "ab", attributes: [.foregroundColor: UIColor.red])
        view.attributedText = styled
        #expect(view.attributedText.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == UIFont.systemFont(ofSize: 12))
        view.font = .systemFont(ofSize: 20)
        #expect(view.attributedText.attribute(.font, at: 1, effectiveRange: nil) as? UIFont == UIFont.systemFont(ofSize: 20))
        #expect(view.attributedText.attribute(.foregroundColor, at: 1, effectiveRange: nil) as? UIColor == .red)
        view.textColor = .blue
        #expect(view.attributedText.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .blue)
    }
}
