import CPangoCairo
import Foundation

/// The installed font families, from Pango's fontconfig font map, and name resolution.
enum FontCatalog {
    private static let cache = Locked<[String]?>(nil)

    static var families: [String] {
        cache.withLock { cached in
            if let cached { return cached }
            let map = pango_cairo_font_map_get_default()
            var list: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
            var count: Int32 = 0
            pango_font_map_list_families(map, &list, &count)
            var names: [String] = []
            for i in 0..<Int(count) {
                if let family = list?[i], let name = pango_font_family_get_name(family) { names.append(String(cString: name)) }
            }
            g_free(list)
            let sorted = names.sorted()
            cached = sorted
            return sorted
        }
    }

    /// Resolves a family or PostScript-style name to an installed family, weight and slant.
    static func resolve(_ name: String) -> (family: String, weight: UIFont.Weight, italic: Bool)? {
        let lowered = name.lowercased()
        let compact = lowered.replacingOccurrences(of: " ", with: "").replacingOccurrences(of: "-", with: "")
        let styleWords = ["bold": UIFont.Weight.bold, "semibold": .semibold, "light": .light, "black": .black]
        for family in families.sorted(by: { $0.count > $1.count }) {
            let key = family.lowercased().replacingOccurrences(of: " ", with: "")
            guard compact.hasPrefix(key) else { continue }
            let style = String(compact.dropFirst(key.count))
            let weight = styleWords.first { style.contains($0.key) }?.value ?? .regular
            let italic = style.contains("italic") || style.contains("oblique")
            let known = ["", "bold", "semibold", "light", "black", "italic", "oblique", "regular", "book"]
            let remainder = known.reduce(style) { $0.replacingOccurrences(of: $1, with: "") }
            guard remainder.isEmpty else { continue }
            return (family, weight, italic)
        }
        return nil
    }

    private static let metricsCache = Locked<[UIFont: FontMetrics]>([:])

    /// The typographic metrics of `font`, in points, read from the face's OpenType tables
    /// through HarfBuzz (the face Pango lays the text out with).
    static func metrics(of font: UIFont) -> FontMetrics {
        if let cached = metricsCache.withLock({ $0[font] }) { return cached }
        let measured = measureMetrics(of: font)
        metricsCache.withLock { $0[font] = measured }
        return measured
    }

    private static func measureMetrics(of font: UIFont) -> FontMetrics {
        let map = pango_cairo_font_map_get_default()
        let context = pango_font_map_create_context(map)!
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        let description = font.makeDescription()
        defer { pango_font_description_free(description) }
        let estimate = FontMetrics.estimated(pointSize: font.pointSize)
        guard let loaded = pango_font_map_load_font(map, context, description) else { return estimate }
        defer { g_object_unref(UnsafeMutableRawPointer(loaded)) }
        let hbFont = pango_font_get_hb_font(loaded)
        var xScale: Int32 = 0, yScale: Int32 = 0
        hb_font_get_scale(hbFont, &xScale, &yScale)
        // Positions come in the font's scale; per em that is `yScale`, and an em is `pointSize`.
        let pointsPerUnit = font.pointSize / CGFloat(max(yScale, 1))
        /// A metric rounded to Pango's grid (1/1024 point), where lines are laid out, so that
        /// sums of metrics are exactly the heights Pango lays out.
        func onGrid(_ points: CGFloat) -> CGFloat { (points * CGFloat(PANGO_SCALE)).rounded() / CGFloat(PANGO_SCALE) }
        func position(_ tag: hb_ot_metrics_tag_t) -> CGFloat? {
            var value: hb_position_t = 0
            return hb_ot_metrics_get_position(hbFont, tag, &value) != 0 ? onGrid(CGFloat(value) * pointsPerUnit) : nil
        }
        /// The height of `character`'s ink above the baseline: where a face's OS/2 table has no
        /// cap height or x-height (version 1 tables, DejaVu's among them), the letters say it.
        func inkHeight(of character: Character) -> CGFloat? {
            var glyph: hb_codepoint_t = 0
            var extents = hb_glyph_extents_t()
            guard let scalar = character.unicodeScalars.first, hb_font_get_nominal_glyph(hbFont, scalar.value, &glyph) != 0,
                hb_font_get_glyph_extents(hbFont, glyph, &extents) != 0
            else { return nil }
            return onGrid(CGFloat(extents.y_bearing) * pointsPerUnit)
        }
        /// A height the table gives (positive), else the letter's ink.
        func height(_ tag: hb_ot_metrics_tag_t, letter: Character) -> CGFloat? {
            position(tag).flatMap { $0 > 0 ? $0 : nil } ?? inkHeight(of: letter)
        }
        return FontMetrics(
            ascender: position(HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER) ?? estimate.ascender,
            descender: position(HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER) ?? estimate.descender,
            leading: max(0, position(HB_OT_METRICS_TAG_HORIZONTAL_LINE_GAP) ?? 0),
            capHeight: height(HB_OT_METRICS_TAG_CAP_HEIGHT, letter: "H") ?? estimate.capHeight,
            xHeight: height(HB_OT_METRICS_TAG_X_HEIGHT, letter: "x") ?? estimate.xHeight)
    }
}

/// A font's vertical metrics in points, y up from the baseline as UIKit reports them: the
/// descender is negative. A line is `ascender − descender + leading` tall.
struct FontMetrics: Sendable {
    var ascender: CGFloat
    var descender: CGFloat
    var leading: CGFloat
    var capHeight: CGFloat
    var xHeight: CGFloat

    var lineHeight: CGFloat { ascender - descender + leading }

    /// Proportions of a typical Latin face, for a font whose face cannot be read.
    static func estimated(pointSize size: CGFloat) -> FontMetrics {
        FontMetrics(ascender: size * 0.8, descender: -size * 0.2, leading: 0, capHeight: size * 0.7, xHeight: size * 0.5)
    }
}
