import Foundation

/// A basic animation paced by a damped spring instead of a timing curve.
///
/// The spring moves a mass on a spring of `stiffness` with `damping`, starting at
/// `initialVelocity` (in units of the whole distance per second, towards the target).
/// `settlingDuration` is how long it takes to come to rest; use it as the `duration`.
@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    open var initialVelocity: CGFloat = 0

    open override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let other = other as? CASpringAnimation else { return }
        mass = other.mass
        stiffness = other.stiffness
        damping = other.damping
        initialVelocity = other.initialVelocity
    }

    /// Seconds until the spring stays within 0.1 % of the distance from its target.
    open var settlingDuration: CFTimeInterval { spring.settlingTime }

    var spring: SpringMotion {
        SpringMotion(
            mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping), velocity: Double(initialVelocity))
    }

    override func pacing(_ progress: Double) -> Double {
        spring.progress(at: progress * duration)
    }
}

/// A damped harmonic oscillator from 0 to 1: progress(t) = 1 − x(t), x(0) = 1, x′(0) = −velocity.
struct SpringMotion {
    let omega: Double  // natural angular frequency √(k/m)
    let zeta: Double  // damping ratio c / (2√(km))
    let velocity: Double

    init(mass: Double, stiffness: Double, damping: Double, velocity: Double) {
        let m = max(mass, 1e-6), k = max(stiffness, 1e-6)
        omega = (k / m).squareRoot()
        zeta = max(damping, 0) / (2 * (k * m).squareRoot())
        self.velocity = velocity
    }

    /// A spring by damping ratio and natural frequency.
    init(dampingRatio: Double, omega: Double, velocity: Double) {
        self.omega = omega
        zeta = max(dampingRatio, 0)
        self.velocity = velocity
    }

    func progress(at t: Double) -> Double { 1 - displacement(at: max(0, t)) }

    func displacement(at t: Double) -> Double {
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let b = (zeta * omega - velocity) / damped
            return exp(-zeta * omega * t) * (cos(damped * t) + b * sin(damped * t))
        }
        if zeta == 1 {
            return exp(-omega * t) * (1 + (omega - velocity) * t)
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
        let c2 = (-velocity - r1) / (r2 - r1)
        return (1 - c2) * exp(r1 * t) + c2 * exp(r2 * t)
    }

    /// The first time after which the displacement stays within 0.001.
    var settlingTime: Double {
        let step = 1.0 / 240
        var t = 0.0, lastOutside = 0.0
        while t < 60 {
            if abs(displacement(at: t)) > 0.001 { lastOutside = t }
            if t - lastOutside > 1 { break }
            t += step
        }
        return lastOutside + step
    }
}

extension CASpringAnimation {
    /// iOS 17's spring by how long it feels and how much it bounces: mass 1, stiffness
    /// (2π / `perceptualDuration`)², and damping for a ratio of 1 − `bounce` (1 / (1 + `bounce`)
    /// for a negative, overdamped bounce), as `UIView.animate(springDuration:bounce:…)`. The
    /// duration stays unset: use `settlingDuration`.
    public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) {
        self.init()
        let spring = PerceptualSpring(duration: perceptualDuration, bounce: bounce)
        mass = 1
        stiffness = CGFloat(spring.omega * spring.omega)
        damping = CGFloat(2 * spring.dampingRatio * spring.omega)
    }

    /// The period of the undamped spring, 2π √(mass / stiffness), in seconds.
    public var perceptualDuration: TimeInterval { 2 * .pi / spring.omega }

    /// How much the spring bounces: 1 − its damping ratio when underdamped (0 critically damped),
    /// negative when overdamped (1 / ratio − 1).
    public var bounce: CGFloat {
        let ratio = spring.zeta
        return CGFloat(ratio <= 1 ? 1 - ratio : 1 / ratio - 1)
    }
}
