import Foundation
import GLCompositor
import Graphics
import LayerTree
import ReferenceRenderer
import Testing

/// `isDoubleSided = false`: a layer facing away from the plane it is flattened into is not drawn,
/// with its sublayers. The card flip: a red front and a blue back (turned half a turn further),
/// each 60×60 at (20, 20) of a white 100×100 window, both single-sided, turned by `degrees` about
/// y under perspective (m34 = −1/400) centred on them, so that exactly one faces the viewer.
@Suite("isDoubleSided: back faces hidden")
@MainActor
struct DoubleSidedTests {
    enum Holder { case perspectiveParent, transformLayer }

    /// The flip at `degrees`: the two faces turned in a parent whose `sublayerTransform` is the
    /// perspective, or left unturned in a `CATransformLayer` that is turned instead.
    func card(_ holder: Holder, degrees: CGFloat, harness: CompositorHarness? = nil) throws -> CompositorHarness {
        let h = try harness ?? CompositorHarness()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for old in h.window.layer.sublayers ?? [] { old.removeFromSuperlayer() }
        let container = CALayer()
        container.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 400
        container.sublayerTransform = perspective
        let angle = degrees * .pi / 180
        let front = face(.red), back = face(.blue)
        switch holder {
        case .perspectiveParent:
            front.transform = CATransform3DMakeRotation(angle, 0, 1, 0)
            back.transform = CATransform3DMakeRotation(angle + .pi, 0, 1, 0)
            container.addSublayer(front)
            container.addSublayer(back)
        case .transformLayer:
            let card = CATransformLayer()
            card.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
            card.transform = CATransform3DMakeRotation(angle, 0, 1, 0)
            front.frame = card.bounds
            back.frame = card.bounds
            back.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
            card.addSublayer(front)
            card.addSublayer(back)
            container.addSublayer(card)
        }
        h.window.layer.addSublayer(container)
        CATransaction.commit()
        return h
    }

    private func face(_ color: UIColor) -> CALayer {
        let layer = CALayer()
        layer.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
        layer.backgroundColor = color.cgColor
        layer.isDoubleSided = false
        return layer
    }

    /// Pixels of row 50 where red or blue shows at all (beyond 8 levels of white).
    private func tinted(_ image: PixelImage) -> (reddish: Int, bluish: Int) {
        var counts = (reddish: 0, bluish: 0)
        for x in 0..<100 {
            let p = image[x, 50]
            if Int(p.r) - Int(p.b) > 8 { counts.reddish += 1 }
            if Int(p.b) - Int(p.r) > 8 { counts.bluish += 1 }
        }
        return counts
    }

    @Test(
        "Flat (0°) and turned over (180°): only the face towards the viewer, in both holders",
        arguments: [Holder.perspectiveParent, .transformLayer])
    func flatAndTurnedOver(_ holder: Holder) throws {
        let flat = try card(holder, degrees: 0).snapshot()
        expectPixel(flat, 50, 50, red, "0°: the front")
        expectPixel(flat, 25, 30, red, "0°: the front's corner; the back, behind, hidden")
        expectPixel(flat, 10, 50, white, "outside the card")
        let over = try card(holder, degrees: 180).snapshot()
        expectPixel(over, 50, 50, blue, "180°: the back")
        expectPixel(over, 25, 30, blue, "180°: the back's corner; the front, facing away, hidden")
    }

    @Test(
        "Either side of edge-on (89°, 91°): the turning face is a sliver of one colour, never the other",
        arguments: [Holder.perspectiveParent, .transformLayer])
    func nearlyEdgeOn(_ holder: Holder) throws {
        let before = tinted(try card(holder, degrees: 89).snapshot())
        #expect(before.reddish >= 1 && before.reddish <= 3 && before.bluish == 0, "89°: \(before)")
        let after = tinted(try card(holder, degrees: 91).snapshot())
        #expect(after.bluish >= 1 && after.bluish <= 3 && after.reddish == 0, "91°: \(after)")
        let edgeOn = tinted(try card(holder, degrees: 90).snapshot())
        #expect(edgeOn.reddish == 0 && edgeOn.bluish == 0, "90°: a plane seen edge-on covers nothing: \(edgeOn)")
    }

    @Test(
        "At 60° and 120° the face that shows fills the middle of the card",
        arguments: [Holder.perspectiveParent, .transformLayer])
    func partWay(_ holder: Holder) throws {
        let sixty = try card(holder, degrees: 60).snapshot()
        expectPixel(sixty, 50, 50, red, "60°: the front, 30 wide")
        expectPixel(sixty, 30, 50, white, "60°: beyond its narrowed edge, no back behind it")
        let hundredTwenty = try card(holder, degrees: 120).snapshot()
        expectPixel(hundredTwenty, 50, 50, blue, "120°: the back")
        expectPixel(hundredTwenty, 30, 50, white)
    }

