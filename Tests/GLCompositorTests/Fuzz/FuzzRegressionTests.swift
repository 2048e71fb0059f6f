import CompositorFuzz
import Foundation
import GLCompositor
import Graphics
import LayerTree
import Testing

/// Cases differential fuzzing found, minimized and kept as data (so that they stay the same when
/// the generator changes), each named by the seed that found it. Each must match the reference
/// renderer frame by frame; named pixels pin what the compositor got wrong.
@Suite("Fuzz regressions: cases the reference renderer caught, by seed")
@MainActor
struct FuzzRegressionTests {
    /// Runs `fuzzCase` through the compositor and the reference; records the report on a mismatch.
    /// Returns the compositor's last frame.
    @discardableResult
    func expectMatch(_ fuzzCase: FuzzCase, sourceLocation: SourceLocation = #_sourceLocation) throws -> PixelImage {
        let fuzzer = try DifferentialFuzzer(context: GLContext(options: surfacelessOptions))
        let outcome = fuzzer.run(fuzzCase)
        if outcome.isMismatch {
            Issue.record(Comment(rawValue: FuzzReport.text(fuzzCase, outcome)), sourceLocation: sourceLocation)
        }
        return try fuzzer.context.withCurrent { try fuzzer.context.readPixels(fuzzer.compositor.lastWindowTarget!) }
    }

    func root(_ width: Double, _ height: Double) -> FuzzNode {
        FuzzNode(id: 1, kind: .view, frame: CGRect(x: 0, y: 0, width: width, height: height))
    }

    @Test("fuzz seed 0x22: a 1-point border is opaque up to its corners (fwidth of the distance jumped there)")
    func hairlineBorder() throws {
        var view = root(57, 55)
        view.borderWidth = 1
        view.borderColor = FuzzColor(1, 0, 0)
        let frame = try expectMatch(FuzzCase(seed: 0x22, scene: FuzzScene(size: CGSize(width: 57, height: 55), root: view)))
        expectPixel(frame, 1, 0, red, tolerance: 1, "beside the top-left inner corner")
        expectPixel(frame, 56, 54, red, tolerance: 1, "the bottom-right corner")
    }

    @Test("fuzz seed 0x29: a conic gradient whose end is its start is measured from +x (atan(0, 0) is undefined)")
    func conicWithoutDirection() throws {
        var view = FuzzNode(id: 6, kind: .view, frame: CGRect(x: 9, y: 27, width: 29, height: 39))
        view.background = FuzzColor(0, 0, 1)
        let conic = FuzzGradient(
            type: .conic, colors: [FuzzColor(0, 0, 0), FuzzColor(0, 0.8, 0, 0), FuzzColor(0, 0, 1)],
            locations: [0.2, 0.4, 0.7], start: CGPoint(x: 0.25, y: 0.5), end: CGPoint(x: 0.25, y: 0.5))
        view.mask = FuzzNode(id: 7, kind: .gradient(conic), frame: CGRect(x: -4, y: 8, width: 10, height: 26))
        var window = root(42, 49)
        window.children = [view]
        let frame = try expectMatch(FuzzCase(seed: 0x29, scene: FuzzScene(size: CGSize(width: 42, height: 49), root: window)))
        expectPixel(frame, 10, 47, blue, tolerance: 3, "just clockwise of +x from the start: the last stop, opaque")
    }

