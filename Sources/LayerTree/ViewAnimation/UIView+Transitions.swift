import Foundation

extension UIView {
    /// Animates the changes `animations` makes to `view`'s content (adding, removing, showing or
    /// hiding subviews) with the transition in `options` (cross-dissolve, flips, curls). Other
    /// property changes in the block animate only with `.allowAnimatedContent`.
    public static func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        let group = AnimationCompletionGroup(completion: completion)
        if options.contains(.allowAnimatedContent) {
            runBlock(duration: duration, delay: 0, options: options, spring: nil, animations: { animations?() }) { finished in
                group.animationStopped(finished: finished)
            }
            group.expectOne()
        } else {
            performWithoutAnimation { animations?() }
        }
        if let transition = makeTransition(options.transition, duration: duration, curve: options.curve), duration > 0,
            UIViewAnimationSwitch.enabled
        {
            group.track(transition)
            view.layer.add(transition, forKey: kCATransition)
        }
        group.seal()
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview (or, with
    /// `.showHideTransitionViews`, hides one and shows the other) under the transition in `options`.
    public static func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        guard let container = fromView.superview else {
            if let completion { AnimationEngine.runAtNextCycle { completion(true) } }
            return
        }
        transition(
            with: container, duration: duration, options: options.subtracting(.allowAnimatedContent),
            animations: {
                if options.contains(.showHideTransitionViews) {
                    fromView.isHidden = true
                    toView.isHidden = false
                } else {
                    container.insertSubview(toView, aboveSubview: fromView)
                    fromView.removeFromSuperview()
                }
            }, completion: completion)
    }

    /// The Core Animation transition for UIKit's transition option bits; nil for none.
    static func makeTransition(_ bits: UInt, duration: TimeInterval, curve: AnimationCurve) -> CATransition? {
        let kinds: [UInt: (CATransitionType, CATransitionSubtype?)] = [
            1: (.flip, .fromLeft), 2: (.flip, .fromRight), 3: (.curl, .fromBottom), 4: (.curl, .fromTop),
            5: (.fade, nil), 6: (.flip, .fromTop), 7: (.flip, .fromBottom),
        ]
        guard let (type, subtype) = kinds[bits] else { return nil }
        let transition = CATransition()
        transition.type = type
        transition.subtype = subtype
        transition.duration = duration
        transition.timingFunction = curve.timingFunction
        return transition
    }
}

extension AnimationCompletionGroup {
    /// Counts one more stop to wait for, reported later through `animationStopped(finished:)`.
    func expectOne() { pendingIncrement() }
}
