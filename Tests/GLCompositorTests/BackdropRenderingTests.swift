import Foundation
import GLCompositor
import Graphics
import Testing

@testable import LayerTree

@Suite("Backdrop blur: visual effect views drawn by the compositor")
@MainActor
struct BackdropRenderingTests {
    /// A window `width` × 100 whose left half is black and right half white (the edge at
    /// x = width / 2), and a backdrop layer over `frame` blurring by `radius` with no tint.
    func edgeScene(width: CGFloat, frame: CGRect, radius: CGFloat) throws -> (CompositorHarness, BackdropLayer) {
        let h = try CompositorHarness(width: width, height: 100)
        let black = UIView(frame: CGRect(x: 0, y: 0, width: width / 2, height: 100))
        black.backgroundColor = .black
        h.window.addSubview(black)
        let layer = BackdropLayer()
        layer.frame = frame
        layer.blurRadius = radius
        h.window.layer.addSublayer(layer)
        return (h, layer)
    }

    /// The white share of a pixel centre `d` pixels right of a black/white edge blurred by a
    /// Gaussian of `sigma`: the normal distribution's integral.
    func ramp(_ d: Double, sigma: Double) -> UInt8 {
        UInt8((255 * 0.5 * erfc(-d / (sigma * 2.0.squareRoot()))).rounded())
    }

    func grey(_ v: UInt8) -> Pixel { Pixel(r: v, g: v, b: v, a: 255) }

    @Test("A sharp edge behind the view becomes a Gaussian ramp (σ = 4, blurred at full size) within 2/255")
    func edgeRamp() throws {
        let (h, _) = try edgeScene(width: 200, frame: CGRect(x: 40, y: 20, width: 120, height: 60), radius: 4)
        let image = try h.snapshot()
        for x in [86, 92, 96, 98, 99, 100, 101, 103, 107, 113] {
            let d = Double(x) + 0.5 - 100
            expectPixel(image, x, 50, grey(ramp(d, sigma: 4)), tolerance: 2, "\(d) from the edge")
        }
        expectPixel(image, 39, 50, grey(0), "left of the view: untouched")
        expectPixel(image, 160, 50, white, "right of the view: untouched")
        expectPixel(image, 99, 19, grey(0), "above the view the edge stays sharp")
        expectPixel(image, 100, 19, white, "above the view the edge stays sharp")
        expectPixel(image, 99, 80, grey(0), "below the view the edge stays sharp")
        try h.expectNoGLErrors()
    }

    @Test("A large radius (σ = 16) is blurred at a quarter size and still makes the Gaussian ramp within 4/255")
    func downsampledRamp() throws {
        let (h, _) = try edgeScene(width: 300, frame: CGRect(x: 30, y: 20, width: 240, height: 60), radius: 16)
        let stats = try h.render()
        #expect(stats.backdropBlurPasses == 4, "two halvings, then across and down")
        let image = try h.context.withCurrent { try h.context.readPixels(h.compositor.lastWindowTarget!) }
        for x in [102, 118, 134, 142, 149, 150, 158, 166, 182, 198] {
            let d = Double(x) + 0.5 - 150
            expectPixel(image, x, 50, grey(ramp(d, sigma: 16)), tolerance: 4, "\(d) from the edge")
        }
        expectPixel(image, 29, 50, grey(0), "outside the view: untouched")
        expectPixel(image, 270, 50, white, "outside the view: untouched")
    }

    /// The dark style over a uniform colour: saturated by 1.8 about Rec. 709 luma, then 11 %
    /// grey at 73 % over it.
    func darkOver(red: Double, green: Double, blue: Double) -> Pixel {
        let luma = 0.2126 * red + 0.7152 * green + 0.0722 * blue
        func channel(_ c: Double) -> UInt8 {
            let saturated = min(max(luma + 1.8 * (c - luma), 0), 1)
            return UInt8((255 * (0.11 * 0.73 + saturated * (1 - 0.73))).rounded())
        }
        return Pixel(r: channel(red), g: channel(green), b: channel(blue), a: 255)
    }

    @Test("A uniform colour behind a dark blur stays that colour, saturated and tinted (within 2/255); corners clip")
    func uniformTintAndCorners() throws {
        let h = try CompositorHarness()
        h.window.backgroundColor = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        view.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
        view.layer.cornerRadius = 20
        h.window.addSubview(view)
        let image = try h.snapshot()
        let expected = darkOver(red: 0.6, green: 0.4, blue: 0.2)  // (71, 47, 22)
        #expect(expected == Pixel(r: 71, g: 46, b: 22, a: 255) || expected == Pixel(r: 71, g: 47, b: 22, a: 255))
        for (x, y) in [(50, 50), (21, 50), (78, 50), (50, 21), (30, 30)] {
            expectPixel(image, x, y, expected, tolerance: 2, "inside the blur")
        }
        let background = Pixel(r: 153, g: 102, b: 51, a: 255)
        expectPixel(image, 21, 21, background, tolerance: 1, "outside the rounded corner")
        expectPixel(image, 78, 78, background, tolerance: 1, "outside the rounded corner")
        expectPixel(image, 19, 50, background, "outside the view")
        expectPixel(image, 81, 50, background, "outside the view")
        try h.expectNoGLErrors()
    }

