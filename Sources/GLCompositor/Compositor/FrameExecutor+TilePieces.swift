import Foundation
import Graphics

/// The pieces a content drawn from tiles is cut into: each tile draws its part of the quad.
extension FrameExecutor {
    /// The part of `quad` that `tile` draws, with its coordinates in the tile's texture; nil
    /// when the tile holds none of `textureRect`.
    static func piece(
        of quad: CGRect, textureRect: CGRect, in tile: TextureCache.Tile, width: Int, height: Int
    ) -> (quad: CGRect, textureRect: CGRect)? {
        let w = CGFloat(width), h = CGFloat(height)
        let inner = CGRect(
            x: CGFloat(tile.inner.x) / w, y: CGFloat(tile.inner.y) / h, width: CGFloat(tile.inner.width) / w,
            height: CGFloat(tile.inner.height) / h)
        if tile.inner == tile.padded, tile.inner.width == width, tile.inner.height == height {
            return (quad, textureRect)
        }
        let part = textureRect.intersection(inner)
        guard !part.isNull, part.width > 0, part.height > 0, textureRect.width > 0, textureRect.height > 0 else { return nil }
        let sx = quad.width / textureRect.width, sy = quad.height / textureRect.height
        let subQuad = CGRect(
            x: quad.minX + (part.minX - textureRect.minX) * sx, y: quad.minY + (part.minY - textureRect.minY) * sy,
            width: part.width * sx, height: part.height * sy)
        let padded = tile.padded
        let texture = CGRect(
            x: (part.minX * w - CGFloat(padded.x)) / CGFloat(padded.width),
            y: (part.minY * h - CGFloat(padded.y)) / CGFloat(padded.height),
            width: part.width * w / CGFloat(padded.width), height: part.height * h / CGFloat(padded.height))
        return (subQuad, texture)
    }
}
