import Foundation

extension UIContentSizeCategory: Comparable {
    /// The categories from smallest to largest, as UIKit orders them.
    private static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge, .accessibilityMedium,
        .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
    ]

    /// Whether the category is one of the five accessibility sizes (`.accessibilityMedium` and up).
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// Smaller text first; `.unspecified` (and any category UIKit does not name) before every
    /// named one, as it ranks in UIKit.
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        let left = ordered.firstIndex(of: lhs) ?? -1, right = ordered.firstIndex(of: rhs) ?? -1
        return left < right
    }
}
