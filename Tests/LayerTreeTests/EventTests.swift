import LayerTree
import Testing

/// Records the touches it receives and does not pass them on unless told to.
final class TouchLog: UIView {
    var name = ""
    var log: [String]?
    var locations: [CGPoint] = []
    var forwards = false

    convenience init(_ name: String, frame: CGRect, log: inout [String]) {
        self.init(frame: frame)
        self.name = name
    }

    private func note(_ what: String, _ touches: Set<UITouch>) {
        Journal.entries.append("\(name).\(what)")
        locations += touches.map { $0.location(in: self) }
    }

    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) {
        note("began", t)
        if forwards { super.touchesBegan(t, with: e) }
    }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) {
        note("moved", t)
        if forwards { super.touchesMoved(t, with: e) }
    }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) {
        note("ended", t)
        if forwards { super.touchesEnded(t, with: e) }
    }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) {
        note("cancelled", t)
        if forwards { super.touchesCancelled(t, with: e) }
    }
}

/// A window that records what reaches it through the responder chain.
final class LoggingWindow: UIWindow {
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { Journal.entries.append("window.began") }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { Journal.entries.append("window.ended") }
}

@MainActor
enum Journal {
    static var entries: [String] = []
}

@MainActor
func makeTouchWindow() -> LoggingWindow {
    Journal.entries = []
    let window = LoggingWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.makeKeyAndVisible()
    return window
}

@MainActor
func injectTap(_ window: UIWindow, at point: CGPoint, id: Int = 1, time: TimeInterval = 0) {
    window.injectTouch(id: id, phase: .began, at: point, timestamp: time)
    window.injectTouch(id: id, phase: .ended, at: point, timestamp: time + 0.05)
}

@Suite("Touch delivery and the responder chain (issue 8)")
@MainActor
struct EventTests {
    var scratch: [String] = []

    @Test("The hit view receives the whole touch, with locations in its own coordinates")
    func delivery() {
        var log: [String] = []
        let window = makeTouchWindow()
        let parent = TouchLog("parent", frame: CGRect(x: 100, y: 100, width: 100, height: 100), log: &log)
        parent.bounds.origin = CGPoint(x: 10, y: 10)
        let child = TouchLog("child", frame: CGRect(x: 10, y: 10, width: 50, height: 50), log: &log)
        child.transform = CGAffineTransform(scaleX: 2, y: 2)
        window.addSubview(parent)
        parent.addSubview(child)
        // Window (125, 125) is parent (35, 35): the child's centre, which stays child (25, 25) under the scale.
        window.injectTouch(id: 1, phase: .began, at: CGPoint(x: 125, y: 125), timestamp: 0)
        window.injectTouch(id: 1, phase: .moved, at: CGPoint(x: 300, y: 300), timestamp: 0.1)
        window.injectTouch(id: 1, phase: .ended, at: CGPoint(x: 300, y: 300), timestamp: 0.2)
        #expect(Journal.entries == ["child.began", "child.moved", "child.ended"], "the same view until it ends")
        expectClose(child.locations[0], CGPoint(x: 25, y: 25))
    }

    @Test("Unhandled touches travel up the responder chain to the window")
    func responderChain() {
        var log: [String] = []
        let window = makeTouchWindow()
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let forwarding = TouchLog("inner", frame: CGRect(x: 0, y: 0, width: 50, height: 50), log: &log)
        forwarding.forwards = true
        window.addSubview(plain)
        plain.addSubview(forwarding)
        injectTap(window, at: CGPoint(x: 10, y: 10))
        #expect(Journal.entries == ["inner.began", "window.began", "inner.ended", "window.ended"])
        #expect(forwarding.next === plain && plain.next === window && window.next === UIApplication.shared)
    }

    @Test("Hidden, disabled and nearly transparent views get no touches")
    func excluded() {
        var log: [String] = []
        let window = makeTouchWindow()
        let back = TouchLog("back", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: &log)
        let front = TouchLog("front", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: &log)
        window.addSubview(back)
        window.addSubview(front)
        for exclude in [{ front.isHidden = true }, { front.isUserInteractionEnabled = false }, { front.alpha = 0.001 }] {
            front.isHidden = false
            front.isUserInteractionEnabled = true
            front.alpha = 1
            exclude()
            Journal.entries = []
            injectTap(window, at: CGPoint(x: 50, y: 50))
            #expect(Journal.entries == ["back.began", "back.ended"])
        }
    }