    @Test("Turning the card in a later frame repaints the other face (damage follows the culling)")
    func flipBetweenFrames() throws {
        let h = try card(.perspectiveParent, degrees: 0)
        expectPixel(try h.snapshot(), 50, 50, red)
        _ = try card(.perspectiveParent, degrees: 180, harness: h)
        expectPixel(try h.snapshot(), 50, 50, blue)
        _ = try card(.perspectiveParent, degrees: 0, harness: h)
        expectPixel(try h.snapshot(), 50, 50, red)
        try h.expectNoGLErrors()
    }

    @Test("A back-facing single-sided layer hides its sublayers too (they are painted on its plane)")
    func subtreeHides() throws {
        let h = try CompositorHarness()
        let layer = face(.red)
        layer.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        let child = CALayer()
        child.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        child.backgroundColor = UIColor.green.cgColor
        layer.addSublayer(child)
        h.window.layer.addSublayer(layer)
        let hidden = try h.snapshot()
        expectPixel(hidden, 50, 50, white, "the layer faces away")
        expectPixel(hidden, 70, 40, white, "its child, mirrored to x 50…70, hides with it")
        layer.isDoubleSided = true
        let shown = try h.snapshot()
        expectPixel(shown, 50, 50, red, "double-sided: its back shows")
        expectPixel(shown, 65, 40, green, "with the child mirrored")
    }

    @Test(
        "A sublayer is judged in its superlayer's plane: under a plain turned-over layer the front still shows and the back does not"
    )
    func judgedInFlatteningPlane() throws {
        let h = try CompositorHarness()
        let holder = CALayer()  // not a transform layer: flattens its sublayers
        holder.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
        holder.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        let front = face(.red), back = face(.blue)
        front.frame = CGRect(x: 0, y: 0, width: 30, height: 60)
        back.frame = CGRect(x: 30, y: 0, width: 30, height: 60)
        back.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        holder.addSublayer(front)
        holder.addSublayer(back)
        h.window.layer.addSublayer(holder)
        let image = try h.snapshot()
        expectPixel(image, 65, 50, red, "the front faces its superlayer's viewer: drawn, mirrored to x 50…80")
        expectPixel(image, 35, 50, white, "the back faces away from that plane: hidden though it faces the screen")
    }

    @Test("A single-sided sublayer of a replicator hides in the instances that turn it over")
    func replicatorInstances() throws {
        let h = try CompositorHarness()
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        replicator.instanceCount = 2
        replicator.instanceTransform = CATransform3DMakeRotation(.pi, 0, 1, 0)  // about the centre, x 50
        let layer = face(.red)
        layer.frame = CGRect(x: 10, y: 40, width: 20, height: 20)
        replicator.addSublayer(layer)
        h.window.layer.addSublayer(replicator)
        let image = try h.snapshot()
        expectPixel(image, 20, 50, red, "instance 0 faces the viewer")
        expectPixel(image, 80, 50, white, "instance 1, turned over to x 70…90, is hidden")
    }

    @Test("The reference renderer hides the same faces", arguments: [0, 60, 89, 91, 120, 180])
    func matchesReference(_ degrees: Int) throws {
        for holder in [Holder.perspectiveParent, .transformLayer] {
            let h = try card(holder, degrees: CGFloat(degrees))
            let gpu = try h.snapshot()
            let tree = try #require(h.compositor.lastWindowTree)
            let reference = ReferenceRenderer.render(tree, width: 100, height: 100, scale: 1)
            let mismatches = reference.compare(gpu).mismatches
            #expect(mismatches.isEmpty, "\(holder) at \(degrees)°: \(mismatches.prefix(5))")
            if degrees % 60 == 0 {  // nearly edge-on, the face covers (50, 50) only in part
                expectPixel(reference.image, 50, 50, degrees < 90 ? red : blue, "\(holder) at \(degrees)°")
            }
        }
    }

    @Test(
        "A transform layer's cached subtree is replanned when the plane judging its sublayers turns over while its own place stays"
    )
    func cacheKeysTheFlatteningPlane() throws {
        let h = try CompositorHarness()
        let holder = CALayer()
        holder.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
        let card = CATransformLayer()
        card.frame = holder.bounds
        for x in [CGFloat(0), 30] {  // two sublayers: the transform layer's subtree goes through the plan cache
            let face = face(x == 0 ? .red : .blue)
            face.frame = CGRect(x: x, y: 0, width: 30, height: 60)
            card.addSublayer(face)
        }
        holder.addSublayer(card)
        h.window.layer.addSublayer(holder)
        expectPixel(try h.snapshot(), 35, 50, red, "both faces face the holder's viewer")
        // Turned over, and its sublayerTransform turning its sublayers back: the transform layer lands
        // where it was, but its faces now face away from the holder's plane.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        holder.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        holder.sublayerTransform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        CATransaction.commit()
        let image = try h.snapshot()
        expectPixel(image, 35, 50, white, "the red face, facing away from its flattening plane")
        expectPixel(image, 65, 50, white, "the blue face too")
        let tree = try #require(h.compositor.lastWindowTree)
        let mismatches = ReferenceRenderer.render(tree, width: 100, height: 100, scale: 1).compare(image).mismatches
        #expect(mismatches.isEmpty, "\(mismatches.count) pixels differ from the reference")
    }
}
