import Foundation
import Testing

@testable import Graphics

/// `UIImage(systemName:)`: the symbols this platform draws, their sizes and configurations.
@Suite("System symbols")
struct SystemSymbolTests {
    /// The alpha at a point given in the image's unit square.
    private func alpha(_ image: UIImage, _ u: CGFloat, _ v: CGFloat) -> UInt8 {
        let pixels = image.cgImage!.pixels
        return pixels[Int(u * CGFloat(pixels.width)), Int(v * CGFloat(pixels.height))].a
    }

    @Test("A known name gives a template symbol image at the default 17-point configuration; an unknown one nil")
    func defaults() throws {
        let star = try #require(UIImage(systemName: "star.fill"))
        #expect(star.isSymbolImage)
        #expect(star.renderingMode == .alwaysTemplate)
        #expect(star.scale == 3)
        #expect(star.cgImage?.width == 62, "17 points × 1.2 × 3, rounded up to whole pixels")
        #expect(abs(star.size.width - 62.0 / 3) < 1e-9)
        #expect(UIImage(systemName: "no.such.symbol") == nil)
        #expect(UIImage(systemName: "star.fill", withConfiguration: nil) != nil)
    }

    @Test("Shapes at named points: a filled star's centre is ink and its corners empty; an outline's centre empty")
    func shapes() throws {
        let filled = try #require(UIImage(systemName: "star.fill"))
        #expect(alpha(filled, 0.5, 0.55) == 255)
        #expect(alpha(filled, 0.05, 0.95) == 0)
        #expect(alpha(filled, 0.5, 0.06) > 128, "the top point reaches the top")
        let outline = try #require(UIImage(systemName: "star"))
        #expect(alpha(outline, 0.5, 0.55) == 0)
        let check = try #require(UIImage(systemName: "checkmark.circle.fill"))
        #expect(alpha(check, 0.2, 0.2) == 255, "the disc")
        #expect(alpha(check, 0.44, 0.68) == 0, "the mark is cut out of the disc")
        for name in SystemSymbols.names {
            let image = try #require(UIImage(systemName: name), "\(name)")
            let pixels = image.cgImage!.pixels
            var ink = 0
            for y in 0..<pixels.height { for x in 0..<pixels.width where pixels[x, y].a > 0 { ink += 1 } }
            #expect(ink > pixels.width * pixels.height / 50, "\(name) draws something")
            #expect(pixels[0, 0].r == 0 && pixels[pixels.width / 2, pixels.height / 2].g == 0, "\(name) is black ink")
        }
    }

    @Test("Configurations: point size scales the image, scale and weight apply, and configurations merge")
    func configurations() throws {
        let large = try #require(UIImage(systemName: "heart", withConfiguration: .init(pointSize: 34)))
        #expect(large.cgImage?.width == 123, "34 × 1.2 × 3 = 122.4, rounded up")
        let small = try #require(UIImage(systemName: "heart", withConfiguration: .init(scale: .small)))
        #expect(small.cgImage!.width < UIImage(systemName: "heart")!.cgImage!.width)
        func ink(_ image: UIImage) -> Int {
            let p = image.cgImage!.pixels
            return (0..<p.height).reduce(0) { sum, y in sum + (0..<p.width).filter { p[$0, y].a > 127 }.count }
        }
        let bold = try #require(UIImage(systemName: "plus", withConfiguration: .init(pointSize: 17, weight: .bold)))
        let thin = try #require(UIImage(systemName: "plus", withConfiguration: .init(pointSize: 17, weight: .thin)))
        #expect(ink(bold) > 2 * ink(thin), "bold strokes are 2.5 times as wide as thin ones")
        let merged = UIImage.SymbolConfiguration(pointSize: 20).applying(.init(weight: .bold))
        #expect(merged == UIImage.SymbolConfiguration(pointSize: 20, weight: .bold))
        let applied = try #require(large.applyingSymbolConfiguration(.init(weight: .heavy)))
        #expect(applied.symbolConfiguration == UIImage.SymbolConfiguration(pointSize: 34, weight: .heavy))
        #expect(applied.cgImage?.width == 123)
        #expect(UIImage().applyingSymbolConfiguration(.init(pointSize: 9))?.isSymbolImage == false)
    }

    @Test("UIImage() is empty: no bitmap, size zero")
    func emptyImage() {
        let empty = UIImage()
        #expect(empty.cgImage == nil)
        #expect(empty.size == .zero)
        #expect(!empty.isSymbolImage)
    }
}
