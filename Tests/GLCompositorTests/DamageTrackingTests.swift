import Foundation
import Graphics
import LayerTree
import Testing

@testable import GLCompositor

@Suite("Compositor: damage tracking repaints only what changed")
@MainActor
struct DamageTrackingTests {
    @Test("An unchanged frame repaints nothing and issues no draw call")
    func unchangedFrame() throws {
        let h = try CompositorHarness()
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        view.backgroundColor = .red
        h.window.addSubview(view)
        let first = try h.render()
        #expect(first.damage == .full)
        let second = try h.render()
        #expect(second.damage == .none)
        #expect(second.drawCalls == 0)
        #expect(second.bytesUploaded == 0)
        let image = try h.snapshot()
        expectPixel(image, 15, 15, red)
        expectPixel(image, 50, 50, white)
        try h.expectNoGLErrors()
    }

    @Test("Moving a layer damages exactly its old and new bounds and repaints them right")
    func movedLayer() throws {
        let h = try CompositorHarness()
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        view.backgroundColor = .red
        h.window.addSubview(view)
        let still = UIView(frame: CGRect(x: 70, y: 70, width: 20, height: 20))
        still.backgroundColor = .blue
        h.window.addSubview(still)
        try h.render()
        view.frame.origin = CGPoint(x: 40, y: 10)
        let stats = try h.render()
        #expect(stats.damage == .region(PixelRect(x: 10, y: 10, width: 50, height: 20)))
        #expect(
            stats.drawCalls == 1 && stats.batchedOps == 2,
            "the window's background and the moved view, in one batch; not the blue view")
        let image = try h.snapshot()
        expectPixel(image, 15, 15, white, "old place cleared")
        expectPixel(image, 45, 15, red)
        expectPixel(image, 75, 75, blue, "outside the damage, kept from the last frame")
        try h.expectNoGLErrors()
    }

    @Test("A 40×40 view changing colour over 50 drawn views damages exactly its rect")
    func smallChange() throws {
        let h = try CompositorHarness(width: 200, height: 200)
        for i in 0..<50 {
            h.window.addSubview(
                SolidDrawnView(frame: CGRect(x: (i % 10) * 20, y: (i / 10) * 20, width: 18, height: 18), color: .green))
        }
        let swatch = UIView(frame: CGRect(x: 80, y: 120, width: 40, height: 40))
        swatch.backgroundColor = .red
        h.window.addSubview(swatch)
        try h.render()
        for color in [UIColor.blue, .red, .blue] {
            swatch.backgroundColor = color
            let stats = try h.render()
            #expect(stats.damage == .region(PixelRect(x: 80, y: 120, width: 40, height: 40)))
            #expect(stats.drawRectCalls == 0 && stats.bytesUploaded == 0)
            #expect(
                stats.drawCalls == 1 && stats.batchedOps == 2,
                "the window's background under it, then the view, in one batch; the cards lie elsewhere")
        }
        let image = try h.snapshot()
        expectPixel(image, 100, 140, blue)
        expectPixel(image, 10, 10, green)
    }

    @Test("After drawing into the window's target by hand, repaintNextFrameInFull restores the frame")
    func repaintAfterForeignDrawing() throws {
        let h = try CompositorHarness()
        try h.render()
        try h.context.withCurrent { h.context.clear(h.compositor.lastWindowTarget!, to: .clear) }
        #expect(try h.render().damage == .none, "the compositor cannot see drawing it did not do")
        h.compositor.repaintNextFrameInFull()
        #expect(try h.render().damage == .full)
        expectPixel(try h.snapshot(), 50, 50, white)
    }

    @Test("Reordering overlapping layers repaints their overlap in the new order")
    func reorder() throws {
        let h = try CompositorHarness()
        let bottom = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        bottom.backgroundColor = .red
        let top = UIView(frame: CGRect(x: 30, y: 30, width: 40, height: 40))
        top.backgroundColor = .blue
        h.window.addSubview(bottom)
        h.window.addSubview(top)
        try h.render()
        h.window.bringSubviewToFront(bottom)
        let stats = try h.render()
        guard case .region = stats.damage else {
            Issue.record("expected a partial repaint, got \(stats.damage)")
            return
        }
        let image = try h.snapshot()
        expectPixel(image, 40, 40, red, "the overlap now shows the view brought to front")
        expectPixel(image, 60, 60, blue)
    }

    @Test("Frames with damage tracking equal full repaints over 60 random mutations")
    func equivalenceWithFullRepaint() throws {
        let h = try CompositorHarness(width: 120, height: 90)
        let full = try h.context.withCurrent {
            try Compositor(context: h.context, options: CompositorOptions(tracksDamage: false))
        }
        var random = SplitMix64(seed: 0x5EED)
        var views: [UIView] = []
        for i in 0..<8 {
            let view = UIView(frame: CGRect(x: 8 * i, y: 6 * i, width: 30, height: 24))
            view.backgroundColor = UIColor(hue: CGFloat(i) / 8, saturation: 1, brightness: 1, alpha: 1)
            (i.isMultiple(of: 3) || views.isEmpty ? h.window : views[i - 1]).addSubview(view)
            views.append(view)
        }
        // Layer kinds too: a gradient, a shape and (by mutation) shadows.
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 2, y: 2, width: 20, height: 16)
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        views[1].layer.addSublayer(gradient)
        let shape = CAShapeLayer()
        shape.path = CGPath(ellipseIn: CGRect(x: 4, y: 2, width: 18, height: 14), transform: nil)
        shape.strokeColor = UIColor.black.cgColor
        shape.lineWidth = 3
        views[2].layer.addSublayer(shape)
        var partialFrames = 0
        for step in 0..<60 {
            CATransaction.begin()
            CATransaction.setDisableActions(true)  // standalone layers change at once, not animated
            switch Int.random(in: 0..<6, using: &random) {
            case 0:
                gradient.locations = [0, NSNumber(value: Double.random(in: 0.1...1, using: &random))]
                gradient.type = [.axial, .radial, .conic].randomElement(using: &random)!
            case 1:
                shape.strokeEnd = CGFloat.random(in: 0...1, using: &random)
                shape.fillColor = [nil, UIColor.green.cgColor].randomElement(using: &random)!
            default:
                Self.mutate(views.randomElement(using: &random)!, in: h.window, using: &random)
            }
            CATransaction.commit()
            let tracked = try h.context.withCurrent { () throws -> (FrameStats, PixelImage) in
                let stats = try h.compositor.render(h.window)
                return (stats, try h.context.readPixels(h.compositor.lastWindowTarget!))
            }
            let reference = try h.context.withCurrent { try full.snapshot(h.window) }
            if case .region = tracked.0.damage { partialFrames += 1 }
            let differing = differingPixelCount(tracked.1, reference)
            #expect(differing == 0, "step \(step): \(differing) pixels differ from a full repaint (\(tracked.0.damage))")
            if differing != 0 { break }
        }
        #expect(partialFrames > 30, "most random mutations touch part of the frame")
        try h.expectNoGLErrors()
    }

    private static func mutate(_ view: UIView, in window: UIWindow, using random: inout SplitMix64) {
        switch Int.random(in: 0..<10, using: &random) {
        case 0: view.center.x += CGFloat.random(in: -15...15, using: &random).rounded()
        case 1: view.center.y += CGFloat.random(in: -10.5...10.5, using: &random)
        case 2: view.backgroundColor = UIColor(white: CGFloat.random(in: 0...1, using: &random), alpha: 1)
        case 3: view.alpha = [1, 0.5, 0.8, 0].randomElement(using: &random)!
        case 4: view.superview?.bringSubviewToFront(view)
        case 5: view.transform = CGAffineTransform(rotationAngle: CGFloat.random(in: -0.5...0.5, using: &random))
        case 6:
            view.layer.cornerRadius = CGFloat.random(in: 0...8, using: &random)
            view.clipsToBounds.toggle()
        case 7: view.isHidden.toggle()
        case 8:
            view.layer.shadowOpacity = view.layer.shadowOpacity == 0 ? 0.7 : 0
            view.layer.shadowRadius = CGFloat.random(in: 0...5, using: &random).rounded()
            view.layer.shadowOffset = CGSize(width: 0, height: CGFloat.random(in: -4...4, using: &random).rounded())
        default: view.layer.borderWidth = view.layer.borderWidth == 0 ? 2 : 0
        }
    }
}

