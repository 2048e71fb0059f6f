import LayerTree
import Testing

/// Issue 12, item 2: rect conversion between views not in one line of ancestry encloses the rect
/// at the nearest common ancestor, then encloses that box again in the destination.
@Suite("Rect conversion: the two-box rule")
@MainActor
struct RectConversionTests {
    @Test("Between turned cousins the rect is boxed at the common ancestor, then boxed again")
    func cousins() {
        let window = makeWindow(width: 1000, height: 1000)
        let left = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        left.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let right = UIView(frame: CGRect(x: 400, y: 100, width: 100, height: 100))
        right.transform = CGAffineTransform(rotationAngle: -.pi / 4)
        window.addSubview(left)
        window.addSubview(right)
        let converted = left.convert(left.bounds, to: right)
        // Boxed in the window: a square of side 100√2 about (150, 150). Boxed again in `right`
        // (centre (450, 150), turned by −45°): that square turned by 45° needs a box of side 200,
        // about (50, 50) + rotate45(−300, 0) = (50 − 300/√2, 50 − 300/√2).
        let side = 100 * 2.0.squareRoot()
        let inWindow = CGRect(x: 150 - side / 2, y: 150 - side / 2, width: side, height: side)
        expectClose(window.convert(left.bounds, from: left), inWindow)
        let middle = 50 - 300 / 2.0.squareRoot()
        expectClose(converted, CGRect(x: middle - 100, y: middle - 100, width: 200, height: 200))
        // One box of the composed map would be the 100×100 square itself (a turn by 90° in all).
        #expect(converted.width > 199.99)
    }

    @Test("Seeded random trees: points go there and back within 1e-9; rects follow the two-box rule")
    func randomTrees() {
        var generator = SplitMix64(seed: 0x5EED_0012)
        var views = 0, pairs = 0
        for _ in 0..<30 {
            let window = makeWindow(width: 2000, height: 2000)
            var tree: [UIView] = [window]
            for _ in 0..<40 {
                let parent = tree[Int(generator.next() % UInt64(tree.count))]
                let view = UIView(
                    frame: CGRect(
                        x: generator.unit(in: -200...200), y: generator.unit(in: -200...200),
                        width: generator.unit(in: 1...300), height: generator.unit(in: 1...300)))
                view.bounds.origin = CGPoint(x: generator.unit(in: -50...50), y: generator.unit(in: -50...50))
                view.transform = CGAffineTransform(rotationAngle: generator.unit(in: -3...3))
                    .scaledBy(x: generator.unit(in: 0.5...2), y: generator.unit(in: 0.5...2))
                parent.addSubview(view)
                tree.append(view)
            }
            views += tree.count
            for a in tree {
                for b in tree where a !== b {
                    pairs += 1
                    let p = CGPoint(x: generator.unit(in: -100...100), y: generator.unit(in: -100...100))
                    let back = b.convert(a.convert(p, to: b), to: a)
                    let scale = max(1, abs(p.x), abs(p.y))
                    if abs(back.x - p.x) > 1e-9 * scale || abs(back.y - p.y) > 1e-9 * scale {
                        Issue.record("point \(p) came back as \(back)")
                        return
                    }
                    let rect = CGRect(x: p.x, y: p.y, width: 40, height: 25)
                    let expected = twoBoxConversion(rect, from: a, to: b)
                    let actual = a.convert(rect, to: b)
                    let tolerance = 1e-9 * max(1, abs(expected.minX), abs(expected.minY), expected.width, expected.height)
                    let close = [
                        actual.minX - expected.minX, actual.minY - expected.minY,
                        actual.width - expected.width, actual.height - expected.height,
                    ]
                    .allSatisfy { abs($0) <= tolerance }
                    if !close {
                        Issue.record("rect \(rect): \(actual) ≠ \(expected)")
                        return
                    }
                }
            }
        }
        #expect(views == 30 * 41 && pairs == 30 * 41 * 40)
    }

    /// The rule written out with point conversions: corners up to the nearest common ancestor,
    /// box; box corners down to `b`, box.
    private func twoBoxConversion(_ rect: CGRect, from a: UIView, to b: UIView) -> CGRect {
        var ancestor: UIView? = a
        while let candidate = ancestor, !b.isDescendant(of: candidate) { ancestor = candidate.superview }
        let common = ancestor!
        let box = enclosing(corners(of: rect).map { a.convert($0, to: common) })
        return enclosing(corners(of: box).map { b.convert($0, from: common) })
    }

    private func corners(of r: CGRect) -> [CGPoint] {
        [
            CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.minX, y: r.maxY),
            CGPoint(x: r.maxX, y: r.maxY),
        ]
    }

    private func enclosing(_ points: [CGPoint]) -> CGRect {
        let xs = points.map(\.x), ys = points.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}

extension SplitMix64 {
    /// A value spread evenly over `range`.
    mutating func unit(in range: ClosedRange<CGFloat>) -> CGFloat {
        range.lowerBound + CGFloat(Double(next() >> 11) / Double(1 << 53)) * (range.upperBound - range.lowerBound)
    }
}
