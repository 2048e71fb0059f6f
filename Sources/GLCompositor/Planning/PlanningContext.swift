import Foundation
import LayerTree

/// Where and how a subtree is planned: everything the planner hands down from a layer to its
/// sublayers. Equal contexts plan an unchanged subtree to the same operations, so the context
/// is also what ``PlanCache`` keys a subtree's operations by.
struct PlanningContext: Equatable {
    /// Maps the layer's coordinates to target pixels (flattened).
    var world: CATransform3D
    /// The opacity of everything above, multiplied down the tree.
    var opacity: Float
    /// The clip in force.
    var clip: ClipState
    /// Multiplies the layer's own opacity: a transition's share of it.
    var fade: Float = 1
    /// False draws the layer as it is now, ignoring a running transition.
    var followsTransition = true
    /// The planner's ``FramePlanner/flatteningOrientation`` where the subtree is planned: what a
    /// transform layer's single-sided sublayers are judged against, so part of the cache's key.
    var flatteningOrientation: CGFloat = 1

    /// The same place and opacity, seen as it is now: a side of a running transition.
    func ignoringTransition(world: CATransform3D? = nil, fade: Float = 1) -> PlanningContext {
        PlanningContext(world: world ?? self.world, opacity: opacity, clip: clip, fade: fade, followsTransition: false)
    }
}
