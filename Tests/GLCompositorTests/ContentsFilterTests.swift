import Foundation
import GLCompositor
import Graphics
import LayerTree
import ReferenceRenderer
import Testing

/// `magnificationFilter` and `minificationFilter`: `.nearest` reads the texel under each pixel,
/// `.linear` interpolates, and which one applies is decided per pixel by how many texels it spans.
@Suite("Contents filters: nearest, linear, trilinear")
@MainActor
struct ContentsFilterTests {
    /// A `size` × `size` checker of one-texel squares per `cell` texels: red where
    /// (x / cell + y / cell) is even, blue elsewhere.
    static func checker(size: Int, cell: Int = 1) -> CGImage {
        var pixels = PixelImage(width: size, height: size)
        for y in 0..<size {
            for x in 0..<size { pixels[x, y] = checkerColor(x / cell, y / cell) }
        }
        return CGImage(pixels: pixels)
    }

    static func checkerColor(_ x: Int, _ y: Int) -> Pixel { (x + y) % 2 == 0 ? red : blue }

    /// A white 100×100 window holding `image` as the contents of a layer at `frame`.
    func scene(
        _ image: CGImage, frame: CGRect, magnification: CALayerContentsFilter = .linear,
        minification: CALayerContentsFilter = .linear, transform: CATransform3D = CATransform3DIdentity
    ) throws -> (CompositorHarness, CALayer) {
        let h = try CompositorHarness()
        let layer = CALayer()
        layer.frame = frame
        layer.transform = transform
        layer.contents = image
        layer.magnificationFilter = magnification
        layer.minificationFilter = minification
        h.window.layer.addSublayer(layer)
        return (h, layer)
    }

    @Test("A 4×4 checker magnified to 64×64 with .nearest: hard 16-pixel blocks, exact on both sides of each block edge")
    func nearestMagnification() throws {
        let (h, _) = try scene(Self.checker(size: 4), frame: CGRect(x: 0, y: 0, width: 64, height: 64), magnification: .nearest)
        let image = try h.snapshot()
        for edge in [16, 32, 48] {
            expectPixel(image, edge - 1, 8, Self.checkerColor((edge - 1) / 16, 0), "left of the block edge at x \(edge)")
            expectPixel(image, edge, 8, Self.checkerColor(edge / 16, 0), "right of the block edge at x \(edge)")
            expectPixel(image, 40, edge - 1, Self.checkerColor(2, (edge - 1) / 16), "above the block edge at y \(edge)")
            expectPixel(image, 40, edge, Self.checkerColor(2, edge / 16), "below the block edge at y \(edge)")
        }
        expectPixel(image, 0, 0, red, "the first block reaches the corner")
        expectPixel(image, 63, 63, red, "the last block, (3, 3), reaches the far corner")
        try h.expectNoGLErrors()
    }

    @Test("The same checker with .linear (the default) blends across the block edges: x 15 is 53 % red, 47 % blue")
    func linearMagnification() throws {
        let (h, _) = try scene(Self.checker(size: 4), frame: CGRect(x: 0, y: 0, width: 64, height: 64))
        let image = try h.snapshot()
        // At x 15.5 the texel coordinate is 0.969: 0.469 past texel 0's centre.
        expectPixel(image, 15, 8, Pixel(r: 135, g: 0, b: 120, a: 255), tolerance: 2, "a blend at the block edge")
        expectPixel(image, 4, 4, red, "short of texel 0's centre both ways: its own colour, clamped to the edge")
    }

    /// A 40×40 one-texel checker drawn into 16×16: 2.5 texels a pixel, pixel x samples texel
    /// coordinate 2.5x + 1.25, a quarter-texel off a texel centre.
    func minified(_ minification: CALayerContentsFilter, magnification: CALayerContentsFilter = .linear) throws
        -> CompositorHarness
    {
        try scene(
            Self.checker(size: 40), frame: CGRect(x: 10, y: 10, width: 16, height: 16), magnification: magnification,
            minification: minification
        ).0
    }

    @Test("Minified 2.5 : 1 with .nearest: each pixel is the one texel under its centre")
    func nearestMinification() throws {
        let image = try minified(.nearest).snapshot()
        for (x, y) in [(0, 0), (1, 0), (3, 2), (7, 7), (15, 15)] {
            let texelX = Int(2.5 * Double(x) + 1.25), texelY = Int(2.5 * Double(y) + 1.25)
            expectPixel(
                image, 10 + x, 10 + y, Self.checkerColor(texelX, texelY), "pixel (\(x), \(y)): texel (\(texelX), \(texelY))")
        }
    }

    @Test("Minified with .linear: the four texels around 1.25 blend, 62.5 % red")
    func linearMinification() throws {
        let image = try minified(.linear).snapshot()
        expectPixel(image, 10, 10, Pixel(r: 159, g: 0, b: 96, a: 255), tolerance: 2)
    }

