import LayerTree
import Testing

@Suite("Drawing and display (seeds-inventory §2.6, model side)")
@MainActor
struct DisplayTests {
    @Test("B-D01, B-D06, B-D07: draw(_:) runs at the first display with the whole bounds")
    func firstDisplay() {
        let window = makeWindow()
        let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        window.addSubview(view)
        #expect(view.drawnRects.isEmpty, "nothing draws before the cycle")
        let stats = window.runUpdateCycle().stats
        #expect(view.drawnRects == [CGRect(x: 0, y: 0, width: 40, height: 30)])
        #expect(stats.drawCalls == 1)
        #expect(window.runUpdateCycle().stats.drawCalls == 0)
    }

    @Test("B-D13, D-DRAW-4: a view that does not override draw(_:) gets no bitmap and no counted draw")
    func plainViewHasNoBitmap() throws {
        let window = makeWindow()
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        plain.backgroundColor = .blue
        window.addSubview(plain)
        let commit = window.runUpdateCycle()
        #expect(commit.stats.drawCalls == 0)
        let rendered = try #require(commit.root?.find(plain.layer))
        #expect(rendered.content == nil && rendered.backgroundColor == UIColor.blue.cgColor)
    }

    @Test("B-D02: moving, resizing, rotating and fading 1,000 drawn views calls draw(_:) zero times")
    func geometryNeverRedraws() {
        let window = makeWindow(width: 1000, height: 1000)
        let views = (0..<1000).map { i in
            DrawingView(frame: CGRect(x: CGFloat(i % 40) * 25, y: CGFloat(i / 40) * 25, width: 20, height: 20))
        }
        views.forEach(window.addSubview)
        #expect(window.runUpdateCycle().stats.drawCalls == 1000)
        for (i, view) in views.enumerated() {
            view.center.x += 3
            view.bounds.size = CGSize(width: 30, height: 10)
            view.transform = CGAffineTransform(rotationAngle: CGFloat(i) * 0.01)
            view.alpha = 0.5
            view.backgroundColor = .green
        }
        let stats = window.runUpdateCycle().stats
        #expect(stats.drawCalls == 0 && stats.pixelsDrawn == 0)
        #expect(views.allSatisfy { $0.drawnRects.count == 1 })
    }

    @Test("B-D03: with .redraw a bounds size change redraws the whole new bounds; a move does not")
    func redrawContentMode() {
        let window = makeWindow()
        let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        view.contentMode = .redraw
        window.addSubview(view)
        _ = window.runUpdateCycle()
        view.center = CGPoint(x: 100, y: 100)
        view.bounds.origin = CGPoint(x: 5, y: 5)
        #expect(window.runUpdateCycle().stats.drawCalls == 0)
        view.frame.size = CGSize(width: 60, height: 50)
        #expect(window.runUpdateCycle().stats.drawCalls == 1)
        #expect(view.drawnRects.last == CGRect(x: 5, y: 5, width: 60, height: 50))
    }

    @Test("B-D04: three setNeedsDisplay calls give no draw before the cycle and one after")
    func setNeedsDisplayCoalesces() {
        let window = makeWindow()
        let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        window.addSubview(view)
        _ = window.runUpdateCycle()
        view.setNeedsDisplay()
        view.setNeedsDisplay()
        view.setNeedsDisplay()
        #expect(view.drawnRects.count == 1 && view.layer.needsDisplay())
        #expect(window.runUpdateCycle().stats.drawCalls == 1)
        #expect(view.drawnRects.count == 2 && !view.layer.needsDisplay())
    }

    @Test("B-D05: two dirty rects in one cycle give one draw with their union")
    func dirtyRectsCoalesce() throws {
        let window = makeWindow()
        let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        _ = window.runUpdateCycle()
        view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
        view.setNeedsDisplay(CGRect(x: 50, y: 50, width: 10, height: 10))
        let commit = window.runUpdateCycle()
        #expect(commit.stats.drawCalls == 1 && commit.stats.pixelsDrawn == 60 * 60)
        #expect(view.drawnRects.last == CGRect(x: 0, y: 0, width: 60, height: 60))
        let content = try #require(commit.root?.find(view.layer)?.content)
        #expect(content.dirtyRects == [PixelRect(x: 0, y: 0, width: 60, height: 60)])
        #expect(content.baseVersion == content.version - 1)
    }

    @Test("setNeedsDisplay(_:) at scale 2 redraws exactly the rect's pixels")
    func dirtyRectAtScale() throws {
        let window = makeWindow(scale: 2)
        let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        _ = window.runUpdateCycle()
        view.setNeedsDisplay(CGRect(x: 10.25, y: 20, width: 5, height: 5))
        let commit = window.runUpdateCycle()
        let content = try #require(commit.root?.find(view.layer)?.content)
        #expect(content.dirtyRects == [PixelRect(x: 20, y: 40, width: 11, height: 10)])
    }

    @Test("B-D08: the context's origin is the bounds origin at the top left")
    func contextOrigin() throws {
        let window = makeWindow()
        let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.bounds.origin = CGPoint(x: 10, y: 10)
        view.fill = (CGRect(x: 10, y: 10, width: 1, height: 1), .blue)
        window.addSubview(view)
        let image = try #require(window.runUpdateCycle().root?.find(view.layer)?.content?.image)
        #expect(image[0, 0] == Pixel(r: 0, g: 0, b: 255, a: 255))
        #expect(image[1, 0].a == 0 && image[0, 1].a == 0)
    }

