import Foundation
import QuartzCore
import Testing
import UIKit

// Issue 21's audit, Core Animation half: each signature the issue names, overridden or called as
// iOS code writes it against Apple's QuartzCore interface (only `import UIKit` and `QuartzCore`),
// with a behaviour checked so that each test can fail.

/// A progress ring as open-source ring views write it: the view's layer is a CAShapeLayer.
final class AuditRingView: UIView {
    override class var layerClass: AnyClass {
        return CAShapeLayer.self
    }

    private var shapeLayer: CAShapeLayer {
        return layer as! CAShapeLayer
    }

    var progress: CGFloat = 0 {
        didSet { shapeLayer.strokeEnd = progress }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        shapeLayer.fillColor = UIColor.clear.cgColor
        shapeLayer.strokeColor = UIColor.systemBlue.cgColor
        shapeLayer.lineWidth = 4
        shapeLayer.strokeEnd = 0
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        shapeLayer.path = UIBezierPath(ovalIn: bounds.insetBy(dx: 2, dy: 2)).cgPath
    }
}

/// A CAShapeLayer subclass with the SDK's three initializers, `init()` overridden without `required`.
final class AuditDashedLayer: CAShapeLayer {
    var dashLength: CGFloat = 6

    override init() {
        super.init()
        lineDashPattern = [6, 3]
        fillColor = nil
    }

    override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? AuditDashedLayer {
            dashLength = other.dashLength
        }
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

final class AuditDashedView: UIView {
    override class var layerClass: AnyClass { AuditDashedLayer.self }
}

/// A layer drawing a key it declares through key-value coding, as pie and progress layers do.
final class AuditPieLayer: CALayer {
    var drawnProgress: [CGFloat] = []

    override class func needsDisplay(forKey key: String) -> Bool {
        if key == "progress" {
            return true
        }
        return super.needsDisplay(forKey: key)
    }

    override class func defaultValue(forKey key: String) -> Any? {
        if key == "progress" {
            return CGFloat(0.25)
        }
        return super.defaultValue(forKey: key)
    }

    override func shouldArchiveValue(forKey key: String) -> Bool {
        if key == "progress" {
            return false
        }
        return super.shouldArchiveValue(forKey: key)
    }

    override func draw(in ctx: CGContext) {
        let progress = value(forKey: "progress") as? CGFloat ?? 0
        drawnProgress.append(progress)
        ctx.setFillColor(UIColor.systemGreen.cgColor)
        ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * progress, height: bounds.height))
    }
}

/// An animation subclass giving its tag a default, as Core Animation subclasses may.
final class AuditTaggedAnimation: CABasicAnimation {
    override class func defaultValue(forKey key: String) -> Any? {
        key == "tag" ? "untagged" : super.defaultValue(forKey: key)
    }

    override func shouldArchiveValue(forKey key: String) -> Bool {
        key != "layer" && super.shouldArchiveValue(forKey: key)
    }
}

/// A reusable pulse, as iOS code subclasses CABasicAnimation: configured in `override init()`.
final class AuditPulseAnimation: CABasicAnimation {
    override init() {
        super.init()
        keyPath = "transform.scale"
        fromValue = 1
        toValue = 1.2
        duration = 0.5
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }
}

@Suite("SDK audit (issue 21): Core Animation signatures as iOS code writes them")
@MainActor
struct SDKAuditSignatureTests {
    @Test("layerClass returning CAShapeLayer.self: the view's layer is a shape layer its layout draws")
    func shapeLayerClass() {
        let ring = AuditRingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(type(of: ring.layer) == CAShapeLayer.self)
        ring.setNeedsLayout()
        ring.layoutIfNeeded()
        let shape = ring.layer as? CAShapeLayer
        #expect(shape?.path?.boundingBox == CGRect(x: 2, y: 2, width: 36, height: 36))
        #expect(shape?.lineWidth == 4 && shape?.strokeEnd == 0)
        ring.progress = 0.25
        #expect(shape?.strokeEnd == 0.25)
    }

    @Test("override init() without required makes a view's layer; presentation() and model() are typed Self")
    func layerInitializersAndSelf() throws {
        let view = AuditDashedView()
        let dashed = try #require(view.layer as? AuditDashedLayer)
        #expect(dashed.lineDashPattern?.map(\.doubleValue) == [6, 3], "the subclass's init() ran")
        let layer = AuditDashedLayer()
        layer.dashLength = 9
        _ = layer.runUpdateCycle()
        let shown: AuditDashedLayer? = layer.presentation()
        #expect(shown?.dashLength == 9, "init(layer:) copied the subclass's property")
        #expect(shown !== layer)
        let model: AuditDashedLayer? = shown?.model()
        #expect(model === layer)
        let itself: AuditDashedLayer = layer.model()
        #expect(itself === layer)
    }

