import Foundation
import Graphics
import Testing

@Suite("Text through Pango")
@MainActor
struct TextTests {
    @Test("The system font is DejaVu Sans; named fonts resolve only when installed")
    func fonts() throws {
        let system = UIFont.systemFont(ofSize: 17)
        #expect(system.familyName == "DejaVu Sans" && system.pointSize == 17)
        #expect(UIFont.familyNames.contains("DejaVu Sans"))
        let bold = try #require(UIFont(name: "DejaVuSans-Bold", size: 12))
        #expect(bold.familyName == "DejaVu Sans" && bold.weight == .bold)
        #expect(UIFont(name: bold.fontName, size: 12) == bold)
        #expect(UIFont(name: "Helvetica Neue Fantasy", size: 12) == nil)
        #expect(system.lineHeight > 17 && system.lineHeight < 24 && system.ascender > 0 && system.descender < 0)
    }

    @Test("Sizes grow with the string and the font, and are the same every time")
    func sizes() {
        let small = "Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 10)])
        let large = "Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 20)])
        let longer = "Hello, world".size(withAttributes: [.font: UIFont.systemFont(ofSize: 10)])
        #expect(small.width > 20 && small.width < 40, "\(small)")
        #expect(abs(large.width - 2 * small.width) < 1.5 && longer.width > small.width)
        #expect("Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 10)]) == small)
        #expect(("Hello" as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 10)]) == small)
        #expect("".size().width == 0)
    }

    @Test("Drawn text lands at its point, in its colour")
    func drawAt() throws {
        let image = try render(width: 80, height: 30) { _ in
            "MMMM".draw(
                at: CGPoint(x: 10, y: 5),
                withAttributes: [
                    .font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.red,
                ])
        }
        let inked = (0..<30).flatMap { y in (0..<80).map { x in (x, y, image[x, y]) } }.filter { $0.2.a > 128 }
        #expect(!inked.isEmpty && inked.allSatisfy { Int($0.2.r) >= Int($0.2.a) - 2 && $0.2.g < 30 && $0.2.b < 30 })
        #expect(inked.map(\.0).min()! >= 10 && inked.map(\.1).min()! >= 5)
    }

    @Test("draw(in:) wraps to the width and aligns by the paragraph style")
    func wrapAndAlign() throws {
        let style = NSMutableParagraphStyle()
        style.alignment = .right
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 12), .paragraphStyle: style]
        let image = try render(width: 100, height: 60) { _ in
            "one two three four five six".draw(in: CGRect(x: 0, y: 0, width: 100, height: 60), withAttributes: attributes)
        }
        let rows = (0..<60).filter { y in (0..<100).contains { image[$0, y].a > 0 } }
        #expect(rows.max()! - rows.min()! > 20, "wrapped onto more than one line")
        let columns = (0..<100).filter { x in (0..<60).contains { image[x, $0].a > 0 } }
        #expect(columns.max()! >= 95, "right-aligned lines reach the right edge")
    }

    @Test("Truncation keeps one line inside the rect")
    func truncation() throws {
        let style = NSMutableParagraphStyle()
        style.lineBreakMode = .byTruncatingTail
        let text = NSAttributedString(string: String(repeating: "long ", count: 20), attributes: [.paragraphStyle: style])
        let size = text.boundingRect(with: CGSize(width: 60, height: 100), options: .usesLineFragmentOrigin, context: nil)
        #expect(size.width <= 60 && size.height < 20)
    }

    @Test("Attributed strings draw runs in their own colours")
    func attributedRuns() throws {
        let text = NSMutableAttributedString(
            string: "AAAA", attributes: [.foregroundColor: UIColor.red, .font: UIFont.boldSystemFont(ofSize: 24)])
        text.append(
            NSAttributedString(
                string: "BBBB", attributes: [.foregroundColor: UIColor.blue, .font: UIFont.boldSystemFont(ofSize: 24)]))
        let image = try render(width: 160, height: 40) { _ in text.draw(at: .zero) }
        let inked = (0..<40).flatMap { y in (0..<160).map { x in (x, image[x, y]) } }.filter { $0.1.a > 200 }
        let reds = inked.filter { $0.1.r > 200 }.map(\.0), blues = inked.filter { $0.1.b > 200 }.map(\.0)
        #expect(!reds.isEmpty && !blues.isEmpty && reds.max()! < blues.min()!)
    }
}
