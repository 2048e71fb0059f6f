import Foundation
import Graphics
import LayerTree
import Testing

@Suite("CAShapeLayer: the model")
@MainActor
struct ShapeLayerTests {
    @Test("Core Animation's defaults; the animatable keys animate, the others do not")
    func defaults() {
        let layer = CAShapeLayer()
        #expect(layer.path == nil && layer.strokeColor == nil && layer.lineDashPattern == nil)
        #expect(layer.fillColor?.alpha == 1 && layer.fillColor?.red == 0 && layer.fillColor?.green == 0)
        #expect(layer.fillRule == .nonZero && layer.lineCap == .butt && layer.lineJoin == .miter)
        #expect(layer.lineWidth == 1 && layer.miterLimit == 10 && layer.lineDashPhase == 0)
        #expect(layer.strokeStart == 0 && layer.strokeEnd == 1)
        for key in ["path", "fillColor", "strokeColor", "strokeStart", "strokeEnd", "lineWidth", "miterLimit", "lineDashPhase"] {
            #expect(CAShapeLayer.defaultAction(forKey: key) is CABasicAnimation, "\(key) animates")
        }
        for key in ["fillRule", "lineCap", "lineJoin", "lineDashPattern"] {
            #expect(CAShapeLayer.defaultAction(forKey: key) == nil, "\(key) does not")
        }
    }

    @Test("Bad input is refused: negative widths, non-finite ends")
    func badInput() {
        let layer = CAShapeLayer()
        let diagnostics = LayerTreeDiagnostics.capturing {
            layer.lineWidth = -2
            layer.miterLimit = .nan
            layer.strokeEnd = .infinity
            layer.setValue("thick", forKey: "lineWidth")
        }
        #expect(diagnostics.count == 4)
        #expect(layer.lineWidth == 1 && layer.miterLimit == 10 && layer.strokeEnd == 1)
    }

    @Test("strokeEnd animates implicitly and the presentation shows the value in between")
    func strokeEndAnimation() throws {
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        let layer = CAShapeLayer()
        layer.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        _ = layer.runUpdateCycle()
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        layer.strokeEnd = 0.5
        CATransaction.commit()
        _ = layer.runUpdateCycle()
        MediaClock.advance(by: 0.5)
        let shown: CAShapeLayer = try #require(layer.presentation())
        #expect(shown.strokeEnd == 0.75 && layer.strokeEnd == 0.5)
        #expect(shown.path == layer.path, "presentation copies carry the path (init(layer:))")
    }

    @Test("A path animates point by point into a path of the same elements; otherwise it switches halfway")
    func pathAnimation() throws {
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        let layer = CAShapeLayer()
        _ = layer.runUpdateCycle()
        let from = CGMutablePath(), to = CGMutablePath(), other = CGMutablePath()
        from.move(to: .zero)
        from.addLine(to: CGPoint(x: 10, y: 0))
        to.move(to: CGPoint(x: 0, y: 20))
        to.addLine(to: CGPoint(x: 30, y: 20))
        other.addEllipse(in: CGRect(x: 0, y: 0, width: 4, height: 4))
        let animation = CABasicAnimation(keyPath: "path")
        animation.fromValue = from
        animation.toValue = to
        animation.duration = 1
        layer.add(animation, forKey: "morph")
        _ = layer.runUpdateCycle()
        MediaClock.advance(by: 0.25)
        let quarter = try #require(layer.presentation()?.path)
        #expect(quarter.elements == [.moveToPoint(CGPoint(x: 0, y: 5)), .addLineToPoint(CGPoint(x: 15, y: 5))])
        animation.toValue = other
        layer.add(animation, forKey: "morph")
        _ = layer.runUpdateCycle()
        MediaClock.advance(by: 0.25)
        #expect(layer.presentation()?.path == from, "different elements: the start until halfway")
        MediaClock.advance(by: 0.5)
        #expect(layer.presentation()?.path == other)
    }

    @Test("The commit rasterizes the shape over its box, and again only when what it shows changes")
    func commitAndRasterCache() throws {
        let layer = CAShapeLayer()
        layer.path = CGPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40), transform: nil)
        layer.strokeColor = CGColor.black
        layer.lineWidth = 4
        layer.lineJoin = .round
        let first = layer.runUpdateCycle()
        #expect(first.stats.shapesRasterized == 1)
        guard case .shape(let content, let frame)? = first.root?.drawing else {
            Issue.record("expected a shape")
            return
        }
        // The rect grown by half the line width (√2 for the box's reach) and a pixel of margin.
        #expect(frame.minX <= 8 && frame.minY <= 18 && frame.maxX >= 42 && frame.maxY >= 62)
        #expect(frame.minX >= 5 && frame.maxX <= 45, "not much more")
        #expect(content.image.width == Int(frame.width) && content.image.height == Int(frame.height))
        layer.position = CGPoint(x: 5, y: 5)
        #expect(layer.runUpdateCycle().stats.shapesRasterized == 0, "moving the layer does not redraw the shape")
        withoutAnimation { layer.strokeEnd = 0.5 }
        #expect(layer.runUpdateCycle().stats.shapesRasterized == 1)
        withoutAnimation { layer.path = nil }
        #expect(layer.runUpdateCycle().root?.drawing == nil)
    }

    @Test("A shape layer commits its own contents under its shape, as a bitmap of its own identity")
    func contentsUnderShape() throws {
        let layer = CAShapeLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        layer.path = CGPath(rect: CGRect(x: 5, y: 5, width: 10, height: 10), transform: nil)
        #expect(layer.runUpdateCycle().root?.underlyingBitmap == nil, "no contents, nothing under the shape")
        layer.contents = CGImage(pixels: PixelImage(width: 4, height: 3))
        let root = try #require(layer.runUpdateCycle().root)
        let bitmap = try #require(root.underlyingBitmap)
        #expect(bitmap.id == layer.layerID && bitmap.image.width == 4 && bitmap.image.height == 3)
        guard case .shape(let shape, _)? = root.drawing else {
            Issue.record("expected a shape")
            return
        }
        #expect(shape.id != bitmap.id, "the shape's bitmap and the contents are cached apart")
        #expect(root.bitmaps.map(\.id) == [bitmap.id, shape.id])
        let plain = CALayer()
        plain.contents = CGImage(pixels: PixelImage(width: 4, height: 3))
        #expect(plain.runUpdateCycle().root?.underlyingBitmap == nil, "a plain layer's contents are its drawing")
    }
}
