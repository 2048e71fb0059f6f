import Foundation
import Graphics

/// A layer that draws its sublayers several times, as Core Animation's `CAReplicatorLayer`:
/// instance k is moved by `instanceTransform` applied k times about the layer's centre and
/// tinted by `instanceColor` plus k times the colour offsets. The instances are drawn by the
/// compositor from the sublayers' one set of contents; nothing is copied in the model.
///
/// With an `instanceDelay`, instance k shows the sublayers' animations `k × instanceDelay`
/// seconds late (a spinner's fading dots): its animated sublayers are snapshotted at that
/// moment, the rest shared. The tint multiplies everything an instance draws, bitmaps included.
open class CAReplicatorLayer: CALayer {
    /// How many times the sublayers are drawn; 1 by default (just the sublayers).
    open var instanceCount = 1 {
        didSet {
            if instanceCount < 0 {
                LayerTreeDiagnostics.report("CAReplicatorLayer.instanceCount", "negative count \(instanceCount)")
                instanceCount = oldValue
            }
            if instanceCount != oldValue { renderPropertyDidChange() }
        }
    }
    /// Moves each instance from the previous one, about the layer's centre. Animatable.
    open var instanceTransform = CATransform3DIdentity {
        didSet {
            guard instanceTransform.isFinite else {
                LayerTreeDiagnostics.report("CAReplicatorLayer.instanceTransform", "non-finite transform")
                instanceTransform = oldValue
                return
            }
            if instanceTransform != oldValue { animatableDidChange("instanceTransform", from: oldValue) }
        }
    }
    /// Seconds by which each instance's animations lag the previous instance's.
    open var instanceDelay: CFTimeInterval = 0 {
        didSet {
            if !instanceDelay.isFinite {
                LayerTreeDiagnostics.report("CAReplicatorLayer.instanceDelay", "non-finite delay")
                instanceDelay = oldValue
            }
            if instanceDelay != oldValue { renderPropertyDidChange() }
        }
    }
    /// Multiplies the first instance's colours; opaque white by default. Animatable.
    open var instanceColor: CGColor? = CGColor(gray: 1, alpha: 1) {
        didSet { if instanceColor != oldValue { animatableDidChange("instanceColor", from: oldValue) } }
    }
    /// Added to the tint's components for each further instance. Animatable.
    open var instanceRedOffset: Float = 0 {
        didSet { instanceRedOffset = acceptedScalar(instanceRedOffset, replacing: oldValue, key: "instanceRedOffset") }
    }
    open var instanceGreenOffset: Float = 0 {
        didSet { instanceGreenOffset = acceptedScalar(instanceGreenOffset, replacing: oldValue, key: "instanceGreenOffset") }
    }
    open var instanceBlueOffset: Float = 0 {
        didSet { instanceBlueOffset = acceptedScalar(instanceBlueOffset, replacing: oldValue, key: "instanceBlueOffset") }
    }
    open var instanceAlphaOffset: Float = 0 {
        didSet { instanceAlphaOffset = acceptedScalar(instanceAlphaOffset, replacing: oldValue, key: "instanceAlphaOffset") }
    }
    /// Accepted; instances are flattened into the layer's plane, as with `false` (the default).
    open var preservesDepth = false

    public override init() {
        super.init()
    }

    /// A copy of `layer`'s properties, replication included (presentation copies).
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAReplicatorLayer else { return }
        withoutActions {
            instanceCount = other.instanceCount
            instanceTransform = other.instanceTransform
            instanceDelay = other.instanceDelay
            instanceColor = other.instanceColor
            instanceRedOffset = other.instanceRedOffset
            instanceGreenOffset = other.instanceGreenOffset
            instanceBlueOffset = other.instanceBlueOffset
            instanceAlphaOffset = other.instanceAlphaOffset
            preservesDepth = other.preservesDepth
        }
    }

    public required init?(coder: NSCoder) { return nil }

    override class var propertyTable: LayerPropertyTable { replicatorProperties }

    static let replicatorProperties = CALayer.coreProperties.adding([
        .animatable("instanceTransform", \CAReplicatorLayer.instanceTransform),
        .animatable("instanceColor", \CAReplicatorLayer.instanceColor),
        .animatable("instanceRedOffset", \CAReplicatorLayer.instanceRedOffset),
        .animatable("instanceGreenOffset", \CAReplicatorLayer.instanceGreenOffset),
        .animatable("instanceBlueOffset", \CAReplicatorLayer.instanceBlueOffset),
        .animatable("instanceAlphaOffset", \CAReplicatorLayer.instanceAlphaOffset),
        .plain("instanceCount", \CAReplicatorLayer.instanceCount),
        .plain("instanceDelay", \CAReplicatorLayer.instanceDelay),
        .plain("preservesDepth", \CAReplicatorLayer.preservesDepth),
    ])

    override func committedReplication(_ state: LayerState) -> RenderReplication? {
        let color = (state.animated("instanceColor") ?? instanceColor) ?? CGColor(gray: 1, alpha: 1)
        return RenderReplication(
            count: instanceCount, transform: state.animated("instanceTransform") ?? instanceTransform,
            color: (Float(color.red), Float(color.green), Float(color.blue), Float(color.alpha)),
            colorOffset: (
                state.animated("instanceRedOffset") ?? instanceRedOffset,
                state.animated("instanceGreenOffset") ?? instanceGreenOffset,
                state.animated("instanceBlueOffset") ?? instanceBlueOffset,
                state.animated("instanceAlphaOffset") ?? instanceAlphaOffset
            ),
            delayedSublayers: delayedSublayers())
    }

    /// The sublayers of instances 1… at their delayed moments; empty when no delay or nothing animates.
    private func delayedSublayers() -> [[RenderLayer]] {
        let shown = sublayerList.filter { !$0.isHidden }
        guard instanceDelay != 0, instanceCount > 1, shown.contains(where: \.subtreeAnimates) else { return [] }
        let now = AnimationEngine.frameTime
        return (1..<instanceCount).map { k in shown.map { $0.snapshot(at: now - Double(k) * instanceDelay) } }
    }
}
