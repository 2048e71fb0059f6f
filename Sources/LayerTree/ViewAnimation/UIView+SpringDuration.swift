import Foundation

/// iOS 17's spring, set by how long it feels and how much it bounces: a natural frequency of
/// 2π / `duration` and a damping ratio of 1 − `bounce` (1 / (1 + `bounce`) for a negative,
/// overdamped bounce), as SwiftUI's `Spring(duration:bounce:)` defines them.
struct PerceptualSpring {
    let dampingRatio: Double
    let omega: Double

    init(duration: TimeInterval, bounce: CGFloat) {
        let bounce = Double(bounce.isFinite ? min(max(bounce, -0.99), 0.99) : 0)
        dampingRatio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        omega = 2 * .pi / (duration.isFinite && duration > 0 ? duration : 0.5)
    }

    /// Seconds until the spring, started at `velocity` (in units of the whole distance per
    /// second), stays within 0.1 % of its target: how long the animation runs.
    func settlingTime(velocity: CGFloat) -> TimeInterval {
        SpringMotion(dampingRatio: dampingRatio, omega: omega, velocity: Double(velocity)).settlingTime
    }
}

extension UIView {
    /// Animates on a spring that feels `duration` seconds long, bouncing by `bounce` (0 none,
    /// up to 1; negative is overdamped) and starting at `velocity` (in units of the whole
    /// distance per second). The animation lasts until the spring settles, which may be longer
    /// than `duration`; otherwise as `animate(withDuration:delay:options:animations:completion:)`.
    public static func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity velocity: CGFloat = 0,
        delay: TimeInterval = 0, options: AnimationOptions = [], animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let spring = PerceptualSpring(duration: duration, bounce: bounce)
        runBlock(
            duration: spring.settlingTime(velocity: velocity), delay: delay, options: options,
            spring: (CGFloat(spring.dampingRatio), velocity), animations: animations, completion: completion)
    }
}
