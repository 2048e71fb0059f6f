import Foundation
import Testing

@testable import LayerTree

@Suite("Layer shadows: the model")
@MainActor
struct ShadowTests {
    @Test("Core Animation's defaults, animatable keys, bad input refused")
    func defaults() {
        let layer = CALayer()
        #expect(layer.shadowOpacity == 0 && layer.shadowRadius == 3 && layer.shadowPath == nil)
        #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
        #expect(layer.shadowColor?.alpha == 1 && layer.shadowColor?.red == 0)
        for key in ["shadowColor", "shadowOpacity", "shadowOffset", "shadowRadius", "shadowPath"] {
            #expect(CALayer.defaultAction(forKey: key) is CABasicAnimation, "\(key) animates")
        }
        let diagnostics = LayerTreeDiagnostics.capturing {
            layer.shadowRadius = -1
            layer.shadowOffset = CGSize(width: CGFloat.nan, height: 0)
            layer.shadowOpacity = .infinity
        }
        #expect(diagnostics.count == 3)
        #expect(layer.shadowRadius == 3 && layer.shadowOffset == CGSize(width: 0, height: -3) && layer.shadowOpacity == 0)
    }

    /// A standalone layer at (0, 0, 40, 20) with a shadow of opacity 0.5, radius 2, offset (3, 4).
    func shadowed(_ configure: (CALayer) -> Void = { _ in }) -> CALayer {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        layer.shadowOpacity = 0.5
        layer.shadowRadius = 2
        layer.shadowOffset = CGSize(width: 3, height: 4)
        configure(layer)
        return layer
    }

    @Test("An opaque background casts its rounded rect, offset; no opacity, no shadow")
    func backgroundShadow() throws {
        let layer = shadowed {
            $0.backgroundColor = CGColor.black
            $0.cornerRadius = 5
        }
        let shadow = try #require(layer.runUpdateCycle().root?.shadow)
        guard case .roundedRect(let rect, let corner, _) = shadow.shape else {
            Issue.record("expected a rounded rect")
            return
        }
        #expect(rect == CGRect(x: 3, y: 4, width: 40, height: 20) && corner == 5)
        #expect(shadow.opacity == 0.5 && shadow.sigma == 2)
        let plain = CALayer()
        plain.backgroundColor = CGColor.black
        #expect(plain.runUpdateCycle().root?.shadow == nil, "shadowOpacity 0 by default")
    }

    @Test("A rect shadowPath is analytic; any other path is blurred once, and again only when it changes")
    func pathShadows() throws {
        let layer = shadowed { $0.shadowPath = CGPath(rect: CGRect(x: 1, y: 2, width: 10, height: 10), transform: nil) }
        guard case .roundedRect(let rect, 0, _)? = layer.runUpdateCycle().root?.shadow?.shape else {
            Issue.record("expected an analytic rect")
            return
        }
        #expect(rect == CGRect(x: 4, y: 6, width: 10, height: 10))
        withoutAnimation { layer.shadowPath = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10), transform: nil) }
        let commit = layer.runUpdateCycle()
        #expect(commit.stats.shadowsBlurred == 1)
        guard case .bitmap(let content, let frame)? = commit.root?.shadow?.shape else {
            Issue.record("expected a blurred bitmap")
            return
        }
        // The ellipse's box grown by three standard deviations (6 points), then offset.
        #expect(frame == CGRect(x: -3, y: -2, width: 32, height: 22))
        #expect(content.image.width == 32 && content.image.height == 22)
        withoutAnimation {
            layer.position = CGPoint(x: 50, y: 50)
            layer.shadowOpacity = 1
            layer.shadowOffset = .zero
        }
        #expect(layer.runUpdateCycle().stats.shadowsBlurred == 0, "moving, fading or offsetting blurs nothing")
        withoutAnimation { layer.shadowRadius = 4 }
        #expect(layer.runUpdateCycle().stats.shadowsBlurred == 1)
    }

    @Test("Presentation copies carry the shadow; shadowOpacity animates")
    func presentation() throws {
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        let layer = shadowed()
        _ = layer.runUpdateCycle()
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        layer.shadowOpacity = 1
        CATransaction.commit()
        _ = layer.runUpdateCycle()
        MediaClock.advance(by: 0.5)
        let shown = try #require(layer.presentation())
        #expect(shown.shadowOpacity == 0.75 && shown.shadowRadius == 2 && shown.shadowOffset == CGSize(width: 3, height: 4))
    }

    /// The shape the committed shadow of `layer` has.
    func committedShape(_ layer: CALayer) -> RenderShadow.Shape? { layer.runUpdateCycle().root?.shadow?.shape }

    @Test("Sublayers shape the shadow: a transparent layer casts its sublayer's; opaque backgrounds around them stay analytic")
    func sublayersShapeTheShadow() throws {
        let sublayer = CALayer()
        sublayer.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
        sublayer.backgroundColor = CGColor.black
        let layer = shadowed { $0.addSublayer(sublayer) }
        guard case .subtree(let offset)? = committedShape(layer) else {
            Issue.record("a transparent layer with a sublayer casts the subtree's shadow")
            return
        }
        #expect(offset == CGSize(width: 3, height: 4))
        withoutAnimation { layer.backgroundColor = CGColor.black }
        guard case .roundedRect(let rect, _, _)? = committedShape(layer) else {
            Issue.record("an opaque background hiding the sublayer casts its rect, analytically")
            return
        }
        #expect(rect == CGRect(x: 3, y: 4, width: 40, height: 20))
        withoutAnimation { sublayer.position = CGPoint(x: 45, y: 10) }  // out past the right edge
        guard case .subtree? = committedShape(layer) else {
            Issue.record("a sublayer outside the bounds adds to the shadow")
            return
        }
        withoutAnimation { layer.masksToBounds = true }
        guard case .roundedRect? = committedShape(layer) else {
            Issue.record("clipped to an opaque background: its rect again")
            return
        }
        withoutAnimation {
            layer.masksToBounds = false
            sublayer.position = CGPoint(x: 10, y: 10)
            layer.cornerRadius = 8
        }
        guard case .subtree? = committedShape(layer) else {
            Issue.record("a sublayer reaching into a rounded corner adds to the shadow")
            return
        }
        withoutAnimation { sublayer.isHidden = true }
        guard case .roundedRect? = committedShape(layer) else {
            Issue.record("a hidden sublayer casts nothing")
            return
        }
    }
}
