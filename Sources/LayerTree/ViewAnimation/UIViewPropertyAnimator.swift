import Foundation

/// UIKit's interruptible animator (iOS 10): animation blocks' view property changes become
/// animations that it can start, pause, scrub (`fractionComplete`), reverse, stop and finish at
/// the start, the end or where they are, following UIKit's state machine (`state`: inactive →
/// active → stopped → inactive). Calls UIKit treats as programmer errors (finishing an animator
/// that is not stopped, starting a stopped one, pausing a non-interruptible one) are reported as
/// a ``Diagnostic`` and change nothing.
///
/// Its blocks run through the view-animation machinery (`UIView.animate`'s), made from the
/// current state; the animations it attaches are timed by their `beginTime`, `speed` and
/// `timeOffset` to show its fraction (paused: speed 0 at the fraction's offset), in their
/// layer's time. Completions run once, at the frame that reaches the end, with the position.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: UIViewImplicitlyAnimating {
    /// The timing curve of the blocks' animations.
    open private(set) var timingParameters: UITimingCurveProvider?
    /// The seconds of the whole animation, set when the animator is made.
    open private(set) var duration: TimeInterval
    /// The delay of the last start (`startAnimation(afterDelay:)`).
    open internal(set) var delay: TimeInterval = 0
    /// Whether animating views keep receiving touches. True by default.
    open var isUserInteractionEnabled = true
    /// Kept for source compatibility: hit testing here always uses the model's frames.
    open var isManualHitTestingEnabled = false
    /// Whether the animator can be paused and stopped. True by default.
    open var isInterruptible = true
    /// Whether scrubbing (`fractionComplete` while paused) moves values linearly. True by default.
    open var scrubsLinearly = true
    /// Whether reaching the end pauses the animator there instead of finishing it. False by default.
    open var pausesOnCompletion = false

    public internal(set) var state: UIViewAnimatingState = .inactive
    var timeline: AnimatorTimeline
    var tracks: [AnimatorTrack] = []
    var pendingBlocks: [(animations: () -> Void, delayFactor: CGFloat)] = []
    var completions: [(UIViewAnimatingPosition) -> Void] = []
    var pollScheduled = false

    /// An inactive animator with `parameters` as its timing; start it with `startAnimation()`.
    /// (Not `required`: subclasses with initializers of their own compile as on iOS.)
    public init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.duration = duration.isFinite ? max(0, duration) : 0
        timingParameters = parameters
        timeline = AnimatorTimeline(pace: self.duration)
    }

    /// An animator with one of UIKit's named curves.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a cubic Bézier curve through two control points.
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(
            duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator on a spring that settles over `duration` with `ratio` damping.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An animator already running `animations` (started after `delay`), with the options'
    /// curve; `completion` runs with the position it finished at. The SDK returns `Self`, which
    /// Swift can only build through a `required` initializer, which would break subclasses'
    /// own initializers; this returns a `UIViewPropertyAnimator` (docs/uikit-decisions.md).
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(
            duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: UIViewAnimating

    /// Whether the animator is active and not paused.
    open var isRunning: Bool { state == .active && timeline.isRunning }

    /// Whether the animations run back towards their start. Setting it on a running animator
    /// turns it round where it is; on a stopped one it is an error.
    open var isReversed: Bool {
        get { timeline.isReversed }
        set { setReversed(newValue) }
    }

    /// How far the animation is, 0…1. Setting it scrubs a paused animator (an inactive one
    /// becomes active and paused first); it has no effect while running.
    open var fractionComplete: CGFloat {
        get { CGFloat(timeline.fraction(at: MediaClock.now)) }
        set { scrub(to: Double(newValue)) }
    }

    /// Starts the animations (running their blocks if inactive), or resumes a paused animator.
    open func startAnimation() { start(afterDelay: 0) }

    /// Starts (or resumes) after `delay` seconds.
    open func startAnimation(afterDelay delay: TimeInterval) { start(afterDelay: delay) }

    /// Freezes the animations where they are (activating an inactive animator at its start).
    open func pauseAnimation() { pause() }

    /// Stops the animations where they are, the model taking the values shown. With
    /// `withoutFinishing` the animator becomes inactive and its completions never run; without,
    /// it is `.stopped` until `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) { stop(withoutFinishing: withoutFinishing) }

    /// Finishes a stopped animator: the model takes the end values, the start values or stays
    /// where it stopped, and the completions run with `finalPosition`.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) { finishStopped(at: finalPosition) }

    // MARK: UIViewImplicitlyAnimating

    /// Adds a block whose changes animate from `delayFactor` of the remaining time on (run at
    /// the start when inactive, at once when active).
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        add(animation, delayFactor: delayFactor)
    }

    /// Adds a block whose changes animate over the (remaining) duration.
    open func addAnimations(_ animation: @escaping () -> Void) { add(animation, delayFactor: 0) }

    /// Adds a block to run once when the animator finishes, with the position it ended at.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Resumes a paused animator, with new timing for what remains when `parameters` is not nil,
    /// and at a new pace when `durationFactor` is positive: the whole animation would take
    /// `durationFactor × duration` (0 keeps the pace).
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        continueRunning(with: parameters, durationFactor: Double(durationFactor))
    }
}
