import Foundation
import Graphics
import LayerTree
import ReferenceRenderer
import Testing

@Suite("Reference renderer: geometry, clips and edges")
@MainActor
struct ReferenceGeometryTests {
    @Test("A pixel-aligned rect fills exactly its pixels, no edge allowed around it beyond one level")
    func alignedRect() {
        let root = whiteRoot()
        root.addSublayer(coloredLayer(CGRect(x: 10, y: 10, width: 10, height: 5), redColor))
        let frame = referenceFrame(root)
        expectPixel(frame, 10, 10, red, tolerance: 0, "first pixel inside")
        expectPixel(frame, 19, 14, red, tolerance: 0, "last pixel inside")
        expectPixel(frame, 9, 10, white, tolerance: 0, "just left")
        expectPixel(frame, 20, 14, white, tolerance: 0, "just right")
        #expect(frame.tolerance(x: 10, y: 10) <= 2 && frame.tolerance(x: 9, y: 10) <= 2, "aligned edges are no edge pixels")
    }

    @Test("A rect on half pixels covers its edge pixels by half, and those pixels allow the colour's difference")
    func halfPixelRect() {
        let root = whiteRoot()
        root.addSublayer(coloredLayer(CGRect(x: 10.5, y: 10, width: 10, height: 5), redColor))
        let frame = referenceFrame(root)
        expectPixel(frame, 10, 12, Pixel(r: 255, g: 128, b: 128, a: 255), tolerance: 1, "half covered")
        expectPixel(frame, 15, 12, red, tolerance: 0)
        #expect(frame.tolerance(x: 10, y: 12) >= 255, "an edge pixel allows any share of the red")
        #expect(frame.tolerance(x: 15, y: 12) <= 2)
    }

    @Test("A quarter turn about the anchor, then perspective: corners land where the projective map puts them")
    func transforms() {
        let root = whiteRoot(60, 60)
        let layer = coloredLayer(CGRect(x: 20, y: 10, width: 20, height: 10), redColor)
        layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)  // about the centre (30, 15): 10 × 20 upright
        root.addSublayer(layer)
        let frame = referenceFrame(root)
        expectPixel(frame, 30, 6, red, "inside the turned layer, above where it was")
        expectPixel(frame, 22, 15, white, "outside it, where it was")
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 100
        layer.transform = CATransform3DConcat(CATransform3DMakeRotation(0.5, 0, 1, 0), perspective)
        let tilted = referenceFrame(root)
        expectPixel(tilted, 30, 15, red, "the centre stays")
        expectPixel(tilted, 19, 15, white, "turned about y, the 20-point width shrinks on both sides")
        expectPixel(tilted, 39, 15, white)
    }

    @Test("Nested clips: a turned clipping layer inside a rounded one cuts exactly to both")
    func nestedClips() {
        let root = whiteRoot(60, 60)
        let outer = coloredLayer(CGRect(x: 10, y: 10, width: 40, height: 40), blueColor)
        outer.masksToBounds = true
        outer.cornerRadius = 20  // a circle
        let inner = coloredLayer(CGRect(x: 0, y: 0, width: 40, height: 20), greenColor)
        inner.masksToBounds = true
        inner.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        let filler = coloredLayer(CGRect(x: -50, y: -50, width: 200, height: 200), redColor)
        inner.addSublayer(filler)
        outer.addSublayer(inner)
        root.addSublayer(outer)
        let frame = referenceFrame(root)
        expectPixel(frame, 30, 20, red, "inside both clips")
        expectPixel(frame, 11, 11, white, "outside the circle")
        expectPixel(frame, 40, 42, blue, "inside the circle, outside the turned band")
    }

    @Test("Masked corners round only the corners named")
    func maskedCorners() {
        let root = whiteRoot()
        let layer = coloredLayer(CGRect(x: 0, y: 0, width: 40, height: 40), redColor)
        layer.cornerRadius = 12
        layer.maskedCorners = [.layerMinXMinYCorner]
        root.addSublayer(layer)
        let frame = referenceFrame(root)
        expectPixel(frame, 0, 0, white, "the rounded top-left corner is cut")
        expectPixel(frame, 39, 0, red, "top-right stays square")
        expectPixel(frame, 0, 39, red, "bottom-left stays square")
    }

    @Test("A border is a ring inside the bounds; its inner corner pixels are fully covered")
    func border() {
        let root = whiteRoot()
        let layer = coloredLayer(CGRect(x: 5, y: 5, width: 30, height: 30), blueColor)
        layer.borderWidth = 1
        layer.borderColor = redColor
        root.addSublayer(layer)
        let frame = referenceFrame(root)
        expectPixel(frame, 5, 5, red, tolerance: 0, "corner")
        expectPixel(frame, 6, 5, red, tolerance: 0, "top row beside the inner corner (the GL bug fuzz seed 0x22 found)")
        expectPixel(frame, 6, 6, blue, tolerance: 0, "inside the border")
    }

    @Test("Sublayers draw by zPosition, then order")
    func zOrder() {
        let root = whiteRoot()
        let raised = coloredLayer(CGRect(x: 0, y: 0, width: 20, height: 20), redColor)
        raised.zPosition = 1
        root.addSublayer(raised)
        root.addSublayer(coloredLayer(CGRect(x: 10, y: 10, width: 20, height: 20), blueColor))
        let frame = referenceFrame(root)
        expectPixel(frame, 15, 15, red, "the raised layer, added first, lies on top")
    }

    @Test("Scale 2 draws twice the pixels; bounds origin shifts the sublayers")
    func scaleAndOrigin() {
        let root = whiteRoot(20, 20)
        root.bounds.origin = CGPoint(x: 5, y: 0)
        root.addSublayer(coloredLayer(CGRect(x: 5, y: 0, width: 5, height: 5), redColor))
        let frame = referenceFrame(root, scale: 2)
        #expect(frame.image.width == 40)
        expectPixel(frame, 9, 9, red, tolerance: 0, "the layer at x 5 shows at the left edge")
        expectPixel(frame, 10, 5, white, tolerance: 0)
    }
}
