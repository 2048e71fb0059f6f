import Foundation
import Graphics
import Testing

@Suite("SoftwareCompositor: the CPU baseline composites quads as the GPU does")
struct SoftwareCompositorTests {
    @Test("Fills place rects by their transform, fade by opacity and stay inside the clip")
    func fills() throws {
        let compositor = try SoftwareCompositor(width: 40, height: 40)
        compositor.clear(premultipliedRed: 1, green: 1, blue: 1, alpha: 1)
        compositor.fill(
            CGRect(x: 0, y: 0, width: 10, height: 10), transform: CGAffineTransform(translationX: 5, y: 5),
            premultipliedRed: 1, green: 0, blue: 0, alpha: 1, opacity: 1, clip: nil)
        compositor.fill(
            CGRect(x: 0, y: 0, width: 40, height: 40), transform: .identity,
            premultipliedRed: 0, green: 0, blue: 1, alpha: 1, opacity: 0.5, clip: CGRect(x: 20, y: 20, width: 10, height: 10))
        let image = compositor.makeImage()
        expectPixel(image, 10, 10, opaqueRed)
        expectPixel(image, 2, 2, Pixel(r: 255, g: 255, b: 255, a: 255))
        expectPixel(image, 25, 25, Pixel(r: 128, g: 128, b: 255, a: 255), tolerance: 1, "half blue over white")
        expectPixel(image, 35, 35, Pixel(r: 255, g: 255, b: 255, a: 255), "outside the clip")
    }

    @Test("Images draw their texture sub-rect stretched over the quad, and are re-read only when the version changes")
    func images() throws {
        var pixels = PixelImage(width: 2, height: 1)
        pixels[0, 0] = opaqueRed
        pixels[1, 0] = opaqueGreen
        let compositor = try SoftwareCompositor(width: 20, height: 10)
        compositor.draw(
            pixels, key: 1, version: 1, in: CGRect(x: 0, y: 0, width: 20, height: 10),
            textureRect: CGRect(x: 0.5, y: 0, width: 0.5, height: 1), transform: .identity, opacity: 1, clip: nil)
        var image = compositor.makeImage()
        expectPixel(image, 10, 5, opaqueGreen, "the right half of the image, stretched: its texel's centre")
        expectPixel(image, 19, 9, opaqueGreen, "edges clamp as GL's do, without fading out")
        pixels[1, 0] = opaqueBlue
        compositor.draw(
            pixels, key: 1, version: 1, in: CGRect(x: 0, y: 0, width: 20, height: 10),
            textureRect: CGRect(x: 0.5, y: 0, width: 0.5, height: 1), transform: .identity, opacity: 1, clip: nil)
        image = compositor.makeImage()
        expectPixel(image, 10, 5, opaqueGreen, "same version: the cached copy")
        compositor.draw(
            pixels, key: 1, version: 2, in: CGRect(x: 0, y: 0, width: 20, height: 10),
            textureRect: CGRect(x: 0.5, y: 0, width: 0.5, height: 1), transform: .identity, opacity: 1, clip: nil)
        expectPixel(compositor.makeImage(), 10, 5, opaqueBlue, "new version: read again")
    }
}
