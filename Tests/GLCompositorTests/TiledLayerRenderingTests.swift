import Foundation
import GLCompositor
import Graphics
import LayerTree
import ReferenceRenderer
import Testing

@Suite("CATiledLayer through the GPU compositor")
@MainActor
struct TiledLayerRenderingTests {
    /// A 4096 × 4096 view backed by a `CATiledLayer` of 256-point tiles, each filled red or blue
    /// in a checkerboard, recording every `draw(_:)`.
    final class CheckerboardView: UIView {
        var rects: [CGRect] = []
        override class var layerClass: AnyClass { CATiledLayer.self }

        override func draw(_ rect: CGRect) {
            rects.append(rect)
            let column = Int(rect.minX / 256), row = Int(rect.minY / 256)
            ((column + row).isMultiple(of: 2) ? UIColor.red : UIColor.blue).setFill()
            UIRectFill(rect)
        }
    }

    /// A 320 × 320 white window with a 300 × 300 scroll view at (10, 10) over the checkerboard,
    /// on the manual clock at 50 s.
    func scene() throws -> (CompositorHarness, UIScrollView, CheckerboardView) {
        MediaClock.useManualTime(50)
        let h = try CompositorHarness(width: 320, height: 320)
        let scrollView = UIScrollView(frame: CGRect(x: 10, y: 10, width: 300, height: 300))
        scrollView.showsVerticalScrollIndicator = false
        scrollView.showsHorizontalScrollIndicator = false
        let board = CheckerboardView(frame: CGRect(x: 0, y: 0, width: 4096, height: 4096))
        scrollView.addSubview(board)
        scrollView.contentSize = board.bounds.size
        h.window.addSubview(scrollView)
        return (h, scrollView, board)
    }

    func tile(_ column: CGFloat, _ row: CGFloat) -> CGRect { CGRect(x: column * 256, y: row * 256, width: 256, height: 256) }

    @Test("Only the four visible tiles are drawn, each clipped to its rect; they fade in over 0.25 s")
    func visibleTilesFadeIn() throws {
        defer { MediaClock.useSystemTime() }
        let (h, _, board) = try scene()
        let first = try h.snapshot()
        #expect(board.rects == [tile(0, 0), tile(1, 0), tile(0, 1), tile(1, 1)])
        expectPixel(first, 15, 15, white, "tile (0, 0) not yet faded in")
        MediaClock.advance(by: 0.125)
        let half = try h.snapshot()
        expectPixel(half, 15, 15, Pixel(r: 255, g: 128, b: 128, a: 255), tolerance: 2, "tile (0, 0): red at half")
        expectPixel(half, 300, 20, Pixel(r: 128, g: 128, b: 255, a: 255), tolerance: 2, "tile (1, 0): blue at half")
        MediaClock.advance(by: 0.125)
        let done = try h.snapshot()
        expectPixel(done, 15, 15, red, "tile (0, 0)")
        expectPixel(done, 300, 20, blue, "tile (1, 0)")
        expectPixel(done, 20, 300, blue, "tile (0, 1)")
        expectPixel(done, 265, 265, red, "tile (1, 1)")
        expectPixel(done, 5, 5, white, "outside the scroll view")
        expectPixel(done, 315, 315, white, "outside the scroll view")
        #expect(board.rects.count == 4, "nothing drawn again while fading")
        try h.expectNoGLErrors()
    }

    @Test("Scrolling draws only the tiles that come into view; a still frame draws and uploads nothing")
    func scrollingDrawsNewTilesOnly() throws {
        defer { MediaClock.useSystemTime() }
        let (h, scrollView, board) = try scene()
        try h.render()
        MediaClock.advance(by: 0.5)
        try h.render()
        board.rects = []
        scrollView.contentOffset = CGPoint(x: 0, y: 300)  // content rows 300…600: tile rows 1 and 2
        try h.render()
        #expect(board.rects == [tile(0, 2), tile(1, 2)])
        MediaClock.advance(by: 0.5)
        let image = try h.snapshot()
        expectPixel(image, 15, 15, blue, "content (5, 305): tile (0, 1)")
        expectPixel(image, 300, 15, red, "content (290, 305): tile (1, 1)")
        expectPixel(image, 15, 300, red, "content (5, 590): tile (0, 2)")
        expectPixel(image, 300, 300, blue, "content (290, 590): tile (1, 2)")
        MediaClock.advance(by: 1.0 / 60)
        let still = try h.render()
        #expect(still.bytesUploaded == 0 && still.drawRectCalls == 0 && board.rects.count == 2)
        // Scrolling back shows the kept tiles: nothing drawn.
        scrollView.contentOffset = .zero
        try h.render()
        #expect(board.rects.count == 2)
        try h.expectNoGLErrors()
    }

    @Test("The reference renderer draws the same tiles, mid-fade included")
    func matchesReference() throws {
        defer { MediaClock.useSystemTime() }
        let (h, scrollView, _) = try scene()
        scrollView.contentOffset = CGPoint(x: 100, y: 130)
        try h.render()
        MediaClock.advance(by: 0.1)
        let image = try h.snapshot()
        let tree = h.window.layer.runUpdateCycle().root
        let reference = ReferenceRenderer.render(tree, width: 320, height: 320, scale: 1)
        let comparison = reference.compare(image)
        #expect(!comparison.sizesDiffer && comparison.mismatches.isEmpty, "\(comparison.mismatches.prefix(3))")
    }
}
