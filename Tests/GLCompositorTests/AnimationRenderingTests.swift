import Foundation
import GLCompositor
import Graphics
import LayerTree
import Testing

@Suite("The compositor draws presentation values")
@MainActor
struct AnimationRenderingTests {
    @Test("A fade halfway through draws half the opacity; nothing is redrawn or uploaded")
    func fade() throws {
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        let h = try CompositorHarness()
        let view = SolidDrawnView(frame: CGRect(x: 0, y: 0, width: 50, height: 50), color: .red)
        h.window.addSubview(view)
        try h.render()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 })
        try h.render()
        MediaClock.advance(by: 0.5)
        let image = try h.snapshot()
        expectPixel(image, 25, 25, Pixel(r: 255, g: 128, b: 128, a: 255), tolerance: 1)
        #expect(h.compositor.lastFrameStats.drawRectCalls == 0 && h.compositor.lastFrameStats.bytesUploaded == 0)
    }

    @Test("A move halfway through draws the view halfway")
    func move() throws {
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        let h = try CompositorHarness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.backgroundColor = .blue
        h.window.addSubview(view)
        try h.render()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 90 })  // 10 → 90
        try h.render()
        MediaClock.advance(by: 0.5)
        let image = try h.snapshot()
        expectPixel(image, 50, 10, blue, "centre at x 50")
        expectPixel(image, 5, 10, white)
    }

    @Test("A cross-dissolve mixes old and new exactly: halfway, half red and half blue")
    func crossDissolve() throws {
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        let h = try CompositorHarness()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let old = UIView(frame: container.bounds)
        old.backgroundColor = .red
        container.addSubview(old)
        h.window.addSubview(container)
        try h.render()
        let new = UIView(frame: container.bounds)
        new.backgroundColor = .blue
        UIView.transition(from: old, to: new, duration: 1, options: [.transitionCrossDissolve, .curveLinear])
        try h.render()
        MediaClock.advance(by: 0.5)
        let image = try h.snapshot()
        expectPixel(image, 25, 25, Pixel(r: 128, g: 0, b: 128, a: 255), tolerance: 2)
        expectPixel(image, 75, 75, white, "outside the container")
        MediaClock.advance(by: 0.6)
        expectPixel(try h.snapshot(), 25, 25, blue)
    }

    @Test("A push from the right slides the old content out and the new in")
    func push() throws {
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        let h = try CompositorHarness()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        container.clipsToBounds = true
        let old = UIView(frame: container.bounds)
        old.backgroundColor = .red
        container.addSubview(old)
        h.window.addSubview(container)
        try h.render()
        old.backgroundColor = .blue
        let transition = CATransition()
        transition.type = .push
        transition.subtype = .fromRight
        transition.duration = 1
        container.layer.add(transition, forKey: kCATransition)
        try h.render()
        MediaClock.advance(by: 0.5)
        let image = try h.snapshot()
        expectPixel(image, 5, 20, red, "the old content, half pushed out to the left")
        expectPixel(image, 35, 20, blue, "the new content, half in from the right")
    }

    @Test("A flip shows the old side first, then the new one")
    func flip() throws {
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        let h = try CompositorHarness()
        let card = UIView(frame: CGRect(x: 25, y: 25, width: 50, height: 50))
        card.backgroundColor = .red
        h.window.addSubview(card)
        try h.render()
        UIView.transition(
            with: card, duration: 1, options: [.transitionFlipFromLeft, .curveLinear],
            animations: { card.backgroundColor = .blue })
        try h.render()
        MediaClock.advance(by: 0.25)
        var image = try h.snapshot()
        expectPixel(image, 50, 50, red)
        expectPixel(image, 27, 50, white, "turned 45°: narrower than the card")
        MediaClock.advance(by: 0.5)
        image = try h.snapshot()
        expectPixel(image, 50, 50, blue)
        try h.expectNoGLErrors()
    }
}
