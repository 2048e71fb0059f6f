import CompositorFuzz
import Foundation
import GLCompositor
import Graphics
import LayerTree
import Testing

/// Cases differential fuzzing found while the contents filters were made to draw (issue 21).
extension FuzzRegressionTests {
    @Test("fuzz seed 0x190055: a minified nearest image whose pixel centres land on texel corners may show any of four texels")
    func nearestOnTexelCorners() throws {
        var image = FuzzImage(seed: 9_836_898_910_721_401_915, width: 12, height: 6)
        image.scale = 2
        image.gravity = .topLeft
        var layer = FuzzNode(id: 7, kind: .image(image), frame: CGRect(x: 4, y: 2, width: 39, height: 32))
        layer.transform.scaleX = 0.75
        layer.transform.scaleY = 0.5
        layer.minificationFilter = .nearest
        var window = root(51, 53)
        window.children = [layer]
        try expectMatch(FuzzCase(seed: 0x190055, scene: FuzzScene(size: CGSize(width: 51, height: 53), scale: 2, root: window)))
    }

    @Test("fuzz seed 0x190020: a mask sampled by the shader follows the mask layer's filters, as a mask pass does")
    func bitmapMaskFilters() throws {
        var image = FuzzImage(seed: 11_819_343_556_343_342_432, width: 8, height: 3)
        image.scale = 0.5
        var mask = FuzzNode(id: 10, kind: .image(image), frame: CGRect(x: 1.75, y: 8.25, width: 3.75, height: 7.75))
        mask.cornerRadius = 7
        let outline = FuzzShape.Outline.ellipse(CGRect(x: 2, y: 2, width: 20, height: 11))
        let shape = FuzzShape(
            outline: outline, fill: FuzzColor(1, 0, 1), stroke: FuzzColor(1, 1, 0), lineWidth: 2, lineCap: .round)
        var shaped = FuzzNode(id: 9, kind: .shape(shape), frame: CGRect(x: -6, y: -5, width: 7, height: 19))
        shaped.mask = mask
        var inner = FuzzNode(id: 8, kind: .view, frame: CGRect(x: 12, y: 1, width: 7, height: 22))
        inner.children = [shaped]
        var outer = FuzzNode(id: 2, kind: .view, frame: CGRect(x: 6, y: -2, width: 31, height: 26))
        outer.children = [inner]
        var window = root(71, 51)
        window.children = [outer]
        let fuzzCase = FuzzCase(
            seed: 0x190020, scene: FuzzScene(size: CGSize(width: 71, height: 51), scale: 2, root: window),
            steps: [[.filters(10, magnification: .nearest, minification: .nearest)]])
        try expectMatch(fuzzCase)
    }

    @Test(
        "fuzz seed 0x24005d9: nearest texels picked either side of an edge differ by more than their colours once composited over the background"
    )
    func nearestEitherTexelOverBackground() throws {
        var image = FuzzImage(seed: 13_328_268_778_374_506_038, width: 9, height: 7)
        image.gravity = .top  // 9 wide in 26: at x 17.5, so every pixel centre lies on a texel edge
        var layer = FuzzNode(id: 2, kind: .image(image), frame: CGRect(x: 9, y: 28, width: 26, height: 43))
        layer.background = FuzzColor(1, 0, 1)
        layer.magnificationFilter = .nearest
        var window = root(43, 51)
        window.children = [layer]
        try expectMatch(FuzzCase(seed: 0x24005d9, scene: FuzzScene(size: CGSize(width: 43, height: 51), root: window)))
    }
}
