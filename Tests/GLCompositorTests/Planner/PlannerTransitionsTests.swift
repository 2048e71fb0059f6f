import Foundation
import Graphics
import LayerTree
import Testing

@testable import GLCompositor

@Suite("Planner unit: transitions")
@MainActor
struct PlannerTransitionsTests {
    /// A 40×20 layer at the origin of a 100×100 root, blue, then changed to red under a
    /// transition of `type` from the right, planned a quarter of the way through.
    func planQuarterWay(_ type: CATransitionType) -> FramePlan {
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        let layer = filledLayer(CGRect(x: 0, y: 0, width: 40, height: 20), CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        let root = rootLayer([layer])
        _ = root.runUpdateCycle()
        let transition = CATransition()
        transition.type = type
        transition.subtype = .fromRight
        transition.duration = 1
        layer.add(transition, forKey: "change")
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        CATransaction.commit()
        _ = root.runUpdateCycle()
        MediaClock.advance(by: 0.25)
        return planTree(root)
    }

    @Test("Push: the old appearance slides out and the new one in, a quarter of the width each")
    func push() {
        let plan = planQuarterWay(.push)
        #expect(plan.passes.count == 1)
        let ops = plan.mainPass.ops
        #expect(ops.map(\.fillColor) == [PremultipliedRGBA(premultipliedRed: 0, green: 0, blue: 1, alpha: 1), opaqueRed])
        #expect(
            ops.map(\.screenBounds) == [CGRect(x: 0, y: 0, width: 30, height: 20), CGRect(x: 30, y: 0, width: 40, height: 20)])
    }

    @Test("Fade: both appearances in passes of their own, mixed in a third, composited once")
    func fade() throws {
        let plan = planQuarterWay(.fade)
        #expect(plan.passes.count == 4)
        #expect(plan.passes[2].ops.map(\.opacity) == [0.75, 0.25])
        #expect(plan.passes[2].ops.map(\.isAdditive) == [false, true])
        let composite = try #require(plan.mainPass.ops.only)
        #expect(composite.compositedPass?.pass == 2)
    }
}
