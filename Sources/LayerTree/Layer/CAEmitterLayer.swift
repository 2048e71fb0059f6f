import Foundation
import Graphics

/// A layer that emits, moves and draws particles, as Core Animation's `CAEmitterLayer`. Each of
/// its `emitterCells` emits particles from `emitterShape`; the layer's `birthRate`, `lifetime`,
/// `velocity`, `scale` and `spin` multiply every cell's.
///
/// Particles are simulated deterministically on the media clock: particle n of a cell is born at
/// `n / rate` seconds after the emitter started and draws its random values from a generator
/// seeded by `seed`, the cell and n, and its state at time t is worked out from its birth in
/// closed form — so a frame at time t is the same whatever frames came before, and two emitters
/// with the same seed show the same particles. The compositor draws every particle of a cell
/// from the cell's one image (one texture), placed, turned, scaled and tinted per particle.
open class CAEmitterLayer: CALayer {
    /// The cells emitted; nil (nothing) by default.
    open var emitterCells: [CAEmitterCell]? { didSet { renderPropertyDidChange() } }
    /// Multiplies every cell's birth rate; 1 by default. A change starts a new emission segment
    /// (particles already born keep their times).
    open var birthRate: Float = 1 {
        didSet {
            birthRate = checked(birthRate, oldValue, "birthRate", atLeastZero: true)
            if birthRate != oldValue { schedule.changeRate(to: Double(birthRate), at: emitterTime) }
        }
    }
    /// Multiplies every cell's lifetime; 1 by default.
    open var lifetime: Float = 1 { didSet { lifetime = checked(lifetime, oldValue, "lifetime", atLeastZero: true) } }
    /// The centre of the emission shape, in the layer's coordinates.
    open var emitterPosition = CGPoint.zero {
        didSet {
            if !(emitterPosition.x.isFinite && emitterPosition.y.isFinite) {
                LayerTreeDiagnostics.report("CAEmitterLayer.emitterPosition", "non-finite point \(emitterPosition)")
                emitterPosition = oldValue
            }
        }
    }
    open var emitterZPosition: CGFloat = 0 {
        didSet { emitterZPosition = checked(emitterZPosition, oldValue, "emitterZPosition") }
    }
    /// The size of the emission shape.
    open var emitterSize = CGSize.zero {
        didSet {
            if !(emitterSize.width.isFinite && emitterSize.height.isFinite && emitterSize.width >= 0 && emitterSize.height >= 0) {
                LayerTreeDiagnostics.report("CAEmitterLayer.emitterSize", "invalid size \(emitterSize)")
                emitterSize = oldValue
            }
        }
    }
    open var emitterDepth: CGFloat = 0 { didSet { emitterDepth = checked(emitterDepth, oldValue, "emitterDepth") } }
    /// `.point` by default.
    open var emitterShape: CAEmitterLayerEmitterShape = .point
    /// `.volume` by default.
    open var emitterMode: CAEmitterLayerEmitterMode = .volume
    /// `.unordered` by default.
    open var renderMode: CAEmitterLayerRenderMode = .unordered
    /// Accepted; particles are flattened into the layer's plane, as with `false` (the default).
    open var preservesDepth = false
    /// Multiplies every cell's velocity; 1 by default.
    open var velocity: Float = 1 { didSet { velocity = checked(velocity, oldValue, "velocity") } }
    /// Multiplies every cell's scale; 1 by default.
    open var scale: Float = 1 { didSet { scale = checked(scale, oldValue, "scale") } }
    /// Multiplies every cell's spin; 1 by default.
    open var spin: Float = 1 { didSet { spin = checked(spin, oldValue, "spin") } }
    /// Seeds the random values of the particles; 0 by default.
    open var seed: UInt32 = 0

    /// The media time of the first update cycle that included the layer: its emission starts there.
    var emitterStart: CFTimeInterval?
    /// When the layer's birth rate changed, for births before and after.
    var schedule = EmissionSchedule()
    /// How many particles the last commit showed.
    var shownParticles = 0

    /// An emitter layer with Core Animation's defaults.
    public override init() {
        super.init()
        FrameUpdatedLayers.register(self)
    }

    /// A copy of `layer`'s properties, emission included (presentation copies).
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAEmitterLayer else { return }
        withoutActions {
            emitterCells = other.emitterCells
            birthRate = other.birthRate
            lifetime = other.lifetime
            emitterPosition = other.emitterPosition
            emitterZPosition = other.emitterZPosition
            emitterSize = other.emitterSize
            emitterDepth = other.emitterDepth
            emitterShape = other.emitterShape
            emitterMode = other.emitterMode
            renderMode = other.renderMode
            preservesDepth = other.preservesDepth
            velocity = other.velocity
            scale = other.scale
            spin = other.spin
            seed = other.seed
        }
        emitterStart = other.emitterStart
        schedule = other.schedule
    }

    public required init?(coder: NSCoder) { return nil }

    override class var propertyTable: LayerPropertyTable { emitterProperties }

    static let emitterProperties = CALayer.coreProperties.adding([
        .plain("birthRate", \CAEmitterLayer.birthRate),
        .plain("lifetime", \CAEmitterLayer.lifetime),
        .plain("emitterPosition", \CAEmitterLayer.emitterPosition),
        .plain("emitterZPosition", \CAEmitterLayer.emitterZPosition),
        .plain("emitterSize", \CAEmitterLayer.emitterSize),
        .plain("emitterDepth", \CAEmitterLayer.emitterDepth),
        .plain("velocity", \CAEmitterLayer.velocity),
        .plain("scale", \CAEmitterLayer.scale),
        .plain("spin", \CAEmitterLayer.spin),
        .plain("seed", \CAEmitterLayer.seed),
        .plain("preservesDepth", \CAEmitterLayer.preservesDepth),
    ])

    /// Seconds since the emitter started (0 before), in the layer's time (`speed` 0 freezes it).
    var emitterTime: CFTimeInterval { emitterStart.map { max(0, emitterClock - $0) } ?? 0 }

    /// The frame's time in the layer's time.
    var emitterClock: CFTimeInterval {
        let frameTime = AnimationEngine.frameTime
        return animationTime(atGlobal: frameTime) ?? convertTime(frameTime, from: nil)
    }

    override func committedDrawing(_ state: LayerState) -> RenderLayer.Drawing? {
        guard emitterStart != nil, let cells = emitterCells, !cells.isEmpty else {
            shownParticles = 0
            return nil
        }
        var simulation = EmitterSimulation(layer: self)
        let emitter = simulation.render(at: emitterTime)
        shownParticles = emitter.particles.count
        return emitter.particles.isEmpty ? nil : .particles(emitter)
    }

    private func checked<Value: BinaryFloatingPoint>(_ value: Value, _ old: Value, _ key: String, atLeastZero: Bool = false)
        -> Value
    {
        guard value.isFinite, !atLeastZero || value >= 0 else {
            LayerTreeDiagnostics.report("CAEmitterLayer.\(key)", "invalid value \(value)")
            return old
        }
        if value != old { renderPropertyDidChange() }
        return value
    }
}

extension CAEmitterLayer: FrameUpdated {
    /// Starts the emission at the first cycle that includes the layer, and re-commits it every
    /// cycle while it emits or shows particles (its particles move with the clock).
    func updateBeforeCommit() {
        if emitterStart == nil { emitterStart = emitterClock }
        let emitting = birthRate > 0 && (emitterCells ?? []).contains { $0.isEnabled && $0.birthRate > 0 }
        if emitting || shownParticles > 0 { renderPropertyDidChange() }
    }
}
