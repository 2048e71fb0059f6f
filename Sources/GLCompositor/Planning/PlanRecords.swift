import Foundation
import Graphics
import LayerTree

/// What planning notes besides draw operations: the contents to keep cached and to upload
/// ahead, where scrolled pixels may move, and the clips it had to drop. Kept as logs in the
/// order met, so that a subtree's records are a slice of the frame's and a cached subtree
/// replays its own.
struct PlanRecords: Sendable {
    /// Every content in the tree, drawn or culled: the texture cache keeps exactly these.
    var liveContents: [LayerID] = []
    /// Contents of visible layers that fell outside the target or their clip.
    var offscreenContents: [RenderContent] = []
    /// The scissors of layers that mask to their bounds exactly.
    var clipScissors: [PixelRect] = []
    /// Exact clips beyond `LayerShader.maxClips` on one draw, which were not applied.
    var droppedClips = 0

    /// How long each log is: where a subtree's records begin.
    struct Mark {
        fileprivate let live, offscreen, clips, dropped: Int
    }

    var mark: Mark {
        Mark(live: liveContents.count, offscreen: offscreenContents.count, clips: clipScissors.count, dropped: droppedClips)
    }

    /// The records added since `mark`.
    func since(_ mark: Mark) -> PlanRecords {
        PlanRecords(
            liveContents: Array(liveContents[mark.live...]), offscreenContents: Array(offscreenContents[mark.offscreen...]),
            clipScissors: Array(clipScissors[mark.clips...]), droppedClips: droppedClips - mark.dropped)
    }

    /// Adds a subtree's records, as if it had been planned here.
    mutating func append(_ other: PlanRecords) {
        liveContents += other.liveContents
        offscreenContents += other.offscreenContents
        clipScissors += other.clipScissors
        droppedClips += other.droppedClips
    }
}
