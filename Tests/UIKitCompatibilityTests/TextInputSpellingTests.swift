import Foundation
import Testing
import UIKit

/// A PIN pad as iOS code writes one: a plain view adopting UIKeyInput, with a trait of its own.
final class PinView: UIView, UIKeyInput {
    private(set) var digits = ""
    var keyboardType: UIKeyboardType = .numberPad

    override var canBecomeFirstResponder: Bool { true }
    var hasText: Bool { !digits.isEmpty }

    func insertText(_ text: String) {
        guard digits.count < 4, text.allSatisfy(\.isNumber) else { return }
        digits += text
    }

    func deleteBackward() {
        if !digits.isEmpty { digits.removeLast() }
    }
}

/// A text view subclass as iOS code writes one: both designated initializers overridden.
final class NotesView: UITextView {
    override init(frame: CGRect, textContainer: NSTextContainer?) {
        super.init(frame: frame, textContainer: textContainer)
        font = .preferredBodyFont
        textContainerInset = UIEdgeInsets(top: 12, left: 8, bottom: 12, right: 8)
        self.textContainer.lineFragmentPadding = 0
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

extension UIFont {
    static var preferredBodyFont: UIFont { .systemFont(ofSize: 17) }
}

@Suite("Text input as iOS code spells it")
@MainActor
struct TextInputSpellingTests {
    @Test("A custom UIKeyInput view takes typing; traits it does not declare read UIKit's defaults")
    func customKeyInput() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        let pin = PinView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        window.addSubview(pin)
        #expect(pin.becomeFirstResponder())
        window.typeText("12a34\u{8}5")
        #expect(pin.digits == "1235" && pin.hasText)
        #expect(pin.keyboardType == .numberPad && pin.returnKeyType == .default && pin.autocapitalizationType == .sentences)
        #expect(!pin.isSecureTextEntry && pin.textContentType == nil)
        pin.resignFirstResponder()
    }

    @Test("A UITextView subclass overriding init(frame:textContainer:) is made by init(frame:) too")
    func textViewSubclass() {
        let notes = NotesView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(notes.font == UIFont.systemFont(ofSize: 17) && notes.textContainer.lineFragmentPadding == 0)
        #expect(notes.textContainerInset == UIEdgeInsets(top: 12, left: 8, bottom: 12, right: 8))
        notes.text = "Note"
        let size = notes.sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))
        #expect(size.height == (UIFont.systemFont(ofSize: 17).lineHeight + 24).rounded(.up))
        let plain = UITextView(frame: .zero)
        #expect(plain.textContainer.widthTracksTextView && type(of: plain.textContainer) == NSTextContainer.self)
    }
}
