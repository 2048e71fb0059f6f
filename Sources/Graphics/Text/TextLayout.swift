import CCairo
import CPangoCairo
import Foundation

/// Lays out an attributed string with Pango for measuring and drawing.
///
/// Metrics hinting is off, so sizes are the same on every machine with the same fonts.
/// Not thread-safe; make one per use.
final class TextLayout {
    private let layout: OpaquePointer
    private let scratch: CairoImageSurface?
    private let scratchContext: OpaquePointer?
    /// Extra space above each line, in points, where paragraph spacing separates it from the
    /// paragraph before; empty when the text has none (the common case, drawn in one call).
    private var gaps: [CGFloat] = []

    /// At most this many lines are measured (0: all): what a label's `numberOfLines` shows.
    private var lineLimit = 0

    /// A layout for `text` with `attributes`; `width` (points) wraps or truncates it, `height` limits
    /// it; `maxLines` keeps at most that many lines, the last one truncated as the paragraph
    /// style's line break mode says (cut off for the wrapping and clipping modes); 0 wraps every
    /// line even in a truncating mode (a label with `numberOfLines = 0`); nil is string drawing's
    /// behaviour (a truncating mode keeps one line per paragraph).
    convenience init(
        _ text: NSAttributedString, width: CGFloat? = nil, height: CGFloat? = nil, maxLines: Int? = nil,
        on cairo: OpaquePointer? = nil
    ) {
        self.init(AttributedRuns(text), width: width, height: height, maxLines: maxLines, on: cairo)
    }

