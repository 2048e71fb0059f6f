import Foundation
import Graphics

extension CATiledLayer {
    /// The most tiles one pass draws or shows; a grid larger than this (a tiny `tileSize` over a
    /// large visible region) is cut to it, with a diagnostic.
    static let tilesPerPassLimit = 4096

    /// The tile pass, run by the update cycle after display: works out the visible region and the
    /// level of detail, draws the tiles of that region not yet drawn (one `draw(in:)` each), and
    /// drops the committed snapshot when what the layer shows changed or a tile is still fading in.
    func updateTiles() {
        let time = AnimationEngine.frameTime
        let fade = Self.fadeDuration()
        guard let visible = visibleRegion() else {
            if tileStore.noteFading(at: time, fadeDuration: fade) { renderPropertyDidChange() }
            return
        }
        let level = levelOfDetail(zoom: zoomOnScreen(at: CGPoint(x: visible.midX, y: visible.midY)))
        var changed = tileStore.beginPass(level: level)
        let scale = contentsScale * CGFloat(pow(2.0, Double(-level)))
        let tileWidth = tileSize.width / scale, tileHeight = tileSize.height / scale
        let columns = Int((visible.minX / tileWidth).rounded(.down))..<Int((visible.maxX / tileWidth).rounded(.up))
        let rows = Int((visible.minY / tileHeight).rounded(.down))..<Int((visible.maxY / tileHeight).rounded(.up))
        var needed = 0
        tiling: for row in rows {
            for column in columns {
                guard needed < Self.tilesPerPassLimit else {
                    LayerTreeDiagnostics.report(
                        "CATiledLayer", "more than \(Self.tilesPerPassLimit) visible tiles of \(tileSize); the rest are not drawn"
                    )
                    break tiling
                }
                let cell = CGRect(
                    x: CGFloat(column) * tileWidth, y: CGFloat(row) * tileHeight, width: tileWidth, height: tileHeight)
                let rect = cell.intersection(bounds)
                guard !rect.isNull, rect.width > 0, rect.height > 0 else { continue }
                needed += 1
                let key = TileKey(level: level, column: column, row: row)
                if tileStore.reuse(key, rect: rect, scale: scale) != nil { continue }
                tileStore.store(key, drawTile(rect, scale: scale, at: time))
                changed = true
            }
        }
        tileStore.evict(needed: needed)
        if tileStore.noteFading(at: time, fadeDuration: fade) || changed { renderPropertyDidChange() }
    }

    /// Draws one tile: a bitmap of `rect` at `scale` pixels per point, the context clipped to
    /// `rect` in layer coordinates.
    private func drawTile(_ rect: CGRect, scale: CGFloat, at time: CFTimeInterval) -> StoredTile {
        let width = max(1, Int((rect.width * scale).rounded(.up))), height = max(1, Int((rect.height * scale).rounded(.up)))
        let quad = CGRect(x: rect.minX, y: rect.minY, width: CGFloat(width) / scale, height: CGFloat(height) / scale)
        var tile = StoredTile(content: nil, rect: rect, quad: quad, scale: scale, drawnAt: time, lastNeeded: 0)
        guard let canvas = try? BitmapCanvas(width: width, height: height) else {
            LayerTreeDiagnostics.report("CATiledLayer", "cannot allocate a \(width)x\(height) tile")
            return tile
        }
        let ctx = canvas.context
        ctx.baseScale = scale
        ctx.saveGState()
        ctx.scaleBy(x: scale, y: scale)
        ctx.translateBy(x: -rect.minX, y: -rect.minY)
        ctx.clip(to: rect)
        let paintedBefore = ctx.paintOperations
        DrawProbe.baseDrawReached = false
        draw(in: ctx)
        let paintedNothing = DrawProbe.baseDrawReached && ctx.paintOperations == paintedBefore
        ctx.restoreGState()
        guard !paintedNothing else { return tile }
        LayerTreeCounters.drawCalls += 1
        LayerTreeCounters.pixelsDrawn += width * height
        let version = ContentVersion.next()
        tile.content = RenderContent(
            id: LayerID.make(), version: version, baseVersion: version, dirtyRects: [], image: canvas.makeImage(),
            scale: scale, isOpaque: false)
        return tile
    }

    /// The display pass on a tiled layer: nothing to draw (`setNeedsDisplay(_:)` forgot the
    /// tiles its rects overlap, and the tile pass draws those that are visible again).
    func invalidateDirtyTiles() {
        needsDisplayFlag = false
        dirtyRect = nil
    }

    /// The part of the bounds inside the root's bounds and every enclosing layer that masks to
    /// its bounds, as boxes in this layer's coordinates; nil when none of it is visible (or a
    /// layer on the way up is hidden).
    func visibleRegion() -> CGRect? {
        guard !isHidden else { return nil }
        var visible = bounds
        var ancestor = superlayer
        while let current = ancestor {
            guard !current.isHidden else { return nil }
            if current.masksToBounds || current.superlayer == nil {
                let box = convert(current.bounds, from: current)
                guard box.minX.isFinite, box.minY.isFinite, box.maxX.isFinite, box.maxY.isFinite else { return nil }
                visible = visible.intersection(box)
            }
            guard !visible.isNull, visible.width > 0, visible.height > 0 else { return nil }
            ancestor = current.superlayer
        }
        return visible
    }

    /// How much the layer is magnified on the root at `point` (layer coordinates): the square
    /// root of the area scale of its mapping there; 1 when it cannot be measured.
    func zoomOnScreen(at point: CGPoint) -> CGFloat {
        let map = toRootMapping
        let origin = map.apply(point)
        let x = map.apply(CGPoint(x: point.x + 1, y: point.y)), y = map.apply(CGPoint(x: point.x, y: point.y + 1))
        let area = abs((x.x - origin.x) * (y.y - origin.y) - (x.y - origin.y) * (y.x - origin.x))
        return area.isFinite && area > 0 ? area.squareRoot() : 1
    }

    /// The level of detail for a layer shown at `zoom`: the k whose scale 2^−k is nearest (in
    /// powers of two), from −`levelsOfDetailBias` to `levelsOfDetail` − 1, the smallest level
    /// keeping at least one pixel each way.
    func levelOfDetail(zoom: CGFloat) -> Int {
        let wanted = Int((-log2(Double(zoom))).rounded())
        let side = Double(min(bounds.width, bounds.height) * contentsScale)
        let smallest = side >= 1 ? min(levelsOfDetail - 1, Int(log2(side).rounded(.down))) : 0
        return min(max(wanted, -levelsOfDetailBias), max(smallest, 0))
    }
}
