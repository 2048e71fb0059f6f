import Foundation
import GLCompositor
import Graphics

extension SoftwareCompositor {
    /// Draws every operation of every pass of `plan` as ``DirectPlanPainter`` does, with Cairo.
    func composite(_ plan: FramePlan) {
        clear(premultipliedRed: 0, green: 0, blue: 0, alpha: 0)
        for pass in plan.passes {
            for op in pass.ops { draw(op) }
        }
    }

    /// Draws the unit square through the operation's placement (unit square → quad → world).
    private func draw(_ op: DrawOp) {
        let p = op.placement
        let transform = CGAffineTransform(a: p.m11, b: p.m12, c: p.m21, d: p.m22, tx: p.m41, ty: p.m42)
        let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
        let clip = op.scissor?.cgRect
        let opacity = Double(op.opacity)
        switch op.source {
        case .color(let c):
            fill(
                unit, transform: transform, premultipliedRed: Double(c.red), green: Double(c.green),
                blue: Double(c.blue), alpha: Double(c.alpha), opacity: opacity, clip: clip)
        case .content(let content, let textureRect):
            if let u = op.underlay {
                fill(
                    unit, transform: transform, premultipliedRed: Double(u.red), green: Double(u.green),
                    blue: Double(u.blue), alpha: Double(u.alpha), opacity: opacity, clip: clip)
            }
            draw(
                content.image, key: content.id.rawValue, version: content.version, in: unit,
                textureRect: textureRect, transform: transform, opacity: opacity, clip: clip)
        case .pass:
            fill(
                unit, transform: transform, premultipliedRed: 0.25, green: 0.25, blue: 0.25, alpha: 0.5,
                opacity: opacity, clip: clip)
        }
    }
}
