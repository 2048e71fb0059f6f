import LayerTree
import Testing

@Suite("CALayer's CAMediaTiming: layer time, convertTime, pause and resume")
@MainActor
struct LayerMediaTimingTests {
    /// A window at time 0 with `parent` and its sublayer `child`, committed once.
    func setUp() -> (UIWindow, parent: CALayer, child: CALayer) {
        MediaClock.useManualTime(0)
        let window = makeWindow()
        let parent = CALayer(), child = CALayer()
        parent.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        child.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        window.layer.addSublayer(parent)
        parent.addSublayer(child)
        _ = window.runUpdateCycle()
        return (window, parent, child)
    }

    /// Adds a linear opacity animation `from` → `to` over `duration`, starting at the next commit.
    func fade(_ layer: CALayer, from: Float = 0, to: Float = 1, duration: Double = 4) {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = from
        animation.toValue = to
        animation.duration = duration
        layer.add(animation, forKey: "fade")
    }

    func shownOpacity(_ layer: CALayer) -> Float { layer.presentation()!.opacity }

    func advance(_ seconds: Double) {
        MediaClock.advance(by: seconds)
        CATransaction.flush()
    }

    @Test("The pause/resume idiom freezes the presentation exactly and resumes where it stopped")
    func pauseResumeIdiom() {
        let (_, layer, _) = setUp()
        defer { MediaClock.useSystemTime() }
        fade(layer)
        CATransaction.flush()  // starts at 0
        advance(1)
        #expect(shownOpacity(layer) == 0.25)

        let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0
        layer.timeOffset = pausedTime
        #expect(pausedTime == 1)
        advance(2)
        #expect(shownOpacity(layer) == 0.25, "frozen at t = 3")
        advance(100)
        #expect(shownOpacity(layer) == 0.25 && layer.animationKeys() == ["fade"], "a paused animation never ends")

        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
        #expect(layer.beginTime == 102)
        #expect(shownOpacity(layer) == 0.25, "resumes where it was")
        advance(1)
        #expect(shownOpacity(layer) == 0.5)
        advance(1.9)
        #expect(abs(shownOpacity(layer) - 0.975) < 1e-6 && layer.animationKeys() == ["fade"])
        advance(0.1)
        #expect(layer.animationKeys() == nil, "ends after 4 s of running, the pause not counted")
    }

    @Test("convertTime composes (t − beginTime) × speed + timeOffset down the chain and round-trips")
    func convertTimeRoundTrips() {
        let (_, parent, child) = setUp()
        defer { MediaClock.useSystemTime() }
        parent.beginTime = 2
        parent.speed = 2
        parent.timeOffset = 1
        child.beginTime = 1
        child.speed = 0.5
        child.timeOffset = 3
        #expect(parent.convertTime(10, from: nil) == 17)
        #expect(child.convertTime(10, from: nil) == 11)
        #expect(child.convertTime(17, from: parent) == 11)
        #expect(parent.convertTime(11, from: child) == 17)
        #expect(child.convertTime(11, to: nil) == 10)
        #expect(child.convertTime(11, to: parent) == 17)
        let sibling = CALayer()
        parent.addSublayer(sibling)
        #expect(sibling.convertTime(child.convertTime(10, from: nil), from: child) == 17, "sibling runs in parent time")
        for t in [-3.5, 0, 0.25, 7, 1e6] {
            #expect(child.convertTime(child.convertTime(t, from: nil), to: nil) == t)
            #expect(parent.convertTime(parent.convertTime(t, to: child), from: child) == t)
        }
        #expect(CALayer().convertTime(5, from: nil) == 5, "default timing: local time is global time")
    }

    @Test("speed 2 halves an animation's wall time, delay included")
    func doubleSpeed() {
        let (_, layer, _) = setUp()
        defer { MediaClock.useSystemTime() }
        layer.speed = 2
        var finished: [Bool] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { finished.append(true) }
        fade(layer, duration: 1)
        CATransaction.commit()
        advance(0.25)
        #expect(shownOpacity(layer) == 0.5)
        advance(0.24)
        #expect(layer.animationKeys() == ["fade"] && finished.isEmpty)
        advance(0.01)
        #expect(layer.animationKeys() == nil && finished == [true], "1 s of layer time in 0.5 s")
    }

    @Test("Nested timing composes: a parent's speed and a child's offset both apply to the child's animations")
    func nestedComposition() {
        let (window, parent, child) = setUp()
        defer { MediaClock.useSystemTime() }
        parent.speed = 2
        child.timeOffset = 1
        fade(child)
        CATransaction.flush()
        #expect(child.convertTime(0, from: nil) == 1)
        advance(0.5)  // parent time 1, child time 2: one second into the animation
        #expect(shownOpacity(child) == 0.25)
        let commit = window.runUpdateCycle()
        #expect(commit.root!.find(child)!.opacity == 0.25, "the render tree shows the composed time")
        parent.speed = 0
        parent.timeOffset = 1
        advance(3)
        #expect(shownOpacity(child) == 0.25, "a stopped parent stops its sublayers' animations")
    }

    @Test("Changing a layer's timing redraws its animated subtree at once, without the clock moving")
    func timingChangeRedraws() {
        let (window, parent, child) = setUp()
        defer { MediaClock.useSystemTime() }
        fade(child)
        CATransaction.flush()
        advance(1)
        #expect(window.runUpdateCycle().root!.find(child)!.opacity == 0.25)
        parent.timeOffset = 2
        #expect(window.runUpdateCycle().root!.find(child)!.opacity == 0.75, "same frame time, new layer time")
        parent.speed = 0
        parent.timeOffset = 0.5
        #expect(window.runUpdateCycle().root!.find(child)!.opacity == 0.125)
    }

    @Test("A layer's duration bounds its time: cycles repeat, and outside them only a fill shows animations")
    func boundedLayerTime() {
        let (_, parent, child) = setUp()
        defer { MediaClock.useSystemTime() }
        parent.duration = 1
        parent.repeatCount = .infinity
        let spin = CABasicAnimation(keyPath: "opacity")
        spin.fromValue = 0
        spin.toValue = 1
        spin.duration = 1
        child.add(spin, forKey: "loop")
        CATransaction.flush()  // starts at layer time 0
        advance(0.25)
        #expect(shownOpacity(child) == 0.25)
        advance(1)
        #expect(shownOpacity(child) == 0.25, "the layer's time loops, and its sublayers' animations with it")
        advance(1.25)
        #expect(shownOpacity(child) == 0.5)

        let (_, other, inner) = setUp()
        other.duration = 2
        fade(inner, from: 0, to: 0.8)
        CATransaction.flush()
        advance(1)
        #expect(abs(shownOpacity(inner) - 0.2) < 1e-6)
        advance(2)  // layer time over: no fill shows the model
        #expect(shownOpacity(inner) == 1)
        other.fillMode = .forwards
        #expect(abs(shownOpacity(inner) - 0.4) < 1e-6, "a forwards fill holds the layer's time at its end (2 s)")
    }

    @Test("Timing that is not a time is refused with a diagnostic")
    func refusesNaN() {
        let layer = CALayer()
        let diagnostics = LayerTreeDiagnostics.capturing {
            layer.speed = .nan
            layer.beginTime = .infinity
            layer.timeOffset = .nan
        }
        #expect(diagnostics.count == 3 && layer.speed == 1 && layer.beginTime == 0 && layer.timeOffset == 0)
        layer.repeatCount = .infinity
        #expect(layer.repeatCount == .infinity)
    }
}
