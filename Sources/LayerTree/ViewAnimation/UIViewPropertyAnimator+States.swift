import Foundation

/// UIKit's state machine for a property animator: what each call does in each state.
extension UIViewPropertyAnimator {
    func start(afterDelay delay: TimeInterval) {
        guard state != .stopped else { return misuse("startAnimation()", "the animator is stopped") }
        let now = MediaClock.now
        if state == .inactive { activate(at: now) }
        guard !timeline.isRunning else { return }
        self.delay = max(0, delay.isFinite ? delay : 0)
        timeline.anchor(at: now)
        timeline.anchorTime = now + self.delay
        timeline.isRunning = true
        for track in tracks { track.setPacesLinearly(false) }
        retimeTracks(at: now)
        schedulePoll()
    }

    func pause() {
        guard isInterruptible else { return misuse("pauseAnimation()", "the animator is not interruptible") }
        guard state != .stopped else { return misuse("pauseAnimation()", "the animator is stopped") }
        let now = MediaClock.now
        if state == .inactive { activate(at: now) }
        guard timeline.isRunning else { return }
        timeline.anchor(at: now)
        timeline.isRunning = false
        retimeTracks(at: now)
    }

    func stop(withoutFinishing: Bool) {
        guard isInterruptible else { return misuse("stopAnimation(_:)", "the animator is not interruptible") }
        guard state == .active else { return }
        let shown = tracks.map(\.presentedValue)
        for track in tracks { track.detach(finished: false) }
        for (track, value) in zip(tracks, shown) { track.setModel(value) }
        timeline.anchor(at: MediaClock.now)
        timeline.isRunning = false
        if withoutFinishing {
            state = .inactive
            tracks.removeAll()
            completions.removeAll()
        } else {
            state = .stopped
        }
    }

    func finishStopped(at position: UIViewAnimatingPosition) {
        guard state == .stopped else {
            return misuse("finishAnimation(at:)", "the animator is \(state) (only a stopped animator can finish)")
        }
        finish(at: position)
    }

    func setReversed(_ reversed: Bool) {
        guard state != .stopped else { return misuse("isReversed", "the animator is stopped") }
        guard reversed != timeline.isReversed else { return }
        let now = MediaClock.now
        timeline.anchor(at: now)
        timeline.isReversed = reversed
        guard state == .active else { return }
        retimeTracks(at: now)
        schedulePoll()
    }

    func scrub(to fraction: Double) {
        guard state != .stopped else { return misuse("fractionComplete", "the animator is stopped") }
        guard fraction.isFinite else { return misuse("fractionComplete", "\(fraction) is not a fraction") }
        let now = MediaClock.now
        if state == .inactive { activate(at: now) }
        guard !timeline.isRunning else { return }
        timeline.anchorFraction = min(1, max(0, fraction))
        timeline.anchorTime = now
        for track in tracks { track.setPacesLinearly(scrubsLinearly) }
        retimeTracks(at: now)
    }

    func add(_ animations: @escaping () -> Void, delayFactor: CGFloat) {
        guard state != .stopped else { return misuse("addAnimations(_:)", "the animator is stopped") }
        let factor = min(1, max(0, Double(delayFactor.isFinite ? delayFactor : 0)))
        guard state == .active else { return pendingBlocks.append((animations, CGFloat(factor))) }
        let now = MediaClock.now
        let fraction = timeline.fraction(at: now)
        let added = runBlock(animations, from: fraction + factor * (1 - fraction))
        tracks += added
        timeline.anchor(at: now)
        for track in added { track.retime(to: timeline, duration: duration, now: now) }
    }

    func continueRunning(with parameters: UITimingCurveProvider?, durationFactor: Double) {
        guard state == .active else {
            return misuse("continueAnimation(withTimingParameters:durationFactor:)", "the animator is \(state)")
        }
        let now = MediaClock.now
        timeline.anchor(at: now)
        if durationFactor > 0, durationFactor.isFinite { timeline.pace = durationFactor * duration }
        if let parameters { rebaseTracks(at: timeline.anchorFraction, timing: parameters) }
        timeline.isRunning = true
        for track in tracks { track.setPacesLinearly(false) }
        retimeTracks(at: now)
        schedulePoll()
    }

    /// Inactive → active: the pending blocks run, each from its delay factor on.
    private func activate(at now: CFTimeInterval) {
        state = .active
        let reversed = timeline.isReversed
        timeline = AnimatorTimeline(pace: duration)
        timeline.isReversed = reversed
        timeline.anchorTime = now
        let blocks = pendingBlocks
        pendingBlocks.removeAll()
        for block in blocks { tracks += runBlock(block.animations, from: Double(block.delayFactor)) }
        retimeTracks(at: now)
    }

    /// Every animation continues from where it shows now with `timing`, over what remains.
    private func rebaseTracks(at fraction: Double, timing: UITimingCurveProvider) {
        for track in tracks {
            let shown = track.presentedValue
            if timeline.isReversed {
                track.rebase(from: track.startValue, to: shown, lower: 0, upper: fraction, timing: timing)
            } else {
                track.rebase(from: shown, to: track.endValue, lower: fraction, upper: 1, timing: timing)
            }
        }
    }

    /// The frame that reaches the end: pauses there (`pausesOnCompletion`) or finishes.
    func reachedEnd(at now: CFTimeInterval) {
        timeline.anchor(at: now)
        if pausesOnCompletion {
            timeline.isRunning = false
            retimeTracks(at: now)
        } else {
            finish(at: timeline.isReversed ? .start : .end)
        }
    }

    /// Active or stopped → inactive: the model takes the values of `position`, the animations
    /// leave their layers, and the completions run once. A property whose animation another
    /// animation replaced meanwhile keeps the model that one set.
    func finish(at position: UIViewAnimatingPosition) {
        let values: [Any?] =
            switch position {
            case .end: tracks.map(\.endValue)
            case .start: tracks.map(\.startValue)
            case .current: tracks.map(\.presentedValue)
            }
        let owned = tracks.map { state == .stopped || $0.isAttached }
        for track in tracks { track.detach(finished: position == .end) }
        // The earliest track of a property holds its first start value: set it last.
        for (index, track) in tracks.enumerated().reversed() where owned[index] { track.setModel(values[index]) }
        state = .inactive
        tracks.removeAll()
        timeline.isRunning = false
        let finished = completions
        completions.removeAll()
        for completion in finished { completion(position) }
    }

    func misuse(_ call: String, _ problem: String) {
        LayerTreeDiagnostics.report("UIViewPropertyAnimator.\(call)", problem)
    }
}
