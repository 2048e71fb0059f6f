import Foundation
import Graphics
import LayerTree
import ReferenceRenderer
import Testing

/// The reference renderer draws `cornerCurve = .continuous` from the flattened Bézier outline.
/// Points as in the compositor's tests (from the curve, supersampled independently): a 320 × 320
/// layer at (10, 10), radius 100 — pixel (96, 11) is covered 0 % by the continuous corner and
/// 100 % by the circular one; with a 4 px border, pixel (96, 15) is the ring's (continuous) or
/// the hole's (circular). Away from edges the reference is exact: tolerance 1 level. The frames
/// show only the strip along the top edge that the tests read (the reference is slow in debug).
@Suite("Reference renderer: continuous corners")
@MainActor
struct ReferenceContinuousCornerTests {
    func frame(_ curve: CALayerCornerCurve, configure: (CALayer) -> Void = { _ in }) -> ReferenceFrame {
        let root = whiteRoot(340, 24)
        let layer = coloredLayer(CGRect(x: 10, y: 10, width: 320, height: 320), redColor)
        layer.cornerRadius = 100
        layer.cornerCurve = curve
        configure(layer)
        root.addSublayer(layer)
        return referenceFrame(root)
    }

    @Test("The background follows the continuous curve, not the quarter circle")
    func background() {
        let continuous = frame(.continuous)
        expectPixel(continuous, 96, 11, white, tolerance: 1, "outside the continuous corner")
        expectPixel(frame(.circular), 96, 11, red, tolerance: 1, "inside the circular one")
        expectPixel(continuous, 170, 10, red, tolerance: 1, "the straight edge, past 152.9 px")
    }

    @Test("The border's hole is the continuous curve of the radius less the width")
    func border() {
        func bordered(_ layer: CALayer) {
            layer.backgroundColor = nil
            layer.borderWidth = 4
            layer.borderColor = greenColor
        }
        expectPixel(frame(.continuous, configure: bordered), 96, 15, green, tolerance: 1)
        expectPixel(frame(.circular, configure: bordered), 96, 15, white, tolerance: 1)
    }

    @Test("The shadow (unblurred, moved clear of the layer) has the continuous corner; blurred, it differs from the circular")
    func shadow() {
        func shadowed(radius: CGFloat) -> (CALayer) -> Void {
            { layer in
                layer.frame = CGRect(x: 10, y: 10, width: 150, height: 150)
                layer.cornerRadius = 45
                layer.shadowColor = blueColor
                layer.shadowOpacity = 1
                layer.shadowRadius = radius
                layer.shadowOffset = CGSize(width: 170, height: 0)
            }
        }
        // 45 px radius: pixel (213, 11), 33.5 px along the shadow's top edge (at x 180) and 1.5 px
        // down, is 3.5 % inside the continuous corner (2.0 px deep there) and 50 % inside the
        // circular one (1.5 px deep): in the red channel, over 220 against under 170.
        let continuous = frame(.continuous, configure: shadowed(radius: 0))
        let circular = frame(.circular, configure: shadowed(radius: 0))
        #expect(continuous.image[213, 11].r > 220, "continuous: nearly white, \(continuous.image[213, 11])")
        #expect(circular.image[213, 11].r < 170, "circular: half blue, \(circular.image[213, 11])")
        let blurredContinuous = frame(.continuous, configure: shadowed(radius: 3)).image[213, 11]
        let blurredCircular = frame(.circular, configure: shadowed(radius: 3)).image[213, 11]
        #expect(Int(blurredContinuous.r) > Int(blurredCircular.r) + 5, "\(blurredContinuous) against \(blurredCircular)")
    }
}
