import LayerTree
import Testing

@Suite("CALayer model")
@MainActor
struct LayerTests {
    @Test("Defaults are Core Animation's")
    func defaults() {
        let layer = CALayer()
        #expect(layer.bounds == .zero && layer.position == .zero && layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(CATransform3DIsIdentity(layer.transform) && CATransform3DIsIdentity(layer.sublayerTransform))
        #expect(layer.opacity == 1 && !layer.isHidden && !layer.masksToBounds && layer.mask == nil)
        #expect(layer.backgroundColor == nil && layer.cornerRadius == 0 && layer.borderWidth == 0)
        #expect(layer.borderColor == CGColor.black && !layer.isOpaque && layer.allowsGroupOpacity)
        #expect(layer.contents == nil && layer.contentsGravity == .resize && layer.contentsScale == 1)
        #expect(layer.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(layer.contentsCenter == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(layer.sublayers == nil && layer.superlayer == nil && layer.zPosition == 0)
        #expect(!layer.needsDisplay() && !layer.needsLayout() && !layer.needsDisplayOnBoundsChange)
    }

    @Test("frame derives from bounds, position and anchor point")
    func frame() {
        let layer = CALayer()
        layer.anchorPoint = CGPoint(x: 0, y: 1)
        layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(layer.position == CGPoint(x: 10, y: 60) && layer.bounds.size == CGSize(width: 30, height: 40))
        layer.transform = CATransform3DMakeScale(2, 2, 1)
        #expect(layer.frame == CGRect(x: 10, y: -20, width: 60, height: 80))
    }

    @Test("Sublayers: insert at, above and below; replace; remove")
    func sublayers() {
        let root = CALayer(), a = CALayer(), b = CALayer(), c = CALayer(), d = CALayer()
        root.addSublayer(a)
        root.insertSublayer(b, at: 0)
        root.insertSublayer(c, above: b)
        root.insertSublayer(d, below: nil)
        #expect(root.sublayers! == [d, b, c, a])
        root.replaceSublayer(c, with: a)
        #expect(root.sublayers! == [d, b, a] && c.superlayer == nil)
        b.removeFromSuperlayer()
        #expect(root.sublayers! == [d, a] && b.superlayer == nil)
        root.sublayers = [c]
        #expect(root.sublayers! == [c] && a.superlayer == nil && d.superlayer == nil)
        root.sublayers = nil
        #expect(root.sublayers == nil)
    }

    @Test("The sublayer transform applies about the anchor point in conversions")
    func sublayerTransformConversion() {
        let root = CALayer(), child = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        child.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        root.addSublayer(child)
        root.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
        // About root's centre (50, 50): child (0, 0) → (50 + 2·(0 − 50), …) = (−50, −50).
        let p = child.convert(CGPoint.zero, to: root)
        #expect(p == CGPoint(x: -50, y: -50))
        #expect(child.convert(CGPoint(x: -50, y: -50), from: root) == .zero)
    }

    @Test("needsDisplayOnBoundsChange redisplays on a size change only")
    func displayOnBoundsChange() {
        let layer = CALayer()
        layer.needsDisplayOnBoundsChange = true
        layer.position = CGPoint(x: 5, y: 5)
        #expect(!layer.needsDisplay())
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(layer.needsDisplay())
    }

    @Test("A standalone layer draws through draw(in:) overrides and its delegate")
    func standaloneDrawing() throws {
        final class Circle: CALayer {
            override func draw(in ctx: CGContext) {
                ctx.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
                ctx.fillEllipse(in: bounds)
            }
        }
        let root = CALayer(), circle = Circle(), plain = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        circle.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        plain.frame = CGRect(x: 10, y: 10, width: 10, height: 10)
        root.addSublayer(circle)
        root.addSublayer(plain)
        circle.setNeedsDisplay()
        plain.setNeedsDisplay()
        let commit = root.runUpdateCycle()
        #expect(commit.stats.drawCalls == 1 && commit.stats.displayedLayers == 2)
        let tree = try #require(commit.root)
        #expect(tree.find(circle)?.content?.image[5, 5] == Pixel(r: 0, g: 255, b: 0, a: 255))
        #expect(tree.find(plain)?.content == nil)
    }

    @Test("contents take a CGImage; the render tree carries it with a version")
    func contentsImage() throws {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        var pixels = PixelImage(width: 2, height: 2)
        pixels[0, 0] = Pixel(r: 9, g: 9, b: 9, a: 255)
        layer.contents = CGImage(pixels: pixels)
        let first = try #require(layer.runUpdateCycle().root?.content)
        #expect(first.image == pixels)
        layer.contents = CGImage(pixels: PixelImage(width: 2, height: 2))
        let second = try #require(layer.runUpdateCycle().root?.content)
        #expect(second.version > first.version)
    }

    @Test("presentation() is nil before the first commit, then copies the model values; model() leads back")
    func presentation() throws {
        let layer = CALayer()
        layer.position = CGPoint(x: 3, y: 4)
        layer.opacity = 0.5
        #expect(layer.presentation() == nil)
        _ = layer.runUpdateCycle()
        let shown = try #require(layer.presentation())
        #expect(shown !== layer && shown.position == layer.position && shown.opacity == 0.5)
        #expect(shown.model() === layer && layer.model() === layer)
    }

    @Test("A hidden layer's subtree is committed with its superlayer, a sublayer added to it later too")
    func hiddenSubtreePresentation() {
        let root = CALayer(), hidden = CALayer(), inside = CALayer()
        hidden.isHidden = true
        hidden.addSublayer(inside)
        root.addSublayer(hidden)
        _ = root.runUpdateCycle()
        #expect(hidden.presentation() != nil && inside.presentation() != nil)
        let late = CALayer(), later = CALayer()
        inside.addSublayer(late)
        #expect(late.presentation() != nil, "it joined a committed hidden subtree")
        _ = root.runUpdateCycle()
        hidden.addSublayer(later)
        #expect(later.presentation() != nil)
        let neverCommitted = CALayer(), orphan = CALayer()
        neverCommitted.isHidden = true
        neverCommitted.addSublayer(orphan)
        #expect(orphan.presentation() == nil, "a hidden layer that was never committed commits nothing")
    }

    @Test("A mask must not be in a tree; masks are not sublayers")
    func masks() {
        let layer = CALayer(), mask = CALayer(), inTree = CALayer()
        layer.addSublayer(inTree)
        let diagnostics = LayerTreeDiagnostics.capturing {
            layer.mask = inTree
            layer.mask = layer
        }
        #expect(diagnostics.count == 2 && layer.mask == nil)
        layer.mask = mask
        #expect(layer.mask === mask && mask.superlayer == nil)
        mask.removeFromSuperlayer()
        #expect(layer.mask == nil)
    }

    @Test("Invalid values are refused", arguments: [0, 1, 2, 3, 4, 5])
    func invalidValues(case index: Int) {
        let layer = CALayer()
        let diagnostics = LayerTreeDiagnostics.capturing {
            switch index {
            case 0: layer.opacity = .nan
            case 1: layer.cornerRadius = -1
            case 2: layer.zPosition = .infinity
            case 3: layer.contentsScale = 0
            case 4: layer.anchorPointZ = -.infinity
            default: layer.setNeedsDisplay(CGRect(x: 0, y: 0, width: -1, height: 1))
            }
        }
        #expect(diagnostics.count == 1)
        #expect(
            layer.opacity == 1 && layer.cornerRadius == 0 && layer.zPosition == 0 && layer.contentsScale == 1
                && layer.anchorPointZ == 0)
        #expect(!layer.needsDisplay())
    }
}
