import Foundation
import GLCompositor
import Graphics
import LayerTree
import Testing

/// Masks applied in the shader, without offscreen passes: a bitmap mask sampled per operation,
/// a solid rounded-rect mask as an exact clip times its alpha. Each is checked at named pixels
/// and against the same scene drawn through mask passes (the mask given an empty sublayer,
/// which the shader path does not take).
@Suite("Masks in the shader: pixels, passes and damage")
@MainActor
struct ShaderMaskTests {
    /// A red drawn card at (20, 20), 40 × 40, masked by a drawn disc (with an empty sublayer
    /// when `throughPasses`, which forces the mask pass).
    private static func discMaskedCard(in h: CompositorHarness, throughPasses: Bool = false) -> (UIView, DiscMaskView) {
        let card = SolidDrawnView(frame: CGRect(x: 20, y: 20, width: 40, height: 40), color: .red)
        let disc = DiscMaskView(frame: card.bounds)
        if throughPasses { disc.layer.addSublayer(CALayer()) }
        card.mask = disc
        h.window.addSubview(card)
        return (card, disc)
    }

    /// The same scene drawn with the mask sampled and through mask passes.
    private static func bothWays(_ setUp: (CompositorHarness, Bool) -> Void) throws -> (PixelImage, PixelImage, FrameStats) {
        let sampled = try CompositorHarness()
        setUp(sampled, false)
        let image = try sampled.snapshot()
        let stats = sampled.compositor.lastFrameStats
        let passes = try CompositorHarness()
        setUp(passes, true)
        return (image, try passes.snapshot(), stats)
    }

    @Test("A disc-masked card: inside red, outside white, edge blended, no offscreen pass")
    func discMask() throws {
        let (image, throughPasses, stats) = try Self.bothWays { h, passes in _ = Self.discMaskedCard(in: h, throughPasses: passes)
        }
        #expect(stats.offscreenPasses == 0)
        expectPixel(image, 40, 40, red, "the disc's centre")
        expectPixel(image, 22, 22, white, "the card's corner, outside the disc")
        expectPixel(image, 40, 21, red, tolerance: 2, "just inside the top of the disc")
        let edge = image[54, 54]  // the circle crosses a corner of it (about 4 % covered by Cairo's disc)
        #expect(edge.r == 255 && edge.g >= 235 && edge.g < 255, "the edge: red over white by the disc's coverage: \(edge)")
        let ring = (20..<60).flatMap { y in (20..<60).map { x in image[x, y] } }.filter { $0.g > 20 && $0.g < 235 }
        #expect(ring.count > 60, "antialiased pixels all around the disc (\(ring.count))")
        #expect(largestChannelDifference(image, throughPasses) <= 2, "the mask pass's pixels within 2/255")
    }

    @Test("A turned masked card: the disc turns with it, equal to the mask pass within 2/255")
    func turnedMask() throws {
        let (image, throughPasses, stats) = try Self.bothWays { h, passes in
            let (card, _) = Self.discMaskedCard(in: h, throughPasses: passes)
            card.transform = CGAffineTransform(rotationAngle: 0.5)
        }
        #expect(stats.offscreenPasses == 0)
        expectPixel(image, 40, 40, red, "the centre, where it turns")
        expectPixel(image, 22, 22, white, "a corner of the unturned card, outside the disc")
        #expect(largestChannelDifference(image, throughPasses) <= 2)
    }

