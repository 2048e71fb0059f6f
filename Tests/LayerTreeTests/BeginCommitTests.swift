import LayerTree
import Testing

@Suite("The begin/commit animation API (seed 000)")
@MainActor
struct BeginCommitTests {
    func setUp() -> (UIWindow, UIView) {
        MediaClock.useManualTime(0)
        let window = makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        _ = window.runUpdateCycle()
        return (window, view)
    }

    @Test("B-A05: defaults are 0.2 s, no delay, ease-in-ease-out")
    func defaults() {
        let (_, view) = setUp()
        UIView.beginAnimations("fade", context: nil)
        view.alpha = 0
        UIView.commitAnimations()
        let animation = view.layer.animation(forKey: "opacity") as? CABasicAnimation
        #expect(animation?.duration == 0.2 && animation?.timingFunction == CAMediaTimingFunction(name: .easeInEaseOut))
        #expect(animation?.repeatCount == 0 && animation?.autoreverses == false)
        MediaClock.useSystemTime()
    }

    @Test("B-A03, B-A06: settings apply to changes made after them, inside a block only")
    func settings() {
        let (_, view) = setUp()
        UIView.setAnimationDuration(5)  // outside a block: nothing
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDuration(1)
        UIView.setAnimationCurve(.linear)
        UIView.setAnimationRepeatAutoreverses(true)  // before the count, as Apple's samples do
        UIView.setAnimationRepeatCount(2.5)
        view.alpha = 0.5
        UIView.commitAnimations()
        let animation = view.layer.animation(forKey: "opacity") as? CABasicAnimation
        #expect(animation?.duration == 1 && animation?.repeatCount == 2.5 && animation?.autoreverses == true)
        #expect(animation?.timingFunction == CAMediaTimingFunction(name: .linear))
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationRepeatAutoreverses(true)  // no repeat count: no effect
        view.center.x = 3
        UIView.commitAnimations()
        #expect(view.layer.animation(forKey: "position")?.autoreverses == false)
        MediaClock.useSystemTime()
    }

    @Test("B-A02, B-A04: nested blocks start at the next cycle after the outermost commit; callbacks in order")
    func callbacks() {
        let (window, view) = setUp()
        var events: [String] = []
        UIView.beginAnimations("outer", context: nil)
        UIView.setAnimationDuration(1)
        UIView.setAnimationWillStart { id, _ in events.append("willStart(\(id ?? "nil"))") }
        UIView.setAnimationDidStop { id, finished, _ in events.append("didStop(\(id ?? "nil"), \(finished))") }
        UIView.beginAnimations("inner", context: nil)
        view.center.x = 0
        UIView.commitAnimations()
        view.alpha = 0
        UIView.commitAnimations()
        #expect(events.isEmpty && view.alpha == 0 && view.layer.presentation()!.opacity == 1)
        _ = window.runUpdateCycle()
        #expect(events == ["willStart(outer)"])
        MediaClock.advance(by: 1.1)
        _ = window.runUpdateCycle()
        #expect(events == ["willStart(outer)", "didStop(outer, true)"])
        MediaClock.useSystemTime()
    }

    @Test("B-A08: with animations disabled, will-start is not sent and did-stop is")
    func disabledCallbacks() {
        let (window, view) = setUp()
        var events: [String] = []
        UIView.setAnimationsEnabled(false)
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationWillStart { _, _ in events.append("willStart") }
        UIView.setAnimationDidStop { _, finished, _ in events.append("didStop(\(finished))") }
        view.alpha = 0
        UIView.commitAnimations()
        UIView.setAnimationsEnabled(true)
        _ = window.runUpdateCycle()
        #expect(events == ["didStop(true)"] && view.layer.animationKeys() == nil)
        MediaClock.useSystemTime()
    }

    @Test("B-A17: animating views ignore touches unless the animation allows interaction")
    func interaction() {
        let (window, view) = setUp()
        UIView.animate(withDuration: 1) { view.alpha = 0.5 }
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === window)
        view.layer.removeAllAnimations()
        UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { view.alpha = 0.4 })
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === view)
        MediaClock.useSystemTime()
    }

    @Test("B-A19: transition(from:to:) swaps the views in the superview; with showHide it hides and shows")
    func transitionFromTo() {
        let (window, view) = setUp()
        let replacement = UIView(frame: view.frame)
        var finished: Bool?
        UIView.transition(from: view, to: replacement, duration: 0.5, options: .transitionCrossDissolve) { finished = $0 }
        #expect(view.superview == nil && replacement.superview === window)
        #expect(window.layer.animation(forKey: kCATransition) is CATransition)
        _ = window.runUpdateCycle()
        MediaClock.advance(by: 0.6)
        _ = window.runUpdateCycle()
        #expect(finished == true)
        let hidden = UIView()
        window.addSubview(hidden)
        hidden.isHidden = true
        UIView.transition(
            from: replacement, to: hidden, duration: 0.5, options: [.transitionFlipFromLeft, .showHideTransitionViews])
        #expect(replacement.isHidden && !hidden.isHidden && replacement.superview === window)
        MediaClock.useSystemTime()
    }
}
