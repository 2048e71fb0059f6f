import Foundation
import GLCompositor
import Graphics
import LayerTree
import Testing

/// A `shadowPath` that is a rounded rect — `UIBezierPath(roundedRect:cornerRadius:)`, the usual
/// shadow path of an iOS card — is blurred by the shader like a rounded background's shadow,
/// with no CPU blur and no upload, even while the path changes every frame.
@Suite("Rounded-rect shadow paths: blurred analytically")
@MainActor
struct RoundedShadowPathTests {
    /// A white 60 × 60 card with radius-12 continuous corners at (20, 20) in a white window,
    /// casting a black shadow of radius 4 below it.
    private func card(shadowPath: (CGRect) -> CGPath?) throws -> (CompositorHarness, UIView) {
        let h = try CompositorHarness()
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
        card.backgroundColor = .white
        card.layer.cornerRadius = 12
        card.layer.cornerCurve = .continuous
        card.layer.shadowOpacity = 1
        card.layer.shadowRadius = 4
        card.layer.shadowOffset = CGSize(width: 0, height: 6)
        card.layer.shadowPath = shadowPath(card.bounds)
        h.window.addSubview(card)
        return (h, card)
    }

    @Test("UIBezierPath(roundedRect:cornerRadius:) as shadowPath draws the background's own shadow, pixel for pixel")
    func sameAsBackgroundShadow() throws {
        let (plain, _) = try card { _ in nil }
        let (pathed, _) = try card { UIBezierPath(roundedRect: $0, cornerRadius: 12).cgPath }
        let expected = try plain.snapshot(), image = try pathed.snapshot()
        var differing = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y] != expected[x, y] { differing += 1 }
        }
        #expect(differing == 0, "pixels differing from the rounded background's shadow")
        #expect(image[50, 84].r < 200, "the shadow below the card")
    }

    @Test("Resizing a card whose shadowPath follows its bounds blurs and uploads nothing")
    func resizingBlursNothing() throws {
        let (h, card) = try card { UIBezierPath(roundedRect: $0, cornerRadius: 12).cgPath }
        _ = try h.render()
        var blurred = 0, uploaded = 0
        for step in 1...10 {
            card.bounds.size.height = 60 + CGFloat(step)
            card.layer.shadowPath = UIBezierPath(roundedRect: card.bounds, cornerRadius: 12).cgPath
            blurred += h.window.runUpdateCycle().stats.shadowsBlurred
            uploaded += try h.render().bytesUploaded
        }
        #expect(blurred == 0 && uploaded == 0)
    }

    @Test("Circular rounded paths are blurred analytically too; paths of other shapes on the CPU")
    func recognizedPaths() throws {
        let box = CGRect(x: 0, y: 0, width: 60, height: 60)
        let radii = CGSize(width: 9, height: 9)
        let everyCorner = UIBezierPath(roundedRect: box, byRoundingCorners: .allCorners, cornerRadii: radii).cgPath
        let oneCorner = UIBezierPath(roundedRect: box, byRoundingCorners: [.topLeft], cornerRadii: radii).cgPath
        let paths: [(CGPath, Int, String)] = [
            (CGPath(roundedRect: box, cornerWidth: 9, cornerHeight: 9, transform: nil), 0, "CGPath rounded rect"),
            (everyCorner, 0, "every corner rounded"), (oneCorner, 1, "one corner rounded"),
            (CGPath(ellipseIn: box, transform: nil), 1, "an ellipse"),
        ]
        for (path, blurs, name) in paths {
            let (h, _) = try card { _ in path }
            #expect(h.window.runUpdateCycle().stats.shadowsBlurred == blurs, "\(name)")
        }
    }
}
