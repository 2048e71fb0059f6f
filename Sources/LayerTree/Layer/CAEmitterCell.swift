import Foundation
import Graphics

/// One kind of particle a `CAEmitterLayer` emits, as Core Animation's `CAEmitterCell`: how many
/// are born per second, how long they live, how they move, turn, grow and change colour, and the
/// image they show. Every "range" varies a particle's value by up to that much either way
/// (uniformly, from the layer's seeded generator); every "speed" changes it per second of the
/// particle's life. A cell's `emitterCells` are emitted by each of its particles in turn.
///
/// Defaults are Core Animation's: nothing is born (`birthRate` 0) and particles live 0 s until
/// told; `scale` 1, `contentsScale` 1, `contentsRect` the unit square, opaque white `color`,
/// linear filters.
@preconcurrency @MainActor
open class CAEmitterCell: CAMediaTiming {
    /// Identifies the cell in key paths (`emitterCells.<name>.birthRate`).
    open var name: String?
    /// Whether the cell emits; true by default.
    open var isEnabled = true
    /// Particles born per second (multiplied by the layer's `birthRate`). Negative and non-finite
    /// rates are refused with a diagnostic.
    open var birthRate: Float = 0 { didSet { birthRate = checked(birthRate, oldValue, "birthRate", atLeastZero: true) } }
    /// Seconds a particle lives (multiplied by the layer's `lifetime`).
    open var lifetime: Float = 0 { didSet { lifetime = checked(lifetime, oldValue, "lifetime", atLeastZero: true) } }
    open var lifetimeRange: Float = 0 { didSet { lifetimeRange = checked(lifetimeRange, oldValue, "lifetimeRange") } }
    /// The angle from the layer's plane towards z at which particles leave (0: in the plane).
    open var emissionLatitude: CGFloat = 0 {
        didSet { emissionLatitude = checked(emissionLatitude, oldValue, "emissionLatitude") }
    }
    /// The direction in the layer's plane particles leave in, radians from +x towards +y.
    open var emissionLongitude: CGFloat = 0 {
        didSet { emissionLongitude = checked(emissionLongitude, oldValue, "emissionLongitude") }
    }
    /// The width of the cone of directions about the emission angle, in radians (2π: every way).
    open var emissionRange: CGFloat = 0 { didSet { emissionRange = checked(emissionRange, oldValue, "emissionRange") } }
    /// Points per second at birth (multiplied by the layer's `velocity`).
    open var velocity: CGFloat = 0 { didSet { velocity = checked(velocity, oldValue, "velocity") } }
    open var velocityRange: CGFloat = 0 { didSet { velocityRange = checked(velocityRange, oldValue, "velocityRange") } }
    /// Acceleration in points per second squared (y grows downwards).
    open var xAcceleration: CGFloat = 0 { didSet { xAcceleration = checked(xAcceleration, oldValue, "xAcceleration") } }
    open var yAcceleration: CGFloat = 0 { didSet { yAcceleration = checked(yAcceleration, oldValue, "yAcceleration") } }
    open var zAcceleration: CGFloat = 0 { didSet { zAcceleration = checked(zAcceleration, oldValue, "zAcceleration") } }
    /// The particle's size relative to its image's (multiplied by the layer's `scale`).
    open var scale: CGFloat = 1 { didSet { scale = checked(scale, oldValue, "scale") } }
    open var scaleRange: CGFloat = 0 { didSet { scaleRange = checked(scaleRange, oldValue, "scaleRange") } }
    open var scaleSpeed: CGFloat = 0 { didSet { scaleSpeed = checked(scaleSpeed, oldValue, "scaleSpeed") } }
    /// Radians per second the particle turns (multiplied by the layer's `spin`).
    open var spin: CGFloat = 0 { didSet { spin = checked(spin, oldValue, "spin") } }
    open var spinRange: CGFloat = 0 { didSet { spinRange = checked(spinRange, oldValue, "spinRange") } }
    /// Multiplies the image's colours; opaque white by default.
    open var color: CGColor? = CGColor(gray: 1, alpha: 1)
    open var redRange: Float = 0 { didSet { redRange = checked(redRange, oldValue, "redRange") } }
    open var greenRange: Float = 0 { didSet { greenRange = checked(greenRange, oldValue, "greenRange") } }
    open var blueRange: Float = 0 { didSet { blueRange = checked(blueRange, oldValue, "blueRange") } }
    open var alphaRange: Float = 0 { didSet { alphaRange = checked(alphaRange, oldValue, "alphaRange") } }
    open var redSpeed: Float = 0 { didSet { redSpeed = checked(redSpeed, oldValue, "redSpeed") } }
    open var greenSpeed: Float = 0 { didSet { greenSpeed = checked(greenSpeed, oldValue, "greenSpeed") } }
    open var blueSpeed: Float = 0 { didSet { blueSpeed = checked(blueSpeed, oldValue, "blueSpeed") } }
    open var alphaSpeed: Float = 0 { didSet { alphaSpeed = checked(alphaSpeed, oldValue, "alphaSpeed") } }
    /// The particle's image: a `CGImage`; a cell without one draws nothing itself.
    open var contents: Any? { didSet { contentsVersion = ContentVersion.next() } }
    /// The part of `contents` shown, in unit coordinates.
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// Pixels of `contents` per point of the particle.
    open var contentsScale: CGFloat = 1 {
        didSet {
            guard contentsScale.isFinite, contentsScale > 0 else {
                LayerTreeDiagnostics.report("CAEmitterCell.contentsScale", "invalid scale \(contentsScale)")
                contentsScale = oldValue
                return
            }
        }
    }
    /// The filters used to shrink and enlarge `contents` (`"linear"` by default; drawn linear).
    open var minificationFilter = "linear"
    open var magnificationFilter = "linear"
    open var minificationFilterBias: Float = 0
    /// Cells each particle of this cell emits.
    open var emitterCells: [CAEmitterCell]?
    /// Unused here; kept for key-value coding, as Core Animation's.
    open var style: [AnyHashable: Any]?

    // CAMediaTiming: the cell emits while its local time `(t − beginTime) × speed + timeOffset`
    // lies in 0…duration (forever when duration is 0), t counting from the emitter's start (or,
    // for a sub-cell, its parent particle's birth).
    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed

    /// Versions `contents`, so the compositor keeps the cell's texture while it is the same image.
    var contentsVersion = ContentVersion.next()
    /// The identity of the cell's image in render trees.
    let imageID = LayerID.make()
    /// The image as last committed, reused while `contents` and `contentsScale` stay.
    var renderedImage: RenderContent?

    /// A cell with Core Animation's defaults.
    public init() {}

    /// Core Animation's default for `key`: nil (defaults are the properties' initial values).
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// Whether an archive keeps the value of `key`: true, as in Core Animation.
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    private func checked<Value: BinaryFloatingPoint>(_ value: Value, _ old: Value, _ key: String, atLeastZero: Bool = false)
        -> Value
    {
        guard value.isFinite, !atLeastZero || value >= 0 else {
            LayerTreeDiagnostics.report("CAEmitterCell.\(key)", "invalid value \(value)")
            return old
        }
        return value
    }
}
