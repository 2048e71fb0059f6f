import Foundation
import GLCompositor
import Graphics
import LayerTree
import Testing

@Suite("DirectPlanPainter: the raw-GL baseline draws the compositor's pixels")
@MainActor
struct DirectPlanPainterTests {
    @Test("Plain colours and drawn contents land where the compositor puts them; no GL error")
    func matchesCompositorOnPlainQuads() throws {
        let h = try CompositorHarness()
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 20))
        view.backgroundColor = .red
        h.window.addSubview(view)
        h.window.addSubview(SolidDrawnView(frame: CGRect(x: 50, y: 50, width: 20, height: 20), color: .blue))
        let (image, reference, drawCalls, drawCount) = try Self.paint(h)
        #expect(drawCalls == drawCount)
        #expect(largestChannelDifference(image, reference) == 0)
        try h.expectNoGLErrors()
    }

    @Test("Rotated rounded clips, solid and bitmap masks, group opacity, a faded card: the compositor's pixels within 1/255")
    func matchesCompositorOnPassesAndClips() throws {
        let h = try CompositorHarness(width: 160, height: 120)
        let outer = UIView(frame: CGRect(x: 30, y: 20, width: 90, height: 80))
        outer.clipsToBounds = true
        outer.layer.cornerRadius = 12
        outer.backgroundColor = .yellow
        outer.transform = CGAffineTransform(rotationAngle: 0.4)
        outer.addSubview(SolidDrawnView(frame: CGRect(x: -20, y: -20, width: 70, height: 60), color: .blue))
        let masked = SolidDrawnView(frame: CGRect(x: 45, y: 10, width: 40, height: 40), color: .red)
        let disc = UIView(frame: masked.bounds)
        disc.backgroundColor = .black
        disc.layer.cornerRadius = 20
        masked.mask = disc
        outer.addSubview(masked)
        let discMasked = SolidDrawnView(frame: CGRect(x: 5, y: 5, width: 30, height: 30), color: .green)
        discMasked.mask = DiscMaskView(frame: discMasked.bounds)
        outer.addSubview(discMasked)
        let group = UIView(frame: CGRect(x: 10, y: 50, width: 70, height: 25))
        group.alpha = 0.6
        for x in [0, 30] {
            let part = UIView(frame: CGRect(x: x, y: 0, width: 40, height: 25))
            part.backgroundColor = x == 0 ? .green : .magenta
            group.addSubview(part)
        }
        outer.addSubview(group)
        h.window.addSubview(outer)
        let faded = SolidDrawnView(frame: CGRect(x: 120, y: 80, width: 30, height: 30), color: UIColor(white: 0, alpha: 0.5))
        faded.backgroundColor = .cyan
        faded.isOpaque = false
        faded.alpha = 0.5
        h.window.addSubview(faded)

        let (image, reference, _, _) = try Self.paint(h)
        #expect(largestChannelDifference(image, reference) <= 1)
        expectPixel(image, 135, 95, Pixel(r: 128, g: 191, b: 191, a: 255), tolerance: 1, "the faded card's parts fade as a whole")
        try h.expectNoGLErrors()
    }

    @Test("Gradients, shape layers and shadows: equal to the compositor")
    func matchesCompositorOnLayerKinds() throws {
        let h = try CompositorHarness(width: 120, height: 100)
        let card = UIView(frame: CGRect(x: 15, y: 15, width: 50, height: 40))
        card.backgroundColor = .white
        card.layer.cornerRadius = 8
        card.layer.shadowOpacity = 0.6
        card.layer.shadowRadius = 5
        h.window.addSubview(card)
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 5, y: 5, width: 40, height: 30)
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        gradient.type = .radial
        gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
        card.layer.addSublayer(gradient)
        let shape = CAShapeLayer()
        shape.path = CGPath(ellipseIn: CGRect(x: 70, y: 40, width: 40, height: 40), transform: nil)
        shape.fillColor = UIColor.green.cgColor
        shape.shadowOpacity = 1
        shape.shadowPath = shape.path
        h.window.layer.addSublayer(shape)
        let (image, reference, drawCalls, drawCount) = try Self.paint(h)
        #expect(drawCalls == drawCount)
        #expect(largestChannelDifference(image, reference) <= 1)
        try h.expectNoGLErrors()
    }

    @Test("A window background the compositor clears instead of drawing: exactly the floor's drawn fill")
    func clearedBackgroundMatchesDrawnFill() throws {
        let h = try CompositorHarness(width: 60, height: 40)
        h.window.backgroundColor = UIColor(red: 0.3, green: 0.55, blue: 0.71, alpha: 1)
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 10))
        view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 0.4)
        h.window.addSubview(view)
        let stats = try h.render()
        let (image, reference, drawCalls, drawCount) = try Self.paint(h)
        #expect(stats.clearedFills == 1 && stats.drawCalls == 1 && drawCalls == drawCount && drawCount == 2)
        #expect(largestChannelDifference(image, reference) == 0)
        expectPixel(image, 2, 2, Pixel(r: 77, g: 140, b: 181, a: 255), tolerance: 1, "the background, drawn by the floor")
        try h.expectNoGLErrors()
    }

    @Test("Small contents the compositor draws from an atlas in instanced calls: the floor's pixels within 1/255")
    func matchesCompositorOnAtlasBatches() throws {
        let h = try CompositorHarness(width: 242, height: 196)
        populateSmallContents(h.window)
        let stats = try h.render()
        let (image, reference, drawCalls, drawCount) = try Self.paint(h)
        #expect(stats.atlasPages == 1 && stats.drawCalls * 3 < drawCalls, "\(stats.drawCalls) calls vs \(drawCalls)")
        #expect(drawCalls == drawCount, "the floor draws one call per operation")
        #expect(largestChannelDifference(image, reference) <= 1)
        try h.expectNoGLErrors()
    }

    /// The painter's image of the window's plan, the compositor's snapshot, the painter's draw
    /// calls and the plan's operation count.
    private static func paint(_ h: CompositorHarness) throws -> (PixelImage, PixelImage, Int, Int) {
        let reference = try h.snapshot()
        let root = h.window.runUpdateCycle().root
        let size = PixelSize(width: reference.width, height: reference.height)
        return try h.context.withCurrent { () throws -> (PixelImage, PixelImage, Int, Int) in
            let plan = h.compositor.plan(root, size: size, scale: 1)
            let painter = try DirectPlanPainter(context: h.context)
            let target = try h.context.makeRenderTarget(width: size.width, height: size.height)
            try painter.draw(plan, into: target)
            return (try h.context.readPixels(target), reference, painter.drawCalls, plan.drawCount)
        }
    }
}
