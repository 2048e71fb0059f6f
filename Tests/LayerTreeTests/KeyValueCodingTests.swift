import Foundation
import LayerTree
import Testing

@Suite("Key-value coding and key paths on layers")
@MainActor
struct KeyValueCodingTests {
    /// A committed standalone layer (so it animates implicitly) at a manual clock.
    func makeLayer() -> CALayer {
        MediaClock.useManualTime(100)
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
        layer.position = CGPoint(x: 30, y: 50)
        _ = layer.runUpdateCycle()
        return layer
    }

    @Test("value(forKey:) returns properties in their own types; value(forKeyPath:) their parts")
    func reading() throws {
        let layer = makeLayer()
        layer.transform = CATransform3DConcat(CATransform3DMakeScale(2, 3, 1), CATransform3DMakeRotation(.pi / 6, 0, 0, 1))
        layer.transform.m41 = 7
        layer.transform.m42 = -4
        #expect(layer.value(forKey: "position") as? CGPoint == CGPoint(x: 30, y: 50))
        #expect(layer.value(forKey: "opacity") as? Float == 1)
        #expect(layer.value(forKey: "hidden") as? Bool == false)
        #expect(layer.value(forKeyPath: "position.x") as? CGFloat == 30)
        #expect(layer.value(forKeyPath: "position.y") as? CGFloat == 50)
        #expect(layer.value(forKeyPath: "bounds.size.width") as? CGFloat == 40)
        #expect(layer.value(forKeyPath: "bounds.size") as? CGSize == CGSize(width: 40, height: 20))
        #expect(layer.value(forKeyPath: "bounds.origin.y") as? CGFloat == 0)
        let rotation = try #require(layer.value(forKeyPath: "transform.rotation.z") as? CGFloat)
        #expect(abs(rotation - .pi / 6) < 1e-12)
        #expect(layer.value(forKeyPath: "transform.rotation") as? CGFloat == rotation)
        let scaleX = try #require(layer.value(forKeyPath: "transform.scale.x") as? CGFloat)
        let scaleY = try #require(layer.value(forKeyPath: "transform.scale.y") as? CGFloat)
        #expect(abs(scaleX - 2) < 1e-12 && abs(scaleY - 3) < 1e-12)
        // The average of the three axes' scales, as Core Animation documents transform.scale.
        let scale = try #require(layer.value(forKeyPath: "transform.scale") as? CGFloat)
        #expect(abs(scale - 2) < 1e-12)
        #expect(layer.value(forKeyPath: "transform.translation") as? CGSize == CGSize(width: 7, height: -4))
        #expect(layer.value(forKeyPath: "transform.translation.x") as? CGFloat == 7)
        #expect(layer.value(forKeyPath: "position.z") == nil, "a point has no z")
        #expect(layer.value(forKeyPath: "opacity.x") == nil)
        MediaClock.useSystemTime()
    }

