import Foundation

/// A rectangle of whole pixels, rows counted from the top.
@frozen
public struct PixelRect: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    @inlinable
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// True when the rect lies within a `outerWidth` × `outerHeight` image and has no negative side.
    @inlinable
    public func isInside(width outerWidth: Int, height outerHeight: Int) -> Bool {
        x >= 0 && y >= 0 && width >= 0 && height >= 0 && x + width <= outerWidth && y + height <= outerHeight
    }

    /// Pixels covered: 0 for an empty rect.
    @inlinable
    public var area: Int { isEmpty ? 0 : width * height }

    @inlinable
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The smallest rect containing both.
    @inlinable
    public func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let minX = min(x, other.x), minY = min(y, other.y)
        let maxX = max(x + width, other.x + other.width), maxY = max(y + height, other.y + other.height)
        return PixelRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The overlap of two rects (empty when they don't meet).
    @inlinable
    public func intersection(_ other: PixelRect) -> PixelRect {
        let minX = max(x, other.x), minY = max(y, other.y)
        let maxX = min(x + width, other.x + other.width), maxY = min(y + height, other.y + other.height)
        return PixelRect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }

    /// True when `other` lies within this rect (an empty `other` lies anywhere).
    @inlinable
    public func contains(_ other: PixelRect) -> Bool {
        if other.isEmpty { return true }
        return other.x >= x && other.y >= y && other.x + other.width <= x + width && other.y + other.height <= y + height
    }

    /// The same rect in floating-point coordinates.
    @inlinable
    public var cgRect: CGRect { CGRect(x: x, y: y, width: width, height: height) }

    public var description: String { "(\(x), \(y), \(width)x\(height))" }
}
