import LayerTree
import Testing

@Suite("Gesture recognizers (issue 8)")
@MainActor
struct GestureTests {
    func drag(_ window: UIWindow, from a: CGPoint, to b: CGPoint, id: Int = 1, steps: Int = 5, start: TimeInterval = 0) {
        window.injectTouch(id: id, phase: .began, at: a, timestamp: start)
        for i in 1...steps {
            let t = CGFloat(i) / CGFloat(steps)
            window.injectTouch(
                id: id, phase: .moved, at: CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t),
                timestamp: start + 0.02 * Double(i))
        }
        window.injectTouch(id: id, phase: .ended, at: b, timestamp: start + 0.02 * Double(steps + 1))
    }

    @Test("A tap recognizes on lift and calls its targets; a drag makes it fail")
    func tap() {
        let window = makeTouchWindow()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        var states: [UIGestureRecognizer.State] = []
        let recognizer = UITapGestureRecognizer { states.append($0.state) }
        view.addGestureRecognizer(recognizer)
        #expect(view.gestureRecognizers?.count == 1 && recognizer.view === view)
        injectTap(window, at: CGPoint(x: 20, y: 20))
        #expect(states == [.recognized] && recognizer.state == .ended, "kept until the next turn of the run loop")
        CATransaction.flush()
        #expect(recognizer.state == .possible, "reset at the next turn")
        #expect(recognizer.location(in: view) == CGPoint(x: 20, y: 20))
        drag(window, from: CGPoint(x: 20, y: 20), to: CGPoint(x: 80, y: 20))
        #expect(states == [.recognized])
    }

    @Test("A tap and a pan on one view: dragging makes the pan recognize and the tap fail")
    func tapFailsWhenPanRecognizes() {
        let window = makeTouchWindow()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        var events: [String] = []
        let tap = UITapGestureRecognizer { _ in events.append("tap") }
        let pan = UIPanGestureRecognizer { events.append("pan \($0.state.rawValue)") }
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(pan)
        drag(window, from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 200))
        #expect(events.first == "pan 1" && events.last == "pan 3" && !events.contains("tap"))
        #expect(events.filter { $0 == "pan 2" }.count >= 2)
    }

    @Test("A pan inside a pannable parent: the innermost recognizer wins")
    func innermostPanWins() {
        let window = makeTouchWindow()
        let outer = UIView(frame: window.bounds)
        let inner = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        window.addSubview(outer)
        outer.addSubview(inner)
        var who: [String] = []
        outer.addGestureRecognizer(UIPanGestureRecognizer { _ in who.append("outer") })
        let innerPan = UIPanGestureRecognizer { _ in who.append("inner") }
        inner.addGestureRecognizer(innerPan)
        drag(window, from: CGPoint(x: 100, y: 100), to: CGPoint(x: 180, y: 100))
        #expect(!who.isEmpty && who.allSatisfy { $0 == "inner" })
        who.removeAll()
        drag(window, from: CGPoint(x: 10, y: 10), to: CGPoint(x: 90, y: 10))
        #expect(!who.isEmpty && who.allSatisfy { $0 == "outer" }, "outside the inner view the parent pans")
    }

    @Test("Pan translation and velocity follow the fingers, in the asked view's coordinates")
    func panValues() {
        let window = makeTouchWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        window.addSubview(view)
        var translations: [CGPoint] = []
        var velocities: [CGPoint] = []
        let pan = UIPanGestureRecognizer { recognizer in
            let pan = recognizer as! UIPanGestureRecognizer
            translations.append(pan.translation(in: nil))
            velocities.append(pan.velocity(in: nil))
        }
        view.addGestureRecognizer(pan)
        drag(window, from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), steps: 5)
        #expect(translations.last == CGPoint(x: 100, y: 0))
        let speed = velocities.dropLast().last!.x
        #expect(abs(speed - 1000) < 1, "20 points per 0.02 s: \(speed)")
        pan.addTarget { recognizer in
            guard recognizer.state == .began else { return }
            #expect(
                (recognizer as! UIPanGestureRecognizer).translation(in: view).x * 2
                    == (recognizer as! UIPanGestureRecognizer).translation(in: nil).x)
        }
        drag(window, from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100))
    }

    @Test("A pinch's scale is the fingers' distance over their starting distance")
    func pinch() {
        let window = makeTouchWindow()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        view.isMultipleTouchEnabled = true
        var scales: [CGFloat] = []
        let pinch = UIPinchGestureRecognizer { scales.append(($0 as! UIPinchGestureRecognizer).scale) }
        view.addGestureRecognizer(pinch)
        window.injectTouch(id: 1, phase: .began, at: CGPoint(x: 100, y: 200), timestamp: 0)
        window.injectTouch(id: 2, phase: .began, at: CGPoint(x: 200, y: 200), timestamp: 0)
        window.injectTouch(id: 2, phase: .moved, at: CGPoint(x: 250, y: 200), timestamp: 0.1)
        window.injectTouch(id: 1, phase: .moved, at: CGPoint(x: 50, y: 200), timestamp: 0.2)
        #expect(abs(scales.last! - 2) < 1e-9, "100 apart, now 200 apart")
        #expect(pinch.state == .changed && pinch.velocity > 0)
        window.injectTouch(id: 1, phase: .ended, at: CGPoint(x: 50, y: 200), timestamp: 0.3)
        #expect(scales.count == 3, "began, changed, ended")
    }

    @Test("Rotation follows two fingers turning")
    func rotation() {
        let window = makeTouchWindow()
        let view = UIView(frame: window.bounds)
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        let rotation = UIRotationGestureRecognizer()
        view.addGestureRecognizer(rotation)
        window.injectTouch(id: 1, phase: .began, at: CGPoint(x: 100, y: 100), timestamp: 0)
        window.injectTouch(id: 2, phase: .began, at: CGPoint(x: 200, y: 100), timestamp: 0)
        window.injectTouch(id: 2, phase: .moved, at: CGPoint(x: 100, y: 200), timestamp: 0.1)
        #expect(abs(rotation.rotation - .pi / 2) < 1e-9 && rotation.state == .began)
    }

    @Test("cancelsTouchesInView: the view's touches are cancelled when the gesture begins; off, they continue")
    func cancelsTouches() {
        for cancels in [true, false] {
            var log: [String] = []
            let window = makeTouchWindow()
            let view = TouchLog("v", frame: window.bounds, log: &log)
            window.addSubview(view)
            let pan = UIPanGestureRecognizer()
            pan.cancelsTouchesInView = cancels
            view.addGestureRecognizer(pan)
            drag(window, from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 10), steps: 3)
            if cancels {
                #expect(Journal.entries == ["v.began", "v.cancelled"])
            } else {
                #expect(Journal.entries == ["v.began", "v.moved", "v.moved", "v.moved", "v.ended"])
            }
        }
    }

    @Test("require(toFail:): a single tap waits for the double tap to fail")
    func doubleTap() {
        let window = makeTouchWindow()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        var events: [String] = []
        let single = UITapGestureRecognizer { _ in events.append("single") }
        let double = UITapGestureRecognizer { _ in events.append("double") }
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        injectTap(window, at: CGPoint(x: 50, y: 50), time: 0)
        injectTap(window, at: CGPoint(x: 50, y: 50), time: 0.2)
        #expect(events == ["double"])
        injectTap(window, at: CGPoint(x: 50, y: 50), time: 2)
        #expect(events == ["double"], "the single tap waits")
        MediaClock.useManualTime(2.5)
        _ = window.runUpdateCycle()
        #expect(events == ["double", "single"], "the double tap timed out, so the single tap recognized")
        MediaClock.useSystemTime()
    }

    /// A tap that waits for any other tap recognizer to fail, as iOS subclasses override it.
    final class PatientTap: UITapGestureRecognizer {
        override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
            otherGestureRecognizer is UITapGestureRecognizer
        }
    }

    /// A tap that never stops another recognizer.
    final class YieldingTap: UITapGestureRecognizer {
        override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    }

    @Test("shouldRequireFailure(of:) overridden by a subclass works as require(toFail:)")
    func subclassFailureRequirement() {
        let window = makeTouchWindow()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        var events: [String] = []
        let single = PatientTap { _ in events.append("single") }
        let double = UITapGestureRecognizer { _ in events.append("double") }
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        injectTap(window, at: CGPoint(x: 50, y: 50), time: 0)
        injectTap(window, at: CGPoint(x: 50, y: 50), time: 0.2)
        #expect(events == ["double"], "the single tap waited, then failed with the double tap recognizing")
    }

    @Test("canPrevent(_:) false lets a second recognizer on the same touches recognize too")
    func canPreventOverride() {
        func taps(yielding: Bool) -> [String] {
            let window = makeTouchWindow()
            let view = UIView(frame: window.bounds)
            window.addSubview(view)
            var events: [String] = []
            let action: (UIGestureRecognizer) -> Void = { _ in events.append("first") }
            view.addGestureRecognizer(yielding ? YieldingTap(action: action) : UITapGestureRecognizer(action: action))
            view.addGestureRecognizer(UITapGestureRecognizer { _ in events.append("second") })
            injectTap(window, at: CGPoint(x: 50, y: 50), time: 0)
            CATransaction.flush()
            return events
        }
        #expect(taps(yielding: false).count == 1, "by default one recognizer excludes the other")
        #expect(taps(yielding: true).sorted() == ["first", "second"])
    }

    @Test("A long press begins after its duration, changes with movement, ends on lift")
    func longPress() {
        let window = makeTouchWindow()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        var states: [UIGestureRecognizer.State] = []
        view.addGestureRecognizer(UILongPressGestureRecognizer { states.append($0.state) })
        window.injectTouch(id: 1, phase: .began, at: CGPoint(x: 50, y: 50), timestamp: 0)
        window.injectTouch(id: 1, phase: .stationary, at: CGPoint(x: 50, y: 50), timestamp: 0.3)
        #expect(states.isEmpty)
        window.injectTouch(id: 1, phase: .stationary, at: CGPoint(x: 52, y: 50), timestamp: 0.6)
        #expect(states == [.began])
        window.injectTouch(id: 1, phase: .moved, at: CGPoint(x: 90, y: 50), timestamp: 0.7)
        window.injectTouch(id: 1, phase: .ended, at: CGPoint(x: 90, y: 50), timestamp: 0.8)
        #expect(states == [.began, .changed, .ended])
        states.removeAll()
        injectTap(window, at: CGPoint(x: 50, y: 50), time: 2)
        #expect(states.isEmpty, "too short")
    }

    @Test("Swipes recognize in their direction only")
    func swipe() {
        let window = makeTouchWindow()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        var count = 0
        let swipe = UISwipeGestureRecognizer { _ in count += 1 }
        swipe.direction = .left
        view.addGestureRecognizer(swipe)
        drag(window, from: CGPoint(x: 200, y: 100), to: CGPoint(x: 100, y: 100))
        #expect(count == 1)
        drag(window, from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100))
        #expect(count == 1)
    }

    @Test("Delegates and views can veto: shouldReceive, shouldBegin, gestureRecognizerShouldBegin, simultaneous")
    func vetoes() {
        final class Delegate: UIGestureRecognizerDelegate {
            var receive = true, begin = true, simultaneous = false
            func gestureRecognizer(_ g: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { receive }
            func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { begin }
            func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith o: UIGestureRecognizer) -> Bool {
                simultaneous
            }
        }
        final class Picky: UIView {
            var allows = true
            override func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { allows }
        }
        let window = makeTouchWindow()
        let view = Picky(frame: window.bounds)
        window.addSubview(view)
        let delegate = Delegate()
        var taps = 0
        let tap = UITapGestureRecognizer { _ in taps += 1 }
        tap.delegate = delegate
        view.addGestureRecognizer(tap)
        delegate.receive = false
        self.tapOnce(window)
        delegate.receive = true
        delegate.begin = false
        self.tapOnce(window)
        delegate.begin = true
        view.allows = false
        self.tapOnce(window)
        #expect(taps == 0)
        view.allows = true
        self.tapOnce(window)
        #expect(taps == 1)
        var pans = 0
        let pan = UIPanGestureRecognizer { _ in pans += 1 }
        let outer = UIPanGestureRecognizer { _ in pans += 100 }
        pan.delegate = delegate
        delegate.simultaneous = true
        view.addGestureRecognizer(pan)
        window.addGestureRecognizer(outer)
        drag(window, from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 10), start: 10)
        #expect(pans > 100 && pans % 100 > 0, "both recognized together")
        tap.isEnabled = false
        self.tapOnce(window)
        #expect(taps == 1)
    }

    /// A tap a second after the previous one, so taps never count as double taps.
    private func tapOnce(_ window: UIWindow) {
        Self.tapTime += 1
        injectTap(window, at: CGPoint(x: 30, y: 30), time: Self.tapTime)
    }

    private static var tapTime: TimeInterval = 100
}
