import Foundation
import GLCompositor
import Graphics
import LayerTree
import ReferenceRenderer
import Testing

/// Without `shadowPath`, Core Animation's shadow follows the alpha of the layer's whole
/// composited content, sublayers included: here blurred on the GPU from a pass of the subtree.
@Suite("Layer shadows cast by sublayers")
@MainActor
struct SubtreeShadowTests {
    /// In a white 100×100 window: a transparent layer at (20, 20, 60×60) casting a black shadow
    /// (opacity 1, radius 4, offset (10, 10)) of its one sublayer, red, at (10, 10, 20×20) in it
    /// (window 30…50): the shadow's caster lies over window 40…60 on both axes.
    func scene(scale: CGFloat = 1) throws -> (CompositorHarness, container: CALayer, sublayer: CALayer) {
        let h = try CompositorHarness(scale: scale)
        let container = CALayer()
        let sublayer = CALayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        container.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
        container.shadowOpacity = 1
        container.shadowRadius = 4
        container.shadowOffset = CGSize(width: 10, height: 10)
        sublayer.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        sublayer.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor
        container.addSublayer(sublayer)
        h.window.layer.addSublayer(container)
        CATransaction.commit()
        return (h, container, sublayer)
    }

    /// The reference blur: the share of a Gaussian (σ = 4) centred on pixel (x, y)'s centre that
    /// falls in the rect 40…`right` × 40…60 (the square by default), as a grey level over white.
    func reference(_ x: Int, _ y: Int, right: Double = 60) -> Pixel {
        func share(_ c: Double, _ low: Double, _ high: Double) -> Double {
            let s = 4 * 2.0.squareRoot()
            return 0.5 * (erf((high - c) / s) - erf((low - c) / s))
        }
        let alpha = share(Double(x) + 0.5, 40, right) * share(Double(y) + 0.5, 40, 60)
        let level = UInt8((255 * (1 - alpha)).rounded())
        return Pixel(r: level, g: level, b: level, a: 255)
    }

    @Test("A transparent layer casts its sublayer's shadow, offset, blurred as a Gaussian within 2/255")
    func sublayerCastsShadow() throws {
        let (h, _, _) = try scene()
        let image = try h.snapshot()
        for (x, y, place) in [
            (55, 55, "inside the caster's square, near its corner"), (52, 45, "inside, beside the sublayer"),
            (50, 58, "inside, near the bottom edge"), (61, 50, "just past the right edge"),
            (64, 64, "past the corner"), (38, 52, "just before the left edge, below the sublayer"),
            (70, 50, "two and a half deviations out"),
        ] {
            expectPixel(image, x, y, reference(x, y), tolerance: 2, "\(place)")
        }
        expectPixel(image, 40, 40, red, "the sublayer over its own shadow")
        expectPixel(image, 25, 25, white, "the transparent layer casts nothing of its own")
        expectPixel(image, 50, 75, white, "beyond three deviations below")
        try h.expectNoGLErrors()
    }

    @Test("A caster wider than 4,096 pixels casts the shadow of what reaches the window, blurred within 2/255")
    func casterWiderThanLargestPass() throws {
        let (h, _, sublayer) = try scene()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        sublayer.frame.size.width = 5000  // the shadow's caster: window 40…5040 × 40…60
        CATransaction.commit()
        let image = try h.snapshot()
        for (x, y, place) in [
            (90, 55, "inside the caster, by the window's right edge"), (70, 61, "just past the bottom edge"),
            (99, 66, "past the bottom edge, in the window's last column"), (38, 52, "just before the left edge"),
        ] {
            expectPixel(image, x, y, reference(x, y, right: 5040), tolerance: 2, "\(place)")
        }
        expectPixel(image, 90, 45, red, "the sublayer over its own shadow")
        expectPixel(image, 90, 75, white, "beyond three deviations below")
        try h.expectNoGLErrors()
    }

    @Test("Moving, turning and fading the shadowed layer blurs nothing for 60 frames; a sublayer's change blurs once")
    func blurredOnce() throws {
        let (h, container, sublayer) = try scene()
        #expect(try h.render().shadowBlurs == 1, "the first frame blurs the shadow")
        var blurs = 0
        for frame in 1...60 {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            container.position = CGPoint(x: 50 + CGFloat(frame % 7), y: 50 + CGFloat(frame % 5) / 2)
            container.transform = CATransform3DMakeRotation(CGFloat(frame) * 0.01, 0, 0, 1)
            container.shadowOpacity = Float(frame % 10 + 1) / 10
            CATransaction.commit()
            let stats = try h.render()
            blurs += stats.shadowBlurs
            #expect(stats.damage != .none, "frame \(frame) changed something")
        }
        #expect(blurs == 0, "the kept shadow is moved, turned and faded")
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        sublayer.bounds.size = CGSize(width: 30, height: 20)
        CATransaction.commit()
        #expect(try h.render().shadowBlurs == 1, "a sublayer that changes shape blurs it again")
        #expect(try h.render().shadowBlurs == 0)
        try h.expectNoGLErrors()
    }

    @Test("The reference renderer draws the same shadow: upright at scale 1, turned and scaled at scale 2")
    func matchesReference() throws {
        for (scale, angle) in [(CGFloat(1), CGFloat(0)), (2, 0.4)] {
            let (h, container, _) = try scene(scale: scale)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            container.transform = CATransform3DMakeRotation(angle, 0, 0, 1)
            container.shadowColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor
            container.shadowOpacity = 0.7
            CATransaction.commit()
            let gpu = try h.snapshot()
            let tree = try #require(h.compositor.lastWindowTree)
            let reference = ReferenceRenderer.render(tree, width: gpu.width, height: gpu.height, scale: scale)
            let mismatches = reference.compare(gpu).mismatches
            #expect(mismatches.isEmpty, "scale \(scale), turned \(angle): \(mismatches.prefix(5))")
            #expect(gpu[Int(56 * scale), Int(56 * scale)].b > gpu[Int(56 * scale), Int(56 * scale)].r, "a blue shadow")
        }
    }
}
