import Foundation
import Graphics

/// A `CAReplicatorLayer`'s instances as the compositor draws them: its sublayers drawn
/// `count` times, instance k moved by `transform` applied k times about the layer's centre and
/// tinted by `color + k × colorOffset` (straight RGBA, clamped to 0…1).
public struct RenderReplication: Sendable {
    public let count: Int
    public let transform: CATransform3D
    public let color: (red: Float, green: Float, blue: Float, alpha: Float)
    public let colorOffset: (red: Float, green: Float, blue: Float, alpha: Float)
    /// With an `instanceDelay` and animated sublayers: the sublayers of instances 1, 2, … as they
    /// show `k × instanceDelay` earlier (instance 0 draws the layer's own sublayers). Empty when
    /// every instance shows the same moment.
    public let delayedSublayers: [[RenderLayer]]

    /// The sublayers instance `k` draws: the delayed ones where there are, else `sublayers`.
    public func sublayers(ofInstance k: Int, _ sublayers: [RenderLayer]) -> [RenderLayer] {
        k > 0 && k <= delayedSublayers.count ? delayedSublayers[k - 1] : sublayers
    }

    /// The tint of instance `k`.
    public func tint(of k: Int) -> (red: Float, green: Float, blue: Float, alpha: Float) {
        func channel(_ base: Float, _ step: Float) -> Float { min(max(base + Float(k) * step, 0), 1) }
        return (
            channel(color.red, colorOffset.red), channel(color.green, colorOffset.green),
            channel(color.blue, colorOffset.blue), channel(color.alpha, colorOffset.alpha)
        )
    }
}
