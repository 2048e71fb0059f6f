import CPangoCairo
import Foundation

/// A font: a family, a weight, a slant and a size in points, shaped by Pango.
///
/// The system font is DejaVu Sans (Debian's `fonts-dejavu-core`), so text measures and draws the
/// same on every machine that has that package. `UIFont(name:size:)` finds installed families
/// through fontconfig and returns nil for a name that is not installed, as UIKit does.
public final class UIFont: Sendable, Hashable, CustomStringConvertible {
    public let familyName: String
    public let pointSize: CGFloat
    public let weight: Weight
    public let isItalic: Bool

    /// A font weight on UIKit's scale (−1…1, regular 0, bold 0.4).
    public struct Weight: RawRepresentable, Hashable, Sendable, Comparable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
        public static func < (a: Weight, b: Weight) -> Bool { a.rawValue < b.rawValue }

        /// The nearest Pango (CSS) weight.
        var pangoWeight: PangoWeight {
            switch rawValue {
            case ..<(-0.7): PANGO_WEIGHT_ULTRALIGHT
            case ..<(-0.5): PANGO_WEIGHT_THIN
            case ..<(-0.2): PANGO_WEIGHT_LIGHT
            case ..<0.15: PANGO_WEIGHT_NORMAL
            case ..<0.27: PANGO_WEIGHT_MEDIUM
            case ..<0.35: PANGO_WEIGHT_SEMIBOLD
            case ..<0.5: PANGO_WEIGHT_BOLD
            case ..<0.6: PANGO_WEIGHT_ULTRABOLD
            default: PANGO_WEIGHT_HEAVY
            }
        }
    }

    init(family: String, size: CGFloat, weight: Weight, italic: Bool) {
        familyName = family
        pointSize = size.isFinite && size > 0 ? size : 12
        self.weight = weight
        isItalic = italic
    }

    /// The family every system font uses.
    public static let systemFamilyName = "DejaVu Sans"

    public static func systemFont(ofSize size: CGFloat) -> UIFont {
        UIFont(family: systemFamilyName, size: size, weight: .regular, italic: false)
    }

    public static func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(family: systemFamilyName, size: size, weight: weight, italic: false)
    }

    /// The system font with digits of equal width. DejaVu Sans's digits already are, so this is
    /// the system font at `weight`.
    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: size, weight: weight)
    }

    /// The monospaced system font (DejaVu Sans Mono here, as SF Mono on iOS).
    public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(family: "DejaVu Sans Mono", size: size, weight: weight, italic: false)
    }

    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont {
        UIFont(family: systemFamilyName, size: size, weight: .bold, italic: false)
    }

    public static func italicSystemFont(ofSize size: CGFloat) -> UIFont {
        UIFont(family: systemFamilyName, size: size, weight: .regular, italic: true)
    }

    /// The font called `fontName` — a family ("DejaVu Serif") or a PostScript-style name
    /// ("DejaVuSans-Bold", "DejaVu Sans Bold Oblique") — at `size`; nil when not installed.
    public convenience init?(name fontName: String, size: CGFloat) {
        guard let match = FontCatalog.resolve(fontName) else { return nil }
        self.init(family: match.family, size: size, weight: match.weight, italic: match.italic)
    }

    /// The same font at another size.
    public func withSize(_ size: CGFloat) -> UIFont { UIFont(family: familyName, size: size, weight: weight, italic: isItalic) }

    /// A name that `UIFont(name:size:)` resolves back to this font.
    public var fontName: String {
        var name = familyName.replacingOccurrences(of: " ", with: "")
        let style = (weight >= .bold ? "Bold" : "") + (isItalic ? "Oblique" : "")
        if !style.isEmpty { name += "-" + style }
        return name
    }

    /// Every installed family.
    public static var familyNames: [String] { FontCatalog.families }

    // Typographic metrics in points, from the face's OpenType tables (hhea or OS/2, as the
    // font asks), unhinted, so they are the same on every machine with the same fonts.

    /// The top of the tallest letters above the baseline.
    public var ascender: CGFloat { metrics.ascender }
    /// The bottom of the deepest descenders, below the baseline: negative.
    public var descender: CGFloat { metrics.descender }
    /// The extra space the font asks for between lines (its line gap); 0 for the system font.
    public var leading: CGFloat { metrics.leading }
    /// The height of a line of text: `ascender − descender + leading`. One line of string
    /// drawing measures this tall, and n lines n times this (plus the paragraph style's
    /// `lineSpacing` between them).
    public var lineHeight: CGFloat { metrics.lineHeight }
    /// The height of flat capital letters above the baseline.
    public var capHeight: CGFloat { metrics.capHeight }
    /// The height of lowercase letters without ascenders (the x) above the baseline.
    public var xHeight: CGFloat { metrics.xHeight }

    private var metrics: FontMetrics { FontCatalog.metrics(of: self) }

    /// A new Pango description of this font; the caller frees it.
    func makeDescription() -> OpaquePointer {
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, familyName)
        pango_font_description_set_weight(description, weight.pangoWeight)
        pango_font_description_set_style(description, isItalic ? PANGO_STYLE_OBLIQUE : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(description, Double(pointSize) * Double(PANGO_SCALE))
        return description
    }

    public static func == (a: UIFont, b: UIFont) -> Bool {
        a.familyName == b.familyName && a.pointSize == b.pointSize && a.weight == b.weight && a.isItalic == b.isItalic
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(familyName)
        hasher.combine(pointSize)
    }

    public var description: String { "UIFont(\(fontName), \(pointSize) pt)" }
}
