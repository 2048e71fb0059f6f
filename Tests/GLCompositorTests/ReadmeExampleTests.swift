import Foundation
import GLCompositor
import Testing
import UIKit

// The README's example, verbatim apart from the output path, so that it keeps compiling and working.

final class Badge: UIView {
    override func draw(_ rect: CGRect) {
        UIGraphicsGetCurrentContext()?.setFillColor(red: 1, green: 0.2, blue: 0.2, alpha: 1)
        UIGraphicsGetCurrentContext()?.fillEllipse(in: bounds.insetBy(dx: 4, dy: 4))
    }
}

@MainActor func renderBadge(to path: String) throws -> (PixelImage, FrameStats) {
    let context = try GLContext()
    var result: (PixelImage, FrameStats)!
    try context.withCurrent {
        let compositor = try Compositor(context: context)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
        window.backgroundColor = .white
        let badge = Badge(frame: CGRect(x: 70, y: 30, width: 60, height: 60))
        badge.isOpaque = false
        window.addSubview(badge)
        window.makeKeyAndVisible()
        let image = try compositor.snapshot(window)
        try image.writePNG(to: path)
        badge.transform = CGAffineTransform(rotationAngle: 0.3)
        result = (image, try compositor.render(window))
    }
    return result
}

@Suite("README example")
@MainActor
struct ReadmeExampleTests {
    @Test("The README's example renders a badge and reuses its texture when it turns")
    func example() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("badge-\(UUID()).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (image, turned) = try renderBadge(to: path)
        #expect(image[100, 60] == Pixel(r: 255, g: 51, b: 51, a: 255))
        #expect(image[5, 5] == Pixel(r: 255, g: 255, b: 255, a: 255))
        #expect(turned.drawRectCalls == 0 && turned.bytesUploaded == 0)
        #expect(try PixelImage(contentsOfPNGFile: path) == image)
    }
}
