import Graphics
import Testing

@testable import GLCompositor

@Suite("ShelfPacker: rects on shelves, freed and reused")
struct ShelfPackerTests {
    @Test("Rects fill a shelf left to right; a taller one opens a shelf below, heights rounded to 8")
    func shelves() {
        var packer = ShelfPacker(width: 64, height: 64)
        #expect(packer.allocate(width: 20, height: 10) == PixelRect(x: 0, y: 0, width: 20, height: 10))
        #expect(packer.allocate(width: 30, height: 12) == PixelRect(x: 20, y: 0, width: 30, height: 12), "fits the 16-high shelf")
        #expect(packer.allocate(width: 20, height: 5) == PixelRect(x: 0, y: 16, width: 20, height: 5), "too wide for the rest")
        #expect(packer.allocate(width: 10, height: 30) == PixelRect(x: 0, y: 24, width: 10, height: 30))
        #expect(packer.allocate(width: 60, height: 9) == nil, "no shelf has the width and 8 rows are left")
        #expect(packer.usedArea == 200 + 360 + 100 + 300)
    }

    @Test("A freed rect's span is reused; neighbours merge; emptied trailing shelves are given back")
    func freeAndReuse() {
        var packer = ShelfPacker(width: 64, height: 32)
        let a = packer.allocate(width: 20, height: 8)!
        let b = packer.allocate(width: 20, height: 8)!
        let c = packer.allocate(width: 20, height: 8)!
        let d = packer.allocate(width: 40, height: 16)!
        #expect(d == PixelRect(x: 0, y: 8, width: 40, height: 16))
        packer.free(a)
        packer.free(b)
        #expect(packer.allocate(width: 40, height: 8) == PixelRect(x: 0, y: 0, width: 40, height: 8), "a and b merged")
        packer.free(d)
        #expect(packer.allocate(width: 64, height: 24) == PixelRect(x: 0, y: 8, width: 64, height: 24), "d's shelf given back")
        packer.free(c)
        #expect(!packer.isEmpty)
        packer.free(PixelRect(x: 0, y: 0, width: 40, height: 8))
        packer.free(PixelRect(x: 0, y: 8, width: 64, height: 24))
        #expect(packer.isEmpty && packer.usedArea == 0)
        #expect(packer.allocate(width: 64, height: 32) == PixelRect(x: 0, y: 0, width: 64, height: 32), "all of it again")
    }

    @Test("Nothing larger than the page, nothing empty")
    func limits() {
        var packer = ShelfPacker(width: 16, height: 16)
        #expect(packer.allocate(width: 17, height: 1) == nil)
        #expect(packer.allocate(width: 0, height: 4) == nil)
        #expect(packer.allocate(width: 16, height: 16) != nil)
        #expect(packer.allocate(width: 1, height: 1) == nil)
    }
}
