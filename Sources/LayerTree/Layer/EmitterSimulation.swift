import Foundation
import Graphics

/// The particles of a `CAEmitterLayer` at a moment, worked out from their births in closed form
/// (docs/uikit-decisions.md, "Emitter layers"): particle n of a cell is born at the n-th tick of
/// the cell's rate (in the cell's local time) at a point of the emitter's shape, with random
/// values from its own seeded stream, and at age a sits at `p + v·a + ½·g·a²`, turned by
/// `spin·a`, scaled by `scale + scaleSpeed·a`, coloured `color + colorSpeed·a` (clamped).
@MainActor
struct EmitterSimulation {
    /// At most this many particles per cell (the newest kept).
    static let particleLimit = 20_000

    let layer: CAEmitterLayer
    private var images: [RenderEmitter.Image] = []
    private var imageIndex: [ObjectIdentifier: Int] = [:]
    private var born: [(time: Double, particle: RenderEmitter.Particle)] = []

    init(layer: CAEmitterLayer) { self.layer = layer }

    /// The particles alive `time` seconds after the emitter started, in the layer's render order.
    mutating func render(at time: Double) -> RenderEmitter {
        for (i, cell) in (layer.emitterCells ?? []).enumerated() where cell.isEnabled {
            emit(cell, path: UInt64(i + 1), parentTime: time, parent: nil)
        }
        var order = born
        switch layer.renderMode {
        case .unordered: break
        case .oldestLast: order.sort { $0.time > $1.time }
        default: order.sort { $0.time < $1.time }
        }
        return RenderEmitter(images: images, particles: order.map(\.particle), isAdditive: layer.renderMode == .additive)
    }

    /// A particle in flight, in its cell's local time: born at `birth`, alive for `life`,
    /// moving from `position`; `absoluteBirth` is its birth in the emitter's time (for ordering)
    /// and `key` names it among all particles (its sub-particles' streams derive from it).
    struct Flight {
        var birth: Double
        var absoluteBirth: Double
        var life: Double
        var position: CGPoint
        /// Points per second along x and y.
        var velocity: (x: Double, y: Double)
        /// Points per second squared along x and y.
        var acceleration: (x: Double, y: Double)
        var key: UInt64

        func position(atAge age: Double) -> CGPoint {
            let x = Double(position.x) + velocity.x * age + acceleration.x * age * age / 2
            let y = Double(position.y) + velocity.y * age + acceleration.y * age * age / 2
            return CGPoint(x: x, y: y)
        }
    }

    /// Emits `cell`'s particles alive at `parentTime`: seconds in the emitter's time, or, for a
    /// sub-cell, the age of the `parent` particle that emits it along its path while it lives.
    private mutating func emit(_ cell: CAEmitterCell, path: UInt64, parentTime: Double, parent: Flight?) {
        let speed = Double(cell.speed)
        guard speed > 0 else { return }
        let toLocal = { (t: Double) in (t - cell.beginTime) * speed + cell.timeOffset }
        let toParent = { (local: Double) in (local - cell.timeOffset) / speed + cell.beginTime }
        let now = toLocal(parentTime)
        let subCells = (cell.emitterCells ?? []).filter(\.isEnabled)
        let lifeScale = Double(layer.lifetime)
        func longest(_ c: CAEmitterCell) -> Double { max(0, Double(c.lifetime) + abs(Double(c.lifetimeRange))) * lifeScale }
        let reach = longest(cell) + (subCells.map(longest).max() ?? 0)
        var end = cell.duration > 0 ? cell.duration : .infinity
        if let parent { end = min(end, toLocal(parent.life)) }
        let schedule = parent == nil ? layer.schedule : EmissionSchedule()
        let rate = Double(cell.birthRate) * (parent == nil ? 1 : Double(layer.birthRate))
        let mapping: (Double) -> Double = parent == nil ? toLocal : { $0 }  // a sub-cell's schedule is local already
        let births = schedule.births(
            cellRate: rate, end: end, from: now - reach, to: now, limit: Self.particleLimit, toLocal: mapping)
        guard !births.isEmpty else { return }
        let image = imageIndex(of: cell)
        let cellKey = path ^ (parent?.key ?? 0) &* 0x100_0000_01B3
        for (index, birth) in births {
            var random = ParticleRandom(seed: layer.seed, cell: cellKey, index: index)
            let parentAge = toParent(birth)
            var flight = launch(cell, birth: birth, origin: parent.map { $0.position(atAge: parentAge) }, random: &random)
            flight.absoluteBirth = (parent?.absoluteBirth ?? 0) + parentAge
            flight.key = cellKey &* 0x9E37_79B9 &+ UInt64(index)
            let age = now - birth
            guard age >= 0 else { continue }
            for (j, sub) in subCells.enumerated() {
                emit(sub, path: path &* 31 &+ UInt64(j + 1), parentTime: age, parent: flight)
            }
            guard age < flight.life, let image else { continue }
            born.append((flight.absoluteBirth, particle(cell, flight, age: age, image: image, random: &random)))
        }
    }

