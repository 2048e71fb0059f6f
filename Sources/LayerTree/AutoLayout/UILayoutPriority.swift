import Foundation

/// How much a constraint matters, from 1 to 1000. A constraint at `required` (1000) must hold;
/// the layout engine satisfies lower priorities as well as it can, higher ones first. The
/// content-hugging and compression-resistance priorities of views are priorities too.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Float

    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// 1000: the constraint must hold.
    public static let required = UILayoutPriority(1000)
    /// 750: the compression resistance of views, and the priority of a button's hugging.
    public static let defaultHigh = UILayoutPriority(750)
    /// 510: a drag that may resize the scene (a divider the user drags).
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// 500: the scene keeping its size.
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// 490: a drag that must not resize the scene.
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// 250: the content hugging of views.
    public static let defaultLow = UILayoutPriority(250)
    /// 50: the priority with which `systemLayoutSizeFitting(_:)` aims at its target size.
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }

    /// Whether the priority is `required` (or more).
    var isRequired: Bool { rawValue >= 1000 }

    /// Whether the priority is one a constraint may have: 1 through 1000.
    var isValid: Bool { rawValue.isFinite && rawValue >= 1 && rawValue <= 1000 }
}

extension UILayoutPriority: CustomStringConvertible {
    public var description: String {
        rawValue == rawValue.rounded() ? String(Int(rawValue)) : String(rawValue)
    }
}
