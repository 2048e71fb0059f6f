import LayerTree
import Testing

@Suite("UILabel: UIKit's defaults, sizing, drawing and Auto Layout baselines")
@MainActor
struct LabelTests {
    @Test("Defaults: 17-point system font, label colour, natural alignment, one line, tail truncation, no interaction")
    func defaults() {
        let label = UILabel()
        #expect(label.text == nil && label.attributedText == nil)
        #expect(label.font == UIFont.systemFont(ofSize: 17) && label.textColor == .label)
        #expect(label.textAlignment == .natural && label.numberOfLines == 1 && label.lineBreakMode == .byTruncatingTail)
        #expect(!label.isUserInteractionEnabled && label.isEnabled && !label.isHighlighted)
        #expect(label.shadowOffset == CGSize(width: 0, height: -1) && label.shadowColor == nil)
        // 250 for a label made in code; 251 is what Interface Builder sets.
        #expect(label.contentHuggingPriority(for: .horizontal).rawValue == 250)
        #expect(label.contentCompressionResistancePriority(for: .horizontal).rawValue == 750)
        #expect(label.intrinsicContentSize == .zero)
        label.font = .boldSystemFont(ofSize: 20)
        label.font = nil
        #expect(label.font == UIFont.systemFont(ofSize: 17), "nil restores the default")
    }

    @Test("The intrinsic size is the text's, pixel-aligned; more lines when wrapping to a preferred width")
    func intrinsicSize() {
        let label = UILabel()
        label.text = "Hello"
        let one = label.intrinsicContentSize
        let measured = "Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)])
        #expect(one.width == measured.width.rounded(.up) || abs(one.width - measured.width) < 1)
        #expect(one.height >= UIFont.systemFont(ofSize: 17).lineHeight - 1 && one.height < 25)
        label.text = "one two three four five six seven eight nine ten"
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 80
        let wrapped = label.intrinsicContentSize
        #expect(wrapped.width <= 80 && wrapped.height > 3 * one.height)
        label.numberOfLines = 2
        let two = label.intrinsicContentSize
        #expect(abs(two.height - 2 * one.height) <= 2, "two lines: \(two.height) vs one line \(one.height)")
    }

    @Test("sizeThatFits wraps to the given width; textRect stays inside the bounds")
    func sizing() {
        let label = UILabel()
        label.text = "one two three four five six seven eight nine ten"
        label.numberOfLines = 0
        let fitted = label.sizeThatFits(CGSize(width: 100, height: 0))
        #expect(fitted.width <= 100 && fitted.height > 40)
        let rect = label.textRect(forBounds: CGRect(x: 5, y: 5, width: 100, height: 30), limitedToNumberOfLines: 0)
        #expect(rect.minX == 5 && rect.minY == 5 && rect.height == 30 && rect.width <= 100)
    }

    @Test("Auto Layout sizes a label to its text and aligns baselines")
    func autoLayoutBaselines() {
        let window = makeWindow()
        let small = UILabel(), big = UILabel()
        small.text = "small"
        big.text = "Big"
        big.font = .systemFont(ofSize: 34)
        for label in [small, big] {
            label.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(label)
        }
        NSLayoutConstraint.activate([
            big.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            big.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
        ])
        window.layoutIfNeeded()
        #expect(big.frame.size == big.intrinsicContentSize && small.frame.size == small.intrinsicContentSize)
        let bigBaseline = big.frame.minY + UIFont.systemFont(ofSize: 34).ascender
        let smallBaseline = small.frame.minY + UIFont.systemFont(ofSize: 17).ascender
        #expect(abs(bigBaseline - smallBaseline) <= 1.5, "baselines \(bigBaseline) and \(smallBaseline)")
        #expect(small.frame.minY > big.frame.minY)
        #expect(small.frame.minX == big.frame.maxX + 8)
    }

    @Test("The text draws into the label's bitmap, centred vertically; highlighted and shadow colours apply")
    func drawing() throws {
        let window = makeWindow(width: 120, height: 60)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
        label.text = "████"
        label.textColor = .red
        window.addSubview(label)
        let commit = window.runUpdateCycle()
        #expect(commit.stats.drawCalls == 1)
        let image = try #require(commit.root?.find(label.layer)?.content?.image)
        let middle = image[10, 30], top = image[10, 3]
        #expect(middle.r > 200 && middle.g < 60 && middle.a > 200, "red text in the middle row: \(middle)")
        #expect(top.a == 0, "nothing at the top: \(top)")
        label.highlightedTextColor = .blue
        label.isHighlighted = true
        let again = try #require(window.runUpdateCycle().root?.find(label.layer)?.content?.image)
        #expect(again[10, 30].b > 200 && again[10, 30].r < 60, "blue when highlighted: \(again[10, 30])")
    }
}
