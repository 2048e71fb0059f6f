import Graphics
import LayerTree

/// The pixels of each layer content on the GPU, kept while the layer is in the tree and the
/// budget allows: in an entry of the shared ``TextureAtlas`` when the content is small and the
/// caller allows it, otherwise in a texture of its own.
///
/// A content is keyed by its layer; its `version` says whether the texture is current. When the
/// texture holds the content's `baseVersion`, only the dirty rects are uploaded (into the atlas
/// entry's region for an atlas entry). Contents larger than the driver's texture size are split
/// into tiles whose textures overlap their neighbours by one pixel, so linear filtering finds
/// real neighbours at every seam. Counters count content pixels alike wherever they go: bytes
/// uploaded, and resident bytes (an atlas entry's own pixels, not its page's).
final class TextureCache {
    struct Tile {
        let texture: GLTexture
        /// The content pixels this tile is responsible for drawing.
        let inner: PixelRect
        /// The content pixels the texture holds: `inner` plus a one-pixel border where the content goes on.
        let padded: PixelRect
    }

    /// Where a content's pixels are.
    enum Placement {
        /// Textures of its own: one, or tiles.
        case tiles([Tile])
        /// An entry of the atlas, in the page `texture`.
        case atlas(TextureAtlas.Slot, texture: GLTexture)
    }

    private struct Entry {
        var version: UInt64
        let width: Int
        let height: Int
        let tiles: [Tile]
        var slot: TextureAtlas.Slot?
        /// An atlas entry's pixels at `version`, to move it to another page without the layer.
        var pixels: PixelImage?
        var lastUsedFrame: Int
        var byteCount: Int { slot != nil ? width * height * 4 : tiles.reduce(0) { $0 + $1.texture.byteCount } }
    }

    private let context: GLContext
    private let maxTileSize: Int
    /// Bytes of textures kept; least recently used ones beyond it are evicted after a frame.
    var budgetBytes: Int
    private var entries: [LayerID: Entry] = [:]
    private(set) var residentBytes = 0

    /// The shared pages of small contents; nil when every content gets a texture of its own.
    private let atlas: TextureAtlas?

    /// With `usesAtlas`, contents no larger than the atlas's entries (and `maxTileSize`) may go in one.
    init(context: GLContext, maxTileSize: Int, budgetBytes: Int, usesAtlas: Bool = false) {
        self.context = context
        self.maxTileSize = max(3, maxTileSize)
        self.budgetBytes = budgetBytes
        atlas = usesAtlas ? TextureAtlas(context: context, maxTextureSize: context.capabilities.maxTextureSize) : nil
    }

    /// Atlas pages allocated now (0 without an atlas).
    var atlasPageCount: Int { atlas?.pageCount ?? 0 }

    /// The tiles holding `content` at its current version in textures of its own, uploading
    /// what is stale (a content held in the atlas moves out).
    func tiles(for content: RenderContent, frame: Int, stats: inout FrameStats) throws(GLError) -> [Tile] {
        guard case .tiles(let tiles) = try placement(for: content, allowingAtlas: false, frame: frame, stats: &stats) else {
            preconditionFailure("a content refused the atlas is in textures of its own")
        }
        return tiles
    }

    /// Where `content` is at its current version, uploading what is stale: in the atlas when
    /// `allowingAtlas` and it is small enough, otherwise in textures of its own.
    func placement(
        for content: RenderContent, allowingAtlas: Bool, frame: Int, stats: inout FrameStats
    ) throws(GLError) -> Placement {
        let image = content.image
        let inAtlas =
            allowingAtlas && image.width <= maxTileSize && image.height <= maxTileSize
            && atlas?.accepts(width: image.width, height: image.height) == true
        if var entry = entries[content.id], entry.width == image.width, entry.height == image.height,
            (entry.slot != nil) == inAtlas
        {
            entry.lastUsedFrame = frame
            defer { entries[content.id] = entry }
            if entry.version == content.version {
                stats.cacheHits += 1
                return placement(of: entry)
            }
            stats.cacheMisses += 1
            let regions =
                entry.version == content.baseVersion
                ? content.dirtyRects : [PixelRect(x: 0, y: 0, width: image.width, height: image.height)]
            try upload(image, regions: regions, to: entry, stats: &stats)
            entry.version = content.version
            if entry.slot != nil { entry.pixels = image }
            return placement(of: entry)
        }
        stats.cacheMisses += 1
        remove(content.id)
        let slot = inAtlas ? try atlas?.allocate(width: image.width, height: image.height) : nil
        let tiles = slot == nil ? try makeTiles(width: image.width, height: image.height) : []
        let entry = Entry(
            version: content.version, width: image.width, height: image.height, tiles: tiles, slot: slot,
            pixels: slot != nil ? image : nil, lastUsedFrame: frame)
        entries[content.id] = entry
        residentBytes += entry.byteCount
        try upload(image, regions: [PixelRect(x: 0, y: 0, width: image.width, height: image.height)], to: entry, stats: &stats)
        return placement(of: entry)
    }

    private func placement(of entry: Entry) -> Placement {
        guard let slot = entry.slot else { return .tiles(entry.tiles) }
        guard let texture = atlas?.texture(of: slot) else { preconditionFailure("an atlas entry outlives its page") }
        return .atlas(slot, texture: texture)
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
                _ = try placement(for: content, allowingAtlas: true, frame: frame, stats: &stats)
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

    /// Moves entries out of the sparsest atlas page (a quarter full or less, when there are
    /// others) into the others' free space, at most `byteBudget` bytes of pixels a frame, so that
    /// the page empties and is released over a few frames without stalling one. Entries that
    /// fit nowhere else stay. Moved bytes are counted in `atlasBytesMoved`, not as uploads.
    func compactAtlas(byteBudget: Int = 2 << 20, stats: inout FrameStats) throws(GLError) {
        guard let atlas, let sparse = atlas.sparsePage() else { return }
        var moved = 0
        for (id, entry) in entries where entry.slot?.page == sparse {
            guard moved < byteBudget, let old = entry.slot, let pixels = entry.pixels else { continue }
            guard let slot = atlas.allocate(width: entry.width, height: entry.height, avoiding: sparse),
                let page = atlas.texture(of: slot)
            else { return }
            moved += try context.upload(pixels, to: page, at: (slot.rect.x, slot.rect.y))
            atlas.free(old)
            entries[id]?.slot = slot
        }
        stats.atlasBytesMoved += moved
    }

    private func remove(_ id: LayerID) {
        guard let entry = entries.removeValue(forKey: id) else { return }
        residentBytes -= entry.byteCount
        if let slot = entry.slot { atlas?.free(slot) }
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

    private func upload(_ image: PixelImage, regions: [PixelRect], to entry: Entry, stats: inout FrameStats) throws(GLError) {
        if let slot = entry.slot, let page = atlas?.texture(of: slot) {
            for region in regions where !region.isEmpty {
                stats.bytesUploaded += try context.upload(
                    image, to: page, region: region, at: (slot.rect.x + region.x, slot.rect.y + region.y))
            }
            stats.texturesUploaded += 1
            return
        }
        for tile in entry.tiles {
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
