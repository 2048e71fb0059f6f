import Foundation

extension UIView {
    /// Which parts of a view stretch when its superview's bounds size changes.
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Applies `autoresizingMask` for a superview size change from `old` to `new`.
    ///
    /// On each axis the change is shared among the flexible parts (leading margin, size,
    /// trailing margin) in proportion to their current sizes, as current UIKit does (the iPhone
    /// OS 3 reference said "evenly"; the two agree when the parts are equal); when every flexible
    /// part is zero the change is shared evenly. Parts not flexible keep their size. A transformed
    /// view autoresizes through its frame (the box of the transformed bounds), which setting
    /// `frame` keeps exact when the transform is axis-aligned (scales, quarter turns); a view
    /// turned by any other angle is skipped, since its frame cannot be set back exactly.
    func autoresize(superviewSizeFrom old: CGSize, to new: CGSize) {
        guard !autoresizingMask.isEmpty, transform.isAxisAligned else { return }
        let f = frame
        let (x, width) = Self.distribute(
            new.width - old.width, leading: f.minX, size: f.width, trailing: old.width - f.maxX,
            flexible: (
                autoresizingMask.contains(.flexibleLeftMargin), autoresizingMask.contains(.flexibleWidth),
                autoresizingMask.contains(.flexibleRightMargin)
            ))
        let (y, height) = Self.distribute(
            new.height - old.height, leading: f.minY, size: f.height, trailing: old.height - f.maxY,
            flexible: (
                autoresizingMask.contains(.flexibleTopMargin), autoresizingMask.contains(.flexibleHeight),
                autoresizingMask.contains(.flexibleBottomMargin)
            ))
        frame = CGRect(x: x, y: y, width: width, height: height)
    }

    /// Shares `delta` among the flexible parts; returns the new leading margin and size.
    static func distribute(
        _ delta: CGFloat, leading: CGFloat, size: CGFloat, trailing: CGFloat,
        flexible: (leading: Bool, size: Bool, trailing: Bool)
    ) -> (CGFloat, CGFloat) {
        let parts = [(leading, flexible.leading), (size, flexible.size), (trailing, flexible.trailing)]
        let flexibleParts = parts.filter(\.1)
        guard !flexibleParts.isEmpty, delta != 0 else { return (leading, size) }
        let total = flexibleParts.reduce(0) { $0 + max($1.0, 0) }
        func share(_ part: (CGFloat, Bool)) -> CGFloat {
            guard part.1 else { return 0 }
            return total > 0 ? delta * max(part.0, 0) / total : delta / CGFloat(flexibleParts.count)
        }
        return (leading + share(parts[0]), max(0, size + share(parts[1])))
    }
}

extension CGAffineTransform {
    /// Whether the transform maps axis-aligned rectangles onto axis-aligned rectangles: scales,
    /// reflections and quarter turns, with any translation.
    var isAxisAligned: Bool { (b == 0 && c == 0) || (a == 0 && d == 0) }
}
