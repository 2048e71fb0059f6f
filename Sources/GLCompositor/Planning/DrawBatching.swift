import Foundation
import Graphics

/// Which consecutive operations of a pass can go in one instanced draw call: colour fills
/// without exact clips, bitmap masks or additive blending, or contents without exact clips or
/// bitmap masks, that share the kind of source, the shader variant (shaped or not), the
/// blending (opaque, over or additive) and the scissor. Instances are drawn in order, so a
/// batch blends exactly as its operations would one by one.
///
/// A run of contents is a candidate: the executor splits it where the texture changes (a
/// content of its own, or another atlas page), which the plan does not know.
enum DrawBatching {
    /// The most operations one instanced draw takes.
    static let maxInstances = 1024

    /// How many operations from `start` on form one batch (1 when `ops[start]` draws alone).
    static func runLength(of ops: [DrawOp], from start: Int) -> Int {
        let first = ops[start]
        guard isBatchable(first) else { return 1 }
        var end = start + 1
        while end < ops.count, end - start < maxInstances, isBatchable(ops[end]), sharesState(first, ops[end]) {
            end += 1
        }
        return end - start
    }

    static func isBatchable(_ op: DrawOp) -> Bool {
        guard op.clips.isEmpty, op.mask == nil else { return false }
        switch op.source {
        case .color: return !op.isAdditive
        case .content: return true
        case .pass, .gradient, .blurredRect, .arcStroke, .shadow, .backdrop: return false
        }
    }

    static func sharesState(_ a: DrawOp, _ b: DrawOp) -> Bool {
        isContent(a) == isContent(b) && (a.shape != nil) == (b.shape != nil) && a.isOpaque == b.isOpaque
            && a.isAdditive == b.isAdditive && a.scissor == b.scissor
    }

    private static func isContent(_ op: DrawOp) -> Bool {
        if case .content = op.source { return true }
        return false
    }
}
