import Foundation
import Graphics
import Testing

/// Issue 12, item 7: string measurement and UIFont's metrics agree with each other and with
/// what is drawn. The numbers are DejaVu Sans' (the system font): ascender 1901, descender
/// −483, line gap 0, cap height 1493, x-height 1120 units of 2048 per em.
@Suite("Text metrics")
@MainActor
struct TextMetricsTests {
    @Test("UIFont's metrics: the face's, in points, and consistent with each other")
    func fontMetrics() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(abs(font.ascender - 17 * 1901 / 2048) < 1 / 512)
        #expect(abs(font.descender + 17 * 483 / 2048) < 1 / 512)
        #expect(font.leading == 0)
        #expect(abs(font.capHeight - 17 * 1493 / 2048) < 1 / 512)
        #expect(abs(font.xHeight - 17 * 1120 / 2048) < 1 / 512)
        #expect(font.lineHeight == font.ascender - font.descender + font.leading)
        #expect(font.xHeight < font.capHeight && font.capHeight < font.ascender)
        let double = UIFont.systemFont(ofSize: 34)
        #expect(abs(double.lineHeight - 2 * font.lineHeight) < 1 / 256, "metrics scale with the size")
    }

    @Test("One line measures lineHeight tall; n lines n × lineHeight, plus lineSpacing between them")
    func lineHeights() {
        for size in [9.0, 12, 17, 17.3, 20.5, 31.7, 44] {
            let font = UIFont.systemFont(ofSize: size)
            let attributes: [NSAttributedString.Key: Any] = [.font: font]
            #expect("Hello".size(withAttributes: attributes).height == font.lineHeight, "\(size) pt")
            #expect("Hg".size(withAttributes: attributes).height == font.lineHeight, "\(size) pt: descenders change nothing")
            #expect("a\nb\nc".size(withAttributes: attributes).height == 3 * font.lineHeight, "\(size) pt")
            let bounded = "a\nb\nc\nd".boundingRect(
                with: CGSize(width: 500, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
                attributes: attributes, context: nil)
            #expect(bounded.height == 4 * font.lineHeight, "\(size) pt")
        }
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 4
        let font = UIFont.systemFont(ofSize: 17)
        let spaced = "a\nb\nc".size(withAttributes: [.font: font, .paragraphStyle: style])
        #expect(spaced.height == 3 * font.lineHeight + 2 * 4)
        let bold = UIFont.boldSystemFont(ofSize: 17)
        #expect("Bold".size(withAttributes: [.font: bold]).height == bold.lineHeight)
    }

    @Test("Paragraph spacing: the first's spacing after plus the next's spacing before, between paragraphs only")
    func paragraphSpacing() {
        let font = UIFont.systemFont(ofSize: 17)
        func height(_ string: String, after: CGFloat = 0, before: CGFloat = 0, width: CGFloat? = nil) -> CGFloat {
            let style = NSMutableParagraphStyle()
            style.paragraphSpacing = after
            style.paragraphSpacingBefore = before
            let attributes: [NSAttributedString.Key: Any] = [.font: font, .paragraphStyle: style]
            guard let width else { return string.size(withAttributes: attributes).height }
            return string.boundingRect(
                with: CGSize(width: width, height: .greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
                attributes: attributes, context: nil
            ).height
        }
        let line = font.lineHeight
        #expect(height("a\nb\nc", after: 6) == 3 * line + 2 * 6, "none after the last paragraph")
        #expect(height("a\nb\nc", before: 5) == 3 * line + 2 * 5, "none before the first paragraph")
        #expect(height("a\nb\nc", after: 6, before: 5) == 3 * line + 2 * 11)
        #expect(height("a\u{2029}b\r\nc", after: 6) == 3 * line + 2 * 6, "every paragraph separator counts")
        #expect(height("a\u{2028}b", after: 6) == 2 * line, "a line separator does not end a paragraph")
        #expect(height("one", after: 6, before: 5) == line)
        let wrapped = height("word word word word word word", after: 6, width: 80)
        #expect(wrapped > 2 * line && (wrapped / line).rounded() == wrapped / line, "wrapped lines of one paragraph: no spacing")
        #expect(height("a\nb", after: -4, before: .nan) == 2 * line, "negative and NaN spacing count as none")

        let first = NSMutableParagraphStyle()
        first.paragraphSpacing = 10
        let second = NSMutableParagraphStyle()
        second.paragraphSpacingBefore = 3
        let mixed = NSMutableAttributedString(string: "a\nb\nc", attributes: [.font: font])
        mixed.addAttribute(.paragraphStyle, value: first, range: NSRange(location: 0, length: 2))
        mixed.addAttribute(.paragraphStyle, value: second, range: NSRange(location: 2, length: 2))
        #expect(mixed.size().height == 3 * line + (10 + 3) + 0, "each paragraph's own style")
        let copy = first.mutableCopy() as? NSMutableParagraphStyle
        #expect(copy?.paragraphSpacing == 10)
    }

    @Test("Paragraph spacing moves what is drawn: the second line's ink is paragraphSpacing lower")
    func paragraphSpacingInk() throws {
        let font = UIFont.systemFont(ofSize: 20)
        let scale = 4.0
        func secondLineTop(spacing: CGFloat) throws -> Int {
            let style = NSMutableParagraphStyle()
            style.paragraphSpacing = spacing
            let image = try render(width: 160, height: 320) { ctx in
                ctx.scaleBy(x: scale, y: scale)
                "H\nH".draw(
                    at: CGPoint(x: 4, y: 2),
                    withAttributes: [.font: font, .foregroundColor: UIColor.black, .paragraphStyle: style])
            }
            let firstLineBottom = Int(((2 + font.lineHeight) * scale).rounded())
            return try #require(
                (firstLineBottom..<image.height).first { y in (0..<image.width).contains { image[$0, y].a > 127 } })
        }
        let plain = try secondLineTop(spacing: 0)
        let spaced = try secondLineTop(spacing: 10)
        #expect(abs(Double(spaced - plain) - 10 * scale) <= 1, "\(plain) → \(spaced)")
    }

    @Test("What is drawn sits on the metrics: a capital's ink spans capHeight above the baseline at ascender")
    func inkMatchesMetrics() throws {
        let font = UIFont.systemFont(ofSize: 20)
        let scale = 4.0
        let image = try render(width: 160, height: 160) { ctx in
            ctx.scaleBy(x: scale, y: scale)
            "H".draw(at: CGPoint(x: 4, y: 6), withAttributes: [.font: font, .foregroundColor: UIColor.black])
        }
        var rows: [Int] = []
        for y in 0..<image.height where (0..<image.width).contains(where: { image[$0, y].a > 127 }) { rows.append(y) }
        let top = Double(try #require(rows.first)), bottom = Double(try #require(rows.last)) + 1
        let baseline = (6 + font.ascender) * scale
        let capTop = (6 + font.ascender - font.capHeight) * scale
        #expect(abs(bottom - baseline) <= 1, "the baseline is ascender below the top: \(bottom) vs \(baseline)")
        #expect(abs(top - capTop) <= 1, "the capital rises capHeight: \(top) vs \(capTop)")
    }
}
