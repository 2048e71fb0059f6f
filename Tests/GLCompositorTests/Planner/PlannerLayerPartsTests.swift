import Foundation
import Graphics
import LayerTree
import Testing

@testable import GLCompositor

/// A view that fills its bounds with opaque blue.
final class OpaqueFillView: UIView {
    override func draw(_ rect: CGRect) {
        UIGraphicsGetCurrentContext()?.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        UIGraphicsGetCurrentContext()?.fill(bounds)
    }
}

@Suite("Planner unit: a layer's own parts")
@MainActor
struct PlannerLayerPartsTests {
    @Test("Opaque contents covering the bounds hide the background: one draw, no underlay")
    func hiddenBackground() throws {
        let view = OpaqueFillView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        view.isOpaque = true
        view.backgroundColor = .red
        let plan = planTree(rootLayer([view.layer]))
        let op = try #require(plan.mainPass.ops.only)
        guard case .content(let content, let textureRect) = op.source else {
            Issue.record("expected the contents, got \(op.source)")
            return
        }
        #expect(content.isOpaque && textureRect == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(op.underlay == nil && op.isOpaque)
    }

    @Test("Contents filling the bounds exactly carry the background as their underlay")
    func underlay() throws {
        let view = OpaqueFillView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        view.isOpaque = false  // the pixels are opaque, but the layer does not say so
        view.backgroundColor = .red
        let plan = planTree(rootLayer([view.layer]))
        let op = try #require(plan.mainPass.ops.only)
        #expect(op.underlay == opaqueRed)
        #expect(op.quad == CGRect(x: 0, y: 0, width: 20, height: 20))
    }

    @Test("Rounded background under square contents is drawn on its own, shaped")
    func roundedBackground() throws {
        let view = OpaqueFillView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        view.isOpaque = false  // (opaque contents would hide it)
        view.backgroundColor = .red
        view.layer.cornerRadius = 5
        let plan = planTree(rootLayer([view.layer]))
        #expect(plan.mainPass.ops.count == 2)
        let background = plan.mainPass.ops[0]
        #expect(background.fillColor == opaqueRed)
        #expect(background.shape == ShapeCoverage(rect: CGRect(x: 0, y: 0, width: 20, height: 20), radius: 5, border: 0))
    }

    @Test("Order: background, sublayers by zPosition then order, border on top as a ring")
    func order() throws {
        let layer = filledLayer(CGRect(x: 10, y: 10, width: 60, height: 60))
        layer.borderWidth = 3
        layer.borderColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        let front = filledLayer(CGRect(x: 0, y: 0, width: 10, height: 10), CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        front.zPosition = 1
        let back = filledLayer(CGRect(x: 20, y: 0, width: 10, height: 10), CGColor(red: 1, green: 1, blue: 0, alpha: 1))
        layer.addSublayer(front)
        layer.addSublayer(back)
        let plan = planTree(rootLayer([layer]))
        let colors = plan.mainPass.ops.map { $0.fillColor }
        #expect(
            colors == [
                opaqueRed, PremultipliedRGBA(premultipliedRed: 1, green: 1, blue: 0, alpha: 1),
                PremultipliedRGBA(premultipliedRed: 0, green: 0, blue: 1, alpha: 1),
                PremultipliedRGBA(premultipliedRed: 0, green: 1, blue: 0, alpha: 1),
            ])
        #expect(
            plan.mainPass.ops.last?.shape == ShapeCoverage(rect: CGRect(x: 0, y: 0, width: 60, height: 60), radius: 0, border: 3))
    }

    @Test("A fully transparent or hidden layer plans nothing")
    func invisible() {
        let faded = filledLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        faded.opacity = 0
        let hidden = filledLayer(CGRect(x: 20, y: 0, width: 10, height: 10))
        hidden.isHidden = true
        let plan = planTree(rootLayer([faded, hidden]))
        #expect(plan.mainPass.ops.isEmpty && plan.passes.count == 1)
    }
}
