import Foundation
import Graphics
import LayerTree
import Testing

/// A tiled layer that records the clip and CTM scale of every `draw(in:)`, and fills the tile.
final class RecordingTiledLayer: CATiledLayer {
    var clips: [CGRect] = []
    var scales: [CGFloat] = []

    override func draw(in ctx: CGContext) {
        clips.append(ctx.boundingBoxOfClipPath)
        scales.append(ctx.ctm.a)
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fill(ctx.boundingBoxOfClipPath)
    }
}

/// The same with no fade, so a tile shows fully in the cycle that drew it.
final class ImmediateTiledLayer: CATiledLayer {
    var clips: [CGRect] = []
    override class func fadeDuration() -> CFTimeInterval { 0 }
    override func draw(in ctx: CGContext) {
        clips.append(ctx.boundingBoxOfClipPath)
        ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        ctx.fill(ctx.boundingBoxOfClipPath)
    }
}

@Suite("CATiledLayer: the model")
@MainActor
struct TiledLayerTests {
    /// A 300 × 300 root holding a 4096 × 4096 tiled layer at its origin.
    func scene<Layer: CATiledLayer>(_ layer: Layer) -> CALayer {
        MediaClock.useManualTime(100)
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 300, height: 300)
        layer.anchorPoint = .zero
        layer.bounds = CGRect(x: 0, y: 0, width: 4096, height: 4096)
        root.addSublayer(layer)
        return root
    }

    func rect(_ x: CGFloat, _ y: CGFloat, _ side: CGFloat) -> CGRect { CGRect(x: x, y: y, width: side, height: side) }

    @Test("Core Animation's defaults; bad settings are refused with a diagnostic")
    func defaults() {
        let layer = CATiledLayer()
        #expect(CATiledLayer.fadeDuration() == 0.25)
        #expect(layer.tileSize == CGSize(width: 256, height: 256))
        #expect(layer.levelsOfDetail == 1 && layer.levelsOfDetailBias == 0)
        #expect(CATiledLayer.defaultAction(forKey: "tileSize") == nil)
        let diagnostics = LayerTreeDiagnostics.capturing {
            layer.levelsOfDetail = 0
            layer.levelsOfDetailBias = -1
            layer.tileSize = CGSize(width: CGFloat.nan, height: 10)
            layer.tileSize = CGSize(width: 0, height: 10)
        }
        #expect(diagnostics.count == 4)
        #expect(layer.levelsOfDetail == 1 && layer.levelsOfDetailBias == 0 && layer.tileSize.width == 256)
        layer.tileSize = CGSize(width: 128, height: 64)
        #expect((layer.value(forKey: "tileSize") as? CGSize) == CGSize(width: 128, height: 64))
    }

    @Test("Only the tiles meeting the visible region are drawn, one draw(in:) each, clipped to the tile")
    func visibleTilesOnly() {
        defer { MediaClock.useSystemTime() }
        let tiled = RecordingTiledLayer()
        let root = scene(tiled)
        let stats = root.runUpdateCycle().stats
        #expect(tiled.clips == [rect(0, 0, 256), rect(256, 0, 256), rect(0, 256, 256), rect(256, 256, 256)])
        #expect(tiled.scales == [1, 1, 1, 1])
        #expect(stats.drawCalls == 4 && stats.pixelsDrawn == 4 * 256 * 256)
        // Again, nothing moved: nothing drawn.
        #expect(root.runUpdateCycle().stats.drawCalls == 0)
        // Scrolling the root by 300 points shows columns 1 and 2: only column 2 is new.
        tiled.clips = []
        root.bounds.origin = CGPoint(x: 300, y: 0)
        _ = root.runUpdateCycle()
        #expect(tiled.clips == [rect(512, 0, 256), rect(512, 256, 256)])
        // Back: every tile is still kept.
        tiled.clips = []
        root.bounds.origin = .zero
        _ = root.runUpdateCycle()
        #expect(tiled.clips == [])
    }

    @Test("An enclosing layer that masks to its bounds limits the visible region; a hidden one shows nothing")
    func enclosingClips() {
        defer { MediaClock.useSystemTime() }
        let tiled = RecordingTiledLayer()
        let root = scene(tiled)
        let clip = CALayer()
        clip.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        clip.masksToBounds = true
        root.addSublayer(clip)
        clip.addSublayer(tiled)
        tiled.position = CGPoint(x: -200, y: -300)  // the clip shows layer points (200…300, 300…350)
        _ = root.runUpdateCycle()
        #expect(tiled.clips == [rect(0, 256, 256), rect(256, 256, 256)])
        tiled.clips = []
        clip.isHidden = true
        tiled.position = CGPoint(x: -1000, y: -1000)
        _ = root.runUpdateCycle()
        #expect(tiled.clips == [])
    }

    @Test("setNeedsDisplay(_:) redraws only the tiles its rect meets; tiles out of view wait until shown")
    func partialRedraw() {
        defer { MediaClock.useSystemTime() }
        let tiled = RecordingTiledLayer()
        let root = scene(tiled)
        _ = root.runUpdateCycle()
        tiled.clips = []
        tiled.setNeedsDisplay(CGRect(x: 250, y: 10, width: 10, height: 5))  // tiles (0, 0) and (1, 0)
        tiled.setNeedsDisplay(CGRect(x: 2000, y: 2000, width: 10, height: 10))  // out of view
        _ = root.runUpdateCycle()
        #expect(tiled.clips == [rect(0, 0, 256), rect(256, 0, 256)])
        tiled.clips = []
        tiled.setNeedsDisplay()
        _ = root.runUpdateCycle()
        #expect(tiled.clips.count == 4)
    }

    @Test("Levels of detail: reduced levels when scaled down, magnified ones with a bias, clamped to the range")
    func levelsOfDetail() {
        defer { MediaClock.useSystemTime() }
        let tiled = RecordingTiledLayer()
        let root = scene(tiled)
        tiled.levelsOfDetail = 3
        tiled.setAffineTransform(CGAffineTransform(scaleX: 0.5, y: 0.5))  // 600 points visible: level 1, 512-point tiles
        _ = root.runUpdateCycle()
        #expect(tiled.clips == [rect(0, 0, 512), rect(512, 0, 512), rect(0, 512, 512), rect(512, 512, 512)])
        #expect(tiled.scales == [0.5, 0.5, 0.5, 0.5])
        tiled.clips = []
        tiled.scales = []
        tiled.setAffineTransform(CGAffineTransform(scaleX: 0.3, y: 0.3))  // 2^−1.74: level 2, 1024-point tiles
        _ = root.runUpdateCycle()
        #expect(tiled.clips == [rect(0, 0, 1024)] && tiled.scales == [0.25])
        tiled.clips = []
        tiled.scales = []
        tiled.setAffineTransform(CGAffineTransform(scaleX: 0.1, y: 0.1))  // level 3 wanted, 2 is the last
        _ = root.runUpdateCycle()
        let grid = (0..<3).flatMap { row in (0..<3).map { rect(CGFloat($0) * 1024, CGFloat(row) * 1024, 1024) } }
        #expect(tiled.clips == Array(grid.dropFirst()), "the level-2 tile at the origin is kept from before")
        tiled.clips = []
        tiled.scales = []
        tiled.levelsOfDetailBias = 2
        tiled.setAffineTransform(CGAffineTransform(scaleX: 4, y: 4))  // magnified: level −2, 64-point tiles at 4×
        _ = root.runUpdateCycle()
        #expect(tiled.clips.count == 4 && tiled.clips.first == rect(0, 0, 64) && tiled.clips.last == rect(64, 64, 64))
        #expect(Set(tiled.scales) == [4])
    }

    @Test("A new tile fades in over fadeDuration on the media clock; with 0 it shows at once")
    func fadeIn() throws {
        defer { MediaClock.useSystemTime() }
        let tiled = RecordingTiledLayer()
        let root = scene(tiled)
        let first = try #require(root.runUpdateCycle().root)
        #expect(first.sublayers[0].drawing == nil, "every tile at opacity 0")
        MediaClock.advance(by: 0.125)
        let half = try #require(root.runUpdateCycle().root)
        guard case .tiles(let tiles)? = half.sublayers[0].drawing else {
            Issue.record("expected tiles")
            return
        }
        #expect(tiles.tiles.map(\.opacity) == [0.5, 0.5, 0.5, 0.5])
        #expect(tiles.tiles.map(\.quad) == [rect(0, 0, 256), rect(256, 0, 256), rect(0, 256, 256), rect(256, 256, 256)])
        MediaClock.advance(by: 0.2)
        guard case .tiles(let done)? = root.runUpdateCycle().root?.sublayers[0].drawing else { return }
        #expect(done.tiles.map(\.opacity) == [1, 1, 1, 1])

        let immediate = ImmediateTiledLayer()
        let other = scene(immediate)
        guard case .tiles(let shown)? = other.runUpdateCycle().root?.sublayers[0].drawing else {
            Issue.record("expected tiles at once")
            return
        }
        #expect(shown.tiles.map(\.opacity) == [1, 1, 1, 1] && immediate.clips.count == 4)
    }

    @Test("A view whose layerClass is CATiledLayer gets draw(_:) once per tile with the tile's rect")
    func tiledView() {
        final class TiledView: UIView {
            var rects: [CGRect] = []
            override class var layerClass: AnyClass { CATiledLayer.self }
            override func draw(_ rect: CGRect) {
                rects.append(rect)
                UIColor.red.setFill()
                UIRectFill(rect)
            }
        }
        MediaClock.useManualTime(100)
        defer { MediaClock.useSystemTime() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let view = TiledView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        window.addSubview(view)
        window.isHidden = false
        #expect(view.layer is CATiledLayer)
        _ = window.runUpdateCycle()
        let side = 256 / view.layer.contentsScale  // 256-pixel tiles at the screen's scale
        #expect(view.rects == stride(from: 0, to: 200, by: side).map { CGRect(x: $0, y: 0, width: side, height: side) })
        #expect(view.rects.count >= 1)
    }
}
