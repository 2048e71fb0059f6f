import Foundation
import Graphics

/// How the text field draws its text, placeholder, caret and clear button (into its content
/// view, whose coordinates are the field's).
extension UITextField {
    /// The caret's width, as UIKit's insertion point.
    static let caretWidth: CGFloat = 2

    /// Draws everything inside the border: the placeholder or the text, the caret, the clear button.
    func drawContent() {
        let editing = isEditing
        let rect = editing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        let showsPlaceholder = editable.length == 0 && (displayedPlaceholder?.length ?? 0) > 0
        if showsPlaceholder {
            drawPlaceholder(in: placeholderRect(forBounds: bounds))
        } else if editable.length > 0 {
            drawText(in: rect)
        }
        if editing, editable.selection.length == 0 {
            let line = lineLayout(in: rect, editing: true)
            let caret = CGRect(
                x: roundedToPixels(min(max(line.caretX, rect.minX), rect.maxX - Self.caretWidth)), y: line.top,
                width: Self.caretWidth, height: ceiledToPixels(line.height))
            (tintColor ?? UIColor.systemBlue).setFill()
            UIRectFill(caret)
        }
        if showsClearButton(editing: editing) { drawClearButton(in: clearButtonRect(forBounds: bounds)) }
    }

    func drawTextLine(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), GeometryCheck.isValid(rect), rect.width > 0 else { return }
        let line = lineLayout(in: rect, editing: isEditing)
        guard line.text.length > 0 else { return }
        context.saveGState()
        context.clip(to: rect)
        TextBlock.draw(
            line.text, in: CGRect(x: line.x, y: line.top, width: line.width, height: rect.maxY - line.top), maxLines: 1)
        context.restoreGState()
    }

    func drawPlaceholderLine(in rect: CGRect) {
        guard let placeholder = displayedPlaceholder, placeholder.length > 0, let context = UIGraphicsGetCurrentContext(),
            GeometryCheck.isValid(rect), rect.width > 0
        else { return }
        let text = Self.styled(placeholder, alignment: textAlignment, lineBreak: .byTruncatingTail)
        let height = lineHeight(of: text)
        let top = rect.minY + roundedToPixels((rect.height - height) / 2)
        context.saveGState()
        context.clip(to: rect)
        TextBlock.draw(text, in: CGRect(x: rect.minX, y: top, width: rect.width, height: rect.maxY - top), maxLines: 1)
        context.restoreGState()
    }

    /// Where one line of text goes in `rect` and where the caret falls in it.
    struct LineLayout {
        var text: NSAttributedString
        /// The left edge and width to lay the text out in.
        var x: CGFloat
        var width: CGFloat
        /// The top of the line box, centred in the rect, and its height.
        var top: CGFloat
        var height: CGFloat
        /// The insertion point's x.
        var caretX: CGFloat
    }

    /// The displayed text (bullets when secure, shrunk when asked) laid out in `rect`: placed by
    /// the alignment when it fits; when it does not, ended with "…" while not editing, or shifted
    /// left while editing so that the insertion point stays in view.
    func lineLayout(in rect: CGRect, editing: Bool) -> LineLayout {
        var text = shownText
        let naturalWidth = text.length > 0 ? text.size().width : 0
        if adjustsFontSizeToFitWidth, naturalWidth > rect.width, rect.width > 0 {
            text = Self.shrunk(text, by: max(rect.width / naturalWidth, minimumFontSize / (font ?? Self.defaultFont).pointSize))
        }
        let width = text.length > 0 ? text.size().width : 0
        let height = lineHeight(of: text.length > 0 ? text : displayedText)
        let top: CGFloat
        switch contentVerticalAlignment {
        case .top, .fill: top = rect.minY
        case .bottom: top = rect.maxY - height
        case .center: top = rect.minY + roundedToPixels((rect.height - height) / 2)
        }
        let caretOffset = shownCaretOffset
        let prefixWidth =
            caretOffset > 0 ? text.attributedSubstring(from: NSRange(location: 0, length: caretOffset)).size().width : 0
        if width <= rect.width {
            let slack = rect.width - width
            let shift: CGFloat
            switch textAlignment {
            case .center: shift = slack / 2
            case .right: shift = slack
            case .left, .natural, .justified: shift = 0
            }
            let placed = Self.styled(text, alignment: .left, lineBreak: .byClipping)
            let caretX = width == 0 && textAlignment == .right ? rect.maxX - Self.caretWidth : rect.minX + shift + prefixWidth
            return LineLayout(text: placed, x: rect.minX + shift, width: width + 1, top: top, height: height, caretX: caretX)
        }
        if !editing {
            let truncated = Self.styled(text, alignment: .left, lineBreak: .byTruncatingTail)
            return LineLayout(text: truncated, x: rect.minX, width: rect.width, top: top, height: height, caretX: rect.maxX)
        }
        let scroll = min(width - rect.width + Self.caretWidth, max(0, prefixWidth + Self.caretWidth - rect.width))
        let placed = Self.styled(text, alignment: .left, lineBreak: .byClipping)
        return LineLayout(
            text: placed, x: rect.minX - scroll, width: width + 1, top: top, height: height,
            caretX: rect.minX - scroll + prefixWidth)
    }

    /// The text as drawn: the field's runs over its defaults, or one bullet per character.
    var shownText: NSAttributedString {
        let text = displayedText
        guard isSecureTextEntry, text.length > 0 else { return text }
        let bullets = String(repeating: "\u{2022}", count: text.string.count)
        return NSAttributedString(string: bullets, attributes: text.attributes(at: 0, effectiveRange: nil))
    }

    /// The caret's offset in the shown text (in bullets when secure).
    var shownCaretOffset: Int {
        let location = editable.selection.location
        guard isSecureTextEntry else { return location }
        let utf16 = editable.string.utf16
        guard let index = utf16.index(utf16.startIndex, offsetBy: location, limitedBy: utf16.endIndex) else { return 0 }
        return editable.string[..<(index.samePosition(in: editable.string) ?? editable.string.endIndex)].count
    }

    /// `text` with one paragraph style over it: `alignment` and `lineBreak`.
    static func styled(_ text: NSAttributedString, alignment: NSTextAlignment, lineBreak: NSLineBreakMode) -> NSAttributedString {
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = alignment
        paragraph.lineBreakMode = lineBreak
        let result = NSMutableAttributedString(attributedString: text)
        result.addAttribute(.paragraphStyle, value: paragraph, range: NSRange(location: 0, length: result.length))
        return result
    }

    /// `text` with every font scaled by `factor`.
    static func shrunk(_ text: NSAttributedString, by factor: CGFloat) -> NSAttributedString {
        guard factor > 0, factor < 1 else { return text }
        let result = NSMutableAttributedString(attributedString: text)
        let whole = NSRange(location: 0, length: result.length)
        text.enumerateAttribute(.font, in: whole, options: []) { value, range, _ in
            let font = (value as? UIFont) ?? defaultFont
            result.addAttribute(.font, value: font.withSize(font.pointSize * factor), range: range)
        }
        return result
    }

    /// The clear button: a translucent grey disc with a white cross.
    func drawClearButton(in rect: CGRect) {
        guard GeometryCheck.isValid(rect), let context = UIGraphicsGetCurrentContext() else { return }
        UIColor.tertiaryLabel.setFill()
        context.fillEllipse(in: rect)
        let arm = rect.width * 0.18
        let cross = UIBezierPath()
        cross.move(to: CGPoint(x: rect.midX - arm, y: rect.midY - arm))
        cross.addLine(to: CGPoint(x: rect.midX + arm, y: rect.midY + arm))
        cross.move(to: CGPoint(x: rect.midX + arm, y: rect.midY - arm))
        cross.addLine(to: CGPoint(x: rect.midX - arm, y: rect.midY + arm))
        cross.lineWidth = 1.5
        cross.lineCapStyle = .round
        UIColor.white.setStroke()
        cross.stroke()
    }
}

/// The text field's text, placeholder, caret and clear button: a subview over the whole field
/// that draws by calling the field's drawing methods (so their overrides apply), taking no touches.
final class TextFieldContentView: UIView {
    weak var field: UITextField?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
        contentMode = .redraw
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    required init?(coder: NSCoder) { return nil }

    override func draw(_ rect: CGRect) {
        super.draw(rect)  // an empty field keeps no bitmap
        field?.drawContent()
    }
}
