import Foundation

/// Groups layer changes so that their animations start together, with a shared duration,
/// timing, on/off switch for implicit animations, and a completion block.
///
/// Transactions nest; values set on an inner one override the outer ones until it commits.
/// Changes made outside any explicit transaction belong to an implicit one that commits at the
/// next update cycle (`runUpdateCycle()`), at the next frame of the main run loop, or at `flush()`.
@preconcurrency @MainActor
public final class CATransaction {
    @MainActor
    private struct Frame {
        var values: [String: Any] = [:]
        var completion: (() -> Void)?
        var group = AnimationCompletionGroup(completion: nil)
        var isImplicit = false
    }

    private static var frames: [Frame] = []

    /// Opens a transaction.
    public static func begin() {
        frames.append(Frame())
    }

    /// Closes the innermost transaction. Closing the outermost starts its animations now.
    public static func commit() {
        guard let frame = frames.popLast() else { return }
        finish(frame)
        if frames.allSatisfy(\.isImplicit) { AnimationEngine.startAwaiting(at: MediaClock.now) }
    }

    /// Commits the implicit transaction now, starting its animations, without waiting for the
    /// next frame. Outside an explicit transaction, and outside touch handling, layout and
    /// frames (where it only commits), it then runs a frame, as iOS's commit does:
    /// everything due at the media clock's time is delivered (display links, recognizer
    /// time-outs, animation stops with their delegates, completion handlers and transaction
    /// completion blocks) and every visible window is laid out, displayed and committed. With
    /// the manual clock, `MediaClock.advance(by:)` followed by `flush()` is a frame's worth of
    /// delivery, and `presentation()` and snapshots show the values at the clock's time.
    public static func flush() {
        commitImplicitTransaction(at: MediaClock.now)
        if frames.isEmpty, !MainLoop.isBusy { MainLoop.runFrame() }
    }

    static func commitImplicitTransaction(at time: CFTimeInterval) {
        if let index = frames.firstIndex(where: \.isImplicit) {
            let frame = frames.remove(at: index)
            finish(frame)
        }
        if frames.isEmpty { AnimationEngine.startAwaiting(at: time) }
    }

    private static func finish(_ frame: Frame) {
        if let completion = frame.completion {
            let group = frame.group
            group.setCompletion { _ in completion() }
            group.seal()
        } else {
            frame.group.seal()
        }
    }

    /// The duration of animations made in this transaction; 0.25 s by default.
    public static func animationDuration() -> CFTimeInterval {
        (value(forKey: kCATransactionAnimationDuration) as? CFTimeInterval) ?? 0.25
    }

    public static func setAnimationDuration(_ duration: CFTimeInterval) {
        setValue(duration, forKey: kCATransactionAnimationDuration)
    }

    /// The pacing of implicit animations; nil means the default curve.
    public static func animationTimingFunction() -> CAMediaTimingFunction? {
        value(forKey: kCATransactionAnimationTimingFunction) as? CAMediaTimingFunction
    }

    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        setValue(function as Any, forKey: kCATransactionAnimationTimingFunction)
    }

    /// Whether property changes skip their implicit animations.
    public static func disableActions() -> Bool {
        (value(forKey: kCATransactionDisableActions) as? Bool) ?? false
    }

    public static func setDisableActions(_ flag: Bool) {
        setValue(flag, forKey: kCATransactionDisableActions)
    }

    /// The block run once every animation added in this transaction (and those nested in it) has
    /// finished or been removed; right after commit when there are none.
    public static func completionBlock() -> (() -> Void)? {
        frames.last?.completion
    }

    public static func setCompletionBlock(_ block: (() -> Void)?) {
        ensureFrame()
        frames[frames.count - 1].completion = block
    }

    /// A transaction value, looked up from the innermost transaction out.
    public static func value(forKey key: String) -> Any? {
        for frame in frames.reversed() {
            if let value = frame.values[key] { return value }
        }
        return nil
    }

    public static func setValue(_ anObject: Any?, forKey key: String) {
        ensureFrame()
        frames[frames.count - 1].values[key] = anObject
    }

    /// Records that `animation` belongs to the open transactions (for their completion blocks).
    static func track(_ animation: CAAnimation) {
        ensureFrame()
        for frame in frames { frame.group.track(animation) }
    }

    /// Changes outside an explicit transaction go into the implicit one.
    private static func ensureFrame() {
        if frames.isEmpty {
            var frame = Frame()
            frame.isImplicit = true
            frames.append(frame)
        }
    }
}

public let kCATransactionAnimationDuration = "animationDuration"
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
public let kCATransactionDisableActions = "disableActions"
public let kCATransactionCompletionBlock = "completionBlock"
