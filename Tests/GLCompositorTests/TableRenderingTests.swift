import Foundation
import GLCompositor
import Graphics
import LayerTree
import Testing

@Suite("A UITableView through the GPU compositor")
@MainActor
struct TableRenderingTests {
    @MainActor
    final class Source: UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1000 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    @Test("Scrolling draws only the rows coming into view, moves the rest, and shows separators and the selection")
    func scrollingDrawsEnteringRows() throws {
        MediaClock.useManualTime(60)
        let h = try CompositorHarness(width: 200, height: 160)
        let full = try h.context.withCurrent {
            try Compositor(context: h.context, options: CompositorOptions(tracksDamage: false))
        }
        let table = UITableView(frame: h.window.bounds, style: .plain)
        let source = Source()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.rowHeight = 40
        table.dataSource = source
        table.showsVerticalScrollIndicator = false
        h.window.addSubview(table)
        let first = try h.render()
        #expect(first.drawRectCalls == 4, "one label per row on screen")
        for step in 1...30 {
            table.contentOffset = CGPoint(x: 0, y: CGFloat(step * 7))
            let (stats, tracked) = try h.context.withCurrent { () throws -> (FrameStats, PixelImage) in
                let stats = try h.compositor.render(h.window)
                return (stats, try h.context.readPixels(h.compositor.lastWindowTarget!))
            }
            let reference = try h.context.withCurrent { try full.snapshot(h.window) }
            #expect(differingPixelCount(tracked, reference) == 0, "step \(step)")
            let entering = (step * 7 + 159) / 40 != ((step - 1) * 7 + 159) / 40 ? 1 : 0
            #expect(stats.drawRectCalls == entering, "step \(step): \(stats.drawRectCalls) draws")
            #expect(stats.scrollCopy != nil, "step \(step)")
        }
        table.setContentOffset(.zero, animated: false)
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        let image = try h.snapshot()
        #expect(image[190, 60] == Pixel(r: 209, g: 209, b: 214, a: 255), "the selected row's grey")
        let separator = image[100, 39]
        #expect(separator.r < 240 && separator.r > 180, "a hairline between rows: \(separator)")
        #expect(image[8, 39] == Pixel(r: 255, g: 255, b: 255, a: 255), "inset 16 points from the leading edge")
        try h.expectNoGLErrors()
    }
}
