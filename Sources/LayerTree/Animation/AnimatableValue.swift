import Foundation
import Graphics

/// A value an animation can interpolate: numbers, points, sizes, rects, transforms and colours.
enum AnimatableValue: Equatable {
    case scalar(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(CATransform3D)
    case color(red: Double, green: Double, blue: Double, alpha: Double)
    /// A list of values (a gradient's colours or locations), interpolated element by element
    /// when both ends have as many; otherwise it switches halfway.
    indirect case array([AnimatableValue])
    /// A path (a shape layer's), interpolated point by point between paths of the same
    /// elements; otherwise it switches halfway.
    case path(CGPath)

    /// The value behind an animation's `Any` (`fromValue`, `values`, …), if it is animatable.
    init?(_ any: Any?) {
        switch any {
        case let v as Double: self = .scalar(v)
        case let v as CGFloat: self = .scalar(Double(v))
        case let v as Float: self = .scalar(Double(v))
        case let v as Int: self = .scalar(Double(v))
        case let v as NSNumber: self = .scalar(v.doubleValue)
        case let v as NSValue:
            guard let geometry = v.animatableGeometry else { return nil }
            self = geometry
        case let v as CGPoint: self = .point(v)
        case let v as CGSize: self = .size(v)
        case let v as CGRect: self = .rect(v)
        case let v as CATransform3D: self = .transform(v)
        case let v as CGAffineTransform: self = .transform(CATransform3DMakeAffineTransform(v))
        case let v as CGColor:
            self = .color(red: Double(v.red), green: Double(v.green), blue: Double(v.blue), alpha: Double(v.alpha))
        case let v as UIColor: self.init(v.cgColor)
        case let v as CGPath: self = .path(v)
        case let list as [Any]:
            var values: [AnimatableValue] = []
            for element in list {
                guard let value = AnimatableValue(element) else { return nil }
                values.append(value)
            }
            self = .array(values)
        default: return nil
        }
    }

    /// The value as the type the property holds (CGFloat, CGPoint, …, CGColor).
    var any: Any {
        switch self {
        case .scalar(let v): CGFloat(v)
        case .point(let v): v
        case .size(let v): v
        case .rect(let v): v
        case .transform(let v): v
        case .color(let r, let g, let b, let a): CGColor(red: r, green: g, blue: b, alpha: a)
        case .array(let values): values.map(\.any)
        case .path(let path): path
        }
    }

    /// The value `t` of the way (0…1, or beyond for springs) from `self` to `other`.
    func interpolated(to other: AnimatableValue, _ t: Double) -> AnimatableValue {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * CGFloat(t) }
        switch (self, other) {
        case (.scalar(let a), .scalar(let b)): return .scalar(a + (b - a) * t)
        case (.point(let a), .point(let b)): return .point(CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case (.size(let a), .size(let b)): return .size(CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case (.rect(let a), .rect(let b)):
            return .rect(
                CGRect(
                    x: mix(a.minX, b.minX), y: mix(a.minY, b.minY), width: mix(a.width, b.width),
                    height: mix(a.height, b.height)))
        case (.transform(let a), .transform(let b)): return .transform(TransformInterpolation.interpolate(a, b, t))
        case (.color(let r1, let g1, let b1, let a1), .color(let r2, let g2, let b2, let a2)):
            return .color(red: r1 + (r2 - r1) * t, green: g1 + (g2 - g1) * t, blue: b1 + (b2 - b1) * t, alpha: a1 + (a2 - a1) * t)
        case (.array(let a), .array(let b)) where a.count == b.count:
            return .array(zip(a, b).map { $0.interpolated(to: $1, t) })
        case (.path(let a), .path(let b)):
            return PathInterpolation.interpolate(a, b, t).map { .path($0) } ?? (t < 0.5 ? self : other)
        default: return t < 0.5 ? self : other
        }
    }

    /// The component-wise sum (for `byValue`, additive and cumulative animations).
    func adding(_ other: AnimatableValue) -> AnimatableValue {
        switch (self, other) {
        case (.scalar(let a), .scalar(let b)): return .scalar(a + b)
        case (.point(let a), .point(let b)): return .point(CGPoint(x: a.x + b.x, y: a.y + b.y))
        case (.size(let a), .size(let b)): return .size(CGSize(width: a.width + b.width, height: a.height + b.height))
        case (.rect(let a), .rect(let b)):
            return .rect(CGRect(x: a.minX + b.minX, y: a.minY + b.minY, width: a.width + b.width, height: a.height + b.height))
        case (.transform(let a), .transform(let b)): return .transform(CATransform3DConcat(b, a))
        case (.color(let r1, let g1, let b1, let a1), .color(let r2, let g2, let b2, let a2)):
            return .color(red: r1 + r2, green: g1 + g2, blue: b1 + b2, alpha: a1 + a2)
        case (.array(let a), .array(let b)) where a.count == b.count:
            return .array(zip(a, b).map { $0.adding($1) })
        default: return other
        }
    }

    /// The distance between two values, for paced keyframes.
    func distance(to other: AnimatableValue) -> Double {
        switch (self, other) {
        case (.scalar(let a), .scalar(let b)): return abs(b - a)
        case (.point(let a), .point(let b)): return Double(hypot(b.x - a.x, b.y - a.y))
        case (.size(let a), .size(let b)): return Double(hypot(b.width - a.width, b.height - a.height))
        default: return 1
        }
    }
}

/// Interpolates transforms as Core Animation does for affine ones: decomposed into translation,
/// rotation, scale and skew, each interpolated, then recomposed, so a quarter turn stays a
/// rotation midway instead of shrinking. Transforms with 3D parts are interpolated entry by entry.
enum TransformInterpolation {
    struct Parts {
        var tx, ty, rotation, scaleX, scaleY, skew: Double
    }

    static func interpolate(_ a: CATransform3D, _ b: CATransform3D, _ t: Double) -> CATransform3D {
        guard CATransform3DIsAffine(a), CATransform3DIsAffine(b) else {
            let x = a.rowMajor, y = b.rowMajor
            return CATransform3D(rowMajor: zip(x, y).map { $0 + ($1 - $0) * CGFloat(t) })
        }
        let p = decompose(CATransform3DGetAffineTransform(a)), q = decompose(CATransform3DGetAffineTransform(b))
        func mix(_ u: Double, _ v: Double) -> Double { u + (v - u) * t }
        let parts = Parts(
            tx: mix(p.tx, q.tx), ty: mix(p.ty, q.ty), rotation: mix(p.rotation, q.rotation), scaleX: mix(p.scaleX, q.scaleX),
            scaleY: mix(p.scaleY, q.scaleY), skew: mix(p.skew, q.skew))
        return CATransform3DMakeAffineTransform(compose(parts))
    }

    /// M = scale·skew·rotation (row vectors): (a, b) = sx(cos θ, sin θ); (c, d) = k(cos θ, sin θ) + sy(−sin θ, cos θ).
    static func decompose(_ m: CGAffineTransform) -> Parts {
        let a = Double(m.a), b = Double(m.b), c = Double(m.c), d = Double(m.d)
        let scaleX = (a * a + b * b).squareRoot()
        let rotation = scaleX == 0 ? 0 : atan2(b, a)
        let cosine = cos(rotation), sine = sin(rotation)
        return Parts(
            tx: Double(m.tx), ty: Double(m.ty), rotation: rotation, scaleX: scaleX,
            scaleY: -c * sine + d * cosine, skew: c * cosine + d * sine)
    }

    static func compose(_ p: Parts) -> CGAffineTransform {
        let cosine = cos(p.rotation), sine = sin(p.rotation)
        return CGAffineTransform(
            a: CGFloat(p.scaleX * cosine), b: CGFloat(p.scaleX * sine),
            c: CGFloat(p.skew * cosine - p.scaleY * sine), d: CGFloat(p.skew * sine + p.scaleY * cosine),
            tx: CGFloat(p.tx), ty: CGFloat(p.ty))
    }
}
