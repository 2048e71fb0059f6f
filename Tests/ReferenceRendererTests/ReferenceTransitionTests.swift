import Foundation
import Graphics
import LayerTree
import ReferenceRenderer
import Testing

@Suite("Reference renderer: replicators, transitions, tolerances")
@MainActor
struct ReferenceTransitionTests {
    @Test("A replicator draws its sublayers once per instance, moved and tinted")
    func replicator() {
        let root = whiteRoot(60, 20)
        let replicator = CAReplicatorLayer()
        replicator.frame = root.bounds
        replicator.instanceCount = 3
        replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
        replicator.instanceRedOffset = -0.5
        replicator.addSublayer(coloredLayer(CGRect(x: 0, y: 0, width: 10, height: 10), redColor))
        root.addSublayer(replicator)
        let frame = referenceFrame(root)
        expectPixel(frame, 5, 5, red, tolerance: 0)
        expectPixel(frame, 25, 5, Pixel(r: 128, g: 0, b: 0, a: 255), "the second instance, half as red")
        expectPixel(frame, 45, 5, Pixel(r: 0, g: 0, b: 0, a: 255), "the third, no red left")
        expectPixel(frame, 15, 5, white, tolerance: 0)
    }

    @Test("A push transition halfway: the old content slid half out, the new half in")
    func push() {
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        let root = whiteRoot(40, 20)
        let layer = coloredLayer(root.bounds, redColor)
        root.addSublayer(layer)
        _ = referenceFrame(root)
        let transition = CATransition()
        transition.type = .push
        transition.subtype = .fromRight
        transition.duration = 1
        layer.add(transition, forKey: kCATransition)
        layer.backgroundColor = blueColor
        _ = root.runUpdateCycle()
        MediaClock.advance(by: 0.5)
        let frame = referenceFrame(root)
        expectPixel(frame, 5, 10, red, tolerance: 0, "the old content, moved left by half")
        expectPixel(frame, 35, 10, blue, tolerance: 0, "the new content, coming in from the right")
    }

    @Test("Comparison: a copy matches; a pixel beyond its tolerance is reported with both colours")
    func comparison() {
        let root = whiteRoot(10, 10)
        root.addSublayer(coloredLayer(CGRect(x: 2, y: 2, width: 4, height: 4), redColor))
        let frame = referenceFrame(root)
        #expect(frame.compare(frame.image).matches)
        var wrong = frame.image
        wrong.withUnsafeMutableBytes { $0[(3 * 10 + 3) * 4] = 200 }  // blue of pixel (3, 3), inside the red
        let comparison = frame.compare(wrong)
        #expect(!comparison.matches)
        #expect(comparison.mismatches.count == 1)
        #expect(comparison.worst.map { ($0.x, $0.y, $0.reference) == (3, 3, red) } == true)
        #expect(comparison.differenceImage[3, 3] == red, "red where beyond tolerance")
        #expect(!frame.compare(PixelImage(width: 3, height: 3)).matches, "another size never matches")
    }
}
