import LayerTree
import Testing

@Suite("Regressions found in the animation and event review")
@MainActor
struct AnimationRegressionTests {
    @Test("A pan whose finger pauses keeps working (no exclusive-access trap)")
    func panPause() {
        let window = makeTouchWindow()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(pan)
        window.injectTouch(id: 1, phase: .began, at: CGPoint(x: 10, y: 10), timestamp: 0)
        window.injectTouch(id: 1, phase: .moved, at: CGPoint(x: 30, y: 10), timestamp: 0.5)
        window.injectTouch(id: 1, phase: .moved, at: CGPoint(x: 60, y: 10), timestamp: 1.0)
        #expect(pan.state == .changed && pan.translation(in: nil) == CGPoint(x: 50, y: 0))
        window.injectTouch(id: 1, phase: .ended, at: CGPoint(x: 60, y: 10), timestamp: 1.1)
    }

    @Test("A second finger does not make the pan's translation jump")
    func panSecondFinger() {
        let window = makeTouchWindow()
        let view = UIView(frame: window.bounds)
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(pan)
        window.injectTouch(id: 1, phase: .began, at: CGPoint(x: 10, y: 10), timestamp: 0)
        window.injectTouch(id: 1, phase: .moved, at: CGPoint(x: 110, y: 10), timestamp: 0.1)
        window.injectTouch(id: 2, phase: .began, at: CGPoint(x: 110, y: 210), timestamp: 0.2)
        #expect(pan.translation(in: nil) == CGPoint(x: 100, y: 0))
    }

    @Test("Recognizers changed by time are reset: a double tap works again after timing out")
    func resetAfterTimeout() {
        MediaClock.useManualTime(0)
        let window = makeTouchWindow()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        var doubles = 0
        let double = UITapGestureRecognizer { _ in doubles += 1 }
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        injectTap(window, at: CGPoint(x: 50, y: 50), time: 0)
        MediaClock.useManualTime(1)
        _ = window.runUpdateCycle()  // the second tap never came: failed…
        #expect(double.state == .failed)
        _ = window.runUpdateCycle()  // …and reset at the next turn of the run loop
        #expect(double.state == .possible)
        injectTap(window, at: CGPoint(x: 50, y: 50), time: 2)
        injectTap(window, at: CGPoint(x: 50, y: 50), time: 2.2)
        #expect(doubles == 1)
        MediaClock.useSystemTime()
    }

    @Test("An animation kept on the layer after its end still reports its stop and completes its transaction")
    func keptAnimationCompletes() {
        MediaClock.useManualTime(0)
        let layer = CALayer()
        _ = layer.runUpdateCycle()
        let log = AnimationLog()
        var completed = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { completed = true }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0
        fade.duration = 1
        fade.fillMode = .forwards
        fade.isRemovedOnCompletion = false
        fade.delegate = log
        layer.add(fade, forKey: "fade")
        CATransaction.commit()
        MediaClock.useManualTime(1.5)
        _ = layer.runUpdateCycle()
        _ = layer.runUpdateCycle()
        #expect(completed && log.events == ["start", "stop(true)"])
        #expect(layer.animationKeys() == ["fade"] && layer.presentation()!.opacity == 0)
        MediaClock.useSystemTime()
    }

    @Test("A view freed mid-animation still completes its block, unfinished")
    func freedLayer() {
        MediaClock.useManualTime(0)
        let window = makeWindow()
        var view: UIView? = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view!)
        _ = window.runUpdateCycle()
        var result: Bool?
        UIView.animate(withDuration: 1, animations: { view!.alpha = 0 }) { result = $0 }
        _ = window.runUpdateCycle()
        view!.removeFromSuperview()
        view = nil
        _ = window.runUpdateCycle()
        #expect(result == false)
        MediaClock.useSystemTime()
    }

    @Test("Setting one property twice in a block animates once and completes finished")
    func sameKeyTwice() {
        MediaClock.useManualTime(0)
        let window = makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        _ = window.runUpdateCycle()
        var result: Bool?
        UIView.animate(
            withDuration: 0.5,
            animations: {
                view.alpha = 0
                view.alpha = 0.5
            }
        ) { result = $0 }
        _ = window.runUpdateCycle()
        MediaClock.advance(by: 0.6)
        _ = window.runUpdateCycle()
        #expect(result == true)
        MediaClock.useSystemTime()
    }

    @Test("Timing: timeOffset wraps within the duration; negative speed plays backwards; discrete takes count + 1 key times")
    func timingEdges() {
        MediaClock.useManualTime(0)
        let layer = CALayer()
        _ = layer.runUpdateCycle()
        func opacity(at t: Double, _ configure: (CABasicAnimation) -> Void) -> Float {
            layer.removeAllAnimations()
            let a = CABasicAnimation(keyPath: "opacity")
            a.fromValue = 0
            a.toValue = 1
            a.duration = 1
            a.beginTime = 10
            configure(a)
            layer.add(a, forKey: "a")
            MediaClock.useManualTime(t)
            return layer.presentation()!.opacity
        }
        #expect(abs(opacity(at: 10.75) { $0.timeOffset = 0.5 } - 0.25) < 1e-6, "wrapped past the end")
        #expect(abs(opacity(at: 10.25) { $0.speed = -1 } - 0.75) < 1e-6)
        let k = CAKeyframeAnimation(keyPath: "opacity")
        k.values = [0, 1]
        k.keyTimes = [0, 0.8, 1]
        k.calculationMode = .discrete
        k.duration = 1
        k.beginTime = 20
        layer.add(k, forKey: "k")
        MediaClock.useManualTime(20.5)
        #expect(layer.presentation()!.opacity == 0, "the first value holds until 0.8")
        MediaClock.useSystemTime()
    }
}
