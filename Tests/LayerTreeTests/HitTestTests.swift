import LayerTree
import Testing

@Suite("Hit-testing (seeds-inventory §2.9)")
@MainActor
struct HitTestTests {
    /// window ⊃ parent (10,10 100×100) ⊃ a (0,0 50×50), b (25,25 50×50, in front of a).
    func makeTree() -> (UIWindow, UIView, UIView, UIView) {
        let window = makeWindow()
        let parent = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let b = UIView(frame: CGRect(x: 25, y: 25, width: 50, height: 50))
        window.addSubview(parent)
        parent.addSubview(a)
        parent.addSubview(b)
        return (window, parent, a, b)
    }

    @Test("B-E01, B-E02: the front-most, farthest descendant containing the point wins")
    func frontMost() {
        let (window, parent, a, b) = makeTree()
        #expect(window.hitTest(CGPoint(x: 40, y: 40), with: nil) === b, "overlap: the later sibling")
        #expect(window.hitTest(CGPoint(x: 15, y: 15), with: nil) === a)
        #expect(window.hitTest(CGPoint(x: 105, y: 20), with: nil) === parent)
        #expect(window.hitTest(CGPoint(x: 300, y: 300), with: nil) === window)
        #expect(window.hitTest(CGPoint(x: -1, y: 0), with: nil) == nil)
        #expect(parent.hitTest(CGPoint(x: 30, y: 30), with: nil) === b, "points are in the receiver's coordinates")
    }

    @Test("B-E03, C-01: hidden, non-interactive and nearly transparent views are skipped with their subtrees")
    func exclusions() {
        let (window, parent, a, b) = makeTree()
        b.isHidden = true
        #expect(window.hitTest(CGPoint(x: 40, y: 40), with: nil) === a)
        b.isHidden = false
        b.isUserInteractionEnabled = false
        #expect(window.hitTest(CGPoint(x: 40, y: 40), with: nil) === a)
        b.isUserInteractionEnabled = true
        b.alpha = 0.0099
        #expect(window.hitTest(CGPoint(x: 40, y: 40), with: nil) === a, "alpha below 0.01 is skipped")
        b.alpha = 0.01
        #expect(window.hitTest(CGPoint(x: 40, y: 40), with: nil) === b, "alpha 0.01 is hit")
        b.alpha = 0.05
        #expect(window.hitTest(CGPoint(x: 40, y: 40), with: nil) === b, "0.05 is hit under the 0.01 rule")
        parent.isUserInteractionEnabled = false
        #expect(window.hitTest(CGPoint(x: 40, y: 40), with: nil) === window, "the whole subtree is skipped")
    }

    @Test("B-E04: content transparency is ignored")
    func transparentContent() {
        let (window, _, _, b) = makeTree()
        b.backgroundColor = nil
        b.isOpaque = false
        #expect(window.hitTest(CGPoint(x: 80, y: 80), with: nil) === b)
    }

    @Test("B-E05, C-22: a subview sticking out of its parent is not hit outside the parent's bounds")
    func overflowNotHit() {
        let (window, parent, _, _) = makeTree()
        let overflow = UIView(frame: CGRect(x: 80, y: 80, width: 100, height: 100))
        parent.addSubview(overflow)
        #expect(window.hitTest(CGPoint(x: 100, y: 100), with: nil) === overflow)
        #expect(window.hitTest(CGPoint(x: 150, y: 150), with: nil) === window, "neither the child nor the parent")
    }

    @Test("B-E06: point(inside:) is the bounds, non-zero origin included")
    func pointInside() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.bounds.origin = CGPoint(x: 100, y: 100)
        #expect(view.point(inside: CGPoint(x: 105, y: 105), with: nil))
        #expect(!view.point(inside: CGPoint(x: 5, y: 5), with: nil))
    }

    @Test("Hit-testing follows transforms and bounds origins")
    func transformed() {
        let window = makeWindow()
        let rotated = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 20))
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 2)
        window.addSubview(rotated)
        // Rotated about (150, 110): now spans x 140…160, y 60…160.
        #expect(window.hitTest(CGPoint(x: 150, y: 70), with: nil) === rotated)
        #expect(window.hitTest(CGPoint(x: 110, y: 110), with: nil) === window)
        let scrolled = UIView(frame: CGRect(x: 0, y: 200, width: 100, height: 100))
        scrolled.bounds.origin = CGPoint(x: 0, y: 50)
        let row = UIView(frame: CGRect(x: 0, y: 50, width: 100, height: 10))
        scrolled.addSubview(row)
        window.addSubview(scrolled)
        #expect(window.hitTest(CGPoint(x: 10, y: 205), with: nil) === row)
    }

    @Test("Layers hit outside their bounds unless they mask to them; zPosition orders siblings")
    func layerHitTest() {
        let root = CALayer(), child = CALayer(), front = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.position = CGPoint(x: 50, y: 50)
        child.frame = CGRect(x: 80, y: 80, width: 50, height: 50)
        front.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        root.addSublayer(front)
        root.addSublayer(child)
        #expect(root.hitTest(CGPoint(x: 120, y: 120)) === child)
        root.masksToBounds = true
        #expect(root.hitTest(CGPoint(x: 120, y: 120)) == nil)
        let back = CALayer()
        back.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        root.addSublayer(back)
        #expect(root.hitTest(CGPoint(x: 10, y: 10)) === back)
        front.zPosition = 1
        #expect(root.hitTest(CGPoint(x: 10, y: 10)) === front)
        #expect(root.contains(CGPoint(x: 99, y: 99)) && !root.contains(CGPoint(x: 100, y: 100)))
    }
}
