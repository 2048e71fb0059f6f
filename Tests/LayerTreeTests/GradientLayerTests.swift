import Foundation
import LayerTree
import Testing

@Suite("CAGradientLayer: the model")
@MainActor
struct GradientLayerTests {
    let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    @Test("Core Animation's defaults")
    func defaults() {
        let layer = CAGradientLayer()
        #expect(layer.colors == nil && layer.locations == nil)
        #expect(layer.startPoint == CGPoint(x: 0.5, y: 0) && layer.endPoint == CGPoint(x: 0.5, y: 1))
        #expect(layer.type == .axial)
        #expect(CAGradientLayer.defaultAction(forKey: "colors") is CABasicAnimation)
        #expect(CAGradientLayer.defaultAction(forKey: "locations") is CABasicAnimation)
        #expect(CAGradientLayer.defaultAction(forKey: "startPoint") is CABasicAnimation)
        #expect(CAGradientLayer.defaultAction(forKey: "type") == nil)
    }

    @Test("The commit carries the gradient, stops spread evenly without locations, sorted with them")
    func committedGradient() throws {
        let layer = CAGradientLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        layer.colors = [red, blue, red]
        layer.type = .radial
        let tree = try #require(layer.runUpdateCycle().root)
        guard case .gradient(let gradient)? = tree.drawing else {
            Issue.record("expected a gradient, got \(String(describing: tree.drawing))")
            return
        }
        #expect(gradient.kind == .radial && gradient.rect == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(gradient.stops.map(\.location) == [0, 0.5, 1])
        #expect(gradient.stops.map(\.blue) == [0, 1, 0])
        #expect(tree.content == nil, "no bitmap")
        withoutAnimation { layer.locations = [1, 0.25, 0] }
        let reordered = try #require(layer.runUpdateCycle().root)
        guard case .gradient(let sorted)? = reordered.drawing else { return }
        #expect(sorted.stops.map(\.location) == [0, 0.25, 1] && sorted.stops.map(\.blue) == [0, 1, 0])
        withoutAnimation { layer.colors = [] }
        #expect(layer.runUpdateCycle().root?.drawing == nil, "no colours, nothing drawn")
    }

    @Test("Colours, locations and points animate implicitly; the presentation shows them interpolated")
    func animation() throws {
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        let layer = CAGradientLayer()
        layer.colors = [red, red]
        layer.locations = [0, 1]
        _ = layer.runUpdateCycle()
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        layer.colors = [blue, blue]
        layer.locations = [0.5, 1]
        layer.endPoint = CGPoint(x: 1, y: 1)
        CATransaction.commit()
        #expect(Set(layer.animationKeys() ?? []) == ["colors", "locations", "endPoint"])
        _ = layer.runUpdateCycle()
        MediaClock.advance(by: 0.25)
        let shown = try #require(layer.presentation())
        let colors = try #require(shown.colors as? [CGColor])
        #expect(colors.count == 2 && colors[0].red == 0.75 && colors[0].blue == 0.25)
        #expect(shown.locations?.map(\.doubleValue) == [0.125, 1])
        #expect(shown.endPoint == CGPoint(x: 0.625, y: 1))
        #expect(layer.colors?.count == 2 && (layer.colors?[0] as? CGColor)?.blue == 1, "the model has the new value")
    }

    @Test("Key-value coding reaches the gradient's keys; non-finite points are refused")
    func keysAndBadInput() {
        let layer = CAGradientLayer()
        layer.setValue([red, blue], forKey: "colors")
        layer.setValue([NSNumber(value: 0.2), NSNumber(value: 0.8)], forKey: "locations")
        layer.setValue(CGPoint(x: 0, y: 0.5), forKey: "startPoint")
        #expect(layer.colors?.count == 2 && layer.locations?.map(\.doubleValue) == [0.2, 0.8])
        #expect(layer.value(forKeyPath: "startPoint.y") as? CGFloat == 0.5)
        let diagnostics = LayerTreeDiagnostics.capturing {
            layer.startPoint = CGPoint(x: CGFloat.nan, y: 0)
            layer.endPoint = CGPoint(x: 0, y: CGFloat.infinity)
        }
        #expect(diagnostics.count == 2)
        #expect(layer.startPoint == CGPoint(x: 0, y: 0.5) && layer.endPoint == CGPoint(x: 0.5, y: 1))
    }
}