    @Test("needsDisplay(forKey:), defaultValue(forKey:) and shouldArchiveValue(forKey:) overrides are asked")
    func classKeyOverrides() {
        let pie = AuditPieLayer()
        pie.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        pie.displayIfNeeded()
        #expect(!pie.needsDisplay())
        #expect(pie.value(forKey: "progress") as? CGFloat == 0.25, "the class's default for a key never set")
        pie.setValue(CGFloat(0.75), forKey: "progress")
        #expect(pie.needsDisplay(), "needsDisplay(forKey:) is true for progress")
        pie.displayIfNeeded()
        #expect(pie.drawnProgress.last == 0.75)
        #expect(!pie.shouldArchiveValue(forKey: "progress") && pie.shouldArchiveValue(forKey: "opacity"))
        let plain = CALayer()
        plain.displayIfNeeded()
        plain.setValue(CGFloat(0.75), forKey: "progress")
        #expect(!plain.needsDisplay() && plain.value(forKey: "missing") == nil)
    }

    @Test("Key-value coding on layers: arbitrary keys stored, key paths read and set")
    func layerKeyValueCoding() {
        let layer = CALayer()
        layer.setValue("card-7", forKey: "cardID")
        #expect(layer.value(forKey: "cardID") as? String == "card-7")
        layer.setValue(1.5, forKeyPath: "transform.scale")
        #expect(layer.transform.m11 == 1.5 && layer.transform.m22 == 1.5)
        #expect(layer.value(forKeyPath: "transform.scale.x") as? CGFloat == 1.5)
        layer.setValue(20, forKeyPath: "position.x")
        #expect(layer.position.x == 20 && layer.value(forKeyPath: "position.x") as? CGFloat == 20)
        layer.setValue(0.5, forKey: "opacity")
        #expect(layer.opacity == 0.5 && layer.value(forKey: "opacity") as? Float == 0.5)
    }

    @Test("Key-value coding on animations: tags, defaults, key paths through animations and layers")
    func animationKeyValueCoding() {
        let fade = AuditTaggedAnimation(keyPath: "opacity")
        #expect(fade.value(forKey: "tag") as? String == "untagged", "the subclass's default")
        #expect(CABasicAnimation(keyPath: "opacity").value(forKey: "tag") == nil)
        let layer = CALayer()
        layer.cornerRadius = 8
        fade.setValue(layer, forKey: "layer")
        fade.setValue("fade-in", forKey: "tag")
        let group = CAAnimationGroup()
        group.animations = [fade]
        group.setValue(fade, forKey: "inner")
        #expect(group.value(forKeyPath: "inner.tag") as? String == "fade-in")
        #expect(group.value(forKeyPath: "inner.layer.cornerRadius") as? CGFloat == 8)
        #expect(group.value(forKeyPath: "inner.missing.tag") == nil)
        group.setValue("moved", forKeyPath: "inner.tag")
        #expect(fade.value(forKey: "tag") as? String == "moved")
        #expect(!fade.shouldArchiveValue(forKey: "layer") && fade.shouldArchiveValue(forKey: "tag"))
        #expect(CAAnimation.defaultValue(forKey: "tag") == nil)
    }

    @Test("An animation subclass overriding init() without required: added (copied) and run as configured")
    func animationSubclass() throws {
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        let layer = CALayer()
        _ = layer.runUpdateCycle()
        let pulse = AuditPulseAnimation()
        pulse.toValue = 1.4
        let copy = try #require(pulse.copy() as? AuditPulseAnimation)
        #expect(copy !== pulse && copy.toValue as? Double == 1.4 && copy.keyPath == "transform.scale")
        layer.add(pulse, forKey: "pulse")
        let added = try #require(layer.animation(forKey: "pulse"))
        #expect(added is AuditPulseAnimation && added !== pulse, "the layer runs a copy of the subclass")
        _ = layer.runUpdateCycle()
        MediaClock.advance(by: 0.25)
        let scale = try #require(layer.presentation()?.value(forKeyPath: "transform.scale.x") as? CGFloat)
        #expect(abs(scale - 1.2) < 1e-9, "half way from 1 to 1.4")
        #expect(CABasicAnimation.animation().keyPath == nil && AuditPulseAnimation.animation().duration == 0.5)
    }

