import LayerTree
import Testing

@Suite("Auto Layout: intrinsic content size, hugging, compression resistance, fitting sizes")
@MainActor
struct IntrinsicSizeTests {
    /// Two intrinsically sized views in a row across a container of `width`: 0 | left | 10 | right | 0.
    func row(width: CGFloat) -> (UIWindow, UIView, IntrinsicView, IntrinsicView) {
        let window = makeWindow()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 50))
        window.addSubview(container)
        let left = IntrinsicView(intrinsic: CGSize(width: 80, height: 20))
        let right = IntrinsicView(intrinsic: CGSize(width: 60, height: 20))
        container.addSubview(left)
        container.addSubview(right)
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 10),
            right.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            left.topAnchor.constraint(equalTo: container.topAnchor), right.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        return (window, container, left, right)
    }

    @Test("With room to spare, the view hugging less (250 < 251) grows: 80 + 10 + 210")
    func hugging() {
        let (window, container, left, right) = row(width: 300)
        left.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        container.layoutIfNeeded()
        #expect(window.subviews == [container])
        expectClose(left.frame, CGRect(x: 0, y: 0, width: 80, height: 20))
        expectClose(right.frame, CGRect(x: 90, y: 0, width: 210, height: 20))
    }

    @Test("Short of room, the view resisting compression less (750 < 751) shrinks: 30 + 10 + 60")
    func compression() {
        let (window, container, left, right) = row(width: 100)
        right.setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal)
        container.layoutIfNeeded()
        #expect(window.subviews == [container])
        #expect(left.frame.width == 30 && right.frame.width == 60 && right.frame.minX == 40)
    }

    @Test("Defaults: hugging 250, compression resistance 750 on both axes; no intrinsic metric is −1")
    func defaults() {
        let view = UIView()
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(view.contentHuggingPriority(for: .vertical).rawValue == 250)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        #expect(view.intrinsicContentSize == CGSize(width: -1, height: -1) && UIView.noIntrinsicMetric == -1)
        #expect(view.translatesAutoresizingMaskIntoConstraints)
        #expect(UIView.layoutFittingCompressedSize == .zero)
        #expect(UIView.layoutFittingExpandedSize == CGSize(width: 10_000_000, height: 10_000_000))
    }

    @Test("A constraint-based view with no constraints gets its intrinsic size at the origin")
    func unconstrainedIntrinsic() {
        let window = makeWindow()
        let view = IntrinsicView(intrinsic: CGSize(width: 44, height: 22))
        view.frame = CGRect(x: 50, y: 50, width: 1, height: 1)
        window.addSubview(view)
        window.layoutIfNeeded()
        expectClose(view.frame, CGRect(x: 0, y: 0, width: 44, height: 22))
    }

    @Test("invalidateIntrinsicContentSize: the next layout uses the new size")
    func invalidation() {
        let window = makeWindow()
        let view = IntrinsicView(intrinsic: CGSize(width: 44, height: 22))
        window.addSubview(view)
        view.centerXAnchor.constraint(equalTo: window.centerXAnchor).isActive = true
        window.layoutIfNeeded()
        #expect(view.frame.minX == 138)
        view.intrinsic = CGSize(width: 100, height: 22)
        window.layoutIfNeeded()
        expectClose(view.frame, CGRect(x: 110, y: 0, width: 100, height: 22))
    }

    @Test("systemLayoutSizeFitting: the compressed size of content pinned 10 inside; a required width kept")
    func fitting() {
        let container = UIView()
        container.translatesAutoresizingMaskIntoConstraints = false
        let content = IntrinsicView(intrinsic: CGSize(width: 120, height: 30))
        container.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            content.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
            content.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            content.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -10),
        ])
        #expect(container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 140, height: 50))
        let wide = container.systemLayoutSizeFitting(
            CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(wide == CGSize(width: 300, height: 50))
        #expect(container.frame == .zero, "fitting leaves the frame alone")
        #expect(UIView().systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == .zero)
    }
}
