import Foundation
import GLCompositor
import Graphics
import LayerTree
import ReferenceRenderer
import Testing

@Suite("CAEmitterLayer through the GPU compositor")
@MainActor
struct EmitterLayerRenderingTests {
    /// A 100 × 100 black window with an emitter over it at (10, 50): one cell of a 4 × 4 white
    /// image, one particle a second living 10 s, 20 points a second along +x, no ranges; on the
    /// manual clock from 40 s.
    func scene(_ configure: (CAEmitterLayer, CAEmitterCell) -> Void = { _, _ in }) throws -> (CompositorHarness, CAEmitterLayer) {
        MediaClock.useManualTime(40)
        let h = try CompositorHarness()
        h.window.backgroundColor = .black
        let emitter = CAEmitterLayer()
        emitter.frame = h.window.bounds
        emitter.emitterPosition = CGPoint(x: 10, y: 50)
        let cell = CAEmitterCell()
        cell.contents = CGImage(
            pixels: try PixelImage(width: 4, height: 4, straightRGBA: [UInt8](repeating: 255, count: 64)))
        cell.birthRate = 1
        cell.lifetime = 10
        cell.velocity = 20
        configure(emitter, cell)
        emitter.emitterCells = [cell]
        h.window.layer.addSublayer(emitter)
        return (h, emitter)
    }

    let black = Pixel(r: 0, g: 0, b: 0, a: 255)

    @Test("Particles 1.5 s in: born at 0 s and 1 s, 4 × 4 points each at x = 40 and x = 20")
    func exactPlaces() throws {
        defer { MediaClock.useSystemTime() }
        let (h, _) = try scene()
        try h.render()
        MediaClock.advance(by: 1.5)
        let image = try h.snapshot()
        for x in [38, 41, 18, 21] { expectPixel(image, x, 49, white, "inside a particle") }
        for x in [37, 42, 30, 17, 22, 60] { expectPixel(image, x, 49, black, "beside the particles") }
        expectPixel(image, 40, 47, black, "above the particle")
        try h.expectNoGLErrors()
    }

    @Test("Colour, alpha, spin and scale: a red half-transparent particle turned an eighth and doubled")
    func tintAndTurn() throws {
        defer { MediaClock.useSystemTime() }
        let (h, _) = try scene { _, cell in
            cell.color = CGColor(red: 1, green: 0, blue: 0, alpha: 0.5)
            cell.velocity = 0
            cell.birthRate = 0.5  // one particle, at the start
            cell.scale = 2
            cell.spin = .pi / 4
        }
        try h.render()
        MediaClock.advance(by: 1)  // turned by π/4: a diamond 8 × 8 points across its sides
        let image = try h.snapshot()
        expectPixel(image, 10, 50, Pixel(r: 128, g: 0, b: 0, a: 255), tolerance: 2, "the centre: red at half")
        expectPixel(image, 13, 50, Pixel(r: 128, g: 0, b: 0, a: 255), tolerance: 2, "inside the diamond")
        // Past the unturned square's right side (x = 14), 0.47 px inside the diamond's edge: the
        // edge ramp covers about 97 % of it.
        expectPixel(image, 14, 50, Pixel(r: 124, g: 0, b: 0, a: 255), tolerance: 3, "the diamond's right corner")
        expectPixel(image, 13, 46, black, "outside the diamond, inside the unturned square")
    }

    @Test("Additive render mode adds two 25 % grey particles up to 50 %; the default draws one over the other")
    func additive() throws {
        defer { MediaClock.useSystemTime() }
        for additive in [false, true] {
            let (h, _) = try scene { layer, cell in
                cell.color = CGColor(red: 0.25, green: 0.25, blue: 0.25, alpha: 1)
                cell.velocity = 0
                cell.birthRate = 2  // two particles, born at 0 s and 0.5 s, at the same place
                if additive { layer.renderMode = .additive }
            }
            try h.render()
            MediaClock.advance(by: 0.75)
            let image = try h.snapshot()
            let grey = additive ? 128 : 64
            expectPixel(image, 10, 50, Pixel(r: UInt8(grey), g: UInt8(grey), b: UInt8(grey), a: 255), tolerance: 2)
        }
    }

    @Test("A running emitter: no draw(_:) and no upload after its first frame")
    func costs() throws {
        defer { MediaClock.useSystemTime() }
        let (h, _) = try scene { _, cell in cell.birthRate = 30 }
        try h.render()
        var uploaded = 0, drawn = 0, draws = 0
        for _ in 0..<30 {
            MediaClock.advance(by: 1.0 / 60)
            let stats = try h.render()
            uploaded += stats.bytesUploaded
            drawn += stats.drawRectCalls
            draws += stats.drawCalls
        }
        #expect(uploaded == 0 && drawn == 0)
        #expect(draws > 30, "particles are drawn every frame")
    }

    @Test("The reference renderer draws the same particles")
    func matchesReference() throws {
        defer { MediaClock.useSystemTime() }
        let (h, _) = try scene { layer, cell in
            layer.emitterShape = .circle
            layer.emitterSize = CGSize(width: 40, height: 40)
            layer.emitterPosition = CGPoint(x: 50, y: 50)
            cell.birthRate = 20
            cell.emissionRange = 2 * .pi
            cell.spinRange = 3
            cell.color = CGColor(red: 0.5, green: 1, blue: 0.25, alpha: 0.8)
        }
        try h.render()
        MediaClock.advance(by: 0.8)
        let image = try h.snapshot()
        let reference = ReferenceRenderer.render(h.window.layer.runUpdateCycle().root, width: 100, height: 100, scale: 1)
        let comparison = reference.compare(image)
        #expect(!comparison.sizesDiffer && comparison.mismatches.isEmpty, "\(comparison.mismatches.prefix(3))")
    }
}
