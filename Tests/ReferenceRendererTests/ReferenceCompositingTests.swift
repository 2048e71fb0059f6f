import Foundation
import Graphics
import LayerTree
import ReferenceRenderer
import Testing

@Suite("Reference renderer: opacity, groups, masks, shadows, gradients, arcs")
@MainActor
struct ReferenceCompositingTests {
    /// Two overlapping opaque squares in a container at half opacity.
    func overlapping(grouped: Bool) -> CALayer {
        let root = whiteRoot()
        let container = CALayer()
        container.frame = root.bounds
        container.opacity = 0.5
        container.allowsGroupOpacity = grouped
        container.addSublayer(coloredLayer(CGRect(x: 0, y: 0, width: 20, height: 20), redColor))
        container.addSublayer(coloredLayer(CGRect(x: 10, y: 10, width: 20, height: 20), blueColor))
        root.addSublayer(container)
        return root
    }

    @Test("Group opacity fades the container as one image; without it each sublayer fades on its own")
    func groupOpacity() {
        let grouped = referenceFrame(overlapping(grouped: true))
        expectPixel(grouped, 15, 15, Pixel(r: 128, g: 128, b: 255, a: 255), "the overlap shows only blue, at half")
        let separate = referenceFrame(overlapping(grouped: false))
        expectPixel(separate, 15, 15, Pixel(r: 128, g: 64, b: 191, a: 255), "half blue over half red over white")
    }

    @Test("A mask's alpha gates the masked layer and everything in it")
    func mask() {
        let root = whiteRoot()
        let masked = coloredLayer(CGRect(x: 0, y: 0, width: 40, height: 40), redColor)
        let mask = coloredLayer(CGRect(x: 10, y: 0, width: 20, height: 40), CGColor(red: 0, green: 0, blue: 0, alpha: 0.5))
        masked.mask = mask
        root.addSublayer(masked)
        let frame = referenceFrame(root)
        expectPixel(frame, 5, 20, white, "outside the mask")
        expectPixel(frame, 20, 20, Pixel(r: 255, g: 128, b: 128, a: 255), "half let through")
    }

    @Test("A square shadow is the Gaussian integral of its rect: half strength at the edge, a quarter at a corner")
    func shadow() {
        let root = whiteRoot(60, 60)
        let layer = coloredLayer(CGRect(x: 20, y: 20, width: 20, height: 20), blueColor)
        layer.shadowOpacity = 1
        layer.shadowRadius = 4
        layer.shadowOffset = CGSize(width: 0, height: 0)
        layer.shadowColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        root.addSublayer(layer)
        let frame = referenceFrame(root)
        // Pixel 40's centre is half a point right of the edge: Φ(−0.5/4) ≈ 0.450 of the Gaussian lies inside
        // along x, 0.987 along y, so black covers 0.444 of white.
        expectPixel(frame, 40, 30, Pixel(r: 142, g: 142, b: 142, a: 255), tolerance: 1)
        expectPixel(frame, 55, 30, white, "beyond three deviations")
        expectPixel(frame, 30, 30, blue, tolerance: 0, "the layer covers its own shadow")
    }

    @Test("Gradients: axial along its line, radial out to the ellipse, conic around the start")
    func gradients() {
        let root = whiteRoot()
        let gradient = CAGradientLayer()
        gradient.frame = root.bounds
        gradient.colors = [redColor, blueColor]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        root.addSublayer(gradient)
        let axial = referenceFrame(root)
        expectPixel(axial, 19, 5, Pixel(r: 131, g: 0, b: 124, a: 255), "t = 19.5 / 40")
        gradient.type = .conic
        gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
        gradient.endPoint = CGPoint(x: 0.5, y: 0.5)  // no direction: measured from +x (fuzz seed 0x29)
        let conic = referenceFrame(root)
        expectPixel(conic, 39, 20, red, tolerance: 3, "just clockwise of +x: the start")
        expectPixel(conic, 20, 39, Pixel(r: 191, g: 0, b: 64, a: 255), tolerance: 3, "a quarter turn clockwise (y down)")
    }

    @Test("An arc stroke: the ring between its trimmed ends, with round caps")
    func arc() {
        let root = whiteRoot()
        let shape = CAShapeLayer()
        shape.frame = root.bounds
        shape.path = CGPath(ellipseIn: CGRect(x: 10, y: 10, width: 20, height: 20), transform: nil)
        shape.fillColor = nil
        shape.strokeColor = redColor
        shape.lineWidth = 4
        shape.strokeEnd = 0.5
        shape.lineCap = .round
        root.addSublayer(shape)
        let frame = referenceFrame(root)
        #expect((frame.image[20, 29] == red) != (frame.image[20, 10] == red), "half the ring: the top or the bottom")
        expectPixel(frame, 20, 20, white, tolerance: 0, "the ring's middle is empty")
    }
}
