import CompositorFuzz
import Foundation
import GLCompositor
import Graphics
import LayerTree
import Testing

extension FuzzRegressionTests {
    /// Fuzz seed 0x2a006aa, minimized: a conic gradient under a solid mask with 1-point corners,
    /// in an image turned almost edge on (78.5° about y) under perspective, so that one pixel
    /// spans several points of the mask's plane. `continuous` picks the corners' curve.
    func nearlyEdgeOnMaskCase(continuous: Bool) -> FuzzCase {
        var mask = FuzzNode(id: 4, kind: .layer, frame: CGRect(x: -3.5, y: 4, width: 4, height: 5.5))
        mask.background = FuzzColor(0, 0, 0)
        mask.cornerRadius = 1
        mask.continuousCorners = continuous
        let conic = FuzzGradient(
            type: .conic, colors: [FuzzColor(0, 0.8, 0), FuzzColor(1, 1, 1), FuzzColor(0, 0, 1), FuzzColor(1, 0, 1, 0)],
            locations: nil, start: CGPoint(x: 1, y: 0.5), end: CGPoint(x: 1, y: 0.25))
        var gradient = FuzzNode(id: 3, kind: .gradient(conic), frame: CGRect(x: -6, y: 16, width: 5, height: 11))
        gradient.mask = mask
        var image = FuzzNode(
            id: 2, kind: .image(FuzzImage(seed: 7_372_973_729_081_202_447, width: 3, height: 5)),
            frame: CGRect(x: 30, y: 6, width: 6, height: 23))
        image.transform.tiltX = 0.2873051775423778
        image.transform.tiltY = 1.3707963267948966
        image.transform.eye = 209.98958602805357
        image.children = [gradient]
        var window = root(61, 58)
        window.children = [image]
        return FuzzCase(seed: 0x2a006aa, scene: FuzzScene(size: CGSize(width: 61, height: 58), root: window))
    }

    @Test(
        "fuzz seed 0x2a006aa: a pixel wholly outside a continuous corner seen nearly edge on is not covered (outside, a tangent's distance fell short of the curve's)"
    )
    func continuousCornerNearlyEdgeOn() throws {
        // Pixel (35, 32) lies 0.3 to 1.4 points below the mask's bottom edge near its bottom-right
        // corner, its centre (3.64, 6.43) in the mask's plane: 0.36 in from the right side, 0.93
        // below the bottom, nearer the curve than where it leaves the edge (1.53 in).
        let frame = try expectMatch(nearlyEdgeOnMaskCase(continuous: true))
        #expect(frame[35, 32].a == 0, "below the mask's continuous corner: nothing (the compositor drew alpha 28)")
    }

    @Test("fuzz seed 0x2a006aa with circular corners: the control, whose distance was always exact")
    func circularCornerNearlyEdgeOn() throws {
        let frame = try expectMatch(nearlyEdgeOnMaskCase(continuous: false))
        #expect(frame[35, 32].a == 0, "below the mask's circular corner: nothing")
    }
}
