import LayerTree
import Testing

/// Issue 12, item 6: multiple touch gates only the view, one event object per sequence, and
/// recognizers keep their final state until the next turn of the run loop.
@Suite("Touches as iOS delivers them")
@MainActor
struct TouchFidelityTests {
    final class FingerCounter: UIView {
        var began: [Int] = []
        var events: [ObjectIdentifier] = []
        var allTouchCounts: [Int] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches, event) }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record([], event) }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record([], event) }
        private func record(_ began: Set<UITouch>, _ event: UIEvent?) {
            self.began += began.map(\.identifier)
            if let event {
                events.append(ObjectIdentifier(event))
                allTouchCounts.append(event.allTouches?.count ?? 0)
            }
        }
    }

    @Test("A pinch works on a plain view: its recognizers hear both fingers, the view only the first")
    func pinchOnPlainView() {
        let window = makeTouchWindow()
        let view = FingerCounter(frame: window.bounds)
        window.addSubview(view)
        #expect(!view.isMultipleTouchEnabled)
        let pinch = UIPinchGestureRecognizer()
        pinch.cancelsTouchesInView = false
        view.addGestureRecognizer(pinch)
        window.injectTouch(id: 1, phase: .began, at: CGPoint(x: 100, y: 200), timestamp: 0)
        window.injectTouch(id: 2, phase: .began, at: CGPoint(x: 200, y: 200), timestamp: 0.01)
        window.injectTouch(id: 2, phase: .moved, at: CGPoint(x: 250, y: 200), timestamp: 0.1)
        window.injectTouch(id: 1, phase: .moved, at: CGPoint(x: 50, y: 200), timestamp: 0.2)
        #expect(pinch.state == .changed)
        #expect(abs(pinch.scale - 2) < 1e-9, "100 points apart, then 200")
        #expect(pinch.numberOfTouches == 2)
        #expect(view.began == [1], "the view hears only its first finger")
    }

    @Test("One UIEvent carries a whole multi-touch sequence, with every finger down in allTouches")
    func oneEvent() {
        let window = makeTouchWindow()
        let view = FingerCounter(frame: window.bounds)
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        window.injectTouch(id: 1, phase: .began, at: CGPoint(x: 10, y: 10), timestamp: 0)
        window.injectTouch(id: 2, phase: .began, at: CGPoint(x: 90, y: 10), timestamp: 0.01)
        window.injectTouch(id: 3, phase: .began, at: CGPoint(x: 50, y: 90), timestamp: 0.02)
        window.injectTouch(id: 2, phase: .moved, at: CGPoint(x: 95, y: 10), timestamp: 0.03)
        window.injectTouch(id: 1, phase: .ended, at: CGPoint(x: 10, y: 10), timestamp: 0.04)
        #expect(view.began == [1, 2, 3])
        #expect(view.allTouchCounts == [1, 2, 3, 3, 3])
        #expect(Set(view.events).count == 1, "the same event object every time")
    }

    @Test("A recognizer that ended, failed or was cancelled keeps that state until the next turn")
    func stateUntilNextTurn() {
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        let window = makeTouchWindow()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        let tap = UITapGestureRecognizer()
        view.addGestureRecognizer(tap)
        injectTap(window, at: CGPoint(x: 20, y: 20))
        #expect(tap.state == .ended)
        CATransaction.flush()
        #expect(tap.state == .possible)

        window.injectTouch(id: 1, phase: .began, at: CGPoint(x: 20, y: 20), timestamp: 1)
        window.injectTouch(id: 1, phase: .moved, at: CGPoint(x: 80, y: 20), timestamp: 1.1)
        #expect(tap.state == .failed, "moved too far")
        window.injectTouch(id: 1, phase: .moved, at: CGPoint(x: 90, y: 20), timestamp: 1.2)
        #expect(tap.state == .possible, "the next event is the next turn")
        window.injectTouch(id: 1, phase: .ended, at: CGPoint(x: 90, y: 20), timestamp: 1.3)
        #expect(tap.state == .possible, "it no longer follows the touch it failed on")

        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(pan)
        window.injectTouch(id: 2, phase: .began, at: CGPoint(x: 20, y: 20), timestamp: 2)
        window.injectTouch(id: 2, phase: .moved, at: CGPoint(x: 80, y: 20), timestamp: 2.1)
        #expect(pan.state == .began)
        window.injectTouch(id: 2, phase: .cancelled, at: CGPoint(x: 80, y: 20), timestamp: 2.2)
        #expect(pan.state == .cancelled)
        _ = window.runUpdateCycle()
        #expect(pan.state == .possible)
    }
}
