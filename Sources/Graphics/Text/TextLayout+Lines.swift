import CPangoCairo
import Foundation

extension TextLayout {
    /// Pango's attributes for a run's underline, strikethrough and baseline offset: a single
    /// underline (double for `.double`; `.thick` and the dash patterns are drawn single, Pango
    /// having no such lines), a strikethrough, each in its colour when given, and the glyphs
    /// raised by the offset.
    static func lineAttributes(_ attributes: [NSAttributedString.Key: Any]) -> [UnsafeMutablePointer<PangoAttribute>?] {
        var result: [UnsafeMutablePointer<PangoAttribute>?] = []
        if let style = NSUnderlineStyle.of(attributes[.underlineStyle]) {
            result.append(pango_attr_underline_new(style.contains(.double) ? PANGO_UNDERLINE_DOUBLE : PANGO_UNDERLINE_SINGLE))
            if let color = (attributes[.underlineColor] as? UIColor)?.cgColor {
                result.append(pango_attr_underline_color_new(channel(color.red), channel(color.green), channel(color.blue)))
            }
        }
        if NSUnderlineStyle.of(attributes[.strikethroughStyle]) != nil {
            result.append(pango_attr_strikethrough_new(1))
            if let color = (attributes[.strikethroughColor] as? UIColor)?.cgColor {
                result.append(pango_attr_strikethrough_color_new(channel(color.red), channel(color.green), channel(color.blue)))
            }
        }
        if let offset = AnyNumber.double(attributes[.baselineOffset]), offset.isFinite, offset != 0 {
            result.append(pango_attr_rise_new(Int32(offset * Double(PANGO_SCALE))))
        }
        return result
    }
}
