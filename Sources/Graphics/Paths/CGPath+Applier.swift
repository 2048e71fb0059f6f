import Foundation

/// The kind of a path element as CoreGraphics' applier functions report it.
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint = 0
    case addLineToPoint = 1
    case addQuadCurveToPoint = 2
    case addCurveToPoint = 3
    case closeSubpath = 4
}

/// One element of a path as an applier sees it: its kind and its points (one for a move or a
/// line, two for a quadratic curve — control, end — three for a cubic, none for a close).
public struct CGPathElement {
    public var type: CGPathElementType
    public var points: UnsafeMutablePointer<CGPoint>

    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// A function called for each element of a path, with the caller's `info`. A C function pointer
/// in CoreGraphics; a Swift function type here (the element is a Swift struct), so the same
/// non-capturing closures iOS code passes are accepted.
public typealias CGPathApplierFunction = (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void

extension CGPath {
    /// Calls `block` for each element of the path in order. The element and its points are valid
    /// only during the call, as in CoreGraphics.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let points = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { points.deallocate() }
        points.initialize(repeating: .zero, count: 3)
        for element in elements {
            let (type, given) = Self.parts(of: element)
            for (index, point) in given.enumerated() { points[index] = point }
            var described = CGPathElement(type: type, points: points)
            withUnsafePointer(to: &described) { block($0) }
        }
    }

    /// Calls `function` with `info` for each element of the path in order.
    public func apply(info: UnsafeMutableRawPointer?, function: CGPathApplierFunction) {
        applyWithBlock { function(info, $0) }
    }

    private static func parts(of element: CGPathElementKind) -> (CGPathElementType, [CGPoint]) {
        switch element {
        case .moveToPoint(let p): (.moveToPoint, [p])
        case .addLineToPoint(let p): (.addLineToPoint, [p])
        case .addQuadCurveToPoint(let control, let end): (.addQuadCurveToPoint, [control, end])
        case .addCurveToPoint(let control1, let control2, let end): (.addCurveToPoint, [control1, control2, end])
        case .closeSubpath: (.closeSubpath, [])
        }
    }
}
