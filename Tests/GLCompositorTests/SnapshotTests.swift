import Foundation
import GLCompositor
import Graphics
import LayerTree
import Testing

@Suite("Snapshots through the compositor")
@MainActor
struct SnapshotTests {
    @Test("snapshotView renders the view and its subviews into a new view's contents")
    func snapshotView() throws {
        let h = try CompositorHarness()
        h.compositor.installAsHierarchyRenderer()
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 20))
        view.backgroundColor = .red
        let child = UIView(frame: CGRect(x: 20, y: 0, width: 20, height: 20))
        child.backgroundColor = .blue
        view.addSubview(child)
        h.window.addSubview(view)
        let snapshot = try #require(view.snapshotView(afterScreenUpdates: true))
        #expect(snapshot.bounds.size == CGSize(width: 40, height: 20))
        let image = try #require(snapshot.layer.contents as? CGImage)
        #expect(image.width == 40 && image.height == 20)
        #expect(image.pixels[5, 5] == red && image.pixels[30, 5] == blue)
        // The snapshot is a view like any other: shown elsewhere, it looks like the original.
        view.isHidden = true
        snapshot.frame.origin = CGPoint(x: 50, y: 60)
        h.window.addSubview(snapshot)
        let frame = try h.snapshot()
        expectPixel(frame, 55, 65, red)
        expectPixel(frame, 80, 65, blue)
    }

    @Test("drawHierarchy draws the view, as it appears, into the current context")
    func drawHierarchy() throws {
        let h = try CompositorHarness()
        h.compositor.installAsHierarchyRenderer()
        let source = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        source.backgroundColor = .green
        source.layer.cornerRadius = 10
        h.window.addSubview(source)
        final class Mirror: UIView {
            weak var source: UIView?
            var result = false
            override func draw(_ rect: CGRect) { result = source?.drawHierarchy(in: bounds, afterScreenUpdates: false) ?? false }
        }
        let mirror = Mirror(frame: CGRect(x: 40, y: 40, width: 40, height: 40))
        mirror.source = source
        mirror.isOpaque = false
        h.window.addSubview(mirror)
        let frame = try h.snapshot()
        #expect(mirror.result)
        expectPixel(frame, 60, 60, green, "the middle, scaled ×2")
        expectPixel(frame, 41, 41, white, "the rounded corner stays transparent")
        #expect(!UIView().drawHierarchy(in: .zero, afterScreenUpdates: false), "no current context: false")
    }
}
