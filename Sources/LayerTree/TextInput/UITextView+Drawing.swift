import Foundation
import Graphics

/// Where the text view's text goes: the container inside `textContainerInset`, each line
/// `lineFragmentPadding` in from both sides, in content coordinates (the content view covers
/// the content from its origin); the caret; the fitting and content sizes.
extension UITextView {
    /// The content's height: the text's with the insets, at least the bounds'.
    private var contentHeight: CGFloat { max(bounds.height, contentSize.height) }

    /// The rectangle lines are laid out in, in content coordinates (its height runs to the content's bottom).
    var lineRect: CGRect {
        let inset = textContainerInset
        let padding = max(0, textContainer.lineFragmentPadding)
        let containerWidth =
            textContainer.widthTracksTextView ? bounds.width - inset.left - inset.right : textContainer.size.width
        return CGRect(
            x: inset.left + padding, y: inset.top, width: max(0, containerWidth - 2 * padding),
            height: max(0, contentHeight - inset.top - inset.bottom))
    }

    /// The content size (the text's height with the insets at the view's width) and the content
    /// view over it.
    func layOutTextContent() {
        let width = bounds.width
        let height: CGFloat
        if let measured = measuredContent, measured.width == width {
            height = measured.height
        } else {
            height = width > 0 ? fittingSize(for: CGSize(width: width, height: .greatestFiniteMagnitude)).height : 0
            measuredContent = (width, height)
        }
        let size = CGSize(width: width, height: height)
        if contentSize != size { contentSize = size }
        let frame = CGRect(x: 0, y: 0, width: bounds.width, height: contentHeight)
        if contentView.frame != frame { contentView.frame = frame }
    }

    /// After the user typed: the caret scrolls into view.
    func revealCaret() {
        guard editingSession, window != nil else { return }
        layOutTextContent()
        scrollRectToVisible(caretRect(in: lineRect).insetBy(dx: 0, dy: -textContainerInset.bottom), animated: false)
    }

    /// Draws the text wrapped in `lineRect` and, while editing with a caret, the caret.
    func drawContent() {
        let rect = lineRect
        guard rect.width > 0, let context = UIGraphicsGetCurrentContext() else { return }
        let text = displayedText
        let area = contentView.bounds
        if text.length > 0 {
            context.saveGState()
            context.clip(to: area)
            TextBlock.draw(
                text, in: CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: area.maxY - rect.minY),
                maxLines: textContainer.maximumNumberOfLines)
            context.restoreGState()
        }
        guard editingSession, editable.selection.length == 0 else { return }
        let caret = caretRect(in: rect)
        (tintColor ?? UIColor.systemBlue).setFill()
        UIRectFill(caret)
    }

    /// The caret: 2 points wide at the insertion point, as tall as its line, inside `rect`.
    func caretRect(in rect: CGRect) -> CGRect {
        let scale = max(contentScaleFactor, 1)
        var text = displayedText
        var offset = editable.selection.location
        if text.length == 0 {
            text = NSAttributedString(string: "\u{200B}", attributes: typingAttributes)
            offset = 0
        }
        let caret = TextBlock.caret(
            in: text, width: rect.width, maxLines: textContainer.maximumNumberOfLines, atUTF16Offset: offset)
        let width = UITextField.caretWidth
        let x = min(max(rect.minX + caret.minX, rect.minX), rect.maxX - width)
        return CGRect(
            x: (x * scale).rounded() / scale, y: ((rect.minY + caret.minY) * scale).rounded() / scale, width: width,
            height: (caret.height * scale).rounded(.up) / scale)
    }

    func fittingSize(for size: CGSize) -> CGSize {
        let inset = textContainerInset
        let padding = max(0, textContainer.lineFragmentPadding)
        let extraWidth = inset.left + inset.right + 2 * padding
        let limited = size.width.isFinite && size.width > 0
        let wrapWidth: CGFloat? = limited ? max(1, size.width - extraWidth) : nil
        let text = displayedText
        let measured: CGSize
        if text.length > 0 {
            measured = TextBlock.measure(text, width: wrapWidth, maxLines: textContainer.maximumNumberOfLines).size
        } else {
            measured = CGSize(width: 0, height: (font ?? Self.fallbackFont).lineHeight)
        }
        let scale = max(contentScaleFactor, 1)
        var width = ((measured.width + extraWidth) * scale).rounded(.up) / scale
        if limited { width = min(width, size.width) }
        let height = ((measured.height + inset.top + inset.bottom) * scale).rounded(.up) / scale
        return CGSize(width: width, height: height)
    }
}

/// The text view's text and caret: a subview over the whole view that draws by calling back into
/// the text view, taking no touches.
final class TextViewContentView: UIView {
    weak var textView: UITextView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
        contentMode = .redraw
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    required init?(coder: NSCoder) { return nil }

    override func draw(_ rect: CGRect) {
        super.draw(rect)  // an empty text view keeps no bitmap
        textView?.drawContent()
    }
}
