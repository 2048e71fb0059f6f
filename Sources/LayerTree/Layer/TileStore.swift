import Foundation
import Graphics

/// A tile of a `CATiledLayer`: its level of detail and its column and row in that level's grid,
/// which starts at the origin of the layer's coordinate space.
struct TileKey: Hashable {
    var level: Int
    var column: Int
    var row: Int
}

/// One drawn tile.
struct StoredTile {
    /// The pixels; nil when the tile's drawing painted nothing.
    var content: RenderContent?
    /// The tile's rect in layer coordinates (the clip it was drawn with).
    var rect: CGRect
    /// Where the bitmap lies in layer coordinates: `rect`'s origin, whole pixels wide and high.
    var quad: CGRect
    /// Pixels per point.
    var scale: CGFloat
    /// The media time of the update cycle that drew it (its fade starts there).
    var drawnAt: CFTimeInterval
    /// The tile pass that last needed it, for eviction.
    var lastNeeded: UInt64
}

/// The tiles a `CATiledLayer` has drawn, across levels of detail, kept between frames.
struct TileStore {
    private(set) var tiles: [TileKey: StoredTile] = [:]
    /// The level the layer was last shown at.
    private(set) var level = 0
    private var pass: UInt64 = 0

    /// How many tiles are kept beyond those needed now, at least.
    static let spareTiles = 64

    mutating func removeAll() { tiles.removeAll() }

    /// Forgets the tiles that `rect` (layer coordinates) overlaps, so they are drawn again when needed.
    /// Returns whether any was forgotten.
    @discardableResult
    mutating func invalidate(_ rect: CGRect) -> Bool {
        let before = tiles.count
        tiles = tiles.filter { !Self.overlaps($0.value.rect, rect) }
        return tiles.count != before
    }

    /// Starts a tile pass at `level`; returns whether the level changed.
    mutating func beginPass(level newLevel: Int) -> Bool {
        pass += 1
        defer { level = newLevel }
        return newLevel != level
    }

    /// The tile at `key` if it was drawn for `rect` at `scale`, marked as needed by this pass.
    mutating func reuse(_ key: TileKey, rect: CGRect, scale: CGFloat) -> StoredTile? {
        guard var tile = tiles[key], tile.rect == rect, tile.scale == scale else { return nil }
        tile.lastNeeded = pass
        tiles[key] = tile
        return tile
    }

    mutating func store(_ key: TileKey, _ tile: StoredTile) {
        var tile = tile
        tile.lastNeeded = pass
        tiles[key] = tile
    }

    /// Drops the tiles needed longest ago while more than `needed + spareTiles` are kept.
    mutating func evict(needed: Int) {
        let limit = needed + Self.spareTiles
        guard tiles.count > limit else { return }
        let oldest = tiles.sorted { $0.value.lastNeeded < $1.value.lastNeeded }.prefix(tiles.count - limit)
        for (key, _) in oldest { tiles[key] = nil }
    }

    /// Whether the last pass found a tile fading in.
    private var wasFading = false

    /// Whether what is shown fades at `time` or faded at the last pass (whose commit showed a
    /// tile part way): either way the layer's snapshot is out of date.
    mutating func noteFading(at time: CFTimeInterval, fadeDuration: CFTimeInterval) -> Bool {
        let fading = isFading(at: time, fadeDuration: fadeDuration)
        defer { wasFading = fading }
        return fading || wasFading
    }

    /// Whether a tile of the current level is still fading in at `time`.
    func isFading(at time: CFTimeInterval, fadeDuration: CFTimeInterval) -> Bool {
        fadeDuration > 0 && tiles.contains { $0.key.level == level && time - $0.value.drawnAt < fadeDuration }
    }

    /// What the layer shows at `time`: every kept tile of the current level, faded in by the time
    /// since it was drawn; while one of them fades, the other levels' tiles lie underneath,
    /// coarsest first, as Core Animation keeps showing the previous level until the new one is in.
    func shownTiles(at time: CFTimeInterval, fadeDuration: CFTimeInterval) -> [RenderTile] {
        func shown(_ entry: (key: TileKey, value: StoredTile)) -> RenderTile? {
            guard let content = entry.value.content else { return nil }
            let share = fadeDuration > 0 ? min(max((time - entry.value.drawnAt) / fadeDuration, 0), 1) : 1
            return share > 0 ? RenderTile(content: content, quad: entry.value.quad, opacity: Float(share)) : nil
        }
        func order(_ a: (key: TileKey, value: StoredTile), _ b: (key: TileKey, value: StoredTile)) -> Bool {
            (a.key.level, a.key.row, a.key.column) > (b.key.level, b.key.row, b.key.column)
        }
        let current = tiles.filter { $0.key.level == level }.sorted { order($1, $0) }.compactMap(shown)
        guard isFading(at: time, fadeDuration: fadeDuration) else { return current }
        let under = tiles.filter { $0.key.level != level }.sorted(by: order).compactMap(shown)
        return under + current
    }

    /// Whether two rects share an area (rects that only touch do not).
    static func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }
}
