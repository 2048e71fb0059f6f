import Foundation

// iOS code styles `AttributedString` runs with UIKit's attributes (`string.font = .boldSystemFont(ofSize: 17)`,
// `container.foregroundColor = .red`). Foundation on Linux has `AttributedString` but not UIKit's
// scope, so it is declared here with the keys `NSAttributedString` uses, and converted to an
// `NSAttributedString` for drawing.

extension AttributeScopes {
    /// The attributes UIKit draws: font, colours, paragraph style, kerning.
    public struct UIKitAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let paragraphStyle: ParagraphStyleAttribute
        public let kern: KernAttribute
        public let foundation: FoundationAttributes

        /// A `UIFont`.
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = UIFont
            public static let name = NSAttributedString.Key.font.rawValue
        }

        /// The colour of the glyphs.
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.foregroundColor.rawValue
        }

        /// A colour filled behind the glyphs.
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.backgroundColor.rawValue
        }

        /// Alignment, line breaking and spacing.
        public enum ParagraphStyleAttribute: AttributedStringKey {
            public typealias Value = NSParagraphStyle
            public static let name = NSAttributedString.Key.paragraphStyle.rawValue
        }

        /// Extra space after each character, in points.
        public enum KernAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.kern.rawValue
        }
    }

    /// UIKit's attributes, as `\.uiKit` names them.
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
    /// `string.font`, `container.foregroundColor` and the other UIKit attributes by name.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
        self[T.self]
    }
}

extension NSAttributedString {
    /// The same text with its UIKit attributes (font, colours, paragraph style, kerning) as
    /// `NSAttributedString` attributes; other attributes are left out.
    public convenience init(_ attributedString: AttributedString) {
        let result = NSMutableAttributedString(string: String(attributedString.characters))
        var location = 0
        for run in attributedString.runs {
            let length = String(attributedString.characters[run.range]).utf16.count
            let range = NSRange(location: location, length: length)
            location += length
            var attributes: [NSAttributedString.Key: Any] = [:]
            if let font = run[AttributeScopes.UIKitAttributes.FontAttribute.self] { attributes[.font] = font }
            if let color = run[AttributeScopes.UIKitAttributes.ForegroundColorAttribute.self] {
                attributes[.foregroundColor] = color
            }
            if let color = run[AttributeScopes.UIKitAttributes.BackgroundColorAttribute.self] {
                attributes[.backgroundColor] = color
            }
            if let style = run[AttributeScopes.UIKitAttributes.ParagraphStyleAttribute.self] {
                attributes[.paragraphStyle] = style
            }
            if let kern = run[AttributeScopes.UIKitAttributes.KernAttribute.self] { attributes[.kern] = kern }
            if length > 0, !attributes.isEmpty { result.addAttributes(attributes, range: range) }
        }
        self.init(attributedString: result)
    }
}
