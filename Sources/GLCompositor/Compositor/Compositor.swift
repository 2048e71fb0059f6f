import Foundation
import Graphics
import LayerTree

/// Renders layer trees with OpenGL ES: plans each frame (one walk of the render tree into a flat
/// list of passes and quads), then executes the plan, uploading only contents that changed.
///
/// Use it on one thread with its context current (inside `context.withCurrent { }`), one frame
/// at a time.
///
/// Context loss: after every frame the compositor asks the driver whether the GPU was reset
/// (``GLContext/checkForReset()``). If it was, the frame throws ``GLError/contextLost(_:)``, the
/// context is lost for good (``GLContext/isLost``: its GL objects are dead and are not deleted) and
/// every later frame throws the same error before any GL call or update cycle; the layer tree is
/// left as it was. To recover, make a new ``GLContext`` and a new compositor on it (and new
/// ``RenderTarget``s): its first frame uploads every content again from the bitmaps the layers
/// keep, without running `draw(_:)`.
public final class Compositor {
    public let context: GLContext
    private let executor: FrameExecutor
    private var windowTarget: RenderTarget?
    private var damageTracker = DamageTracker()
    private let planCache = PlanCache()
    /// The largest texture side the texture cache holds in one tile: the largest bitmap mask
    /// the planner lets operations sample (a larger one is drawn into a mask pass).
    private let maxTileSide: Int
    /// The size of the last main pass before culling: the next plan reserves that much.
    private var planCapacityHint = 0
    /// The main pass of the window frame before the last one, once no longer held: the next
    /// window frame plans into its storage.
    private var recycledOps: [DrawOp] = []
    /// Whether window frames repaint only what changed since the last one.
    public var tracksDamage: Bool

    /// The counters of the last frame rendered.
    public private(set) var lastFrameStats = FrameStats()

    /// The render tree the last window frame drew (``render(_:)-(UIWindow)``): nil before the
    /// first, or when the window was hidden. What a second renderer needs to draw the same frame.
    public private(set) var lastWindowTree: RenderLayer?

    /// Creates the compositor's GL objects. The context must be current.
    public init(context: GLContext, options: CompositorOptions = CompositorOptions()) throws(GLError) {
        self.context = context
        tracksDamage = options.tracksDamage
        let tile = min(options.maxTileSize ?? Int.max, context.capabilities.maxTextureSize)
        maxTileSide = tile
        let textures = TextureCache(
            context: context, maxTileSize: tile, budgetBytes: options.textureBudgetBytes, usesAtlas: options.batchesDraws)
        executor = try FrameExecutor(context: context, textures: textures)
        executor.batchesDraws = options.batchesDraws
    }

    /// Plans a frame without drawing it, from scratch: `root`'s bounds fill a `size` target at `scale`.
    package func plan(_ root: RenderLayer?, size: PixelSize, scale: CGFloat) -> FramePlan {
        plan(root, size: size, scale: scale, reusingSubtrees: false)
    }

    /// Plans `root`; with `reusingSubtrees`, operations of subtrees unchanged since the last such
    /// plan are taken from ``planCache`` (window frames: the next frame is most of this one).
    private func plan(_ root: RenderLayer?, size: PixelSize, scale: CGFloat, reusingSubtrees: Bool) -> FramePlan {
        var planner = FramePlanner(targetSize: size, scale: scale, capacityHint: planCapacityHint)
        planner.maxBitmapMaskSide = maxTileSide
        if reusingSubtrees {
            planCache.beginFrame(size: size, scale: scale)
            planner.cache = planCache
            planner.recycledOps = recycledOps
            recycledOps = []
        }
        let plan = planner.plan(root)
        if reusingSubtrees { planCache.endFrame(opCount: plan.drawCount) }
        planCapacityHint = plan.rawOpCount
        return plan
    }

    /// Draws `root` into `target`, its bounds filling the target at `scale` pixels per point,
    /// after clearing the target to `background`. The context must be current.
    /// - Throws: ``GLError/contextLost(_:)`` when the context is or was just lost (see the
    ///   type's discussion); other ``GLError``s for failures of a live context.
    @discardableResult
    public func render(
        _ root: RenderLayer?, into target: RenderTarget, scale: CGFloat, background: PremultipliedRGBA = .clear
    ) throws(GLError) -> FrameStats {
        let stats = try draw(root, into: target, scale: scale, background: background, isWholeFrame: true)
        lastFrameStats = stats
        return stats
    }

