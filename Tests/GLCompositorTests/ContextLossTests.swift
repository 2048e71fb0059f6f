import Foundation
import GLCompositor
import Graphics
import LayerTree
import Testing
import UIKit

/// A view that fills its bounds in `draw(_:)` and counts the calls.
private final class CountingDrawnView: UIView {
    var draws = 0
    let fill: UIColor

    init(frame: CGRect, fill: UIColor) {
        self.fill = fill
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        draws += 1
        let c = fill.cgColor
        UIGraphicsGetCurrentContext()?.setFillColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
        UIGraphicsGetCurrentContext()?.fill(bounds)
    }
}

/// A window of every kind of kept content: a `draw(_:)` backing store, an image, a label's text,
/// and a translucent group (an offscreen pass) over them.
@MainActor
private struct LossScene {
    let window: UIWindow
    let drawn: CountingDrawnView

    init() {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.screen = UIScreen(bounds: window.bounds, scale: 1)
        window.backgroundColor = .white
        drawn = CountingDrawnView(frame: CGRect(x: 10, y: 10, width: 30, height: 30), fill: .red)
        window.addSubview(drawn)
        let image = CALayer()
        image.frame = CGRect(x: 50, y: 10, width: 40, height: 40)
        image.contents = quadrantImage()
        window.layer.addSublayer(image)
        let label = UILabel(frame: CGRect(x: 10, y: 55, width: 80, height: 20))
        label.text = "Reset"
        window.addSubview(label)
        let group = UIView(frame: CGRect(x: 10, y: 80, width: 60, height: 15))
        group.alpha = 0.5
        for (x, color) in [(0.0, UIColor.blue), (20.0, UIColor.green)] {
            let part = UIView(frame: CGRect(x: x, y: 0, width: 40, height: 15))
            part.backgroundColor = color
            group.addSubview(part)
        }
        window.addSubview(group)
        window.makeKeyAndVisible()
    }
}

@Suite("Context loss: reported, recovered from the kept bitmaps")
@MainActor
struct ContextLossTests {
    @Test("llvmpipe offers the reset-status query on a robust context, and never reports a reset by itself")
    func driverOffersResetStatus() throws {
        try withTestContext { context in
            #expect(context.isRobust)
            #expect(context.resetStatusEntryPoint == "glGetGraphicsResetStatus", "OpenGL ES 3.2: the core entry point")
            try context.checkForReset()
            #expect(!context.isLost && context.lostReason == nil)
        }
    }

