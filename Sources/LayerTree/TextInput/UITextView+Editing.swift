import Foundation
import Graphics

extension UITextView {
    /// Posted through `NotificationCenter.default` with the text view as object when editing begins.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name(
        "UITextViewTextDidBeginEditingNotification")
    /// Posted when the user changes the text (typing, deleting; not setting `text`).
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted when editing ends.
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

    func setUpTextView() {
        backgroundColor = .systemBackground
        clipsToBounds = true
        textContainer.textView = self
        contentView.textView = self
        addSubview(contentView)
    }

    func beginEditingSession() {
        editingSession = true
        explicitTypingAttributes = nil
        contentView.setNeedsDisplay()
        textDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
    }

    func endEditingSession() {
        editingSession = false
        explicitTypingAttributes = nil
        contentView.setNeedsDisplay()
        textDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
    }

    func typeText(_ text: String) {
        guard !text.isEmpty else { return }
        guard isEditable else { return }
        let normalized = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        replaceByUser(editable.selection, with: normalized)
    }

    func typeBackspace() {
        guard isEditable, let range = editable.rangeDeletedBackward else { return }
        replaceByUser(range, with: "")
    }

    /// A change the user makes: asked of the delegate, applied, then the selection, the change
    /// and the notification.
    func replaceByUser(_ range: NSRange, with string: String) {
        guard textDelegate?.textView(self, shouldChangeTextIn: range, replacementText: string) ?? true else { return }
        editable.replace(range, with: string, attributes: explicitTypingAttributes ?? editable.typingAttributes(defaults: [:]))
        explicitTypingAttributes = nil
        textLayoutDidChange()
        revealCaret()
        textDelegate?.textViewDidChangeSelection(self)
        textDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    }

    func selectRange(_ range: NSRange) {
        guard editable.select(range) else { return }
        explicitTypingAttributes = nil
        contentView.setNeedsDisplay()
        textDelegate?.textViewDidChangeSelection(self)
    }

    func setStoredText(_ text: NSAttributedString) {
        editable.setText(text)
        explicitTypingAttributes = nil
        textLayoutDidChange()
    }

    /// The font, colour and alignment the text takes where its runs name none.
    var defaultAttributes: [NSAttributedString.Key: Any] {
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = textAlignment
        paragraph.lineBreakMode = textContainer.lineBreakMode
        return [.font: font ?? Self.fallbackFont, .foregroundColor: textColor ?? UIColor.label, .paragraphStyle: paragraph]
    }

    /// The text's runs over the defaults.
    var displayedText: NSAttributedString { UITextField.layered(editable.storage, over: defaultAttributes) }

    static func merged(
        _ defaults: [NSAttributedString.Key: Any], _ own: [NSAttributedString.Key: Any]
    ) -> [NSAttributedString.Key: Any] {
        defaults.merging(own) { _, run in run }
    }

    /// After a change of the text or of how it is laid out: redraw and a new intrinsic size.
    func textLayoutDidChange() {
        measuredContent = nil
        contentView.setNeedsDisplay()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }
}
