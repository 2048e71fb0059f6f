import LayerTree
import Testing

/// Counts `layoutSubviews` and records subview frames seen at that moment.
final class LayoutCountingView: UIView {
    var layoutCount = 0
    var framesSeen: [CGRect] = []
    var onLayout: (() -> Void)?

    override func layoutSubviews() {
        layoutCount += 1
        framesSeen = subviews.map(\.frame)
        onLayout?()
    }
}

@Suite("Autoresizing and layout (seeds-inventory §2.4)")
@MainActor
struct LayoutTests {
    typealias Mask = UIView.AutoresizingMask

    /// Superview 300 → 360 wide (+60); subview x 30, width 120, right margin 150.
    @Test(
        "B-L03, B-L07: each horizontal mask combination shares +60 in proportion to the flexible parts",
        arguments: [
            ([], 30.0, 120.0),
            ([.flexibleLeftMargin], 90, 120),
            ([.flexibleWidth], 30, 180),
            ([.flexibleRightMargin], 30, 120),
            ([.flexibleLeftMargin, .flexibleWidth], 42, 168),  // 60·30/150, 60·120/150
            ([.flexibleLeftMargin, .flexibleRightMargin], 40, 120),  // 60·30/180
            ([.flexibleWidth, .flexibleRightMargin], 30, 120 + 60.0 * 120 / 270),
            ([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin], 36, 144),  // 60·30/300, 60·120/300
        ] as [(Mask, CGFloat, CGFloat)])
    func horizontal(mask: Mask, x: CGFloat, width: CGFloat) {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let child = UIView(frame: CGRect(x: 30, y: 10, width: 120, height: 50))
        child.autoresizingMask = mask
        parent.addSubview(child)
        parent.frame.size.width = 360
        expectClose(child.frame, CGRect(x: x, y: 10, width: width, height: 50))
    }

    /// Superview 200 → 140 high (−60); subview y 20, height 100, bottom margin 80.
    @Test(
        "Each vertical mask combination shares −60 in proportion to the flexible parts",
        arguments: [
            ([], 20.0, 100.0),
            ([.flexibleTopMargin], -40, 100),
            ([.flexibleHeight], 20, 40),
            ([.flexibleBottomMargin], 20, 100),
            ([.flexibleTopMargin, .flexibleHeight], 10, 50),  // −60·20/120, −60·100/120
            ([.flexibleTopMargin, .flexibleBottomMargin], 8, 100),  // −60·20/100
            ([.flexibleHeight, .flexibleBottomMargin], 20, 100 - 60.0 * 100 / 180),
            ([.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin], 14, 70),  // −60·20/200, −60·100/200
        ] as [(Mask, CGFloat, CGFloat)])
    func vertical(mask: Mask, y: CGFloat, height: CGFloat) {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        let child = UIView(frame: CGRect(x: 5, y: 20, width: 50, height: 100))
        child.autoresizingMask = mask
        parent.addSubview(child)
        parent.bounds.size.height = 140
        expectClose(child.frame, CGRect(x: 5, y: y, width: 50, height: height))
    }

