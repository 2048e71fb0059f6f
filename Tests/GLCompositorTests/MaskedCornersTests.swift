import Foundation
import GLCompositor
import Graphics
import LayerTree
import Testing

@Suite("maskedCorners: only the chosen corners are rounded")
@MainActor
struct MaskedCornersTests {
    @Test("Defaults: all four corners, a circular curve")
    func defaults() {
        let layer = CALayer()
        #expect(layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        #expect(layer.cornerCurve == .circular)
        layer.setValue(CACornerMask.layerMinXMinYCorner, forKey: "maskedCorners")
        #expect(layer.maskedCorners == .layerMinXMinYCorner)
    }

    /// A 60×60 red view at (20, 20) with corner radius 15, rounding `corners`.
    func render(_ corners: CACornerMask, configure: (UIView) -> Void = { _ in }) throws -> PixelImage {
        let h = try CompositorHarness()
        let view = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
        view.backgroundColor = .red
        view.layer.cornerRadius = 15
        view.layer.maskedCorners = corners
        configure(view)
        h.window.addSubview(view)
        return try h.snapshot()
    }

    @Test("A background rounded at the top only, like a sheet")
    func background() throws {
        let image = try render([.layerMinXMinYCorner, .layerMaxXMinYCorner])
        expectPixel(image, 21, 21, white, "top left: rounded away")
        expectPixel(image, 78, 21, white, "top right: rounded away")
        expectPixel(image, 21, 78, red, "bottom left: square")
        expectPixel(image, 78, 78, red, "bottom right: square")
        expectPixel(image, 50, 50, red)
    }

    @Test("Clipping and borders follow the mask too; a turned view's clip as well")
    func clipAndBorder() throws {
        let image = try render([.layerMaxXMaxYCorner]) { view in
            view.clipsToBounds = true
            let inner = UIView(frame: view.bounds)
            inner.backgroundColor = .blue
            view.addSubview(inner)
            view.layer.borderWidth = 3
            view.layer.borderColor = UIColor.green.cgColor
        }
        expectPixel(image, 78, 78, white, "bottom right: rounded, the subview clipped")
        expectPixel(image, 21, 21, green, "top left: a square corner of the border")
        expectPixel(image, 50, 50, blue, "the clipped subview inside")
        let turned = try render([.layerMinXMinYCorner]) { view in
            view.clipsToBounds = true
            view.transform = CGAffineTransform(rotationAngle: .pi / 2)  // a quarter turn: top left goes to top right
            let inner = UIView(frame: view.bounds)
            inner.backgroundColor = .blue
            view.addSubview(inner)
        }
        expectPixel(turned, 78, 21, white, "the rounded corner, turned to the top right")
        expectPixel(turned, 21, 21, blue, "a square corner")
    }
}
