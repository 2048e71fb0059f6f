import Foundation
import Graphics

/// Where the text view's text goes: the container inside `textContainerInset`, each line
/// `lineFragmentPadding` in from both sides; the caret; the fitting size.
extension UITextView {
    /// The rectangle lines are laid out in, in the view's coordinates (its height runs to the bottom).
    var lineRect: CGRect {
        let inset = textContainerInset
        let padding = max(0, textContainer.lineFragmentPadding)
        let containerWidth =
            textContainer.widthTracksTextView ? bounds.width - inset.left - inset.right : textContainer.size.width
        return CGRect(
            x: bounds.minX + inset.left + padding, y: bounds.minY + inset.top, width: max(0, containerWidth - 2 * padding),
            height: max(0, bounds.height - inset.top - inset.bottom))
    }

    /// Draws the text wrapped in `lineRect` and, while editing with a caret, the caret.
    func drawContent() {
        let rect = lineRect
        guard rect.width > 0, let context = UIGraphicsGetCurrentContext() else { return }
        let text = displayedText
        if text.length > 0 {
            context.saveGState()
            context.clip(to: bounds)
            TextBlock.draw(
                text, in: CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: bounds.maxY - rect.minY),
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
