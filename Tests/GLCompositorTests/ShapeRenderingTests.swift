import Foundation
import GLCompositor
import Graphics
import LayerTree
import Testing

@Suite("CAShapeLayer: rasterized paths composited")
@MainActor
struct ShapeRenderingTests {
    let blueColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor

    /// A shape layer added to a 100×100 white window's layer.
    func scene(_ configure: (CAShapeLayer) -> Void) throws -> (CompositorHarness, CAShapeLayer) {
        let h = try CompositorHarness()
        let shape = CAShapeLayer()
        configure(shape)
        h.window.layer.addSublayer(shape)
        return (h, shape)
    }

    @Test("A filled circle, black by default, drawn by a layer of zero size")
    func filledCircle() throws {
        let (h, _) = try scene { $0.path = CGPath(ellipseIn: CGRect(x: 20, y: 20, width: 60, height: 60), transform: nil) }
        let image = try h.snapshot()
        expectPixel(image, 50, 50, Pixel(r: 0, g: 0, b: 0, a: 255), "inside: the default fill")
        expectPixel(image, 22, 22, white, "inside the box, outside the circle")
        expectPixel(image, 50, 15, white, "above")
        try h.expectNoGLErrors()
    }

    @Test("A stroked ring with strokeEnd 0.5: from three o'clock clockwise to nine, the top half untouched")
    func halfRing() throws {
        let (h, _) = try scene { shape in
            let ring = CGMutablePath()
            ring.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
            shape.path = ring
            shape.fillColor = nil
            shape.strokeColor = blueColor
            shape.lineWidth = 8
            shape.strokeEnd = 0.5
        }
        let image = try h.snapshot()
        expectPixel(image, 90, 52, blue, "three o'clock, just after the start")
        expectPixel(image, 50, 90, blue, "six o'clock: a quarter of the way")
        expectPixel(image, 10, 45, white, "nine o'clock, just before it: past the end")
        expectPixel(image, 50, 10, white, "twelve o'clock: not reached")
        expectPixel(image, 50, 50, white, "no fill")
    }

    @Test("A dashed line with round caps: dashes, gaps, and caps reaching half the width past each dash")
    func dashedRoundCaps() throws {
        let (h, _) = try scene { shape in
            let line = CGMutablePath()
            line.move(to: CGPoint(x: 10, y: 50))
            line.addLine(to: CGPoint(x: 90, y: 50))
            shape.path = line
            shape.strokeColor = blueColor
            shape.lineWidth = 6
            shape.lineCap = .round
            shape.lineDashPattern = [10, 10]
        }
        let image = try h.snapshot()
        expectPixel(image, 15, 50, blue, "inside the first dash (10…20)")
        expectPixel(image, 21, 50, blue, "its round cap, 1 past the end")
        expectPixel(image, 25, 50, white, "the gap's middle")
        expectPixel(image, 35, 50, blue, "the second dash (30…40)")
        expectPixel(image, 15, 55, white, "below the stroke")
    }

    @Test("Even-odd fill leaves the inner square of two nested ones empty")
    func evenOdd() throws {
        let (h, _) = try scene { shape in
            let path = CGMutablePath()
            path.addRect(CGRect(x: 10, y: 10, width: 80, height: 80))
            path.addRect(CGRect(x: 30, y: 30, width: 40, height: 40))
            shape.path = path
            shape.fillColor = blueColor
            shape.fillRule = .evenOdd
        }
        let image = try h.snapshot()
        expectPixel(image, 20, 20, blue, "between the squares")
        expectPixel(image, 50, 50, white, "inside the inner square")
    }