    @Test(
        "The filter in force follows the scale: nearest magnification leaves a minified layer linear, and nearest minification a magnified one"
    )
    func filterFollowsScale() throws {
        let minifiedImage = try minified(.linear, magnification: .nearest).snapshot()
        expectPixel(
            minifiedImage, 10, 10, Pixel(r: 159, g: 0, b: 96, a: 255), tolerance: 2, "minified: the linear minification filter")
        let (h, _) = try scene(Self.checker(size: 4), frame: CGRect(x: 0, y: 0, width: 64, height: 64), minification: .nearest)
        expectPixel(
            try h.snapshot(), 15, 8, Pixel(r: 135, g: 0, b: 120, a: 255), tolerance: 2,
            "magnified: the linear magnification filter")
    }

    @Test(".trilinear minifies as .linear: the compositor keeps no mipmaps (docs/uikit-decisions.md)")
    func trilinearIsLinear() throws {
        let trilinear = try minified(.trilinear).snapshot()
        let linear = try minified(.linear).snapshot()
        #expect(largestChannelDifference(trilinear, linear) == 0)
        expectPixel(trilinear, 10, 10, Pixel(r: 159, g: 0, b: 96, a: 255), tolerance: 2)
    }

    @Test("Changing the filter of a drawn layer repaints it")
    func changeRepaints() throws {
        let (h, layer) = try scene(Self.checker(size: 4), frame: CGRect(x: 0, y: 0, width: 64, height: 64))
        expectPixel(try h.snapshot(), 15, 8, Pixel(r: 135, g: 0, b: 120, a: 255), tolerance: 2)
        layer.magnificationFilter = .nearest
        expectPixel(try h.snapshot(), 15, 8, red, "now nearest")
        layer.magnificationFilter = .linear
        expectPixel(try h.snapshot(), 15, 8, Pixel(r: 135, g: 0, b: 120, a: 255), tolerance: 2, "linear again")
    }

    @Test(
        "Nearest and linear contents from one atlas page share instanced draws: as many calls as all-linear, every operation batched"
    )
    func nearestKeepsBatching() throws {
        func render(alternating: Bool) throws -> (FrameStats, PixelImage) {
            let h = try CompositorHarness(width: 200, height: 100)
            for i in 0..<40 {
                let layer = CALayer()
                layer.contents = Self.checker(size: 4)
                layer.frame = CGRect(x: (i % 10) * 20, y: (i / 10) * 20, width: 16, height: 16)
                if alternating, i % 2 == 1 { layer.magnificationFilter = .nearest }
                h.window.layer.addSublayer(layer)
            }
            let stats = try h.render()
            return (stats, try h.snapshot())
        }
        let (linear, _) = try render(alternating: false)
        let (mixed, image) = try render(alternating: true)
        #expect(mixed.drawCalls == linear.drawCalls && mixed.batchedOps == 40, "\(mixed.drawCalls) vs \(linear.drawCalls) calls")
        expectPixel(image, 20 + 3, 0, red, "a nearest layer (index 1): its block edge at x 4 is hard")
        expectPixel(image, 20 + 4, 0, blue)
        #expect(image[3, 0] != red && image[3, 0] != blue, "a linear layer (index 0) blends there: \(image[3, 0])")
    }

    @Test("The reference renderer samples the same way: magnified, minified, turned and in perspective")
    func matchesReference() throws {
        var turned = CATransform3DMakeRotation(0.5, 0, 0, 1)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 200
        perspective = CATransform3DRotate(perspective, 0.6, 1, 0, 0)
        turned = CATransform3DScale(turned, 1, 1, 1)
        let cases: [(CGImage, CGRect, CATransform3D)] = [
            (Self.checker(size: 4), CGRect(x: 0, y: 0, width: 64, height: 64), CATransform3DIdentity),
            (Self.checker(size: 40), CGRect(x: 10, y: 10, width: 16, height: 16), CATransform3DIdentity),
            (Self.checker(size: 6), CGRect(x: 20, y: 20, width: 50, height: 40), turned),
            (Self.checker(size: 8), CGRect(x: 10, y: 20, width: 80, height: 60), perspective),
        ]
        for (index, (image, frame, transform)) in cases.enumerated() {
            let (h, _) = try scene(image, frame: frame, magnification: .nearest, minification: .nearest, transform: transform)
            let gpu = try h.snapshot()
            let tree = try #require(h.compositor.lastWindowTree)
            let reference = ReferenceRenderer.render(tree, width: 100, height: 100, scale: 1)
            let mismatches = reference.compare(gpu).mismatches
            #expect(mismatches.isEmpty, "case \(index): \(mismatches.count) pixels, first \(mismatches.prefix(3))")
        }
        let (h, _) = try scene(Self.checker(size: 4), frame: CGRect(x: 0, y: 0, width: 64, height: 64), magnification: .nearest)
        _ = try h.snapshot()
        let tree = try #require(h.compositor.lastWindowTree)
        expectPixel(
            ReferenceRenderer.render(tree, width: 100, height: 100, scale: 1).image, 15, 8, red, "the reference's nearest block")
    }
}
