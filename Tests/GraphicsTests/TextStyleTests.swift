import Foundation
import Graphics
import Testing

@Suite("Dynamic Type text styles at the default content size")
struct TextStyleTests {
    @Test("preferredFont gives the system font at each style's Large size and weight")
    func preferredFonts() {
        let expected: [(UIFont.TextStyle, CGFloat, UIFont.Weight)] = [
            (.largeTitle, 34, .regular), (.title1, 28, .regular), (.title2, 22, .regular), (.title3, 20, .regular),
            (.headline, 17, .semibold), (.body, 17, .regular), (.callout, 16, .regular), (.subheadline, 15, .regular),
            (.footnote, 13, .regular), (.caption1, 12, .regular), (.caption2, 11, .regular),
        ]
        for (style, size, weight) in expected {
            let font = UIFont.preferredFont(forTextStyle: style)
            #expect(font == .systemFont(ofSize: size, weight: weight), "\(style.rawValue)")
        }
        #expect(UIFont.TextStyle.body.rawValue == "UICTFontTextStyleBody")
    }

    @Test("UIFontMetrics leaves fonts and values as they are at the default category, capped by a maximum")
    func fontMetrics() {
        let font = UIFont.systemFont(ofSize: 20)
        #expect(UIFontMetrics.default.scaledFont(for: font) == font)
        #expect(UIFontMetrics(forTextStyle: .title1).scaledValue(for: 12) == 12)
        #expect(UIFontMetrics.default.scaledFont(for: font, maximumPointSize: 18).pointSize == 18)
        #expect(UIFontMetrics.default.scaledFont(for: font, maximumPointSize: 0) == font)
    }
}
