import Foundation
import LayerTree
import Testing

/// Issue 12, items 5 and 9: what a frame of the main loop delivers, and when.
@Suite("The main loop: flush, RunLoop.main, display links")
@MainActor
struct MainLoopTests {
    /// Moves the manual clock on by `seconds`, then runs a frame (`CATransaction.flush()`).
    private func runFrame(after seconds: CFTimeInterval) {
        MediaClock.advance(by: seconds)
        CATransaction.flush()
    }

    private func shownView(in window: UIWindow) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(view)
        return view
    }

    @Test("advance + flush alone delivers a delayed animation's completion exactly once, with true")
    func delayedCompletion() {
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        let window = makeWindow()
        let view = shownView(in: window)
        var results: [Bool] = []
        UIView.animate(withDuration: 0.5, delay: 0.25, options: [], animations: { view.alpha = 0 }) { results.append($0) }
        CATransaction.flush()
        runFrame(after: 0.7)
        #expect(results.isEmpty, "due at 0.75")
        runFrame(after: 0.1)
        #expect(results == [true])
        runFrame(after: 1)
        #expect(results == [true])
    }

    @Test("A replaced UIView animation completes unfinished at the next cycle, not inside the new animate call")
    func replacedCompletion() {
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        let window = makeWindow()
        let view = shownView(in: window)
        var log: [String] = []
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }) { log.append("first \($0)") }
        CATransaction.flush()
        MediaClock.advance(by: 0.5)
        UIView.animate(withDuration: 1, animations: { view.alpha = 1 }) { log.append("second \($0)") }
        #expect(log.isEmpty)
        CATransaction.flush()
        #expect(log == ["first false"])
        runFrame(after: 1.01)
        #expect(log == ["first false", "second true"])
    }

    @Test("Two blocks animating one property before the commit: the first completes unfinished")
    func replacedBeforeCommit() {
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        let window = makeWindow()
        let view = shownView(in: window)
        var log: [String] = []
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }) { log.append("first \($0)") }
        UIView.animate(withDuration: 1, animations: { view.alpha = 0.5 }) { log.append("second \($0)") }
        #expect(log.isEmpty)
        CATransaction.flush()
        #expect(log == ["first false"])
    }

    @Test("presentation() and the committed tree show the values at the clock's time after advance + flush")
    func presentationAtClockTime() throws {
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        let window = makeWindow()
        let view = shownView(in: window)
        #expect(view.layer.presentation() == nil, "never committed")
        CATransaction.flush()
        #expect(view.layer.presentation()?.opacity == 1)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 })
        CATransaction.flush()
        MediaClock.advance(by: 0.25)
        #expect(view.layer.presentation()?.opacity == 0.75)
        CATransaction.flush()
        let shown = try #require(window.runUpdateCycle().root?.find(view.layer))
        #expect(shown.opacity == 0.75)
    }

    @Test("One frame's order: display link, recognizer time-out, animation stop, UIView completion, transaction completion")
    func order() {
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        let window = makeTouchWindow()
        let view = shownView(in: window)
        var log: [String] = []
        let press = UILongPressGestureRecognizer { log.append("press \($0.state == .began ? "began" : "?")") }
        view.addGestureRecognizer(press)
        let link = CADisplayLink { _ in log.append("link") }
        link.add(to: .main, forMode: .common)
        defer { link.invalidate() }
        final class Stop: CAAnimationDelegate {
            var onStop: () -> Void = {}
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { onStop() }
        }
        let stop = Stop()
        stop.onStop = { log.append("didStop") }
        window.injectTouch(id: 1, phase: .began, at: CGPoint(x: 10, y: 10), timestamp: 0)  // before the view animates
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("transaction") }
        UIView.animate(withDuration: 0.5, animations: { view.alpha = 0 }) { _ in log.append("completion") }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.duration = 0.5
        fade.delegate = stop
        view.layer.add(fade, forKey: "extra")
        CATransaction.commit()
        CATransaction.flush()
        log.removeAll()
        runFrame(after: 0.6)
        #expect(log == ["link", "press began", "completion", "didStop", "transaction"])
        window.injectTouch(id: 1, phase: .ended, at: CGPoint(x: 10, y: 10), timestamp: 0.7)
    }

    @Test("A display link that renders during advance + flush draws the clock's present, not the last frame")
    func linkRendersPresent() throws {
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        let window = makeWindow()
        let view = shownView(in: window)
        var rendered: [Float] = []
        let link = CADisplayLink { _ in
            if let shown = window.runUpdateCycle().root?.find(view.layer) { rendered.append(shown.opacity) }
        }
        link.add(to: .main, forMode: .common)
        defer { link.invalidate() }
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 })
        CATransaction.flush()
        runFrame(after: 0.25)
        runFrame(after: 0.25)
        #expect(rendered == [1, 0.75, 0.5])
    }

    @Test("A flush inside touch handling or layout only commits; the frame comes later")
    func flushInsideEvents() {
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        let window = makeWindow()
        var frames = 0
        let link = CADisplayLink { _ in frames += 1 }
        link.add(to: .main, forMode: .common)
        defer { link.invalidate() }
        final class Flushing: UIView {
            override func layoutSubviews() { CATransaction.flush() }
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { CATransaction.flush() }
        }
        let view = Flushing(frame: window.bounds)
        window.addSubview(view)
        view.layoutIfNeeded()
        window.injectTouch(id: 1, phase: .began, at: CGPoint(x: 5, y: 5), timestamp: 0)
        window.injectTouch(id: 1, phase: .ended, at: CGPoint(x: 5, y: 5), timestamp: 0.1)
        #expect(frames == 0)
        CATransaction.flush()
        #expect(frames == 1)
    }

    @Test("A second update at the same clock time reuses the snapshots the first one built")
    func sameTimeReusesSnapshots() throws {
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        let window = makeWindow()
        let view = shownView(in: window)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 })
        CATransaction.flush()  // starts at t = 0
        runFrame(after: 0.5)
        let first = try #require(window.runUpdateCycle().root)
        let second = try #require(window.runUpdateCycle().root)
        #expect(first === second, "nothing moved: the same snapshot, so the compositor can skip it")
        #expect(first.find(view.layer)?.opacity == 0.5)
        runFrame(after: 0.25)
        let later = try #require(window.runUpdateCycle().root)
        #expect(later !== first && later.find(view.layer)?.opacity == 0.25)
    }

    @Test("A display link fires once per frame, at its rate, with the frame's timestamps; paused and invalidated links don't")
    func displayLink() {
        MediaClock.useManualTime(10)
        defer { MediaClock.useSystemTime() }
        var stamps: [(CFTimeInterval, CFTimeInterval)] = []
        let link = CADisplayLink { stamps.append(($0.timestamp, $0.targetTimestamp)) }
        #expect(link.duration == 1.0 / 60)
        CATransaction.flush()
        #expect(stamps.isEmpty, "not scheduled yet")
        link.add(to: .main, forMode: .default)
        CATransaction.flush()
        CATransaction.flush()
        #expect(stamps.count == 1, "the clock did not move: one frame")
        #expect(stamps[0].0 == 10 && stamps[0].1 == 10 + 1.0 / 60)
        runFrame(after: 1.0 / 60)
        #expect(stamps.count == 2)
        link.preferredFramesPerSecond = 30
        runFrame(after: 1.0 / 60)
        #expect(stamps.count == 2, "half the screen's rate: every other frame")
        runFrame(after: 1.0 / 60)
        #expect(stamps.count == 3 && abs(stamps[2].1 - stamps[2].0 - 1.0 / 30) < 1e-12)
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 15)
        runFrame(after: 1.0 / 60)
        runFrame(after: 1.0 / 60)
        #expect(stamps.count == 3, "the range (10…15) replaced the 30 fps: not yet a fifteenth of a second")
        runFrame(after: 2.0 / 60)
        #expect(stamps.count == 4)
        link.isPaused = true
        runFrame(after: 1)
        #expect(stamps.count == 4)
        link.isPaused = false
        link.invalidate()
        runFrame(after: 1)
        #expect(stamps.count == 4)
    }

    @Test("invalidate() lets go of the display link's handler and what it holds, as iOS releases the target")
    func displayLinkInvalidateReleasesHandler() {
        final class Target {}
        var target: Target? = Target()
        weak let released = target
        let link = CADisplayLink { [target] _ in _ = target }
        link.add(to: .main, forMode: .common)
        target = nil
        #expect(released != nil, "the scheduled link's handler holds the target")
        link.invalidate()
        #expect(released == nil)
    }

    /// Swift Testing runs the main actor off the main thread on Linux, so the main actor's run
    /// loop is `RunLoop.current` here; a program's `RunLoop.main.run()` is the same loop.
    @Test("Running the main actor's run loop runs frames: a completion due on the manual clock arrives")
    ///
    /// Running the loop also runs other tests' main-actor work, which may set the shared clock.
    /// Those set it to 0 or to the process's uptime, both long before this test's start, so the
    /// animation cannot be due early; and each turn below sets this test's time again.
    func runLoopDrivesFrames() {
        let start: CFTimeInterval = 1_000_000
        MediaClock.useManualTime(start)
        defer { MediaClock.useSystemTime() }
        let window = makeWindow()
        let view = shownView(in: window)
        var results: [Bool] = []
        UIView.animate(withDuration: 0.5, animations: { view.alpha = 0 }) { results.append($0) }
        RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.05))
        #expect(results.isEmpty)
        for _ in 0..<20 where results.isEmpty {
            MediaClock.useManualTime(start + 1)
            RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.02))
        }
        #expect(results == [true])
    }

    @Test("A completion handler that starts the next animation starts it in the same frame")
    func chainedAnimations() throws {
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        let window = makeWindow()
        let view = shownView(in: window)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 }) { _ in
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 1 })
        }
        CATransaction.flush()
        runFrame(after: 1)
        MediaClock.advance(by: 0.5)
        #expect(view.layer.presentation()?.opacity == 0.5, "the second animation began at t = 1")
    }
}
