import LayerTree
import Testing

@Suite("UIView defaults and contracts")
@MainActor
struct ViewDefaultsTests {
    @Test("Documented defaults (seeds-inventory §1)")
    func defaults() {
        let view = UIView()
        #expect(view.tag == 0 && view.superview == nil && view.subviews.isEmpty && view.window == nil)
        #expect(view.transform == .identity && view.alpha == 1 && !view.isHidden && !view.clipsToBounds)
        #expect(view.isOpaque && view.clearsContextBeforeDrawing && view.backgroundColor == nil)
        #expect(view.contentMode == .scaleToFill && view.contentStretch == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(view.autoresizingMask == [] && view.autoresizesSubviews)
        #expect(view.isUserInteractionEnabled && !view.isMultipleTouchEnabled && !view.isExclusiveTouch)
        #expect(view.mask == nil && view.tintAdjustmentMode == .normal && view.tintColor == .systemBlue)
        #expect(view.contentScaleFactor == UIScreen.main.scale && view.layer.needsDisplay())
        #expect(!view.canBecomeFirstResponder && !view.isFirstResponder && view.next == nil)
        #expect(UIView.hitTestAlphaThreshold == 0.01)
    }

    @Test("B-L09, D-LAY-2: a scaled view autoresizes through its frame; a turned one is left alone")
    func autoresizingUnderTransform() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        child.autoresizingMask = .flexibleWidth
        child.transform = CGAffineTransform(scaleX: 2, y: 2)
        parent.addSubview(child)
        #expect(child.frame == CGRect(x: -25, y: -25, width: 100, height: 100))
        parent.frame.size.width = 200
        // The frame widens by the whole 100 points; the bounds, scaled by 2, by 50.
        #expect(child.frame == CGRect(x: -25, y: -25, width: 200, height: 100))
        #expect(child.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(child.center == CGPoint(x: 75, y: 25))

        let turned = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        turned.autoresizingMask = .flexibleWidth
        turned.transform = CGAffineTransform(rotationAngle: .pi / 6)
        parent.addSubview(turned)
        let before = (turned.bounds, turned.center)
        parent.frame.size.width = 300
        #expect(turned.bounds == before.0 && turned.center == before.1)
    }

    @Test("B-D09: the drawing context is current only during draw(_:)")
    func contextOnlyDuringDraw() {
        final class Probe: UIView {
            var hadContext = false
            override func draw(_ rect: CGRect) { hadContext = UIGraphicsGetCurrentContext() != nil }
        }
        #expect(UIGraphicsGetCurrentContext() == nil)
        let window = makeWindow()
        let probe = Probe(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        window.addSubview(probe)
        _ = window.runUpdateCycle()
        #expect(probe.hadContext && UIGraphicsGetCurrentContext() == nil)
    }

    @Test("UICoordinateSpace conversions go through the views")
    func coordinateSpace() {
        let window = makeWindow()
        let a = UIView(frame: CGRect(x: 10, y: 20, width: 10, height: 10))
        window.addSubview(a)
        let space: UICoordinateSpace = window
        #expect(a.convert(CGPoint(x: 1, y: 1), to: space) == CGPoint(x: 11, y: 21))
        #expect(a.convert(CGRect(x: 11, y: 21, width: 1, height: 1), from: space) == CGRect(x: 1, y: 1, width: 1, height: 1))
    }

    @Test("First responder: only views that accept it; removal from the window resigns it")
    func firstResponder() {
        final class Field: UIView { override var canBecomeFirstResponder: Bool { true } }
        let window = makeWindow()
        let field = Field(), plain = UIView()
        window.addSubview(field)
        window.addSubview(plain)
        #expect(!plain.becomeFirstResponder())
        #expect(field.becomeFirstResponder() && field.isFirstResponder)
        field.removeFromSuperview()
        #expect(!field.isFirstResponder)
        window.addSubview(field)
        #expect(field.becomeFirstResponder() && field.resignFirstResponder() && !field.isFirstResponder)
    }
}
