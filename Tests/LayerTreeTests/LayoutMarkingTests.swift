import LayerTree
import Testing

/// Issue 12, item 4: what marks a view or layer for layout, as UIKit does it.
@Suite("Layout marking")
@MainActor
struct LayoutMarkingTests {
    final class CountingView: UIView {
        var layouts = 0
        var onLayout: (CountingView) -> Void = { _ in }
        override func layoutSubviews() {
            layouts += 1
            onLayout(self)
        }
    }

    @Test("A new view needs layout; a new layer does not")
    func newView() {
        let view = UIView(frame: .zero)
        #expect(view.layer.needsLayout())
        view.layoutIfNeeded()
        #expect(!view.layer.needsLayout())
        #expect(!CALayer().needsLayout())
    }

    @Test("Adding a subview marks the receiver and the added view; removing one marks the old superview")
    func addingAndRemoving() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.layoutIfNeeded()
        child.layoutIfNeeded()
        parent.addSubview(child)
        #expect(parent.layer.needsLayout() && child.layer.needsLayout())
        parent.layoutIfNeeded()
        #expect(!parent.layer.needsLayout() && !child.layer.needsLayout())
        child.removeFromSuperview()
        #expect(parent.layer.needsLayout())
        #expect(!child.layer.needsLayout())
    }

    @Test("Sublayers coming and going mark the superlayer; an added bare layer keeps its own mark")
    func sublayers() {
        let parent = CALayer()
        let sublayer = CALayer()
        parent.addSublayer(sublayer)
        #expect(parent.needsLayout() && !sublayer.needsLayout(), "GNUstep's Apple-checked layout.m")
        parent.layoutIfNeeded()
        sublayer.removeFromSuperlayer()
        #expect(parent.needsLayout())
    }

    @Test("A bounds size change marks the layer and its superlayer; a move alone marks neither")
    func sizeChanges() {
        let window = makeWindow()
        let parent = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(parent)
        parent.addSubview(child)
        _ = window.runUpdateCycle()
        #expect(parent.layouts == 1 && child.layouts == 1)
        child.center = CGPoint(x: 40, y: 40)
        #expect(!parent.layer.needsLayout() && !child.layer.needsLayout())
        _ = window.runUpdateCycle()
        #expect(parent.layouts == 1 && child.layouts == 1)
        child.bounds.size = CGSize(width: 20, height: 20)
        #expect(parent.layer.needsLayout() && child.layer.needsLayout())
        _ = window.runUpdateCycle()
        #expect(parent.layouts == 2 && child.layouts == 2, "the superview's layoutSubviews runs")
        child.bounds.origin = CGPoint(x: 5, y: 5)
        #expect(!parent.layer.needsLayout())
    }

    @Test("Sizing subviews inside layoutSubviews does not lay the superview out again")
    func noFeedbackLoop() {
        let window = makeWindow()
        let parent = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = CountingView(frame: .zero)
        parent.onLayout = { view in
            child.frame = CGRect(x: 0, y: 0, width: view.bounds.width / 2, height: 10)
            if child.superview == nil { view.addSubview(child) }
        }
        window.addSubview(parent)
        _ = window.runUpdateCycle()
        #expect(parent.layouts == 1 && child.layouts == 1)
        #expect(child.frame.width == 50)
        #expect(!parent.layer.needsLayout() && !child.layer.needsLayout())
        parent.frame.size.width = 300
        _ = window.runUpdateCycle()
        #expect(parent.layouts == 2 && child.layouts == 2 && child.frame.width == 150)
    }
}
