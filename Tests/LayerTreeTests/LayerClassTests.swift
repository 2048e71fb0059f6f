import Foundation
import LayerTree
import Testing

/// A layer subclass written as iOS code writes one: a designated `init()` override that is not
/// `required`, `init(layer:)` copying its own property, and `init?(coder:)`.
final class RingLayer: CALayer {
    var progress: CGFloat = 0
    var madeBy: String

    override init() {
        madeBy = "init()"
        super.init()
        cornerRadius = 4
    }

    override init(layer: Any) {
        let other = layer as? RingLayer
        progress = other?.progress ?? 0
        madeBy = "init(layer:)"
        super.init(layer: layer)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A layer subclass that only inherits its initializers.
final class PlainSubLayer: CALayer {
    var tag = [1, 2, 3]
}

final class RingView: UIView {
    override class var layerClass: AnyClass { RingLayer.self }
    var ring: RingLayer { layer as! RingLayer }
}

@Suite("layerClass and presentation copies of layer subclasses")
@MainActor
struct LayerClassTests {
    @Test("A view's layer is made by its layerClass's own init(), which need not be required")
    func viewLayerClass() {
        let view = RingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(type(of: view.layer) == RingLayer.self)
        #expect(view.ring.madeBy == "init()" && view.ring.cornerRadius == 4, "the override ran")
        #expect(view.layer.delegate === view && view.layer.bounds.size == CGSize(width: 40, height: 40))
        final class InheritingView: UIView { override class var layerClass: AnyClass { PlainSubLayer.self } }
        let inheriting = InheritingView()
        #expect((inheriting.layer as? PlainSubLayer)?.tag == [1, 2, 3], "an inherited init() sets the subclass's defaults")
    }

    @Test("A layerClass that is no layer class is reported, and the view gets a CALayer")
    func notALayerClass() {
        final class Odd: UIView { override class var layerClass: AnyClass { NSObject.self } }
        var view: Odd?
        let diagnostics = LayerTreeDiagnostics.capturing { view = Odd() }
        #expect(diagnostics.count == 1)
        #expect(type(of: view!.layer) == CALayer.self)
    }

    @Test("presentation() is a copy of the layer's own class made by its init(layer:), typed Self")
    func presentationOfSubclass() throws {
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        let ring = RingLayer()
        ring.progress = 0.75
        ring.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        _ = ring.runUpdateCycle()
        let shown: RingLayer = try #require(ring.presentation())
        #expect(shown !== ring && shown.madeBy == "init(layer:)")
        #expect(shown.progress == 0.75 && shown.cornerRadius == 4 && shown.bounds == ring.bounds)
        #expect(shown.model() === ring && ring.model() === ring)
        let plain = PlainSubLayer()
        plain.tag = [9]
        _ = plain.runUpdateCycle()
        let plainShown: PlainSubLayer = try #require(plain.presentation())
        #expect(plainShown.tag == [1, 2, 3], "a class without init(layer:) of its own copies only CALayer's properties")
    }

    @Test("Presentation copies of a subclass show its animations")
    func animatedSubclass() throws {
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        let ring = RingLayer()
        _ = ring.runUpdateCycle()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 1
        ring.add(fade, forKey: "fade")
        _ = ring.runUpdateCycle()
        MediaClock.advance(by: 0.5)
        let shown = try #require(ring.presentation())
        #expect(shown.opacity == 0.5 && shown.madeBy == "init(layer:)")
    }
}
