import Graphics
import LayerTree

/// One texture per layer content, kept while the layer is in the tree and the budget allows.
///
/// A content is keyed by its layer; its `version` says whether the texture is current. When the
/// texture holds the content's `baseVersion`, only the dirty rects are uploaded. Contents larger
/// than the driver's texture size are split into tiles whose textures overlap their neighbours
/// by one pixel, so linear filtering finds real neighbours at every seam.
final class TextureCache {
    struct Tile {
        let texture: GLTexture
        /// The content pixels this tile is responsible for drawing.
        let inner: PixelRect
        /// The content pixels the texture holds: `inner` plus a one-pixel border where the content goes on.
        let padded: PixelRect
    }

    private struct Entry {
        var version: UInt64
        let width: Int
        let height: Int
        let tiles: [Tile]
        var lastUsedFrame: Int
        var byteCount: Int { tiles.reduce(0) { $0 + $1.texture.byteCount } }
    }

    private let context: GLContext
    private let maxTileSize: Int
    /// Bytes of textures kept; least recently used ones beyond it are evicted after a frame.
    var budgetBytes: Int
    private var entries: [LayerID: Entry] = [:]
    private(set) var residentBytes = 0

    init(context: GLContext, maxTileSize: Int, budgetBytes: Int) {
        self.context = context
        self.maxTileSize = max(3, maxTileSize)
        self.budgetBytes = budgetBytes
    }

    /// The tiles holding `content` at its current version, uploading what is stale.
    func tiles(for content: RenderContent, frame: Int, stats: inout FrameStats) throws(GLError) -> [Tile] {
        let image = content.image
        if var entry = entries[content.id], entry.width == image.width, entry.height == image.height {
            entry.lastUsedFrame = frame
            defer { entries[content.id] = entry }
            if entry.version == content.version {
                stats.cacheHits += 1
                return entry.tiles
            }
            stats.cacheMisses += 1
            let regions =
                entry.version == content.baseVersion
                ? content.dirtyRects : [PixelRect(x: 0, y: 0, width: image.width, height: image.height)]
            try upload(image, regions: regions, to: entry.tiles, stats: &stats)
            entry.version = content.version
            return entry.tiles
        }
        stats.cacheMisses += 1
        remove(content.id)
        let tiles = try makeTiles(width: image.width, height: image.height)
        try upload(image, regions: [PixelRect(x: 0, y: 0, width: image.width, height: image.height)], to: tiles, stats: &stats)
        let entry = Entry(version: content.version, width: image.width, height: image.height, tiles: tiles, lastUsedFrame: frame)
        entries[content.id] = entry
        residentBytes += entry.byteCount
        return tiles
    }

    /// Uploads `contents` that have no texture yet, as long as each fits in the budget without
    /// evicting anything, so that prefetching never thrashes. Contents with a texture (stale or
    /// current) and tiled ones are left to be uploaded when drawn. Best effort: the first GL
    /// error stops it, and is not reported (the frame itself was drawn).
    func prefetch(_ contents: [RenderContent], frame: Int, stats: inout FrameStats) {
        for content in contents where entries[content.id] == nil {
            let image = content.image
            guard image.width <= maxTileSize, image.height <= maxTileSize,
                residentBytes + image.width * image.height * 4 <= budgetBytes
            else { continue }
            do {
                _ = try tiles(for: content, frame: frame, stats: &stats)
            } catch {
                return
            }
            stats.prefetchedContents += 1
        }
    }

    /// Drops the textures of contents no longer in the tree, then the least recently used ones
    /// while over budget, sparing those on screen this frame (`shown`, drawn or not: a partial
    /// repaint may leave a visible content undrawn, and the next one may need it).
    func evict(keeping live: Set<LayerID>, shown: Set<LayerID>, frame: Int, stats: inout FrameStats) {
        for id in shown { entries[id]?.lastUsedFrame = frame }
        for id in entries.keys where !live.contains(id) {
            remove(id)
            stats.evictions += 1
        }
        guard residentBytes > budgetBytes else { return }
        let candidates = entries.filter { $0.value.lastUsedFrame < frame }.sorted {
            $0.value.lastUsedFrame < $1.value.lastUsedFrame
        }
        for (id, _) in candidates {
            guard residentBytes > budgetBytes else { break }
            remove(id)
            stats.evictions += 1
        }
    }

    private func remove(_ id: LayerID) {
        guard let entry = entries.removeValue(forKey: id) else { return }
        residentBytes -= entry.byteCount
    }

    private func makeTiles(width: Int, height: Int) throws(GLError) -> [Tile] {
        guard width > maxTileSize || height > maxTileSize else {
            let whole = PixelRect(x: 0, y: 0, width: width, height: height)
            return [Tile(texture: try context.makeTexture(width: width, height: height), inner: whole, padded: whole)]
        }
        let step = maxTileSize - 2
        var tiles: [Tile] = []
        for y in stride(from: 0, to: height, by: step) {
            for x in stride(from: 0, to: width, by: step) {
                let inner = PixelRect(x: x, y: y, width: min(step, width - x), height: min(step, height - y))
                let minX = max(0, inner.x - 1), minY = max(0, inner.y - 1)
                let maxX = min(width, inner.x + inner.width + 1), maxY = min(height, inner.y + inner.height + 1)
                let padded = PixelRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
                tiles.append(
                    Tile(
                        texture: try context.makeTexture(width: padded.width, height: padded.height), inner: inner,
                        padded: padded))
            }
        }
        return tiles
    }

    private func upload(_ image: PixelImage, regions: [PixelRect], to tiles: [Tile], stats: inout FrameStats) throws(GLError) {
        for tile in tiles {
            var touched = false
            for region in regions {
                let part = region.intersection(tile.padded)
                guard !part.isEmpty else { continue }
                stats.bytesUploaded += try context.upload(
                    image, to: tile.texture, region: part, at: (part.x - tile.padded.x, part.y - tile.padded.y))
                touched = true
            }
            if touched { stats.texturesUploaded += 1 }
        }
    }
}
