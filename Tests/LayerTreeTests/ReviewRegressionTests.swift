import LayerTree
import Testing

@Suite("Regressions found in review")
@MainActor
struct ReviewRegressionTests {
    @Test("Content versions never repeat for a layer, whatever replaces its content")
    func versionsNeverRepeat() throws {
        final class Drawn: CALayer {
            override func draw(in ctx: CGContext) {
                ctx.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
                ctx.fill(bounds)
            }
        }
        let layer = Drawn()
        layer.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        layer.contents = CGImage(pixels: PixelImage(width: 4, height: 4))
        let first = try #require(layer.runUpdateCycle().root?.content)
        layer.setNeedsDisplay()
        let second = try #require(layer.runUpdateCycle().root?.content)
        #expect(second.version != first.version && second.image[1, 1] == Pixel(r: 0, g: 255, b: 0, a: 255))
        #expect(second.baseVersion != first.version, "a new backing store is not a patch of the image")
    }

    @Test("Setting contents replaces what a layer drew; setting the same image again changes nothing")
    func contentsReplaceDrawing() throws {
        let window = makeWindow()
        let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        window.addSubview(view)
        _ = window.runUpdateCycle()
        let image = CGImage(pixels: PixelImage(width: 2, height: 2))
        view.layer.contents = image
        let content = try #require(window.runUpdateCycle().root?.find(view.layer)?.content)
        #expect(content.image.width == 2)
        let before = try #require(window.runUpdateCycle().root)
        view.layer.contents = image
        view.alpha = 1
        #expect(window.runUpdateCycle().root === before, "re-setting equal values keeps the cached snapshot")
    }

    @Test("A mask given to a second layer leaves the first")
    func maskMoves() {
        let a = CALayer(), b = CALayer(), mask = CALayer()
        a.mask = mask
        b.mask = mask
        #expect(a.mask == nil && b.mask === mask)
        let viewA = UIView(), viewB = UIView(), maskView = UIView()
        viewA.mask = maskView
        viewB.mask = maskView
        #expect(viewA.mask == nil && viewA.layer.mask == nil && viewB.mask === maskView)
    }

    @Test("Mask views are laid out")
    func maskLayout() {
        final class Mask: UIView {
            var layouts = 0
            override func layoutSubviews() { layouts += 1 }
        }
        let window = makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let mask = Mask(frame: view.bounds)
        view.mask = mask
        window.addSubview(view)
        mask.setNeedsLayout()
        _ = window.runUpdateCycle()
        #expect(mask.layouts == 1 && !mask.layer.needsLayout())
    }

    @Test("Hidden views are displayed when they are shown, not before")
    func hiddenDisplayDeferred() {
        let window = makeWindow()
        let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.isHidden = true
        window.addSubview(view)
        #expect(window.runUpdateCycle().stats.drawCalls == 0)
        view.isHidden = false
        #expect(window.runUpdateCycle().stats.drawCalls == 1 && view.drawnRects.count == 1)
    }

    @Test("Conversions flatten each level as the compositor draws: z never leaks into the parent's plane")
    func conversionsFlatten() {
        let window = makeWindow()
        let parent = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        parent.layer.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
        let child = UIView(frame: CGRect(x: 40, y: 40, width: 20, height: 20))
        child.layer.zPosition = 50
        parent.addSubview(child)
        window.addSubview(parent)
        // The child's centre sits on the parent's centre; flattened, z = 50 is dropped.
        expectClose(child.convert(CGPoint(x: 10, y: 10), to: nil), CGPoint(x: 150, y: 150))
    }
}
