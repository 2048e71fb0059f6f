import Foundation

extension UIScrollView {
    /// The look of the scroll indicators.
    public enum IndicatorStyle: Int, @unchecked Sendable {
        /// Black with a white border: visible on any background.
        case `default` = 0
        /// Black, for light backgrounds.
        case black = 1
        /// White, for dark backgrounds.
        case white = 2
    }

    /// How dragging dismisses the keyboard. There is no keyboard on Linux; the value is stored.
    public enum KeyboardDismissMode: Int, @unchecked Sendable {
        case none = 0
        case onDrag = 1
        case interactive = 2
        case onDragWithAccessory = 3
        case interactiveWithAccessory = 4
    }

    /// Whether a table's section index shows. Stored.
    public enum IndexDisplayMode: Int, @unchecked Sendable {
        case automatic = 0
        case alwaysHidden = 1
    }

    /// How `adjustedContentInset` takes the safe area into account.
    public enum ContentInsetAdjustmentBehavior: Int, @unchecked Sendable {
        /// As `scrollableAxes`, and always vertically when the scroll view is the view of a
        /// controller inside a navigation or tab bar controller.
        case automatic = 0
        /// The safe area is added only on the axes the scroll view can scroll (its content is
        /// larger than the bounds, or it always bounces on that axis).
        case scrollableAxes = 1
        /// The safe area is never added.
        case never = 2
        /// The safe area is always added.
        case always = 3
    }

    /// How fast a flicked scroll view slows down: the fraction of its velocity left after one
    /// millisecond.
    public struct DecelerationRate: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
    }
}

extension UIScrollView.DecelerationRate {
    /// 0.998 per millisecond: the default.
    public static let normal = UIScrollView.DecelerationRate(rawValue: 0.998)
    /// 0.99 per millisecond.
    public static let fast = UIScrollView.DecelerationRate(rawValue: 0.99)
}
