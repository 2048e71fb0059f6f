import CompositorFuzz
import Foundation
import GLCompositor
import Graphics
import LayerTree
import Testing

extension FuzzRegressionTests {
    // A reference-side bug: the compositor was right.

    @Test(
        "fuzz seed 0x2b00166: a pixel on the seam between a squeezed nine-part middle and a cap may take either's filter (the footprint jumps there)"
    )
    func ninePartFilterSeam() throws {
        // The middle column stretches no width of the image (footprint near 0: magnified, nearest);
        // the right cap keeps its natural size, one texel a point, about 1.13 texels a pixel under
        // this perspective (minified, linear). Pixel (36, 25)'s centre lies 0.0015 points from
        // the seam at x = 39.875.
        var image = FuzzImage(seed: 10_574_657_604_897_861_907, width: 5, height: 6)
        image.contentsCenter = CGRect(x: 0.375, y: 0.5, width: 0, height: 0.375)
        var picture = FuzzNode(id: 11, kind: .image(image), frame: CGRect(x: 0, y: 15, width: 43, height: 47))
        picture.transform.tiltX = -0.13163845219420023
        picture.transform.tiltY = -0.5685444335659735
        picture.transform.eye = 405.75212134021774
        picture.magnificationFilter = .nearest
        var window = root(48, 59)
        window.children = [picture]
        let frame = try expectMatch(
            FuzzCase(seed: 0x2b00166, scene: FuzzScene(size: CGSize(width: 48, height: 59), root: window)))
        let nearest = Pixel(r: 128, g: 64, b: 191, a: 255), linear = Pixel(r: 88, g: 36, b: 123, a: 224)
        #expect(
            frame[36, 25].isClose(to: nearest, tolerance: 4) || frame[36, 25].isClose(to: linear, tolerance: 4),
            "on the seam: the middle's texel read nearest, or the cap's edge read linear; got \(frame[36, 25])")
    }
}
