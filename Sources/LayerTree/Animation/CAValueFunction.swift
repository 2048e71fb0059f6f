import Foundation

/// The name of a value function (`CAValueFunction(name: .rotateZ)`), as Core Animation spells it.
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// One input, radians about the x axis.
    public static let rotateX = CAValueFunctionName(rawValue: "rotateX")
    /// One input, radians about the y axis.
    public static let rotateY = CAValueFunctionName(rawValue: "rotateY")
    /// One input, radians about the z axis.
    public static let rotateZ = CAValueFunctionName(rawValue: "rotateZ")
    /// Three inputs: the x, y and z scale factors.
    public static let scale = CAValueFunctionName(rawValue: "scale")
    /// One input, the x scale factor.
    public static let scaleX = CAValueFunctionName(rawValue: "scaleX")
    /// One input, the y scale factor.
    public static let scaleY = CAValueFunctionName(rawValue: "scaleY")
    /// One input, the z scale factor.
    public static let scaleZ = CAValueFunctionName(rawValue: "scaleZ")
    /// Three inputs: the x, y and z translations.
    public static let translate = CAValueFunctionName(rawValue: "translate")
    /// One input, the x translation.
    public static let translateX = CAValueFunctionName(rawValue: "translateX")
    /// One input, the y translation.
    public static let translateY = CAValueFunctionName(rawValue: "translateY")
    /// One input, the z translation.
    public static let translateZ = CAValueFunctionName(rawValue: "translateZ")
}

/// Turns a property animation's numbers into a transform, as Core Animation's value functions do:
/// `CABasicAnimation(keyPath: "transform")` with `valueFunction = CAValueFunction(name: .rotateZ)`
/// animates from `fromValue` to `toValue` radians, the angle interpolated rather than the matrix
/// (so a full turn turns). Three-input functions take arrays of three numbers.
public final class CAValueFunction: Sendable {
    /// The function's name.
    public let name: CAValueFunctionName

    /// The function of that name; nil for a name Core Animation does not define.
    public init?(name: CAValueFunctionName) {
        guard Self.inputCounts[name] != nil else { return nil }
        self.name = name
    }

    private static let inputCounts: [CAValueFunctionName: Int] = [
        .rotateX: 1, .rotateY: 1, .rotateZ: 1, .scale: 3, .scaleX: 1, .scaleY: 1, .scaleZ: 1, .translate: 3,
        .translateX: 1, .translateY: 1, .translateZ: 1,
    ]

    /// The input that gives the identity: 1 for scales, 0 otherwise (a missing end of an animation).
    var identityInput: AnimatableValue {
        let one: Double = [.scale, .scaleX, .scaleY, .scaleZ].contains(name) ? 1 : 0
        return input(repeating: one)
    }

    private func input(repeating value: Double) -> AnimatableValue {
        Self.inputCounts[name] == 3 ? .array([.scalar(value), .scalar(value), .scalar(value)]) : .scalar(value)
    }

    /// The transform for `input` (a number, or three for `scale` and `translate`); nil for
    /// anything else.
    func transform(for input: AnimatableValue) -> CATransform3D? {
        if case .scalar(let v) = input { return transform(single: CGFloat(v)) }
        guard case .array(let parts) = input, parts.count == 3 else { return nil }
        let numbers = parts.compactMap { part -> CGFloat? in
            if case .scalar(let v) = part { return CGFloat(v) }
            return nil
        }
        guard numbers.count == 3 else { return nil }
        switch name {
        case .scale: return CATransform3DMakeScale(numbers[0], numbers[1], numbers[2])
        case .translate: return CATransform3DMakeTranslation(numbers[0], numbers[1], numbers[2])
        default: return nil
        }
    }

    private func transform(single v: CGFloat) -> CATransform3D? {
        switch name {
        case .rotateX: CATransform3DMakeRotation(v, 1, 0, 0)
        case .rotateY: CATransform3DMakeRotation(v, 0, 1, 0)
        case .rotateZ: CATransform3DMakeRotation(v, 0, 0, 1)
        case .scaleX: CATransform3DMakeScale(v, 1, 1)
        case .scaleY: CATransform3DMakeScale(1, v, 1)
        case .scaleZ: CATransform3DMakeScale(1, 1, v)
        case .translateX: CATransform3DMakeTranslation(v, 0, 0)
        case .translateY: CATransform3DMakeTranslation(0, v, 0)
        case .translateZ: CATransform3DMakeTranslation(0, 0, v)
        default: nil
        }
    }
}
