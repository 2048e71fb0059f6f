import Foundation

/// An open `beginAnimations` block: its settings, set by the `setAnimation…` methods before the
/// changes they should apply to, and its callbacks.
@MainActor
final class BeginCommitBlock {
    let identifier: String?
    let context: UnsafeMutableRawPointer?
    let animation: UIViewAnimationContext
    var delegate: Any?
    var willStart: ((String?, UnsafeMutableRawPointer?) -> Void)?
    var didStop: ((String?, Bool, UnsafeMutableRawPointer?) -> Void)?
    var transition: (UIView.AnimationTransition, UIView)?

    init(identifier: String?, context: UnsafeMutableRawPointer?, animation: UIViewAnimationContext) {
        self.identifier = identifier
        self.context = context
        self.animation = animation
    }

    static var stack: [BeginCommitBlock] = []
}

extension UIView {
    /// Opens an animation block (the iPhone OS 2 API): until `commitAnimations()`, changes to
    /// views' animatable properties animate with this block's settings — duration 0.2 s, no
    /// delay, ease-in-ease-out, no repeat, not from the current state — unless changed by the
    /// `setAnimation…` methods first. Blocks nest; animations start when the outermost commits
    /// and the application returns to the run loop (the next update cycle).
    public static func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        let animation = UIViewAnimationContext(duration: 0.2, delay: 0, options: [], completion: nil)
        let block = BeginCommitBlock(identifier: animationID, context: context, animation: animation)
        // The block stays alive until its animations stop (the group drops the closure then).
        animation.completion.setCompletion { finished in
            block.didStop?(block.identifier, finished, block.context)
            block.delegate = nil
        }
        BeginCommitBlock.stack.append(block)
        UIViewAnimationContext.stack.append(animation)
    }

    /// Closes the innermost block. Its will-start callback runs when its animations start (not
    /// when animations are disabled); its did-stop callback after they end (always).
    public static func commitAnimations() {
        guard let block = BeginCommitBlock.stack.popLast() else { return }
        if let index = UIViewAnimationContext.stack.lastIndex(where: { $0 === block.animation }) {
            UIViewAnimationContext.stack.remove(at: index)
        }
        if let (transition, view) = block.transition, UIViewAnimationSwitch.enabled,
            let animation = makeTransition(
                transitionBits(transition), duration: block.animation.duration,
                curve: curve(of: block.animation))
        {
            block.animation.completion.track(animation)
            view.layer.add(animation, forKey: kCATransition)
        }
        if UIViewAnimationSwitch.enabled, let willStart = block.willStart {
            AnimationEngine.runAtNextCycle { willStart(block.identifier, block.context) }
        }
        block.animation.completion.seal()
    }

    /// Seconds the block's animations last. Outside a block it does nothing.
    public static func setAnimationDuration(_ duration: TimeInterval) {
        currentBlock?.animation.duration = duration
    }

    public static func setAnimationDelay(_ delay: TimeInterval) {
        currentBlock?.animation.delay = max(0, delay)
    }

    /// When the block's animations start (as a delay from now).
    public static func setAnimationStartDate(_ startDate: Date) {
        currentBlock?.animation.delay = max(0, startDate.timeIntervalSinceNow)
    }

    public static func setAnimationCurve(_ curve: AnimationCurve) {
        currentBlock?.animation.curve = curve.timingFunction
    }

    /// Repetitions (fractional allowed); 0 runs once.
    public static func setAnimationRepeatCount(_ repeatCount: Float) {
        if let block = currentBlock {
            block.animation.repeatCount = repeatCount > 0 ? repeatCount : nil
        } else if let context = UIViewAnimationContext.current {
            context.repeatCount = repeatCount > 0 ? repeatCount : nil  // also honoured in block-based animations
        }
    }

    /// Runs each repetition forwards then backwards; has no effect while the repeat count is 0
    /// (whichever of the two is set first).
    public static func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
        currentBlock?.animation.autoreverses = repeatAutoreverses
        currentBlock?.animation.autoreversesOnlyWhenRepeating = true
    }

    public static func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {
        guard let block = currentBlock else { return }
        if fromCurrentState {
            block.animation.options.insert(.beginFromCurrentState)
        } else {
            block.animation.options.remove(.beginFromCurrentState)
        }
    }

    /// The object the callbacks belong to; held strongly until the block's animations stop.
    public static func setAnimationDelegate(_ delegate: Any?) {
        currentBlock?.delegate = delegate
    }

    /// Called with the block's identifier and context when its animations start. On Linux a
    /// closure stands in for UIKit's selector.
    public static func setAnimationWillStart(_ action: ((String?, UnsafeMutableRawPointer?) -> Void)?) {
        currentBlock?.willStart = action
    }

    /// Called with the identifier, whether the animations ran to their end, and the context.
    public static func setAnimationDidStop(_ action: ((String?, Bool, UnsafeMutableRawPointer?) -> Void)?) {
        currentBlock?.didStop = action
    }

    /// A transition for `view` (a container whose subviews change in the block), run at commit.
    /// `cache` is accepted for compatibility: transitions always start from the last committed frame.
    public static func setAnimationTransition(_ transition: AnimationTransition, for view: UIView, cache: Bool) {
        currentBlock?.transition = transition == .none ? nil : (transition, view)
    }

    private static var currentBlock: BeginCommitBlock? {
        guard let block = BeginCommitBlock.stack.last, UIViewAnimationContext.current === block.animation else { return nil }
        return block
    }

    private static func transitionBits(_ transition: AnimationTransition) -> UInt {
        switch transition {
        case .none: 0
        case .flipFromLeft: 1
        case .flipFromRight: 2
        case .curlUp: 3
        case .curlDown: 4
        }
    }

    private static func curve(of context: UIViewAnimationContext) -> AnimationCurve {
        let curves: [AnimationCurve] = [.easeInOut, .easeIn, .easeOut, .linear]
        return curves.first { $0.timingFunction == context.curve } ?? .easeInOut
    }
}
