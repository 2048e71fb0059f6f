import Foundation
import LayerTree
import Testing

@Suite("UITextView is a UIScrollView, as in the SDK")
@MainActor
struct TextViewScrollingTests {
    /// A text view delegate that also hears the scroll-view calls (UITextViewDelegate refines UIScrollViewDelegate).
    final class Listener: UITextViewDelegate {
        var scrolls = 0
        var changes = 0
        func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
        func textViewDidChange(_ textView: UITextView) { changes += 1 }
    }

    func longTextView() -> (ScrollScene, UITextView, Listener) {
        let textView = UITextView(frame: .zero)
        let scene = ScrollScene(contentSize: .zero, scrollView: textView)
        let listener = Listener()
        textView.delegate = listener
        textView.font = UIFont.systemFont(ofSize: 17)
        textView.text = (1...60).map { "Line \($0)" }.joined(separator: "\n")
        scene.window.layoutIfNeeded()
        return (scene, textView, listener)
    }

    @Test("Its content size is the text's height with the insets; a drag scrolls it and its delegate hears it")
    func scrollsText() {
        let (scene, textView, listener) = longTextView()
        let measured = textView.sizeThatFits(CGSize(width: 320, height: CGFloat.greatestFiniteMagnitude))
        #expect((textView as UIScrollView).contentSize == CGSize(width: 320, height: measured.height))
        #expect(textView.contentSize.height > 1000)
        scene.drag(from: CGPoint(x: 160, y: 400), step: CGPoint(x: 0, y: -30), steps: 6)
        scene.frame(30)
        #expect(textView.contentOffset.y > 150 && listener.scrolls > 5)
        #expect(textView.isEditable && !textView.isFirstResponder, "a drag does not begin editing")
    }

    @Test("Typing at the end of long text scrolls the caret into view")
    func typingRevealsCaret() {
        let (scene, textView, listener) = longTextView()
        #expect(textView.becomeFirstResponder())
        textView.selectedRange = NSRange(location: (textView.text as NSString).length, length: 0)
        scene.window.typeText("!")
        #expect(listener.changes == 1)
        #expect(textView.contentOffset.y == textView.contentSize.height - 480)
        textView.resignFirstResponder()
    }
}
