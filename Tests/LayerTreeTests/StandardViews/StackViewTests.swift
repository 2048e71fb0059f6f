import LayerTree
import Testing

@Suite("UIStackView on Auto Layout")
@MainActor
struct StackViewTests {
    /// A 300×100 stack in a window holding views of the given intrinsic sizes.
    func stack(_ sizes: [CGSize], axis: NSLayoutConstraint.Axis = .horizontal) -> (UIWindow, UIStackView, [IntrinsicView]) {
        let window = makeWindow()
        let views = sizes.map { IntrinsicView(intrinsic: $0) }
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = axis
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        window.addSubview(stack)
        return (window, stack, views)
    }

    @Test("Defaults: horizontal, fill, fill, no spacing; arranged views are subviews laid out by constraints")
    func defaults() {
        let (_, stack, views) = stack([CGSize(width: 10, height: 10)])
        #expect(stack.axis == .horizontal && stack.distribution == .fill && stack.alignment == .fill && stack.spacing == 0)
        #expect(stack.arrangedSubviews == views && stack.subviews == views)
        #expect(!views[0].translatesAutoresizingMaskIntoConstraints)
        #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.bottom == .trailing)
        #expect(stack.customSpacing(after: views[0]) == UIStackView.spacingUseDefault)
    }

    @Test("fill: the view hugging least takes the extra length; spacing and a custom spacing apart")
    func fill() {
        let (window, stack, views) = stack([
            CGSize(width: 50, height: 20), CGSize(width: 60, height: 20), CGSize(width: 40, height: 20),
        ])
        views[1].setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
        stack.spacing = 10
        stack.setCustomSpacing(20, after: views[1])
        window.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 60, 260])
        #expect(views.map(\.frame.width) == [50, 180, 40])
        #expect(views.allSatisfy { $0.frame.height == 100 }, "alignment fill stretches across")
    }

    @Test("fillEqually and fillProportionally share 300 − 2×15 spacing")
    func equalAndProportional() {
        let (window, stack, views) = stack([
            CGSize(width: 10, height: 5), CGSize(width: 20, height: 5), CGSize(width: 30, height: 5),
        ])
        stack.spacing = 15
        stack.distribution = .fillEqually
        window.layoutIfNeeded()
        #expect(views.map(\.frame.width) == [90, 90, 90] && views.map(\.frame.minX) == [0, 105, 210])
        stack.distribution = .fillProportionally
        window.layoutIfNeeded()
        #expect(views.map(\.frame.width) == [45, 90, 135] && views.map(\.frame.minX) == [0, 60, 165])
    }

    @Test("equalSpacing keeps intrinsic widths with equal gaps; equalCentering equal centre distances")
    func equalSpacingAndCentering() {
        let (window, stack, views) = stack([
            CGSize(width: 40, height: 5), CGSize(width: 60, height: 5), CGSize(width: 80, height: 5),
        ])
        stack.distribution = .equalSpacing
        window.layoutIfNeeded()
        #expect(views.map(\.frame.width) == [40, 60, 80] && views.map(\.frame.minX) == [0, 100, 220])
        stack.distribution = .equalCentering
        window.layoutIfNeeded()
        #expect(views.map(\.frame.midX) == [20, 140, 260])
    }

    @Test("Alignment across a vertical stack: leading, center, trailing")
    func alignment() {
        let (window, stack, views) = stack([CGSize(width: 40, height: 10), CGSize(width: 60, height: 10)], axis: .vertical)
        let cases: [(UIStackView.Alignment, [CGFloat])] = [(.leading, [0, 0]), (.center, [130, 120]), (.trailing, [260, 240])]
        for (alignment, expected) in cases {
            stack.alignment = alignment
            window.layoutIfNeeded()
            #expect(views.map(\.frame.minX) == expected, "\(alignment)")
            #expect(views.map(\.frame.width) == [40, 60])
        }
    }

    @Test("A hidden arranged view collapses with its spacing, and hiding in an animation block animates the rest")
    func hiding() {
        MediaClock.useManualTime(0)
        let (window, stack, views) = stack([
            CGSize(width: 50, height: 10), CGSize(width: 50, height: 10), CGSize(width: 50, height: 10),
        ])
        stack.spacing = 10
        stack.distribution = .fillEqually
        _ = window.runUpdateCycle()
        #expect(views[2].frame.minX == 207, "edges at whole pixels of the 1× screen: 93⅓ + 10 + 93⅓ + 10 → 207")
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            views[1].isHidden = true
            stack.layoutIfNeeded()
        }
        #expect(views[0].frame.width == 145 && views[2].frame.minX == 155)
        _ = window.runUpdateCycle()
        MediaClock.advance(by: 0.5)
        let shown = views[2].layer.presentation()!.position.x
        #expect(abs(shown - (253.5 + 227.5) / 2) < 0.01, "half way between the old and new centres, got \(shown)")
        views[1].isHidden = false
        window.layoutIfNeeded()
        #expect(views[2].frame.width.rounded() == 93)
    }

    @Test("A stack made of stacks hugs its content: a toolbar of buttons sized by intrinsic sizes")
    func nestedAndHugging() {
        let window = makeWindow()
        let row = UIStackView(arrangedSubviews: [
            IntrinsicView(intrinsic: CGSize(width: 44, height: 44)), IntrinsicView(intrinsic: CGSize(width: 44, height: 30)),
        ])
        row.spacing = 8
        row.alignment = .center
        row.translatesAutoresizingMaskIntoConstraints = false
        let column = UIStackView(arrangedSubviews: [row, IntrinsicView(intrinsic: CGSize(width: 100, height: 20))])
        column.axis = .vertical
        column.alignment = .leading
        column.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(column)
        NSLayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            column.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
        ])
        window.layoutIfNeeded()
        expectClose(column.frame, CGRect(x: 10, y: 20, width: 100, height: 64))
        expectClose(row.frame, CGRect(x: 0, y: 0, width: 96, height: 44))
        #expect(row.arrangedSubviews[1].frame.minY == 7)
    }

    @Test("A view sized by its own constraints before it joins a stack is no conflict")
    func constrainedBeforeJoining() {
        let window = makeWindow()
        let stack = UIStackView()
        stack.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        stack.alignment = .top
        window.addSubview(stack)
        let item = UIView()
        let reports = LayerTreeDiagnostics.capturing {
            item.heightAnchor.constraint(equalToConstant: 44).isActive = true
            stack.addArrangedSubview(item)
            window.layoutIfNeeded()
        }
        #expect(reports.isEmpty, "\(reports)")
        expectClose(item.frame, CGRect(x: 0, y: 0, width: 100, height: 44))
    }
}