    @Test("Without isMultipleTouchEnabled a second finger on the view is not delivered; other views still get theirs")
    func multipleTouch() {
        var log: [String] = []
        let window = makeTouchWindow()
        let a = TouchLog("a", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: &log)
        let b = TouchLog("b", frame: CGRect(x: 100, y: 0, width: 100, height: 100), log: &log)
        window.addSubview(a)
        window.addSubview(b)
        window.injectTouch(id: 1, phase: .began, at: CGPoint(x: 10, y: 10), timestamp: 0)
        window.injectTouch(id: 2, phase: .began, at: CGPoint(x: 20, y: 20), timestamp: 0.01)
        window.injectTouch(id: 3, phase: .began, at: CGPoint(x: 150, y: 10), timestamp: 0.02)
        #expect(Journal.entries == ["a.began", "b.began"])
        a.isMultipleTouchEnabled = true
        window.injectTouch(id: 4, phase: .began, at: CGPoint(x: 30, y: 30), timestamp: 0.03)
        #expect(Journal.entries == ["a.began", "b.began", "a.began"])
    }

    @Test("An exclusive-touch view keeps other views of the window from touches while it tracks one")
    func exclusiveTouch() {
        var log: [String] = []
        let window = makeTouchWindow()
        let a = TouchLog("a", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: &log)
        let b = TouchLog("b", frame: CGRect(x: 100, y: 0, width: 100, height: 100), log: &log)
        a.isExclusiveTouch = true
        window.addSubview(a)
        window.addSubview(b)
        window.injectTouch(id: 1, phase: .began, at: CGPoint(x: 10, y: 10), timestamp: 0)
        window.injectTouch(id: 2, phase: .began, at: CGPoint(x: 150, y: 10), timestamp: 0.01)
        window.injectTouch(id: 1, phase: .ended, at: CGPoint(x: 10, y: 10), timestamp: 0.02)
        window.injectTouch(id: 3, phase: .began, at: CGPoint(x: 150, y: 10), timestamp: 0.03)
        #expect(Journal.entries == ["a.began", "a.ended", "b.began"])
        window.injectTouch(id: 4, phase: .began, at: CGPoint(x: 10, y: 10), timestamp: 0.04)
        #expect(Journal.entries == ["a.began", "a.ended", "b.began"], "nor does it start while others track touches")
    }

    @Test("Tap counts grow for quick taps at the same place")
    func tapCount() {
        let window = makeTouchWindow()
        final class Counter: UIView {
            var counts: [Int] = []
            override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { counts += t.map(\.tapCount) }
        }
        let view = Counter(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(view)
        injectTap(window, at: CGPoint(x: 50, y: 50), time: 0)
        injectTap(window, at: CGPoint(x: 52, y: 50), time: 0.2)
        injectTap(window, at: CGPoint(x: 52, y: 50), time: 1.0)
        injectTap(window, at: CGPoint(x: 150, y: 150), time: 1.1)
        #expect(view.counts == [1, 2, 1, 1])
    }

    @Test("endEditing resigns the first responder in the subtree; hiding it does not (C-04)")
    func firstResponder() {
        final class Field: UIView {
            var allowsResign = true
            override var canBecomeFirstResponder: Bool { true }
            override var canResignFirstResponder: Bool { allowsResign }
        }
        let window = makeTouchWindow()
        let form = UIView(frame: window.bounds)
        let field = Field(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(form)
        form.addSubview(field)
        field.becomeFirstResponder()
        field.isHidden = true
        #expect(field.isFirstResponder, "hiding does not resign (the Windows and Views guide)")
        field.allowsResign = false
        #expect(!form.endEditing(false) && field.isFirstResponder)
        #expect(form.endEditing(true) && !field.isFirstResponder)
        #expect(form.endEditing(false), "nothing to resign")
    }

    @Test("While the application ignores interaction events, touches are dropped")
    func ignoring() {
        var log: [String] = []
        let window = makeTouchWindow()
        window.addSubview(TouchLog("v", frame: window.bounds, log: &log))
        UIApplication.shared.beginIgnoringInteractionEvents()
        injectTap(window, at: CGPoint(x: 5, y: 5))
        UIApplication.shared.endIgnoringInteractionEvents()
        #expect(Journal.entries.isEmpty && !UIApplication.shared.isIgnoringInteractionEvents)
    }
}