    @Test("Animating a ring's strokeEnd: drawn by the shader, nothing drawn, rasterized or uploaded")
    func arcAnimationCosts() throws {
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        let (h, shape) = try scene { shape in
            let ring = CGMutablePath()
            ring.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: false)
            shape.path = ring
            shape.fillColor = nil
            shape.strokeColor = self.blueColor
            shape.lineWidth = 6
            shape.lineCap = .round
        }
        try h.render()
        let grow = CABasicAnimation(keyPath: "strokeEnd")
        grow.fromValue = 0
        grow.toValue = 1
        grow.duration = 1
        shape.add(grow, forKey: "grow")
        var drawn = 0, rasterized = 0, uploaded = 0
        for _ in 0..<30 {
            MediaClock.advance(by: 1.0 / 60)
            let commit = h.window.runUpdateCycle()
            drawn += commit.stats.drawCalls
            rasterized += commit.stats.shapesRasterized
            uploaded += try h.render().bytesUploaded
        }
        #expect(drawn == 0 && rasterized == 0 && uploaded == 0, "\(drawn) draws, \(rasterized) rasterizations, \(uploaded) bytes")
        // Half a second after the start (a frame after adding it): strokeEnd 29/60, clockwise from twelve.
        let image = try h.snapshot()
        expectPixel(image, 90, 50, blue, "three o'clock")
        expectPixel(image, 73, 82, blue, "two fifths of the way")
        expectPixel(image, 26, 82, white, "three fifths: not yet")
        expectPixel(image, 50, 50, white, "no fill")
    }

    @Test("The shader's arc and the rasterized path draw the same ring, within antialiasing")
    func arcMatchesRaster() throws {
        for cap in [CAShapeLayerLineCap.butt, .round, .square] {
            for end in [0.3, 0.75] {
                func render(rasterized: Bool) throws -> PixelImage {
                    let (h, _) = try scene { shape in
                        shape.path = CGPath(ellipseIn: CGRect(x: 15, y: 15, width: 70, height: 70), transform: nil)
                        shape.fillColor = nil
                        shape.strokeColor = self.blueColor
                        shape.lineWidth = 9
                        shape.lineCap = cap
                        shape.strokeStart = 0.1
                        shape.strokeEnd = end
                        if rasterized {  // a shadow of its own alpha (here invisible) needs the bitmap
                            shape.shadowOpacity = 1
                            shape.shadowColor = nil
                        }
                    }
                    return try h.snapshot()
                }
                let arc = try render(rasterized: false), raster = try render(rasterized: true)
                if let directory = ProcessInfo.processInfo.environment["UIKITGL_TEST_PNG_DIR"] {
                    try arc.writePNG(to: "\(directory)/arc-\(cap.rawValue)-\(end).png")
                    try raster.writePNG(to: "\(directory)/raster-\(cap.rawValue)-\(end).png")
                }
                var far = 0, total = 0
                for y in 0..<arc.height {
                    for x in 0..<arc.width {
                        let d = abs(Int(arc[x, y].r) - Int(raster[x, y].r))
                        total += d
                        if d > 85 { far += 1 }  // an edge pixel's coverage: area (Cairo) against distance (shader)
                    }
                }
                #expect(far == 0, "\(cap.rawValue) to \(end): \(far) pixels differ by more than a third")
                #expect(total < 3000, "\(cap.rawValue) to \(end): differences add up to \(total)")
            }
        }
    }

    @Test("Animating a path's strokeEnd that is no arc: no draw(_:), one rasterization a frame; moving it: none, no upload")
    func animationCosts() throws {
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        let (h, shape) = try scene { shape in
            shape.path = CGPath(rect: CGRect(x: 10, y: 10, width: 80, height: 80), transform: nil)
            shape.fillColor = nil
            shape.strokeColor = self.blueColor
            shape.lineWidth = 4
        }
        try h.render()
        let grow = CABasicAnimation(keyPath: "strokeEnd")
        grow.fromValue = 0
        grow.toValue = 1
        grow.duration = 1
        shape.add(grow, forKey: "grow")
        var drawn = 0, rasterized = 0
        for _ in 0..<30 {
            MediaClock.advance(by: 1.0 / 60)
            let commit = h.window.runUpdateCycle()
            drawn += commit.stats.drawCalls
            rasterized += commit.stats.shapesRasterized
            try h.render()
        }
        // The first frame starts the animation at strokeEnd 0, which draws nothing to rasterize.
        #expect(drawn == 0 && rasterized == 29, "\(drawn) draws, \(rasterized) rasterizations")
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = CGPoint(x: 0, y: 0)
        move.toValue = CGPoint(x: 30, y: 0)
        move.duration = 1
        shape.add(move, forKey: "move")
        MediaClock.advance(by: 2)  // the stroke animation is over
        try h.render()
        var uploaded = 0
        rasterized = 0
        for _ in 0..<30 {
            MediaClock.advance(by: 1.0 / 60)
            let commit = h.window.runUpdateCycle()
            rasterized += commit.stats.shapesRasterized
            uploaded += try h.render().bytesUploaded
        }
        #expect(rasterized == 0 && uploaded == 0)
    }

    @Test("A whole ring starting at any angle has no seam; a shape too large for a full-resolution bitmap still draws")
    func seamAndLarge() throws {
        let (h, _) = try scene { shape in
            let ring = CGMutablePath()
            ring.addArc(center: CGPoint(x: 50, y: 50), radius: 35, startAngle: 0.3, endAngle: 0.3 + 2 * .pi, clockwise: false)
            shape.path = ring
            shape.fillColor = nil
            shape.strokeColor = self.blueColor
            shape.lineWidth = 8
        }
        let wide = CAShapeLayer()
        wide.path = CGPath(rect: CGRect(x: -20_000, y: 90, width: 40_000, height: 8), transform: nil)
        wide.fillColor = UIColor.red.cgColor
        h.window.layer.addSublayer(wide)
        let image = try h.snapshot()
        for r in stride(from: 32.0, through: 38.0, by: 1.0) {  // across the ring, along the start's radius
            let x = Int((50 + r * cos(0.3)).rounded(.down)), y = Int((50 + r * sin(0.3)).rounded(.down))
            #expect(image[x, y].b > 250 && image[x, y].r < 5, "(\(x), \(y)) on the seam line: \(image[x, y])")
        }
        #expect(image[50, 94].r > 250 && image[50, 94].g < 128, "the 40,000-point bar, drawn coarser: \(image[50, 94])")
    }
}