    @Test("C-03: width 200 and right margin 100 share +30 proportionally (220, 110), not evenly (215, 115)")
    func proportionalNotEven() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        child.autoresizingMask = [.flexibleWidth, .flexibleRightMargin]
        parent.addSubview(child)
        parent.frame.size.width = 330
        #expect(child.frame.width == 220 && parent.bounds.width - child.frame.maxX == 110)
    }

    @Test("B-L04: equal flexible parts split +10 as 5 and 5; all-zero parts split evenly")
    func equalParts() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 100))
        child.autoresizingMask = [.flexibleWidth, .flexibleRightMargin]
        parent.addSubview(child)
        parent.frame.size.width = 110
        #expect(child.frame.width == 55)
        let zero = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 0))
        zero.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth]
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 0))
        box.addSubview(zero)
        box.frame.size = CGSize(width: 10, height: 0)
        #expect(zero.frame == CGRect(x: 5, y: 0, width: 5, height: 0))
    }

    @Test("B-L06: flexible right and top margins pin a view to the lower-left corner")
    func pinLowerLeft() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 10, y: 150, width: 40, height: 40))
        child.autoresizingMask = [.flexibleRightMargin, .flexibleTopMargin]
        parent.addSubview(child)
        parent.frame.size = CGSize(width: 250, height: 240)
        #expect(child.frame == CGRect(x: 10, y: 190, width: 40, height: 40))
    }

    @Test("B-L01, B-L02, B-L08: no autoresizing without autoresizesSubviews, a mask, or through a fixed view")
    func noAutoresizing() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let fixed = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let grandchild = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        grandchild.autoresizingMask = [.flexibleWidth]
        #expect(fixed.autoresizingMask == [] && fixed.autoresizesSubviews)
        parent.addSubview(fixed)
        fixed.addSubview(grandchild)
        parent.frame.size.width = 200
        #expect(fixed.frame.width == 100 && grandchild.frame.width == 100)
        fixed.autoresizesSubviews = false
        fixed.frame.size.width = 150
        #expect(grandchild.frame.width == 100)
    }

    @Test("B-L10, B-L11: autoresizing runs before layoutSubviews, and hidden views autoresize too")
    func autoresizeThenLayout() {
        let window = makeWindow()
        let parent = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        child.autoresizingMask = .flexibleWidth
        child.isHidden = true
        window.addSubview(parent)
        parent.addSubview(child)
        _ = window.runUpdateCycle()
        parent.frame.size.width = 160
        #expect(child.frame.width == 160, "hidden views autoresize")
        let stats = window.runUpdateCycle().stats
        #expect(parent.framesSeen == [CGRect(x: 0, y: 0, width: 160, height: 10)])
        #expect(stats.layoutPasses >= 1)
    }

    @Test("B-L12: setNeedsLayout defers and coalesces: three calls, one layoutSubviews, in the cycle")
    func setNeedsLayoutCoalesces() {
        let window = makeWindow()
        let view = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        _ = window.runUpdateCycle()
        view.layoutCount = 0
        view.setNeedsLayout()
        view.setNeedsLayout()
        view.setNeedsLayout()
        #expect(view.layoutCount == 0 && view.layer.needsLayout())
        _ = window.runUpdateCycle()
        #expect(view.layoutCount == 1 && !view.layer.needsLayout())
        _ = window.runUpdateCycle()
        #expect(view.layoutCount == 1, "nothing marked, nothing laid out")
    }

    @Test("B-L13, C-05: layoutIfNeeded walks up while ancestors need layout, then lays out below, parents first")
    func layoutIfNeededScope() {
        let order = RecordingOrder()
        let top = LayoutCountingView(), middle = LayoutCountingView(), leaf = LayoutCountingView()
        top.addSubview(middle)
        middle.addSubview(leaf)
        top.onLayout = { order.names.append("top") }
        middle.onLayout = { order.names.append("middle") }
        leaf.onLayout = { order.names.append("leaf") }
        top.layoutIfNeeded()
        order.names.removeAll()

        leaf.layoutIfNeeded()
        #expect(order.names.isEmpty, "nothing marked")
        middle.setNeedsLayout()
        leaf.setNeedsLayout()
        leaf.layoutIfNeeded()
        #expect(order.names == ["middle", "leaf"], "from the top-most marked ancestor, parents first")
        order.names.removeAll()
        top.setNeedsLayout()
        leaf.setNeedsLayout()
        middle.layoutIfNeeded()
        #expect(order.names == ["top", "leaf"])
    }

    @Test("Changing the bounds size marks the view for layout; moving it does not")
    func boundsChangeMarksLayout() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        view.center = CGPoint(x: 100, y: 100)
        #expect(!view.layer.needsLayout())
        view.bounds.size = CGSize(width: 20, height: 20)
        #expect(view.layer.needsLayout())
    }

    @Test("B-L15, C-02, B-L16: sizeThatFits returns the current size and resizes nothing; sizeToFit applies it")
    func sizeThatFits() {
        final class Fixed: UIView { override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 44, height: 22) } }
        let view = UIView(frame: CGRect(x: 3, y: 4, width: 10, height: 20))
        #expect(view.sizeThatFits(CGSize(width: 99, height: 99)) == CGSize(width: 10, height: 20))
        #expect(view.frame == CGRect(x: 3, y: 4, width: 10, height: 20))
        let fixed = Fixed(frame: CGRect(x: 3, y: 4, width: 10, height: 20))
        fixed.sizeToFit()
        #expect(fixed.frame == CGRect(x: 3, y: 4, width: 44, height: 22))
    }
}

final class RecordingOrder { var names: [String] = [] }