    @Test("Every …Name/…Type constant has Core Animation's spelling and raw string, and sets its property")
    func namedConstants() {
        #expect(
            [CAMediaTimingFunctionName.linear, .easeIn, .easeOut, .easeInEaseOut, .default].map(\.rawValue) == [
                "linear", "easeIn", "easeOut", "easeInEaseOut", "default",
            ])
        #expect(
            [CAMediaTimingFillMode.forwards, .backwards, .both, .removed].map(\.rawValue) == [
                "forwards", "backwards", "both", "removed",
            ])
        #expect([CAGradientLayerType.axial, .radial, .conic].map(\.rawValue) == ["axial", "radial", "conic"])
        #expect([CAShapeLayerLineCap.butt, .round, .square].map(\.rawValue) == ["butt", "round", "square"])
        #expect([CAShapeLayerLineJoin.miter, .round, .bevel].map(\.rawValue) == ["miter", "round", "bevel"])
        #expect([CAShapeLayerFillRule.nonZero, .evenOdd].map(\.rawValue) == ["non-zero", "even-odd"])
        #expect(
            [
                CALayerContentsGravity.center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight,
                .resize, .resizeAspect, .resizeAspectFill,
            ].map(\.rawValue) == [
                "center", "top", "bottom", "left", "right", "topLeft", "topRight", "bottomLeft", "bottomRight", "resize",
                "resizeAspect", "resizeAspectFill",
            ])
        #expect([CALayerContentsFilter.nearest, .linear, .trilinear].map(\.rawValue) == ["nearest", "linear", "trilinear"])
        #expect([CALayerContentsFormat.RGBA8Uint, .RGBA16Float, .gray8Uint].map(\.rawValue) == ["RGBA8", "RGBAh", "Gray8"])
        #expect([CATransitionType.fade, .moveIn, .push, .reveal].map(\.rawValue) == ["fade", "moveIn", "push", "reveal"])
        #expect(
            [CATransitionSubtype.fromRight, .fromLeft, .fromTop, .fromBottom].map(\.rawValue) == [
                "fromRight", "fromLeft", "fromTop", "fromBottom",
            ])
        #expect(
            [CAAnimationCalculationMode.linear, .discrete, .paced, .cubic, .cubicPaced].map(\.rawValue) == [
                "linear", "discrete", "paced", "cubic", "cubicPaced",
            ])
        #expect([CAAnimationRotationMode.rotateAuto, .rotateAutoReverse].map(\.rawValue) == ["auto", "autoReverse"])
        #expect(
            [CAEmitterLayerEmitterShape.point, .line, .rectangle, .cuboid, .circle, .sphere].map(\.rawValue) == [
                "point", "line", "rectangle", "cuboid", "circle", "sphere",
            ])
        #expect(
            [CAEmitterLayerEmitterMode.points, .outline, .surface, .volume].map(\.rawValue) == [
                "points", "outline", "surface", "volume",
            ])
        #expect(
            [CAEmitterLayerRenderMode.unordered, .oldestFirst, .oldestLast, .backToFront, .additive].map(\.rawValue) == [
                "unordered", "oldestFirst", "oldestLast", "backToFront", "additive",
            ])
        #expect(
            [CATextLayerAlignmentMode.natural, .left, .right, .center, .justified].map(\.rawValue) == [
                "natural", "left", "right", "center", "justified",
            ])
        #expect([CATextLayerTruncationMode.none, .start, .end, .middle].map(\.rawValue) == ["none", "start", "end", "middle"])
        #expect([CALayerCornerCurve.circular, .continuous].map(\.rawValue) == ["circular", "continuous"])
        #expect(
            [
                CAValueFunctionName.rotateX, .rotateY, .rotateZ, .scale, .scaleX, .scaleY, .scaleZ, .translate, .translateX,
                .translateY, .translateZ,
            ].map(\.rawValue) == [
                "rotateX", "rotateY", "rotateZ", "scale", "scaleX", "scaleY", "scaleZ", "translate", "translateX",
                "translateY", "translateZ",
            ])
        setNamedProperties()
    }

    /// Each type set on the property it types, by its full name as iOS code writes it.
    private func setNamedProperties() {
        let animation = CABasicAnimation(keyPath: "transform")
        animation.timingFunction = CAMediaTimingFunction(name: CAMediaTimingFunctionName(rawValue: "easeOut"))
        animation.fillMode = CAMediaTimingFillMode.both
        animation.valueFunction = CAValueFunction(name: CAValueFunctionName.rotateZ)
        #expect(animation.fillMode == .both && animation.valueFunction?.name == .rotateZ)
        let keyframe = CAKeyframeAnimation(keyPath: "position")
        keyframe.calculationMode = CAAnimationCalculationMode.cubicPaced
        keyframe.rotationMode = CAAnimationRotationMode.rotateAutoReverse
        #expect(keyframe.calculationMode == .cubicPaced && keyframe.rotationMode == .rotateAutoReverse)
        let transition = CATransition()
        transition.type = CATransitionType.reveal
        transition.subtype = CATransitionSubtype.fromBottom
        #expect(transition.type == .reveal && transition.subtype == .fromBottom)
        let shape = CAShapeLayer()
        shape.lineCap = CAShapeLayerLineCap.square
        shape.lineJoin = CAShapeLayerLineJoin.miter
        shape.fillRule = CAShapeLayerFillRule.nonZero
        shape.contentsGravity = CALayerContentsGravity.bottomRight
        shape.minificationFilter = CALayerContentsFilter.trilinear
        shape.contentsFormat = CALayerContentsFormat.gray8Uint
        shape.cornerCurve = CALayerCornerCurve.continuous
        #expect(shape.lineCap == .square && shape.contentsGravity == .bottomRight && shape.contentsFormat == .gray8Uint)
        let gradient = CAGradientLayer()
        gradient.type = CAGradientLayerType.conic
        let emitter = CAEmitterLayer()
        emitter.emitterShape = CAEmitterLayerEmitterShape.sphere
        emitter.emitterMode = CAEmitterLayerEmitterMode.surface
        emitter.renderMode = CAEmitterLayerRenderMode.backToFront
        let text = CATextLayer()
        text.alignmentMode = CATextLayerAlignmentMode.justified
        text.truncationMode = CATextLayerTruncationMode.middle
        #expect(gradient.type == .conic && emitter.renderMode == .backToFront && text.truncationMode == .middle)
        #expect(CAValueFunction(name: CAValueFunctionName(rawValue: "spin")) == nil, "no function of that name")
    }

    @Test("CAValueFunction: a transform animates by angle, scale factors and translation, as Core Animation's do")
    func valueFunctions() throws {
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        _ = layer.runUpdateCycle()
        let spin = CABasicAnimation(keyPath: "transform")
        spin.valueFunction = CAValueFunction(name: .rotateZ)
        spin.fromValue = 0
        spin.toValue = 2 * CGFloat.pi
        spin.duration = 1
        layer.add(spin, forKey: "spin")
        _ = layer.runUpdateCycle()
        MediaClock.advance(by: 0.25)
        var t = try #require(layer.presentation()).transform
        #expect(abs(t.m11) < 1e-9 && abs(t.m12 - 1) < 1e-9, "a quarter of a full turn: the angle animates, not the matrix")
        MediaClock.advance(by: 0.25)
        t = try #require(layer.presentation()).transform
        #expect(abs(t.m11 + 1) < 1e-9 && abs(t.m12) < 1e-9, "half a turn")
        layer.removeAllAnimations()
        let grow = CABasicAnimation(keyPath: "transform")
        grow.valueFunction = CAValueFunction(name: .scale)
        grow.fromValue = [1, 1, 1]
        grow.toValue = [3, 2, 1]
        grow.duration = 1
        layer.add(grow, forKey: "grow")
        _ = layer.runUpdateCycle()
        let moved = CALayer()
        _ = moved.runUpdateCycle()
        let slide = CABasicAnimation(keyPath: "transform")
        slide.valueFunction = CAValueFunction(name: .translateX)
        slide.toValue = 10  // from the identity's input, 0
        slide.duration = 1
        moved.add(slide, forKey: "slide")
        _ = moved.runUpdateCycle()
        MediaClock.advance(by: 0.5)
        t = try #require(layer.presentation()).transform
        #expect(t.m11 == 2 && t.m22 == 1.5 && t.m33 == 1, "scale half way from (1, 1, 1) to (3, 2, 1)")
        let slid = try #require(moved.presentation()).transform
        #expect(slid.m41 == 5 && slid.m11 == 1, "half way from no translation to 10")
    }

    @Test("CAValueFunction on a keyframe animation turns each keyframe's angle")
    func keyframeValueFunction() throws {
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        let layer = CALayer()
        _ = layer.runUpdateCycle()
        let wobble = CAKeyframeAnimation(keyPath: "transform")
        wobble.valueFunction = CAValueFunction(name: .rotateZ)
        wobble.values = [0, CGFloat.pi, 0]
        wobble.keyTimes = [0, 0.5, 1]
        wobble.duration = 1
        layer.add(wobble, forKey: "wobble")
        _ = layer.runUpdateCycle()
        MediaClock.advance(by: 0.25)
        let t = try #require(layer.presentation()).transform
        #expect(abs(t.m11) < 1e-9 && abs(t.m12 - 1) < 1e-9, "half way to the half turn: a quarter turn")
    }
}
