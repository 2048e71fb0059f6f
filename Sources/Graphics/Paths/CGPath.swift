import Foundation

/// One step of a path, in CoreGraphics' element kinds.
public enum CGPathElementKind: Sendable, Equatable {
    case moveToPoint(CGPoint)
    case addLineToPoint(CGPoint)
    case addQuadCurveToPoint(control: CGPoint, end: CGPoint)
    case addCurveToPoint(control1: CGPoint, control2: CGPoint, end: CGPoint)
    case closeSubpath
}

/// How a path's interior is decided where it crosses itself.
public enum CGPathFillRule: Int, Sendable {
    /// Non-zero winding: a point is inside when the path winds around it at all.
    case winding = 0
    /// A point is inside when a ray from it crosses the path an odd number of times.
    case evenOdd = 1
}

/// An immutable vector path: subpaths of lines and Bézier curves, as CoreGraphics' `CGPath`.
/// Arcs, ellipses and rounded rects are stored as cubic Béziers (quarter turns at most).
public class CGPath: @unchecked Sendable, Equatable, Hashable, CustomStringConvertible {
    /// The elements in order. `@unchecked Sendable`: only `CGMutablePath` mutates them, and a
    /// mutable path is not shared across threads by contract, as in CoreGraphics.
    public internal(set) var elements: [CGPathElementKind]

    init(elements: [CGPathElementKind]) {
        self.elements = elements
    }

    /// A closed rectangle path.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// A closed ellipse inscribed in `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// A closed rounded rectangle with elliptical corners.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>? = nil
    ) {
        let path = CGMutablePath()
        path.addRoundedRect(
            in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
            transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    public var isEmpty: Bool { elements.isEmpty }

    /// Whether every point of the path is finite (no NaN or infinity).
    package var isFinite: Bool {
        elements.allSatisfy { PathGeometry.points(of: $0).allSatisfy { $0.x.isFinite && $0.y.isFinite } }
    }

    /// The end point of the last element (a subpath's start after a close), or `.zero` when empty.
    public var currentPoint: CGPoint { PathGeometry.currentPoint(of: elements) ?? .zero }

    /// The box around every point, control points included.
    public var boundingBox: CGRect { PathGeometry.box(of: elements.flatMap(PathGeometry.points(of:))) }

    /// The box around the path itself (curves sampled), without the control points.
    public var boundingBoxOfPath: CGRect { PathGeometry.box(of: PathGeometry.polygons(of: elements).flatMap { $0 }) }

    /// Whether `point` is inside the path under `rule` (subpaths are closed for the test).
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity)
        -> Bool
    {
        let target = point.applying(transform.inverted())
        return PathGeometry.contains(target, polygons: PathGeometry.polygons(of: elements), rule: rule)
    }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(elements: elements) }

    /// An immutable copy with every point transformed.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(elements: PathGeometry.transformed(elements, transform?.pointee ?? .identity))
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

    /// Calls `body` with each element in order.
    public func forEachElement(_ body: (CGPathElementKind) -> Void) { elements.forEach(body) }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }
    public func hash(into hasher: inout Hasher) { hasher.combine(elements.count) }
    public var description: String { "CGPath(\(elements.count) elements, box \(boundingBox))" }
}

extension CGPathElementKind: Hashable {
    public func hash(into hasher: inout Hasher) { hasher.combine(String(describing: self)) }
}
