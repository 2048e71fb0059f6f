import LayerTree
import Testing

/// Issue 12, item 3: subview operations place the view's layer relative to one layer and leave
/// sublayers that belong to no subview where they were.
@Suite("Raw sublayers keep their place among subview layers")
@MainActor
struct SublayerPlacementTests {
    private func names(_ layer: CALayer) -> [String] { (layer.sublayers ?? []).map { $0.name ?? "?" } }

    private func view(_ name: String) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layer.name = name
        return view
    }

    private func raw(_ name: String) -> CALayer {
        let layer = CALayer()
        layer.name = name
        return layer
    }

    @Test("addSubview appends; above/below a sibling go next to its layer; at: goes below the layer at that index")
    func insertions() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = view("A"), b = view("B"), c = view("C"), d = view("D"), e = view("E"), f = view("F"), g = view("G")
        parent.layer.addSublayer(raw("R0"))
        parent.addSubview(a)
        parent.addSubview(b)
        parent.layer.addSublayer(raw("R1"))
        #expect(names(parent.layer) == ["R0", "A", "B", "R1"])
        parent.addSubview(c)
        #expect(names(parent.layer) == ["R0", "A", "B", "R1", "C"])
        parent.insertSubview(d, aboveSubview: a)
        #expect(names(parent.layer) == ["R0", "A", "D", "B", "R1", "C"])
        parent.insertSubview(e, belowSubview: b)
        #expect(names(parent.layer) == ["R0", "A", "D", "E", "B", "R1", "C"])
        parent.insertSubview(f, at: 4)  // subviews A D E B C: index 4 is C
        #expect(names(parent.layer) == ["R0", "A", "D", "E", "B", "R1", "F", "C"])
        parent.insertSubview(g, at: 0)
        #expect(names(parent.layer) == ["R0", "G", "A", "D", "E", "B", "R1", "F", "C"])
        #expect(parent.subviews.map { $0.layer.name! } == ["G", "A", "D", "E", "B", "F", "C"])
    }

    @Test("insertSubview(at: count) and addSubview of a subview put its layer at the end")
    func toTheEnd() {
        let parent = UIView(frame: .zero)
        let a = view("A"), b = view("B")
        parent.addSubview(a)
        parent.addSubview(b)
        parent.layer.addSublayer(raw("R"))
        parent.insertSubview(view("C"), at: 2)
        #expect(names(parent.layer) == ["A", "B", "R", "C"])
        parent.addSubview(a)
        #expect(names(parent.layer) == ["B", "R", "C", "A"])
        #expect(parent.subviews.map { $0.layer.name! } == ["B", "C", "A"])
    }

    @Test("Bringing to the front and sending to the back move the layer to the ends; exchanging swaps two layers")
    func reordering() {
        let parent = UIView(frame: .zero)
        let a = view("A"), b = view("B"), c = view("C")
        parent.addSubview(a)
        parent.layer.addSublayer(raw("R"))
        parent.addSubview(b)
        parent.addSubview(c)
        parent.bringSubviewToFront(a)
        #expect(names(parent.layer) == ["R", "B", "C", "A"])
        parent.sendSubviewToBack(c)
        #expect(names(parent.layer) == ["C", "R", "B", "A"])
        parent.exchangeSubview(at: 0, withSubviewAt: 2)  // subviews C B A
        #expect(parent.subviews.map { $0.layer.name! } == ["A", "B", "C"])
        #expect(names(parent.layer) == ["A", "R", "B", "C"])
    }
}
