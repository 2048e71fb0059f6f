import Foundation
import Graphics

extension UILabel {
    /// The label's own attributes: font, colour and a paragraph style with its alignment and line breaking.
    var defaultAttributes: [NSAttributedString.Key: Any] {
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = textAlignment
        paragraph.lineBreakMode = lineBreakMode
        return [.font: font as UIFont, .foregroundColor: textColor as UIColor, .paragraphStyle: paragraph]
    }

    /// The text as drawn: the attributed text with the label's attributes under its own runs.
    var displayedText: NSAttributedString? {
        guard let attributed = attributedText, attributed.length > 0 else { return nil }
        let result = NSMutableAttributedString(string: attributed.string, attributes: defaultAttributes)
        let whole = NSRange(location: 0, length: attributed.length)
        attributed.enumerateAttributes(in: whole, options: []) { attributes, range, _ in
            result.addAttributes(attributes, range: range)
        }
        return result
    }

    /// The text with the colour of the label's state, and a smaller font where
    /// `adjustsFontSizeToFitWidth` shrinks one line to `width`.
    func drawnText(fitting width: CGFloat) -> NSAttributedString? {
        guard let text = displayedText else { return nil }
        let drawn = NSMutableAttributedString(attributedString: text)
        let whole = NSRange(location: 0, length: drawn.length)
        if let color = stateColor { drawn.addAttribute(.foregroundColor, value: color, range: whole) }
        if adjustsFontSizeToFitWidth, numberOfLines == 1, width > 0 {
            let natural = TextBlock.measure(text, width: nil, maxLines: 1).size.width
            if natural > width, minimumScaleFactor > 0, minimumScaleFactor < 1 {
                let scale = max(minimumScaleFactor, width / natural)
                drawn.enumerateAttribute(.font, in: whole, options: []) { value, range, _ in
                    guard let font = value as? UIFont else { return }
                    drawn.addAttribute(.font, value: font.withSize(font.pointSize * scale), range: range)
                }
            }
        }
        return drawn
    }

    /// The colour replacing the text's when highlighted or disabled; nil keeps the text's colours.
    private var stateColor: UIColor? {
        if isHighlighted, let highlightedTextColor { return highlightedTextColor }
        if !isEnabled { return .tertiaryLabel }
        return nil
    }

    /// Size and baselines of the text as its intrinsic size lays it out.
    var textMetrics: TextBlockMetrics? {
        guard let text = displayedText else { return nil }
        return TextBlock.measure(text, width: wrapWidthForIntrinsicSize, maxLines: numberOfLines)
    }

    /// Widths at or past this do not wrap text.
    static let unboundedWidth: CGFloat = 1e7

    /// Whether the intrinsic size wraps to the laid-out width: more than one line may show, no
    /// preferred width is set, and constraints size the label.
    var followsLaidOutWidth: Bool {
        numberOfLines != 1 && preferredMaxLayoutWidth <= 0 && !translatesAutoresizingMaskIntoConstraints
    }

    /// The width the intrinsic size wraps multi-line text to; nil for none.
    var wrapWidthForIntrinsicSize: CGFloat? {
        guard numberOfLines != 1 else { return nil }
        if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
        return followsLaidOutWidth && bounds.width > 0 ? bounds.width : nil
    }

    /// Sets `key` to `value` over the whole of the stored attributed text (nil removes it).
    func applyToAttributedText(_ key: NSAttributedString.Key, _ value: Any?) {
        guard let attributed = storedAttributedText, attributed.length > 0 else { return }
        let updated = NSMutableAttributedString(attributedString: attributed)
        let whole = NSRange(location: 0, length: updated.length)
        if let value { updated.addAttribute(key, value: value, range: whole) } else { updated.removeAttribute(key, range: whole) }
        storedAttributedText = updated
    }

    /// Rounds a size up to whole pixels of the label's screen.
    func ceiledToPixels(_ size: CGSize) -> CGSize {
        let scale = max(contentScaleFactor, 1)
        return CGSize(width: (size.width * scale).rounded(.up) / scale, height: (size.height * scale).rounded(.up) / scale)
    }

    /// After a change of what is shown or how it is laid out: redraw, a new intrinsic size, and
    /// new baselines for the constraints that use them.
    func textDidChange() {
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
        superview?.subviewIntrinsicContentSizeDidChange(self)
        refreshBaselineConstraints()
    }
}
