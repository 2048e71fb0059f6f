import CompositorFuzz
import Foundation
import GLCompositor
import Graphics
import LayerTree
import Testing

/// Visual effect views against the reference renderer's backdrop blur (an exact Gaussian of what
/// the canvas holds around the view, its edge pixels extending outwards): the cases differential
/// fuzzing found when effect views joined the fuzzed scenes, and named values.
extension FuzzRegressionTests {
    @Test("A blur over one colour keeps it, saturated and tinted: light over blue is (77, 77, 255)")
    func backdropOverUniformColour() throws {
        var window = root(60, 40)
        window.background = FuzzColor(0, 0, 1)
        window.children = [FuzzNode(id: 2, kind: .effectView(style: 1), frame: CGRect(x: 5, y: 0, width: 50, height: 20))]
        let frame = try expectMatch(FuzzCase(seed: 0xB1, scene: FuzzScene(size: CGSize(width: 60, height: 40), root: window)))
        // Blue's luma is 0.0722; saturation 1.8 keeps it blue; white at alpha 0.3 over it.
        expectPixel(frame, 30, 10, Pixel(r: 77, g: 77, b: 255, a: 255), tolerance: 2, "inside the effect view")
        expectPixel(frame, 30, 30, Pixel(r: 0, g: 0, b: 255, a: 255), tolerance: 0, "below it: the window")
    }

    @Test(
        "fuzz seed 0x2600052: a wide blur cut short by the window's edge extends the edge pixels, not a reduced texel's mean"
    )
    func backdropAtTargetEdge() throws {
        var window = root(53, 46)
        window.background = FuzzColor(1, 1, 1)
        var effect = FuzzNode(id: 2, kind: .effectView(style: 1), frame: CGRect(x: 31, y: 3, width: 37, height: 25))
        effect.background = FuzzColor(0, 1, 1)
        window.children = [effect]
        let scene = FuzzScene(size: CGSize(width: 53, height: 46), root: window)
        let frame = try expectMatch(FuzzCase(seed: 0x2600052, scene: scene))
        // Three white rows above the cyan: the first halving averaged them with five cyan rows
        // and extended that mean upwards (red 127); extended white rows keep it lighter.
        #expect(abs(Int(frame[51, 3].r) - 189) <= 6, "the effect view's top row, blurred with the white above")
    }

    @Test(
        "fuzz seed 0x260031c: a faded effect view blurs only what its group draws below it, never the window behind")
    func backdropInsideFadedGroup() throws {
        var effect = FuzzNode(id: 3, kind: .effectView(style: 13), frame: CGRect(x: 2, y: 3, width: 8, height: 7))
        effect.opacity = 0.5
        var drawn = FuzzNode(
            id: 2, kind: .drawnView(pattern: 4_740_104_732_272_779_079),
            frame: CGRect(x: 29.25, y: 9.75, width: 33.75, height: 22.25))
        drawn.cornerRadius = 4.37598205165936
        drawn.maskedCorners = 11
        drawn.borderWidth = 3.5
        drawn.borderColor = FuzzColor(1, 1, 1, 0.5)
        drawn.children = [effect]
        var window = root(71, 34)
        window.background = FuzzColor(1, 1, 1)
        window.children = [drawn]
        let scene = FuzzScene(size: CGSize(width: 71, height: 34), root: window)
        let frame = try expectMatch(FuzzCase(seed: 0x260031c, scene: scene))
        #expect(abs(Int(frame[33, 14].r) - 80) <= 7, "the stripes seen through half the tint, not blurred")
    }

    @Test("fuzz seed 0x2700136: a masked effect view blurs only what the masked group draws, the mask cutting it")
    func backdropUnderMask() throws {
        var effect = FuzzNode(id: 4, kind: .effectView(style: 4), frame: CGRect(x: 3, y: 33, width: 14, height: 35))
        effect.background = FuzzColor(0, 1, 1)
        var mask = FuzzNode(id: 5, kind: .layer, frame: CGRect(x: 7, y: 21, width: 11, height: 9))
        mask.background = FuzzColor(0, 0, 0)
        effect.mask = mask
        var window = root(55, 58)
        window.background = FuzzColor(1, 1, 1)
        window.children = [effect]
        let scene = FuzzScene(size: CGSize(width: 55, height: 58), root: window)
        let frame = try expectMatch(FuzzCase(seed: 0x2700136, scene: scene))
        #expect(abs(Int(frame[10, 54].r) - 77) <= 14, "the cyan background blurred, not the white window around it")
    }
}