    @Test(
        "fuzz seed 0x4ef5: no faint ring inside a trimmed arc's hole near its ends (the distance past an end was along the arc)")
    func arcHoleNearEnds() throws {
        var layer = FuzzNode(id: 2, kind: .layer, frame: CGRect(x: 28, y: 27, width: 19, height: 23))
        layer.background = FuzzColor(1, 1, 1)
        var transform = FuzzTransform()
        (transform.scaleX, transform.scaleY) = (0.5, 1.25)
        layer.transform = transform
        let arc = FuzzShape(
            outline: .arc(centre: CGPoint(x: 10.5, y: 13), radius: 5, start: 2.745, end: 5.693), fill: nil,
            stroke: FuzzColor(1, 1, 0, 0.5), lineWidth: 3.5, strokeStart: 0.4, strokeEnd: 0.95, lineCap: .round)
        layer.mask = FuzzNode(id: 3, kind: .shape(arc), frame: CGRect(x: -1, y: 2, width: 3, height: 6))
        var window = root(60, 42)
        window.children = [layer]
        try expectMatch(FuzzCase(seed: 0x4ef5, scene: FuzzScene(size: CGSize(width: 60, height: 42), root: window)))
    }

    @Test("fuzz seed 0x1408: a turned square cap stays inside its straight box (it stuck out of the curved band)")
    func squareCap() throws {
        let arc = FuzzShape(
            outline: .arc(centre: CGPoint(x: 14, y: 7), radius: 4, start: 1.5865100359098769, end: 6.5453905275482605),
            fill: nil, stroke: FuzzColor(1, 1, 0), lineWidth: 2, lineCap: .square)
        var window = root(60, 57)
        window.children = [FuzzNode(id: 3, kind: .shape(arc), frame: CGRect(x: 16, y: 9, width: 22, height: 46))]
        var turn = FuzzTransform()
        turn.angle = 0.741
        let fuzzCase = FuzzCase(
            seed: 0x1408, scene: FuzzScene(size: CGSize(width: 60, height: 57), root: window), steps: [[.transform(1, turn)]])
        try expectMatch(fuzzCase)
    }

    @Test("fuzz seed 0x4fb: a rounded edge ramps over the length of its screen gradient, not the sum of both axes")
    func roundedEdgeRamp() throws {
        var image = FuzzImage(seed: 8_232_162_732_017_385_285, width: 5, height: 11)
        image.gravity = .bottom
        var layer = FuzzNode(id: 2, kind: .image(image), frame: CGRect(x: -2.25, y: 4.25, width: 10.25, height: 28.75))
        layer.background = FuzzColor(0, 0.8, 0, 0.75)
        layer.cornerRadius = 2.6103573515887857
        var window = root(43, 37)
        window.children = [layer]
        try expectMatch(FuzzCase(seed: 0x4fb, scene: FuzzScene(size: CGSize(width: 43, height: 37), root: window)))
    }

    // Reference-side bugs the 10,000-case run found: the compositor was right.

    @Test(
        "fuzz seed 0x12d7: a nine-part image squeezed to no middle jumps between its caps, and a pixel on the seam may show either"
    )
    func ninePartSeam() throws {
        var image = FuzzImage(seed: 9_616_100_865_518_894_235, width: 9, height: 5)
        image.scale = 0.5
        image.contentsCenter = CGRect(x: 0.375, y: 0.375, width: 0.125, height: 0.25)
        var picture = FuzzNode(id: 9, kind: .image(image), frame: CGRect(x: 6, y: 3, width: 16, height: 3))
        var quarter = FuzzTransform()
        quarter.angle = .pi / 2
        picture.transform = quarter
        var layer = FuzzNode(id: 7, kind: .layer, frame: CGRect(x: 5.5, y: 10, width: 21, height: 8))
        layer.children = [picture]
        var replicator = FuzzNode(
            id: 6,
            kind: .replicator(count: 4, angle: 0, shift: CGSize(width: 2, height: 5.5), colorOffset: 0.2, alphaOffset: 0.1),
            frame: CGRect(x: 16, y: 17, width: 27, height: 16))
        replicator.children = [layer]
        var window = root(47, 38)
        window.children = [replicator]
        try expectMatch(FuzzCase(seed: 0x12d7, scene: FuzzScene(size: CGSize(width: 47, height: 38), root: window)))
    }

