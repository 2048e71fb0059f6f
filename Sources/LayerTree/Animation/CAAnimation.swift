import Foundation
import Graphics

/// Something a layer runs when one of its properties changes (Core Animation's `CAAction`).
/// Animations are actions; `NSNull` is the action that does nothing (and stops the search).
@preconcurrency @MainActor
public protocol CAAction {
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

/// Told when an animation starts and stops.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
    func animationDidStart(_ anim: CAAnimation)
    /// `flag` is true when the animation ran to its end, false when it was removed first.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// The base of every animation: timing (`CAMediaTiming`'s properties), pacing and delegate.
///
/// Adding an animation to a layer copies it; a `beginTime` of 0 means "when the transaction
/// that added it commits". A `duration` of 0 becomes the transaction's duration (0.25 s by default).
@preconcurrency @MainActor
open class CAAnimation: NSObject, CAAction {
    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed
    /// The pacing; nil is linear.
    open var timingFunction: CAMediaTimingFunction?
    /// Held strongly, as in Core Animation.
    open var delegate: CAAnimationDelegate?
    /// Whether the animation leaves the layer when it ends. True by default.
    open var isRemovedOnCompletion = true

    /// Seconds after the commit to start (UIKit's `delay`), when `beginTime` is 0.
    var startDelay: CFTimeInterval = 0
    /// Added with `beginTime` 0 and not yet given its start by a commit.
    var awaitsStart = false
    /// A UIKit animation made without `.allowUserInteraction` keeps touches from its view.
    var allowsUserInteraction = true
    var didStart = false
    /// Whether its stop has been reported (finished, removed, or superseded).
    var didStop = false
    /// Told when the animation stops (UIKit completion handlers, transaction completion blocks).
    var stopObservers: [AnimationCompletionGroup] = []
    /// Values set by key-value coding (`setValue(_:forKey:)`), copied with the animation.
    var keyedValues: [String: Any] = [:]

    /// A default-configured animation. Not `required`, as in Core Animation's interface: a
    /// subclass overrides it with `override init()`, and copies are made through it.
    public override init() { super.init() }

    /// Archives do not exist on Linux: returns nil, so that subclasses declaring it compile.
    public required init?(coder: NSCoder) { return nil }

    /// A default-configured animation, as `CAAnimation()` is.
    public static func animation() -> Self { makeObject(ofClass: self) }

    /// What `value(forKey:)` answers for a key never set; nil by default. Subclasses override it.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// Whether an archive of the animation keeps the value of `key`; true by default.
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// A copy of the animation with every property, of the same class (made by its `init()`).
    nonisolated open override func copy() -> Any {
        copyOnMainActor {
            let copy = makeObject(ofClass: type(of: self))
            copy.copyState(from: self)
            return copy
        }
    }

    /// Copies the properties of `other` into the receiver; subclasses extend it.
    open func copyState(from other: CAAnimation) {
        keyedValues = other.keyedValues
        beginTime = other.beginTime
        duration = other.duration
        speed = other.speed
        timeOffset = other.timeOffset
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        fillMode = other.fillMode
        timingFunction = other.timingFunction
        delegate = other.delegate
        isRemovedOnCompletion = other.isRemovedOnCompletion
        startDelay = other.startDelay
        awaitsStart = other.awaitsStart
        allowsUserInteraction = other.allowsUserInteraction
        stopObservers = other.stopObservers
    }

    /// Tells the delegate and every observer, once, that the animation stopped.
    func reportStop(finished: Bool) {
        guard !didStop else { return }
        didStop = true
        notifyStop(finished: finished)
    }

    /// Marks the animation stopped now and tells its delegate and observers at the next cycle,
    /// as Core Animation reports a removed or replaced animation: never inside the call that
    /// removed it (a UIKit completion handler must not run inside the `animate` call that
    /// replaced its animation).
    func reportStopAtNextCycle(finished: Bool) {
        guard !didStop else { return }
        didStop = true
        AnimationEngine.runAtNextCycle { self.notifyStop(finished: finished) }
    }

    private func notifyStop(finished: Bool) {
        delegate?.animationDidStop(self, finished: finished)
        let observers = stopObservers
        stopObservers.removeAll()
        for observer in observers { observer.animationStopped(finished: finished) }
    }

    /// Adds the animation to `anObject` (a layer) under `event`.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }

    var timing: MediaTiming {
        MediaTiming(
            beginTime: beginTime, duration: duration, speed: speed, timeOffset: timeOffset, repeatCount: repeatCount,
            repeatDuration: repeatDuration, autoreverses: autoreverses, fillMode: fillMode)
    }

    /// Writes the animation's values at `time` into `state`; `state` holds what lower animations produced.
    func apply(to state: inout LayerState, at time: CFTimeInterval) {
        switch timing.phase(at: time) {
        case .active(let progress): apply(progress: progress, to: &state)
        case .before(filled: true): apply(progress: 0, to: &state)
        case .after(let progress, filled: true): apply(progress: progress, to: &state)
        default: break
        }
    }

    /// Writes the animation's values at `progress` (0…1 of a cycle, before pacing).
    func apply(progress: Double, to state: inout LayerState) {}

