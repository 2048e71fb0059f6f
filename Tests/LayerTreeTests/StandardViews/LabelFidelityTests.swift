import Foundation
import Testing

@testable import LayerTree

/// A label that insets its text, as iOS code pads labels: `textRect` and `drawText` overridden.
final class PaddedLabel: UILabel {
    let insets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)

    override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let inner = super.textRect(forBounds: bounds.inset(by: insets), limitedToNumberOfLines: numberOfLines)
        return inner.inset(by: UIEdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
    }

    override func drawText(in rect: CGRect) { super.drawText(in: rect.inset(by: insets)) }
}

@Suite("UILabel: what iOS code relies on")
@MainActor
struct LabelFidelityTests {
    @Test("The intrinsic size and sizeThatFits go through textRect, so a padded label sizes with its padding")
    func paddedLabel() {
        let plain = UILabel(), padded = PaddedLabel()
        plain.text = "Padded"
        padded.text = "Padded"
        let size = plain.intrinsicContentSize
        #expect(padded.intrinsicContentSize == CGSize(width: size.width + 16, height: size.height + 8))
        #expect(padded.sizeThatFits(CGSize(width: 300, height: 300)) == CGSize(width: size.width + 16, height: size.height + 8))
    }

    @Test("A multi-line label pinned to both sides wraps to the width it is given, in one layout pass")
    func automaticPreferredWidth() {
        let window = makeWindow(width: 200, height: 400)
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "one two three four five six seven eight nine ten eleven twelve"
        label.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(label)
        let trailing = label.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -20)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20), trailing,
            label.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
        ])
        window.layoutIfNeeded()
        let wrapped = label.sizeThatFits(CGSize(width: 160, height: 0))
        #expect(label.frame.width == 160)
        #expect(label.frame.height == wrapped.height, "wrapped to 160: \(label.frame.height) vs \(wrapped.height)")
        let oneLine = label.font.lineHeight
        #expect(label.frame.height > 2 * oneLine)
        // Narrower: more lines, again in the same layout pass.
        trailing.constant = -100
        window.layoutIfNeeded()
        #expect(label.frame.width == 80)
        #expect(label.frame.height == label.sizeThatFits(CGSize(width: 80, height: 0)).height)
    }

    @Test("Setting font or textColor applies to the whole attributed text")
    func attributesOverAttributedText() {
        let label = UILabel()
        let styled = NSMutableAttributedString(string: "red and blue")
        styled.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 3))
        styled.addAttribute(.font, value: UIFont.systemFont(ofSize: 30), range: NSRange(location: 0, length: 3))
        label.attributedText = styled
        label.font = .systemFont(ofSize: 12)
        label.textColor = .blue
        let result = label.attributedText!
        #expect(result.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == .systemFont(ofSize: 12))
        #expect(result.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .blue)
        #expect(result.attribute(.foregroundColor, at: 8, effectiveRange: nil) as? UIColor == .blue)
    }

    @Test("A minimum scale factor of 0 does not shrink text (UIKit's documented default)")
    func noShrinkAtZero() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        label.text = "far too long for forty points"
        label.adjustsFontSizeToFitWidth = true
        let kept = label.drawnText(fitting: 40)?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
        #expect(kept?.pointSize == 17)
        label.minimumScaleFactor = 0.5
        let shrunk = label.drawnText(fitting: 40)?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
        #expect(shrunk?.pointSize == 8.5, "shrunk to the limit: \(String(describing: shrunk?.pointSize))")
    }

    @Test("SDK members iOS code sets on labels")
    func sdkMembers() {
        let label = UILabel()
        #expect(label.baselineAdjustment == .alignBaselines && label.lineBreakStrategy == .standard)
        label.baselineAdjustment = .none
        label.lineBreakStrategy = .pushOut
        label.adjustsFontForContentSizeCategory = true
        #expect(
            label.baselineAdjustment == .none && label.lineBreakStrategy == .pushOut && label.adjustsFontForContentSizeCategory)
    }
}
