import Foundation
import GLCompositor
import Graphics
import LayerTree
import Testing

/// A custom animatable property as iOS code writes one without `@NSManaged`: stored by
/// key-value coding, redisplayed while it animates (`needsDisplay(forKey:)`), drawn in `draw(in:)`.
final class BarLayer: CALayer {
    var progress: CGFloat {
        get { value(forKey: "progress") as? CGFloat ?? 0 }
        set { setValue(newValue, forKey: "progress") }
    }

    override init() { super.init() }
    override init(layer: Any) { super.init(layer: layer) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "progress" || super.needsDisplay(forKey: key)
    }

    override func draw(in ctx: CGContext) {
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * progress, height: bounds.height))
    }
}

@Suite("needsDisplay(forKey:): a layer redrawn with the values shown while a key animates")
@MainActor
struct AnimatedDisplayTests {
    @Test("A progress bar drawn in draw(in:) follows its animated progress; the model keeps its value")
    func animatedProgress() throws {
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        let h = try CompositorHarness()
        let bar = BarLayer()
        bar.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        bar.progress = 0.1
        h.window.layer.addSublayer(bar)
        var image = try h.snapshot()
        expectPixel(image, 5, 10, blue, "drawn at 0.1 by display()")
        expectPixel(image, 50, 10, white)
        let grow = CABasicAnimation(keyPath: "progress")
        grow.fromValue = 0
        grow.toValue = 1
        grow.duration = 1
        bar.add(grow, forKey: "grow")
        try h.render()
        MediaClock.advance(by: 0.5)
        image = try h.snapshot()
        expectPixel(image, 45, 10, blue, "half way: up to 50")
        expectPixel(image, 55, 10, white)
        #expect(bar.progress == 0.1 && (bar.presentation()?.progress ?? 0) == 0.5)
        MediaClock.advance(by: 1)
        bar.removeAllAnimations()
        image = try h.snapshot()
        expectPixel(image, 45, 10, white, "after the animation, the model's 0.1 again")
    }
}