    @Test("B-D11, C-23: clearing before drawing clears only the dirty rect; without it old pixels stay")
    func clearsContextBeforeDrawing() throws {
        let window = makeWindow()
        let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.fill = (CGRect(x: 0, y: 0, width: 10, height: 10), .red)
        window.addSubview(view)
        _ = window.runUpdateCycle()
        view.fill = nil  // draws nothing from now on
        view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 5, height: 10))
        var image = try #require(window.runUpdateCycle().root?.find(view.layer)?.content?.image)
        #expect(image[2, 5] == .clear && image[7, 5] == Pixel(r: 255, g: 0, b: 0, a: 255))

        view.fill = (CGRect(x: 0, y: 0, width: 10, height: 10), .red)
        view.setNeedsDisplay()
        _ = window.runUpdateCycle()
        view.clearsContextBeforeDrawing = false
        view.fill = (CGRect(x: 0, y: 0, width: 10, height: 10), UIColor.blue.withAlphaComponent(0.5))
        view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 5, height: 10))
        image = try #require(window.runUpdateCycle().root?.find(view.layer)?.content?.image)
        #expect(image[2, 5].r > 100 && image[2, 5].b > 100, "drawn over the old red: \(image[2, 5])")
        #expect(image[7, 5] == Pixel(r: 255, g: 0, b: 0, a: 255), "outside the dirty rect: untouched")
    }

    @Test("B-D16: hiding a parent hides the subtree implicitly; the child's isHidden stays false")
    func hiddenSubtree() throws {
        let window = makeWindow()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(parent)
        parent.addSubview(child)
        parent.isHidden = true
        #expect(!child.isHidden)
        let root = try #require(window.runUpdateCycle().root)
        #expect(root.find(parent.layer) == nil && root.find(child.layer) == nil)
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === window)
    }

    @Test("B-D18: a mask view's layer becomes the layer's mask in the render tree")
    func maskView() throws {
        let window = makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let mask = DrawingView(frame: CGRect(x: 0, y: 0, width: 50, height: 100))
        view.mask = mask
        window.addSubview(view)
        #expect(mask.superview == nil && view.layer.mask === mask.layer)
        let rendered = try #require(window.runUpdateCycle().root?.find(view.layer))
        #expect(rendered.mask?.id == mask.layer.layerID && rendered.mask?.content != nil)
        let diagnostics = LayerTreeDiagnostics.capturing { window.addSubview(mask) }
        #expect(diagnostics.count == 1 && mask.superview == nil)
    }

    @Test("Unchanged subtrees are reused between commits; a change rebuilds only its path")
    func snapshotReuse() throws {
        let window = makeWindow()
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = UIView(frame: CGRect(x: 20, y: 0, width: 10, height: 10))
        window.addSubview(a)
        window.addSubview(b)
        let first = try #require(window.runUpdateCycle().root)
        let second = try #require(window.runUpdateCycle().root)
        #expect(first === second)
        a.center.x += 1
        let third = try #require(window.runUpdateCycle().root)
        #expect(third !== second && third.find(b.layer) === second.find(b.layer))
        #expect(third.find(a.layer)?.position == CGPoint(x: 6, y: 5))
    }

    @Test("Changing the content scale redraws at the new scale")
    func scaleChangeRedraws() throws {
        let window = makeWindow()
        let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        _ = window.runUpdateCycle()
        view.contentScaleFactor = 3
        let commit = window.runUpdateCycle()
        #expect(commit.stats.drawCalls == 1)
        #expect(commit.root?.find(view.layer)?.content?.image.width == 30)
    }

    @Test("Views of zero size do not draw until they have a size")
    func emptyBounds() {
        let window = makeWindow()
        let view = DrawingView(frame: .zero)
        window.addSubview(view)
        #expect(window.runUpdateCycle().stats.drawCalls == 0)
        view.frame = CGRect(x: 0, y: 0, width: 5, height: 5)
        #expect(window.runUpdateCycle().stats.drawCalls == 1)
    }

    @Test("B-D19, B-D20, D-31: tint inherits up the chain, defaults to system blue, dims, and notifies inheritors")
    func tint() {
        final class TintView: UIView {
            var changes = 0
            override func tintColorDidChange() { changes += 1 }
        }
        let root = TintView(), middle = TintView(), own = TintView(), leaf = TintView()
        root.addSubview(middle)
        middle.addSubview(leaf)
        middle.addSubview(own)
        own.tintColor = .green
        own.changes = 0
        #expect(leaf.tintColor == .systemBlue && root.tintAdjustmentMode == .normal)
        root.tintColor = .red
        #expect(leaf.tintColor == .red && own.tintColor == .green)
        #expect(root.changes == 1 && middle.changes == 1 && leaf.changes == 1 && own.changes == 0)
        root.tintAdjustmentMode = .dimmed
        #expect(leaf.tintAdjustmentMode == .dimmed && leaf.tintColor == UIColor(white: 0.299, alpha: 1))
        #expect(own.changes == 1, "the mode is inherited even where the colour is not")
        let elsewhere = UIView()
        leaf.changes = 0
        elsewhere.addSubview(leaf)
        #expect(leaf.tintColor == .systemBlue && leaf.changes == 1)
    }
}
