import Foundation

// UIKit defines these text attributes and paragraph types; Foundation on Linux has the
// attributed-string machinery but not them.

extension NSAttributedString.Key {
    /// A `UIFont`; the system font at 12 points when absent.
    public static let font = NSAttributedString.Key("NSFont")
    /// A `UIColor`; black when absent.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// A `UIColor` filled behind the glyphs.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// An `NSParagraphStyle`.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// Extra space after each character, in points (a number).
    public static let kern = NSAttributedString.Key("NSKern")
    /// A line under the text: an `NSUnderlineStyle`'s raw value (a number) or the style itself.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The underline's `UIColor`; the text's colour when absent.
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// A line through the text: an `NSUnderlineStyle`'s raw value (a number) or the style itself.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The strikethrough's `UIColor`; the text's colour when absent.
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// How far the glyphs sit above the baseline, in points (a number; negative lowers them).
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
}

/// The styles of underlines and strikethroughs.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)

    /// The style an attribute's value names: the style itself or its raw value as a number.
    static func of(_ value: Any?) -> NSUnderlineStyle? {
        if let style = value as? NSUnderlineStyle { return style.rawValue == 0 ? nil : style }
        guard let number = AnyNumber.double(value), number.isFinite, number != 0 else { return nil }
        let raw = Int(number)
        return NSUnderlineStyle(rawValue: raw)
    }
}

/// Horizontal alignment of lines.
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center, right, justified, natural
}

/// What happens to text that does not fit its rectangle.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// Paragraph attributes: alignment, line breaking and spacing.
open class NSParagraphStyle: NSObject, @unchecked Sendable {
    public internal(set) var alignment: NSTextAlignment = .natural
    public internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// Extra space between lines, in points.
    public internal(set) var lineSpacing: CGFloat = 0
    /// Space after the paragraph, in points (never negative). The space between two paragraphs
    /// is the first's `paragraphSpacing` plus the second's `paragraphSpacingBefore`.
    public internal(set) var paragraphSpacing: CGFloat = 0
    /// Space before the paragraph's text, in points (never negative); not applied to the text's
    /// first paragraph, as in TextKit.
    public internal(set) var paragraphSpacingBefore: CGFloat = 0

    public override init() {}

    /// The default style: natural alignment, word wrapping, no extra spacing.
    public class var `default`: NSParagraphStyle { NSParagraphStyle() }

    open override func mutableCopy() -> Any {
        let copy = NSMutableParagraphStyle()
        copy.alignment = alignment
        copy.lineBreakMode = lineBreakMode
        copy.lineSpacing = lineSpacing
        copy.paragraphSpacing = paragraphSpacing
        copy.paragraphSpacingBefore = paragraphSpacingBefore
        return copy
    }
}

/// A paragraph style whose attributes can be set.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    open override var alignment: NSTextAlignment {
        get { super.alignment }
        set { super.alignment = newValue }
    }

    open override var lineBreakMode: NSLineBreakMode {
        get { super.lineBreakMode }
        set { super.lineBreakMode = newValue }
    }

    open override var lineSpacing: CGFloat {
        get { super.lineSpacing }
        set { super.lineSpacing = newValue }
    }

    open override var paragraphSpacing: CGFloat {
        get { super.paragraphSpacing }
        set { super.paragraphSpacing = Self.spacing(newValue) }
    }

    open override var paragraphSpacingBefore: CGFloat {
        get { super.paragraphSpacingBefore }
        set { super.paragraphSpacingBefore = Self.spacing(newValue) }
    }

    /// Spacing is never negative; NaN and infinity count as none.
    private static func spacing(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
}

/// Options of `boundingRect(with:options:attributes:context:)`.
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Unused context of string drawing, for signature compatibility.
public final class NSStringDrawingContext {
    public init() {}
}