    @Test("fuzz seed 0x1317: an open arc going further than a full turn keeps its square caps")
    func arcBeyondFullTurn() throws {
        let arc = FuzzShape(
            outline: .arc(centre: CGPoint(x: 4, y: 10.5), radius: 6, start: 0.234586, end: 6.87656), fill: nil,
            stroke: FuzzColor(1, 1, 0), lineWidth: 2, lineCap: .square)
        var window = root(53, 40)
        window.children = [FuzzNode(id: 2, kind: .shape(arc), frame: CGRect(x: 4, y: 2, width: 15, height: 13))]
        try expectMatch(FuzzCase(seed: 0x1317, scene: FuzzScene(size: CGSize(width: 53, height: 40), scale: 2, root: window)))
    }

    @Test(
        "fuzz seed 0x700461: a plane flipped nearly edge-on in a group pass covers its inside (ramps were from the 2×2 block)"
    )
    func flipEdgeOnInPass() throws {
        var group = FuzzNode(id: 2, kind: .view, frame: CGRect(x: 49.25, y: 16, width: 20.5, height: 19.5))
        group.background = FuzzColor(0, 0, 1)
        group.opacity = 0.8
        group.children = [FuzzNode(id: 3, kind: .view, frame: CGRect(x: 12, y: 9, width: 13, height: 9))]
        var window = root(72, 55)
        window.children = [group]
        let flip = FuzzMutation.transition(
            3, type: "flip", subtype: "fromLeft", background: FuzzColor(1, 0, 1, 0.75), progress: 0.55)
        let frame = try expectMatch(
            FuzzCase(seed: 0x700461, scene: FuzzScene(size: CGSize(width: 72, height: 55), root: window), steps: [[flip]]))
        // The turned plane reaches from x 66.9 to 69.1: column 68 is inside it, 0.75 purple over
        // blue, the group at 0.8 (premultiplied red 0.8 × 0.75 × 255 = 153).
        #expect(abs(Int(frame[68, 28].r) - 153) <= 2)
    }

    @Test("fuzz seed 0x700d17: turned text flipped nearly edge-on from the bottom")
    func flipTurnedText() throws {
        var text = FuzzNode(
            id: 2, kind: .text("WM", size: 10, color: FuzzColor(1, 0, 0, 0.5)),
            frame: CGRect(x: 11.1607, y: 25.5283, width: 26.4863, height: 15.2297))
        text.transform.angle = -0.0416
        var window = root(67, 38)
        window.children = [text]
        let flip = FuzzMutation.transition(2, type: "flip", subtype: "fromBottom", background: FuzzColor(0, 0, 1), progress: 0.55)
        try expectMatch(
            FuzzCase(seed: 0x700d17, scene: FuzzScene(size: CGSize(width: 67, height: 38), root: window), steps: [[flip]]))
    }

    // Reference-side bugs the 10,000-case run from 0x800000 found: the compositor was right.

    @Test(
        "fuzz seed 0x800986: a subtree shadow covers contents that their gravity places past the sublayer's bounds"
    )
    func subtreeShadowOfOverflowingContents() throws {
        var image = FuzzImage(seed: 13_557_578_415_824_702_978, width: 9, height: 9)
        image.gravity = .topRight
        var layer = FuzzNode(id: 8, kind: .layer, frame: CGRect(x: 44, y: 2, width: 6, height: 11))
        layer.shadow = FuzzShadow(color: FuzzColor(0, 0, 0), opacity: 0.8, radius: 1, offset: CGSize(width: 2, height: 2))
        layer.children = [FuzzNode(id: 10, kind: .image(image), frame: CGRect(x: -5, y: 1, width: 5, height: 7))]
        var window = root(50, 42)
        window.children = [layer]
        try expectMatch(FuzzCase(seed: 0x800986, scene: FuzzScene(size: CGSize(width: 50, height: 42), root: window)))
    }

