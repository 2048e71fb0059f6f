import Foundation
import GLCompositor
import Graphics
import LayerTree

/// glbench's CPU baseline: a `FramePlan` drawn by Cairo through the same executor contract as
/// the GL backends. A lower bound, not a renderer: every pass's operations land on the one
/// surface, an offscreen pass's composite is a grey fill, and shapes, exact clips and bitmap
/// masks (`DrawOp.mask`) are left out.
final class CairoPlanExecutor: PlanExecutor {
    typealias Failure = Never
    let surface: SoftwareCompositor

    init(width: Int, height: Int) throws {
        surface = try SoftwareCompositor(width: width, height: height)
    }

    /// Clears the surface and draws every operation of every pass.
    func composite(_ plan: FramePlan) {
        surface.clear(premultipliedRed: 0, green: 0, blue: 0, alpha: 0)
        drawPasses(of: plan)
    }

    func beginPass(_ pass: PlannedPass, of plan: FramePlan) {}

    func endPass(_ pass: PlannedPass, of plan: FramePlan) {}

    func fill(_ op: DrawOp, color: PremultipliedRGBA, in pass: PlannedPass) {
        surface.fill(
            Self.unit, transform: Self.transform(of: op), premultipliedRed: Double(color.red), green: Double(color.green),
            blue: Double(color.blue), alpha: Double(color.alpha), opacity: Double(op.opacity), clip: op.scissor?.cgRect)
    }

    func draw(_ op: DrawOp, content: RenderContent, textureRect: CGRect, in pass: PlannedPass) {
        if let underlay = op.underlay { fill(op, color: underlay, in: pass) }
        surface.draw(
            content.image, key: content.id.rawValue, version: content.version, in: Self.unit, textureRect: textureRect,
            transform: Self.transform(of: op), opacity: Double(op.opacity), clip: op.scissor?.cgRect)
    }

    /// A lower bound: the gradient's mean colour, flat.
    func draw(_ op: DrawOp, gradient: RenderGradient, in pass: PlannedPass) {
        let n = Float(gradient.stops.count)
        func mean(_ part: (RenderGradient.Stop) -> Float) -> Float { gradient.stops.map(part).reduce(0, +) / n }
        fill(
            op, color: PremultipliedRGBA(red: mean(\.red), green: mean(\.green), blue: mean(\.blue), alpha: mean(\.alpha)),
            in: pass)
    }

    /// A lower bound: the shadow's colour at half strength over its quad, unblurred.
    func draw(_ op: DrawOp, blurredRect: BlurredRect, in pass: PlannedPass) {
        fill(op, color: blurredRect.color.scaled(by: 0.5), in: pass)
    }

    /// A lower bound: the stroke's colour at a tenth of its strength over its quad.
    func draw(_ op: DrawOp, arcStroke: RenderArcStroke, in pass: PlannedPass) {
        fill(op, color: arcStroke.color.scaled(by: 0.1), in: pass)
    }

    /// A lower bound: the tint alone over the quad, nothing blurred.
    func draw(_ op: DrawOp, backdrop filter: BackdropFilter, in pass: PlannedPass) {
        fill(op, color: filter.tint, in: pass)
    }

    func composite(_ op: DrawOp, pass source: Int, mask: Int?, in pass: PlannedPass) {
        fill(op, color: PremultipliedRGBA(premultipliedRed: 0.25, green: 0.25, blue: 0.25, alpha: 0.5), in: pass)
    }

    /// A lower bound: the shadow's colour at half strength over its quad, unblurred.
    func composite(_ op: DrawOp, shadowOf source: Int, _ shadow: PassShadow, in pass: PlannedPass) {
        fill(op, color: shadow.color.scaled(by: 0.5), in: pass)
    }

    private static let unit = CGRect(x: 0, y: 0, width: 1, height: 1)

    /// The operation's placement (unit square → quad → world) as a 2D transform.
    private static func transform(of op: DrawOp) -> CGAffineTransform {
        let p = op.placement
        return CGAffineTransform(a: p.m11, b: p.m12, c: p.m21, d: p.m22, tx: p.m41, ty: p.m42)
    }
}
