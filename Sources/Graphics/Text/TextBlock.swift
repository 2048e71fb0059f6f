import Foundation

/// What a text view needs from the text engine: the size and baselines of a block of text laid
/// out to a width and a number of lines, and drawing it. Used by `UILabel`, `UITextField` and `UITextView`.
package struct TextBlockMetrics: Sendable, Equatable {
    /// The size of the laid-out lines, in points.
    package var size: CGSize
    /// The first line's baseline below the block's top.
    package var firstBaseline: CGFloat
    /// The last shown line's baseline below the block's top.
    package var lastBaseline: CGFloat
    /// The number of lines shown.
    package var lineCount: Int
}

package enum TextBlock {
    /// Lays out `text` to `width` (nil: unbounded, one line per explicit line) keeping at most
    /// `maxLines` lines (0: all).
    package static func measure(_ text: NSAttributedString, width: CGFloat?, maxLines: Int) -> TextBlockMetrics {
        guard text.length > 0 else { return TextBlockMetrics(size: .zero, firstBaseline: 0, lastBaseline: 0, lineCount: 0) }
        let layout = TextLayout(text, width: width, maxLines: maxLines)
        let boxes = layout.lineBoxes
        let shown = maxLines > 0 ? Array(boxes.prefix(maxLines)) : boxes
        return TextBlockMetrics(
            size: layout.size, firstBaseline: shown.first?.baseline ?? 0, lastBaseline: shown.last?.baseline ?? 0,
            lineCount: shown.count)
    }

    /// The insertion point before UTF-16 offset `offset` in `text` laid out to `width` (nil:
    /// unbounded) with at most `maxLines` lines: its x and its line's top and height, in points
    /// from the block's top-left (zero width). Used by `UITextView` for its caret.
    package static func caret(in text: NSAttributedString, width: CGFloat?, maxLines: Int, atUTF16Offset offset: Int) -> CGRect {
        TextLayout(text, width: width, maxLines: maxLines).caret(atUTF16: offset, in: text.string)
    }

    /// Draws `text` laid out to `rect`'s width with at most `maxLines` lines, its top at the
    /// rect's top, clipped to the rect, into the current context.
    @MainActor
    package static func draw(_ text: NSAttributedString, in rect: CGRect, maxLines: Int) {
        guard let ctx = UIGraphicsGetCurrentContext(), GraphicsInput.isFinite(rect), rect.width > 0, text.length > 0 else {
            return
        }
        ctx.saveGState()
        ctx.clip(to: rect)
        ctx.drawText(text, at: rect.origin, width: rect.width, height: nil, maxLines: maxLines)
        ctx.restoreGState()
    }
}
