import Foundation
import GLCompositor
import Graphics
import LayerTree
import Testing

@Suite("CATextLayer")
@MainActor
struct TextLayerTests {
    @Test("Core Animation's defaults")
    func defaults() {
        let layer = CATextLayer()
        #expect(layer.string == nil && layer.font == nil && layer.fontSize == 36)
        #expect(layer.foregroundColor?.red == 1 && layer.foregroundColor?.alpha == 1)
        #expect(!layer.isWrapped && layer.truncationMode == .none && layer.alignmentMode == .natural)
        #expect(layer.contentsScale == 1 && layer.needsDisplayOnBoundsChange)
        #expect(CATextLayer.defaultAction(forKey: "fontSize") is CABasicAnimation)
        #expect(CATextLayer.defaultAction(forKey: "foregroundColor") is CABasicAnimation)
    }

    /// The columns and rows of dark ink (any channel below 128) in `image`.
    func ink(_ image: PixelImage) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
        var xs: [Int] = [], ys: [Int] = []
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y].g < 128 {
                xs.append(x)
                ys.append(y)
            }
        }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
        return (minX...maxX, minY...maxY)
    }

    /// A 200×100 white window holding a text layer over all of it, black 20-point text.
    func render(_ configure: (CATextLayer) -> Void) throws -> PixelImage {
        let h = try CompositorHarness(width: 200, height: 100)
        let text = CATextLayer()
        text.frame = h.window.bounds
        text.fontSize = 20
        text.foregroundColor = CGColor(gray: 0, alpha: 1)
        configure(text)
        h.window.layer.addSublayer(text)
        return try h.snapshot()
    }

    @Test("A plain string: from the top, left aligned by nature; centred when asked")
    func alignment() throws {
        let left = try #require(ink(try render { $0.string = "Hello" }))
        #expect(left.columns.lowerBound < 6 && left.rows.lowerBound < 12 && left.rows.upperBound < 30)
        let centred = try #require(
            ink(
                try render {
                    $0.string = "Hello"
                    $0.alignmentMode = .center
                }))
        let middle = (centred.columns.lowerBound + centred.columns.upperBound) / 2
        #expect(abs(middle - 100) <= 2, "centred: \(centred.columns)")
        #expect(centred.columns.count == left.columns.count, "the same text, moved")
    }

    @Test("isWrapped lays long text on several lines; without it, one line cut at the bounds")
    func wrapping() throws {
        let long = "The quick brown fox jumps over the lazy dog again and again"
        let oneLine = try #require(ink(try render { $0.string = long }))
        let wrapped = try #require(
            ink(
                try render {
                    $0.string = long
                    $0.isWrapped = true
                }))
        #expect(oneLine.rows.upperBound < 30, "one line: \(oneLine.rows)")
        #expect(wrapped.rows.upperBound > 45, "several lines: \(wrapped.rows)")
    }

    @Test("An attributed string keeps its own colour; a font by name is used at fontSize")
    func attributedAndFont() throws {
        let image = try render {
            $0.string = NSAttributedString(
                string: "Red", attributes: [.foregroundColor: UIColor.red, .font: UIFont.boldSystemFont(ofSize: 30)])
        }
        var reds = 0
        for y in 0..<60 { for x in 0..<80 where image[x, y].r > 200 && image[x, y].g < 60 { reds += 1 } }
        #expect(reds > 40, "red glyph pixels: \(reds)")
        let small = try #require(
            ink(
                try render {
                    $0.string = "Hello"
                    $0.font = "DejaVu Serif" as CFTypeRef
                    $0.fontSize = 10
                }))
        #expect(small.rows.count < 12, "10-point text: \(small.rows)")
    }

    @Test("An animated foregroundColor is drawn with the colour shown")
    func animatedColor() throws {
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        let h = try CompositorHarness(width: 200, height: 100)
        let text = CATextLayer()
        text.frame = h.window.bounds
        text.string = "██████"
        text.fontSize = 40
        text.foregroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        h.window.layer.addSublayer(text)
        try h.render()
        let change = CABasicAnimation(keyPath: "foregroundColor")
        change.fromValue = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        change.toValue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        change.duration = 1
        text.add(change, forKey: "colour")
        try h.render()
        MediaClock.advance(by: 0.5)
        let image = try h.snapshot()
        let sample = image[20, 25]
        #expect(abs(Int(sample.r) - 128) <= 6 && abs(Int(sample.b) - 128) <= 6 && sample.g < 10, "half way: \(sample)")
    }
}
