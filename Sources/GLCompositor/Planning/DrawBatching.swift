import Foundation
import Graphics

/// Which consecutive operations of a pass can go in one instanced draw call: colour fills
/// without exact clips, bitmap masks or additive blending that share the shader variant (shaped or not),
/// the blending and the scissor. Instances are drawn in order, so a batch blends exactly as
/// its operations would one by one.
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
        guard case .color = op.source else { return false }
        return op.clips.isEmpty && op.mask == nil && !op.isAdditive
    }

    static func sharesState(_ a: DrawOp, _ b: DrawOp) -> Bool {
        (a.shape != nil) == (b.shape != nil) && a.isOpaque == b.isOpaque && a.scissor == b.scissor
    }
}
