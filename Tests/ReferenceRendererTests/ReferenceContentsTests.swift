import Foundation
import Graphics
import LayerTree
import ReferenceRenderer
import Testing

@Suite("Reference renderer: contents placement")
@MainActor
struct ReferenceContentsTests {
    /// A 4 × 4 image: its left half red, right half blue; its bottom row green.
    let image: CGImage = {
        var rgba: [UInt8] = []
        for y in 0..<4 {
            for x in 0..<4 { rgba += y == 3 ? [0, 255, 0, 255] : x < 2 ? [255, 0, 0, 255] : [0, 0, 255, 255] }
        }
        return CGImage(pixels: try! PixelImage(width: 4, height: 4, straightRGBA: rgba))
    }()

    func layer(_ frame: CGRect, gravity: CALayerContentsGravity, in root: CALayer) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.contents = image
        layer.contentsGravity = gravity
        root.addSublayer(layer)
        return layer
    }

    @Test("resize stretches the image over the bounds, read through a linear filter")
    func resize() {
        let root = whiteRoot()
        _ = layer(CGRect(x: 0, y: 0, width: 40, height: 40), gravity: .resize, in: root)
        let frame = referenceFrame(root)
        expectPixel(frame, 2, 2, red, tolerance: 0)
        expectPixel(frame, 37, 2, blue, tolerance: 0)
        expectPixel(frame, 20, 36, green, tolerance: 0, "the bottom row, ten points tall")
        // Pixel 19's centre (19.5) reads texel coordinate 1.95: between texel 1 (red) and 2 (blue), mostly red.
        expectPixel(frame, 19, 2, Pixel(r: 140, g: 0, b: 115, a: 255), tolerance: 1, "the filter between two texels")
    }

    @Test("Named gravities place the natural size (y down: top is the top); aspect fits and fills")
    func gravities() {
        let root = whiteRoot()
        _ = layer(CGRect(x: 0, y: 0, width: 20, height: 20), gravity: .topRight, in: root)
        _ = layer(CGRect(x: 20, y: 20, width: 20, height: 20), gravity: .center, in: root)
        let frame = referenceFrame(root)
        expectPixel(frame, 16, 0, red, tolerance: 0, "top-right: 4 × 4 at x 16…20, y 0…4")
        expectPixel(frame, 15, 0, white, tolerance: 0)
        expectPixel(frame, 16, 4, white, tolerance: 0)
        expectPixel(frame, 28, 31, green, tolerance: 0, "centred: 4 × 4 at 28…32; its bottom row at y 31")
        let fitted = whiteRoot()
        _ = layer(CGRect(x: 0, y: 0, width: 40, height: 20), gravity: .resizeAspect, in: fitted)
        let fit = referenceFrame(fitted)
        expectPixel(fit, 5, 10, white, tolerance: 0, "aspect fit: 20 × 20 in the middle of 40 × 20")
        expectPixel(fit, 11, 2, red, tolerance: 0)
    }

    @Test("contentsRect picks a part of the image; nine-part keeps the corners and stretches the middle")
    func contentsRectAndNinePart() {
        let root = whiteRoot()
        let right = layer(CGRect(x: 0, y: 0, width: 10, height: 10), gravity: .resize, in: root)
        right.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 0.5)
        let stretched = layer(CGRect(x: 10, y: 10, width: 30, height: 30), gravity: .resize, in: root)
        stretched.contentsCenter = CGRect(x: 0.5, y: 0.75, width: 0, height: 0)  // caps 2 left, 2 right, 3 top, 1 bottom
        let frame = referenceFrame(root)
        expectPixel(frame, 5, 1, blue, tolerance: 0, "only the blue quarter shows")
        expectPixel(frame, 39, 39, green, tolerance: 0, "the bottom cap keeps its one-point height")
        expectPixel(
            frame, 39, 37, Pixel(r: 0, g: 128, b: 128, a: 255), tolerance: 1,
            "the middle rows stretch the line between the blue and green rows")
        expectPixel(frame, 10, 10, red, tolerance: 0, "top-left cap at its natural size")
    }
}
