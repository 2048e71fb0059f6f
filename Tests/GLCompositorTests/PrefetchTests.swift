import Foundation
import GLCompositor
import Graphics
import LayerTree
import Testing

@Suite("Compositor: contents scrolled out of view are uploaded ahead")
@MainActor
struct PrefetchTests {
    /// A clipping list of 10 drawn 100×30 rows, 3 of them visible in a 100×100 window.
    func makeList(_ h: CompositorHarness) -> UIView {
        let list = UIView(frame: h.window.bounds)
        list.clipsToBounds = true
        for i in 0..<10 {
            list.addSubview(
                SolidDrawnView(frame: CGRect(x: 0, y: i * 30, width: 100, height: 30), color: i.isMultiple(of: 2) ? .red : .blue))
        }
        h.window.addSubview(list)
        return list
    }

    @Test("The first frame uploads every row; scrolling then uploads nothing and shows the right rows")
    func scrollingUploadsNothing() throws {
        let h = try CompositorHarness()
        let list = makeList(h)
        let first = try h.render()
        #expect(first.bytesUploaded == 10 * 100 * 30 * 4)
        #expect(first.prefetchedContents == 6, "rows 4…9 lie below the window; row 3 is partly visible")
        for y in stride(from: 10, through: 200, by: 10) {
            list.bounds.origin.y = CGFloat(y)
            let stats = try h.render()
            #expect(stats.bytesUploaded == 0 && stats.drawRectCalls == 0, "scrolled to \(y)")
        }
        let image = try h.snapshot()  // origin 200: rows 6 (red, to y 10), 7 (blue, to 40), 8 (red)
        expectPixel(image, 50, 5, red)
        expectPixel(image, 50, 15, blue)
        expectPixel(image, 50, 45, red)
        try h.expectNoGLErrors()
    }

    @Test("Prefetching stops at the texture budget instead of evicting")
    func prefetchWithinBudget() throws {
        let h = try CompositorHarness(options: CompositorOptions(textureBudgetBytes: 5 * 12_000))
        _ = makeList(h)
        let first = try h.render()
        #expect(first.prefetchedContents == 1, "4 visible rows fill 48,000 of 60,000 bytes; one more fits")
        #expect(first.evictions == 0)
        let second = try h.render()
        #expect(second.bytesUploaded == 0 && second.evictions == 0, "no thrashing")
    }

    @Test("Rows that clip their own content are uploaded ahead too")
    func clippingRows() throws {
        let h = try CompositorHarness()
        let list = UIView(frame: h.window.bounds)
        list.clipsToBounds = true
        for i in 0..<10 {
            let row = UIView(frame: CGRect(x: 0, y: i * 30, width: 100, height: 30))
            row.clipsToBounds = true
            row.addSubview(SolidDrawnView(frame: row.bounds, color: .red))
            list.addSubview(row)
        }
        h.window.addSubview(list)
        let first = try h.render()
        #expect(first.prefetchedContents == 6)
        list.bounds.origin.y = 150
        let stats = try h.render()
        #expect(stats.bytesUploaded == 0)
        expectPixel(try h.snapshot(), 50, 50, red)
    }
}
