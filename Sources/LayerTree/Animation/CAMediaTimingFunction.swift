import Foundation

/// The pacing of an animation: a cubic Bézier from (0, 0) to (1, 1) with two control points,
/// mapping elapsed fraction (x) to progress (y).
public final class CAMediaTimingFunction: Sendable, Equatable, CustomStringConvertible {
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let linear = Name(rawValue: "linear")
        public static let easeIn = Name(rawValue: "easeIn")
        public static let easeOut = Name(rawValue: "easeOut")
        public static let easeInEaseOut = Name(rawValue: "easeInEaseOut")
        public static let `default` = Name(rawValue: "default")
    }

    /// The first and second control points.
    public let c1: CGPoint
    public let c2: CGPoint

    /// Apple's named curves: linear (0,0)(1,1), easeIn (0.42,0)(1,1), easeOut (0,0)(0.58,1),
    /// easeInEaseOut (0.42,0)(0.58,1), default (0.25,0.1)(0.25,1).
    public convenience init(name: Name) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// A curve through (0,0), (c1x,c1y), (c2x,c2y), (1,1); x values are clamped to 0…1.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        c1 = CGPoint(x: CGFloat(min(max(c1x, 0), 1)), y: CGFloat(c1y))
        c2 = CGPoint(x: CGFloat(min(max(c2x, 0), 1)), y: CGFloat(c2y))
    }

    /// Writes control point `index` (0…3) into `values` as two floats.
    public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
        let points = [CGPoint.zero, c1, c2, CGPoint(x: 1, y: 1)]
        let point = points[min(max(index, 0), 3)]
        values[0] = Float(point.x)
        values[1] = Float(point.y)
    }

    /// Progress for elapsed fraction `x` (0…1): solves x(t) = x for the curve parameter, then y(t).
    public func evaluate(_ x: Double) -> Double {
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        if c1.x == c1.y && c2.x == c2.y { return x }
        let t = parameter(forX: x)
        return Self.bezier(t, Double(c1.y), Double(c2.y))
    }

    /// Newton's method, falling back to bisection, to 1e-7.
    private func parameter(forX x: Double) -> Double {
        let x1 = Double(c1.x), x2 = Double(c2.x)
        var t = x
        for _ in 0..<8 {
            let error = Self.bezier(t, x1, x2) - x
            if abs(error) < 1e-7 { return t }
            let slope = Self.derivative(t, x1, x2)
            if abs(slope) < 1e-6 { break }
            t -= error / slope
        }
        var low = 0.0, high = 1.0
        t = x
        for _ in 0..<60 {
            let value = Self.bezier(t, x1, x2)
            if abs(value - x) < 1e-7 { break }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }

    private static func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    private static func derivative(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
    }

    public static func == (a: CAMediaTimingFunction, b: CAMediaTimingFunction) -> Bool { a.c1 == b.c1 && a.c2 == b.c2 }
    public var description: String { "CAMediaTimingFunction(\(c1.x), \(c1.y), \(c2.x), \(c2.y))" }
}
