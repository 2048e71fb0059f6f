import Foundation
import GLCompositor
import Graphics
import LayerTree
import Testing

/// A view whose layer is a gradient, as iOS code writes one.
final class GradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
    var gradient: CAGradientLayer { layer as! CAGradientLayer }
}

@Suite("CAGradientLayer: drawn by the shader")
@MainActor
struct GradientRenderingTests {
    let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor
    let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor

    /// A 100×100 window holding a gradient view over all of it, red → blue.
    func scene() throws -> (CompositorHarness, GradientView) {
        let h = try CompositorHarness()
        let view = GradientView(frame: h.window.bounds)
        view.gradient.colors = [red, blue]
        h.window.addSubview(view)
        return (h, view)
    }

    /// The straight mix of red and blue `t` of the way, as 8-bit.
    func mix(_ t: Double) -> Pixel {
        Pixel(r: UInt8((255 * (1 - t)).rounded()), g: 0, b: UInt8((255 * t).rounded()), a: 255)
    }

    @Test("Axial, top to bottom by default: red at the top, blue at the bottom, the mix between")
    func axial() throws {
        let (h, _) = try scene()
        let image = try h.snapshot()
        // Pixel centres: row y samples t = (y + 0.5) / 100.
        expectPixel(image, 50, 0, mix(0.005), tolerance: 2, "top row")
        expectPixel(image, 50, 49, mix(0.495), tolerance: 2, "middle")
        expectPixel(image, 10, 74, mix(0.745), tolerance: 2, "three quarters, any column")
        expectPixel(image, 50, 99, mix(0.995), tolerance: 2, "bottom row")
        try h.expectNoGLErrors()
    }

    @Test("Locations: the colours hold beyond the first and last; start and end points turn the axis")
    func locationsAndPoints() throws {
        let (h, view) = try scene()
        view.gradient.locations = [0.25, 0.5]
        view.gradient.startPoint = CGPoint(x: 0, y: 0.5)
        view.gradient.endPoint = CGPoint(x: 1, y: 0.5)  // left to right
        let image = try h.snapshot()
        expectPixel(image, 10, 50, mix(0), tolerance: 2, "before the first location: red")
        expectPixel(image, 37, 90, mix(0.5), tolerance: 3, "halfway between the locations")
        expectPixel(image, 80, 10, mix(1), tolerance: 2, "after the last: blue")
    }

    @Test("Radial: the first colour at the centre, the last at the ellipse's edge and beyond")
    func radial() throws {
        let (h, view) = try scene()
        view.gradient.type = .radial
        view.gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
        view.gradient.endPoint = CGPoint(x: 1, y: 1)
        let image = try h.snapshot()
        expectPixel(image, 50, 50, mix(0.014), tolerance: 3, "centre")
        expectPixel(image, 74, 49, mix(0.49), tolerance: 3, "halfway out along x")
        expectPixel(image, 2, 2, mix(1), tolerance: 2, "corner, outside the ellipse")
    }

    @Test("Conic: around the start point, clockwise from the end point's direction")
    func conic() throws {
        let (h, view) = try scene()
        view.gradient.type = .conic
        view.gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
        view.gradient.endPoint = CGPoint(x: 1, y: 0.5)  // starts pointing right
        let image = try h.snapshot()
        expectPixel(image, 50, 90, mix(0.25), tolerance: 4, "a quarter turn clockwise: below the centre")
        expectPixel(image, 10, 50, mix(0.5), tolerance: 4, "half a turn: left")
        expectPixel(image, 50, 10, mix(0.75), tolerance: 4, "three quarters: above")
    }

    @Test("Rounded corners shape the gradient like a background; alpha stops blend straight")
    func roundedAndTranslucent() throws {
        let (h, view) = try scene()
        view.layer.cornerRadius = 30
        view.gradient.colors = [UIColor(red: 0, green: 0, blue: 1, alpha: 0).cgColor, blue]
        let image = try h.snapshot()
        expectPixel(image, 2, 2, white, "outside the rounded corner")
        // Half way down, blue at half alpha over white: straight interpolation keeps it blue.
        expectPixel(image, 50, 49, Pixel(r: 129, g: 129, b: 255, a: 255), tolerance: 3, "half-transparent blue")
    }

    @Test("Animating colours and locations for 60 frames: no draw(_:), no bytes uploaded, pixels follow")
    func animationCosts() throws {
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        let (h, view) = try scene()
        try h.render()
        let colors = CABasicAnimation(keyPath: "colors")
        colors.fromValue = [red, blue]
        colors.toValue = [blue, red]
        colors.duration = 1
        view.gradient.add(colors, forKey: "colors")
        let locations = CABasicAnimation(keyPath: "locations")
        locations.fromValue = [0, 1]
        locations.toValue = [0, 0.5]
        locations.duration = 1
        view.gradient.add(locations, forKey: "locations")
        var drawn = 0, uploaded = 0
        var halfway: PixelImage?
        for frame in 1...60 {
            MediaClock.advance(by: 1.0 / 64)
            if frame == 32 {  // half a second in: both ends half way between red and blue
                halfway = try h.snapshot()
            } else {
                try h.render()
            }
            drawn += h.compositor.lastFrameStats.drawRectCalls
            uploaded += h.compositor.lastFrameStats.bytesUploaded
        }
        #expect(drawn == 0 && uploaded == 0)
        expectPixel(try #require(halfway), 50, 5, Pixel(r: 128, g: 0, b: 128, a: 255), tolerance: 4, "purple at the top")
        try h.expectNoGLErrors()
    }

    @Test("A colour change repaints the gradient under damage tracking")
    func damage() throws {
        let (h, view) = try scene()
        _ = try h.snapshot()
        view.gradient.colors = [blue, blue]
        let image = try h.snapshot()
        expectPixel(image, 50, 5, mix(1), tolerance: 2)
    }
}
