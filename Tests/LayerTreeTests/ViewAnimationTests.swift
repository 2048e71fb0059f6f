import LayerTree
import Testing

@Suite("UIView block animations on a manual clock")
@MainActor
struct ViewAnimationTests {
    /// A window at time 0 with one drawn view, committed once.
    func setUp() -> (UIWindow, DrawingView) {
        MediaClock.useManualTime(0)
        let window = makeWindow()
        let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        _ = window.runUpdateCycle()
        return (window, view)
    }

    func presentedAlpha(_ view: UIView) -> Float { view.layer.presentation()!.opacity }

    @Test("B-A20: the model changes at once; the presentation moves from the commit on")
    func modelAndPresentation() {
        let (window, view) = setUp()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { view.alpha = 0 }
        #expect(view.alpha == 0 && presentedAlpha(view) == 1)
        _ = window.runUpdateCycle()
        MediaClock.advance(by: 0.5)
        #expect(abs(presentedAlpha(view) - 0.5) < 1e-6)
        let commit = window.runUpdateCycle()
        #expect(abs(commit.root!.find(view.layer)!.opacity - 0.5) < 1e-6, "the render tree carries the presentation")
        #expect(commit.stats.drawCalls == 0)
        MediaClock.advance(by: 0.6)
        _ = window.runUpdateCycle()
        #expect(presentedAlpha(view) == 0 && view.layer.animationKeys() == nil)
        MediaClock.useSystemTime()
    }

    @Test(
        "Each curve shapes the presentation as Apple's Bézier does",
        arguments: [
            (UIView.AnimationOptions.curveEaseInOut, 0.129162), (.curveEaseIn, 0.093465), (.curveEaseOut, 0.378138),
            (.curveLinear, 0.25),
        ])
    func curves(option: UIView.AnimationOptions, expected: Double) {
        let (window, view) = setUp()
        UIView.animate(withDuration: 2, delay: 0, options: option) { view.center.x = 150 }  // 50 → 150
        _ = window.runUpdateCycle()
        MediaClock.advance(by: 0.5)
        let x = Double(view.layer.presentation()!.position.x)
        #expect(abs((x - 50) / 100 - expected) < 1e-4, "\(x)")
        MediaClock.useSystemTime()
    }

