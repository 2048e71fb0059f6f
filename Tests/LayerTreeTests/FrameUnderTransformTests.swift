import LayerTree
import Testing

/// Issue 12, item 1: setting `frame` under a transform sizes the bounds so that the transformed
/// bounds fill the frame, and centres the view on it (docs/uikit-decisions.md, C-10).
@Suite("frame under a transform")
@MainActor
struct FrameUnderTransformTests {
    @Test("A scale divides the frame size into the bounds size; the centre is the frame's midpoint")
    func scale() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(scaleX: 2, y: 3)
        view.frame = CGRect(x: 10, y: 20, width: 200, height: 90)
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 30))
        #expect(view.center == CGPoint(x: 110, y: 65))
        #expect(view.frame == CGRect(x: 10, y: 20, width: 200, height: 90))
    }

    @Test("The numbers of GNUstep's Apple-checked geometry test: scale (2, 4), frame (10, 20, 100, 50)")
    func gnustepScale() {
        let layer = CALayer()
        layer.transform = CATransform3DMakeScale(2, 4, 1)
        layer.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(layer.bounds.size == CGSize(width: 50, height: 12.5))
        #expect(layer.position == CGPoint(x: 60, y: 45))
    }

    @Test("A negative scale (a mirror) gives a positive bounds size")
    func mirror() {
        let view = UIView(frame: .zero)
        view.transform = CGAffineTransform(scaleX: -2, y: 1)
        view.frame = CGRect(x: 0, y: 0, width: 80, height: 40)
        #expect(view.bounds.size == CGSize(width: 40, height: 40))
        #expect(view.frame == CGRect(x: 0, y: 0, width: 80, height: 40))
    }

    @Test("A quarter turn swaps width and height")
    func quarterTurn() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        view.frame = CGRect(x: 0, y: 0, width: 50, height: 100)
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 25, y: 50))
        #expect(view.frame == CGRect(x: 0, y: 0, width: 50, height: 100))
    }

    @Test("A translation in the transform is taken back out of the position")
    func translation() {
        let layer = CALayer()
        layer.transform = CATransform3DMakeTranslation(10, 20, 0)
        layer.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(layer.bounds.size == CGSize(width: 100, height: 50))
        #expect(layer.position == CGPoint(x: 50, y: 25))
        #expect(layer.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    }

    @Test("An anchor point off the centre: the transformed bounds still fill the frame")
    func anchorOffCentre() {
        let layer = CALayer()
        layer.anchorPoint = .zero
        layer.transform = CATransform3DMakeScale(2, 2, 1)
        layer.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        #expect(layer.bounds.size == CGSize(width: 100, height: 50))
        #expect(layer.position == .zero)
        layer.anchorPoint = CGPoint(x: 1, y: 1)
        layer.frame = CGRect(x: 10, y: 10, width: 40, height: 20)
        #expect(layer.bounds.size == CGSize(width: 20, height: 10))
        #expect(layer.position == CGPoint(x: 50, y: 30))
        #expect(layer.frame == CGRect(x: 10, y: 10, width: 40, height: 20))
    }

    @Test("A 45° turn: the bounds are the box of the frame turned back; the frame read back encloses them")
    func eighthTurn() {
        let view = UIView(frame: .zero)
        view.transform = CGAffineTransform(rotationAngle: .pi / 4)
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let side = 100 * 2.0.squareRoot()
        #expect(abs(view.bounds.width - side) < 1e-9 && abs(view.bounds.height - side) < 1e-9)
        #expect(view.center == CGPoint(x: 50, y: 50))
        expectClose(view.frame, CGRect(x: -50, y: -50, width: 200, height: 200))
    }

    @Test("A singular transform keeps the bounds size and moves the centre only")
    func singular() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 40))
        view.transform = CGAffineTransform(scaleX: 0, y: 1)
        view.frame = CGRect(x: 100, y: 100, width: 10, height: 10)
        #expect(view.bounds.size == CGSize(width: 30, height: 40))
        #expect(view.center == CGPoint(x: 105, y: 105))
    }

    @Test("Hit-testing and conversions follow the corrected bounds")
    func conversionsFollow() {
        let window = makeWindow()
        let view = UIView(frame: .zero)
        window.addSubview(view)
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        view.frame = CGRect(x: 100, y: 100, width: 100, height: 60)
        #expect(view.bounds.size == CGSize(width: 50, height: 30))
        expectClose(view.convert(CGPoint.zero, to: nil), CGPoint(x: 100, y: 100))
        expectClose(view.convert(CGPoint(x: 50, y: 30), to: nil), CGPoint(x: 200, y: 160))
        #expect(window.hitTest(CGPoint(x: 199, y: 159), with: nil) === view)
        #expect(window.hitTest(CGPoint(x: 201, y: 150), with: nil) === window)
    }
}
