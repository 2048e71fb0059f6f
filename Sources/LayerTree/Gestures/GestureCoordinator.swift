import Foundation

/// Decides among the recognizers that share touches: who receives them, who may begin, who is
/// prevented, and when the views get their touches.
@MainActor
enum GestureCoordinator {
    /// Recognizers that received touches recently, for exclusion and timers.
    private static var engaged: [WeakReference<UIGestureRecognizer>] = []

    /// The recognizers a new touch goes to: those of its view and every ancestor, innermost first,
    /// enabled and willing (`shouldReceive`).
    static func recognizers(for touch: UITouch, in view: UIView) -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        var current: UIView? = view
        while let v = current {
            for recognizer in v.gestureRecognizers ?? [] where recognizer.isEnabled {
                if recognizer.state == .failed || recognizer.state == .cancelled { continue }
                if recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true {
                    result.append(recognizer)
                }
            }
            current = v.superview
        }
        return result
    }

    /// Gives the changed touches to their recognizers, grouped per recognizer, in phase order.
    static func deliver(_ touches: Set<UITouch>, event: UIEvent) {
        for recognizer in engaged.compactMap(\.object) { recognizer.timeAdvanced(to: event.timestamp) }
        var order: [UIGestureRecognizer] = []
        var byRecognizer: [ObjectIdentifier: Set<UITouch>] = [:]
        for touch in touches.sorted(by: { $0.identifier < $1.identifier }) {
            for recognizer in touch.gestureRecognizers ?? [] where recognizer.isEnabled {
                let key = ObjectIdentifier(recognizer)
                if byRecognizer[key] == nil { order.append(recognizer) }
                byRecognizer[key, default: []].insert(touch)
            }
        }
        for recognizer in order {
            let set = byRecognizer[ObjectIdentifier(recognizer)]!
            engage(recognizer)
            for touch in set where touch.phase == .began {
                if !recognizer.trackedTouches.contains(where: { $0 === touch }) { recognizer.trackedTouches.append(touch) }
            }
            guard [.possible, .began, .changed].contains(recognizer.state) else { continue }
            let phase = set.first!.phase
            switch phase {
            case .began: recognizer.touchesBegan(set, with: event)
            case .moved: recognizer.touchesMoved(set, with: event)
            case .ended: recognizer.touchesEnded(set, with: event)
            case .cancelled: recognizer.touchesCancelled(set, with: event)
            case .stationary: break
            }
        }
    }

    /// Recognizers waiting on time (long presses, multi-taps) hear it pass at each frame; those
    /// that finished in the previous turn of the run loop return to `.possible` first.
    static func tick(at time: TimeInterval) {
        resetFinishedRecognizers()
        for recognizer in engaged.compactMap(\.object) { recognizer.timeAdvanced(to: time) }
        engaged.removeAll { $0.object == nil }
    }

    /// Recognizers that ended, failed or were cancelled, waiting for the next turn of the run loop.
    private static var finished: [WeakReference<UIGestureRecognizer>] = []

    /// Returns the recognizers that finished in an earlier turn of the run loop to `.possible`.
    /// As UIKit's `reset()` documents, they hear no more of the touches they were following.
    static func resetFinishedRecognizers() {
        let due = finished.compactMap(\.object)
        finished.removeAll()
        for recognizer in due where [.ended, .cancelled, .failed].contains(recognizer.state) { recognizer.resetAfterGesture() }
    }

    /// Whether `touch`'s view must wait: a recognizer of the touch that delays this phase may still recognize.
    static func delays(_ touch: UITouch, phases: [UITouch.Phase]) -> Bool {
        (touch.gestureRecognizers ?? []).contains { recognizer in
            guard recognizer.state == .possible, recognizer.isEnabled,
                recognizer.trackedTouches.contains(where: { $0 === touch })
            else { return false }
            return (phases.contains(.began) && recognizer.delaysTouchesBegan)
                || (phases.contains(.ended) && recognizer.delaysTouchesEnded)
        }
    }

    /// The state machine, with UIKit's checks on the way to beginning or recognizing.
    static func transition(_ recognizer: UIGestureRecognizer, to state: UIGestureRecognizer.State) {
        let from = recognizer.state
        guard from != state || state == .changed else { return }
        if from == .possible, state == .began || state == .ended {
            attemptRecognition(recognizer, as: state)
            return
        }
        apply(state, to: recognizer)
    }

    private static func attemptRecognition(_ recognizer: UIGestureRecognizer, as state: UIGestureRecognizer.State) {
        let shouldBegin =
            (recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true)
            && (recognizer.view?.gestureRecognizerShouldBegin(recognizer) ?? true)
        guard shouldBegin else { return apply(.failed, to: recognizer) }
        let owners = sharing(recognizer).filter { $0.state == .began || $0.state == .changed || $0.state == .ended }
        if owners.contains(where: { excludes($0, recognizer) }) {
            return apply(.failed, to: recognizer)  // another recognizer already owns these touches
        }
        // Wait only on required recognizers that follow some of the same touches.
        let waitingOn = requiredToFail(by: recognizer).filter { other in
            other.state == .possible
                && other.trackedTouches.contains { touch in recognizer.trackedTouches.contains { $0 === touch } }
        }
        guard waitingOn.isEmpty else {
            recognizer.pendingState = state
            return
        }
        for rival in sharing(recognizer) where rival.state == .possible && excludes(recognizer, rival) {
            apply(.failed, to: rival)
        }
        apply(state, to: recognizer)
    }

    private static func apply(_ state: UIGestureRecognizer.State, to recognizer: UIGestureRecognizer) {
        recognizer.setStoredState(state)
        switch state {
        case .began, .ended:
            if recognizer.cancelsTouchesInView {
                for touch in recognizer.trackedTouches { TouchDelivery.cancel(touch, event: nil) }
            }
            recognizer.sendActions()
        case .changed, .cancelled:
            recognizer.sendActions()
        case .failed:
            recognizer.pendingState = nil
            resolveDependents(of: recognizer)
        case .possible:
            break
        }
        if state == .failed || state == .ended || state == .cancelled {
            TouchDelivery.flush(Set(recognizer.trackedTouches))
            if state != .failed { failDependents(of: recognizer) }
            finished.appendOnce(recognizer)
        }
    }

    /// Recognizers that required `recognizer` to fail may now recognize, if they were waiting.
    private static func resolveDependents(of recognizer: UIGestureRecognizer) {
        for other in engaged.compactMap(\.object) where requiredToFail(by: other).contains(where: { $0 === recognizer }) {
            guard let pending = other.pendingState else { continue }
            other.pendingState = nil
            attemptRecognition(other, as: pending)
        }
    }

    /// Recognizers that required `recognizer` to fail fail with it recognizing.
    private static func failDependents(of recognizer: UIGestureRecognizer) {
        for other in engaged.compactMap(\.object)
        where other.state == .possible
            && requiredToFail(by: other).contains(where: { $0 === recognizer })
        {
            apply(.failed, to: other)
        }
    }

    /// The other recognizers following a touch `recognizer` follows.
    private static func sharing(_ recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        for touch in recognizer.trackedTouches {
            for other in touch.gestureRecognizers ?? [] where other !== recognizer && !result.contains(where: { $0 === other }) {
                result.append(other)
            }
        }
        return result
    }

    /// Whether `winner`, recognizing, stops `other` from recognizing: they may not recognize at
    /// the same time (no delegate allows it), neither waits on the other, and the subclasses
    /// agree (`canPrevent(_:)`, `canBePrevented(by:)`).
    private static func excludes(_ winner: UIGestureRecognizer, _ other: UIGestureRecognizer) -> Bool {
        let simultaneous =
            (winner.delegate?.gestureRecognizer(winner, shouldRecognizeSimultaneouslyWith: other) ?? false)
            || (other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: winner) ?? false)
        let dependent =
            requiredToFail(by: winner).contains { $0 === other } || requiredToFail(by: other).contains { $0 === winner }
        return !simultaneous && !dependent && winner.canPrevent(other) && other.canBePrevented(by: winner)
    }

    /// The recognizers `recognizer` waits on: `require(toFail:)`, the subclasses' own answers
    /// (`shouldRequireFailure(of:)`, `shouldBeRequiredToFail(by:)`) and the delegates'.
    private static func requiredToFail(by recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        var result = recognizer.failureRequirements.compactMap(\.object)
        for other in engaged.compactMap(\.object) where other !== recognizer && !result.contains(where: { $0 === other }) {
            let waits =
                recognizer.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: recognizer)
                || (recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) ?? false)
                || (other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) ?? false)
            if waits { result.append(other) }
        }
        return result
    }

    private static func engage(_ recognizer: UIGestureRecognizer) {
        engaged.appendOnce(recognizer)
    }
}
