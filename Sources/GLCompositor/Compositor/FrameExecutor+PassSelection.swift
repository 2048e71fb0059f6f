import Foundation
import Graphics
import LayerTree

/// Which passes a frame runs: those its main-pass operations composite (directly or through
/// other passes), the shadows and backdrops they draw, the backdrops whose pixels the
/// frame's target already holds, and whether the bottom fill is a clear.
extension FrameExecutor {
    /// The main pass and the offscreen passes that `mainOps` composite, directly or through
    /// other passes; not the passes of shadows that `isKept` (blurred in an earlier frame).
    static func passesNeeded(
        by mainOps: [DrawOp], in plan: FramePlan, isKept: (PassShadow) -> Bool = { _ in false }
    ) -> Set<Int> {
        let main = plan.passes.count - 1
        var needed: Set<Int> = [main]
        func addSources(of ops: [DrawOp]) {
            for op in ops {
                switch op.source {
                case .pass(let index, let mask):
                    needed.insert(index)
                    if let mask { needed.insert(mask) }
                case .shadow(let index, let shadow): if !isKept(shadow) { needed.insert(index) }
                case .backdrop(let filter): needed.insert(filter.pass)
                case .color, .content, .gradient, .blurredRect, .arcStroke: break
                }
            }
        }
        addSources(of: mainOps)
        for index in stride(from: main - 1, through: 0, by: -1) where needed.contains(index) {
            addSources(of: plan.passes[index].ops)  // passes only refer to earlier ones
        }
        return needed
    }

    /// The shadows `plan` composites, by the index of the pass that casts each.
    static func shadowsCast(in plan: FramePlan) -> [Int: PassShadow] {
        var cast: [Int: PassShadow] = [:]
        for pass in plan.passes {
            for op in pass.ops { if case .shadow(let index, let shadow) = op.source { cast[index] = shadow } }
        }
        return cast
    }

    /// The backdrop filters the needed passes draw, by the index of the pass holding what lies behind.
    static func backdropFilters(in plan: FramePlan, needed: Set<Int>, mainOps: [DrawOp]) -> [Int: BackdropFilter] {
        var filters: [Int: BackdropFilter] = [:]
        for pass in plan.passes where needed.contains(pass.index) {
            for op in plan.isMain(pass) ? mainOps : pass.ops {
                if case .backdrop(let filter) = op.source { filters[filter.pass] = filter }
            }
        }
        return filters
    }

    /// The main-pass backdrops whose pass need not run: when the frame repaints all of the target,
    /// or one damage rect holding the pass's bounds, the target holds exactly what lies behind a
    /// backdrop when the backdrop is drawn (the operations before it, every pixel of the reach
    /// repainted), so its pixels are copied instead of drawn again — unless operations were
    /// culled, which may leave a hole under an opaque operation above the backdrop.
    static func backdropsReadFromTarget(_ plan: FramePlan, mainOps: [DrawOp], damage: [PixelRect]?) -> Set<Int> {
        guard plan.culledOps == 0, (damage?.count ?? 1) == 1 else { return [] }
        var passes: Set<Int> = []
        for op in mainOps {
            guard case .backdrop(let filter) = op.source else { continue }
            if damage?.first.map({ $0.contains(plan.passes[filter.pass].bounds) }) ?? true { passes.insert(filter.pass) }
        }
        return passes
    }

    /// The colour to clear a `width` × `height` main target to instead of drawing the bottom
    /// operation of `ops` (a window's background): an opaque plain colour fill, unscissored,
    /// covering every pixel, whose pixels a clear writes exactly (no blending, the same
    /// premultiplied colour with opacity applied); nil for any other bottom operation.
    static func clearColor(ofBottom ops: [DrawOp], width: Int, height: Int) -> PremultipliedRGBA? {
        guard let bottom = ops.first, case .color(let color) = bottom.source, bottom.shape == nil, bottom.clips.isEmpty,
            bottom.mask == nil, bottom.scissor == nil, let covered = OcclusionCuller.coveredPixels(of: bottom),
            covered.contains(PixelRect(x: 0, y: 0, width: width, height: height))
        else { return nil }
        return color.scaled(by: bottom.opacity)
    }
}