    @Test(
        "fuzz seed 0x800ab4: where a masked view's edge and its mask's edge cross one pixel, both may cover it whole (slacks multiply)"
    )
    func maskEdgeOverContentEdge() throws {
        var view = FuzzNode(id: 11, kind: .view, frame: CGRect(x: 35.5, y: 5.5, width: 44.5, height: 11.5))
        view.background = FuzzColor(0, 0, 1)
        let star = FuzzShape(
            outline: .star(centre: CGPoint(x: 10, y: 13.5), radius: 5, points: 4), fill: FuzzColor(0, 1, 1, 0),
            stroke: FuzzColor(0.9, 0.6, 0.1), lineWidth: 3.5, lineCap: .square)
        var mask = FuzzNode(id: 12, kind: .shape(star), frame: CGRect(x: 6, y: 0, width: 38, height: 5))
        mask.background = FuzzColor(0, 0, 0)
        view.mask = mask
        var window = root(68, 34)
        window.children = [view]
        try expectMatch(FuzzCase(seed: 0x800ab4, scene: FuzzScene(size: CGSize(width: 68, height: 34), root: window)))
    }

    @Test(
        "fuzz seed 0x801a21: a clip whose edge lies on a pixel boundary within rounding (14.9999) scissors at 15, not 14"
    )
    func scissorOfAlignedClip() throws {
        var image = FuzzImage(seed: 726_916_622_002_953_673, width: 6, height: 2)
        image.scale = 0.5
        image.gravity = .center
        var layer = FuzzNode(id: 2, kind: .image(image), frame: CGRect(x: 0, y: 6, width: 19, height: 29))
        layer.shadow = FuzzShadow(color: FuzzColor(0, 0, 0), opacity: 1, radius: 3, offset: CGSize(width: 3, height: -3))
        var window = root(50, 46)
        window.children = [layer]
        // The push runs on to 0.7 while the move-in is shown: the window's content slid to x 15 (in floating point, just under).
        let steps: [[FuzzMutation]] = [
            [
                .clips(1, true),
                .transition(1, type: "push", subtype: "fromRight", background: FuzzColor(1, 1, 0, 0), progress: 0.15),
            ],
            [.transition(2, type: "moveIn", subtype: nil, background: FuzzColor(0, 0, 1), progress: 0.55)],
        ]
        let frame = try expectMatch(
            FuzzCase(seed: 0x801a21, scene: FuzzScene(size: CGSize(width: 50, height: 46), root: window), steps: steps))
        #expect(frame[14, 11].a <= 2, "left of the clip: the shadow is cut off")
    }

    @Test("fuzz seed 0x801ee5: a flip exactly halfway shows its side edge-on, no area, even with contents past the bounds")
    func flipEdgeOnHalfway() throws {
        var window = root(55, 44)
        window.children = [
            FuzzNode(
                id: 10, kind: .image(FuzzImage(seed: 14_027_928_609_319_514_910, width: 5, height: 2)),
                frame: CGRect(x: -1, y: 24, width: 13, height: 9))
        ]
        var tall = FuzzImage(seed: 12_886_658_724_438_097_679, width: 5, height: 11)
        tall.gravity = .resizeAspectFill
        tall.contentsRect = CGRect(x: 0.5, y: 0, width: 0.375, height: 0.75)
        // Two quarter seconds of a one-second flip: halfway, where cos(π/2) rounds to 6e-17 and
        // contents 57 points tall reach past the eye 26 points away.
        let steps: [[FuzzMutation]] = [
            [.transition(10, type: "flip", subtype: "fromBottom", background: FuzzColor(0, 0, 0, 0), progress: 0.25)],
            [.transition(9, type: "flip", subtype: "fromLeft", background: FuzzColor(0, 0.8, 0, 0), progress: 0.25)],
            [.contents(10, tall)],
        ]
        let frame = try expectMatch(
            FuzzCase(seed: 0x801ee5, scene: FuzzScene(size: CGSize(width: 55, height: 44), scale: 2, root: window), steps: steps))
        #expect(frame[0, 57].a == 0, "below the layer: nothing")
    }

