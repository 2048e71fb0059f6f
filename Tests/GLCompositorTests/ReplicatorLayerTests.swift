import Foundation
import GLCompositor
import Graphics
import LayerTree
import Testing

@Suite("CAReplicatorLayer")
@MainActor
struct ReplicatorLayerTests {
    @Test("Core Animation's defaults")
    func defaults() {
        let layer = CAReplicatorLayer()
        #expect(layer.instanceCount == 1 && CATransform3DIsIdentity(layer.instanceTransform) && layer.instanceDelay == 0)
        #expect(layer.instanceColor?.red == 1 && layer.instanceColor?.alpha == 1)
        #expect(layer.instanceRedOffset == 0 && layer.instanceAlphaOffset == 0 && !layer.preservesDepth)
        #expect(CAReplicatorLayer.defaultAction(forKey: "instanceTransform") is CABasicAnimation)
        #expect(CAReplicatorLayer.defaultAction(forKey: "instanceCount") == nil)
        let diagnostics = LayerTreeDiagnostics.capturing { layer.instanceCount = -2 }
        #expect(diagnostics.count == 1 && layer.instanceCount == 1)
    }

    /// A 100×100 white window holding a spinner: a replicator over the window with a 10×10
    /// black dot at the top centre, `count` instances a turn apart.
    func spinner(count: Int, _ configure: (CAReplicatorLayer) -> Void = { _ in }) throws -> (CompositorHarness, CAReplicatorLayer)
    {
        let h = try CompositorHarness()
        let replicator = CAReplicatorLayer()
        replicator.frame = h.window.bounds
        let dot = CALayer()
        dot.frame = CGRect(x: 45, y: 5, width: 10, height: 10)
        dot.backgroundColor = CGColor(gray: 0, alpha: 1)
        replicator.addSublayer(dot)
        replicator.instanceCount = count
        replicator.instanceTransform = CATransform3DMakeRotation(2 * .pi / CGFloat(count), 0, 0, 1)
        configure(replicator)
        h.window.layer.addSublayer(replicator)
        return (h, replicator)
    }

    @Test("Four instances a quarter turn apart about the centre: dots at twelve, three, six and nine o'clock")
    func instancesAroundTheCentre() throws {
        let (h, _) = try spinner(count: 4)
        let image = try h.snapshot()
        let black = Pixel(r: 0, g: 0, b: 0, a: 255)
        for (x, y) in [(50, 10), (90, 50), (50, 90), (10, 50)] { expectPixel(image, x, y, black, tolerance: 1, "a dot") }
        expectPixel(image, 80, 20, white, "between the dots")
        expectPixel(image, 50, 50, white, "the centre")
    }

    @Test("Alpha and colour offsets tint each further instance; instanceColor tints the first")
    func tints() throws {
        let (h, _) = try spinner(count: 4) { replicator in
            replicator.sublayers?.first?.backgroundColor = CGColor(gray: 1, alpha: 1)  // a white dot
            replicator.instanceColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)  // first one red
            replicator.instanceGreenOffset = 0.5
            replicator.instanceAlphaOffset = -0.25
        }
        h.window.backgroundColor = .black
        let image = try h.snapshot()
        expectPixel(image, 50, 10, Pixel(r: 255, g: 0, b: 0, a: 255), tolerance: 1, "instance 0: red")
        expectPixel(image, 90, 50, Pixel(r: 191, g: 96, b: 0, a: 255), tolerance: 2, "instance 1: green 0.5 at alpha 0.75")
        expectPixel(image, 50, 90, Pixel(r: 128, g: 128, b: 0, a: 255), tolerance: 2, "instance 2: yellow at alpha 0.5")
    }

    @Test("instanceCount 0 draws no sublayer; turning the instances for 30 frames uploads nothing")
    func countAndCosts() throws {
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        let (h, replicator) = try spinner(count: 8)
        try h.render()
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = 2 * CGFloat.pi
        spin.duration = 1
        replicator.add(spin, forKey: "spin")
        var uploaded = 0, drawn = 0
        for _ in 0..<30 {
            MediaClock.advance(by: 1.0 / 60)
            let stats = try h.render()
            uploaded += stats.bytesUploaded
            drawn += stats.drawRectCalls
        }
        #expect(uploaded == 0 && drawn == 0)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        replicator.instanceCount = 0
        CATransaction.commit()
        replicator.removeAllAnimations()
        let image = try h.snapshot()
        expectPixel(image, 50, 10, white, "no instances, no dot")
    }

    @Test("instanceDelay: each instance shows the sublayers' animation a delay later")
    func delayedInstances() throws {
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        let (h, replicator) = try spinner(count: 4) { $0.instanceDelay = 0.25 }
        try h.render()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 1
        replicator.sublayers?.first?.add(fade, forKey: "fade")
        try h.render()  // the animation starts now
        MediaClock.advance(by: 0.5)
        let image = try h.snapshot()
        expectPixel(image, 50, 10, Pixel(r: 128, g: 128, b: 128, a: 255), tolerance: 2, "instance 0: half way")
        expectPixel(image, 90, 50, Pixel(r: 64, g: 64, b: 64, a: 255), tolerance: 2, "instance 1: a quarter")
        expectPixel(image, 50, 90, Pixel(r: 0, g: 0, b: 0, a: 255), tolerance: 2, "instance 2: just starting")
        expectPixel(image, 10, 50, Pixel(r: 0, g: 0, b: 0, a: 255), tolerance: 2, "instance 3: not started, the model")
        #expect(h.compositor.lastFrameStats.bytesUploaded == 0)
    }

    @Test("The tint multiplies drawn bitmaps' colours too")
    func bitmapTint() throws {
        let h = try CompositorHarness()
        h.window.backgroundColor = .black
        let replicator = CAReplicatorLayer()
        replicator.frame = h.window.bounds
        let dot = CALayer()
        dot.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        dot.contents = CGImage(
            pixels: try {
                let canvas = try BitmapCanvas(width: 4, height: 4)
                canvas.context.setFillColor(red: 1, green: 1, blue: 1, alpha: 1)
                canvas.context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
                return canvas.makeImage()
            }())
        replicator.addSublayer(dot)
        replicator.instanceCount = 2
        replicator.instanceTransform = CATransform3DMakeTranslation(40, 0, 0)
        replicator.instanceColor = CGColor(red: 1, green: 1, blue: 0, alpha: 1)
        replicator.instanceRedOffset = -1
        h.window.layer.addSublayer(replicator)
        let image = try h.snapshot()
        expectPixel(image, 20, 20, Pixel(r: 255, g: 255, b: 0, a: 255), tolerance: 1, "instance 0: white × yellow")
        expectPixel(image, 60, 20, Pixel(r: 0, g: 255, b: 0, a: 255), tolerance: 1, "instance 1: red taken away")
    }
}