    @Test("Kept while nothing behind changes: a sibling above moving blurs nothing; a change behind blurs again")
    func cachedBlur() throws {
        let h = try CompositorHarness()
        let behind = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 100))
        behind.backgroundColor = .black
        h.window.addSubview(behind)
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        view.frame = CGRect(x: 20, y: 20, width: 60, height: 40)
        h.window.addSubview(view)
        let above = UIView(frame: CGRect(x: 30, y: 30, width: 10, height: 10))
        above.backgroundColor = .red
        h.window.addSubview(above)
        let first = try h.render()
        #expect(first.backdropBlurPasses > 0 && first.backdropsReused == 0)
        #expect(first.backdropTargetReads == 1, "a whole frame: what lies behind is copied from the target")
        above.frame.origin.x += 20
        let moved = try h.render()
        #expect(moved.backdropBlurPasses == 0, "only a sibling above moved")
        #expect(moved.backdropsReused == 1)
        let damaged = try h.context.withCurrent { try h.context.readPixels(h.compositor.lastWindowTarget!) }
        h.compositor.repaintNextFrameInFull()
        let full = try h.snapshot()
        #expect(largestChannelDifference(damaged, full) == 0, "the damaged frame equals a full repaint")
        #expect(try h.render().backdropBlurPasses == 0, "nothing changed at all")
        behind.backgroundColor = .blue
        let changed = try h.render()
        #expect(changed.backdropBlurPasses > 0 && changed.backdropsReused == 0, "what lies behind changed")
        let damagedChange = try h.context.withCurrent { try h.context.readPixels(h.compositor.lastWindowTarget!) }
        let fresh = try h.context.withCurrent { () throws(GLError) -> PixelImage in
            let other = try Compositor(context: h.context, options: CompositorOptions(tracksDamage: false))
            let stats = try other.render(h.window)
            #expect(stats.backdropTargetReads == 1, "a whole frame reads what lies behind from its target")
            return try h.context.readPixels(other.lastWindowTarget!)
        }
        #expect(largestChannelDifference(damagedChange, fresh) == 0, "a partly repainted frame equals a whole one")
        #expect(changed.backdropTargetReads == 0, "repainting part of the frame, what lies behind is drawn again")
        try h.expectNoGLErrors()
    }

    @Test("A blur over a list scrolled by its bounds: every damaged frame equals a full repaint")
    func overScrollingList() throws {
        let h = try CompositorHarness(width: 100, height: 120)
        let list = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 120))
        list.clipsToBounds = true
        for i in 0..<30 {
            let row = UIView(frame: CGRect(x: 0, y: CGFloat(i) * 20, width: 100, height: 20))
            row.backgroundColor = i % 2 == 0 ? .black : UIColor(red: 0.2, green: 0.6, blue: 0.9, alpha: 1)
            list.addSubview(row)
        }
        h.window.addSubview(list)
        let bar = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        bar.frame = CGRect(x: 0, y: 0, width: 100, height: 30)
        h.window.addSubview(bar)
        try h.render()
        for step in 1...4 {
            list.bounds.origin.y += 7
            let stats = try h.render()
            #expect(stats.backdropBlurPasses > 0, "what lies behind moved")
            let damaged = try h.context.withCurrent { try h.context.readPixels(h.compositor.lastWindowTarget!) }
            h.compositor.repaintNextFrameInFull()
            let full = try h.snapshot()
            #expect(largestChannelDifference(damaged, full) == 0, "step \(step)")
        }
        try h.expectNoGLErrors()
    }

    @Test("The raw-GL floor draws the same blur as the compositor, within 1/255")
    func directPainterAgrees() throws {
        let (h, _) = try edgeScene(width: 200, frame: CGRect(x: 40, y: 20, width: 120, height: 60), radius: 12)
        let image = try h.snapshot()
        let floor = try h.context.withCurrent { () throws(GLError) -> PixelImage in
            let painter = try DirectPlanPainter(context: h.context)
            let plan = h.compositor.plan(h.compositor.lastWindowTree, size: PixelSize(width: 200, height: 100), scale: 1)
            let target = try h.context.makeRenderTarget(width: 200, height: 100)
            try painter.draw(plan, into: target)
            return try h.context.readPixels(target)
        }
        #expect(largestChannelDifference(image, floor) <= 1)
    }
}
