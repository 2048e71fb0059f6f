import Foundation
import Graphics

/// A layer that draws its content in tiles, on demand, as Core Animation's `CATiledLayer`: only
/// the tiles that intersect the visible region (the window's bounds and every enclosing layer
/// that masks to its bounds, a scroll view's included) are drawn, each by its own `draw(in:)`
/// call (the delegate's `draw(_:in:)`, a view's `draw(_:)`) with the context clipped to the
/// tile: `boundingBoxOfClipPath` is the tile's rect in layer coordinates and the CTM carries the
/// tile's resolution. Drawn tiles are kept and shown again while only geometry changes (scrolling
/// draws only the tiles that come into view); `setNeedsDisplay(_:)` redraws the tiles its rect
/// meets. A new tile fades in over ``fadeDuration()`` on the media clock.
///
/// Tiles are `tileSize` pixels at the level of detail the layer is shown at: level k draws at
/// `contentsScale × 2^−k`, for k from `−levelsOfDetailBias` (magnified) to `levelsOfDetail − 1`
/// (reduced), the level whose scale is nearest the layer's scale on screen.
///
/// Core Animation calls `draw(in:)` on background threads; here tiles are drawn on the main
/// actor during the update cycle, still one call per tile and only for tiles that are needed
/// (docs/uikit-decisions.md, "CATiledLayer").
open class CATiledLayer: CALayer {
    /// The time, in seconds, that a newly drawn tile takes to fade in: 0.25, as Core Animation's.
    /// A subclass overrides it (0 shows tiles at once).
    open class func fadeDuration() -> CFTimeInterval { 0.25 }

    /// The number of levels of detail kept, each half the resolution of the one before; 1 by
    /// default. Clamped when drawing so that the smallest level keeps at least one pixel each way.
    /// Values below 1 are refused with a diagnostic.
    open var levelsOfDetail: Int = 1 {
        didSet {
            guard levelsOfDetail >= 1 else {
                LayerTreeDiagnostics.report("CATiledLayer.levelsOfDetail", "fewer than one level: \(levelsOfDetail)")
                levelsOfDetail = oldValue
                return
            }
            if levelsOfDetail != oldValue { tileSettingsDidChange() }
        }
    }

    /// The number of magnified levels of detail (2× and 4× for 2); 0 by default. Negative
    /// values are refused with a diagnostic.
    open var levelsOfDetailBias: Int = 0 {
        didSet {
            guard levelsOfDetailBias >= 0 else {
                LayerTreeDiagnostics.report("CATiledLayer.levelsOfDetailBias", "negative bias \(levelsOfDetailBias)")
                levelsOfDetailBias = oldValue
                return
            }
            if levelsOfDetailBias != oldValue { tileSettingsDidChange() }
        }
    }

    /// The largest size of a tile, in pixels; 256 × 256 by default. Sizes that are not finite
    /// and at least one pixel each way are refused with a diagnostic.
    open var tileSize = CGSize(width: 256, height: 256) {
        didSet {
            guard tileSize.width.isFinite, tileSize.height.isFinite, tileSize.width >= 1, tileSize.height >= 1 else {
                LayerTreeDiagnostics.report("CATiledLayer.tileSize", "invalid tile size \(tileSize)")
                tileSize = oldValue
                return
            }
            if tileSize != oldValue { tileSettingsDidChange() }
        }
    }

    /// The drawn tiles, kept between frames.
    var tileStore = TileStore()

    /// A tiled layer with Core Animation's defaults.
    public override init() {
        super.init()
        FrameUpdatedLayers.register(self)
    }

    /// A copy of `layer`'s properties, tiling included (presentation copies share no tiles and
    /// draw none).
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CATiledLayer else { return }
        withoutActions {
            levelsOfDetail = other.levelsOfDetail
            levelsOfDetailBias = other.levelsOfDetailBias
            tileSize = other.tileSize
        }
    }

    public required init?(coder: NSCoder) { return nil }

    override class var propertyTable: LayerPropertyTable { tiledProperties }

    static let tiledProperties = CALayer.coreProperties.adding([
        .plain("levelsOfDetail", \CATiledLayer.levelsOfDetail),
        .plain("levelsOfDetailBias", \CATiledLayer.levelsOfDetailBias),
        .plain("tileSize", \CATiledLayer.tileSize),
    ])

    /// Forgets the tiles `rect` overlaps (each rect on its own: the rects of one cycle are not
    /// merged into their union, which would redraw the tiles between them), then marks the layer.
    open override func setNeedsDisplay(_ rect: CGRect) {
        super.setNeedsDisplay(rect)
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return }
        if tileStore.invalidate(rect) { renderPropertyDidChange() }
    }

    override func committedDrawing(_ state: LayerState) -> RenderLayer.Drawing? {
        let tiles = tileStore.shownTiles(at: AnimationEngine.frameTime, fadeDuration: Self.fadeDuration())
        return tiles.isEmpty ? nil : .tiles(RenderTiles(tiles: tiles))
    }

    /// A new tile size or level range: every tile is drawn again.
    private func tileSettingsDidChange() {
        tileStore.removeAll()
        renderPropertyDidChange()
    }
}

extension CATiledLayer: FrameUpdated {
    func updateBeforeCommit() { updateTiles() }
}
