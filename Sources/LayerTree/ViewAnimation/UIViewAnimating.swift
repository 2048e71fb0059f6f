import Foundation

/// Where an animator is in its life: UIKit's `UIViewAnimatingState`, with its raw values.
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished: its animations are not attached.
    case inactive = 0
    /// Started: running or paused.
    case active = 1
    /// Stopped by `stopAnimation(false)`, waiting for `finishAnimation(at:)`.
    case stopped = 2
}

/// Where an animator's properties end up when it finishes, with UIKit's raw values.
public enum UIViewAnimatingPosition: Int, Sendable {
    /// The values the animation blocks set.
    case end = 0
    /// The values from before the animation blocks ran.
    case start = 1
    /// The values shown when it finished.
    case current = 2
}

/// UIKit's contract for interruptible, scrubbable animations.
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
    var state: UIViewAnimatingState { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator that turns view property changes made in blocks into animations. (In the SDK
/// these members are optional; Swift protocols here have no optional members, so adopters
/// implement them all, as `UIViewPropertyAnimator` does.)
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    func addAnimations(_ animation: @escaping () -> Void)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}
