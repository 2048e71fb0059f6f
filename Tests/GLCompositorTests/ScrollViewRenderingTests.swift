import Foundation
import GLCompositor
import Graphics
import LayerTree
import Testing

@Suite("A dragged and flicked UIScrollView through the GPU compositor")
@MainActor
struct ScrollViewRenderingTests {
    /// A 120 × 110 window with a 100 × 80 scroll view at (10, 20) holding 30 drawn rows of 16
    /// points, each its own colour, on the manual clock.
    @MainActor
    final class Scene {
        let h: CompositorHarness
        let full: Compositor
        let scrollView = UIScrollView(frame: CGRect(x: 10, y: 20, width: 100, height: 80))
        var rows: [SolidDrawnView] = []

        init() throws {
            MediaClock.useManualTime(50)
            h = try CompositorHarness(width: 120, height: 110)
            full = try h.context.withCurrent { [h] in
                try Compositor(context: h.context, options: CompositorOptions(tracksDamage: false))
            }
            scrollView.backgroundColor = UIColor(red: 0.9, green: 0.9, blue: 0.7, alpha: 1)
            scrollView.showsVerticalScrollIndicator = false
            for i in 0..<30 {
                let row = SolidDrawnView(
                    frame: CGRect(x: 0, y: CGFloat(i) * 16, width: 100, height: 14), color: Self.color(i))
                scrollView.addSubview(row)
                rows.append(row)
            }
            scrollView.contentSize = CGSize(width: 100, height: 30 * 16)
            h.window.addSubview(scrollView)
        }

        static func color(_ i: Int) -> UIColor {
            UIColor(red: CGFloat(i % 5) / 5, green: CGFloat(i % 3) / 3, blue: CGFloat(i % 7) / 7, alpha: 1)
        }

        func touch(_ phase: UITouch.Phase, y: CGFloat) {
            h.window.injectTouch(id: 1, phase: phase, at: CGPoint(x: 60, y: y), timestamp: MediaClock.now)
        }

        /// Advances the clock one frame and renders with damage tracking; returns the counters
        /// and how many pixels differ from a full repaint of the same frame.
        func frame() throws -> (FrameStats, Int, PixelImage) {
            MediaClock.advance(by: 1.0 / 60)
            CATransaction.flush()
            let (stats, tracked) = try h.context.withCurrent { () throws -> (FrameStats, PixelImage) in
                let stats = try h.compositor.render(h.window)
                return (stats, try h.context.readPixels(h.compositor.lastWindowTarget!))
            }
            let reference = try h.context.withCurrent { try full.snapshot(h.window) }
            return (stats, differingPixelCount(tracked, reference), tracked)
        }
    }

    @Test("Dragging and decelerating moves pixels: no draw(_:), no upload, only the exposed strip repainted")
    func dragAndFlick() throws {
        let scene = try Scene()
        _ = try scene.frame()
        _ = try scene.frame()  // rows below the fold were uploaded ahead after the first frame
        scene.touch(.began, y: 90)
        var y: CGFloat = 90
        var frames: [(FrameStats, Int, PixelImage)] = []
        for _ in 0..<4 {
            y -= 6
            scene.touch(.moved, y: y)
            frames.append(try scene.frame())
        }
        scene.touch(.ended, y: y)
        for _ in 0..<20 { frames.append(try scene.frame()) }
        #expect(scene.scrollView.contentOffset.y > 18, "the flick carried the content on")
        var copied = 0
        for (index, (stats, differing, _)) in frames.enumerated() {
            #expect(differing == 0, "frame \(index) differs from a full repaint")
            #expect(stats.drawRectCalls == 0 && stats.bytesUploaded == 0, "frame \(index): \(stats)")
            if let copy = stats.scrollCopy {
                copied += 1
                let shift = copy.source.y - copy.destination.y
                #expect(stats.damage == .region(PixelRect(x: 10, y: 100 - shift, width: 100, height: shift)), "frame \(index)")
            }
        }
        #expect(copied >= 15, "most frames move the last frame's pixels: \(copied)")
        // The pixel under (60, 30) is the row the offset puts there.
        let (_, _, image) = try scene.frame()
        let contentY = Int(scene.scrollView.contentOffset.y) + 10
        let expected =
            contentY % 16 < 14 ? Scene.color(contentY / 16).cgColor : UIColor(red: 0.9, green: 0.9, blue: 0.7, alpha: 1).cgColor
        let pixel = image[60, 30]
        #expect(abs(Int(pixel.r) - Int(expected.red * 255)) <= 1 && abs(Int(pixel.b) - Int(expected.blue * 255)) <= 1)
        try scene.h.expectNoGLErrors()
    }
}
