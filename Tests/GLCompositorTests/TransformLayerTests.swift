import Foundation
import GLCompositor
import Graphics
import LayerTree
import ReferenceRenderer
import Testing

/// `CATransformLayer`: sublayers placed in the superlayer's 3D space without flattening at the
/// transform layer, drawn back to front by depth; nothing of the layer's own drawn.
@Suite("CATransformLayer: true 3D hierarchies")
@MainActor
struct TransformLayerTests {
    /// In a white 100×100 window, a container with perspective (m34 = −1/400) holding, at (20, 20,
    /// 60×60), a layer `make` makes, turned half a turn about y, with a green background and border.
    /// In it: red (0, 10, 40×40) at zPosition 20, then blue (20, 10, 40×40) at zPosition −20. The
    /// turn mirrors them: red lands on window x ≈ 40…79, blue on ≈ 18…60, overlapping on 40…60;
    /// in 3D the turn brings blue in front.
    func scene(_ make: () -> CALayer) throws -> CompositorHarness {
        let h = try CompositorHarness()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let container = CALayer()
        container.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 400
        container.sublayerTransform = perspective
        let holder = make()
        holder.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
        holder.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        holder.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1).cgColor
        holder.borderWidth = 4
        holder.borderColor = UIColor(red: 0, green: 0.5, blue: 0, alpha: 1).cgColor
        for (x, z, color) in [(CGFloat(0), CGFloat(20), UIColor(red: 1, green: 0, blue: 0, alpha: 1)), (20, -20, .blue)] {
            let plane = CALayer()
            plane.frame = CGRect(x: x, y: 10, width: 40, height: 40)
            plane.zPosition = z
            plane.backgroundColor = color.cgColor
            holder.addSublayer(plane)
        }
        container.addSublayer(holder)
        h.window.layer.addSublayer(container)
        CATransaction.commit()
        return h
    }

    @Test("Under a turned transform layer the nearer plane draws over the farther; the layer itself draws nothing")
    func depthOrder() throws {
        let h = try scene { CATransformLayer() }
        let image = try h.snapshot()
        expectPixel(image, 50, 50, blue, "where they overlap: blue, turned to the front")
        expectPixel(image, 30, 50, blue, "blue alone")
        expectPixel(image, 70, 50, red, "red alone")
        expectPixel(image, 50, 25, white, "above the planes: no background of the transform layer")
        expectPixel(image, 19, 50, blue, "the front plane, larger by perspective, reaches past the layer's edge at 20")
        expectPixel(image, 79, 50, white, tolerance: 10, "the back plane, smaller, ends at 78.6")
        expectPixel(image, 21, 75, white, "no border")
        try h.expectNoGLErrors()
    }

    @Test("A plain layer flattens instead: zPosition order puts red on top, and its own parts show")
    func plainLayerFlattens() throws {
        let h = try scene { CALayer() }
        let image = try h.snapshot()
        expectPixel(image, 50, 50, red, "flattened, the higher zPosition draws last")
        expectPixel(image, 50, 25, green, "its background")
        expectPixel(image, 19, 50, white, "flattened, the planes keep the layer's size: nothing left of 20")
        expectPixel(image, 78, 50, Pixel(r: 0, g: 128, b: 0, a: 255), "its border, over the planes")
        expectPixel(image, 74, 50, red, "red, flattened, out to the border")
    }

    @Test("The reference renderer draws the transform layer the same")
    func matchesReference() throws {
        let h = try scene { CATransformLayer() }
        let gpu = try h.snapshot()
        let tree = try #require(h.compositor.lastWindowTree)
        let reference = ReferenceRenderer.render(tree, width: 100, height: 100, scale: 1)
        let mismatches = reference.compare(gpu).mismatches
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
        expectPixel(reference.image, 50, 50, blue)
    }
}
