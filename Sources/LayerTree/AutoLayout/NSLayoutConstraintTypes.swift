import Foundation

extension NSLayoutConstraint {
    /// The part of an item's alignment rectangle a constraint relates.
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        /// No attribute: the second attribute of a constant width or height.
        case notAnAttribute = 0

        /// The last baseline (the deprecated name).
        public static var baseline: Attribute { .lastBaseline }

        /// The axis the attribute lies on; nil for `.notAnAttribute`.
        var axis: NSLayoutConstraint.Axis? {
            switch self {
            case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
                .trailingMargin, .centerXWithinMargins:
                .horizontal
            case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
                .centerYWithinMargins:
                .vertical
            case .notAnAttribute: nil
            }
        }

        /// Whether the attribute is a size rather than a position.
        var isDimension: Bool { self == .width || self == .height }

        /// Whether the attribute is leading or trailing, whose side depends on the layout direction.
        var isDirectional: Bool { [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self) }

        /// The attribute without its margin: `.leftMargin` → `.left`; nil for non-margin attributes.
        var withoutMargin: Attribute? {
            switch self {
            case .leftMargin: .left
            case .rightMargin: .right
            case .topMargin: .top
            case .bottomMargin: .bottom
            case .leadingMargin: .leading
            case .trailingMargin: .trailing
            case .centerXWithinMargins: .centerX
            case .centerYWithinMargins: .centerY
            default: nil
            }
        }

        /// The name UIKit's descriptions use.
        var name: String {
            switch self {
            case .left: "left"
            case .right: "right"
            case .top: "top"
            case .bottom: "bottom"
            case .leading: "leading"
            case .trailing: "trailing"
            case .width: "width"
            case .height: "height"
            case .centerX: "centerX"
            case .centerY: "centerY"
            case .lastBaseline: "lastBaseline"
            case .firstBaseline: "firstBaseline"
            case .leftMargin: "leftMargin"
            case .rightMargin: "rightMargin"
            case .topMargin: "topMargin"
            case .bottomMargin: "bottomMargin"
            case .leadingMargin: "leadingMargin"
            case .trailingMargin: "trailingMargin"
            case .centerXWithinMargins: "centerXWithinMargins"
            case .centerYWithinMargins: "centerYWithinMargins"
            case .notAnAttribute: "notAnAttribute"
            }
        }
    }

    /// How the two sides of a constraint relate.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1

        /// The operator UIKit's descriptions use.
        var symbol: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }

    /// The axis a priority or a stack applies to.
    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }

    /// Options of the visual format language: alignment of the views of a line, direction, spacing.
    public struct FormatOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        public static let directionLeadingToTrailing = FormatOptions([])
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
        public static let spacingEdgeToEdge = FormatOptions([])
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)
    }
}

/// A layout direction: the order of leading and trailing.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0, rightToLeft = 1
}

/// What a view's content means for right-to-left layouts: whether it flips.
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified = 0, playback, spatial, forceLeftToRight, forceRightToLeft
}
