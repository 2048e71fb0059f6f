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

    private func draw(_ op: DrawOp) {
        let w = op.world
        let transform = CGAffineTransform(a: w.m11, b: w.m12, c: w.m21, d: w.m22, tx: w.m41, ty: w.m42)
        let clip = op.scissor?.cgRect
        let opacity = Double(op.opacity)
        switch op.source {
        case .color(let c):
            fill(op.quad, transform: transform, premultipliedRed: Double(c.red), green: Double(c.green),
                 blue: Double(c.blue), alpha: Double(c.alpha), opacity: opacity, clip: clip)
        case .content(let content, let textureRect):
            if let u = op.underlay {
                fill(op.quad, transform: transform, premultipliedRed: Double(u.red), green: Double(u.green),
                     blue: Double(u.blue), alpha: Double(u.alpha), opacity: opacity, clip: clip)
            }
            draw(content.image, key: content.id.rawValue, version: content.version, in: op.quad,
                 textureRect: textureRect, transform: transform, opacity: opacity, clip: clip)
        case .pass:
            fill(op.quad, transform: transform, premultipliedRed: 0.25, green: 0.25, blue: 0.25, alpha: 0.5,
                 opacity: opacity, clip: clip)
        }
    }
}
