import Foundation
import GLCompositor
import Graphics
import LayerTree
import ReferenceRenderer
import Testing

/// `cornerCurve = .continuous` on the GPU. The named points come from the curve (PaintCode's
/// control points, supersampled 16 × 16 in a script independent of the code under test): a
/// 320 × 320 view at (10, 10) with radius 100 leaves its top edge 152.9 px from the corner,
/// and 86.5 px along it the continuous curve is 2.17 px deep where a quarter circle is 0.92 px.
/// So pixel (96, 11) — centre 86.5 px along, 1.5 px down — is covered 0 % by the continuous
/// corner and 100 % by the circular one; with a 4 px border, the hole's corner (radius 96, 4 px
/// in) covers pixel (96, 15) 0 % (continuous) against 100 % (circular). Tolerance: 12 levels
/// (under 5 % coverage), far inside the 255 levels between the two curves.
@Suite("cornerCurve: continuous corners on the GPU")
@MainActor
struct ContinuousCornersTests {
    static let probe = (x: 96, y: 11)
    static let tolerance = 12

    /// A 320 × 320 red view at (10, 10), radius 100, with `curve`, in a `width` × 340 window.
    func render(
        _ curve: CALayerCornerCurve, width: CGFloat = 340, configure: (UIView) -> Void = { _ in }
    ) throws -> PixelImage {
        let h = try CompositorHarness(width: width, height: 340)
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 320, height: 320))
        view.backgroundColor = .red
        view.layer.cornerRadius = 100
        view.layer.cornerCurve = curve
        configure(view)
        h.window.addSubview(view)
        return try h.snapshot()
    }

    @Test("The background: 86.5 px along the top edge, 1.5 px down, is outside the continuous corner only")
    func background() throws {
        expectPixel(try render(.continuous), 96, 11, white, tolerance: Self.tolerance, "continuous: not yet reached")
        expectPixel(try render(.circular), 96, 11, red, tolerance: Self.tolerance, "circular: inside")
        let continuous = try render(.continuous)
        expectPixel(continuous, 96, 13, red, tolerance: Self.tolerance, "3.5 px down: inside both")
        expectPixel(continuous, 170, 10, red, tolerance: Self.tolerance, "the straight edge past 152.9 px")
    }

    @Test("The border's inner edge is the continuous curve of the radius less the width")
    func border() throws {
        func bordered(_ view: UIView) {
            view.backgroundColor = nil
            view.layer.borderWidth = 4
            view.layer.borderColor = UIColor.green.cgColor
        }
        expectPixel(try render(.continuous, configure: bordered), 96, 15, green, tolerance: Self.tolerance, "still the ring")
        expectPixel(try render(.circular, configure: bordered), 96, 15, white, tolerance: Self.tolerance, "the hole")
    }

    @Test("masksToBounds clips sublayers to the continuous corner")
    func clip() throws {
        func clipped(_ view: UIView) {
            view.backgroundColor = nil
            view.clipsToBounds = true
            let inner = UIView(frame: view.bounds)
            inner.backgroundColor = .blue
            view.addSubview(inner)
        }
        expectPixel(try render(.continuous, configure: clipped), 96, 11, white, tolerance: Self.tolerance, "clipped away")
        expectPixel(try render(.circular, configure: clipped), 96, 11, blue, tolerance: Self.tolerance, "shown")
    }

    @Test("maskedCorners with a continuous curve: the top-right corner alone, mirrored at column 243")
    func maskedCorners() throws {
        let image = try render(.continuous) { $0.layer.maskedCorners = .layerMaxXMinYCorner }
        expectPixel(image, 243, 11, white, tolerance: Self.tolerance, "the rounded corner, continuous")
        expectPixel(image, 96, 11, red, tolerance: Self.tolerance, "the square top-left corner")
        expectPixel(image, 10, 10, red, tolerance: Self.tolerance, "the square corner's own pixel")
    }

    @Test("A rounded solid mask layer masks by the continuous curve (in the shader, as an exact clip)")
    func solidMask() throws {
        func masked(_ curve: CALayerCornerCurve) -> (UIView) -> Void {
            { view in
                view.layer.cornerRadius = 0
                let mask = CALayer()
                mask.frame = view.bounds
                mask.backgroundColor = CGColor.black
                mask.cornerRadius = 100
                mask.cornerCurve = curve
                view.layer.mask = mask
            }
        }
        expectPixel(try render(.circular, configure: masked(.continuous)), 96, 11, white, tolerance: Self.tolerance)
        expectPixel(try render(.circular, configure: masked(.circular)), 96, 11, red, tolerance: Self.tolerance)
    }

    @Test("The shadow of a continuous rounded rect (unblurred, 330 px to the right) has the continuous corner")
    func shadow() throws {
        func shadowed(_ view: UIView) {
            view.layer.shadowColor = UIColor.blue.cgColor
            view.layer.shadowOpacity = 1
            view.layer.shadowRadius = 0
            view.layer.shadowOffset = CGSize(width: 330, height: 0)
        }
        expectPixel(
            try render(.continuous, width: 680, configure: shadowed), 426, 11, white, tolerance: Self.tolerance,
            "outside the shadow's continuous corner")
        expectPixel(
            try render(.circular, width: 680, configure: shadowed), 426, 11, blue, tolerance: Self.tolerance,
            "inside the circular one")
    }

    @Test("A capsule (radius half the height) keeps round ends: continuous draws exactly as circular")
    func capsule() throws {
        func capsule(_ view: UIView) {
            view.frame = CGRect(x: 10, y: 10, width: 320, height: 100)
            view.layer.cornerRadius = 50
        }
        let continuous = try render(.continuous, configure: capsule), circular = try render(.circular, configure: capsule)
        #expect(largestChannelDifference(continuous, circular) == 0)
        #expect(largestChannelDifference(try render(.continuous), try render(.circular)) >= 200, "but not a squarer one")
    }

    @Test("The render tree carries the curve as bit 16 over the masked corners; an effect view passes it to its blur")
    func model() throws {
        let layer = CALayer()
        layer.maskedCorners = .layerMaxXMinYCorner
        #expect(layer.runUpdateCycle().root?.cornerShape == 2)
        layer.cornerCurve = .continuous
        let tree = layer.runUpdateCycle().root
        #expect(tree?.continuousCorners == true && tree?.cornerShape == 18)
        let effect = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        effect.frame = CGRect(x: 0, y: 0, width: 80, height: 80)
        effect.layer.cornerRadius = 20
        effect.layer.cornerCurve = .continuous
        func rounded(_ layer: RenderLayer) -> [RenderLayer] {
            (layer.cornerRadius == 20 ? [layer] : []) + layer.sublayers.flatMap(rounded)
        }
        let layers = effect.layer.runUpdateCycle().root.map(rounded) ?? []
        #expect(layers.count >= 2, "the effect view's layer and its backdrop's")
        #expect(layers.allSatisfy { $0.continuousCorners })
    }

    @Test("A sublayer beside a continuous corner's curve (past one radius, short of 1.53) makes the shadow the subtree's")
    func subtreeShadow() {
        func shadow(_ curve: CALayerCornerCurve) -> RenderShadow.Shape? {
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            layer.cornerRadius = 20
            layer.cornerCurve = curve
            layer.shadowOpacity = 1
            let bar = CALayer()
            bar.frame = CGRect(x: 21, y: 0, width: 58, height: 10)  // clear of circular corners (20), not of continuous (30.6)
            bar.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            layer.addSublayer(bar)
            return layer.runUpdateCycle().root?.shadow?.shape
        }
        guard case .roundedRect(_, _, let corners)? = shadow(.circular) else {
            Issue.record("circular: the background's rounded rect casts it")
            return
        }
        #expect(corners == 15)
        guard case .subtree? = shadow(.continuous) else {
            Issue.record("continuous: the bar reaches past the curve, so the subtree casts it")
            return
        }
    }
}
