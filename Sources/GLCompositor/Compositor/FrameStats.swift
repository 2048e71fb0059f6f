/// What one composited frame cost, counted by every stage.
public struct FrameStats: Sendable, Equatable {
    /// `draw(_:)` calls of the update cycle that produced the frame (filled in by window rendering).
    public var drawRectCalls = 0
    /// Textures (or tiles) that received pixels.
    public var texturesUploaded = 0
    /// Bytes sent to textures.
    public var bytesUploaded = 0
    /// GL draw calls.
    public var drawCalls = 0
    /// Bottom fills of a full repaint (a window's opaque background) written by clearing the
    /// target instead of drawn: not counted in `drawCalls`.
    public var clearedFills = 0
    /// Offscreen passes (group opacity, masks).
    public var offscreenPasses = 0
    /// Shadows of layers' whole contents blurred on the GPU (two draws each); none while what
    /// casts a kept shadow only moves, turns or fades.
    public var shadowBlurs = 0
    /// Bytes of content textures resident after the frame (an atlas entry counts its own
    /// pixels, not its page's).
    public var textureBytesResident = 0
    /// Atlas pages (shared textures of small contents) allocated after the frame.
    public var atlasPages = 0
    /// Bytes of atlas entries moved out of a sparse page after the frame (compaction; not
    /// counted in `bytesUploaded`, which counts new content pixels).
    public var atlasBytesMoved = 0
    /// Contents whose texture was current.
    public var cacheHits = 0
    /// Contents that had to be uploaded, in whole or in part.
    public var cacheMisses = 0
    /// Content textures evicted after the frame (gone from the tree, or over the budget).
    public var evictions = 0
    /// Exact clips beyond `LayerShader.maxClips` on one draw, which were not applied.
    public var droppedClips = 0
    /// Contents outside the target uploaded ahead of need (counted in the upload figures too).
    public var prefetchedContents = 0
    /// Operations drawn as instances of a batched draw call (each batch counts once in `drawCalls`).
    public var batchedOps = 0
    /// Draw operations left out because opaque ones above hid them.
    public var culledOps = 0
    /// What the frame repainted: all of the target, a region that changed, or nothing.
    public var damage = FrameDamage.full
    /// Pixels moved inside the target before repainting (a scroll), or nil.
    public var scrollCopy: ScrollCopy?
    /// Pixels moved by scroll copies.
    public var copiedPixels = 0
    /// GPU passes run to blur backdrops (halvings and the two Gaussian passes); 0 on a frame
    /// whose backdrops were all kept from earlier frames.
    public var backdropBlurPasses = 0
    /// Backdrops drawn from a blur kept from an earlier frame (nothing behind them changed).
    public var backdropsReused = 0
    /// Backdrops blurred from a copy of the frame's target (which held what lies behind them)
    /// instead of from their pass drawn again.
    public var backdropTargetReads = 0

    public init() {}
}