    @Test("setValue(_:forKeyPath:) sets a part and the property as a whole, with its implicit animation")
    func writingParts() throws {
        let layer = makeLayer()
        layer.setValue(90, forKeyPath: "position.x")
        #expect(layer.position == CGPoint(x: 90, y: 50))
        #expect(layer.animationKeys() == ["position"], "the action of the whole property runs")
        let animation = try #require(layer.animation(forKey: "position") as? CABasicAnimation)
        #expect(animation.fromValue as? CGPoint == CGPoint(x: 30, y: 50))

        layer.setValue(CGFloat.pi / 2, forKeyPath: "transform.rotation.z")
        let turned = layer.transform
        #expect(abs(turned.m11) < 1e-12 && abs(turned.m12 - 1) < 1e-12 && abs(turned.m21 + 1) < 1e-12)
        layer.setValue(3, forKeyPath: "transform.scale.y")
        #expect(abs(layer.transform.m21 + 3) < 1e-12 && abs(layer.transform.m12 - 1) < 1e-12, "rotation kept")
        layer.setValue(NSNumber(value: 12.5), forKeyPath: "bounds.size.height")
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 40, height: 12.5))
        MediaClock.useSystemTime()
    }

    @Test("setValue(_:forKey:) converts numbers and flags; a value of the wrong type is refused")
    func writingKeys() {
        let layer = CALayer()
        layer.setValue(NSNumber(value: 0.25), forKey: "opacity")
        layer.setValue(true, forKey: "hidden")
        layer.setValue(1, forKey: "masksToBounds")
        layer.setValue(8, forKey: "cornerRadius")
        layer.setValue("card", forKey: "name")
        layer.setValue(CGColor(red: 1, green: 0, blue: 0, alpha: 1), forKey: "backgroundColor")
        #expect(layer.opacity == 0.25 && layer.isHidden && layer.masksToBounds && layer.cornerRadius == 8)
        #expect(layer.name == "card" && layer.backgroundColor?.red == 1)
        layer.setValue(nil, forKey: "backgroundColor")
        #expect(layer.backgroundColor == nil)
        let diagnostics = LayerTreeDiagnostics.capturing {
            layer.setValue("wide", forKey: "bounds")
            layer.setValue(-3, forKey: "cornerRadius")
            layer.setValue(5, forKeyPath: "opacity.width")
        }
        #expect(diagnostics.count == 3)
        #expect(layer.bounds == .zero && layer.cornerRadius == 8 && layer.opacity == 0.25)
    }

    @Test("Keys of no property are stored, default to the class's defaultValue(forKey:) and may redisplay")
    func otherKeys() {
        final class ProgressLayer: CALayer {
            override class func defaultValue(forKey key: String) -> Any? {
                key == "progress" ? CGFloat(0.5) : super.defaultValue(forKey: key)
            }
            override class func needsDisplay(forKey key: String) -> Bool {
                key == "progress" || super.needsDisplay(forKey: key)
            }
        }
        let plain = CALayer()
        #expect(plain.value(forKey: "anything") == nil)
        plain.setValue("tag", forKey: "anything")
        #expect(plain.value(forKey: "anything") as? String == "tag")
        #expect(!plain.needsDisplay())

        let layer = ProgressLayer()
        #expect(layer.value(forKey: "progress") as? CGFloat == 0.5)
        layer.setValue(CGFloat(0.75), forKey: "progress")
        #expect(layer.value(forKey: "progress") as? CGFloat == 0.75)
        #expect(layer.needsDisplay(), "needsDisplay(forKey:) is true for progress")
        #expect(layer.shouldArchiveValue(forKey: "progress"))
    }

    @Test("An animatable value stored under any key animates, and the presentation shows it")
    func animatingStoredKeys() throws {
        let layer = makeLayer()
        layer.setValue(CGFloat(0), forKey: "progress")
        let animation = CABasicAnimation(keyPath: "progress")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = 1
        layer.add(animation, forKey: "progress")
        _ = layer.runUpdateCycle()
        MediaClock.advance(by: 0.25)
        let presentation = try #require(layer.presentation())
        #expect(presentation.value(forKey: "progress") as? CGFloat == 0.25)
        #expect(layer.value(forKey: "progress") as? CGFloat == 0, "the model keeps its value")
        MediaClock.useSystemTime()
    }

    @Test("Animations of key paths: parts of bounds, position and transform, exact at a quarter")
    func animatingKeyPaths() throws {
        let layer = makeLayer()
        func basic(_ keyPath: String, from: Any, to: Any) -> CABasicAnimation {
            let animation = CABasicAnimation(keyPath: keyPath)
            animation.fromValue = from
            animation.toValue = to
            animation.duration = 1
            return animation
        }
        layer.add(basic("bounds.size.width", from: 40, to: 80), forKey: "w")
        layer.add(basic("position.y", from: 0, to: 100), forKey: "y")
        layer.add(basic("transform.rotation.z", from: 0, to: 2 * CGFloat.pi), forKey: "spin")
        layer.add(basic("transform.translation.x", from: 0, to: 8), forKey: "tx")
        _ = layer.runUpdateCycle()
        MediaClock.advance(by: 0.25)
        let shown = try #require(layer.presentation())
        #expect(shown.bounds == CGRect(x: 0, y: 0, width: 50, height: 20))
        #expect(shown.position == CGPoint(x: 30, y: 25))
        // A quarter of a full turn: the field animates, not the matrix (which would not turn at all).
        let t = shown.transform
        #expect(abs(t.m11) < 1e-9 && abs(t.m12 - 1) < 1e-9 && abs(t.m41 - 2) < 1e-9)
        let committed = try #require(layer.runUpdateCycle().root)
        #expect(committed.bounds.width == 50 && committed.position.y == 25 && abs(committed.transform.m12 - 1) < 1e-9)
        MediaClock.useSystemTime()
    }

    @Test("Names and bit masks by key: string constants by their names, option sets by their bits")
    func namesAndMasks() {
        let shape = CAShapeLayer()
        shape.setValue("round", forKey: "lineCap")
        shape.setValue("bevel", forKey: "lineJoin")
        shape.setValue("even-odd", forKey: "fillRule")
        shape.setValue("resizeAspect", forKey: "contentsGravity")
        shape.setValue(3, forKey: "maskedCorners")
        #expect(shape.lineCap == .round && shape.lineJoin == .bevel && shape.fillRule == .evenOdd)
        #expect(shape.contentsGravity == .resizeAspect)
        #expect(shape.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        let text = CATextLayer()
        text.setValue("center", forKey: "alignmentMode")
        text.setValue(CATextLayerTruncationMode.end, forKey: "truncationMode")
        #expect(text.alignmentMode == .center && text.truncationMode == .end)
        let diagnostics = LayerTreeDiagnostics.capturing { shape.setValue(-1, forKey: "maskedCorners") }
        #expect(diagnostics.count == 1 && shape.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    }

    @Test("transform.rotation.y turns a card about y, keeping its perspective; rotation.x likewise")
    func flips() throws {
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 60)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        layer.transform = perspective
        _ = layer.runUpdateCycle()
        #expect(layer.value(forKeyPath: "transform.rotation.y") as? CGFloat == 0)
        let flip = CABasicAnimation(keyPath: "transform.rotation.y")
        flip.toValue = CGFloat.pi  // from the current value
        flip.duration = 1
        layer.add(flip, forKey: "flip")
        _ = layer.runUpdateCycle()
        MediaClock.advance(by: 0.25)
        let t = try #require(layer.presentation()).transform
        let expected = CATransform3DConcat(CATransform3DMakeRotation(.pi / 4, 0, 1, 0), perspective)
        #expect(abs(t.m11 - expected.m11) < 1e-9 && abs(t.m13 - expected.m13) < 1e-9 && abs(t.m14 - expected.m14) < 1e-9)
        #expect(abs(t.m34 - expected.m34) < 1e-12, "the perspective kept")
        layer.removeAllAnimations()
        layer.setValue(CGFloat.pi / 3, forKeyPath: "transform.rotation.x")
        let turned = try #require(layer.value(forKeyPath: "transform.rotation.x") as? CGFloat)
        #expect(abs(turned - .pi / 3) < 1e-9)
        #expect(abs((layer.value(forKeyPath: "transform.rotation.y") as? CGFloat ?? 1)) < 1e-9)
    }
}
