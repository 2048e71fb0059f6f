import Foundation
import Graphics

/// Editing sessions, typing, the return key and the clear button, in UIKit's order (see the
/// type's documentation).
extension UITextField {
    func beginEditingSession() {
        editingSession = true
        explicitTypingAttributes = nil
        if clearsOnBeginEditing, delegate?.textFieldShouldClear(self) ?? true {
            editable.setText(NSAttributedString(string: ""))
        }
        editable.select(NSRange(location: editable.length, length: 0))
        contentDidChange()
        setNeedsLayout()
        send(.editingDidBegin)
        delegate?.textFieldDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
    }

    func endEditingSession() {
        editingSession = false
        explicitTypingAttributes = nil
        contentDidChange()
        setNeedsLayout()
        send(.editingDidEnd)
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        NotificationCenter.default.post(
            name: UITextField.textDidEndEditingNotification, object: self,
            userInfo: [UITextField.didEndEditingReasonUserInfoKey: DidEndEditingReason.committed.rawValue])
    }

    /// The keyboard typed `text`: the return key, or characters replacing the selection.
    func typeText(_ text: String) {
        guard !text.isEmpty else { return }
        if text == "\n" || text == "\r" || text == "\r\n" {
            returnKeyPressed()
            return
        }
        let oneLine = String(text.map { $0.isNewline ? " " : $0 })
        replaceByUser(editable.selection, with: oneLine)
    }

    /// The backspace key: the selection or the character before the caret goes.
    func typeBackspace() {
        guard let range = editable.rangeDeletedBackward else { return }
        replaceByUser(range, with: "")
    }

    /// A change the user makes: asked of the delegate, then applied and announced.
    func replaceByUser(_ range: NSRange, with string: String) {
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true else { return }
        editable.replace(range, with: string, attributes: typingAttributesForEdit)
        explicitTypingAttributes = nil
        textDidChangeByUser()
    }

    /// After the user changed the text: redraw, then the selection, the editing-changed event
    /// and the notification.
    func textDidChangeByUser() {
        contentDidChange()
        setNeedsLayout()
        delegate?.textFieldDidChangeSelection(self)
        send(.editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }

    func returnKeyPressed() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        send(.editingDidEndOnExit)
        let handlesReturn = actionEntries.contains { !$0.events.isDisjoint(with: .editingDidEndOnExit) }
        if handlesReturn { resignFirstResponder() }
    }

    /// The clear button was tapped: the delegate may keep the text.
    func clearButtonTapped() {
        guard hasText, delegate?.textFieldShouldClear(self) ?? true else { return }
        editable.replace(NSRange(location: 0, length: editable.length), with: "", attributes: [:])
        textDidChangeByUser()
    }

    /// A tap ended at `point`: on a shown clear button it clears; elsewhere inside it begins editing.
    func tapEnded(at point: CGPoint) {
        guard bounds.contains(point) else { return }
        if showsClearButton(editing: isEditing), clearButtonRect(forBounds: bounds).insetBy(dx: -6, dy: -6).contains(point) {
            clearButtonTapped()
            return
        }
        becomeFirstResponder()
    }

    /// Moves the selection in code and tells the delegate.
    func selectRange(_ range: NSRange) {
        guard editable.select(range) else { return }
        explicitTypingAttributes = nil
        contentView.setNeedsDisplay()
        delegate?.textFieldDidChangeSelection(self)
    }

    /// The attributes the next typed characters take.
    var typingAttributesForEdit: [NSAttributedString.Key: Any] {
        explicitTypingAttributes ?? editable.typingAttributes(defaults: [:])
    }

    // MARK: Stored text and attributes

    func setStoredText(_ text: NSAttributedString) {
        editable.setText(text)
        explicitTypingAttributes = nil
        contentDidChange()
        setNeedsLayout()
    }

    /// The font, colour and alignment as attributes, with any others `defaultTextAttributes` set.
    var defaultAttributes: [NSAttributedString.Key: Any] {
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = textAlignment
        var attributes = extraDefaultAttributes
        attributes[.font] = font ?? Self.defaultFont
        attributes[.foregroundColor] = textColor ?? UIColor.label
        attributes[.paragraphStyle] = paragraph
        return attributes
    }

    func setDefaultAttributes(_ attributes: [NSAttributedString.Key: Any]) {
        storedFont = attributes[.font] as? UIFont
        storedTextColor = attributes[.foregroundColor] as? UIColor
        if let style = attributes[.paragraphStyle] as? NSParagraphStyle { textAlignment = style.alignment }
        extraDefaultAttributes = attributes.filter { $0.key != .font && $0.key != .foregroundColor && $0.key != .paragraphStyle }
        let selection = editable.selection
        editable.setText(NSAttributedString(string: editable.string))
        editable.select(selection)
        contentDidChange()
    }

    /// The text's runs over the default attributes.
    var displayedText: NSAttributedString { Self.layered(editable.storage, over: defaultAttributes) }

    /// The placeholder's runs over the field's font, the placeholder grey and the alignment.
    var displayedPlaceholder: NSAttributedString? {
        guard let placeholder = storedPlaceholder else { return nil }
        var defaults = defaultAttributes
        defaults[.foregroundColor] = UIColor.placeholderText
        return Self.layered(placeholder, over: defaults)
    }

    static func layered(_ text: NSAttributedString, over defaults: [NSAttributedString.Key: Any]) -> NSAttributedString {
        let result = NSMutableAttributedString(string: text.string, attributes: defaults)
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length), options: []) { attributes, range, _ in
            result.addAttributes(attributes, range: range)
        }
        return result
    }

    /// After anything that changes what the field shows or how large it wants to be.
    func contentDidChange() {
        contentView.setNeedsDisplay()
        invalidateIntrinsicContentSize()
        refreshBaselineConstraints()
    }
}
