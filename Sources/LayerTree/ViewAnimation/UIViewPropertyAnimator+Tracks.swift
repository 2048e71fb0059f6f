import Foundation

/// How a property animator turns its blocks into timed animations, and watches for their end.
extension UIViewPropertyAnimator {
    /// Runs `animations` as an animation block with the animator's timing and collects the
    /// animations it attached, spanning the fractions from `lower` to 1.
    func runBlock(_ animations: () -> Void, from lower: Double) -> [AnimatorTrack] {
        var context: UIViewAnimationContext?
        var options: UIView.AnimationOptions = [.beginFromCurrentState, .overrideInheritedOptions]
        if isUserInteractionEnabled { options.insert(.allowUserInteraction) }
        let spring = timingParameters?.springTimingParameters
        let span = max((1 - lower) * duration, 1e-6)
        UIView.runBlock(
            duration: span, delay: 0, options: options,
            spring: spring.map { (dampingRatio: $0.dampingRatio, velocity: $0.initialVelocity.dx) }, animations: animations,
            completion: nil
        ) { made in
            context = made
            if let cubic = self.timingParameters?.cubicTimingParameters { made.curve = cubic.timingFunction }
        }
        guard let context else { return [] }
        return collectTracks(of: context, lower: lower)
    }

    /// The animations the block of `context` attached (its completion group observes them),
    /// freed from that group: the animator reports its own completion.
    private func collectTracks(of context: UIViewAnimationContext, lower: Double) -> [AnimatorTrack] {
        let group = context.completion
        var seen: Set<ObjectIdentifier> = []
        var found: [AnimatorTrack] = []
        for layer in context.touchedLayers where seen.insert(ObjectIdentifier(layer)).inserted {
            for (key, animation) in layer.animationList where animation.stopObservers.contains(where: { $0 === group }) {
                guard let basic = animation as? CABasicAnimation else { continue }
                basic.stopObservers.removeAll { $0 === group }
                found.append(AnimatorTrack(layer: layer, key: key, animation: basic, lower: lower))
            }
        }
        return found
    }

    func retimeTracks(at now: CFTimeInterval) {
        for track in tracks { track.retime(to: timeline, duration: duration, now: now) }
    }

    /// Checks at every frame while running whether the end is reached.
    func schedulePoll() {
        guard !pollScheduled else { return }
        pollScheduled = true
        MainLoop.ensureDriver()
        AnimationEngine.runAtNextCycle { [self] in
            pollScheduled = false
            guard state == .active, timeline.isRunning else { return }
            let now = MediaClock.now
            if timeline.hasReachedEnd(at: now) { reachedEnd(at: now) } else { schedulePoll() }
        }
    }
}

extension UIViewAnimatingState: CustomStringConvertible {
    public var description: String {
        switch self {
        case .inactive: "inactive"
        case .active: "active"
        case .stopped: "stopped"
        }
    }
}