    @Test("fuzz seed 0xa00792: a solid-masked image in a replicator instance fades as a group, not part by part")
    func maskedImageInReplicatorInstance() throws {
        var image = FuzzImage(seed: 16_047_618_999_538_053_256, width: 3, height: 2)
        image.scale = 0.5
        image.gravity = .bottomLeft
        var picture = FuzzNode(id: 5, kind: .image(image), frame: CGRect(x: 6, y: 11, width: 23, height: 22))
        var mask = FuzzNode(id: 6, kind: .layer, frame: CGRect(x: 4, y: 14, width: 17, height: 13))
        mask.background = FuzzColor(0, 0, 0)
        picture.mask = mask
        var replicator = FuzzNode(
            id: 4,
            kind: .replicator(count: 3, angle: 0.3, shift: CGSize(width: -2, height: -5), colorOffset: 0, alphaOffset: 0.3),
            frame: CGRect(x: -1, y: -3, width: 43, height: 27))
        replicator.children = [picture]
        var window = root(50, 58)
        window.children = [replicator]
        let steps: [[FuzzMutation]] = [
            [.transition(5, type: "flip", subtype: "fromLeft", background: FuzzColor(1, 1, 0), progress: 0.35)],
            [.transition(2, type: "push", subtype: "fromRight", background: FuzzColor(1, 0, 1, 0), progress: 0.5)],
        ]
        try expectMatch(
            FuzzCase(seed: 0xa00792, scene: FuzzScene(size: CGSize(width: 50, height: 58), root: window), steps: steps))
    }

    @Test(
        "fuzz seed 0xc1186b: a transition's old and new contents of one layer in one batch: the old is drawn before the new is uploaded over it"
    )
    func transitionVersionsInOneBatch() throws {
        var window = root(56, 60)
        window.children = [
            FuzzNode(
                id: 8, kind: .drawnView(pattern: 14_237_579_763_722_065_167), frame: CGRect(x: 29, y: 36, width: 42, height: 28))
        ]
        let steps: [[FuzzMutation]] = [
            [.transition(8, type: "curl", subtype: "fromRight", background: FuzzColor(0, 1, 1, 0.75), progress: 0.8)],
            [.redraw(8, pattern: 13_929_755_416_077_488_961, rect: CGRect(x: 8, y: 9, width: 27, height: 14))],
        ]
        try expectMatch(
            FuzzCase(seed: 0xc1186b, scene: FuzzScene(size: CGSize(width: 56, height: 60), root: window), steps: steps))
    }

    @Test(
        "fuzz seed 0x20b72: a flipped sublayer's shape casts its shadow (the shape's transparent box, past the eye, was too large to blur)"
    )
    func subtreeShadowOfFlippingSublayer() throws {
        // The star's box allows for miter joins (−20…39 × −23…34): turned by 72° it reaches past
        // the eye 28 points away, while the star itself stays in front.
        let star = FuzzShape(
            outline: .star(centre: CGPoint(x: 9.5, y: 6), radius: 5.5, points: 5), fill: FuzzColor(0.9, 0.6, 0.1),
            stroke: FuzzColor(1, 0, 0), lineWidth: 4.5, lineCap: .round)
        var caster = FuzzNode(id: 3, kind: .layer, frame: CGRect(x: 8, y: -5, width: 22, height: 27))
        caster.shadow = FuzzShadow(color: FuzzColor(0, 0, 0), opacity: 1, radius: 5, offset: CGSize(width: -2, height: 2))
        caster.children = [FuzzNode(id: 4, kind: .shape(star), frame: CGRect(x: -3, y: -2, width: 5, height: 14))]
        var layer = FuzzNode(id: 2, kind: .layer, frame: CGRect(x: 35, y: -6, width: 33, height: 33))
        layer.children = [caster]
        var window = root(66, 40)
        window.children = [layer]
        let flip = FuzzMutation.transition(4, type: "flip", subtype: "fromRight", background: FuzzColor(1, 1, 1), progress: 0.4)
        let scene = FuzzScene(size: CGSize(width: 66, height: 40), scale: 2, root: window)
        let frame = try expectMatch(FuzzCase(seed: 0x20b72, scene: scene, steps: [[flip]]))
        #expect(abs(Int(frame[90, 2].a) - 91) <= 5, "left of the turned star: its shadow, black at alpha 91")
    }

