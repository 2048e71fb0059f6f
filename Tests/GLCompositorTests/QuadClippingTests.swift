import Foundation
import Graphics
import LayerTree
import Testing

@testable import GLCompositor

/// Vertical stripes of four colours, so that a wrong texture rect shows.
final class StripesView: UIView {
    override func draw(_ rect: CGRect) {
        guard let cg = UIGraphicsGetCurrentContext() else { return }
        let colors: [(CGFloat, CGFloat, CGFloat)] = [(1, 0, 0), (0, 0.6, 0), (0, 0, 1), (0.9, 0.8, 0)]
        for (i, x) in stride(from: 0, to: bounds.width, by: 7).enumerated() {
            let c = colors[i % colors.count]
            cg.setFillColor(red: c.0, green: c.1, blue: c.2, alpha: 1)
            cg.fill(CGRect(x: x, y: 0, width: 7, height: bounds.height))
        }
    }
}

@Suite("Planner: quads cut to the exact clips that hold them")
@MainActor
struct QuadClippingTests {
    /// A turned, rounded view clipping a drawn card half again its size, and a turned card
    /// clipped by an unturned rounded parent (the clip is not axis-aligned in its coordinates).
    private static func scene() throws -> CompositorHarness {
        let h = try CompositorHarness(width: 160, height: 140)
        let outer = UIView(frame: CGRect(x: 30, y: 25, width: 90, height: 80))
        outer.clipsToBounds = true
        outer.layer.cornerRadius = 14
        outer.transform = CGAffineTransform(rotationAngle: 0.35)
        outer.addSubview(StripesView(frame: CGRect(x: -25, y: -20, width: 140, height: 120)))
        h.window.addSubview(outer)
        let plain = UIView(frame: CGRect(x: 110, y: 90, width: 40, height: 40))
        plain.clipsToBounds = true
        plain.layer.cornerRadius = 8
        let turned = StripesView(frame: CGRect(x: -10, y: -10, width: 60, height: 60))
        turned.transform = CGAffineTransform(rotationAngle: 0.5)
        plain.addSubview(turned)
        h.window.addSubview(plain)
        return h
    }

    @Test("The card under the turned clip is cut to the clip (plus margin), its texture rect with it")
    func cutsQuadAndTextureRect() throws {
        let h = try Self.scene()
        let root = h.window.runUpdateCycle().root
        var planner = FramePlanner(targetSize: PixelSize(width: 160, height: 140), scale: 1)
        let ops = planner.plan(root).mainPass.ops
        let cards = ops.filter { if case .content = $0.source { true } else { false } }
        #expect(cards.count == 2)
        guard let card = cards.first, case .content(_, let textureRect) = card.source else { return }
        // The clip is (0, 0, 90×80) in the outer view, (25, 20, 90×80) in the card; 2 pixels of margin.
        #expect(abs(card.quad.minX - 23) < 1e-3 && abs(card.quad.minY - 18) < 1e-3)
        #expect(abs(card.quad.width - 94) < 1e-3 && abs(card.quad.height - 84) < 1e-3)
        #expect(abs(textureRect.minX - 23.0 / 140) < 1e-6 && abs(textureRect.width - 94.0 / 140) < 1e-6)
        #expect(abs(textureRect.minY - 18.0 / 120) < 1e-6 && abs(textureRect.height - 84.0 / 120) < 1e-6)
        #expect(
            cards[1].quad == CGRect(x: 0, y: 0, width: 60, height: 60),
            "the turned card's clip is not axis-aligned to it: kept whole")
    }

    @Test("Cut quads draw the same pixels as whole ones, within 1/255")
    func samePixels() throws {
        let h = try Self.scene()
        let root = h.window.runUpdateCycle().root
        let size = PixelSize(width: 160, height: 140)
        var cutting = FramePlanner(targetSize: size, scale: 1)
        var whole = FramePlanner(targetSize: size, scale: 1)
        whole.disablesQuadCuttingForTests = true
        let cutPlan = cutting.plan(root), wholePlan = whole.plan(root)
        let images = try h.context.withCurrent { () throws -> [PixelImage] in
            let painter = try DirectPlanPainter(context: h.context)
            return try [cutPlan, wholePlan].map { plan in
                let target = try h.context.makeRenderTarget(width: size.width, height: size.height)
                try painter.draw(plan, into: target)
                return try h.context.readPixels(target)
            }
        }
        #expect(largestChannelDifference(images[0], images[1]) <= 1)
        #expect(differingPixelCount(images[0], PixelImage(width: 160, height: 140)) > 5000, "the scene draws something")
        try h.expectNoGLErrors()
    }
}
