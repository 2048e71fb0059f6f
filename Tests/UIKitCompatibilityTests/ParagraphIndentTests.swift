import Foundation
import Testing
import UIKit

/// Head indents of paragraph styles, found missing by the component files (issue 21).
@Suite("Paragraph head indents")
@MainActor
struct ParagraphIndentTests {
    private let font = UIFont.systemFont(ofSize: 16)

    private func style(first: CGFloat, others: CGFloat) -> NSParagraphStyle {
        let style = NSMutableParagraphStyle()
        style.firstLineHeadIndent = first
        style.headIndent = others
        style.lineBreakMode = .byWordWrapping
        return style
    }

    /// The leftmost column with ink in each band of `lineHeight` rows of `text` drawn black
    /// on white in a `width`-point-wide image at scale 1.
    private func inkStarts(of text: NSAttributedString, width: CGFloat, lines: Int) -> [Int] {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let height = font.lineHeight * CGFloat(lines)
        let image = UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: width, height: height))
            text.draw(in: CGRect(x: 0, y: 0, width: width, height: height))
        }
        guard let pixels = image.cgImage?.pixels else { return [] }
        return (0..<lines).map { line in
            let rows = Int(font.lineHeight * CGFloat(line))..<Int(font.lineHeight * CGFloat(line + 1))
            return (0..<Int(width)).first { x in rows.contains { y in pixels[x, y].r < 128 } } ?? -1
        }
    }

    @Test("The first line starts firstLineHeadIndent in; headIndent moves the other lines; widths count them")
    func indents() {
        let words = "Indent these words over several lines"
        let plain = NSAttributedString(string: words, attributes: [.font: font, .paragraphStyle: style(first: 0, others: 0)])
        let first = NSAttributedString(string: words, attributes: [.font: font, .paragraphStyle: style(first: 24, others: 0)])
        let hanging = NSAttributedString(string: words, attributes: [.font: font, .paragraphStyle: style(first: 4, others: 30)])
        let base = inkStarts(of: plain, width: 120, lines: 2)
        #expect(base.allSatisfy { $0 >= 0 && $0 < 4 }, "\(base)")
        let firstStarts = inkStarts(of: first, width: 120, lines: 2)
        #expect(firstStarts[0] - base[0] >= 23 && firstStarts[0] - base[0] <= 25 && abs(firstStarts[1] - base[1]) <= 2)
        let hangingStarts = inkStarts(of: hanging, width: 120, lines: 2)
        #expect(abs(hangingStarts[0] - base[0] - 4) <= 1 && abs(hangingStarts[1] - base[1] - 30) <= 2, "\(hangingStarts)")
        let oneLine = plain.size().width
        #expect(
            abs(first.size().width - oneLine - 24) < 0.5 && abs(hanging.size().width - oneLine - 4) < 0.5,
            "\(oneLine) \(first.size()) \(hanging.size())")
        let copy = style(first: 24, others: 8).mutableCopy() as! NSMutableParagraphStyle
        copy.headIndent = -5
        #expect(copy.firstLineHeadIndent == 24 && copy.headIndent == 0, "copied, and never negative")
    }
}
