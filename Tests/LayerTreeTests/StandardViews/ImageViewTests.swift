import Foundation
import LayerTree
import Testing

/// A `width`×`height`-pixel image of one colour (half transparent on the right half when `halfClear`).
func solidImage(_ pixel: Pixel, width: Int, height: Int, scale: CGFloat = 1, halfClear: Bool = false) -> UIImage {
    var bytes: [UInt8] = []
    for _ in 0..<height {
        for x in 0..<width {
            let p = halfClear && x >= width / 2 ? Pixel(r: 0, g: 0, b: 0, a: 0) : pixel
            bytes += [p.b, p.g, p.r, p.a]
        }
    }
    let pixels = try! PixelImage(width: width, height: height, premultipliedBGRA: bytes)
    return UIImage(cgImage: CGImage(pixels: pixels), scale: scale, orientation: .up)
}

@Suite("UIImageView: the image as layer contents")
@MainActor
struct ImageViewTests {
    let red = Pixel(r: 255, g: 0, b: 0, a: 255)
    let green = Pixel(r: 0, g: 255, b: 0, a: 255)

    @Test("Defaults: no interaction, scale to fill, no intrinsic size without an image")
    func defaults() {
        let view = UIImageView()
        #expect(!view.isUserInteractionEnabled && view.contentMode == .scaleToFill && view.image == nil)
        #expect(view.intrinsicContentSize == CGSize(width: -1, height: -1))
        #expect(!view.isAnimating && view.animationDuration == 0 && view.animationRepeatCount == 0)
    }

    @Test("init(image:) takes the image's size in points; the intrinsic size is the image's")
    func sizes() {
        let image = solidImage(red, width: 40, height: 20, scale: 2)
        let view = UIImageView(image: image)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(view.intrinsicContentSize == CGSize(width: 20, height: 10))
        #expect(view.sizeThatFits(.zero) == CGSize(width: 20, height: 10))
    }

    @Test("The image is the layer's contents, at its scale; nothing is drawn by draw(_:)")
    func contents() throws {
        let window = makeWindow()
        let image = solidImage(red, width: 4, height: 4, scale: 2)
        let view = UIImageView(image: image)
        view.contentMode = .center
        window.addSubview(view)
        let commit = window.runUpdateCycle()
        #expect(commit.stats.drawCalls == 0)
        #expect((view.layer.contents as? CGImage) === image.cgImage)
        #expect(view.layer.contentsScale == 2 && view.layer.contentsGravity == .center)
        let highlighted = solidImage(green, width: 4, height: 4)
        view.highlightedImage = highlighted
        view.isHighlighted = true
        #expect((view.layer.contents as? CGImage) === highlighted.cgImage)
    }

    @Test("A template image is filled with the tint colour, and follows it")
    func template() throws {
        let image = solidImage(red, width: 4, height: 2, halfClear: true).withRenderingMode(.alwaysTemplate)
        #expect(image.renderingMode == .alwaysTemplate)
        let view = UIImageView(image: image)
        view.tintColor = .blue
        var pixels = try #require((view.layer.contents as? CGImage)?.pixels)
        #expect(pixels[0, 0] == Pixel(r: 0, g: 0, b: 255, a: 255) && pixels[3, 0].a == 0)
        view.tintColor = .green
        pixels = try #require((view.layer.contents as? CGImage)?.pixels)
        #expect(pixels[0, 0] == Pixel(r: 0, g: 255, b: 0, a: 255))
        let tinted = solidImage(red, width: 2, height: 2).withTintColor(.blue)
        #expect(tinted.renderingMode == .alwaysOriginal && tinted.cgImage?.pixels[0, 0] == Pixel(r: 0, g: 0, b: 255, a: 255))
    }

    @Test("animationImages play on the media clock and stop after animationRepeatCount passes")
    func animation() {
        MediaClock.useManualTime(0)
        let frames = [red, green, Pixel(r: 0, g: 0, b: 255, a: 255)].map { solidImage($0, width: 1, height: 1) }
        let still = solidImage(Pixel(r: 9, g: 9, b: 9, a: 255), width: 1, height: 1)
        let view = UIImageView(image: still)
        view.animationImages = frames
        view.animationDuration = 0.3
        view.animationRepeatCount = 2
        view.startAnimating()
        #expect(view.isAnimating && (view.layer.contents as? CGImage) === frames[0].cgImage)
        MediaClock.advance(by: 0.15)
        CATransaction.flush()
        #expect((view.layer.contents as? CGImage) === frames[1].cgImage)
        MediaClock.advance(by: 0.1)
        CATransaction.flush()
        #expect((view.layer.contents as? CGImage) === frames[2].cgImage)
        MediaClock.advance(by: 0.4)
        CATransaction.flush()
        #expect(!view.isAnimating && (view.layer.contents as? CGImage) === still.cgImage, "two passes of 0.3 s are over")
    }
}
