import Foundation
import Testing

@testable import Graphics

/// Underlines, strikethroughs and baseline offsets drawn through Pango.
@Suite("Text decorations")
@MainActor
struct TextDecorationTests {
    /// "H  H" drawn at 20 points in black on a clear 80 × 32 image with `extra` attributes.
    private func render(_ extra: [NSAttributedString.Key: Any]) -> PixelImage {
        var attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 20)]
        attributes.merge(extra) { $1 }
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 80, height: 32), format: format).image { _ in
            "H  H".draw(at: CGPoint(x: 2, y: 2), withAttributes: attributes)
        }.cgImage!.pixels
    }

    /// Ink (alpha > 128) in column range `xs` of row `y`.
    private func ink(_ image: PixelImage, row y: Int, columns xs: Range<Int>) -> Int {
        xs.filter { image[$0, y].a > 128 }.count
    }

    /// The rows holding any ink.
    private func inkedRows(_ image: PixelImage) -> [Int] {
        (0..<image.height).filter { y in (0..<image.width).contains { image[$0, y].a > 128 } }
    }

    @Test("An underline is ink below the glyphs across the gap between them; none without")
    func underline() {
        let plain = render([:])
        let underlined = render([.underlineStyle: NSUnderlineStyle.single.rawValue])
        let lastGlyphRow = inkedRows(plain).last!
        let below = (lastGlyphRow + 1)..<32
        #expect(below.allSatisfy { ink(plain, row: $0, columns: 0..<80) == 0 })
        #expect(below.contains { ink(underlined, row: $0, columns: 20..<40) >= 18 }, "the line runs under the spaces too")
        let colored = render([.underlineStyle: NSUnderlineStyle.single, .underlineColor: UIColor.red])
        #expect(below.contains { y in (20..<40).contains { colored[$0, y].r > 200 && colored[$0, y].a > 200 } })
    }

    @Test("A strikethrough crosses the gap between the glyphs at mid height; a baseline offset raises the glyphs")
    func strikethroughAndOffset() {
        let plain = render([:])
        let struck = render([.strikethroughStyle: 1])
        let rows = inkedRows(plain)
        let middle = rows[rows.count / 2 - 3]...rows[rows.count / 2 + 3]
        #expect(middle.allSatisfy { ink(plain, row: $0, columns: 20..<30) == 0 }, "nothing between the letters")
        #expect(middle.contains { ink(struck, row: $0, columns: 20..<30) == 10 })
        // A raised run sits 4 points above its unraised neighbour on the same line (the line grows
        // to hold it, as TextKit's line fragments do).
        let line = NSMutableAttributedString(string: "H", attributes: [.font: UIFont.systemFont(ofSize: 20)])
        line.append(NSAttributedString(string: "H", attributes: [.font: UIFont.systemFont(ofSize: 20), .baselineOffset: 4]))
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 80, height: 40), format: format).image { _ in
            line.draw(at: CGPoint(x: 2, y: 2))
        }.cgImage!.pixels
        func top(_ columns: Range<Int>) -> Int? { (0..<40).first { y in columns.contains { image[$0, y].a > 128 } } }
        let first = top(0..<16), second = top(16..<40)
        #expect(first != nil && second == first.map { $0 - 4 }, "\(String(describing: first)) vs \(String(describing: second))")
        #expect(
            line.size().height == NSAttributedString(string: "H", attributes: [.font: UIFont.systemFont(ofSize: 20)]).size()
                .height + 4)
    }
}
