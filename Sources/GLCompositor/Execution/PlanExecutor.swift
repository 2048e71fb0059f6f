import Foundation
import Graphics
import LayerTree

/// A backend that draws ``FramePlan``s: the small table of entry points every executor fills
/// in, as a wlroots renderer fills in its render-pass functions. The compositor's
/// ``FrameExecutor``, the raw-GL floor ``DirectPlanPainter`` and glbench's Cairo baseline
/// implement it, so each draws exactly what the planner asked for.
///
/// A pass begins, its operations are drawn one by one — by the entry point for their source —
/// and it ends; passes run in plan order, so a pass's result is ready before a later one
/// composites it. The one `switch` over ``DrawOp/Source`` is ``draw(_:in:)``: a new kind of
/// source adds an entry point here, and the compiler points at every backend that lacks it.
package protocol PlanExecutor: AnyObject {
    associatedtype Failure: Error

    /// Starts `pass`: makes its target the destination of the operations that follow (the
    /// frame's target for the plan's last pass).
    func beginPass(_ pass: PlannedPass, of plan: FramePlan) throws(Failure)

    /// Fills the operation's quad with `color` (premultiplied), faded by its opacity.
    func fill(_ op: DrawOp, color: PremultipliedRGBA, in pass: PlannedPass) throws(Failure)

    /// Draws the `textureRect` part (normalized) of `content` over the operation's quad, over
    /// its underlay when it has one.
    func draw(_ op: DrawOp, content: RenderContent, textureRect: CGRect, in pass: PlannedPass) throws(Failure)

    /// Composites the result of the earlier pass `source` over the operation's quad, gated by
    /// the alpha of the pass `mask` when there is one.
    func composite(_ op: DrawOp, pass source: Int, mask: Int?, in pass: PlannedPass) throws(Failure)

    /// Fills the operation's quad with `gradient`, evaluated at each point of the quad.
    func draw(_ op: DrawOp, gradient: RenderGradient, in pass: PlannedPass) throws(Failure)

    /// Fills the operation's quad with a rounded rect's blurred coverage (a shadow).
    func draw(_ op: DrawOp, blurredRect: BlurredRect, in pass: PlannedPass) throws(Failure)

    /// Fills the operation's quad with a circular arc's stroke, cut and capped.
    func draw(_ op: DrawOp, arcStroke: RenderArcStroke, in pass: PlannedPass) throws(Failure)

    /// Fills the operation's quad with what lies behind it (the pass `filter.pass`), blurred,
    /// saturated and tinted as `filter` says.
    func draw(_ op: DrawOp, backdrop filter: BackdropFilter, in pass: PlannedPass) throws(Failure)

    /// Composites the shadow of the earlier pass `source`: its alpha blurred by a Gaussian of
    /// `shadow.sigma` pixels (in the pass's own) and tinted, over the operation's quad.
    func composite(_ op: DrawOp, shadowOf source: Int, _ shadow: PassShadow, in pass: PlannedPass) throws(Failure)

    /// Ends `pass`: its result may now be composited by later passes.
    func endPass(_ pass: PlannedPass, of plan: FramePlan) throws(Failure)
}

extension PlanExecutor {
    /// Draws `op` through the entry point for its source.
    package func draw(_ op: DrawOp, in pass: PlannedPass) throws(Failure) {
        switch op.source {
        case .color(let color): try fill(op, color: color, in: pass)
        case .content(let content, let textureRect): try draw(op, content: content, textureRect: textureRect, in: pass)
        case .pass(let source, let mask): try composite(op, pass: source, mask: mask, in: pass)
        case .gradient(let gradient): try draw(op, gradient: gradient, in: pass)
        case .blurredRect(let shadow): try draw(op, blurredRect: shadow, in: pass)
        case .arcStroke(let arc): try draw(op, arcStroke: arc, in: pass)
        case .shadow(let source, let shadow): try composite(op, shadowOf: source, shadow, in: pass)
        case .backdrop(let filter): try draw(op, backdrop: filter, in: pass)
        }
    }

    /// Draws every pass of `plan` in order, every operation of each.
    package func drawPasses(of plan: FramePlan) throws(Failure) {
        for pass in plan.passes {
            try beginPass(pass, of: plan)
            for op in pass.ops { try draw(op, in: pass) }
            try endPass(pass, of: plan)
        }
    }
}

extension FramePlan {
    /// Whether `pass` is the main pass, drawn into the frame's target.
    package func isMain(_ pass: PlannedPass) -> Bool { pass.index == passes.count - 1 }
}