    /// A particle's birth: life, place on the shape (or the parent's place), velocity.
    private func launch(_ cell: CAEmitterCell, birth: Double, origin: CGPoint?, random: inout ParticleRandom) -> Flight {
        let life = max(0, Double(cell.lifetime) + Double(cell.lifetimeRange) * random.signed()) * Double(layer.lifetime)
        let place = (random.unit(), random.unit(), random.unit())
        let position = origin ?? shapePoint(place)
        let speed = (Double(cell.velocity) + Double(cell.velocityRange) * random.signed()) * Double(layer.velocity)
        let longitude = Double(cell.emissionLongitude) + Double(cell.emissionRange) * (random.unit() - 0.5)
        let inPlane = cos(Double(cell.emissionLatitude))
        return Flight(
            birth: birth, absoluteBirth: birth, life: life, position: position,
            velocity: (speed * cos(longitude) * inPlane, speed * sin(longitude) * inPlane),
            acceleration: (Double(cell.xAcceleration), Double(cell.yAcceleration)), key: 0)
    }

    /// What a particle shows at `age`.
    private func particle(
        _ cell: CAEmitterCell, _ flight: Flight, age: Double, image: Int, random: inout ParticleRandom
    ) -> RenderEmitter.Particle {
        let scale0 = Double(cell.scale) + Double(cell.scaleRange) * random.signed()
        let spin = (Double(cell.spin) + Double(cell.spinRange) * random.signed()) * Double(layer.spin)
        let base = cell.color ?? CGColor(gray: 1, alpha: 1)
        func channel(_ value: CGFloat, _ range: Float, _ speed: Float) -> Float {
            Float(min(max(Double(value) + Double(range) * random.signed() + Double(speed) * age, 0), 1))
        }
        let red = channel(base.red, cell.redRange, cell.redSpeed)
        let green = channel(base.green, cell.greenRange, cell.greenSpeed)
        let blue = channel(base.blue, cell.blueRange, cell.blueSpeed)
        let alpha = channel(base.alpha, cell.alphaRange, cell.alphaSpeed)
        return RenderEmitter.Particle(
            image: image, center: flight.position(atAge: age), rotation: CGFloat(spin * age),
            scale: CGFloat(max(0, scale0 + Double(cell.scaleSpeed) * age) * Double(layer.scale)),
            color: (red, green, blue, alpha))
    }

    /// A point of the emitter's shape for three uniform values, by `emitterMode`: on the outline,
    /// or anywhere in the (flattened) shape.
    private func shapePoint(_ u: (Double, Double, Double)) -> CGPoint {
        let c = layer.emitterPosition, size = layer.emitterSize
        let w = Double(size.width), h = Double(size.height)
        let outline = layer.emitterMode == .outline
        switch layer.emitterShape {
        case .line:
            let x = outline ? (u.0 < 0.5 ? -0.5 : 0.5) : u.0 - 0.5
            return CGPoint(x: Double(c.x) + x * w, y: Double(c.y))
        case .rectangle, .cuboid:
            guard outline, w + h > 0 else { return CGPoint(x: Double(c.x) + (u.0 - 0.5) * w, y: Double(c.y) + (u.1 - 0.5) * h) }
            var d = u.0 * 2 * (w + h)  // along the perimeter from the top-left corner, clockwise
            let left = Double(c.x) - w / 2, top = Double(c.y) - h / 2
            if d < w { return CGPoint(x: left + d, y: top) }
            d -= w
            if d < h { return CGPoint(x: left + w, y: top + d) }
            d -= h
            if d < w { return CGPoint(x: left + w - d, y: top + h) }
            return CGPoint(x: left, y: top + h - (d - w))
        case .circle, .sphere:
            let angle = u.0 * 2 * .pi, radius = w / 2 * (outline ? 1 : u.1.squareRoot())
            return CGPoint(x: Double(c.x) + radius * cos(angle), y: Double(c.y) + radius * sin(angle))
        default:
            return c
        }
    }

    /// The index of `cell`'s image among the emitter's, added on first use; nil when it has none.
    private mutating func imageIndex(of cell: CAEmitterCell) -> Int? {
        if let index = imageIndex[ObjectIdentifier(cell)] { return index }
        guard let image = cell.contents as? CGImage else { return nil }
        let content: RenderContent
        if let cached = cell.renderedImage, cached.version == cell.contentsVersion, cached.scale == cell.contentsScale {
            content = cached
        } else {
            content = RenderContent(
                id: cell.imageID, version: cell.contentsVersion, baseVersion: cell.contentsVersion, dirtyRects: [],
                image: image.pixels, scale: cell.contentsScale, isOpaque: false)
            cell.renderedImage = content
        }
        let rect = cell.contentsRect
        let size = CGSize(
            width: CGFloat(image.pixels.width) * rect.width / cell.contentsScale,
            height: CGFloat(image.pixels.height) * rect.height / cell.contentsScale)
        images.append(RenderEmitter.Image(content: content, contentsRect: rect, size: size))
        imageIndex[ObjectIdentifier(cell)] = images.count - 1
        return images.count - 1
    }
}
