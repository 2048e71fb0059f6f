import LayerTree
import Testing

@Suite("UIButton: state-resolved content, sizes, the primary action")
@MainActor
struct ButtonTests {
    @Test("Types: custom by default, system by init(type:); a system title is tinted, a custom one white")
    func types() {
        #expect(UIButton().buttonType == .custom && UIButton(type: .system).buttonType == .system)
        #expect(UIButton.ButtonType.roundedRect == .system)
        let system = UIButton(type: .system)
        #expect(system.titleColor(for: .normal) == system.tintColor)
        #expect(system.titleColor(for: .highlighted) == system.tintColor.withAlphaComponent(0.2))
        #expect(UIButton(type: .custom).titleColor(for: .normal) == .white)
        #expect(system.titleLabel?.font == UIFont.systemFont(ofSize: 15))
    }

    @Test("A state without its own value falls back to .normal's")
    func stateFallback() {
        let button = UIButton(type: .system)
        button.setTitle("Normal", for: .normal)
        button.setTitle("Selected", for: .selected)
        button.setTitleColor(.red, for: .normal)
        #expect(button.title(for: .highlighted) == "Normal" && button.title(for: .selected) == "Selected")
        #expect(button.titleColor(for: .disabled) == .red)
        #expect(button.currentTitle == "Normal" && button.titleLabel?.text == "Normal")
        button.isSelected = true
        #expect(button.currentTitle == "Selected" && button.titleLabel?.text == "Selected")
        button.setTitle(nil, for: .selected)
        #expect(button.currentTitle == "Normal")
    }

    @Test("Intrinsic size: the title plus 6 points above and below; content insets instead; empty 30 × 34")
    func intrinsicSize() {
        let button = UIButton(type: .system)
        #expect(button.intrinsicContentSize == CGSize(width: 30, height: 34))
        button.setTitle("Continue", for: .normal)
        let title = button.titleLabel!.intrinsicContentSize
        #expect(button.intrinsicContentSize == CGSize(width: title.width, height: title.height + 12))
        button.contentEdgeInsets = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        #expect(button.intrinsicContentSize == CGSize(width: title.width + 40, height: title.height + 20))
    }

    @Test("The title is centred in the bounds by default and laid out by layoutSubviews")
    func layout() {
        let window = makeWindow()
        let button = UIButton(type: .system)
        button.setTitle("OK", for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        window.addSubview(button)
        window.layoutIfNeeded()
        let label = button.titleLabel!
        #expect(abs(label.frame.midX - 100) <= 0.5 && abs(label.frame.midY - 25) <= 0.5)
        button.contentHorizontalAlignment = .left
        window.layoutIfNeeded()
        #expect(label.frame.minX == 0)
    }

    @Test("init(type:primaryAction:) takes the action's title and runs it on a tap")
    func primaryAction() {
        let window = makeWindow()
        var taps = 0
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Go") { _ in taps += 1 })
        #expect(button.currentTitle == "Go")
        button.frame = CGRect(x: 10, y: 10, width: 80, height: 40)
        window.addSubview(button)
        window.injectTouch(id: 1, phase: .began, at: CGPoint(x: 50, y: 30), timestamp: 0)
        #expect(button.isHighlighted && button.titleLabel?.textColor == button.tintColor.withAlphaComponent(0.2))
        window.injectTouch(id: 1, phase: .ended, at: CGPoint(x: 50, y: 30), timestamp: 0.1)
        #expect(taps == 1 && !button.isHighlighted)
    }
}
