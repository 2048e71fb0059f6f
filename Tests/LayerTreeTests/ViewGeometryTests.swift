import LayerTree
import Testing

@Suite("UIView geometry (seeds-inventory §2.1)")
@MainActor
struct ViewGeometryTests {
    @Test("B-G01: frame, center and bounds derive from each other")
    func frameCenterBounds() {
        let view = UIView(frame: .zero)
        view.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        view.center = .zero
        #expect(view.frame == CGRect(x: -50, y: -25, width: 100, height: 50))
    }

    @Test("B-G02: init(frame:) gives bounds (0, 0, size) and the frame's midpoint as centre")
    func initFrame() {
        let view = UIView(frame: CGRect(x: 5, y: 7, width: 30, height: 40))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
        #expect(view.center == CGPoint(x: 20, y: 27))
        #expect(view.frame == CGRect(x: 5, y: 7, width: 30, height: 40))
        #expect(UIView().frame == .zero)
    }

    @Test("B-G03: moving the bounds origin keeps frame and centre and shifts the subviews")
    func boundsOrigin() {
        let window = makeWindow()
        let parent = UIView(frame: CGRect(x: 10, y: 10, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 20, height: 20))
        window.addSubview(parent)
        parent.addSubview(child)
        expectClose(child.convert(CGPoint.zero, to: nil), CGPoint(x: 60, y: 60))
        parent.bounds.origin = CGPoint(x: 8, y: 24)
        #expect(parent.frame == CGRect(x: 10, y: 10, width: 200, height: 200))
        #expect(parent.center == CGPoint(x: 110, y: 110))
        expectClose(child.convert(CGPoint.zero, to: nil), CGPoint(x: 52, y: 36))
        expectClose(parent.convert(CGPoint(x: 8, y: 24), to: nil), CGPoint(x: 10, y: 10))
    }

