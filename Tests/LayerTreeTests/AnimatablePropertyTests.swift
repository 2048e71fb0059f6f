import Foundation
import Testing

@testable import LayerTree

/// A layer class that declares an animatable property of its own, as CAShapeLayer's strokeEnd
/// will: one entry in its property table, nothing else.
final class DialLayer: CALayer {
    var level: CGFloat = 0 {
        didSet { if level != oldValue { animatableDidChange("level", from: oldValue) } }
    }
    var tint: CGColor? = nil {
        didSet { if tint != oldValue { animatableDidChange("tint", from: oldValue) } }
    }

    override class var propertyTable: LayerPropertyTable { dialProperties }
    static let dialProperties = CALayer.coreProperties.adding([
        .animatable("level", \DialLayer.level, normalize: LayerProperty.nonNegative),
        .animatable("tint", \DialLayer.tint),
    ])
}

@Suite("Animatable properties declared once")
@MainActor
struct AnimatablePropertyTests {
    @Test("CALayer's table holds exactly its animatable keys")
    func coreKeys() {
        #expect(
            CALayer.propertyTable.animatableKeys == [
                "bounds", "position", "anchorPoint", "anchorPointZ", "zPosition", "transform", "sublayerTransform", "opacity",
                "backgroundColor", "cornerRadius", "borderWidth", "borderColor", "contentsRect", "contentsCenter",
                "shadowColor", "shadowOpacity", "shadowOffset", "shadowRadius", "shadowPath",
            ])
        #expect(CALayer.defaultAction(forKey: "opacity") is CABasicAnimation)
        #expect(CALayer.defaultAction(forKey: "hidden") == nil, "not animatable here")
        #expect(CALayer.defaultAction(forKey: "level") == nil)
    }

    @Test("A subclass's declared property gets an implicit animation, key-value coding and a presentation value")
    func subclassProperty() throws {
        MediaClock.useManualTime(50)
        let dial = DialLayer()
        _ = dial.runUpdateCycle()
        #expect(DialLayer.defaultAction(forKey: "level") is CABasicAnimation)
        #expect(dial.value(forKey: "level") as? CGFloat == 0)

        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        dial.level = 8
        dial.tint = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        CATransaction.commit()
        #expect(Set(dial.animationKeys() ?? []) == ["level", "tint"])
        _ = dial.runUpdateCycle()
        MediaClock.advance(by: 0.25)
        let state = dial.presentationState(at: MediaClock.now)
        #expect(state.value(forKeyPath: "level") == .scalar(2))
        // nil animates as transparent black: a quarter of the way to opaque red.
        #expect(state.value(forKeyPath: "tint") == .color(red: 0.25, green: 0, blue: 0, alpha: 0.25))
        MediaClock.useSystemTime()
    }

    @Test("Animated values are normalized as declared: a spring's overshoot keeps a radius at zero")
    func normalization() {
        MediaClock.useManualTime(0)
        let dial = DialLayer()
        var state = LayerState(layer: dial)
        state.set(.scalar(-3), forKeyPath: "level")
        state.set(.scalar(-2), forKeyPath: "cornerRadius")
        #expect(state.value(forKeyPath: "level") == .scalar(0))
        #expect(state.animated("cornerRadius", as: CGFloat.self) == 0)
        state.set(.point(.zero), forKeyPath: "level")
        #expect(state.value(forKeyPath: "level") == .scalar(0), "a value of another kind changes nothing")
        MediaClock.useSystemTime()
    }

    @Test("Presentation copies take every animated value through its declaration")
    func presentationCopies() throws {
        MediaClock.useManualTime(0)
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        _ = layer.runUpdateCycle()
        let spring = CASpringAnimation(keyPath: "bounds.size.width")
        spring.fromValue = 10
        spring.toValue = 0
        spring.damping = 2
        layer.add(spring, forKey: "spring")
        let opacity = CABasicAnimation(keyPath: "opacity")
        opacity.fromValue = 0
        opacity.toValue = 1
        opacity.duration = 2
        layer.add(opacity, forKey: "fade")
        _ = layer.runUpdateCycle()
        MediaClock.advance(by: 0.5)
        let shown = try #require(layer.presentation())
        #expect(shown.opacity == 0.25)
        let expected = layer.presentationState(at: MediaClock.now).value(forKeyPath: "bounds.size.width")
        #expect(expected == .scalar(Double(shown.bounds.width)))
        #expect(shown.model() === layer)
        MediaClock.useSystemTime()
    }

    @Test("A change while another property animates starts from the value shown before the change")
    func changeDuringOtherAnimation() throws {
        MediaClock.useManualTime(0)
        let layer = CALayer()
        _ = layer.runUpdateCycle()
        layer.position = CGPoint(x: 50, y: 0)  // an implicit animation is now attached
        layer.opacity = 0.5
        let fade = try #require(layer.animation(forKey: "opacity") as? CABasicAnimation)
        #expect(fade.fromValue as? CGFloat == 1, "from the opacity shown before, not the new model value")
        layer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let tint = try #require(layer.animation(forKey: "backgroundColor") as? CABasicAnimation)
        #expect((tint.fromValue as! CGColor).alpha == 0, "nil shows as transparent black")
        MediaClock.useSystemTime()
    }
}