    @Test("A loss throws contextLost, kills the GL objects without deleting them; a new context re-uploads without draw(_:)")
    func lossAndRecovery() throws {
        let scene = LossScene()
        var context: GLContext? = try GLContext(options: surfacelessOptions)
        var compositor: Compositor? = try context!.withCurrent { try Compositor(context: context!) }
        let first = try context!.withCurrent { try compositor!.render(scene.window) }
        let before = try context!.withCurrent { try context!.readPixels(compositor!.lastWindowTarget!) }
        #expect(scene.drawn.draws == 1 && first.drawRectCalls >= 2, "the drawn view and the label drew once")
        #expect(first.bytesUploaded > 0)

        // The driver reports a reset after the next frame.
        context!.simulateReset(.guilty)
        #expect(throws: GLError.contextLost(.guilty)) {
            try context!.withCurrent { try compositor!.render(scene.window) }
        }
        #expect(context!.isLost && context!.lostReason == .guilty)
        try context!.withCurrent { #expect(context!.takeErrors() == [], "no GL error left behind") }

        // Lost for good: later frames throw before any GL call or update cycle.
        scene.drawn.setNeedsDisplay()
        let deleted = context!.deletedObjectCount
        #expect(throws: GLError.contextLost(.guilty)) {
            try context!.withCurrent { try compositor!.render(scene.window) }
        }
        #expect(scene.drawn.draws == 1, "the update cycle did not run on a lost context")
        #expect(throws: GLError.contextLost(.guilty)) {
            try context!.withCurrent { try compositor!.snapshot(scene.window) }
        }
        #expect(compositor!.renderImage(of: compositor!.lastWindowTree!, scale: 1) == nil, "snapshots fail too")

        // Its objects died with it: dropping them deletes nothing, and none is left counted.
        let lost = context!
        #expect(lost.liveObjectCount > 0)
        compositor = nil
        context = nil
        try lost.withCurrent { lost.collectGarbage() }
        #expect(lost.liveObjectCounts == [:], "every dead object was let go")
        #expect(lost.deletedObjectCount == deleted, "no glDelete on a lost context")

        // Recovery: a new context and compositor; the first frame uploads every kept bitmap again.
        let fresh = try GLContext(options: surfacelessOptions)
        let recovered = try fresh.withCurrent { try Compositor(context: fresh) }
        scene.drawn.draws = 0
        let stats = try fresh.withCurrent { try recovered.render(scene.window) }
        let after = try fresh.withCurrent { try fresh.readPixels(recovered.lastWindowTarget!) }
        #expect(scene.drawn.draws == 1, "the drawn view was marked for display before the loss, so it draws once")
        #expect(stats.bytesUploaded == first.bytesUploaded, "everything uploaded again: \(stats.bytesUploaded) bytes")
        #expect(stats.texturesUploaded == first.texturesUploaded)
        #expect(largestChannelDifference(before, after) == 0)
        expectPixel(after, 25, 25, red, "the draw(_:) backing store")
        expectPixel(after, 55, 15, red, "the image's red quadrant")
        expectPixel(after, 85, 45, white, "the image's white quadrant")
        expectPixel(after, 15, 87, Pixel(r: 127, g: 127, b: 255, a: 255), tolerance: 1, "the group: blue at half opacity")
        try fresh.withCurrent { #expect(fresh.takeErrors() == []) }
    }

    @Test("After a loss, a new compositor re-uploads the kept bitmaps with no draw(_:) call at all")
    func recoveryRunsNoDraw() throws {
        let scene = LossScene()
        let context = try GLContext(options: surfacelessOptions)
        let compositor = try context.withCurrent { try Compositor(context: context) }
        let first = try context.withCurrent { try compositor.render(scene.window) }
        let before = try context.withCurrent { try context.readPixels(compositor.lastWindowTarget!) }
        context.simulateReset(.innocent)
        #expect(throws: GLError.contextLost(.innocent)) {
            try context.withCurrent { try compositor.render(scene.window) }
        }
        let drawsBefore = scene.drawn.draws

        let fresh = try GLContext(options: surfacelessOptions)
        let recovered = try fresh.withCurrent { try Compositor(context: fresh) }
        let stats = try fresh.withCurrent { try recovered.render(scene.window) }
        let after = try fresh.withCurrent { try fresh.readPixels(recovered.lastWindowTarget!) }
        #expect(stats.drawRectCalls == 0 && scene.drawn.draws == drawsBefore, "no draw(_:): the bitmaps were kept")
        // The drawn view's 30×30 backing store, the 10×10 image and the label's 80×20 text: 2,600 pixels.
        #expect(first.bytesUploaded == 10_400 && first.texturesUploaded == 3)
        #expect(stats.bytesUploaded == 10_400 && stats.texturesUploaded == 3, "every kept bitmap uploaded again")
        #expect(stats.drawCalls == first.drawCalls)
        #expect(largestChannelDifference(before, after) == 0)
        expectPixel(after, 25, 25, red)
        expectPixel(after, 55, 15, red)
    }

    @Test("A loss found while drawing a tree into a target of the caller's throws, and keeps throwing")
    func renderIntoTargetReportsLoss() throws {
        let scene = LossScene()
        let context = try GLContext(options: surfacelessOptions)
        try context.withCurrent {
            let compositor = try Compositor(context: context)
            try compositor.render(scene.window)
            let tree = try #require(compositor.lastWindowTree)
            let target = try context.makeRenderTarget(width: 100, height: 100)
            try compositor.render(tree, into: target, scale: 1)
            expectPixel(try context.readPixels(target), 25, 25, red)
            context.simulateReset(.unknown)
            #expect(throws: GLError.contextLost(.unknown)) { try compositor.render(tree, into: target, scale: 1) }
            #expect(throws: GLError.contextLost(.unknown)) { try compositor.render(tree, into: target, scale: 1) }
            #expect(throws: GLError.contextLost(.unknown)) { try context.checkForReset() }
            #expect(context.takeErrors() == [])
        }
        #expect(context.liveObjectCounts == [:])
    }

    @Test("EGL_CONTEXT_LOST from eglMakeCurrent loses the context: making it current and rendering throw")
    func eglContextLost() throws {
        let scene = LossScene()
        let context = try GLContext(options: surfacelessOptions)
        let compositor = try context.withCurrent { try Compositor(context: context) }
        try context.withCurrent { _ = try compositor.render(scene.window) }
        let draws = scene.drawn.draws
        context.simulateReset(.eglContextLost)
        #expect(throws: GLContextError.contextLost(.eglContextLost)) {
            try context.withCurrent { try compositor.render(scene.window) }
        }
        #expect(context.isLost && context.lostReason == .eglContextLost && !context.isCurrent)
        #expect(throws: GLError.contextLost(.eglContextLost)) { try compositor.render(scene.window) }
        #expect(scene.drawn.draws == draws)
    }

    @Test("The default renderer replaces a lost context by itself and the snapshot still comes out")
    func defaultRendererRecovers() throws {
        let renderer = try RecoveringHierarchyRenderer(options: surfacelessOptions)
        UIView.hierarchyRenderer = renderer
        defer { UIView.hierarchyRenderer = nil }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        view.backgroundColor = .red
        let child = CountingDrawnView(frame: CGRect(x: 20, y: 0, width: 20, height: 20), fill: .blue)
        view.addSubview(child)
        let first = try #require(view.snapshotView(afterScreenUpdates: true)?.layer.contents as? CGImage)
        #expect(child.draws == 1)

        let lost = renderer.compositor.context
        lost.simulateReset()
        let second = try #require(view.snapshotView(afterScreenUpdates: true)?.layer.contents as? CGImage)
        #expect(lost.isLost && renderer.recoveries == 1)
        #expect(renderer.compositor.context !== lost, "a fresh context")
        #expect(child.draws == 1, "the child's kept bitmap was uploaded again, not redrawn")
        #expect(second.pixels == first.pixels)
        #expect(second.pixels[5, 5] == red && second.pixels[30, 10] == blue)

        // EGL's loss, met when the snapshot makes the context current, is recovered from too.
        renderer.compositor.context.simulateReset(.eglContextLost)
        let third = try #require(view.snapshotView(afterScreenUpdates: true)?.layer.contents as? CGImage)
        #expect(renderer.recoveries == 2 && child.draws == 1)
        #expect(third.pixels == first.pixels)
    }
}
