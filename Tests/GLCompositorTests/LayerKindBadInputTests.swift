import Foundation
import GLCompositor
import Graphics
import LayerTree
import Testing

@Suite("Layer kinds: bad input draws nothing wrong and leaves no GL error")
@MainActor
struct LayerKindBadInputTests {
    @Test("Non-finite points in a shape's path, a gradient's locations or a shadow path: nothing drawn from them")
    func nonFinite() throws {
        let h = try CompositorHarness()
        let bad = CGMutablePath()
        bad.move(to: CGPoint(x: 10, y: 10))
        bad.addLine(to: CGPoint(x: CGFloat.nan, y: 50))
        bad.addLine(to: CGPoint(x: 90, y: CGFloat.infinity))
        let shape = CAShapeLayer()
        shape.strokeColor = UIColor.black.cgColor
        h.window.layer.addSublayer(shape)
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 0, y: 60, width: 100, height: 40)
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        gradient.locations = [NSNumber(value: Double.nan), 1]
        h.window.layer.addSublayer(gradient)
        let card = CALayer()
        card.frame = CGRect(x: 60, y: 10, width: 20, height: 20)
        card.shadowOpacity = 1
        h.window.layer.addSublayer(card)
        let diagnostics = LayerTreeDiagnostics.capturing {
            shape.path = bad
            card.shadowPath = bad
        }
        #expect(diagnostics.count == 2 && shape.path == nil && card.shadowPath == nil, "refused, reported, nothing changed")
        let image = try h.snapshot()
        try h.expectNoGLErrors()
        expectPixel(image, 50, 30, white, "no stroke from a path with non-finite points")
        // Locations that are not all finite are ignored: the colours spread evenly.
        expectPixel(image, 50, 61, Pixel(r: 245, g: 0, b: 10, a: 255), tolerance: 2, "the gradient's top, 1.5 of 40 down")
        expectPixel(image, 50, 98, Pixel(r: 10, g: 0, b: 245, a: 255), tolerance: 2, "its bottom row")
    }
}

@Suite("Oversized layers are refused with a diagnostic, not a trap")
@MainActor
struct OversizedLayerTests {
    @Test("A drawn view, a shape and a shadow path of 1e20 points: reported, nothing drawn, no GL error")
    func oversized() throws {
        let h = try CompositorHarness()
        let huge = CGRect(x: 0, y: 0, width: 1e20, height: 1e20)
        let view = SolidDrawnView(frame: huge, color: .red)
        h.window.addSubview(view)
        let shape = CAShapeLayer()
        shape.path = CGPath(rect: huge, transform: nil)
        shape.fillColor = UIColor.red.cgColor
        shape.path = CGPath(ellipseIn: huge, transform: nil)
        h.window.layer.addSublayer(shape)
        let card = CALayer()
        card.frame = CGRect(x: 10, y: 10, width: 10, height: 10)
        card.shadowOpacity = 1
        card.shadowPath = CGPath(ellipseIn: huge, transform: nil)
        h.window.layer.addSublayer(card)
        let ring = CAShapeLayer()  // stroked only: tested as an arc, measured first
        ring.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 1e20, height: 1e20), transform: nil)
        ring.fillColor = nil
        ring.strokeColor = UIColor.black.cgColor
        h.window.layer.addSublayer(ring)
        let replicator = CAReplicatorLayer()
        replicator.setValue(Double.nan, forKey: "instanceCount")
        replicator.setValue(1e30, forKey: "instanceCount")
        #expect(replicator.instanceCount == 1, "numbers no Int can hold are refused")
        var image: PixelImage?
        let diagnostics = LayerTreeDiagnostics.capturing { image = try? h.snapshot() }
        #expect(diagnostics.count >= 2, "the view's bitmap and the shape: \(diagnostics)")
        expectPixel(try #require(image), 50, 50, white, "nothing of them drawn")
        try h.expectNoGLErrors()
    }
}
