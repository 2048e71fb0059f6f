import Foundation
import Graphics
import LayerTree
import Testing

@Suite("CAEmitterLayer and CAEmitterCell: the model")
@MainActor
struct EmitterLayerTests {
    static func whiteImage(side: Int = 4) -> CGImage {
        CGImage(pixels: try! PixelImage(width: side, height: side, straightRGBA: [UInt8](repeating: 255, count: side * side * 4)))
    }

    /// A root of 100 × 100 points holding an emitter over it at (10, 50) with one cell: a 4 × 4
    /// white image, one particle a second living 10 s, 20 points a second along +x, no ranges.
    func scene(seed: UInt32 = 0, _ configure: (CAEmitterLayer, CAEmitterCell) -> Void = { _, _ in }) -> (CALayer, CAEmitterLayer)
    {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        let emitter = CAEmitterLayer()
        emitter.frame = root.bounds
        emitter.emitterPosition = CGPoint(x: 10, y: 50)
        emitter.seed = seed
        let cell = CAEmitterCell()
        cell.contents = Self.whiteImage()
        cell.birthRate = 1
        cell.lifetime = 10
        cell.velocity = 20
        configure(emitter, cell)
        emitter.emitterCells = [cell]
        root.addSublayer(emitter)
        return (root, emitter)
    }

    func particles(_ root: CALayer) -> [RenderEmitter.Particle] {
        guard case .particles(let emitter)? = root.runUpdateCycle().root?.sublayers.first?.drawing else { return [] }
        return emitter.particles
    }

