import Foundation

/// A layer's own timeline, as Core Animation gives every layer one: its local time is
/// `(parent's local time − beginTime) × speed + timeOffset`, composed down the superlayer chain
/// from the media clock's global time (a mask's parent is the layer it masks). The layer's
/// animations, and its sublayers', run in that time: `layer.speed = 0` freezes them all.
///
/// A layer's `duration` of 0 (the default) leaves its local time unbounded. A positive
/// `duration` gives it the animation timing model: cycles of `duration` (backwards too with
/// `autoreverses`), repeated by `repeatCount` or for `repeatDuration`; outside that active span
/// the layer's animations show nothing unless `fillMode` holds the edge (docs/uikit-decisions.md).
extension CALayer: CAMediaTiming {
    /// When the layer's time starts, in its superlayer's time. 0 by default.
    public var beginTime: CFTimeInterval {
        get { layerTiming.beginTime }
        set { setTiming("beginTime", newValue) { $0.beginTime = newValue } }
    }

    /// The length of one cycle of the layer's time; 0 (the default) runs it unbounded.
    public var duration: CFTimeInterval {
        get { layerTiming.duration }
        set { setTiming("duration", newValue, allowsInfinity: true) { $0.duration = max(0, newValue) } }
    }

    /// How fast the layer's time runs against its superlayer's; 0 stops it. 1 by default.
    public var speed: Float {
        get { layerTiming.speed }
        set { setTiming("speed", Double(newValue)) { $0.speed = newValue } }
    }

    /// Added to the layer's local time. 0 by default.
    public var timeOffset: CFTimeInterval {
        get { layerTiming.timeOffset }
        set { setTiming("timeOffset", newValue) { $0.timeOffset = newValue } }
    }

    /// How many cycles of `duration` the layer's time runs (with a positive `duration`).
    public var repeatCount: Float {
        get { layerTiming.repeatCount }
        set { setTiming("repeatCount", Double(newValue), allowsInfinity: true) { $0.repeatCount = newValue } }
    }

    /// For how long cycles of `duration` repeat (with a positive `duration`).
    public var repeatDuration: CFTimeInterval {
        get { layerTiming.repeatDuration }
        set { setTiming("repeatDuration", newValue, allowsInfinity: true) { $0.repeatDuration = newValue } }
    }

    /// Whether each cycle of the layer's time runs backwards after forwards.
    public var autoreverses: Bool {
        get { layerTiming.autoreverses }
        set { setTiming("autoreverses", 0) { $0.autoreverses = newValue } }
    }

    /// What the layer's animations show outside its active time (with a positive `duration`).
    public var fillMode: CAMediaTimingFillMode {
        get { layerTiming.fillMode }
        set { setTiming("fillMode", 0) { $0.fillMode = newValue } }
    }

    /// `t`, a time in `l`'s time space (the media clock's global time when `l` is nil, as
    /// `CACurrentMediaTime()` gives it), in the receiver's time space.
    public func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        linearLocalTime(fromGlobal: l?.globalTime(fromLocal: t) ?? t)
    }

    /// `t`, a time in the receiver's time space, in `l`'s (the global time when `l` is nil).
    public func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        let global = globalTime(fromLocal: t)
        return l?.linearLocalTime(fromGlobal: global) ?? global
    }

    /// The time the layer's animations run in at the global time `time`; nil while a layer with
    /// a bounded timeline (positive `duration`) is outside its active time without a fill.
    /// When no layer has timing of its own, this is `time` and nothing is computed.
    func animationTime(atGlobal time: CFTimeInterval) -> CFTimeInterval? {
        guard LayerTimeline.hasTimedLayers else { return time }
        guard let parentTime = timeParent.map({ $0.animationTime(atGlobal: time) }) ?? time else { return nil }
        return layerTiming.isDefault ? parentTime : layerTiming.layerTime(fromParent: parentTime)
    }

    /// The layer whose time this layer's time runs in: its superlayer, or the layer it masks.
    var timeParent: CALayer? { superlayer ?? maskedLayer }

    private func linearLocalTime(fromGlobal time: CFTimeInterval) -> CFTimeInterval {
        let parentTime = timeParent?.linearLocalTime(fromGlobal: time) ?? time
        return layerTiming.linearTime(fromParent: parentTime)
    }

    private func globalTime(fromLocal time: CFTimeInterval) -> CFTimeInterval {
        let parentTime = layerTiming.parentTime(fromLinear: time)
        return timeParent?.globalTime(fromLocal: parentTime) ?? parentTime
    }

    /// Applies a timing change: refuses NaN (and infinity where it means nothing), then
    /// redraws every animated layer of the subtree, whose presentation depends on it.
    private func setTiming(
        _ name: String, _ value: Double, allowsInfinity: Bool = false, _ change: (inout MediaTiming) -> Void
    ) {
        guard !value.isNaN, allowsInfinity || value.isFinite else {
            return LayerTreeDiagnostics.report("CALayer.\(name)", "\(value) is not a time")
        }
        var timing = layerTiming
        change(&timing)
        guard timing != layerTiming else { return }
        layerTiming = timing
        LayerTimeline.noteTiming(of: self)
        redrawAnimatedSubtree()
    }

    /// Drops the committed snapshots of the layers of this subtree that animate.
    func redrawAnimatedSubtree() {
        if hasAnimations {
            renderPropertyDidChange()
            AnimationEngine.register(self)
        }
        for sublayer in sublayerList { sublayer.redrawAnimatedSubtree() }
        mask?.redrawAnimatedSubtree()
    }
}

extension MediaTiming {
    /// Whether this is the timing of a layer that has none of its own.
    var isDefault: Bool { self == MediaTiming() }

    /// `(parent − beginTime) × speed + timeOffset`: the layer's time before any cycles fold it.
    func linearTime(fromParent time: CFTimeInterval) -> CFTimeInterval {
        (time - beginTime) * Double(speed) + timeOffset
    }

    /// The inverse of ``linearTime(fromParent:)``; a stopped timeline (speed 0) maps every
    /// parent time to one local time, and back to its `beginTime`.
    func parentTime(fromLinear time: CFTimeInterval) -> CFTimeInterval {
        speed == 0 ? beginTime : (time - timeOffset) / Double(speed) + beginTime
    }

    /// A layer's time at its parent's `time`: unbounded when `duration` is 0; otherwise folded
    /// into cycles as an animation's is, nil outside the active time unless filled.
    func layerTime(fromParent time: CFTimeInterval) -> CFTimeInterval? {
        guard duration > 0 else { return linearTime(fromParent: time) }
        switch phase(at: time) {
        case .active(let progress): return progress * duration
        case .before(let filled): return filled ? 0 : nil
        case .after(let progress, let filled): return filled ? progress * duration : nil
        }
    }
}

/// The layers with timing of their own. While there are none, layer times are the global time
/// and nothing walks the superlayer chain.
@MainActor
enum LayerTimeline {
    private struct WeakLayer { weak var layer: CALayer? }
    private static var timedLayers: [ObjectIdentifier: WeakLayer] = [:]

    static var hasTimedLayers: Bool { !timedLayers.isEmpty }

    /// Records whether `layer` now has timing of its own.
    static func noteTiming(of layer: CALayer) {
        timedLayers[ObjectIdentifier(layer)] = layer.layerTiming.isDefault ? nil : WeakLayer(layer: layer)
    }

    /// Forgets released layers (called once a frame while there are timed layers).
    static func dropReleased() {
        guard hasTimedLayers else { return }
        timedLayers = timedLayers.filter { $0.value.layer != nil }
    }
}
