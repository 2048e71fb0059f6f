import Foundation
import GLCompositor
import Graphics
import Testing
import UIKit

/// The layer side of the ported iOS files: a `layerClass` override, `@NSManaged` properties of a
/// CALayer subclass, `#keyPath` and KVC keys on animations, and a render through the compositor.
@Suite("Ported iOS files: layers, animations, rendering")
@MainActor
struct PortedLayerTests {
    @Test("@NSManaged layer properties read the class's default, store values by key and animate in presentation()")
    func managedLayerProperties() {
        MediaClock.useManualTime(50)
        defer { MediaClock.useSystemTime() }
        let layer = PulseLayer()
        #expect(layer.pulse == 0.5, "defaultValue(forKey:) as Core Animation returns it for an unset key")
        #expect(layer.pulseColor == nil)
        layer.pulse = 0.8
        layer.pulseColor = UIColor.blue.cgColor
        #expect(layer.pulse == 0.8 && layer.value(forKey: "pulse") as? CGFloat == 0.8)
        #expect(layer.pulseColor?.blue == 1)
        #expect(PulseLayer.needsDisplay(forKey: "pulse") && !PulseLayer.needsDisplay(forKey: "opacity"))

        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        window.makeKeyAndVisible()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        window.layer.addSublayer(layer)
        let animation = CABasicAnimation(keyPath: "pulse")
        animation.fromValue = 0.0
        animation.toValue = 1.0
        animation.duration = 1
        layer.add(animation, forKey: "pulse")
        CATransaction.flush()
        MediaClock.advance(by: 0.25)
        CATransaction.flush()
        let shown = layer.presentation()?.pulse ?? -1
        #expect(abs(shown - 0.25) < 0.01, "presentation() at a quarter of the way: \(shown)")
        #expect(layer.pulse == 0.8, "the model value stays")
    }

    @Test("A layerClass override makes a CAShapeLayer; a #keyPath animation tagged by KVC reports its end")
    func shapeLayerViewAnimation() {
        MediaClock.useManualTime(80)
        defer { MediaClock.useSystemTime() }
        let ring = ProgressRingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let window = UIWindow(frame: ring.bounds)
        window.addSubview(ring)
        window.makeKeyAndVisible()
        #expect(ring.layer is CAShapeLayer)
        ring.setProgress(0.5, animated: true)
        #expect(ring.layer.animation(forKey: "progress")?.value(forKey: "animationID") as? String == "progress")
        #expect((ring.layer.animation(forKey: "progress") as? CABasicAnimation)?.keyPath == "strokeEnd")
        CATransaction.flush()
        MediaClock.advance(by: 0.5)
        CATransaction.flush()
        #expect(ring.finishedAnimations == 1)
        #expect((ring.layer as? CAShapeLayer)?.strokeEnd == 0.5)
    }

    @Test("The ported ring renders through the GPU compositor in its #colorLiteral colour")
    func renderRing() throws {
        let ring = ProgressRingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.setProgress(1, animated: false)
        let context = try GLContext(options: .only(.surfaceless))
        let image = try context.withCurrent {
            let compositor = try Compositor(context: context)
            let window = UIWindow(frame: ring.bounds)
            window.screen = UIScreen(bounds: window.bounds, scale: 1)
            window.backgroundColor = .white
            window.addSubview(ring)
            window.makeKeyAndVisible()
            return try compositor.snapshot(window)
        }
        // The ring's stroke (10 points wide, centred 45 points from the middle) at the top, the
        // left and the bottom; white inside it.
        for (x, y) in [(50, 5), (5, 50), (50, 95)] {
            let pixel = image[x, y]
            let close = abs(Int(pixel.r) - 51) <= 3 && abs(Int(pixel.g) - 153) <= 3 && abs(Int(pixel.b) - 219) <= 3
            #expect(close, "\(x),\(y): \(pixel)")
        }
        let middle = image[50, 50]
        #expect(middle.r == 255 && middle.g == 255 && middle.b == 255)
    }
}
