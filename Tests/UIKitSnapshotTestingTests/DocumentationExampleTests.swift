import Foundation
import Testing
import UIKit

/// The ten-line example of the UIKit catalog's "Getting started", as printed there.
@MainActor func renderCard(to path: String) throws {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
    card.backgroundColor = .systemTeal
    card.layer.cornerRadius = 16
    let image = UIGraphicsImageRenderer(size: card.bounds.size).image { context in
        card.layer.render(in: context.cgContext)
    }
    try image.pngData()?.write(to: URL(fileURLWithPath: path))
}

@MainActor
@Suite struct DocumentationExampleTests {
    @Test func gettingStartedRendersACardToPNG() throws {
        let path = NSTemporaryDirectory() + "uikitgl-card-\(UUID().uuidString).png"
        try renderCard(to: path)
        let pixels = try #require(UIImage(contentsOfFile: path)?.cgImage?.pixels)
        #expect(pixels.width == 200 && pixels.height == 120)
        #expect(pixels[100, 60] == Pixel(r: 48, g: 176, b: 199, a: 255))  // systemTeal
        #expect(pixels[0, 0].a == 0)  // outside the rounded corner
    }

    @Test func portingExamplesCompile() {
        var log: [String] = []
        let button = UIButton(type: .system)
        button.addAction(UIAction { _ in log.append("tapped") }, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        let tap = UITapGestureRecognizer { _ in log.append("tap") }
        let link = CADisplayLink { _ in log.append("frame") }
        #expect(log == ["tapped"])
        _ = (tap, link)
    }
}
