import Foundation
import GLCompositor
import Graphics
import LayerTree
import Testing

@Suite("DirectPlanPainter: the raw-GL baseline draws a plan's quads")
@MainActor
struct DirectPlanPainterTests {
    @Test("Colours and drawn contents land where the compositor puts them; no GL error or leak")
    func matchesCompositorOnPlainQuads() throws {
        let h = try CompositorHarness()
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 20))
        view.backgroundColor = .red
        h.window.addSubview(view)
        h.window.addSubview(SolidDrawnView(frame: CGRect(x: 50, y: 50, width: 20, height: 20), color: .blue))
        let reference = try h.snapshot()
        let root = h.window.runUpdateCycle().root
        let image = try h.context.withCurrent { () throws -> PixelImage in
            let plan = h.compositor.plan(root, size: PixelSize(width: 100, height: 100), scale: 1)
            let painter = try DirectPlanPainter(context: h.context)
            let target = try h.context.makeRenderTarget(width: 100, height: 100)
            try painter.draw(plan, into: target)
            #expect(painter.drawCalls == plan.drawCount)
            return try h.context.readPixels(target)
        }
        for (x, y) in [(5, 5), (15, 15), (39, 29), (55, 55), (80, 80)] {
            expectPixel(image, x, y, reference[x, y], "at (\(x), \(y))")
        }
        try h.expectNoGLErrors()
    }
}