    @Test("Core Animation's defaults; bad values are refused with a diagnostic")
    func defaults() {
        let layer = CAEmitterLayer()
        #expect(layer.emitterCells == nil && layer.birthRate == 1 && layer.lifetime == 1)
        #expect(layer.emitterPosition == .zero && layer.emitterZPosition == 0 && layer.emitterSize == .zero)
        #expect(layer.emitterDepth == 0 && layer.emitterShape == .point && layer.emitterMode == .volume)
        #expect(layer.renderMode == .unordered && !layer.preservesDepth && layer.seed == 0)
        #expect(layer.velocity == 1 && layer.scale == 1 && layer.spin == 1)
        #expect(
            CAEmitterLayerEmitterShape.cuboid.rawValue == "cuboid"
                && CAEmitterLayerRenderMode.backToFront.rawValue == "backToFront")
        let cell = CAEmitterCell()
        #expect(cell.name == nil && cell.isEnabled && cell.birthRate == 0 && cell.lifetime == 0 && cell.lifetimeRange == 0)
        #expect(cell.emissionLatitude == 0 && cell.emissionLongitude == 0 && cell.emissionRange == 0)
        #expect(cell.velocity == 0 && cell.velocityRange == 0 && cell.xAcceleration == 0 && cell.yAcceleration == 0)
        #expect(cell.zAcceleration == 0 && cell.scale == 1 && cell.scaleRange == 0 && cell.scaleSpeed == 0)
        #expect(cell.spin == 0 && cell.spinRange == 0 && cell.color?.red == 1 && cell.color?.alpha == 1)
        #expect(cell.redRange == 0 && cell.alphaRange == 0 && cell.redSpeed == 0 && cell.alphaSpeed == 0)
        #expect(cell.contents == nil && cell.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1) && cell.contentsScale == 1)
        #expect(cell.minificationFilter == "linear" && cell.magnificationFilter == "linear" && cell.minificationFilterBias == 0)
        #expect(cell.emitterCells == nil && cell.beginTime == 0 && cell.duration == 0 && cell.speed == 1)
        let timing: any CAMediaTiming = cell
        #expect(timing.fillMode == .removed && timing.repeatCount == 0)
        let diagnostics = LayerTreeDiagnostics.capturing {
            cell.birthRate = -1
            cell.velocity = .nan
            cell.contentsScale = 0
            layer.birthRate = .infinity
            layer.emitterSize = CGSize(width: -1, height: 0)
            layer.emitterPosition = CGPoint(x: CGFloat.nan, y: 0)
        }
        #expect(diagnostics.count == 6)
        #expect(cell.birthRate == 0 && cell.velocity == 0 && cell.contentsScale == 1)
        #expect(layer.birthRate == 1 && layer.emitterSize == .zero && layer.emitterPosition == .zero)
    }

    @Test("Zero ranges along +x: particle n born at n seconds sits at x = 10 + 20 × age")
    func exactPositions() {
        MediaClock.useManualTime(10)
        defer { MediaClock.useSystemTime() }
        let (root, emitter) = scene()
        #expect(particles(root).map(\.center) == [CGPoint(x: 10, y: 50)], "one born at the start")
        MediaClock.advance(by: 1.5)
        let shown = particles(root)
        #expect(shown.map(\.center) == [CGPoint(x: 40, y: 50), CGPoint(x: 20, y: 50)])
        #expect(shown.allSatisfy { $0.scale == 1 && $0.rotation == 0 && $0.color == (1, 1, 1, 1) })
        emitter.birthRate = 0  // no births from 1.5 s on; those born keep flying
        MediaClock.advance(by: 1.75)
        #expect(particles(root).map(\.center) == [CGPoint(x: 75, y: 50), CGPoint(x: 55, y: 50)])
    }

    @Test("The emission runs in the layer's time: the pause idiom freezes the particles where they are")
    func layerTime() {
        MediaClock.useManualTime(10)
        defer { MediaClock.useSystemTime() }
        let (root, emitter) = scene()
        #expect(particles(root).count == 1, "starts at layer time 10")
        MediaClock.advance(by: 1.5)
        let before = particles(root).map(\.center)
        #expect(before == [CGPoint(x: 40, y: 50), CGPoint(x: 20, y: 50)])
        let paused = emitter.convertTime(CACurrentMediaTime(), from: nil)
        emitter.timeOffset = paused
        emitter.speed = 0
        MediaClock.advance(by: 10)
        #expect(particles(root).map(\.center) == before, "frozen")
        emitter.speed = 2
        emitter.timeOffset = 0
        emitter.beginTime = CACurrentMediaTime() - paused / 2  // where it paused, running twice as fast
        MediaClock.advance(by: 0.125)
        #expect(particles(root).map(\.center) == [CGPoint(x: 45, y: 50), CGPoint(x: 25, y: 50)], "1.75 s of emitter time")
    }

    @Test("Same seed, same particles at 1 s whether frames came every 1/60 s, 1/30 s or not at all")
    func determinism() {
        MediaClock.useManualTime(20)
        defer { MediaClock.useSystemTime() }
        func configure(_ layer: CAEmitterLayer, _ cell: CAEmitterCell) {
            layer.emitterShape = .rectangle
            layer.emitterSize = CGSize(width: 40, height: 20)
            cell.birthRate = 37
            cell.lifetime = 2
            cell.lifetimeRange = 0.5
            cell.velocityRange = 15
            cell.emissionRange = .pi
            cell.yAcceleration = 30
            cell.spin = 1
            cell.spinRange = 2
            cell.scaleRange = 0.3
            cell.alphaRange = 0.2
            cell.alphaSpeed = -0.3
        }
        let (a, _) = scene(seed: 7, configure), (b, _) = scene(seed: 7, configure), (c, _) = scene(seed: 7, configure)
        let (other, _) = scene(seed: 8, configure)
        for root in [a, b, c, other] { _ = root.runUpdateCycle() }
        for step in 1...60 {
            MediaClock.advance(by: 1.0 / 60)
            _ = a.runUpdateCycle()
            if step.isMultiple(of: 2) { _ = b.runUpdateCycle() }
        }
        let (pa, pb, pc) = (particles(a), particles(b), particles(c))
        #expect(pa.count >= 37 && pa == pb && pa == pc)
        #expect(particles(other) != pa, "another seed, other values")
    }

    @Test("A cell's beginTime shifts its local time: −2 s has been emitting for 2 s at the start, +1 s waits")
    func cellTiming() {
        MediaClock.useManualTime(60)
        defer { MediaClock.useSystemTime() }
        let (early, _) = scene { _, cell in cell.beginTime = -2 }
        #expect(particles(early).map(\.center) == [CGPoint(x: 50, y: 50), CGPoint(x: 30, y: 50), CGPoint(x: 10, y: 50)])
        let (late, _) = scene { _, cell in cell.beginTime = 1 }
        #expect(particles(late).isEmpty)
        MediaClock.advance(by: 1.5)
        #expect(particles(late).map(\.center) == [CGPoint(x: 20, y: 50)], "born at 1 s, 0.5 s old")
    }

    @Test("A sub-cell is emitted by each particle of its cell from where that particle is")
    func subCells() {
        MediaClock.useManualTime(30)
        defer { MediaClock.useSystemTime() }
        let (root, _) = scene { _, cell in
            cell.contents = nil  // the parent draws nothing
            cell.velocity = 0
            let spark = CAEmitterCell()
            spark.contents = Self.whiteImage()
            spark.birthRate = 2
            spark.lifetime = 0.4
            spark.velocity = 10
            cell.emitterCells = [spark]
        }
        _ = root.runUpdateCycle()
        MediaClock.advance(by: 1.25)
        // Parent 0 (age 1.25) shows its spark born at age 1; parent 1 (age 0.25) its first.
        #expect(particles(root).map(\.center) == [CGPoint(x: 12.5, y: 50), CGPoint(x: 12.5, y: 50)])
    }
}