    /// Plans and executes. A whole frame evicts the textures of contents it no longer has; a
    /// snapshot of a subtree does not. With `tracksDamage`, the target is taken to show the
    /// last frame recorded for it, and only what changed since is repainted.
    func draw(
        _ root: RenderLayer?, into target: RenderTarget, scale: CGFloat, background: PremultipliedRGBA,
        isWholeFrame: Bool, tracksDamage: Bool = false, reusesSubtrees: Bool = false
    ) throws(GLError) -> FrameStats {
        try context.checkNotLost()
        let size = PixelSize(width: target.width, height: target.height)
        let plan = plan(root, size: size, scale: scale, reusingSubtrees: reusesSubtrees)
        var stats = FrameStats()
        stats.droppedClips = plan.droppedClips
        stats.culledOps = plan.culledOps
        var update = DamageTracker.Update(damage: .full)
        if tracksDamage {
            let key = DamageTracker.FrameKey(
                target: ObjectIdentifier(target), size: size, scale: scale, background: background)
            let retiring = damageTracker.lastMainOps  // let go of by the tracker just below
            update = damageTracker.damage(for: plan, key: key)
            if reusesSubtrees { recycledOps = retiring }
        } else {
            damageTracker.forget(ObjectIdentifier(target))  // its pixels are no longer the recorded frame
        }
        stats.damage = update.damage
        stats.scrollCopy = update.copy
        do {
            if let copy = update.copy { try executor.move(copy, in: target, stats: &stats) }
            try execute(
                plan, damage: update.damage, into: target, background: background, isWholeFrame: isWholeFrame,
                stats: &stats)
            try context.checkForReset()
        } catch {
            damageTracker.forget(ObjectIdentifier(target))  // the target may be half drawn: repaint it next time
            try context.checkForReset()  // a failure caused by a reset is reported as the loss
            throw error
        }
        return stats
    }

    private func execute(
        _ plan: FramePlan, damage: FrameDamage, into target: RenderTarget, background: PremultipliedRGBA,
        isWholeFrame: Bool, stats: inout FrameStats
    ) throws(GLError) {
        let whole = PixelRect(x: 0, y: 0, width: target.width, height: target.height)
        let regions = damage.rects  // what to repaint; nil: all of it
        for rect in regions ?? [whole] where !Self.paintsOver(rect, plan.mainPass.ops) {
            context.clear(target, to: background, region: rect == whole ? nil : rect)
        }
        try executor.execute(plan, into: target, damage: regions, evictingUnused: isWholeFrame, stats: &stats)
    }

    /// True when the bottom operation paints every pixel of `region` opaquely (a window's
    /// background, say), so clearing it first would be wasted fill.
    static func paintsOver(_ region: PixelRect, _ ops: [DrawOp]) -> Bool {
        guard let bottom = ops.first, let covered = OcclusionCuller.coveredPixels(of: bottom) else { return false }
        return covered.contains(region)
    }

    /// Runs `window`'s update cycle, draws the committed tree into a target of the window's size
    /// × its screen's scale (kept between frames), and returns the frame's counters. The context
    /// must be current.
    /// - Throws: ``GLError/contextLost(_:)`` when the context is lost (before running the update
    ///   cycle, if it was lost already); other ``GLError``s for failures of a live context.
    @MainActor
    @discardableResult
    public func render(_ window: UIWindow) throws(GLError) -> FrameStats {
        try context.checkNotLost()
        let commit = window.runUpdateCycle()
        lastWindowTree = commit.root
        let target = try target(for: window)
        var stats = try draw(
            commit.root, into: target, scale: window.screen.scale, background: .clear, isWholeFrame: true,
            tracksDamage: tracksDamage, reusesSubtrees: true)
        stats.drawRectCalls = commit.stats.drawCalls
        lastFrameStats = stats
        return stats
    }

    /// Renders `window` (see ``render(_:)-(UIWindow)``) and reads the frame back.
    @MainActor
    public func snapshot(_ window: UIWindow) throws(GLError) -> PixelImage {
        try render(window)
        return try context.readPixels(windowTarget!)
    }

    /// The target the last window frame was drawn into. It keeps that frame's pixels: the next
    /// window frame repaints only what changed. Read it freely; after drawing into it yourself,
    /// call ``repaintNextFrameInFull()``.
    public var lastWindowTarget: RenderTarget? { windowTarget }

    /// Makes the next window frame repaint the whole target instead of only what changed.
    public func repaintNextFrameInFull() {
        damageTracker.reset()
    }

    @MainActor
    private func target(for window: UIWindow) throws(GLError) -> RenderTarget {
        let scale = window.screen.scale
        let width = Int((window.bounds.width * scale).rounded(.up))
        let height = Int((window.bounds.height * scale).rounded(.up))
        if let windowTarget, windowTarget.width == width, windowTarget.height == height { return windowTarget }
        windowTarget = nil
        damageTracker.reset()
        let target = try context.makeRenderTarget(width: width, height: height)
        windowTarget = target
        return target
    }
}

/// Settings of a ``Compositor``.
public struct CompositorOptions: Sendable {
    /// Bytes of content textures to keep; beyond it, least recently used ones are evicted.
    public var textureBudgetBytes: Int
    /// The largest texture side to use; contents beyond it are tiled. Nil: the driver's maximum
    /// (a smaller one lets tests exercise tiling with small contents).
    public var maxTileSize: Int?

    /// Whether window frames repaint only the pixels that changed since the last frame (the
    /// window's target keeps its pixels between frames). Off: every frame is repainted in full.
    public var tracksDamage: Bool
    /// Whether consecutive operations that share state go in one instanced draw call (colour
    /// fills; contents sampling one texture), and small contents share atlas textures so that
    /// draws of different contents can too. Off: one draw call per operation, one texture per content.
    public var batchesDraws: Bool

    public init(
        textureBudgetBytes: Int = 512 << 20, maxTileSize: Int? = nil, tracksDamage: Bool = true, batchesDraws: Bool = true
    ) {
        self.textureBudgetBytes = textureBudgetBytes
        self.maxTileSize = maxTileSize
        self.tracksDamage = tracksDamage
        self.batchesDraws = batchesDraws
    }
}