    @Test("B-G04, B-G05: frame and bounds sizes are coupled; a bounds size change keeps the centre")
    func boundsSize() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.bounds.size = CGSize(width: 200, height: 200)
        #expect(view.center == CGPoint(x: 50, y: 50))
        #expect(view.frame == CGRect(x: -50, y: -50, width: 200, height: 200))
        view.frame.size = CGSize(width: 10, height: 20)
        #expect(view.bounds.size == CGSize(width: 10, height: 20))
    }

    @Test("B-G06: setting the centre moves the frame without resizing it")
    func centerMoves() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        view.center = CGPoint(x: 100, y: 100)
        #expect(view.frame == CGRect(x: 80, y: 85, width: 40, height: 30))
    }

    @Test("B-G09, C-10: the transform turns about the centre; frame is then the enclosing box")
    func transformAboutCenter() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.transform == .identity)
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(view.center == CGPoint(x: 50, y: 25))
        #expect(view.frame == CGRect(x: 25, y: -25, width: 50, height: 100))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(scaleX: 2, y: 3)
        #expect(view.frame == CGRect(x: -50, y: -50, width: 200, height: 150))
    }

    @Test("A changed anchor point moves the transform's origin and the frame")
    func anchorPoint() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.layer.anchorPoint = .zero
        #expect(view.center == CGPoint(x: 50, y: 50))
        #expect(view.frame == CGRect(x: 50, y: 50, width: 100, height: 100))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(view.frame == CGRect(x: -50, y: 50, width: 100, height: 100))
    }

    @Test("B-G11, B-G15: conversions to and from window coordinates through scale and rotation")
    func conversionsThroughTransforms() {
        let window = makeWindow()
        let parent = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        parent.transform = CGAffineTransform(scaleX: 2, y: 2)
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 10, height: 10))
        window.addSubview(parent)
        parent.addSubview(child)
        // Parent: centre (150, 150), scaled ×2 about it, so its (0, 0) is at (50, 50).
        expectClose(parent.convert(CGPoint.zero, to: nil), CGPoint(x: 50, y: 50))
        expectClose(child.convert(CGPoint(x: 5, y: 5), to: nil), CGPoint(x: 80, y: 100))
        expectClose(child.convert(CGPoint(x: 80, y: 100), from: nil), CGPoint(x: 5, y: 5))
        parent.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // Parent (x, y) → centre + rotate(x − 50, y − 50) = (150 − (y − 50), 150 + (x − 50)).
        expectClose(child.convert(CGPoint.zero, to: nil), CGPoint(x: 180, y: 110))
        let sibling = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(sibling)
        expectClose(child.convert(CGPoint.zero, to: sibling), CGPoint(x: 180, y: 110))
        expectClose(sibling.convert(CGPoint(x: 180, y: 110), to: child), CGPoint.zero)
    }

    @Test("B-G16: a rect converted across a 45° rotation becomes the covering rect")
    func rectConversionUnderRotation() {
        let window = makeWindow()
        let rotated = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 4)
        window.addSubview(rotated)
        let converted = rotated.convert(rotated.bounds, to: window)
        let side = 100 * 2.0.squareRoot()
        expectClose(converted, CGRect(x: 150 - side / 2, y: 150 - side / 2, width: side, height: side))
        let back = rotated.convert(converted, from: window)
        #expect(back.width > 199.99 && back.width < 200.01, "the covering rect covers again: \(back)")
    }

    @Test("Conversions with non-zero bounds origins on both sides")
    func boundsOriginsBothSides() {
        let window = makeWindow()
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        a.bounds.origin = CGPoint(x: -10, y: 5)
        let b = UIView(frame: CGRect(x: 50, y: 60, width: 100, height: 100))
        b.bounds.origin = CGPoint(x: 20, y: 30)
        window.addSubview(a)
        window.addSubview(b)
        // a's (x, y) is window (x + 10, y − 5); b's (x, y) is window (x + 30, y + 30).
        expectClose(a.convert(CGPoint(x: 0, y: 0), to: b), CGPoint(x: -20, y: -35))
        expectClose(b.convert(CGPoint(x: -20, y: -35), to: a), .zero)
    }

    @Test("A perspective transform converts points exactly both ways")
    func perspectiveConversion() {
        let window = makeWindow()
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        var t = CATransform3DMakeRotation(.pi / 5, 0, 1, 0)
        t.m34 = -1 / 500
        view.layer.transform = t
        window.addSubview(view)
        let p = CGPoint(x: 90, y: 10)
        expectClose(view.convert(view.convert(p, to: nil), from: nil), p)
        expectClose(view.convert(CGPoint(x: 50, y: 50), to: nil), CGPoint(x: 150, y: 150))
    }

    @Test("B-G18: at screen scale 2 a 50×50-point view draws a 100×100-pixel bitmap")
    func contentScale() throws {
        let window = makeWindow(scale: 2)
        let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(view.contentScaleFactor == UIScreen.main.scale)
        window.addSubview(view)
        #expect(view.contentScaleFactor == 2)
        let commit = window.runUpdateCycle()
        let content = try #require(commit.root?.find(view.layer)?.content)
        #expect(content.image.width == 100 && content.image.height == 100 && content.scale == 2)
        #expect(content.image[0, 0] == Pixel(r: 255, g: 0, b: 0, a: 255) && content.image[1, 1].a == 255)
        #expect(content.image[2, 2].a == 0, "a 1×1-point fill covers 2×2 pixels")
    }

    @Test("Bad geometry is refused with a diagnostic and changes nothing")
    func badGeometry() {
        let view = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        let diagnostics = LayerTreeDiagnostics.capturing {
            view.frame = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)
            view.frame = CGRect(x: 0, y: 0, width: -5, height: 1)
            view.bounds = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)
            view.center = CGPoint(x: 0, y: -CGFloat.infinity)
            view.transform = CGAffineTransform(a: CGFloat.nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
            view.alpha = .nan
            view.layer.transform = CATransform3DMakeScale(.infinity, 1, 1)
            view.contentScaleFactor = 0
        }
        #expect(diagnostics.count == 8)
        #expect(diagnostics.allSatisfy { !$0.description.isEmpty })
        #expect(view.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(view.transform == .identity && view.alpha == 1 && view.contentScaleFactor == 1)
    }
}
