import Foundation
import Graphics
import LayerTree

/// A frame as a flat list of passes of draw operations: what the GL side executes, in order.
/// Built by ``FramePlanner`` from a render tree; holds no GL objects.
package struct FramePlan: Sendable {
    /// Offscreen passes first, in the order they must run; the main pass last.
    package internal(set) var passes: [PlannedPass] = []
    /// The size of the final target in pixels.
    package let targetSize: PixelSize
    /// Every content in the tree, drawn or culled: the texture cache keeps exactly these.
    package internal(set) var liveContents: Set<LayerID> = []
    /// Contents of visible layers outside the target or their clip (scrolled out, say): the
    /// executor uploads them ahead while the texture budget has room, so scrolling them in
    /// costs no upload.
    package internal(set) var offscreenContents: [RenderContent] = []
    /// Main-pass operations before occlusion culling.
    package internal(set) var rawOpCount = 0
    /// Operations left out because opaque ones above hid them.
    package internal(set) var culledOps = 0
    /// Exact clips beyond `LayerShader.maxClips` on one draw, which were not applied.
    package internal(set) var droppedClips = 0
    /// The scissors of layers that mask to their bounds exactly: where a scroll may move pixels.
    var clipScissors: [PixelRect] = []
    /// Runs of the main pass's operations that are the same as runs of earlier plans with the
    /// same serial (sorted, disjoint): damage tracking skips them whole.
    var mainSegments: [PlanSegment] = []

    /// The contents that operations of any pass draw (or sample as masks).
    package var shownContents: Set<LayerID> {
        var shown: Set<LayerID> = []
        for pass in passes {
            pass.ops.withUnsafeBufferPointer { ops in  // in place: copying each operation retains its parts
                for index in ops.indices {
                    if case .content(let content, _) = ops[index].source { shown.insert(content.id) }
                    if let mask = ops[index].mask { shown.insert(mask.content.id) }
                }
            }
        }
        return shown
    }
    /// Draw operations in all passes.
    package var drawCount: Int { passes.reduce(0) { $0 + $1.ops.count } }
    /// The main pass: the last one.
    package var mainPass: PlannedPass { passes[passes.count - 1] }
}

/// A width and height in whole pixels.
public struct PixelSize: Hashable, Sendable {
    public let width: Int
    public let height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}

/// One render pass: draw operations into one target.
package struct PlannedPass: Sendable {
    /// Index in ``FramePlan/passes``; composite operations refer to passes by it.
    package let index: Int
    /// The area of the final target this pass covers, in target pixels. The main pass covers
    /// the target; an offscreen pass covers only what its content needs.
    package let bounds: PixelRect
    package internal(set) var ops: [DrawOp]
}
