import Foundation
import GLCompositor
import Graphics
import LayerTree
import Testing

@Suite("Compositor: a scrolled layer's pixels are moved, not repainted")
@MainActor
struct ScrollCopyTests {
    /// A window holding a clipped list of drawn rows over a coloured list background, and a
    /// badge above the list that does not scroll.
    @MainActor
    final class Scene {
        let h: CompositorHarness
        let full: Compositor
        let list = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 80))
        let badge = UIView(frame: CGRect(x: 80, y: 30, width: 20, height: 12))
        var rows: [SolidDrawnView] = []

        init(scale: CGFloat = 1) throws {
            h = try CompositorHarness(width: 120, height: 110, scale: scale)
            full = try h.context.withCurrent { [h] in
                try Compositor(context: h.context, options: CompositorOptions(tracksDamage: false))
            }
            list.clipsToBounds = true
            list.backgroundColor = UIColor(red: 0.9, green: 0.9, blue: 0.7, alpha: 1)
            for i in 0..<12 {
                let row = SolidDrawnView(
                    frame: CGRect(x: 4 + CGFloat(i % 2) * 3, y: CGFloat(i) * 16, width: 80, height: 13),
                    color: UIColor(hue: CGFloat(i) / 12, saturation: 0.8, brightness: 0.9, alpha: 1))
                if i % 4 == 1 { row.layer.cornerRadius = 4 }
                list.addSubview(row)
                rows.append(row)
            }
            h.window.addSubview(list)
            badge.backgroundColor = .red
            badge.alpha = 0.8
            h.window.addSubview(badge)
        }

        /// Renders with damage tracking; returns the counters and how many pixels differ from a
        /// full repaint of the same frame.
        func renderAndCompare() throws -> (FrameStats, Int) {
            let (stats, tracked) = try h.context.withCurrent { () throws -> (FrameStats, PixelImage) in
                let stats = try h.compositor.render(h.window)
                return (stats, try h.context.readPixels(h.compositor.lastWindowTarget!))
            }
            let reference = try h.context.withCurrent { try full.snapshot(h.window) }
            return (stats, differingPixelCount(tracked, reference))
        }
    }

    @Test("Scrolling 7 points moves the list's pixels and repaints the exposed strip and the badge")
    func verticalScroll() throws {
        let scene = try Scene()
        _ = try scene.renderAndCompare()
        for step in 1...5 {
            scene.list.bounds.origin.y = CGFloat(step * 7)
            let (stats, differing) = try scene.renderAndCompare()
            #expect(differing == 0, "step \(step): \(differing) pixels differ from a full repaint")
            #expect(
                stats.scrollCopy
                    == ScrollCopy(
                        source: PixelRect(x: 10, y: 27, width: 100, height: 73),
                        destination: PixelRect(x: 10, y: 20, width: 100, height: 73)))
            #expect(stats.copiedPixels == 100 * 73)
            #expect(stats.drawRectCalls == 0 && stats.bytesUploaded == 0)
            // The badge where it is and where the move carried its pixels (7 pixels up), and
            // the strip the scroll exposes at the bottom: two rects, not the box around both.
            #expect(
                stats.damage
                    == .regions([
                        PixelRect(x: 80, y: 23, width: 20, height: 19), PixelRect(x: 10, y: 93, width: 100, height: 7),
                    ]))
        }
        try scene.h.expectNoGLErrors()
    }

    @Test("Without the badge, only the exposed strip is repainted")
    func stripOnly() throws {
        let scene = try Scene()
        scene.badge.removeFromSuperview()
        _ = try scene.renderAndCompare()
        scene.list.bounds.origin.y = 5
        let (stats, differing) = try scene.renderAndCompare()
        #expect(differing == 0)
        #expect(stats.damage == .region(PixelRect(x: 10, y: 95, width: 100, height: 5)))
        scene.list.bounds.origin.y = 2
        let (back, differingBack) = try scene.renderAndCompare()
        #expect(differingBack == 0)
        #expect(back.damage == .region(PixelRect(x: 10, y: 20, width: 100, height: 3)), "scrolling back exposes the top")
        scene.list.bounds.origin.x = 4
        let (sideways, differingSideways) = try scene.renderAndCompare()
        #expect(differingSideways == 0)
        #expect(sideways.damage == .region(PixelRect(x: 106, y: 20, width: 4, height: 80)))
        try scene.h.expectNoGLErrors()
    }

    @Test("Rows that clip to their bounds (a scissor each, inside the list's) move with the scroll too")
    func clippingRows() throws {
        let scene = try Scene()
        scene.badge.removeFromSuperview()
        for row in scene.rows {
            row.clipsToBounds = true
            row.layer.cornerRadius = 0  // a rounded clip is an exact shape clip: those rows repaint where they were and are
        }
        _ = try scene.renderAndCompare()
        for step in 1...4 {
            scene.list.bounds.origin.y = CGFloat(step * 6)
            let (stats, differing) = try scene.renderAndCompare()
            #expect(differing == 0, "step \(step)")
            #expect(stats.scrollCopy != nil)
            #expect(stats.damage == .region(PixelRect(x: 10, y: 94, width: 100, height: 6)), "only the exposed strip")
        }
        try scene.h.expectNoGLErrors()
    }

    @Test("A turned row is repainted where it was and where it is: turned quads rasterize differently elsewhere")
    func turnedRow() throws {
        let scene = try Scene()
        scene.badge.removeFromSuperview()
        scene.rows[4].transform = CGAffineTransform(rotationAngle: 0.1)
        _ = try scene.renderAndCompare()
        scene.list.bounds.origin.y = 3
        let (stats, differing) = try scene.renderAndCompare()
        #expect(differing == 0)
        #expect(stats.scrollCopy != nil)
        guard case .region(let region) = stats.damage else {
            Issue.record("expected a region, got \(stats.damage)")
            return
        }
        // The row lies at 84…97 (a little more, turned) and moves 3 pixels up; the strip exposed
        // is 97…100. One box holds both places and the strip, and not the rest of the list.
        #expect(region.y <= 77 && region.y + region.height >= 100 && region.height <= 26, "\(region)")
        try scene.h.expectNoGLErrors()
    }

    @Test("A translucent fill under the list whose edges fall inside pixels is not taken as uniform")
    func fractionalFillUnderList() throws {
        let scene = try Scene()
        scene.badge.removeFromSuperview()
        scene.list.backgroundColor = nil
        let tint = UIView(frame: CGRect(x: 5, y: 20.6, width: 110, height: 79))
        tint.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 0.3)
        scene.h.window.insertSubview(tint, belowSubview: scene.list)
        _ = try scene.renderAndCompare()
        for step in 1...3 {
            scene.list.bounds.origin.y = CGFloat(step * 10)
            let (_, differing) = try scene.renderAndCompare()
            #expect(differing == 0, "step \(step): row 20 is only partly tinted, so moving it would leave a stale line")
        }
        try scene.h.expectNoGLErrors()
    }

    @Test("At scale 2, half-point scroll steps are whole pixels and move; quarter points repaint")
    func retinaScroll() throws {
        let scene = try Scene(scale: 2)
        _ = try scene.renderAndCompare()
        // A quarter point leaves the rows on half pixels: they rasterize differently moved, so they repaint
        // until a step brings them back onto whole pixels.
        for (offset, moves) in [(3.5, true), (7.0, true), (7.25, false), (9.25, false), (10.5, false), (14.0, true)] {
            scene.list.bounds.origin.y = offset
            let (stats, differing) = try scene.renderAndCompare()
            #expect(differing == 0, "offset \(offset)")
            #expect((stats.scrollCopy != nil) == moves, "offset \(offset): \(String(describing: stats.scrollCopy))")
        }
        try scene.h.expectNoGLErrors()
    }

    @Test("A scroll by a fraction of a pixel or past the whole clip repaints instead of moving")
    func noCopy() throws {
        let scene = try Scene()
        _ = try scene.renderAndCompare()
        scene.list.bounds.origin.y = 3.5
        var (stats, differing) = try scene.renderAndCompare()
        #expect(stats.scrollCopy == nil && differing == 0)
        scene.list.bounds.origin.y = 3.5 + 90
        (stats, differing) = try scene.renderAndCompare()
        #expect(stats.scrollCopy == nil && differing == 0)
        try scene.h.expectNoGLErrors()
    }

    @Test("Frames with scrolls and other changes equal full repaints over 80 random steps")
    func randomEquivalence() throws {
        let scene = try Scene()
        var random = SplitMix64(seed: 0x5C2011)
        var copies = 0
        for step in 0..<80 {
            switch Int.random(in: 0..<10, using: &random) {
            case 0...4: scene.list.bounds.origin.y += CGFloat(Int.random(in: -12...12, using: &random))
            case 5: scene.list.bounds.origin.x += CGFloat(Int.random(in: -3...3, using: &random))
            case 6:
                scene.rows.randomElement(using: &random)!.color = UIColor(
                    white: CGFloat.random(in: 0...1, using: &random), alpha: 1)
                for row in scene.rows { row.setNeedsDisplay() }
            case 7:
                if Bool.random(using: &random) {
                    scene.badge.center.y += CGFloat(Int.random(in: -6...6, using: &random))
                } else {
                    scene.rows.randomElement(using: &random)!.clipsToBounds.toggle()
                }
            case 8:
                scene.list.bounds.origin.y += 4
                let row = scene.rows.randomElement(using: &random)!
                if Bool.random(using: &random) {
                    row.alpha = CGFloat.random(in: 0.3...1, using: &random)
                } else {
                    row.transform = row.transform.isIdentity ? CGAffineTransform(rotationAngle: 0.1) : .identity
                }
            default: scene.list.backgroundColor = UIColor(white: CGFloat.random(in: 0.5...1, using: &random), alpha: 1)
            }
            let (stats, differing) = try scene.renderAndCompare()
            if stats.scrollCopy != nil { copies += 1 }
            #expect(differing == 0, "step \(step): \(differing) pixels differ from a full repaint (\(stats.damage))")
            if differing != 0 { break }
        }
        #expect(copies > 10, "many steps scroll by moving pixels")
        try scene.h.expectNoGLErrors()
    }
}
