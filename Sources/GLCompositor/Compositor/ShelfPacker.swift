import Graphics

/// Places rects in a `width` × `height` page on shelves: rows as tall as the first rect put on
/// them (rounded up to ``heightStep``), filled left to right. A freed rect's span goes back to
/// its shelf (merged with free neighbours) and is reused by a rect no wider that fits the
/// shelf's height; trailing shelves left empty are given back to the page. Pure bookkeeping:
/// no GL.
struct ShelfPacker {
    /// Shelf heights are multiples of this, so that rects of nearly equal heights share shelves.
    static let heightStep = 8

    private struct Shelf {
        let y: Int
        let height: Int
        /// Free spans (x, width), sorted by x, never touching.
        var free: [(x: Int, width: Int)]
    }

    let width: Int
    let height: Int
    private var shelves: [Shelf] = []
    /// Pixels held by placed rects.
    private(set) var usedArea = 0

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// True when nothing is placed.
    var isEmpty: Bool { usedArea == 0 }

    /// A place for a `w` × `h` rect, or nil when none is free: the lowest shelf tall enough
    /// (wasting the least height) with a free span wide enough, else a new shelf.
    mutating func allocate(width w: Int, height h: Int) -> PixelRect? {
        guard w > 0, h > 0, w <= width, h <= height else { return nil }
        var best: (shelf: Int, span: Int, height: Int)?
        for (index, shelf) in shelves.enumerated() where shelf.height >= h && shelf.height < (best?.height ?? .max) {
            guard let span = shelf.free.firstIndex(where: { $0.width >= w }) else { continue }
            best = (index, span, shelf.height)
        }
        if let best, best.height - h < Self.heightStep * 2 || !canOpenShelf(h) {
            return take(w, h, shelf: best.shelf, span: best.span)
        }
        guard canOpenShelf(h) else { return nil }
        let top = shelves.last.map { $0.y + $0.height } ?? 0
        let shelfHeight = min(height - top, (h + Self.heightStep - 1) / Self.heightStep * Self.heightStep)
        shelves.append(Shelf(y: top, height: shelfHeight, free: [(0, width)]))
        return take(w, h, shelf: shelves.count - 1, span: 0)
    }

    /// Gives `rect`, placed by ``allocate(width:height:)``, back.
    mutating func free(_ rect: PixelRect) {
        guard let index = shelves.firstIndex(where: { $0.y == rect.y }) else { return }
        usedArea -= rect.width * rect.height
        var spans = shelves[index].free
        let at = spans.firstIndex { $0.x > rect.x } ?? spans.count
        spans.insert((rect.x, rect.width), at: at)
        var merged: [(x: Int, width: Int)] = []
        for span in spans {
            if let last = merged.last, last.x + last.width == span.x {
                merged[merged.count - 1].width += span.width
            } else {
                merged.append(span)
            }
        }
        shelves[index].free = merged
        while let last = shelves.last, last.free.count == 1, last.free[0].width == width { shelves.removeLast() }
    }

    private func canOpenShelf(_ h: Int) -> Bool {
        let top = shelves.last.map { $0.y + $0.height } ?? 0
        return height - top >= h
    }

    private mutating func take(_ w: Int, _ h: Int, shelf index: Int, span: Int) -> PixelRect {
        let chosen = shelves[index].free[span]
        if chosen.width == w {
            shelves[index].free.remove(at: span)
        } else {
            shelves[index].free[span] = (chosen.x + w, chosen.width - w)
        }
        usedArea += w * h
        return PixelRect(x: chosen.x, y: shelves[index].y, width: w, height: h)
    }
}
