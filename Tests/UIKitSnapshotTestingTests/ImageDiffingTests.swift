import Foundation
import SnapshotTesting
import Testing
import UIKit
import UIKitSnapshotTesting

/// What a failing image snapshot reports and leaves behind, against references written to a
/// temporary directory (so the committed ones are never touched).
@MainActor
@Suite struct ImageDiffingTests {
    let directory = NSTemporaryDirectory() + "uikitgl-diffing-\(UUID().uuidString)"

    /// The card as the `.image` strategy renders it.
    func renderedCard() -> UIImage {
        var rendered: UIImage?
        Snapshotting<UIView, UIImage>.image.snapshot(makePlainCard()).run { rendered = $0 }
        return rendered!
    }

    /// `image` with the red component of pixel (x, y) raised by one step.
    func changingOnePixel(of image: UIImage, x: Int, y: Int) -> UIImage {
        var pixels = image.cgImage!.pixels
        let offset = (y * pixels.width + x) * 4 + 2  // BGRA: red is the third byte
        pixels.withUnsafeMutableBytes { bytes in
            let value = bytes[offset]
            bytes[offset] = value < 255 ? value + 1 : value - 1
        }
        return UIImage(cgImage: CGImage(pixels: pixels), scale: image.scale, orientation: .up)
    }

    /// Records `image` as the reference `name` in the temporary directory.
    func record(_ image: UIImage, named name: String) {
        _ = verifySnapshot(of: image, as: .image, named: name, record: .all, snapshotDirectory: directory, testName: "diffing")
    }

    /// Compares `image` with the reference `name` under `strategy`; nil when it matches.
    func compare(_ image: UIImage, as strategy: Snapshotting<UIImage, UIImage> = .image, named name: String) -> String? {
        verifySnapshot(of: image, as: strategy, named: name, record: .never, snapshotDirectory: directory, testName: "diffing")
    }

    @Test func changingOnePixelFailsWithADifferenceImageWritten() throws {
        let card = renderedCard()
        record(card, named: "card")
        #expect(compare(card, named: "card") == nil)

        let changed = changingOnePixel(of: card, x: 70, y: 40)
        let message = try #require(
            compare(changed, named: "card"))
        #expect(message.contains("Snapshot \"card\" does not match reference."))
        #expect(message.contains("Newly-taken snapshot does not match reference."))

        let written = message.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let differencePath = try #require(written.first { $0.hasSuffix(".difference.png") })
        #expect(written.contains { $0.hasSuffix(".reference.png") })
        #expect(written.contains { $0.hasSuffix(".failure.png") })

        // The difference is white at the changed pixel and black everywhere else.
        let difference = try #require(UIImage(contentsOfFile: differencePath)?.cgImage?.pixels)
        #expect(difference.width == card.cgImage!.width && difference.height == card.cgImage!.height)
        var white = 0
        for y in 0..<difference.height {
            for x in 0..<difference.width {
                let p = difference[x, y]
                if p.r == 255 { white += 1 } else { #expect(p.r == 0) }
            }
        }
        #expect(white == 1)
        #expect(difference[70, 40].r == 255)
    }

    @Test func aChangedViewFailsWithItsLayerTreeWritten() throws {
        _ = verifySnapshot(
            of: makePlainCard(), as: .image, named: "view", record: .all, snapshotDirectory: directory, testName: "diffing")
        let card = makePlainCard()
        card.subviews[0].center.x += 1
        let message = try #require(
            verifySnapshot(
                of: card, as: .image, named: "view", record: .never, snapshotDirectory: directory, testName: "diffing"))
        let written = message.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let layersPath = try #require(written.first { $0.hasSuffix(".layers.txt") })
        let layers = try String(contentsOfFile: layersPath, encoding: .utf8)
        #expect(layers.contains("   | <UIView: 0x"))
        #expect(layers.contains("<CALayer: 0x"))
    }

    @Test func precisionsAbsorbASmallChange() {
        let card = renderedCard()
        record(card, named: "card")
        let changed = changingOnePixel(of: card, x: 10, y: 10)
        // One byte of 4 × 160 × 100 differs.
        #expect(compare(changed, as: .image(precision: 0.9999), named: "card") == nil)
        // A one-step change of one channel is far below a ΔE of 2.
        #expect(compare(changed, as: .image(perceptualPrecision: 0.98), named: "card") == nil)
        let message = compare(changed, as: .image(precision: 0.99999, perceptualPrecision: 0.99999), named: "card")
        #expect(message?.contains("The percentage of pixels that match 0.9999375 is less than required 0.99999") == true)
        #expect(message?.contains("The lowest perceptual color precision") == true)
    }

    @Test func aDifferentSizeFailsWithBothSizes() {
        let card = renderedCard()
        record(card, named: "card")
        let smaller = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in }
        let message = compare(smaller, named: "card")
        #expect(message?.contains("Newly-taken snapshot@(10.0, 10.0) does not match reference@(160.0, 100.0).") == true)
    }

    @Test func pngDataRoundTripsExactly() throws {
        // Every premultiplied value a channel can take under every alpha.
        var bytes: [UInt8] = []
        for alpha in 0...255 {
            for value in stride(from: 0, through: alpha, by: max(1, alpha / 37)) {
                bytes += [UInt8(value), UInt8(value / 2), UInt8(alpha - value), UInt8(alpha)]
            }
        }
        let width = bytes.count / 4
        let pixels = try PixelImage(width: width, height: 1, premultipliedBGRA: bytes)
        let image = UIImage(cgImage: CGImage(pixels: pixels), scale: 1, orientation: .up)
        let data = try #require(image.pngData())
        let decoded = try #require(UIImage(data: data))
        #expect(decoded.cgImage?.pixels == pixels)
        #expect(decoded.pngData() == data)
    }

    @Test func aViewOfNoSizeIsReportedWithSwiftSnapshotTestingsBanner() throws {
        let message = try #require(
            verifySnapshot(of: UIView(), as: .image, named: "empty", record: .all, snapshotDirectory: directory))
        #expect(message.contains("Record mode is on"))
        let banner = try #require(
            UIImage(contentsOfFile: directory + "/aViewOfNoSizeIsReportedWithSwiftSnapshotTestingsBanner.empty.png"))
        #expect(banner.size == CGSize(width: 400, height: 80))
        #expect(banner.cgImage?.pixels[2, 2] == Pixel(r: 255, g: 0, b: 0, a: 255))
    }

    @Test func drawHierarchyInKeyWindowRendersTheSamePixels() {
        var rendered: UIImage?
        var drawn: UIImage?
        Snapshotting<UIView, UIImage>.image.snapshot(makeRotatedClip()).run { rendered = $0 }
        Snapshotting<UIView, UIImage>.image(drawHierarchyInKeyWindow: true).snapshot(makeRotatedClip()).run { drawn = $0 }
        #expect(rendered?.cgImage?.pixels == drawn?.cgImage?.pixels)
    }

    @Test func snapshotsRenderAtTheTraitsDisplayScale() {
        var rendered: UIImage?
        Snapshotting<UIView, UIImage>.image(traits: .init(displayScale: 3)).snapshot(makePlainCard()).run {
            rendered = $0
        }
        #expect(rendered?.scale == 3)
        #expect(rendered?.cgImage?.width == 480 && rendered?.cgImage?.height == 300)
    }
}
