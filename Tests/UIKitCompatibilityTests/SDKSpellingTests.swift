import CoreGraphics
import Foundation
import QuartzCore
import Testing
import UIKit

/// Spellings iOS code uses, written as iOS code writes them, with only `import UIKit`.
@MainActor
final class TaggedFadeDelegate: CAAnimationDelegate {
    var stoppedTags: [String] = []
    func animationDidStart(_ anim: CAAnimation) {}
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        if let tag = anim.value(forKey: "tag") as? String { stoppedTags.append(tag) }
    }
}

final class PulseLayer: CAShapeLayer {
    var pulse: CGFloat = 0

    override init() {
        super.init()
        fillColor = UIColor.systemRed.cgColor
    }

    override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? PulseLayer { pulse = other.pulse }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "pulse" || super.needsDisplay(forKey: key)
    }

    override class func defaultValue(forKey key: String) -> Any? {
        key == "pulse" ? 0 : super.defaultValue(forKey: key)
    }
}

@Suite("SDK spellings iOS code uses")
@MainActor
struct SDKSpellingTests {
    @Test("Animations carry key-value tags into their delegate's animationDidStop")
    func animationTags() {
        CATransaction.flush()
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        let layer = CALayer()
        _ = layer.runUpdateCycle()
        let delegate = TaggedFadeDelegate()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 0.5
        fade.timingFunction = CAMediaTimingFunction(name: CAMediaTimingFunctionName.easeInEaseOut)
        fade.setValue("fade-out", forKey: "tag")
        fade.delegate = delegate
        layer.add(fade, forKey: "fade")
        #expect((layer.animation(forKey: "fade")?.value(forKey: "tag") as? String) == "fade-out", "the layer's copy keeps it")
        _ = layer.runUpdateCycle()
        MediaClock.advance(by: 1)
        CATransaction.flush()
        #expect(delegate.stoppedTags == ["fade-out"])
    }

    @Test("A CAShapeLayer subclass written for iOS: its init(), init(layer:) and class overrides run")
    func shapeSubclass() throws {
        let layer = PulseLayer()
        #expect(layer.fillColor == UIColor.systemRed.cgColor)
        layer.pulse = 0.5
        _ = layer.runUpdateCycle()
        let shown = try #require(layer.presentation())
        #expect(shown.pulse == 0.5 && type(of: shown) == PulseLayer.self)
        #expect(PulseLayer.needsDisplay(forKey: "pulse") && !PulseLayer.needsDisplay(forKey: "opacity"))
        #expect(PulseLayer.defaultValue(forKey: "pulse") as? Int == 0)
    }

    @Test("CoreGraphics and Darwin names: equalTo, MAXFLOAT, HUGE, NSEC_PER_SEC")
    func coreGraphicsNames() {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(rect.equalTo(CGRect(x: 1, y: 2, width: 3, height: 4)) && !rect.origin.equalTo(.zero))
        #expect(rect.size.equalTo(CGSize(width: 3, height: 4)))
        #expect(CGFloat(MAXFLOAT) > 1e38 && HUGE == MAXFLOAT)
        let delay = DispatchTime.now() + Double(Int64(0.5 * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC)
        #expect(delay > DispatchTime.now() && NSEC_PER_MSEC * 1000 == NSEC_PER_SEC && USEC_PER_SEC == 1_000_000)
    }
}