@Suite("Compositor: damage as a few disjoint rects")
@MainActor
struct DamageRegionTests {
    @Test("Changes at two far corners repaint two rects, not the box around both")
    func twoCorners() throws {
        let h = try CompositorHarness(width: 200, height: 200)
        let a = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        let b = UIView(frame: CGRect(x: 170, y: 170, width: 20, height: 20))
        for (view, color) in [(a, UIColor.red), (b, UIColor.blue)] {
            view.backgroundColor = color
            h.window.addSubview(view)
        }
        h.window.addSubview(SolidDrawnView(frame: CGRect(x: 60, y: 60, width: 80, height: 80), color: .green))
        try h.render()
        a.backgroundColor = .blue
        b.backgroundColor = .red
        let stats = try h.render()
        #expect(
            stats.damage
                == .regions([PixelRect(x: 10, y: 10, width: 20, height: 20), PixelRect(x: 170, y: 170, width: 20, height: 20)]))
        #expect(stats.drawCalls == 2, "a batch of the window's background and the view, per rect; the green card is not drawn")
        let image = try h.snapshot()
        expectPixel(image, 20, 20, blue)
        expectPixel(image, 180, 180, red)
        expectPixel(image, 100, 100, green)
        try h.expectNoGLErrors()
    }

    @Test("Signature hashing: equal inputs agree (0 and -0 too), any changed value or order changes the hash")
    func signatureHasher() {
        func hash(_ values: [CGFloat]) -> Int {
            var hasher = SignatureHasher()
            for value in values { hasher.combine(value) }
            return hasher.finalize()
        }
        #expect(hash([1, 2, 3]) == hash([1, 2, 3]))
        #expect(hash([0, 1]) == hash([-0.0, 1]))
        #expect(hash([1, 2, 3]) != hash([1, 2, 4]))
        #expect(hash([1, 2, 3]) != hash([3, 2, 1]))
        #expect(hash([1, 2]) != hash([1, 2, 0]), "the count of values counts")
        var seen: Set<Int> = []
        for i in 0..<10_000 { seen.insert(hash([CGFloat(i) / 4096, 7])) }
        #expect(seen.count == 10_000, "no collisions among nearby quantized translations")
    }

    @Test("Overlapping rects merge; near ones merge when their box wastes little; at most eight stay")
    func merging() {
        var region = DamageRegion(PixelRect(x: 0, y: 0, width: 10, height: 10))
        region.add(PixelRect(x: 5, y: 5, width: 10, height: 10))
        #expect(region.rects == [PixelRect(x: 0, y: 0, width: 15, height: 15)], "overlap: one box")
        region.add(PixelRect(x: 15, y: 0, width: 10, height: 15))
        #expect(region.rects == [PixelRect(x: 0, y: 0, width: 25, height: 15)], "side by side: no waste")
        region.add(PixelRect(x: 100, y: 100, width: 5, height: 5))
        #expect(region.rects.count == 2, "far apart: two rects")
        for i in 0..<10 { region.add(PixelRect(x: 200 + i * 40, y: 300, width: 4, height: 4)) }
        #expect(region.rects.count == DamageRegion.maxRects)
        #expect(region.area >= 25 * 15 + 25 + 10 * 16, "merging only ever grows the region")
        for (i, a) in region.rects.enumerated() {
            for b in region.rects[(i + 1)...] { #expect(a.intersection(b).isEmpty, "\(a) and \(b) overlap") }
        }
    }
}
