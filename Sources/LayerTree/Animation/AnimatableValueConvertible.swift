import Foundation
import Graphics

/// A type a layer property can hold and an animation can interpolate: it converts to and from
/// ``AnimatableValue``, whose case decides how values of the type interpolate, add and measure.
protocol AnimatableValueConvertible {
    var animatableValue: AnimatableValue { get }
    /// The value an animation produced, or nil when it is of another kind.
    init?(animatableValue: AnimatableValue)
}

extension CGFloat: AnimatableValueConvertible {
    var animatableValue: AnimatableValue { .scalar(Double(self)) }
    init?(animatableValue value: AnimatableValue) {
        guard case .scalar(let v) = value else { return nil }
        self = CGFloat(v)
    }
}

extension Float: AnimatableValueConvertible {
    var animatableValue: AnimatableValue { .scalar(Double(self)) }
    init?(animatableValue value: AnimatableValue) {
        guard case .scalar(let v) = value else { return nil }
        self = Float(v)
    }
}

extension CGPoint: AnimatableValueConvertible {
    var animatableValue: AnimatableValue { .point(self) }
    init?(animatableValue value: AnimatableValue) {
        guard case .point(let p) = value else { return nil }
        self = p
    }
}

extension CGSize: AnimatableValueConvertible {
    var animatableValue: AnimatableValue { .size(self) }
    init?(animatableValue value: AnimatableValue) {
        guard case .size(let s) = value else { return nil }
        self = s
    }
}

extension CGRect: AnimatableValueConvertible {
    var animatableValue: AnimatableValue { .rect(self) }
    init?(animatableValue value: AnimatableValue) {
        guard case .rect(let r) = value else { return nil }
        self = r
    }
}

extension CATransform3D: AnimatableValueConvertible {
    var animatableValue: AnimatableValue { .transform(self) }
    init?(animatableValue value: AnimatableValue) {
        guard case .transform(let t) = value else { return nil }
        self = t
    }
}

/// Colours: nil animates as transparent black, as in Core Animation.
extension Optional: AnimatableValueConvertible where Wrapped == CGColor {
    var animatableValue: AnimatableValue {
        guard let color = self else { return .color(red: 0, green: 0, blue: 0, alpha: 0) }
        return .color(red: Double(color.red), green: Double(color.green), blue: Double(color.blue), alpha: Double(color.alpha))
    }
    init?(animatableValue value: AnimatableValue) {
        guard case .color(let r, let g, let b, let a) = value else { return nil }
        self = CGColor(red: r, green: g, blue: b, alpha: a)
    }
}
