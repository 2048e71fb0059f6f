import Foundation
import GLCompositor
import Graphics
import LayerTree
import Testing

@Suite("Layer shadows: drawn by the compositor")
@MainActor
struct ShadowRenderingTests {
    /// A white card at (20, 20, 60×60) in a white 100×100 window, casting a black shadow of
    /// opacity 1 and radius 4, not offset.
    func card(_ configure: (UIView) -> Void = { _ in }) throws -> (CompositorHarness, UIView) {
        let h = try CompositorHarness()
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
        card.backgroundColor = .white
        card.layer.shadowOpacity = 1
        card.layer.shadowRadius = 4
        card.layer.shadowOffset = .zero
        configure(card)
        h.window.addSubview(card)
        return (h, card)
    }

    /// The reference: a Gaussian (σ = 4) blur of the card's edge, `d` points outside it.
    func reference(outside d: Double) -> UInt8 {
        let coverage = 0.5 * erfc(d / (4 * 2.0.squareRoot()))
        return UInt8((255 * (1 - coverage)).rounded())
    }

    @Test("The falloff beside an edge matches a Gaussian blur within 2/255")
    func falloff() throws {
        let (h, _) = try card()
        let image = try h.snapshot()
        for x in [19, 18, 16, 13, 10, 7] {  // pixel centres x + 0.5, left of the edge at 20
            let d = 20 - (Double(x) + 0.5)
            let expected = reference(outside: d)
            expectPixel(image, x, 50, Pixel(r: expected, g: expected, b: expected, a: 255), tolerance: 2, "\(d) outside")
        }
        expectPixel(image, 50, 50, white, "the card covers its shadow")
        expectPixel(image, 2, 50, white, "beyond three standard deviations")
        try h.expectNoGLErrors()
    }

    @Test("Offset and rounded: the shadow follows shadowOffset; the corner is lighter than the edge")
    func offsetAndRounded() throws {
        let (h, _) = try card { card in
            card.layer.shadowOffset = CGSize(width: 0, height: 10)
            card.layer.cornerRadius = 12
        }
        let image = try h.snapshot()
        expectPixel(image, 50, 12, white, "above, past three standard deviations: the shadow moved down")
        #expect(image[50, 84].r < 200, "below the card: dark \(image[50, 84])")
        #expect(image[82, 88].r > image[50, 88].r, "a rounded corner casts less than the edge")
    }

    @Test("masksToBounds hides the shadow around the bounds, as on iOS")
    func maskedAway() throws {
        let (h, _) = try card { $0.clipsToBounds = true }
        expectPixel(try h.snapshot(), 18, 50, white)
    }

    @Test("A shadowPath of another shape is blurred on the CPU once; moving and fading it uploads nothing")
    func pathShadowCosts() throws {
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        let (h, card) = try card { card in
            card.backgroundColor = .clear
            card.layer.shadowPath = CGPath(ellipseIn: CGRect(x: 10, y: 10, width: 40, height: 40), transform: nil)
            card.layer.shadowOpacity = 0.5
        }
        let image = try h.snapshot()
        expectPixel(image, 50, 50, Pixel(r: 128, g: 128, b: 128, a: 255), tolerance: 3, "the disc's middle: half black")
        expectPixel(image, 22, 22, white, tolerance: 3, "outside the disc, beyond the blur")
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { card.center.x += 10 })
        let fade = CABasicAnimation(keyPath: "shadowOpacity")
        fade.fromValue = 0.5
        fade.toValue = 0
        fade.duration = 1
        card.layer.add(fade, forKey: "fade")
        var uploaded = 0, blurred = 0
        for _ in 0..<30 {
            MediaClock.advance(by: 1.0 / 60)
            blurred += h.window.runUpdateCycle().stats.shadowsBlurred
            uploaded += try h.render().bytesUploaded
        }
        #expect(uploaded == 0 && blurred == 0)
    }

    @Test("A shadow follows maskedCorners: square where the layer is square")
    func maskedCornersShadow() throws {
        let (h, _) = try card { card in
            card.layer.cornerRadius = 20
            card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]  // the top only
        }
        let image = try h.snapshot()
        // Just outside each corner on the diagonal: a square corner casts more than a rounded one.
        #expect(
            image[18, 82].r + 20 < image[18, 18].r, "bottom left square \(image[18, 82]) vs top left rounded \(image[18, 18])")
    }

    @Test("A bitmap's shadow follows its bounds when they change without a redraw")
    func contentsShadowFollowsBounds() throws {
        let h = try CompositorHarness()
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        layer.contents = CGImage(
            pixels: try {
                let canvas = try BitmapCanvas(width: 8, height: 8)
                canvas.context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
                canvas.context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
                return canvas.makeImage()
            }())
        layer.shadowOpacity = 1
        layer.shadowRadius = 2
        layer.shadowOffset = CGSize(width: 0, height: 0)
        h.window.layer.addSublayer(layer)
        _ = try h.snapshot()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.frame = CGRect(x: 10, y: 10, width: 60, height: 60)
        CATransaction.commit()
        let image = try h.snapshot()
        #expect(image[71, 40].r < 200, "just beside the new right edge: shadowed \(image[71, 40])")
        expectPixel(image, 33, 40, blue, "the stretched contents")
    }

    @Test("A ring whose shadowOpacity animates keeps its shadow all the way")
    func ringShadowWhileFading() throws {
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        let h = try CompositorHarness()
        let ring = CAShapeLayer()
        ring.path = CGPath(ellipseIn: CGRect(x: 20, y: 20, width: 60, height: 60), transform: nil)
        ring.fillColor = nil
        ring.strokeColor = UIColor.white.cgColor
        ring.lineWidth = 6
        ring.shadowRadius = 3
        ring.shadowOffset = CGSize(width: 0, height: 6)
        h.window.layer.addSublayer(ring)
        try h.render()
        let fade = CABasicAnimation(keyPath: "shadowOpacity")
        fade.fromValue = 1
        fade.toValue = 1
        fade.duration = 1
        ring.add(fade, forKey: "fade")
        try h.render()
        MediaClock.advance(by: 0.5)
        let image = try h.snapshot()
        #expect(image[50, 86].r < 200, "the shadow under the ring's bottom: \(image[50, 86])")
    }

    @Test("A shape's shadow blurred from its bitmap is upright: a triangle's wide side casts at the bottom")
    func uprightBitmapShadow() throws {
        let h = try CompositorHarness()
        let triangle = CAShapeLayer()
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 50, y: 5))  // apex at the top
        path.addLine(to: CGPoint(x: 80, y: 45))
        path.addLine(to: CGPoint(x: 20, y: 45))
        path.closeSubpath()
        triangle.path = path
        triangle.fillColor = UIColor.white.cgColor
        triangle.shadowOpacity = 1
        triangle.shadowRadius = 1
        triangle.shadowOffset = CGSize(width: 0, height: 50)
        h.window.layer.addSublayer(triangle)
        let image = try h.snapshot()
        #expect(image[25, 92].r < 80, "the shadow's wide bottom-left corner: \(image[25, 92])")
        #expect(image[25, 58].r > 200, "nothing at its top left (the apex is in the middle): \(image[25, 58])")
    }
}
