import Foundation
import Graphics

/// A `CATiledLayer`'s drawn tiles as committed, back to front.
public struct RenderTiles: Sendable {
    public let tiles: [RenderTile]
}

/// One tile: its bitmap, where the bitmap lies in layer coordinates, and how far it has faded in.
public struct RenderTile: Sendable {
    public let content: RenderContent
    /// The bitmap's extent in the layer's coordinates (the tile's rect, in whole pixels).
    public let quad: CGRect
    /// 0…1: the share of `CATiledLayer.fadeDuration()` elapsed since the tile was drawn.
    public let opacity: Float
}