    @Test("A solid mask of alpha 0.5 fades the card to half, as a clip: no pass; outside it nothing")
    func translucentSolidMask() throws {
        let h = try CompositorHarness()
        let card = SolidDrawnView(frame: CGRect(x: 20, y: 20, width: 40, height: 40), color: .red)
        let mask = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 40))
        mask.backgroundColor = UIColor(white: 0, alpha: 0.5)
        card.mask = mask
        h.window.addSubview(card)
        let image = try h.snapshot()
        #expect(h.compositor.lastFrameStats.offscreenPasses == 0)
        expectPixel(image, 30, 40, Pixel(r: 255, g: 128, b: 128, a: 255), tolerance: 1, "inside the mask: half red")
        expectPixel(image, 50, 40, white, "outside the mask")
    }

    @Test("A solid mask of alpha 0.5 over overlapping parts: one pass (the group), not two")
    func translucentSolidMaskOverOverlappingParts() throws {
        let h = try CompositorHarness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        view.backgroundColor = .red
        let child = UIView(frame: CGRect(x: 0, y: 60, width: 80, height: 20))
        child.backgroundColor = .blue
        view.addSubview(child)
        let mask = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 80))
        mask.backgroundColor = UIColor(white: 0, alpha: 0.5)
        view.mask = mask
        h.window.addSubview(view)
        let image = try h.snapshot()
        #expect(h.compositor.lastFrameStats.offscreenPasses == 1)
        expectPixel(image, 20, 20, Pixel(r: 255, g: 128, b: 128, a: 255), tolerance: 1)
        expectPixel(image, 20, 70, Pixel(r: 128, g: 128, b: 255, a: 255), tolerance: 1, "blue over red, faded as a whole")
        expectPixel(image, 60, 70, white)
    }

    @Test("A bitmap mask over overlapping parts falls back to passes, with the same pixels")
    func overlappingPartsFallBack() throws {
        let (image, throughPasses, stats) = try Self.bothWays { h, passes in
            let (card, _) = Self.discMaskedCard(in: h, throughPasses: passes)
            let stripe = UIView(frame: CGRect(x: 0, y: 15, width: 40, height: 10))
            stripe.backgroundColor = .blue
            card.addSubview(stripe)
        }
        #expect(stats.offscreenPasses == 2, "a content pass and a mask pass")
        expectPixel(image, 40, 40, blue, "the stripe, inside the disc")
        expectPixel(image, 22, 22, white, "the card's corner, outside the disc")
        expectPixel(image, 40, 30, red)
        #expect(largestChannelDifference(image, throughPasses) == 0)
    }

    @Test("Redrawing the mask repaints the masked card; moving and turning it repaints it too")
    func maskRedrawnAndLayerMoved() throws {
        let h = try CompositorHarness()
        let (card, disc) = Self.discMaskedCard(in: h)
        expectPixel(try h.snapshot(), 50, 40, red)
        disc.leftHalf = true
        var image = try h.snapshot()
        #expect(h.compositor.lastFrameStats.offscreenPasses == 0)
        expectPixel(image, 50, 40, white, "the disc's right half is gone")
        expectPixel(image, 30, 40, red, "its left half stays")
        #expect(h.compositor.lastFrameStats.texturesUploaded == 1, "the mask's new version, nothing else")
        card.center = CGPoint(x: 60, y: 60)
        image = try h.snapshot()
        expectPixel(image, 30, 40, white, "the old place is repainted")
        expectPixel(image, 50, 60, red, "the left half at its new place")
        expectPixel(image, 70, 60, white)
        #expect(h.compositor.lastFrameStats.texturesUploaded == 0, "a moved masked card uploads nothing")
        card.transform = CGAffineTransform(rotationAngle: .pi)
        image = try h.snapshot()
        expectPixel(image, 50, 60, white, "turned half way: the half disc is now on the right")
        expectPixel(image, 70, 60, red)
        let fresh = try CompositorHarness()
        let (freshCard, freshDisc) = Self.discMaskedCard(in: fresh)
        freshDisc.leftHalf = true
        freshCard.center = CGPoint(x: 60, y: 60)
        freshCard.transform = CGAffineTransform(rotationAngle: .pi)
        #expect(largestChannelDifference(image, try fresh.snapshot()) == 0, "the damaged frames equal a full paint")
        try h.expectNoGLErrors()
    }
}
