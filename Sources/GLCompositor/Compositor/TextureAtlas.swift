import Foundation
import Graphics

/// Shared textures ("pages") holding many small contents side by side, so that draws of
/// different contents can sample one texture in one instanced draw call.
///
/// Contents up to ``maxEntrySide`` pixels a side (a quarter of the page side, 512 on 2048-pixel
/// pages) go in; larger ones keep their own textures: they are few on a screen, and their own
/// pixels, not the per-call cost, dominate their drawing. Pages are BGRA like every content
/// texture (the compositor has one pixel format), packed by a ``ShelfPacker`` each. Entries are
/// not padded: the shader clamps coordinates to an entry's outer texel centres
/// (``Slot/clampBox``), so linear filtering never reads a neighbour.
///
/// Never stalls a frame to defragment: when no page has room a new page is opened, freed
/// space is reused by later entries, a page whose entries are all gone is released at once,
/// and the entries of a page left at most a quarter full are moved into the others' free
/// space a few a frame (``TextureCache/compactAtlas(byteBudget:stats:)``) until it empties.
/// The context must be current for every call.
final class TextureAtlas {
    /// Where an entry lies: its page, its pixels there, and the page's side.
    struct Slot: Equatable {
        let page: Int
        let rect: PixelRect
        let pageSide: Int

        /// `part` (normalized in the entry's content) in normalized page coordinates.
        func pageRect(of part: CGRect) -> CGRect {
            let side = CGFloat(pageSide), r = rect
            return CGRect(
                x: (CGFloat(r.x) + part.minX * CGFloat(r.width)) / side,
                y: (CGFloat(r.y) + part.minY * CGFloat(r.height)) / side,
                width: part.width * CGFloat(r.width) / side, height: part.height * CGFloat(r.height) / side)
        }

        /// The box of the entry's outer texel centres in normalized page coordinates (min x,
        /// min y, max x, max y): clamped to it, a linear sample reads the entry's own edge texels
        /// where a texture of its own would clamp to its edge.
        var clampBox: [Float] {
            let side = Float(pageSide), r = rect
            return [
                (Float(r.x) + 0.5) / side, (Float(r.y) + 0.5) / side, (Float(r.x + r.width) - 0.5) / side,
                (Float(r.y + r.height) - 0.5) / side,
            ]
        }
    }

    private struct Page {
        let texture: GLTexture
        var packer: ShelfPacker
    }

    private let context: GLContext
    /// The side of every page.
    let pageSide: Int
    /// The largest content side that goes in the atlas.
    let maxEntrySide: Int
    private var pages: [Int: Page] = [:]
    private var nextPage = 0

    /// Pages of `min(2048, maxTextureSize)` pixels a side.
    init(context: GLContext, maxTextureSize: Int) {
        self.context = context
        pageSide = min(2048, maxTextureSize)
        maxEntrySide = pageSide / 4
    }

    /// Pages allocated now.
    var pageCount: Int { pages.count }

    /// Bytes of the pages allocated now.
    var pageBytes: Int { pages.values.reduce(0) { $0 + $1.texture.byteCount } }

    /// True when a `width` × `height` content goes in the atlas.
    func accepts(width: Int, height: Int) -> Bool {
        width >= 1 && height >= 1 && width <= maxEntrySide && height <= maxEntrySide
    }

    /// A place for a `width` × `height` content: in the oldest page with room, or a new page.
    func allocate(width: Int, height: Int) throws(GLError) -> Slot {
        precondition(accepts(width: width, height: height), "\(width)x\(height) is too large for the atlas")
        for id in pages.keys.sorted() {
            if let rect = pages[id]?.packer.allocate(width: width, height: height) {
                return Slot(page: id, rect: rect, pageSide: pageSide)
            }
        }
        let id = nextPage
        nextPage += 1
        var packer = ShelfPacker(width: pageSide, height: pageSide)
        let texture = try context.makeTexture(width: pageSide, height: pageSide)
        guard let rect = packer.allocate(width: width, height: height) else {
            preconditionFailure("an accepted content fits an empty page")
        }
        pages[id] = Page(texture: texture, packer: packer)
        return Slot(page: id, rect: rect, pageSide: pageSide)
    }

    /// A place for a `width` × `height` content in a page with room other than `avoided`;
    /// nil when none has (no page is opened).
    func allocate(width: Int, height: Int, avoiding avoided: Int) -> Slot? {
        for id in pages.keys.sorted() where id != avoided {
            if let rect = pages[id]?.packer.allocate(width: width, height: height) {
                return Slot(page: id, rect: rect, pageSide: pageSide)
            }
        }
        return nil
    }

    /// The emptiest page when there are several and it is at most a quarter full: the one
    /// whose entries should move out so that it can be released.
    func sparsePage() -> Int? {
        guard pages.count > 1,
            let (id, page) = pages.min(by: { ($0.value.packer.usedArea, $0.key) < ($1.value.packer.usedArea, $1.key) }),
            page.packer.usedArea * 4 <= pageSide * pageSide
        else { return nil }
        return id
    }

    /// Gives `slot` back; a page left empty is released.
    func free(_ slot: Slot) {
        guard var page = pages[slot.page] else { return }
        page.packer.free(slot.rect)
        pages[slot.page] = page.packer.isEmpty ? nil : page
    }

    /// The texture of the page `slot` lies in.
    func texture(of slot: Slot) -> GLTexture? { pages[slot.page]?.texture }
}
