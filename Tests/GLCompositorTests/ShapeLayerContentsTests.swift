import Foundation
import GLCompositor
import Graphics
import LayerTree
import ReferenceRenderer
import Testing

/// A `CAShapeLayer` is a `CALayer`: its background, its own `contents` and its sublayers draw as
/// a layer's do, and the shape is composited between the contents and the first sublayer.
@Suite("CAShapeLayer: its own contents under its shape")
@MainActor
struct ShapeLayerContentsTests {
    /// 40×40 pixels: the left half red, the right half blue.
    static func halvesImage() throws -> CGImage {
        var rgba: [UInt8] = []
        for _ in 0..<40 {
            for x in 0..<40 { rgba += x < 20 ? [255, 0, 0, 255] : [0, 0, 255, 255] }
        }
        return CGImage(pixels: try PixelImage(width: 40, height: 40, straightRGBA: rgba))
    }

    /// In a 100×100 white window: a shape layer over (10, 10, 80, 80) with a green background,
    /// the halves image centred (window 30…70), a black bar as its shape (window x 40…50, the
    /// whole height), and a cyan sublayer over window (42…52, 42…52).
    func scene() throws -> CompositorHarness {
        let h = try CompositorHarness()
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 10, y: 10, width: 80, height: 80)
        shape.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1).cgColor
        shape.contents = try Self.halvesImage()
        shape.contentsGravity = .center
        shape.path = CGPath(rect: CGRect(x: 30, y: 0, width: 10, height: 80), transform: nil)
        let sublayer = CALayer()
        sublayer.frame = CGRect(x: 32, y: 32, width: 10, height: 10)
        sublayer.backgroundColor = UIColor(red: 0, green: 1, blue: 1, alpha: 1).cgColor
        shape.addSublayer(sublayer)
        h.window.layer.addSublayer(shape)
        return h
    }

    /// The named points of `scene()`, exact (every edge lies on whole pixels).
    func expectSceneParts(_ image: PixelImage, sourceLocation: SourceLocation = #_sourceLocation) {
        let black = Pixel(r: 0, g: 0, b: 0, a: 255), cyan = Pixel(r: 0, g: 255, b: 255, a: 255)
        expectPixel(image, 5, 5, white, "outside the layer", sourceLocation: sourceLocation)
        expectPixel(image, 20, 20, green, "the background, outside the contents", sourceLocation: sourceLocation)
        expectPixel(image, 35, 60, red, "the contents' left half, over the background", sourceLocation: sourceLocation)
        expectPixel(image, 60, 60, blue, "the contents' right half", sourceLocation: sourceLocation)
        expectPixel(image, 45, 35, black, "the shape over the contents", sourceLocation: sourceLocation)
        expectPixel(image, 45, 20, black, "the shape over the background", sourceLocation: sourceLocation)
        expectPixel(image, 47, 47, cyan, "the sublayer over the shape", sourceLocation: sourceLocation)
        expectPixel(image, 75, 75, green, "the background again, past the contents", sourceLocation: sourceLocation)
    }

    @Test("Background, contents, shape, sublayer: in that order, on the GPU")
    func compositorOrder() throws {
        let h = try scene()
        expectSceneParts(try h.snapshot())
        try h.expectNoGLErrors()
    }

    @Test("The reference renderer draws the same parts in the same order")
    func referenceOrder() throws {
        let h = try scene()
        let gpu = try h.snapshot()
        let tree = try #require(h.compositor.lastWindowTree)
        let reference = ReferenceRenderer.render(tree, width: 100, height: 100, scale: 1)
        expectSceneParts(reference.image)
        #expect(reference.compare(gpu).mismatches.isEmpty)
    }

    @Test("Changing the path re-rasterizes the shape only: the contents' texture is not uploaded again")
    func shapeChangeKeepsContents() throws {
        let h = try scene()
        try h.render()
        let shape = try #require(h.window.layer.sublayers?.last as? CAShapeLayer)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        shape.path = CGPath(rect: CGRect(x: 60, y: 0, width: 10, height: 80), transform: nil)
        CATransaction.commit()
        let stats = try h.render()
        #expect(stats.texturesUploaded == 1, "the new shape alone")
        let image = try h.snapshot()
        expectPixel(image, 45, 35, red, "the old bar's place shows the contents again")
        expectPixel(image, 75, 20, Pixel(r: 0, g: 0, b: 0, a: 255), "the new bar")
    }
}
