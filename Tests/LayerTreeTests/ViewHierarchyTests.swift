import LayerTree
import Testing

/// Records the hierarchy callbacks it receives, in order, into a shared log.
final class RecordingView: UIView {
    var name = ""
    var log: Log?

    final class Log { var entries: [String] = [] }

    convenience init(_ name: String, log: Log) {
        self.init(frame: .zero)
        self.name = name
        self.log = log
    }

    override func didAddSubview(_ subview: UIView) {
        log?.entries.append("\(name).didAddSubview(\((subview as? RecordingView)?.name ?? "?"))")
    }
    override func willRemoveSubview(_ subview: UIView) {
        log?.entries.append("\(name).willRemoveSubview(\((subview as? RecordingView)?.name ?? "?"))")
    }
    override func willMove(toSuperview newSuperview: UIView?) {
        log?.entries.append("\(name).willMove(toSuperview: \((newSuperview as? RecordingView)?.name ?? "nil"))")
    }
    override func didMoveToSuperview() { log?.entries.append("\(name).didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) {
        log?.entries.append("\(name).willMove(toWindow: \(newWindow == nil ? "nil" : "window"))")
    }
    override func didMoveToWindow() { log?.entries.append("\(name).didMoveToWindow(\(window == nil ? "nil" : "window"))") }
}

@Suite("UIView hierarchy (seeds-inventory §2.2, §2.3)")
@MainActor
struct ViewHierarchyTests {
    @Test("B-H01, B-H05: addSubview appends; index 0 is the back; layers follow the same order")
    func addAppends() {
        let parent = UIView(), a = UIView(), b = UIView(), c = UIView()
        #expect(parent.subviews.isEmpty && a.superview == nil)
        parent.addSubview(a)
        parent.addSubview(b)
        parent.addSubview(c)
        #expect(parent.subviews == [a, b, c])
        #expect(parent.layer.sublayers?.map { $0 === a.layer } == [true, false, false])
        #expect(parent.layer.sublayers?.last === c.layer)
        parent.addSubview(a)
        #expect(parent.subviews == [b, c, a], "re-adding moves to the front")
        #expect(parent.layer.sublayers?.last === a.layer)
    }

    @Test("B-H02, B-H03: a view has one superview; adding moves it; the superview is its next responder")
    func oneSuperview() {
        let first = UIView(), second = UIView(), child = UIView()
        first.addSubview(child)
        #expect(child.next === first)
        second.addSubview(child)
        #expect(first.subviews.isEmpty && second.subviews == [child] && child.superview === second)
        #expect(child.next === second && child.layer.superlayer === second.layer)
    }

    @Test("B-H06: bringSubviewToFront and sendSubviewToBack move to the end and the start")
    func bringAndSend() {
        let parent = UIView(), a = UIView(), b = UIView(), c = UIView()
        [a, b, c].forEach(parent.addSubview)
        parent.bringSubviewToFront(a)
        #expect(parent.subviews == [b, c, a])
        parent.sendSubviewToBack(c)
        #expect(parent.subviews == [c, b, a])
        #expect(parent.layer.sublayers!.map { $0 } == [c.layer, b.layer, a.layer])
    }

    @Test("B-H07, B-H08: insert at an index, above and below a sibling")
    func inserts() {
        let parent = UIView(), a = UIView(), b = UIView(), x = UIView(), y = UIView(), z = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(x, at: 1)
        #expect(parent.subviews == [a, x, b])
        parent.insertSubview(y, aboveSubview: a)
        #expect(parent.subviews == [a, y, x, b])
        parent.insertSubview(z, belowSubview: a)
        #expect(parent.subviews == [z, a, y, x, b])
        parent.insertSubview(b, at: 0)
        #expect(parent.subviews == [b, z, a, y, x])
        #expect(parent.layer.sublayers!.map { $0 } == parent.subviews.map(\.layer))
    }

    @Test("B-H09: exchangeSubview swaps positions only")
    func exchange() {
        let parent = UIView(), a = UIView(), b = UIView(), c = UIView()
        [a, b, c].forEach(parent.addSubview)
        parent.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(parent.subviews == [c, b, a] && a.superview === parent && c.superview === parent)
        #expect(parent.layer.sublayers!.map { $0 } == [c.layer, b.layer, a.layer])
    }

    @Test("B-H10: isDescendant(of:) is reflexive and transitive")
    func descendant() {
        let a = UIView(), b = UIView(), c = UIView(), other = UIView()
        a.addSubview(b)
        b.addSubview(c)
        #expect(c.isDescendant(of: a) && c.isDescendant(of: b) && c.isDescendant(of: c))
        #expect(!a.isDescendant(of: c) && !c.isDescendant(of: other))
    }

    @Test("B-H11, B-H12: removeFromSuperview unlinks superview, window and responder chain")
    func remove() {
        let window = makeWindow()
        let view = UIView(), child = UIView()
        window.addSubview(view)
        view.addSubview(child)
        #expect(view.window === window && child.window === window)
        view.removeFromSuperview()
        #expect(view.superview == nil && view.window == nil && child.window == nil && view.next == nil)
        #expect(window.subviews.isEmpty && view.layer.superlayer == nil)
        view.removeFromSuperview()
    }