    /// A layout for `text` given as runs (see ``AttributedRuns``); the other parameters as above.
    init(
        _ text: AttributedRuns, width: CGFloat? = nil, height: CGFloat? = nil, maxLines: Int? = nil,
        on cairo: OpaquePointer? = nil
    ) {
        if let cairo {
            scratch = nil
            scratchContext = nil
            layout = pango_cairo_create_layout(cairo)
        } else {
            let surface = try? CairoImageSurface(width: 1, height: 1)
            scratch = surface
            let context = cairo_create(surface!.surface)!
            scratchContext = context
            layout = pango_cairo_create_layout(context)
        }
        Self.configure(pango_layout_get_context(layout))
        let string = text.string
        pango_layout_set_text(layout, string, -1)
        let style = text.attribute(.paragraphStyle, at: 0) as? NSParagraphStyle
        apply(style ?? .default, width: width, height: height)
        if let maxLines { limitLines(to: maxLines, style: style ?? .default, hasWidth: width != nil) }
        applyAttributes(of: text, string: string)
        if Self.hasParagraphSpacing(text) { gaps = paragraphGaps(of: text, string: string) }
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(layout))
        if let scratchContext { cairo_destroy(scratchContext) }
    }

    /// The size of the laid-out text in points (of its first `maxLines` lines when limited).
    var size: CGSize {
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let scale = CGFloat(PANGO_SCALE)
        let height = CGFloat(logical.height) / scale + gaps.reduce(0, +)
        guard lineLimit > 0, lineCount > lineLimit else { return CGSize(width: CGFloat(logical.width) / scale, height: height) }
        let kept = lineBoxes.prefix(lineLimit)
        let width = kept.map(\.width).max() ?? 0
        return CGSize(width: width, height: (kept.last?.maxY ?? 0) + gaps.prefix(lineLimit).reduce(0, +))
    }

    /// The number of laid-out lines.
    var lineCount: Int { Int(pango_layout_get_line_count(layout)) }

    /// Each line's logical box and baseline (from the layout's top), in points.
    var lineBoxes: [(width: CGFloat, maxY: CGFloat, baseline: CGFloat)] {
        guard let iterator = pango_layout_get_iter(layout) else { return [] }
        defer { pango_layout_iter_free(iterator) }
        let scale = CGFloat(PANGO_SCALE)
        var boxes: [(width: CGFloat, maxY: CGFloat, baseline: CGFloat)] = []
        var offset: CGFloat = 0
        repeat {
            offset += boxes.count < gaps.count ? gaps[boxes.count] : 0
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            boxes.append(
                (
                    CGFloat(logical.width) / scale, offset + CGFloat(logical.y + logical.height) / scale,
                    offset + CGFloat(pango_layout_iter_get_baseline(iterator)) / scale
                ))
        } while pango_layout_iter_next_line(iterator) != 0
        return boxes
    }

    /// The insertion point before the character at UTF-16 offset `offset` of `string` (the text
    /// laid out): its x, and the top and height of its line, from the layout's top-left, in points.
    func caret(atUTF16 offset: Int, in string: String) -> CGRect {
        let utf16 = string.utf16
        let index = utf16.index(utf16.startIndex, offsetBy: max(0, offset), limitedBy: utf16.endIndex) ?? utf16.endIndex
        let byte = Int32(string.utf8.distance(from: string.utf8.startIndex, to: index))
        var strong = PangoRectangle(), weak = PangoRectangle()
        pango_layout_get_cursor_pos(layout, byte, &strong, &weak)
        var line: Int32 = 0, x: Int32 = 0
        pango_layout_index_to_line_x(layout, byte, 0, &line, &x)
        let gap = gaps.prefix(Int(line) + 1).reduce(0, +)
        let scale = CGFloat(PANGO_SCALE)
        return CGRect(
            x: CGFloat(strong.x) / scale, y: CGFloat(strong.y) / scale + gap, width: 0, height: CGFloat(strong.height) / scale)
    }

    /// Keeps at most `count` lines (0: any number): the truncating modes ellipsize the last one
    /// (Pango's negative height counts lines), the others are measured to the `count`th line and cut there.
    private func limitLines(to count: Int, style: NSParagraphStyle, hasWidth: Bool) {
        lineLimit = count
        switch style.lineBreakMode {
        case .byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail:
            guard hasWidth else { return }
            if count != 1 { pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR) }
            if count == 0 {
                pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
            } else {
                pango_layout_set_height(layout, Int32(-count))
            }
        case .byWordWrapping, .byCharWrapping, .byClipping:
            break
        }
    }

    /// Draws the text with its layout box's top-left corner at `origin` (user space of `cairo`).
    func draw(at origin: CGPoint, on cairo: OpaquePointer, alpha: CGFloat) {
        // Colours come from the attributes; a global alpha below 1 fades the whole run as a group.
        cairo_save(cairo)
        if alpha < 1 { cairo_push_group(cairo) }
        pango_cairo_update_layout(cairo, layout)
        if gaps.isEmpty {
            cairo_move_to(cairo, Double(origin.x), Double(origin.y))
            pango_cairo_show_layout(cairo, layout)
        } else {
            drawLineByLine(at: origin, on: cairo)
        }
        if alpha < 1 {
            cairo_pop_group_to_source(cairo)
            cairo_paint_with_alpha(cairo, Double(max(alpha, 0)))
        }
        cairo_restore(cairo)
    }

    /// Draws each line at its own baseline, moved down by the paragraph spacing above it.
    private func drawLineByLine(at origin: CGPoint, on cairo: OpaquePointer) {
        guard let iterator = pango_layout_get_iter(layout) else { return }
        defer { pango_layout_iter_free(iterator) }
        let scale = Double(PANGO_SCALE)
        var offset = 0.0
        var index = 0
        repeat {
            offset += Double(index < gaps.count ? gaps[index] : 0)
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            let baseline = Double(pango_layout_iter_get_baseline(iterator)) / scale
            cairo_move_to(cairo, Double(origin.x) + Double(logical.x) / scale, Double(origin.y) + offset + baseline)
            pango_cairo_show_layout_line(cairo, pango_layout_iter_get_line_readonly(iterator))
            index += 1
        } while pango_layout_iter_next_line(iterator) != 0
    }

    /// Whether any paragraph style in `text` asks for space between paragraphs.
    private static func hasParagraphSpacing(_ text: AttributedRuns) -> Bool {
        text.values(of: .paragraphStyle).contains {
            guard let style = $0 as? NSParagraphStyle else { return false }
            return style.paragraphSpacing > 0 || style.paragraphSpacingBefore > 0
        }
    }

    /// The space above each laid-out line: where a paragraph other than the first starts, the
    /// previous paragraph's `paragraphSpacing` plus this one's `paragraphSpacingBefore`.
    private func paragraphGaps(of text: AttributedRuns, string: String) -> [CGFloat] {
        var gaps: [CGFloat] = []
        var previous: NSParagraphStyle?
        var node = pango_layout_get_lines_readonly(layout)
        while let current = node {
            let line = current.pointee.data.assumingMemoryBound(to: PangoLayoutLine.self).pointee
            if line.is_paragraph_start != 0 {
                let style = Self.paragraphStyle(of: text, string: string, atByte: Int(line.start_index))
                gaps.append(previous.map { $0.paragraphSpacing + style.paragraphSpacingBefore } ?? 0)
                previous = style
            } else {
                gaps.append(0)
            }
            node = current.pointee.next
        }
        return gaps
    }

    /// The paragraph style in force at a UTF-8 byte offset of `string` (the default where none).
    private static func paragraphStyle(of text: AttributedRuns, string: String, atByte byte: Int) -> NSParagraphStyle {
        let utf8 = string.utf8
        let index = utf8.index(utf8.startIndex, offsetBy: byte, limitedBy: utf8.endIndex) ?? utf8.endIndex
        let location = min(string.utf16.distance(from: string.utf16.startIndex, to: index), text.length - 1)
        guard location >= 0 else { return .default }
        return text.attribute(.paragraphStyle, at: location) as? NSParagraphStyle ?? .default
    }

    private static func configure(_ context: OpaquePointer?) {
        guard let context else { return }
        let options = cairo_font_options_create()!
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
    }

    private func apply(_ style: NSParagraphStyle, width: CGFloat?, height: CGFloat?) {
        let scale = CGFloat(PANGO_SCALE)
        if let width, width.isFinite, width > 0 {
            pango_layout_set_width(layout, Int32(min(width * scale, CGFloat(Int32.max))))
            switch style.lineBreakMode {
            case .byWordWrapping: pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            case .byCharWrapping: pango_layout_set_wrap(layout, PANGO_WRAP_CHAR)
            case .byClipping:
                // No wrapping: a line that fits keeps the width, so that alignment places it in the
                // rect as UIKit does; a longer one is laid out unbounded and clipped.
                pango_layout_set_width(layout, -1)
                var logical = PangoRectangle()
                pango_layout_get_extents(layout, nil, &logical)
                if CGFloat(logical.width) <= width * scale {
                    pango_layout_set_width(layout, Int32(min(width * scale, CGFloat(Int32.max))))
                }
            case .byTruncatingHead: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
            case .byTruncatingTail: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            case .byTruncatingMiddle: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
            }
            if let height, height.isFinite, height > 0, style.lineBreakMode == .byWordWrapping {
                pango_layout_set_height(layout, Int32(min(height * scale, CGFloat(Int32.max))))
                pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            }
            switch style.alignment {
            case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
            case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
            case .justified:
                pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
                pango_layout_set_justify(layout, 1)
            case .left, .natural: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
            }
        }
        pango_layout_set_spacing(layout, Int32(style.lineSpacing * scale))
    }

    /// Turns the string's font, colour, background and kerning runs into Pango attributes.
    private func applyAttributes(of text: AttributedRuns, string: String) {
        let list = pango_attr_list_new()!
        defer { pango_attr_list_unref(list) }
        let defaultFont = UIFont.systemFont(ofSize: 12)
        var sawFont = false
        for run in text.runs {
            let attributes = run.attributes
            let (start, end) = Self.byteRange(of: run.range, in: string)
            func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
                guard let attribute else { return }
                attribute.pointee.start_index = start
                attribute.pointee.end_index = end
                pango_attr_list_insert(list, attribute)
            }
            let font = attributes[.font] as? UIFont
            if font != nil { sawFont = true }
            let runFont = font ?? defaultFont
            let description = runFont.makeDescription()
            insert(pango_attr_font_desc_new(description))
            pango_font_description_free(description)
            // Lines are the font's lineHeight tall, its leading (line gap) included, as in UIKit.
            insert(pango_attr_line_height_new_absolute(Int32((runFont.lineHeight * CGFloat(PANGO_SCALE)).rounded())))
            let color = (attributes[.foregroundColor] as? UIColor)?.cgColor ?? .black
            insert(pango_attr_foreground_new(Self.channel(color.red), Self.channel(color.green), Self.channel(color.blue)))
            insert(pango_attr_foreground_alpha_new(Self.channel(color.alpha)))
            if let background = (attributes[.backgroundColor] as? UIColor)?.cgColor {
                insert(
                    pango_attr_background_new(
                        Self.channel(background.red), Self.channel(background.green), Self.channel(background.blue)))
                insert(pango_attr_background_alpha_new(Self.channel(background.alpha)))
            }
            if let kern = AnyNumber.double(attributes[.kern]), kern.isFinite {
                insert(pango_attr_letter_spacing_new(Int32(kern * Double(PANGO_SCALE))))
            }
            for attribute in Self.lineAttributes(attributes) { insert(attribute) }
        }
        if !sawFont || text.length == 0 {
            let description = defaultFont.makeDescription()
            pango_layout_set_font_description(layout, description)
            pango_font_description_free(description)
        }
        pango_layout_set_attributes(layout, list)
    }

    /// UTF-16 range → UTF-8 byte offsets, as Pango indexes text.
    private static func byteRange(of range: NSRange, in string: String) -> (UInt32, UInt32) {
        let utf16 = string.utf16
        let lower = utf16.index(utf16.startIndex, offsetBy: range.location, limitedBy: utf16.endIndex) ?? utf16.endIndex
        let upper = utf16.index(lower, offsetBy: range.length, limitedBy: utf16.endIndex) ?? utf16.endIndex
        let start = string.utf8.distance(from: string.utf8.startIndex, to: lower)
        let end = string.utf8.distance(from: string.utf8.startIndex, to: upper)
        return (UInt32(start), UInt32(end))
    }

    static func channel(_ value: CGFloat) -> UInt16 {
        UInt16((min(max(value.isFinite ? value : 0, 0), 1) * 65535).rounded())
    }
}
