import Foundation
import Graphics

/// Multi-line, wrapped, editable text that scrolls: UIKit's `UITextView`, a `UIScrollView` whose
/// content is the laid-out text (`contentSize` is the text's height with the insets, at the
/// view's width), dragged and flicked as any scroll view; typing scrolls the caret into view.
///
/// The text is laid out in `textContainer` inside `textContainerInset` (8 points above and
/// below by default), each line `lineFragmentPadding` (5 points) in from both sides, wrapped by
/// words, drawn through the package's text drawing (Pango). Without a font the text is drawn in
/// the 12-point system font, as UIKit draws text that names no font; `font` then reads nil.
/// A text view has a white (`.systemBackground`) background by default.
///
/// Editing has no keyboard: a tap (or `becomeFirstResponder()`) begins editing an editable text
/// view, and a host types with `UIWindow.typeText(_:)`, where "\n" inserts a new line. The
/// order is UIKit's: `textViewShouldBeginEditing` (asked by `canBecomeFirstResponder`),
/// `textViewDidBeginEditing`, `textDidBeginEditingNotification`; per change
/// `textView(_:shouldChangeTextIn:replacementText:)`, the change, `textViewDidChangeSelection`,
/// `textViewDidChange`, `textDidChangeNotification`; at the end `textViewShouldEndEditing` (not
/// when forced), `textViewDidEndEditing`, `textDidEndEditingNotification`. A static 2-point
/// caret in the tint colour shows the insertion point while editing.
@preconcurrency @MainActor
open class UITextView: UIScrollView, UIKeyInput {
    /// A text view laying out its text in `textContainer` (a new one, tracking the view's width, when nil).
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        let container = textContainer ?? NSTextContainer(size: CGSize(width: frame.width, height: 10_000_000))
        if textContainer == nil { container.widthTracksTextView = true }
        storedTextContainer = container
        super.init(frame: frame)
        setUpTextView()
    }

    /// A text view with its own text container.
    public convenience override init(frame: CGRect) { self.init(frame: frame, textContainer: nil) }

    public required init?(coder: NSCoder) { return nil }

    // MARK: Text

    /// The text; `""` when empty (never nil when read). Setting it sends no delegate calls.
    open var text: String! {
        get { editable.string }
        set { setStoredText(NSAttributedString(string: newValue ?? "")) }
    }

    /// The styled text: the runs' own attributes over the view's font, colour and alignment.
    open var attributedText: NSAttributedString! {
        get { displayedText }
        set { setStoredText(newValue ?? NSAttributedString(string: "")) }
    }

    /// The font; nil by default (the text is drawn in the 12-point system font). Setting it applies to the whole text.
    open var font: UIFont? {
        didSet {
            editable.apply(.font, font ?? Self.fallbackFont)
            textLayoutDidChange()
        }
    }

    /// The text colour; nil by default (drawn in the label colour). Setting it colours the whole text.
    open var textColor: UIColor? {
        didSet {
            editable.apply(.foregroundColor, textColor ?? UIColor.label)
            contentView.setNeedsDisplay()
        }
    }

    /// `.natural` (left) by default.
    open var textAlignment: NSTextAlignment = .natural { didSet { textLayoutDidChange() } }

    /// The selected range (UTF-16); a caret is an empty range. Setting it tells the delegate.
    open var selectedRange: NSRange {
        get { editable.selection }
        set { if let range = editable.checked(newValue, "UITextView.selectedRange") { selectRange(range) } }
    }

    /// Whether the user may edit the text. True by default.
    open var isEditable = true {
        didSet { if !isEditable, isFirstResponder { resignFirstResponder() } }
    }
    /// Whether the user may select the text. True by default.
    open var isSelectable = true
    /// Whether the user may change the text's attributes (stored; there is no formatting menu).
    open var allowsEditingTextAttributes = false
    /// Whether typing replaces the whole text (stored; typing always inserts at the insertion point).
    open var clearsOnInsertion = false

    /// The space around the text container; 8 points above and below by default.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet {
            let inset = textContainerInset
            if ![inset.top, inset.left, inset.bottom, inset.right].allSatisfy(\.isFinite) {
                LayerTreeDiagnostics.report("UITextView.textContainerInset", "non-finite value in \(inset)")
                textContainerInset = oldValue
            }
            textLayoutDidChange()
        }
    }

    /// The container the text is laid out in.
    open var textContainer: NSTextContainer { storedTextContainer }
    private let storedTextContainer: NSTextContainer

    /// Asked and told about editing and scrolling: a `UITextViewDelegate` (which is a
    /// `UIScrollViewDelegate`). Swift cannot narrow an inherited property's type, so the
    /// property keeps the scroll view's type; set any `UITextViewDelegate`. Held weakly.
    open override var delegate: (any UIScrollViewDelegate)? {
        get { super.delegate }
        set { super.delegate = newValue }
    }

    /// The delegate as a text view delegate.
    var textDelegate: (any UITextViewDelegate)? { super.delegate as? any UITextViewDelegate }

    /// The attributes typed text takes: those before the insertion point, over the view's defaults.
    open var typingAttributes: [NSAttributedString.Key: Any] {
        get { Self.merged(defaultAttributes, explicitTypingAttributes ?? editable.typingAttributes(defaults: [:])) }
        set { explicitTypingAttributes = newValue }
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
    /// Stored; a text view draws its text as it is (UIKit's text views have no secure drawing).
    open var isSecureTextEntry = false
    open var textContentType: UITextContentType! = nil

    // MARK: UIKeyInput

    /// Whether the view has any text.
    open var hasText: Bool { editable.length > 0 }

    /// Types `text` at the insertion point, replacing the selection, as the keyboard does ("\n"
    /// is a new line); the delegate may refuse it. Ignored when the view is not editable.
    open func insertText(_ text: String) { typeText(text) }

    /// Deletes the selection, or the character before the caret. Ignored when not editable.
    open func deleteBackward() { typeBackspace() }

    // MARK: Selection as text ranges

    /// The selection as a text range; setting it moves the selection.
    open var selectedTextRange: UITextRange? {
        get { UITextRange.covering(editable.selection) }
        set {
            guard let newValue, let range = editable.checked(newValue.nsRange, "UITextView.selectedTextRange") else { return }
            selectRange(range)
        }
    }
    /// The position before the first character.
    open var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    /// The position after the last character.
    open var endOfDocument: UITextPosition { UITextPosition(offset: editable.length) }
    /// Marked (uncommitted) text; there is no input method composing text here, so always nil.
    open var markedTextRange: UITextRange? { nil }

    /// The range between two positions of this view; nil for positions it did not make.
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        guard let from = fromPosition.offset, let to = toPosition.offset else { return nil }
        return UITextRange(start: UITextPosition(offset: from), end: UITextPosition(offset: to))
    }
    /// The position `offset` UTF-16 units from `position`; nil outside the text.
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        guard let start = position.offset, (0...editable.length).contains(start + offset) else { return nil }
        return UITextPosition(offset: start + offset)
    }
    /// The UTF-16 distance between two positions of this view (0 for others).
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        guard let start = from.offset, let end = toPosition.offset else { return 0 }
        return end - start
    }
    /// The text in `range`; nil when it lies outside the text.
    open func text(in range: UITextRange) -> String? { range.nsRange.flatMap { editable.text(in: $0) } }
    /// Replaces the text of `range` in code (no delegate question, no notifications).
    open func replace(_ range: UITextRange, withText text: String) {
        guard let nsRange = editable.checked(range.nsRange, "UITextView.replace(_:withText:)") else { return }
        editable.replace(nsRange, with: text, attributes: explicitTypingAttributes ?? editable.typingAttributes(defaults: [:]))
        textLayoutDidChange()
    }

    // MARK: Layout and sizing

    /// The wrapped text's height plus the insets (one line when empty); the width the text uses
    /// plus the padding and insets, at most `size.width`. Pixel-aligned upwards.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { fittingSize(for: size) }

    open override func layoutSubviews() {
        if textContainer.widthTracksTextView {
            let width = max(0, bounds.width - textContainerInset.left - textContainerInset.right)
            if textContainer.size.width != width { textContainer.size.width = width }
        }
        layOutTextContent()
        super.layoutSubviews()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        contentView.setNeedsDisplay()
    }

    // MARK: First responder

    /// An editable view asks `textViewShouldBeginEditing`; a read-only one accepts while selectable.
    open override var canBecomeFirstResponder: Bool {
        guard isUserInteractionEnabled else { return false }
        guard isEditable else { return isSelectable }
        return textDelegate?.textViewShouldBeginEditing(self) ?? true
    }

    /// While editing, asks `textViewShouldEndEditing`.
    open override var canResignFirstResponder: Bool {
        guard editingSession else { return true }
        return textDelegate?.textViewShouldEndEditing(self) ?? true
    }

    /// Becomes the first responder, and begins editing when editable; false outside a window or when refused.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard window != nil, super.becomeFirstResponder() else { return false }
        if isEditable { beginEditingSession() }
        return true
    }

    /// Resigns (when the delegate allows) and ends editing.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        let wasEditing = editingSession
        guard super.resignFirstResponder() else { return false }
        if wasEditing { endEditingSession() }
        return true
    }

    /// A tap ending inside the view begins editing. The view keeps its touches (they do not go
    /// up the responder chain), as UIKit's text view handles them.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        becomeFirstResponder()
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    // MARK: Internal

    /// The font of text with none: UIKit's 12-point default for attributed text.
    static let fallbackFont = UIFont.systemFont(ofSize: 12)

    var editable = EditableText()
    var explicitTypingAttributes: [NSAttributedString.Key: Any]?
    var editingSession = false
    let contentView = TextViewContentView()
    /// The content height last measured, at a width (dropped when the text or its layout changes).
    var measuredContent: (width: CGFloat, height: CGFloat)?

    override func firstResponderStatusWasTaken() {
        if editingSession { endEditingSession() }
    }
}