    @Test("B-H13, B-H14: viewWithTag searches depth-first from the receiver; tags default to 0")
    func tags() {
        let root = UIView(), a = UIView(), a1 = UIView(), b = UIView()
        root.addSubview(a)
        a.addSubview(a1)
        root.addSubview(b)
        #expect(root.tag == 0 && root.viewWithTag(0) === root)
        a1.tag = 7
        b.tag = 7
        #expect(root.viewWithTag(7) === a1, "depth first: a's subtree before b")
        #expect(b.viewWithTag(7) === b && root.viewWithTag(8) == nil)
    }

    @Test("A view added to itself or to its own descendant is refused; no cycle forms")
    func cyclesRefused() {
        let a = UIView(), b = UIView(), c = UIView()
        a.addSubview(b)
        b.addSubview(c)
        let diagnostics = LayerTreeDiagnostics.capturing {
            a.addSubview(a)
            c.addSubview(a)
            c.insertSubview(b, at: 0)
            b.insertSubview(a, aboveSubview: c)
            c.layer.addSublayer(a.layer)
        }
        #expect(diagnostics.count == 5)
        #expect(a.superview == nil && a.subviews == [b] && b.subviews == [c] && c.subviews.isEmpty)
        #expect(a.layer.superlayer == nil && c.layer.sublayers == nil)
    }

    @Test("Out-of-range indices and strangers are refused and change nothing")
    func badIndices() {
        let parent = UIView(), a = UIView(), b = UIView(), stranger = UIView()
        parent.addSubview(a)
        let diagnostics = LayerTreeDiagnostics.capturing {
            parent.insertSubview(b, at: 2)
            parent.insertSubview(b, at: -1)
            parent.exchangeSubview(at: 0, withSubviewAt: 1)
            parent.bringSubviewToFront(stranger)
            parent.insertSubview(b, aboveSubview: stranger)
            parent.layer.insertSublayer(b.layer, at: 5)
        }
        #expect(diagnostics.count == 6)
        #expect(parent.subviews == [a] && b.superview == nil && parent.layer.sublayers!.count == 1)
    }

    @Test("B-O01…B-O07: the callbacks of a move, in order")
    func callbackOrder() {
        let log = RecordingView.Log()
        let window = makeWindow()
        let a = RecordingView("a", log: log), b = RecordingView("b", log: log)
        let v = RecordingView("v", log: log), child = RecordingView("child", log: log)
        window.addSubview(a)
        v.addSubview(child)
        log.entries.removeAll()

        a.addSubview(v)
        #expect(
            log.entries == [
                "v.willMove(toSuperview: a)", "v.willMove(toWindow: window)", "child.willMove(toWindow: window)",
                "v.didMoveToWindow(window)", "child.didMoveToWindow(window)", "v.didMoveToSuperview", "a.didAddSubview(v)",
            ])
        log.entries.removeAll()

        b.addSubview(v)  // b is not in a window
        #expect(
            log.entries == [
                "a.willRemoveSubview(v)", "v.willMove(toSuperview: b)", "v.willMove(toWindow: nil)",
                "child.willMove(toWindow: nil)", "v.didMoveToWindow(nil)", "child.didMoveToWindow(nil)",
                "v.didMoveToSuperview", "b.didAddSubview(v)",
            ])
        log.entries.removeAll()

        v.removeFromSuperview()
        #expect(
            log.entries == ["b.willRemoveSubview(v)", "v.willMove(toSuperview: nil)", "v.didMoveToSuperview"],
            "no window change: no window callbacks")
    }

    @Test("B-D21, B-D22: the layer comes from layerClass, once, with the view as its delegate")
    func layerClass() {
        final class CustomLayer: CALayer {}
        final class CustomView: UIView { override class var layerClass: AnyClass { CustomLayer.self } }
        let view = CustomView()
        #expect(view.layer is CustomLayer && view.layer.delegate === view)
        #expect(type(of: UIView().layer) == CALayer.self)
    }

    @Test("Windows start hidden and become key and visible")
    func windowBasics() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(window.isHidden && !window.isKeyWindow && window.window === window)
        window.makeKeyAndVisible()
        #expect(!window.isHidden && window.isKeyWindow)
        let other = makeWindow()
        #expect(other.isKeyWindow && !window.isKeyWindow)
    }

    @Test("Window coordinates to screen coordinates and to another window")
    func windowConversions() {
        let a = UIWindow(frame: CGRect(x: 100, y: 50, width: 200, height: 200))
        let b = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(a.convert(CGPoint(x: 10, y: 10), to: nil as UIWindow?) == CGPoint(x: 110, y: 60))
        #expect(a.convert(CGPoint(x: 10, y: 10), to: b) == CGPoint(x: 110, y: 60))
        #expect(b.convert(CGPoint(x: 110, y: 60), to: a) == CGPoint(x: 10, y: 10))
        #expect(a.convert(CGPoint(x: 110, y: 60), from: nil as UIWindow?) == CGPoint(x: 10, y: 10))
    }
}
