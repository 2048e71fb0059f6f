import Foundation
import Graphics

/// How a keyframe animation moves between its values.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Jumps from value to value, holding each until the next key time.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Constant speed: key times follow the distances between values (`keyTimes` are ignored).
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth Catmull–Rom curve through the values.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether a layer moving along a keyframe animation's path turns to follow it.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The layer turns so that its x axis points along the path's tangent.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// The same, turned half a turn further (its x axis points back along the path).
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// An animation through a list of values (or along a path, for points) at given key times.
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    /// Fractions (0…1) of the duration at which each value is reached; evenly spaced when nil.
    open var keyTimes: [NSNumber]?
    /// The pacing of each segment between two values.
    open var timingFunctions: [CAMediaTimingFunction]?
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// For point properties: a path to move along at constant speed; overrides `values`.
    open var path: CGPath?
    /// For a `position` animation along `path`: the layer also turns to follow the path's
    /// tangent (added to its transform, about its anchor point); nil (the default) keeps it upright.
    open var rotationMode: CAAnimationRotationMode?

    open override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let other = other as? CAKeyframeAnimation else { return }
        values = other.values
        keyTimes = other.keyTimes
        timingFunctions = other.timingFunctions
        calculationMode = other.calculationMode
        path = other.path
        rotationMode = other.rotationMode
    }

    override func apply(progress: Double, to state: inout LayerState) {
        let frames = resolvedValues
        guard !frames.isEmpty else { return }
        let paced = path != nil || calculationMode == .paced || calculationMode == .cubicPaced
        let times = paced ? Self.pacedTimes(frames) : resolvedKeyTimes(count: frames.count)
        let p = timingFunction?.evaluate(progress) ?? progress
        write(value(at: p, frames: frames, times: times), to: &state)
        if let rotationMode, path != nil, keyPath == "position" {
            turn(&state, along: frames, times: times, at: p, mode: rotationMode)
        }
    }

    /// Adds to the shown transform the turn of the path's tangent at `p`: the direction of the
    /// flattened segment being travelled (the last one at the end).
    private func turn(
        _ state: inout LayerState, along frames: [AnimatableValue], times: [Double], at p: Double, mode: CAAnimationRotationMode
    ) {
        guard frames.count > 1 else { return }
        var segment = 0
        while segment + 2 < frames.count, segment + 1 < times.count, p >= times[segment + 1] { segment += 1 }
        guard case .point(let a) = frames[segment], case .point(let b) = frames[segment + 1], a != b else { return }
        var angle = atan2(b.y - a.y, b.x - a.x)
        if mode == .rotateAutoReverse { angle += .pi }
        guard case .transform(let shown)? = state.value(forKeyPath: "transform") else { return }
        state.set(.transform(CATransform3DConcat(CATransform3DMakeRotation(angle, 0, 0, 1), shown)), forKeyPath: "transform")
    }

    private var resolvedValues: [AnimatableValue] {
        if let path { return PathGeometry.polygons(of: path.elements).flatMap { $0 }.map { .point($0) } }
        return (values ?? []).compactMap { AnimatableValue($0) }
    }

    private func resolvedKeyTimes(count: Int) -> [Double] {
        let expected = calculationMode == .discrete ? [count, count + 1] : [count]
        if let keyTimes, expected.contains(keyTimes.count) { return Array(keyTimes.map(\.doubleValue).prefix(count)) }
        guard count > 1 else { return [0] }
        if calculationMode == .discrete { return (0..<count).map { Double($0) / Double(count) } }
        return (0..<count).map { Double($0) / Double(count - 1) }
    }

    private func value(at p: Double, frames: [AnimatableValue], times: [Double]) -> AnimatableValue {
        guard frames.count > 1 else { return frames[0] }
        var segment = 0
        while segment + 1 < times.count, p >= times[segment + 1] { segment += 1 }
        if calculationMode == .discrete || segment >= frames.count - 1 { return frames[min(segment, frames.count - 1)] }
        let start = times[segment], end = times[segment + 1]
        var u = end > start ? (p - start) / (end - start) : 1
        if let functions = timingFunctions, segment < functions.count { u = functions[segment].evaluate(u) }
        if calculationMode == .cubic || calculationMode == .cubicPaced {
            return Self.catmullRom(frames, segment, u)
        }
        return frames[segment].interpolated(to: frames[segment + 1], u)
    }

    /// Key times proportional to the distance covered, for constant speed.
    static func pacedTimes(_ frames: [AnimatableValue]) -> [Double] {
        guard frames.count > 1 else { return [0] }
        var lengths = [0.0]
        for i in 1..<frames.count { lengths.append(lengths[i - 1] + frames[i - 1].distance(to: frames[i])) }
        let total = lengths.last!
        return total > 0 ? lengths.map { $0 / total } : (0..<frames.count).map { Double($0) / Double(frames.count - 1) }
    }

    /// Catmull–Rom between frames[i] and frames[i + 1] for scalars and points; linear otherwise.
    static func catmullRom(_ frames: [AnimatableValue], _ i: Int, _ u: Double) -> AnimatableValue {
        let p0 = frames[max(i - 1, 0)], p1 = frames[i], p2 = frames[i + 1], p3 = frames[min(i + 2, frames.count - 1)]
        func spline(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
            let u2 = u * u, u3 = u2 * u
            return 0.5 * (2 * b + (-a + c) * u + (2 * a - 5 * b + 4 * c - d) * u2 + (-a + 3 * b - 3 * c + d) * u3)
        }
        switch (p0, p1, p2, p3) {
        case (.scalar(let a), .scalar(let b), .scalar(let c), .scalar(let d)): return .scalar(spline(a, b, c, d))
        case (.point(let a), .point(let b), .point(let c), .point(let d)):
            return .point(
                CGPoint(
                    x: spline(Double(a.x), Double(b.x), Double(c.x), Double(d.x)),
                    y: spline(Double(a.y), Double(b.y), Double(c.y), Double(d.y))))
        default: return p1.interpolated(to: p2, u)
        }
    }
}

/// Several animations run together on one timeline: the group's time drives each child, whose
/// `beginTime` is relative to the group's start.
@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?

    open override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let other = other as? CAAnimationGroup else { return }
        animations = other.animations?.compactMap { $0.copy() as? CAAnimation }
    }

    override func apply(progress: Double, to state: inout LayerState) {
        let local = (timingFunction?.evaluate(progress) ?? progress) * duration
        for animation in animations ?? [] {
            if animation.duration == 0 { animation.duration = duration }
            animation.apply(to: &state, at: local)
        }
    }
}
