import Foundation

/// The animation block being run: what property changes of views turn into.
@MainActor
final class UIViewAnimationContext {
    var duration: CFTimeInterval
    var delay: CFTimeInterval
    var options: UIView.AnimationOptions
    var curve: CAMediaTimingFunction
    /// A spring instead of the curve (damping ratio and initial velocity).
    var spring: (dampingRatio: CGFloat, velocity: CGFloat)?
    var repeatCount: Float?
    var autoreverses: Bool
    /// The begin/commit rule: autoreversing needs a repeat count.
    var autoreversesOnlyWhenRepeating = false
    let completion: AnimationCompletionGroup
    /// While recording keyframes: where the changes go instead of becoming animations.
    var keyframeRecorder: KeyframeRecorder?
    /// Layers whose properties changed in the block (for `.layoutSubviews`).
    var touchedLayers: [CALayer] = []

    init(
        duration: CFTimeInterval, delay: CFTimeInterval, options: UIView.AnimationOptions,
        completion: ((Bool) -> Void)?
    ) {
        self.duration = duration
        self.delay = delay
        self.options = options
        curve = options.curve.timingFunction
        autoreverses = options.contains(.autoreverse)
        self.completion = AnimationCompletionGroup(completion: completion)
    }

    /// The animation for a change of `key` on a view's layer.
    func makeAnimation(forKey key: String) -> CABasicAnimation {
        let animation: CABasicAnimation
        if let spring {
            let motion = UIViewSpring(dampingRatio: spring.dampingRatio, velocity: spring.velocity, duration: duration)
            animation = motion
        } else {
            animation = CABasicAnimation(keyPath: key)
            animation.timingFunction = curve
        }
        animation.keyPath = key
        animation.duration = duration
        animation.startDelay = max(0, delay)
        animation.fillMode = .backwards  // the old value shows during the delay
        animation.startsFromPresentation = options.contains(.beginFromCurrentState)
        if options.contains(.repeat) || repeatCount != nil {
            animation.repeatCount = repeatCount ?? .infinity
        }
        animation.autoreverses = autoreverses && (!autoreversesOnlyWhenRepeating || repeatCount != nil)
        animation.allowsUserInteraction = options.contains(.allowUserInteraction)
        completion.track(animation)
        return animation
    }

    static var stack: [UIViewAnimationContext] = []
    static var current: UIViewAnimationContext? { stack.last }
}

/// UIKit's spring, set by damping ratio and duration: the natural frequency is chosen so that
/// the motion settles (within 0.1 %) at the end of the duration.
@MainActor
final class UIViewSpring: CABasicAnimation {
    var dampingRatio: CGFloat = 1
    var velocity: CGFloat = 0

    convenience init(dampingRatio: CGFloat, velocity: CGFloat, duration: CFTimeInterval) {
        self.init()
        self.dampingRatio = dampingRatio
        self.velocity = velocity
        self.duration = duration
    }

    override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let other = other as? UIViewSpring else { return }
        dampingRatio = other.dampingRatio
        velocity = other.velocity
    }

    var motion: SpringMotion {
        let zeta = max(Double(dampingRatio), 0.01)
        let omega = log(1000) / (min(zeta, 1) * max(duration, 1e-3))
        return SpringMotion(dampingRatio: zeta, omega: omega, velocity: Double(velocity))
    }

    override func pacing(_ progress: Double) -> Double {
        progress >= 1 ? 1 : motion.progress(at: progress * duration)
    }
}
