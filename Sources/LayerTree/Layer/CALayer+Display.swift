import Foundation
import Graphics

extension CALayer {
    /// The standard display: draw the dirty part of the bounds into the retained backing bitmap
    /// of `ceil(bounds × contentsScale)` pixels, cleared first, clipped to the dirty rect. A draw
    /// that reaches only do-nothing defaults and paints nothing leaves the layer without a bitmap
    /// and is not counted as a draw call.
    public func drawIntoBackingStore() {
        if let tiled = self as? CATiledLayer { return tiled.invalidateDirtyTiles() }  // drawn per tile, on demand
        guard let pixelWidth = PixelCount.covering(bounds.width, scale: contentsScale),
            let pixelHeight = PixelCount.covering(bounds.height, scale: contentsScale)
        else {
            LayerTreeDiagnostics.report("CALayer.display()", "bounds \(bounds) at scale \(contentsScale) are too large to draw")
            needsDisplayFlag = false
            return
        }
        guard pixelWidth > 0, pixelHeight > 0 else { return }  // stays marked until it has a size
        let dirty = (dirtyRect ?? bounds).intersection(bounds)
        needsDisplayFlag = false
        dirtyRect = nil

        let store: BackingStore
        var drawRect = dirty
        if let existing = backingStore, existing.pixelWidth == pixelWidth, existing.pixelHeight == pixelHeight {
            store = existing
        } else {
            guard let fresh = try? BackingStore(pixelWidth: pixelWidth, pixelHeight: pixelHeight) else {
                LayerTreeDiagnostics.report(
                    "CALayer.display()", "cannot allocate a \(pixelWidth)x\(pixelHeight) backing store")
                return
            }
            store = fresh
            drawRect = bounds
        }
        guard !drawRect.isNull, !drawRect.isEmpty else { return }

        let ctx = store.canvas.context
        ctx.baseScale = contentsScale
        ctx.saveGState()
        ctx.scaleBy(x: contentsScale, y: contentsScale)
        ctx.translateBy(x: -bounds.minX, y: -bounds.minY)
        ctx.clip(to: drawRect)
        if clearsBeforeDrawing { ctx.erase(drawRect) }
        let paintedBefore = ctx.paintOperations
        DrawProbe.baseDrawReached = false
        draw(in: ctx)
        let paintedNothing = DrawProbe.baseDrawReached && ctx.paintOperations == paintedBefore
        ctx.restoreGState()

        if paintedNothing {
            if backingStore != nil {
                backingStore = nil
                renderPropertyDidChange()
            }
            return
        }
        backingStore = store
        let region = pixelRegion(of: drawRect, width: pixelWidth, height: pixelHeight)
        store.didDraw(region)
        LayerTreeCounters.drawCalls += 1
        LayerTreeCounters.pixelsDrawn += region.width * region.height
        renderPropertyDidChange()
    }

    /// Displays every marked layer of this subtree (masks included), parents first. Hidden
    /// subtrees keep their marks until they are shown again.
    func displayMarkedSubtree() {
        guard !isHidden else { return }
        if needsDisplayFlag {
            LayerTreeCounters.displayedLayers += 1
            display()
        }
        guard subtreeNeedsDisplay else { return }
        subtreeNeedsDisplay = false
        if let mask, mask.needsDisplayFlag || mask.subtreeNeedsDisplay { mask.displayMarkedSubtree() }
        for sublayer in sublayerList where sublayer.needsDisplayFlag || sublayer.subtreeNeedsDisplay {
            sublayer.displayMarkedSubtree()
        }
    }

    /// The backing-store pixels covered by `rect` (layer coordinates), rounded outwards.
    private func pixelRegion(of rect: CGRect, width: Int, height: Int) -> PixelRect {
        let scale = contentsScale
        let minX = max(0, Int(((rect.minX - bounds.minX) * scale).rounded(.down)))
        let minY = max(0, Int(((rect.minY - bounds.minY) * scale).rounded(.down)))
        let maxX = min(width, Int(((rect.maxX - bounds.minX) * scale).rounded(.up)))
        let maxY = min(height, Int(((rect.maxY - bounds.minY) * scale).rounded(.up)))
        return PixelRect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }
}