    @Test(
        "fuzz seed 0x1100b41: content a push slides past its layer's bounds still casts its parent's shadow (the reference's box of the subtree cut it)"
    )
    func subtreeShadowOfContentSlidBeyondBounds() throws {
        // The ellipse reaches 11 points below its 12-point layer; pushed in from the bottom at 0.6
        // it is 4.8 points down, its bottom below the window, and its shadow 3 points above that.
        let ellipse = FuzzShape(
            outline: .ellipse(CGRect(x: 5, y: 4, width: 11, height: 19)), fill: FuzzColor(0.9, 0.6, 0.1, 0.75), stroke: nil,
            lineWidth: 2, strokeStart: 0.3, strokeEnd: 0.95, lineCap: .square)
        var caster = FuzzNode(id: 6, kind: .layer, frame: CGRect(x: 4, y: -1, width: 13, height: 20))
        caster.shadow = FuzzShadow(color: FuzzColor(0, 0, 0.5), opacity: 1, radius: 0, offset: CGSize(width: -1, height: -3))
        caster.children = [FuzzNode(id: 8, kind: .shape(ellipse), frame: CGRect(x: -4, y: -1, width: 6, height: 12))]
        let box = FuzzShape(
            outline: .roundedRect(CGRect(x: 1, y: 5, width: 22, height: 8), radius: 4), fill: FuzzColor(0, 1, 1),
            stroke: FuzzColor(1, 1, 1, 0), lineWidth: 4.5, lineCap: .round)
        var shape = FuzzNode(id: 3, kind: .shape(box), frame: CGRect(x: 45, y: 23, width: 24, height: 27))
        shape.children = [caster]
        var window = root(69, 46)
        window.children = [shape]
        let push = FuzzMutation.transition(
            8, type: "push", subtype: "fromBottom", background: FuzzColor(0, 1, 1, 0), progress: 0.6)
        let scene = FuzzScene(size: CGSize(width: 69, height: 46), root: window)
        let frame = try expectMatch(FuzzCase(seed: 0x1100b41, scene: scene, steps: [[push]]))
        // The ellipse (alpha 0.75) over its own shadow (navy at alpha 0.75): alpha 0.9375, blue 0.16875.
        #expect(abs(Int(frame[54, 43].a) - 239) <= 3, "the ellipse's bottom over the shadow of what lies below the window")
        #expect(abs(Int(frame[54, 43].b) - 43) <= 3, "premultiplied blue: the ellipse's and its shadow's")
    }

    @Test(
        "fuzz seed 0x1100b90: a flipping layer casts its content's shadow from its parts in place (the reference's box followed the flip and cut the blur's tail)"
    )
    func subtreeShadowOfFlippingLayer() throws {
        var window = root(49, 40)
        window.children = [FuzzNode(id: 2, kind: .layer, frame: CGRect(x: -5, y: 10, width: 14, height: 4))]
        let shadow = FuzzMutation.shadow(
            1, FuzzShadow(color: FuzzColor(0, 0, 0), opacity: 0.8, radius: 3, offset: CGSize(width: 3, height: -3)))
        let flip = FuzzMutation.transition(1, type: "flip", subtype: "fromLeft", background: FuzzColor(1, 0, 1), progress: 0.75)
        let scene = FuzzScene(size: CGSize(width: 49, height: 40), root: window)
        let frame = try expectMatch(FuzzCase(seed: 0x1100b90, scene: scene, steps: [[shadow], [flip]]))
        #expect(abs(Int(frame[8, 3].a) - 6) <= 3, "the faint tail of the shadow above the turned window")
    }
}