    @Test("Completion: once, after the end, finished true; removal early gives false; no changes still completes")
    func completions() {
        let (window, view) = setUp()
        var results: [Bool] = []
        UIView.animate(
            withDuration: 1,
            animations: {
                view.alpha = 0.5
                view.center.x = 0
            }
        ) { results.append($0) }
        _ = window.runUpdateCycle()
        MediaClock.advance(by: 1.01)
        _ = window.runUpdateCycle()
        _ = window.runUpdateCycle()
        #expect(results == [true])
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }) { results.append($0) }
        _ = window.runUpdateCycle()
        view.layer.removeAllAnimations()
        #expect(results == [true], "a removal completes at the next cycle, never inside the call")
        _ = window.runUpdateCycle()
        #expect(results == [true, false])
        UIView.animate(withDuration: 1, animations: {}) { results.append($0) }
        #expect(results == [true, false], "B-A15: not before the next cycle")
        _ = window.runUpdateCycle()
        #expect(results == [true, false, true])
        MediaClock.useSystemTime()
    }

    @Test("B-A14, B-A15: zero duration applies at once and completes at the next cycle")
    func zeroDuration() {
        let (window, view) = setUp()
        var finished: Bool?
        UIView.animate(withDuration: 0, animations: { view.alpha = 0.3 }) { finished = $0 }
        #expect(view.layer.animationKeys() == nil && abs(presentedAlpha(view) - 0.3) < 1e-6 && finished == nil)
        _ = window.runUpdateCycle()
        #expect(finished == true)
        MediaClock.useSystemTime()
    }

    @Test("Delay: the old value shows until the delay passes")
    func delay() {
        let (window, view) = setUp()
        UIView.animate(withDuration: 1, delay: 1, options: .curveLinear, animations: { view.alpha = 0 })
        _ = window.runUpdateCycle()
        MediaClock.advance(by: 0.5)
        #expect(presentedAlpha(view) == 1)
        MediaClock.advance(by: 1)
        #expect(abs(presentedAlpha(view) - 0.5) < 1e-6)
        MediaClock.useSystemTime()
    }

    @Test("Repeat with autoreverse goes there and back and keeps going")
    func repeatAutoreverse() {
        let (window, view) = setUp()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .repeat, .autoreverse], animations: { view.alpha = 0 })
        _ = window.runUpdateCycle()
        MediaClock.advance(by: 1.25)
        #expect(abs(presentedAlpha(view) - 0.25) < 1e-6, "on the way back")
        MediaClock.advance(by: 10)
        _ = window.runUpdateCycle()
        #expect(view.layer.animationKeys() != nil, "repeats forever")
        MediaClock.useSystemTime()
    }

    @Test("B-A10: beginFromCurrentState starts from what is shown; without it, from the old target")
    func beginFromCurrentState() {
        for fromCurrent in [true, false] {
            let (window, view) = setUp()
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 150 })
            _ = window.runUpdateCycle()
            MediaClock.advance(by: 0.5)  // shown at 100
            UIView.animate(
                withDuration: 1, delay: 0, options: fromCurrent ? [.curveLinear, .beginFromCurrentState] : .curveLinear,
                animations: { view.center.x = 250 })
            _ = window.runUpdateCycle()
            let start = view.layer.presentation()!.position.x
            #expect(abs(start - (fromCurrent ? 100 : 150)) < 1e-6, "\(start)")
            MediaClock.useSystemTime()
        }
    }

    @Test("B-A22: a spring with damping 1 never overshoots; with 0.2 it does; both end on the target")
    func springs() {
        for damping: CGFloat in [1, 0.2] {
            let (window, view) = setUp()
            UIView.animate(
                withDuration: 1, delay: 0, usingSpringWithDamping: damping, initialSpringVelocity: 0, options: [],
                animations: { view.center.x = 150 })
            _ = window.runUpdateCycle()
            var peak: CGFloat = 0
            for _ in 0..<100 {
                MediaClock.advance(by: 0.01)
                peak = max(peak, view.layer.presentation()!.position.x)
            }
            #expect(damping == 1 ? peak <= 150.001 : peak > 155, "damping \(damping): peak \(peak)")
            MediaClock.advance(by: 0.05)
            _ = window.runUpdateCycle()
            #expect(view.layer.presentation()!.position.x == 150)
            MediaClock.useSystemTime()
        }
    }

    @Test("B-A21: keyframes reach each value at its relative time")
    func keyframes() {
        let (window, view) = setUp()
        UIView.animateKeyframes(
            withDuration: 2, delay: 0, options: [],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 150 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) { view.center.x = 100 }
            })
        #expect(view.center.x == 100)
        _ = window.runUpdateCycle()
        func x(at t: Double) -> CGFloat {
            MediaClock.useManualTime(t)
            return view.layer.presentation()!.position.x
        }
        #expect(x(at: 0.5) == 100, "halfway through the first keyframe (1 s long)")
        #expect(abs(x(at: 1.0) - 150) < 1e-9)
        #expect(abs(x(at: 1.25) - 125) < 1e-9)
        #expect(abs(x(at: 1.75) - 100) < 1e-9, "holds after the last keyframe")
        MediaClock.useSystemTime()
    }

    @Test("B-A24, B-A07: performWithoutAnimation and disabled animations apply at once; inheritedAnimationDuration")
    func disabled() {
        let (window, view) = setUp()
        var inherited: TimeInterval = -1
        UIView.animate(withDuration: 1) {
            UIView.performWithoutAnimation { view.alpha = 0.5 }
            inherited = UIView.inheritedAnimationDuration
        }
        #expect(view.layer.animationKeys() == nil && inherited == 1 && UIView.inheritedAnimationDuration == 0)
        UIView.setAnimationsEnabled(false)
        #expect(!UIView.areAnimationsEnabled)
        var done = false
        UIView.animate(withDuration: 1, animations: { view.center.x = 0 }) { done = $0 }
        UIView.setAnimationsEnabled(true)
        #expect(view.layer.animationKeys() == nil)
        _ = window.runUpdateCycle()
        #expect(done)
        MediaClock.useSystemTime()
    }

    @Test("Nested blocks inherit the outer duration unless told to override it")
    func nestedInheritance() {
        let (_, view) = setUp()
        let other = UIView(frame: .zero)
        view.addSubview(other)
        UIView.animate(withDuration: 3) {
            view.alpha = 0.5
            UIView.animate(withDuration: 1) { other.alpha = 0.5 }
            UIView.animate(withDuration: 1, delay: 0, options: .overrideInheritedDuration, animations: { other.center.x = 9 })
        }
        #expect(other.layer.animation(forKey: "opacity")?.duration == 3)
        #expect(other.layer.animation(forKey: "position")?.duration == 1)
        MediaClock.useSystemTime()
    }

    @Test("Animating frames, transforms and alpha of 1,000 views calls draw(_:) zero times")
    func noRedraw() {
        MediaClock.useManualTime(0)
        let window = makeWindow(width: 1000, height: 1000)
        let views = (0..<1000).map { i in
            DrawingView(frame: CGRect(x: CGFloat(i % 40) * 25, y: CGFloat(i / 40) * 25, width: 20, height: 20))
        }
        views.forEach(window.addSubview)
        _ = window.runUpdateCycle()
        UIView.animate(withDuration: 1) {
            for view in views {
                view.frame = view.frame.offsetBy(dx: 5, dy: 5).insetBy(dx: -2, dy: -2)
                view.transform = CGAffineTransform(rotationAngle: 0.5)
                view.alpha = 0.5
                view.backgroundColor = .red
            }
        }
        var draws = 0
        for _ in 0..<10 {
            MediaClock.advance(by: 0.12)
            draws += window.runUpdateCycle().stats.drawCalls
        }
        #expect(draws == 0)
        MediaClock.useSystemTime()
    }
}
