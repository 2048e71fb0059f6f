import Foundation

/// The motion of a released scroll view on one axis, as iOS moves it (docs/uikit-decisions.md,
/// SCROLL-PHYSICS): pure functions of time, so frames at any times give the same positions.

/// Deceleration from a release velocity: the velocity keeps `rate` of itself every millisecond,
/// `v(t) = v₀·rate^(1000t)`, so the position is `x(t) = x₀ + v₀·(rate^(1000t) − 1)/k` with
/// `k = 1000·ln(rate)`, and the content comes to rest at `x₀ − v₀/k` (WWDC 2018 "Designing Fluid
/// Interfaces"' projection; Ilya Lobanov's "Deceleration mechanics of UIScrollView").
struct DecelerationCurve: Equatable {
    var origin: Double
    /// Points per second.
    var velocity: Double
    var rate: Double

    /// `1000·ln(rate)`: negative for a rate below 1.
    var coefficient: Double { 1000 * log(rate) }

    func position(at t: Double) -> Double { origin + velocity * (pow(rate, 1000 * t) - 1) / coefficient }
    func velocity(at t: Double) -> Double { velocity * pow(rate, 1000 * t) }

    /// Where the content comes to rest.
    var destination: Double { origin - velocity / coefficient }

    /// How long until less than `threshold` points of travel remain.
    func duration(threshold: Double) -> Double {
        guard velocity != 0 else { return 0 }
        return max(0, log(-coefficient * threshold / abs(velocity)) / coefficient)
    }

    /// When the position first reaches `value`, or nil if it never does.
    func time(reaching value: Double) -> Double? {
        guard velocity != 0 else { return nil }
        let fraction = 1 + (value - origin) * coefficient / velocity
        guard fraction > 0, fraction <= 1 else { return nil }
        return log(fraction) / coefficient
    }

    /// The release velocity that brings the content to rest at `target` from `origin`.
    static func velocity(from origin: Double, restingAt target: Double, rate: Double) -> Double {
        -1000 * log(rate) * (target - origin)
    }
}

/// The spring that brings content pulled past an edge back to it: critically damped, mass 1,
/// stiffness 100 (Ilya Lobanov's ScrollMechanics, fitted to iOS's bounce). `displacement` is
/// the distance from the edge, `velocity` in points per second.
struct SpringBack: Equatable {
    static let beta = 10.0  // damping / (2·mass) = √(stiffness/mass) when critically damped
    var displacement: Double
    var velocity: Double

    private var c2: Double { velocity + Self.beta * displacement }

    func offset(at t: Double) -> Double { (displacement + c2 * t) * exp(-Self.beta * t) }
    func velocity(at t: Double) -> Double { (c2 - Self.beta * (displacement + c2 * t)) * exp(-Self.beta * t) }

    /// When the offset stays within `threshold` of the edge (Lobanov's bound for a critically
    /// damped spring: the larger of the times both terms need).
    func duration(threshold: Double) -> Double {
        let b = Self.beta
        let t1 = displacement == 0 ? 0 : log(2 * abs(displacement) / threshold) / b
        let t2 = c2 == 0 ? 0 : 2 / b * log(4 * abs(c2) / (M_E * b * threshold))
        return max(0, t1, t2)
    }
}

/// Paging: each millisecond the velocity gains 0.36 per second per point left to the page and
/// keeps 0.9668 of itself, and the position moves by it (the constants of Apple's iAd JS
/// `ScrollView`, `PAGING_ACCELERATION` 3.6e-4 and `PAGING_DECELERATION` 0.9668). It rests on the
/// page once slower than 10 points per second within a point of it.
struct PagingMotion: Equatable {
    static let acceleration = 3.6e-4
    static let deceleration = 0.9668
    static let restingVelocity = 10.0
    var position: Double
    /// Points per second.
    var velocity: Double
    var target: Double

    mutating func advance(milliseconds: Int) {
        for _ in 0..<max(0, milliseconds) {
            velocity += 1000 * Self.acceleration * (target - position)
            velocity *= Self.deceleration
            position += velocity / 1000
        }
    }

    var isSettled: Bool { abs(velocity) <= Self.restingVelocity && abs(target - position) <= 1 }
}

/// The resistance past an edge while dragging: `x` points of pull move the content
/// `(1 − 1/(x·c/d + 1))·d = x·d·c/(d + c·x)` points, `d` the bounds' size on the axis and
/// c = 0.55 (Grant Paul's formula for iOS's rubber band).
enum RubberBand {
    static let coefficient = 0.55

    static func distance(_ x: Double, dimension d: Double) -> Double {
        guard x > 0, d > 0 else { return 0 }
        return (1 - 1 / (x * coefficient / d + 1)) * d
    }

    /// `value` inside `lower...upper`, or the edge plus the rubber-banded overshoot.
    static func clamp(_ value: Double, lower: Double, upper: Double, dimension: Double) -> Double {
        if value < lower { return lower - distance(lower - value, dimension: dimension) }
        if value > upper { return upper + distance(value - upper, dimension: dimension) }
        return value
    }
}

/// One axis of a released scroll view: decelerating (and springing back from an edge it
/// crossed), springing back, or paging. Sampled by time since its start.
struct AxisMotion: Equatable {
    enum Phase: Equatable {
        case decelerating(DecelerationCurve, limits: ClosedRange<Double>, bounces: Bool)
        case springing(edge: Double, SpringBack)
        case paging(PagingMotion, elapsedMilliseconds: Int)
    }

    var phase: Phase
    /// The media time the phase started at.
    var start: Double
    /// Travel under which the motion counts as finished: half a pixel.
    var threshold: Double

    /// The position at `time` and whether the motion is over; advances the phase (a deceleration
    /// that crossed an edge becomes a spring from it, a paging step integrates).
    mutating func sample(at time: Double) -> (position: Double, finished: Bool) {
        let t = max(0, time - start)
        switch phase {
        case .decelerating(let curve, let limits, let bounces):
            let end = curve.duration(threshold: threshold)
            let edge = curve.destination < limits.lowerBound ? limits.lowerBound : limits.upperBound
            if !limits.contains(curve.destination), let crossing = curve.time(reaching: edge), t >= crossing {
                guard bounces else { return (edge, true) }
                phase = .springing(edge: edge, SpringBack(displacement: 0, velocity: curve.velocity(at: crossing)))
                start += crossing
                return sample(at: time)
            }
            return t >= end ? (curve.destination, true) : (curve.position(at: t), false)
        case .springing(let edge, let spring):
            return t >= spring.duration(threshold: threshold) ? (edge, true) : (edge + spring.offset(at: t), false)
        case .paging(var motion, let elapsed):
            let now = Int((t * 1000).rounded(.down))
            motion.advance(milliseconds: now - elapsed)
            phase = .paging(motion, elapsedMilliseconds: now)
            return motion.isSettled ? (motion.target, true) : (motion.position, false)
        }
    }

    /// The velocity (points per second) at `time`, for a motion interrupted by a new one.
    func velocity(at time: Double) -> Double {
        let t = max(0, time - start)
        switch phase {
        case .decelerating(let curve, _, _): return curve.velocity(at: t)
        case .springing(_, let spring): return spring.velocity(at: t)
        case .paging(let motion, _): return motion.velocity
        }
    }
}
