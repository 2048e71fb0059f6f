import Foundation
import GLCompositor
import Graphics
import LayerTree
import ReferenceRenderer
import Testing

/// The compositor and the independent reference renderer agree on continuous corners: the
/// shader's first-order distance to the curve against the reference's flattened Bézier outline.
@Suite("cornerCurve: the compositor matches the reference renderer")
@MainActor
struct ContinuousCornersReferenceTests {
    /// Continuous corners on every part that a corner radius shapes: a background with a border,
    /// a clip over a sublayer, a blurred and an unblurred shadow, a solid rounded mask, masked
    /// corners, a turned view and a capsule.
    func scene(in window: UIWindow) {
        func card(_ frame: CGRect, radius: CGFloat) -> UIView {
            let view = UIView(frame: frame)
            view.backgroundColor = UIColor(red: 0.9, green: 0.2, blue: 0.1, alpha: 1)
            view.layer.cornerRadius = radius
            view.layer.cornerCurve = .continuous
            window.addSubview(view)
            return view
        }
        let bordered = card(CGRect(x: 6, y: 6, width: 70, height: 60), radius: 18)
        bordered.layer.borderWidth = 3
        bordered.layer.borderColor = UIColor.blue.cgColor
        let clipping = card(CGRect(x: 84, y: 6, width: 60, height: 60), radius: 22)
        clipping.clipsToBounds = true
        let inner = UIView(frame: CGRect(x: -5, y: -5, width: 70, height: 40))
        inner.backgroundColor = .green
        clipping.addSubview(inner)
        let shadowed = card(CGRect(x: 14, y: 84, width: 50, height: 40), radius: 12)
        shadowed.layer.shadowOpacity = 0.8
        shadowed.layer.shadowRadius = 4
        shadowed.layer.shadowOffset = CGSize(width: 3, height: 5)
        let hardShadow = card(CGRect(x: 84, y: 84, width: 40, height: 30), radius: 10)
        hardShadow.layer.shadowOpacity = 1
        hardShadow.layer.shadowRadius = 0
        hardShadow.layer.shadowOffset = CGSize(width: 6, height: 8)
        let masked = card(CGRect(x: 6, y: 140, width: 60, height: 50), radius: 0)
        let mask = CALayer()
        mask.frame = CGRect(x: 4, y: 2, width: 50, height: 44)
        mask.backgroundColor = CGColor.black
        mask.cornerRadius = 15
        mask.cornerCurve = .continuous
        masked.layer.mask = mask
        let sheet = card(CGRect(x: 84, y: 140, width: 60, height: 50), radius: 20)
        sheet.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
        let turned = card(CGRect(x: 150, y: 20, width: 40, height: 60), radius: 14)
        turned.transform = CGAffineTransform(rotationAngle: 0.5)
        _ = card(CGRect(x: 150, y: 110, width: 40, height: 80), radius: 20)  // a capsule: round ends
    }

    @Test("Every part at scale 1 and 2, within the reference's tolerance", arguments: [1.0, 2.0])
    func matches(scale: CGFloat) throws {
        let h = try CompositorHarness(width: 200, height: 200, scale: scale)
        scene(in: h.window)
        let image = try h.snapshot()
        let pixels = Int(200 * scale)
        let reference = ReferenceRenderer.render(
            h.window.layer.runUpdateCycle().root, width: pixels, height: pixels, scale: scale)
        let comparison = reference.compare(image)
        #expect(!comparison.sizesDiffer && comparison.mismatches.isEmpty, "\(comparison.mismatches.prefix(3))")
    }

    @Test("The curve costs no draw call or pass: the same scene with circular corners plans the same")
    func sameOperations() throws {
        func stats(_ curve: CALayerCornerCurve) throws -> FrameStats {
            let h = try CompositorHarness(width: 200, height: 200)
            scene(in: h.window)
            func apply(_ layer: CALayer) {
                layer.cornerCurve = curve
                layer.sublayers?.forEach(apply)
                layer.mask.map(apply)
            }
            apply(h.window.layer)
            return try h.render()
        }
        let continuous = try stats(.continuous), circular = try stats(.circular)
        #expect(continuous.drawCalls == circular.drawCalls && continuous.offscreenPasses == circular.offscreenPasses)
        #expect(continuous.drawCalls >= 5, "the scene draws: \(continuous.drawCalls) calls")
    }
}
