import Foundation
import Graphics

/// A single line of editable text: UIKit's `UITextField`, with its border styles, placeholder,
/// clear button, overlay views, secure entry, delegate, editing events and notifications.
///
/// There is no on-screen keyboard: a tap (or `becomeFirstResponder()`) begins editing and a host
/// types with `UIWindow.typeText(_:)` (or calls `insertText(_:)`/`deleteBackward()`). Editing
/// follows UIKit's order, as its implementation does it:
///
/// - **Begin**: `textFieldShouldBeginEditing` (asked by `canBecomeFirstResponder`), the previous
///   first responder resigns, `textFieldShouldClear` and the clear when `clearsOnBeginEditing`,
///   `.editingDidBegin`, `textFieldDidBeginEditing`, `textDidBeginEditingNotification`.
/// - **Typing**: `textField(_:shouldChangeCharactersIn:replacementString:)`, the change,
///   `textFieldDidChangeSelection`, `.editingChanged`, `textDidChangeNotification`. Setting
///   `text` or `attributedText` in code sends none of these, as in UIKit.
/// - **Return** ("\n"): `textFieldShouldReturn`; if it allows, `.editingDidEndOnExit` (with
///   `.primaryActionTriggered`), and the field resigns when an action handles `.editingDidEndOnExit`.
/// - **End**: `textFieldShouldEndEditing` (not asked by `endEditing(true)` or when the field
///   leaves its window), `.editingDidEnd`, `textFieldDidEndEditing(_:reason:)`,
///   `textDidEndEditingNotification`.
///
/// Drawing: the border (or `background` image) in `borderRect(forBounds:)`, the text (bullets
/// for `isSecureTextEntry`) or the placeholder centred vertically in the text rect, the clear
/// button, and while editing a static 2-point caret in the tint colour after the insertion point.
/// Text and border are drawn by internal subviews, so a subclass's `draw(_:)` draws under them
/// and leaves the text in place, as on iOS. The selection is a caret (or a range set in code);
/// a tap does not move it.
@preconcurrency @MainActor
open class UITextField: UIControl, UIKeyInput {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpTextField()
    }

    public required init?(coder: NSCoder) { return nil }

    // MARK: Text

    /// The text; `""` (never nil when read) by default. Setting it sends no editing events.
    open var text: String? {
        get { editable.string }
        set { setStoredText(NSAttributedString(string: newValue ?? "")) }
    }

    /// The styled text: the runs' own attributes over `defaultTextAttributes`.
    open var attributedText: NSAttributedString? {
        get { displayedText }
        set { setStoredText(newValue ?? NSAttributedString(string: "")) }
    }

    /// The text colour; `.label` by default. Setting it colours the whole text.
    open var textColor: UIColor? {
        get { storedTextColor ?? .label }
        set {
            storedTextColor = newValue
            editable.apply(.foregroundColor, newValue ?? UIColor.label)
            contentDidChange()
        }
    }

    /// The font of the text and the placeholder; the 17-point system font by default. Setting it
    /// applies to the whole text.
    open var font: UIFont? {
        get { storedFont ?? Self.defaultFont }
        set {
            storedFont = newValue
            editable.apply(.font, newValue ?? Self.defaultFont)
            contentDidChange()
        }
    }

    /// `.natural` (left) by default.
    open var textAlignment: NSTextAlignment = .natural { didSet { contentDidChange() } }

    /// The border drawn around the text; `.none` by default.
    open var borderStyle: BorderStyle = .none {
        didSet { if borderStyle != oldValue { borderDidChange() } }
    }

    /// The attributes text takes where its runs have none: font, colour, paragraph alignment.
    /// Setting it resets the text's own attributes to these.
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get { defaultAttributes }
        set { setDefaultAttributes(newValue) }
    }

    /// Grey text shown while the field is empty; nil by default.
    open var placeholder: String? {
        get { storedPlaceholder?.string }
        set { attributedPlaceholder = newValue.map { NSAttributedString(string: $0) } }
    }

    /// The placeholder with its own attributes, over the field's font and the placeholder grey.
    open var attributedPlaceholder: NSAttributedString? {
        get { displayedPlaceholder }
        set {
            storedPlaceholder = newValue
            contentDidChange()
        }
    }

    /// Whether beginning to edit removes the text (after asking `textFieldShouldClear`). False by default.
    open var clearsOnBeginEditing = false
    /// Whether the font shrinks, down to `minimumFontSize`, to fit the text in its rectangle. False by default.
    open var adjustsFontSizeToFitWidth = false { didSet { contentDidChange() } }
    /// The smallest size `adjustsFontSizeToFitWidth` shrinks to; 0 by default.
    open var minimumFontSize: CGFloat = 0 {
        didSet {
            if !(minimumFontSize >= 0 && minimumFontSize.isFinite) {
                LayerTreeDiagnostics.report("UITextField.minimumFontSize", "\(minimumFontSize) is not a font size")
                minimumFontSize = oldValue
            }
            contentDidChange()
        }
    }
    /// Whether the user may change the text's attributes (stored; there is no formatting menu).
    open var allowsEditingTextAttributes = false
    /// Whether typing replaces the whole text (stored; typing always inserts at the insertion point).
    open var clearsOnInsertion = false

    /// Asked and told about editing. Held weakly, as in UIKit.
    open weak var delegate: (any UITextFieldDelegate)?

    /// Whether the field is editing: it is the first responder and its session has begun.
    open var isEditing: Bool { editingSession }

    /// The attributes typed text takes; nil while not editing. Setting it changes them until
    /// the selection moves.
    open var typingAttributes: [NSAttributedString.Key: Any]? {
        get { isEditing ? typingAttributesForEdit : nil }
        set { explicitTypingAttributes = newValue }
    }

    // MARK: Appearance

    /// An image drawn in the border rectangle instead of the border style; nil by default.
    open var background: UIImage? { didSet { borderDidChange() } }
    /// The image drawn instead of `background` while disabled (ignored without `background`).
    open var disabledBackground: UIImage? { didSet { borderDidChange() } }

    /// When the clear button (a grey circle with a cross) shows; `.never` by default.
    open var clearButtonMode: ViewMode = .never { didSet { overlaysDidChange() } }
    /// A view shown at the left of the text (vertically centred), by `leftViewMode`.
    open var leftView: UIView? {
        didSet { replaceOverlay(oldValue, with: leftView) }
    }
    /// When `leftView` shows; `.never` by default.
    open var leftViewMode: ViewMode = .never { didSet { overlaysDidChange() } }
    /// A view shown at the right of the text, by `rightViewMode`; it takes the clear button's place.
    open var rightView: UIView? {
        didSet { replaceOverlay(oldValue, with: rightView) }
    }
    /// When `rightView` shows; `.never` by default.
    open var rightViewMode: ViewMode = .never { didSet { overlaysDidChange() } }

    /// UIKit's background colour setter; for a rounded-rect field it fills the rounded rectangle
    /// (the field's own layer stays clear), as iOS gives it to the border's background view.
    open override var backgroundColor: UIColor? {
        get { fillInRoundedRect ? roundedRectFill : super.backgroundColor }
        set {
            if fillInRoundedRect {
                roundedRectFill = newValue
                backgroundView.refresh()
            } else {
                super.backgroundColor = newValue
            }
        }
    }

    // MARK: Text input traits

    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    open var autocorrectionType = UITextAutocorrectionType.default
    open var spellCheckingType = UITextSpellCheckingType.default
    open var smartQuotesType = UITextSmartQuotesType.default
    open var smartDashesType = UITextSmartDashesType.default
    open var smartInsertDeleteType = UITextSmartInsertDeleteType.default
    open var keyboardType = UIKeyboardType.default
    open var keyboardAppearance = UIKeyboardAppearance.default
    open var returnKeyType = UIReturnKeyType.default
    open var enablesReturnKeyAutomatically = false
    /// Whether the text is drawn as bullets (one per character). False by default.
    open var isSecureTextEntry = false { didSet { contentDidChange() } }

    /// The view shown in place of the keyboard while editing (a picker, say); kept, not shown here.
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }
    /// The bar shown above the keyboard while editing; kept, not shown here.
    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }
    private var storedInputView: UIView?
    private var storedInputAccessoryView: UIView?
    /// Whether the font follows the content size category; stored (there is one category here).
    open var adjustsFontForContentSizeCategory = false
    open var textContentType: UITextContentType! = nil

    // MARK: UIKeyInput

    /// Whether the field has any text.
    open var hasText: Bool { editable.length > 0 }

    /// Types `text` at the insertion point, replacing the selection, as the keyboard does: the
    /// delegate may refuse the change. "\n" is the return key (see the type's documentation);
    /// other line breaks become spaces, since a field holds one line.
    open func insertText(_ text: String) { typeText(text) }

    /// Deletes the selection, or the character before the caret, as the backspace key does.
    open func deleteBackward() { typeBackspace() }

    // MARK: Selection

    /// The selection as a text range (a caret is an empty range); setting it moves the caret.
    open var selectedTextRange: UITextRange? {
        get { UITextRange.covering(editable.selection) }
        set {
            guard let newValue, let range = editable.checked(newValue.nsRange, "UITextField.selectedTextRange") else { return }
            selectRange(range)
        }
    }
    /// The position before the first character.
    open var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    /// The position after the last character.
    open var endOfDocument: UITextPosition { UITextPosition(offset: editable.length) }
    /// Marked (uncommitted) text; there is no input method composing text here, so always nil.
    open var markedTextRange: UITextRange? { nil }

    /// The range between two positions of this field; nil for positions it did not make.
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        guard let from = fromPosition.offset, let to = toPosition.offset else { return nil }
        return UITextRange(start: UITextPosition(offset: from), end: UITextPosition(offset: to))
    }
    /// The position `offset` UTF-16 units from `position`; nil outside the text.
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        guard let start = position.offset else { return nil }
        let (end, overflow) = start.addingReportingOverflow(offset)
        guard !overflow, (0...editable.length).contains(end) else { return nil }
        return UITextPosition(offset: end)
    }
    /// The UTF-16 distance between two positions of this field (0 for others).
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        guard let start = from.offset, let end = toPosition.offset else { return 0 }
        return end - start
    }
    /// The text in `range`; nil when it lies outside the text.
    open func text(in range: UITextRange) -> String? { range.nsRange.flatMap { editable.text(in: $0) } }
    /// Replaces the text of `range` in code (no delegate question, no events).
    open func replace(_ range: UITextRange, withText text: String) {
        guard let nsRange = editable.checked(range.nsRange, "UITextField.replace(_:withText:)") else { return }
        editable.replace(nsRange, with: text, attributes: typingAttributesForEdit)
        contentDidChange()
    }

    // MARK: Geometry (override points)

    /// Where the border or background image is drawn: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
    /// Where the text is drawn while not editing: inside the border style's padding, beside the
    /// overlay views and the clear button, pixel-aligned.
    open func textRect(forBounds bounds: CGRect) -> CGRect { availableTextRect(forBounds: bounds, editing: false) }
    /// Where the placeholder is drawn: a line of its height centred in the text (or editing) rect.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { defaultPlaceholderRect(forBounds: bounds) }
    /// Where the text is drawn while editing (the same as `textRect` unless the clear button shows only then).
    open func editingRect(forBounds bounds: CGRect) -> CGRect { availableTextRect(forBounds: bounds, editing: true) }
    /// The clear button's rectangle: 19 × 19, 8 points from the right edge, centred a point high.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { defaultClearButtonRect(forBounds: bounds) }
    /// The left view's rectangle: its size, at the left edge, centred vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect { overlayRect(leftView, forBounds: bounds, atLeft: true) }
    /// The right view's rectangle: its size, at the right edge, centred vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect { overlayRect(rightView, forBounds: bounds, atLeft: false) }

    /// Draws the text (bullets when secure) in `rect`, centred vertically; while editing, text too
    /// long for the rect shifts left to keep the caret in view, otherwise it ends in "…".
    open func drawText(in rect: CGRect) { drawTextLine(in: rect) }
    /// Draws the placeholder in `rect`, in the placeholder grey unless its attributes say otherwise.
    open func drawPlaceholder(in rect: CGRect) { drawPlaceholderLine(in: rect) }

    /// As UIKit measures it: the text (a space when empty) or the placeholder, whichever is
    /// larger, plus the text rect's insets, plus the border style's padding, at least 30 points
    /// of content for a rounded rect (a 17-point rounded-rect field is 34 points tall).
    open override var intrinsicContentSize: CGSize { fittingSize }
    /// The intrinsic size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { fittingSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutParts()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        contentView.setNeedsDisplay()
    }

    // MARK: First responder

    /// True while the field takes touches and is enabled and the delegate allows editing to
    /// begin (UIKit asks `textFieldShouldBeginEditing` here).
    open override var canBecomeFirstResponder: Bool {
        guard isUserInteractionEnabled, isEnabled else { return false }
        return delegate?.textFieldShouldBeginEditing(self) ?? true
    }

    /// While editing, asks `textFieldShouldEndEditing`.
    open override var canResignFirstResponder: Bool {
        guard isEditing else { return true }
        return delegate?.textFieldShouldEndEditing(self) ?? true
    }

    /// Becomes the first responder and begins editing; false outside a window or when refused.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard window != nil else { return false }
        guard super.becomeFirstResponder() else { return false }
        beginEditingSession()
        return true
    }

    /// Resigns (when the delegate allows) and ends editing.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        let wasEditing = isEditing
        guard super.resignFirstResponder() else { return false }
        if wasEditing { endEditingSession() }
        return true
    }

    /// A tap ending inside the field begins editing; on the clear button it clears the text.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch else { return }
        tapEnded(at: touch.location(in: self))
    }

    // MARK: Internal

    static let defaultFont = UIFont.systemFont(ofSize: 17)

    var editable = EditableText()
    var storedFont: UIFont?
    var storedTextColor: UIColor?
    var storedPlaceholder: NSAttributedString?
    var extraDefaultAttributes: [NSAttributedString.Key: Any] = [:]
    var explicitTypingAttributes: [NSAttributedString.Key: Any]?
    var editingSession = false
    var roundedRectFill: UIColor?
    var fillInRoundedRect = false
    let backgroundView = TextFieldBackgroundView()
    let contentView = TextFieldContentView()

    override func firstResponderStatusWasTaken() {
        if editingSession { endEditingSession() }
    }

    override var primaryEvent: UIControl.Event { .editingDidEndOnExit }

    // Baselines for Auto Layout: the text's line placed in a field of its intrinsic height.
    override var firstBaselineOffsetFromTop: CGFloat? { baselineFromTop }
    override var lastBaselineOffsetFromBottom: CGFloat? { fittingSize.height - baselineFromTop }

    override func stateDidChange() {
        super.stateDidChange()
        backgroundView.refresh()
        contentView.setNeedsDisplay()
    }

    // MARK: Accessibility (UIKit's defaults)

    override var isAccessibilityElementByDefault: Bool { true }
    /// The text, or the placeholder while there is none.
    override var accessibilityValueByDefault: String? {
        let shown = text ?? ""
        return shown.isEmpty ? placeholder : (isSecureTextEntry ? String(repeating: "•", count: shown.count) : shown)
    }
}
