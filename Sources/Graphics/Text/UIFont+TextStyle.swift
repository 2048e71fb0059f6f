import Foundation

extension UIFont {
    /// The semantic text styles of Dynamic Type, spelled as UIKit's constants.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// Size and weight at the default content size category (Large), as Apple's Human
        /// Interface Guidelines list them for iOS; an unknown style is the body's.
        var sizeAndWeight: (CGFloat, UIFont.Weight) {
            switch self {
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .subheadline: (15, .regular)
            case .callout: (16, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            default: (17, .regular)
            }
        }
    }

    /// The system font of `style` at the default content size category (there is one category
    /// here): body 17, headline 17 semibold, title1 28, caption1 12…
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let (size, weight) = style.sizeAndWeight
        return systemFont(ofSize: size, weight: weight)
    }
}

/// Scales fonts and values for Dynamic Type. With the one, default content size category here,
/// scaling returns fonts and values unchanged, as UIKit does at the Large category.
public struct UIFontMetrics: Sendable {
    /// The text style whose scaling curve applies.
    public let textStyle: UIFont.TextStyle

    public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }

    /// The metrics of the body style.
    public static var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// `font` scaled for the current content size category (unchanged at the default).
    public func scaledFont(for font: UIFont) -> UIFont { font }
    /// `font` scaled, no larger than `maximumPointSize` (0: no limit).
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        maximumPointSize > 0 && font.pointSize > maximumPointSize ? font.withSize(maximumPointSize) : font
    }
    /// `value` (a spacing, a size) scaled for the current content size category.
    public func scaledValue(for value: CGFloat) -> CGFloat { value }
}
