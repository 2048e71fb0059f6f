import Testing
import UIKit

/// Issue 12, item 8: iOS snapshot code, with nothing but `import UIKit` and no compositor set up
/// by the test: the default renderer is made on first use.
@Suite("Snapshots with only import UIKit")
@MainActor
struct SnapshotWithOnlyUIKitTests {
    /// A white 100×100 window; in it a 50×50 square about (50, 50), turned by 45°, clipping a red
    /// view larger than itself, at alpha 0.5.
    private func makeScene() -> (UIWindow, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        let clip = UIView(frame: CGRect(x: 25, y: 25, width: 50, height: 50))
        clip.clipsToBounds = true
        clip.alpha = 0.5
        clip.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let red = UIView(frame: CGRect(x: -50, y: -50, width: 150, height: 150))
        red.backgroundColor = .red
        clip.addSubview(red)
        window.addSubview(clip)
        return (window, clip)
    }

    private func pixel(_ image: UIImage, _ x: Int, _ y: Int) -> (Int, Int, Int, Int) {
        let p = image.cgImage!.pixels[x, y]
        return (Int(p.r), Int(p.g), Int(p.b), Int(p.a))
    }

    private func expectNear(
        _ got: (Int, Int, Int, Int), _ want: (Int, Int, Int, Int), _ what: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let close = abs(got.0 - want.0) <= 2 && abs(got.1 - want.1) <= 2 && abs(got.2 - want.2) <= 2 && abs(got.3 - want.3) <= 2
        #expect(close, "\(what): \(got) ≠ \(want) (±2)", sourceLocation: sourceLocation)
    }

    @Test("UIGraphicsImageRenderer + drawHierarchy renders a turned, clipping, half-transparent view")
    func drawHierarchy() throws {
        let (window, _) = makeScene()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let renderer = UIGraphicsImageRenderer(size: window.bounds.size, format: format)
        var drew = false
        let image = renderer.image { _ in drew = window.drawHierarchy(in: window.bounds, afterScreenUpdates: true) }
        #expect(drew)
        #expect(image.size == CGSize(width: 100, height: 100))
        // Inside the turned square: red at half strength over white.
        expectNear(pixel(image, 50, 50), (255, 128, 128, 255), "centre")
        expectNear(pixel(image, 50, 20), (255, 128, 128, 255), "inside, near the top corner")
        expectNear(pixel(image, 20, 50), (255, 128, 128, 255), "inside, near the left corner")
        // Inside the square's bounding box but outside the square: the clip is exact, not a box.
        expectNear(pixel(image, 30, 30), (255, 255, 255, 255), "box corner, outside the turned clip")
        expectNear(pixel(image, 70, 72), (255, 255, 255, 255), "box corner, outside the turned clip")
        expectNear(pixel(image, 50, 10), (255, 255, 255, 255), "above the square")
    }

    @Test("snapshotView and CALayer.render(in:) draw the same scene")
    func snapshotAndRender() throws {
        let (window, clip) = makeScene()
        let snapshot = try #require(window.snapshotView(afterScreenUpdates: true))
        #expect(snapshot.bounds.size == window.bounds.size && snapshot.layer.contents != nil)

        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100), format: format).image { context in
            window.layer.render(in: context.cgContext)
        }
        expectNear(pixel(image, 50, 50), (255, 128, 128, 255), "centre")
        expectNear(pixel(image, 30, 30), (255, 255, 255, 255), "outside the turned clip")

        // The clipping view alone, in its own space: its bounds, unturned and unmoved; its own
        // opacity (0.5) still applies to what it draws: red at half coverage, premultiplied.
        let own = UIGraphicsImageRenderer(size: CGSize(width: 50, height: 50), format: format).image { context in
            clip.layer.render(in: context.cgContext)
        }
        expectNear(pixel(own, 2, 2), (128, 0, 0, 128), "the square's corner in its own space")
        expectNear(pixel(own, 47, 47), (128, 0, 0, 128), "the opposite corner")

        // A 2× context gets a 2× rendering: 100×100 pixels, sharp.
        format.scale = 2
        let sharp = UIGraphicsImageRenderer(size: CGSize(width: 50, height: 50), format: format).image { context in
            clip.layer.render(in: context.cgContext)
        }
        #expect(sharp.cgImage!.pixels.width == 100)
        expectNear(pixel(sharp, 1, 1), (128, 0, 0, 128), "the corner pixel at 2×")
    }

    @Test("drawHierarchy without a current context draws nothing, returns false and says why")
    func noContext() {
        let (window, _) = makeScene()
        var result = true
        let diagnostics = LayerTreeDiagnostics.capturing {
            result = window.drawHierarchy(in: window.bounds, afterScreenUpdates: false)
        }
        #expect(!result)
        #expect(diagnostics.map(\.operation) == ["UIView.drawHierarchy(in:afterScreenUpdates:)"])
    }

    @Test("drawHierarchy renders layer classes: a gradient, a shape layer's ring, a shadow")
    func layerClasses() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 0, y: 0, width: 40, height: 60)
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        window.layer.addSublayer(gradient)
        let ring = CAShapeLayer()
        ring.path = UIBezierPath(ovalIn: CGRect(x: 50, y: 10, width: 40, height: 40)).cgPath
        ring.fillColor = nil
        ring.strokeColor = UIColor.green.cgColor
        ring.lineWidth = 6
        window.layer.addSublayer(ring)
        let card = UIView(frame: CGRect(x: 100, y: 20, width: 15, height: 15))
        card.backgroundColor = .white
        card.layer.shadowOpacity = 1
        card.layer.shadowOffset = CGSize(width: 0, height: 5)
        card.layer.shadowRadius = 1
        window.addSubview(card)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: window.bounds.size, format: format).image { _ in
            _ = window.drawHierarchy(in: window.bounds, afterScreenUpdates: true)
        }
        expectNear(pixel(image, 20, 0), (254, 0, 1, 255), "the gradient's top: red")
        expectNear(pixel(image, 20, 59), (1, 0, 254, 255), "its bottom: blue")
        expectNear(pixel(image, 70, 10), (0, 255, 0, 255), "the ring's top")
        expectNear(pixel(image, 70, 30), (255, 255, 255, 255), "the ring's middle")
        #expect(pixel(image, 107, 38).0 < 100, "the shadow below the card: \(pixel(image, 107, 38))")
    }
}
