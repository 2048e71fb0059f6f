import LayerTree
import Testing

@Suite("UIViewPropertyAnimator on a manual clock")
@MainActor
struct PropertyAnimatorTests {
    /// A window at time 0 with one 100 × 100 view at the origin (centre x 50), committed once.
    func setUp() -> UIView {
        MediaClock.useManualTime(0)
        let window = makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        _ = window.runUpdateCycle()
        return view
    }

    func shownX(_ view: UIView) -> CGFloat { view.layer.presentation()!.position.x }

    func advance(_ seconds: Double) {
        MediaClock.advance(by: seconds)
        CATransaction.flush()
    }

    @Test("Started, it is halfway at half its duration, and completes once with .end at the end")
    func startAndComplete() {
        let view = setUp()
        defer { MediaClock.useSystemTime() }
        let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) { view.center.x = 150 }
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        #expect(animator.state == .inactive && view.center.x == 50, "blocks run when it starts")
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning && view.center.x == 150)
        advance(1)
        #expect(animator.fractionComplete == 0.5 && shownX(view) == 100)
        advance(0.99)
        #expect(positions.isEmpty && abs(shownX(view) - 149.5) < 1e-9)
        advance(0.01)
        #expect(positions == [.end] && animator.state == .inactive && !animator.isRunning)
        #expect(view.center.x == 150 && shownX(view) == 150 && view.layer.animationKeys() == nil)
        advance(1)
        #expect(positions == [.end], "the completion runs once")
    }

    @Test("Paused, fractionComplete scrubs linearly (or along the curve), and the animation resumes from there")
    func pauseAndScrub() {
        let view = setUp()
        defer { MediaClock.useSystemTime() }
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) {
            view.center.x = 150
            view.alpha = 0
        }
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning && animator.fractionComplete == 0)
        #expect(shownX(view) == 50 && view.layer.presentation()!.opacity == 1)
        animator.fractionComplete = 0.25
        #expect(shownX(view) == 75 && view.layer.presentation()!.opacity == 0.75, "linear, not ease-in")
        advance(5)
        #expect(shownX(view) == 75 && animator.fractionComplete == 0.25, "paused: the clock does not move it")
        animator.fractionComplete = 1
        #expect(shownX(view) == 150, "scrubbed to the end shows the end")
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.5
        #expect(abs(shownX(view) - (50 + 100 * 0.315357)) < 1e-3, "along the ease-in curve")
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        advance(0.25)
        #expect(animator.fractionComplete == 0.75 && abs(shownX(view) - (50 + 100 * 0.621862)) < 1e-3)
        advance(0.25)
        #expect(positions == [.end] && view.center.x == 150 && view.alpha == 0)
    }

    @Test("Reversed, it runs back; finishing at .start leaves the model at the start values")
    func reversed() {
        let view = setUp()
        defer { MediaClock.useSystemTime() }
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            view.center.x = 150
            view.alpha = 0.5
        }
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        advance(0.5)
        #expect(shownX(view) == 100)
        animator.isReversed = true
        #expect(animator.isReversed && animator.isRunning)
        advance(0.25)
        #expect(shownX(view) == 75 && animator.fractionComplete == 0.25)
        advance(0.25)
        #expect(positions == [.start] && animator.state == .inactive)
        #expect(view.center.x == 50 && view.alpha == 1 && shownX(view) == 50 && view.layer.animationKeys() == nil)
        advance(1)
        #expect(positions == [.start])
    }

    @Test("stopAnimation(false) keeps what shows; finishAnimation(at: .current) then completes; misuse is reported")
    func stopAndFinish() {
        let view = setUp()
        defer { MediaClock.useSystemTime() }
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        advance(0.25)
        let early = LayerTreeDiagnostics.capturing { animator.finishAnimation(at: .current) }
        #expect(early.count == 1 && animator.state == .active && positions.isEmpty, "only a stopped animator finishes")
        animator.stopAnimation(false)
        #expect(animator.state == .stopped && view.center.x == 75 && view.layer.animationKeys() == nil)
        let restarted = LayerTreeDiagnostics.capturing { animator.startAnimation() }
        #expect(restarted.count == 1 && animator.state == .stopped)
        advance(1)
        #expect(positions.isEmpty && shownX(view) == 75)
        animator.finishAnimation(at: .current)
        #expect(positions == [.current] && animator.state == .inactive && view.center.x == 75)

        let other = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 0 }
        var otherCompleted = false
        other.addCompletion { _ in otherCompleted = true }
        other.startAnimation()
        advance(0.5)
        other.stopAnimation(true)
        advance(1)
        #expect(other.state == .inactive && !otherCompleted && view.center.x == 37.5, "without finishing: no completion")
    }

    @Test("runningPropertyAnimator starts after its delay and completes with .end")
    func runningAnimator() {
        let view = setUp()
        defer { MediaClock.useSystemTime() }
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 1, delay: 0.5, options: [.curveLinear],
            animations: { view.alpha = 0 }, completion: { positions.append($0) })
        #expect(animator.state == .active && animator.isRunning && animator.delay == 0.5 && view.alpha == 0)
        advance(0.5)
        #expect(view.layer.presentation()!.opacity == 1 && animator.fractionComplete == 0)
        advance(0.5)
        #expect(view.layer.presentation()!.opacity == 0.5)
        advance(0.5)
        #expect(positions == [.end] && animator.state == .inactive)
    }

    @Test("A dampingRatio spring overshoots and settles at the end of its duration")
    func springSettles() {
        let view = setUp()
        defer { MediaClock.useSystemTime() }
        let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.3) { view.center.x = 150 }
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        var highest: CGFloat = 0
        for _ in 1...19 {
            advance(0.05)
            highest = max(highest, shownX(view))
        }
        #expect(highest > 170, "ratio 0.3 overshoots by about a third: \(highest)")
        #expect(abs(shownX(view) - 150) < 0.2, "within 0.2 points at 0.95 s: \(shownX(view))")
        advance(0.05)
        #expect(positions == [.end] && view.center.x == 150)
    }

    @Test("Delay factors, continueAnimation's duration factor, pausesOnCompletion")
    func delayFactorContinueAndPauseOnCompletion() {
        let view = setUp()
        defer { MediaClock.useSystemTime() }
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        animator.addAnimations({ view.alpha = 0 }, delayFactor: 0.5)
        animator.pausesOnCompletion = true
        var completed = false
        animator.addCompletion { _ in completed = true }
        animator.startAnimation()
        advance(0.25)
        #expect(view.layer.presentation()!.opacity == 1, "the delayed block has not begun")
        advance(0.5)
        #expect(view.layer.presentation()!.opacity == 0.5)
        animator.pauseAnimation()
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 2)
        advance(0.25)
        #expect(animator.fractionComplete == 0.875 && shownX(view) == 137.5, "now at 2 s for the whole")
        advance(0.25)
        #expect(!completed && animator.state == .active && !animator.isRunning && animator.fractionComplete == 1)
        #expect(shownX(view) == 150 && view.layer.presentation()!.opacity == 0, "paused on completion, at the end")
        animator.isReversed = true
        animator.startAnimation()
        advance(2)
        #expect(!completed && animator.fractionComplete == 0 && shownX(view) == 50, "paused at the start this time")
        let notInterruptible = UIViewPropertyAnimator(duration: 1, curve: .linear)
        notInterruptible.isInterruptible = false
        #expect(LayerTreeDiagnostics.capturing { notInterruptible.pauseAnimation() }.count == 1)
    }

    @Test("A property another animation took over keeps that animation's model when the animator finishes")
    func supersededProperty() {
        let view = setUp()
        defer { MediaClock.useSystemTime() }
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            view.center.x = 150
            view.alpha = 0
        }
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        advance(0.5)
        UIView.animate(withDuration: 2, delay: 0, options: [.beginFromCurrentState, .curveLinear]) { view.center.x = 0 }
        advance(0.5)
        #expect(positions == [.end] && view.center.x == 0 && view.alpha == 0)
        #expect(view.layer.animationKeys() == ["position"], "the block animation runs on")
    }
}
