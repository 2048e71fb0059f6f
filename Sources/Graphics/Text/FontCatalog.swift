import CPangoCairo
import Foundation
import Synchronization

/// The installed font families, from Pango's fontconfig font map, and name resolution.
enum FontCatalog {
    private static let cache = Mutex<[String]?>(nil)

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

    /// Ascender and descender (negative) of `font`, in points.
    static func metrics(of font: UIFont) -> (ascender: CGFloat, descender: CGFloat) {
        let map = pango_cairo_font_map_get_default()
        let context = pango_font_map_create_context(map)!
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        let description = font.makeDescription()
        defer { pango_font_description_free(description) }
        let metrics = pango_context_get_metrics(context, description, nil)!
        defer { pango_font_metrics_unref(metrics) }
        let scale = CGFloat(PANGO_SCALE)
        return (CGFloat(pango_font_metrics_get_ascent(metrics)) / scale, -CGFloat(pango_font_metrics_get_descent(metrics)) / scale)
    }
}