    /// Whether the animation still changes what is shown at `time`.
    func isFinished(at time: CFTimeInterval) -> Bool {
        if case .after = timing.phase(at: time) { return true }
        return false
    }
}

/// An animation of one property, named by its key path.
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
    open var keyPath: String?
    /// Adds the animated value to the property's value instead of replacing it.
    open var isAdditive = false
    /// Each repetition starts where the previous one ended.
    open var isCumulative = false
    /// Turns the animated numbers into a transform (`CAValueFunction(name: .rotateZ)` on
    /// `"transform"`); nil animates the property's own values.
    open var valueFunction: CAValueFunction?

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    open override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let other = other as? CAPropertyAnimation else { return }
        keyPath = other.keyPath
        isAdditive = other.isAdditive
        isCumulative = other.isCumulative
        valueFunction = other.valueFunction
    }

    /// Writes `value` for the key path (through the value function, if any), added to what is
    /// there when additive.
    func write(_ value: AnimatableValue, to state: inout LayerState) {
        guard let keyPath else { return }
        var value = value
        if let valueFunction {
            guard let transform = valueFunction.transform(for: value) else { return }
            value = .transform(transform)
        }
        if isAdditive, let base = state.value(forKeyPath: keyPath) {
            state.set(base.adding(value), forKeyPath: keyPath)
        } else {
            state.set(value, forKeyPath: keyPath)
        }
    }
}

/// An animation between two values of a property.
///
/// From `fromValue` to `toValue`; with `byValue` instead of one of them, the other plus or minus
/// it; with only one given, the property's current value supplies the other end.
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?
    /// As an action with no values: start from the value shown (true) or from the previous model value.
    var startsFromPresentation = true
    /// Shows progress without the timing curve (a property animator scrubbing linearly).
    var pacesLinearly = false

    open override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let other = other as? CABasicAnimation else { return }
        fromValue = other.fromValue
        toValue = other.toValue
        byValue = other.byValue
        startsFromPresentation = other.startsFromPresentation
        pacesLinearly = other.pacesLinearly
    }

    /// As an action: animates `event` on the layer; with no values set, from the value before the
    /// change (shown or model, see `startsFromPresentation`) to the new model value.
    open override func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer, let copy = copy() as? CABasicAnimation else { return }
        if copy.keyPath == nil { copy.keyPath = event }
        if copy.fromValue == nil, copy.toValue == nil, copy.byValue == nil {
            let key = startsFromPresentation ? CALayer.previousPresentationKey : CALayer.previousModelKey
            copy.fromValue = dict?[key]
        }
        layer.add(copy, forKey: event)
    }

    override func apply(progress: Double, to state: inout LayerState) {
        // A value function's inputs are numbers: a missing end is the identity's input.
        guard let keyPath, let current = valueFunction?.identityInput ?? state.value(forKeyPath: keyPath) else { return }
        guard let (from, to) = endpoints(current: current) else { return }
        write(from.interpolated(to: to, pacesLinearly ? progress : pacing(progress)), to: &state)
    }

    /// Progress after the timing function (springs replace it with physics).
    func pacing(_ progress: Double) -> Double { timingFunction?.evaluate(progress) ?? progress }

    /// The two ends, resolved by Core Animation's rules; `current` is the property's value under
    /// this animation (zero-valued when additive).
    func endpoints(current: AnimatableValue) -> (AnimatableValue, AnimatableValue)? {
        let base = isAdditive ? current.interpolated(to: current, 0).zeroed : current
        let from = AnimatableValue(fromValue), to = AnimatableValue(toValue), by = AnimatableValue(byValue)
        switch (from, to, by) {
        case (let f?, let t?, _): return (f, t)
        case (let f?, nil, let b?): return (f, f.adding(b))
        case (nil, let t?, let b?): return (t.adding(b.negated), t)
        case (let f?, nil, nil): return (f, base)
        case (nil, let t?, nil): return (base, t)
        case (nil, nil, let b?): return (base, base.adding(b))
        case (nil, nil, nil): return nil
        }
    }
}

extension AnimatableValue {
    /// The additive identity of this kind of value.
    var zeroed: AnimatableValue {
        switch self {
        case .scalar: .scalar(0)
        case .point: .point(.zero)
        case .size: .size(.zero)
        case .rect: .rect(.zero)
        case .transform: .transform(CATransform3DIdentity)
        case .color: .color(red: 0, green: 0, blue: 0, alpha: 0)
        case .array(let values): .array(values.map(\.zeroed))
        case .path: self
        }
    }

    var negated: AnimatableValue {
        switch self {
        case .scalar(let v): .scalar(-v)
        case .point(let p): .point(CGPoint(x: -p.x, y: -p.y))
        case .size(let s): .size(CGSize(width: -s.width, height: -s.height))
        case .rect(let r): .rect(CGRect(x: -r.minX, y: -r.minY, width: -r.width, height: -r.height))
        case .transform(let t): .transform(CATransform3DInvert(t))
        case .color(let r, let g, let b, let a): .color(red: -r, green: -g, blue: -b, alpha: -a)
        case .array(let values): .array(values.map(\.negated))
        case .path: self
        }
    }
}

/// Calls a closure once every animation it tracks has stopped: UIKit completion handlers and
/// transaction completion blocks. `finished` is true only if all of them ran to their end.
@MainActor
final class AnimationCompletionGroup {
    private var pending = 0
    private var allFinished = true
    private var sealed = false
    private var completion: ((Bool) -> Void)?

    init(completion: ((Bool) -> Void)?) {
        self.completion = completion
    }

    func setCompletion(_ completion: @escaping (Bool) -> Void) {
        self.completion = completion
    }

    func track(_ animation: CAAnimation) {
        pending += 1
        animation.stopObservers.append(self)
    }

    func pendingIncrement() { pending += 1 }

    func animationStopped(finished: Bool) {
        pending -= 1
        allFinished = allFinished && finished
        fireIfDone()
    }

    /// No more animations will join. With none at all, the completion runs at the next cycle.
    func seal() {
        sealed = true
        if pending == 0 { AnimationEngine.runAtNextCycle { self.fireIfDone() } }
    }

    private func fireIfDone() {
        guard sealed, pending <= 0, let completion else { return }
        self.completion = nil
        completion(allFinished)
    }
}
