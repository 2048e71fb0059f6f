import Foundation

/// One animation a property animator made: a layer's property, the values it runs between, and
/// the part of the animator's fraction it spans (`lower`…`upper`: blocks added late or with a
/// delay factor start part-way). The animator times the attached animation through its
/// `beginTime`, `speed` and `timeOffset`, so that it shows the animator's fraction.
@MainActor
final class AnimatorTrack {
    let layer: CALayer
    /// The key the animation is attached under (the property's key).
    let key: String
    let keyPath: String
    private(set) var animation: CABasicAnimation
    /// The model value before the block ran, and the one it set.
    let startValue: Any?
    let endValue: Any?
    private(set) var lower: Double
    private(set) var upper: Double

    init(layer: CALayer, key: String, animation: CABasicAnimation, lower: Double) {
        self.layer = layer
        self.key = key
        keyPath = animation.keyPath ?? key
        self.animation = animation
        startValue = animation.fromValue
        endValue = layer.value(forKeyPath: animation.keyPath ?? key)
        self.lower = lower
        upper = 1
    }

    /// Times the animation to show `timeline` (whose fractions span `duration` seconds), as of
    /// the global time `now`.
    func retime(to timeline: AnimatorTimeline, duration: Double, now: CFTimeInterval) {
        let span = max((upper - lower) * duration, 1e-6)
        let position = (timeline.anchorFraction - lower) * duration
        let localNow = layer.animationTime(atGlobal: now) ?? layer.convertTime(now, from: nil)
        let anchorLocal = localNow + max(0, timeline.anchorTime - now)
        animation.duration = span
        animation.fillMode = .both
        animation.isRemovedOnCompletion = false
        animation.repeatCount = 0
        animation.autoreverses = false
        animation.awaitsStart = false
        animation.didStop = false
        if !timeline.isRunning {
            animation.speed = 0
            animation.timeOffset = min(max(position, 0), span)
            animation.beginTime = localNow
        } else {
            let rate = duration / max(timeline.pace, 1e-9)
            animation.timeOffset = 0
            animation.speed = Float(timeline.isReversed ? -rate : rate)
            animation.beginTime = anchorLocal - (timeline.isReversed ? span - position : position) / rate
        }
        layer.renderPropertyDidChange()
        AnimationEngine.register(layer)
    }

    /// Whether scrubbing shows the values linearly in the fraction (`scrubsLinearly`).
    func setPacesLinearly(_ linear: Bool) {
        guard animation.pacesLinearly != linear else { return }
        animation.pacesLinearly = linear
        layer.renderPropertyDidChange()
    }

    /// Whether the animation is still on its layer (no other animation of the key replaced it).
    var isAttached: Bool { layer.animationList.contains { $0.animation === animation } }

    /// The value shown now.
    var presentedValue: Any? {
        layer.presentationState(at: MediaClock.now).value(forKeyPath: keyPath)?.any
    }

    /// Replaces the animation by a fresh one from `from` to `to` over the fractions
    /// `lower`…`upper`, paced by `timing` (``UIViewPropertyAnimator/continueAnimation(withTimingParameters:durationFactor:)``).
    func rebase(from: Any?, to: Any?, lower: Double, upper: Double, timing: UITimingCurveProvider) {
        let fresh: CABasicAnimation
        if let spring = timing.springTimingParameters {
            fresh = UIViewSpring(dampingRatio: spring.dampingRatio, velocity: spring.initialVelocity.dx, duration: 1)
        } else {
            fresh = CABasicAnimation()
            fresh.timingFunction = (timing.cubicTimingParameters ?? UICubicTimingParameters()).timingFunction
        }
        fresh.keyPath = keyPath
        fresh.fromValue = from
        fresh.toValue = to
        fresh.allowsUserInteraction = animation.allowsUserInteraction
        layer.coreAdd(fresh, forKey: key)
        guard let attached = layer.coreAnimation(forKey: key) as? CABasicAnimation else { return }
        animation = attached
        self.lower = lower
        self.upper = upper
    }

    /// Takes the animation off the layer; observers hear it stopped (finished at `.end`).
    func detach(finished: Bool) {
        layer.detachAnimation(animation, finished: finished)
    }

    /// Sets the model to `value` without animating.
    func setModel(_ value: Any?) {
        guard let value else { return }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.withoutActions { layer.setValue(value, forKeyPath: keyPath) }
        CATransaction.commit()
    }
}

extension CALayer {
    /// Removes `animation` from the layer now, reporting its stop now (not at the next cycle).
    func detachAnimation(_ animation: CAAnimation, finished: Bool) {
        guard let index = animationList.firstIndex(where: { $0.animation === animation }) else { return }
        animationList.remove(at: index)
        animation.reportStop(finished: finished)
        renderPropertyDidChange()
    }
}
