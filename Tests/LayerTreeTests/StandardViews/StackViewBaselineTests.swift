import LayerTree
import Testing

@Suite("UIStackView: baseline-relative arrangement")
@MainActor
struct StackViewBaselineTests {
    @Test("A vertical stack with isBaselineRelativeArrangement spaces labels from baseline to baseline")
    func baselineSpacing() {
        let window = makeWindow()
        let top = UILabel(), bottom = UILabel()
        top.text = "Title"
        top.font = .systemFont(ofSize: 28)
        bottom.text = "Subtitle"
        let stack = UIStackView(arrangedSubviews: [top, bottom])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 30
        stack.isBaselineRelativeArrangement = true
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: window.topAnchor),
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        ])
        window.layoutIfNeeded()
        let topBaseline = top.frame.minY + top.font.ascender
        let bottomBaseline = bottom.frame.minY + bottom.font.ascender
        #expect(abs(bottomBaseline - topBaseline - 30) <= 0.5, "baselines \(topBaseline) and \(bottomBaseline)")
        stack.isBaselineRelativeArrangement = false
        window.layoutIfNeeded()
        #expect(bottom.frame.minY - top.frame.maxY == 30, "edges 30 apart again")
    }
}
