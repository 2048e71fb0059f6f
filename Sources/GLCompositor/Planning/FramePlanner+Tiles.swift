import Foundation
import Graphics
import LayerTree

extension FramePlanner {
    /// A `CATiledLayer`'s tiles, back to front: each its bitmap over its quad (layer
    /// coordinates), faded by its own opacity. Tiles outside the target or the clip are culled
    /// and queued for upload ahead, as other contents scrolled out of view.
    mutating func planTiles(
        _ tiles: RenderTiles, world: CATransform3D, opacity: Float, clip: ClipState, into ops: inout [DrawOp]
    ) {
        let rectilinear = ScreenGeometry.isRectilinear(world)
        let whole = CGRect(x: 0, y: 0, width: 1, height: 1)
        for tile in tiles.tiles {
            records.liveContents.append(tile.content.id)
            let shape = rectilinear ? nil : ShapeCoverage(rect: tile.quad, radius: 0, border: 0)
            let countBefore = ops.count
            append(
                quad: tile.quad, world: world, source: .content(tile.content, textureRect: whole), shape: shape,
                opacity: opacity * tile.opacity, clip: clip, into: &ops)
            if ops.count == countBefore { records.offscreenContents.append(tile.content) }
        }
    }
}
