import Foundation
import Graphics
import LayerTree
import Testing

@testable import GLCompositor

@Suite("Planner unit: groups and opacity")
@MainActor
struct PlannerGroupsTests {
    /// A half-transparent container at (10, 10, 50×50) holding `sublayers`.
    func translucentContainer(_ sublayers: [CALayer], grouped: Bool = true) -> CALayer {
        let container = CALayer()
        container.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
        container.opacity = 0.5
        container.allowsGroupOpacity = grouped
        for sublayer in sublayers { container.addSublayer(sublayer) }
        return container
    }

    @Test("Overlapping parts of a translucent layer go through one offscreen pass, composited at its opacity")
    func overlappingGroup() throws {
        let container = translucentContainer([
            filledLayer(CGRect(x: 0, y: 0, width: 30, height: 30)), filledLayer(CGRect(x: 10, y: 10, width: 30, height: 30)),
        ])
        let plan = planTree(rootLayer([container]))
        #expect(plan.passes.count == 2)
        let group = plan.passes[0]
        #expect(group.bounds == PixelRect(x: 10, y: 10, width: 40, height: 40), "the parts' pixels, no more")
        #expect(group.ops.count == 2 && group.ops.allSatisfy { $0.opacity == 1 }, "drawn at full opacity inside")
        let composite = try #require(plan.mainPass.ops.only)
        #expect(composite.compositedPass?.pass == 0 && composite.compositedPass?.mask == nil)
        #expect(composite.opacity == 0.5)
        #expect(composite.quad == CGRect(x: 10, y: 10, width: 40, height: 40))
    }

    @Test("Parts that do not overlap are faded one by one, with no pass")
    func disjointParts() {
        let container = translucentContainer([
            filledLayer(CGRect(x: 0, y: 0, width: 10, height: 10)), filledLayer(CGRect(x: 20, y: 0, width: 10, height: 10)),
        ])
        let plan = planTree(rootLayer([container]))
        #expect(plan.passes.count == 1)
        #expect(plan.mainPass.ops.map(\.opacity) == [0.5, 0.5])
        #expect(
            plan.mainPass.ops.map(\.screenBounds) == [
                CGRect(x: 10, y: 10, width: 10, height: 10), CGRect(x: 30, y: 10, width: 10, height: 10),
            ])
    }

    @Test("Without allowsGroupOpacity overlapping parts fade one by one")
    func ungrouped() {
        let container = translucentContainer(
            [filledLayer(CGRect(x: 0, y: 0, width: 30, height: 30)), filledLayer(CGRect(x: 10, y: 10, width: 30, height: 30))],
            grouped: false)
        let plan = planTree(rootLayer([container]))
        #expect(plan.passes.count == 1 && plan.mainPass.ops.map(\.opacity) == [0.5, 0.5])
    }

    @Test("Opacity multiplies down the tree")
    func nestedOpacity() {
        let inner = filledLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        inner.opacity = 0.5
        let outer = translucentContainer([inner])
        let plan = planTree(rootLayer([outer]))
        #expect(plan.mainPass.ops.map(\.opacity) == [0.25])
    }

    @Test("A mask the shader cannot apply (it has sublayers) takes a content pass and a mask pass; the composite names both")
    func masked() throws {
        let container = CALayer()
        container.frame = CGRect(x: 20, y: 20, width: 40, height: 40)
        container.addSublayer(filledLayer(CGRect(x: 0, y: 0, width: 40, height: 40)))
        let mask = filledLayer(CGRect(x: 0, y: 0, width: 20, height: 40))
        mask.addSublayer(CALayer())
        container.mask = mask
        let plan = planTree(rootLayer([container]))
        #expect(plan.passes.count == 3)
        #expect(plan.passes[0].bounds == PixelRect(x: 20, y: 20, width: 40, height: 40))
        #expect(plan.passes[1].bounds == plan.passes[0].bounds, "the mask is drawn over the content's pixels")
        let maskFill = try #require(plan.passes[1].ops.only)
        #expect(maskFill.screenBounds == CGRect(x: 20, y: 20, width: 20, height: 40), "placed in the masked layer's space")
        let composite = try #require(plan.mainPass.ops.only)
        #expect(composite.compositedPass?.pass == 0 && composite.compositedPass?.mask == 1)
    }
}

extension Array {
    /// The one element, or nil when there are none or several.
    var only: Element? { count == 1 ? first : nil }
}
