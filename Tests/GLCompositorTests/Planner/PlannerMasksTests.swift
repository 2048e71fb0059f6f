import Foundation
import Graphics
import LayerTree
import Testing

@testable import GLCompositor

@Suite("Planner: masks the shader applies, without passes")
@MainActor
struct PlannerMasksTests {
    /// A 40 × 40 container at (20, 20) holding `parts`, masked by `mask`.
    private func masked(_ mask: CALayer, parts: [CALayer]) -> CALayer {
        let container = CALayer()
        container.frame = CGRect(x: 20, y: 20, width: 40, height: 40)
        for part in parts { container.addSublayer(part) }
        container.mask = mask
        return container
    }

    @Test("A solid mask becomes an exact clip in the mask's plane, at full opacity: no pass")
    func solidMaskIsAClip() throws {
        let mask = filledLayer(CGRect(x: 10, y: 0, width: 20, height: 40))
        mask.cornerRadius = 5
        let plan = planTree(rootLayer([masked(mask, parts: [filledLayer(CGRect(x: 0, y: 0, width: 40, height: 40))])]))
        #expect(plan.passes.count == 1)
        let op = try #require(plan.mainPass.ops.only)
        let clip = try #require(op.clips.only)
        #expect(clip.rect == CGRect(x: 0, y: 0, width: 20, height: 40) && clip.radius == 5, "the mask's bounds")
        #expect(clip.targetToLocal == [1, 0, 0, 0, 1, 0, -30, -20, 1], "target pixel → the mask's coordinates")
        #expect(op.opacity == 1 && !op.isOpaque && op.mask == nil)
    }

    @Test("A solid mask's alpha (background × opacity) fades parts that do not overlap one by one")
    func translucentSolidMask() throws {
        let mask = filledLayer(CGRect(x: 0, y: 0, width: 40, height: 40), CGColor(red: 0, green: 0, blue: 0, alpha: 0.5))
        mask.opacity = 0.5
        let parts = [
            filledLayer(CGRect(x: 0, y: 0, width: 20, height: 20)), filledLayer(CGRect(x: 20, y: 20, width: 20, height: 20)),
        ]
        let plan = planTree(rootLayer([masked(mask, parts: parts)]))
        #expect(plan.passes.count == 1)
        #expect(plan.mainPass.ops.map(\.opacity) == [0.25, 0.25])
        #expect(plan.mainPass.ops.allSatisfy { $0.clips.count == 1 })
    }

    @Test("A translucent solid mask over overlapping parts: one pass, its composite clipped and faded")
    func translucentSolidMaskOverOverlaps() throws {
        let mask = filledLayer(CGRect(x: 0, y: 0, width: 40, height: 40), CGColor(red: 0, green: 0, blue: 0, alpha: 0.5))
        let parts = [
            filledLayer(CGRect(x: 0, y: 0, width: 30, height: 30)), filledLayer(CGRect(x: 10, y: 10, width: 30, height: 30)),
        ]
        let plan = planTree(rootLayer([masked(mask, parts: parts)]))
        #expect(plan.passes.count == 2)
        #expect(plan.passes[0].ops.count == 2 && plan.passes[0].ops.allSatisfy { $0.clips.isEmpty })
        let composite = try #require(plan.mainPass.ops.only)
        #expect(composite.compositedPass?.pass == 0 && composite.compositedPass?.mask == nil)
        #expect(composite.opacity == 0.5 && composite.clips.count == 1)
    }

    @Test("An opaque solid mask under an inherited opacity (fuzz seed 0xa00792): overlapping parts fade as a group")
    func inheritedOpacityGroupsOverlaps() throws {
        let parent = CALayer()
        parent.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        parent.opacity = 0.5
        parent.allowsGroupOpacity = false  // the opacity reaches the masked layer as inherited
        let parts = [
            filledLayer(CGRect(x: 0, y: 0, width: 30, height: 30)), filledLayer(CGRect(x: 10, y: 10, width: 30, height: 30)),
        ]
        parent.addSublayer(masked(filledLayer(CGRect(x: 0, y: 0, width: 40, height: 40)), parts: parts))
        let plan = planTree(rootLayer([parent]))
        #expect(plan.passes.count == 2, "a masked layer composites as a group at its whole opacity")
        let composite = try #require(plan.mainPass.ops.only)
        #expect(composite.opacity == 0.5 && composite.clips.count == 1)
    }

    @Test("A bitmap mask is sampled by each operation: its content, map, rect and texture rect")
    func bitmapMaskIsSampled() throws {
        let mask = CALayer()
        mask.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        mask.contents = try opaqueImage()
        mask.contentsGravity = .center  // the 4 × 4 image in the middle
        mask.opacity = 0.5
        let plan = planTree(rootLayer([masked(mask, parts: [filledLayer(CGRect(x: 0, y: 0, width: 40, height: 40))])]))
        #expect(plan.passes.count == 1)
        let op = try #require(plan.mainPass.ops.only)
        let sampled = try #require(op.mask)
        #expect(sampled.rect == CGRect(x: 18, y: 18, width: 4, height: 4))
        #expect(sampled.textureRect == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(sampled.targetToLocal == [1, 0, 0, 0, 1, 0, -20, -20, 1])
        #expect(sampled.opacity == 0.5 && op.opacity == 1 && op.clips.isEmpty && !op.isOpaque)
        #expect(plan.liveContents.contains(sampled.content.id), "the mask's texture is kept")
        #expect(plan.shownContents.contains(sampled.content.id))
    }

    @Test("A bitmap mask that masks to its bounds and overflows them adds its bounds as a clip")
    func bitmapMaskClippedToBounds() throws {
        let mask = CALayer()
        mask.frame = CGRect(x: 0, y: 0, width: 2, height: 2)
        mask.contents = try opaqueImage()
        mask.contentsGravity = .center
        mask.masksToBounds = true
        let plan = planTree(rootLayer([masked(mask, parts: [filledLayer(CGRect(x: 0, y: 0, width: 40, height: 40))])]))
        let op = try #require(plan.mainPass.ops.only)
        #expect(op.mask?.rect == CGRect(x: -1, y: -1, width: 4, height: 4))
        #expect(op.clips.only?.rect == CGRect(x: 0, y: 0, width: 2, height: 2))
    }

    @Test("A bitmap mask over overlapping parts, or a mask with a border, keeps its passes")
    func fallsBackToPasses() throws {
        let mask = CALayer()
        mask.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        mask.contents = try opaqueImage()
        let parts = [
            filledLayer(CGRect(x: 0, y: 0, width: 30, height: 30)), filledLayer(CGRect(x: 10, y: 10, width: 30, height: 30)),
        ]
        var plan = planTree(rootLayer([masked(mask, parts: parts)]))
        #expect(plan.passes.count == 3)
        #expect(plan.mainPass.ops.only?.compositedPass?.mask == 1)
        let bordered = filledLayer(CGRect(x: 0, y: 0, width: 40, height: 40))
        bordered.borderWidth = 2
        bordered.borderColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        plan = planTree(rootLayer([masked(bordered, parts: [filledLayer(CGRect(x: 0, y: 0, width: 40, height: 40))])]))
        #expect(plan.passes.count == 3)
    }

    @Test("A fully faded or empty mask lets nothing through, and plans nothing")
    func emptyMask() throws {
        let faded = filledLayer(CGRect(x: 0, y: 0, width: 40, height: 40))
        faded.opacity = 0
        var plan = planTree(rootLayer([masked(faded, parts: [filledLayer(CGRect(x: 0, y: 0, width: 40, height: 40))])]))
        #expect(plan.passes.count == 1 && plan.mainPass.ops.isEmpty)
        let clear = CALayer()
        clear.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        plan = planTree(rootLayer([masked(clear, parts: [filledLayer(CGRect(x: 0, y: 0, width: 40, height: 40))])]))
        #expect(plan.passes.count == 1 && plan.mainPass.ops.isEmpty)
    }

    @Test("A bitmap mask changes the operation's signature; a new mask version changes it again")
    func maskInSignature() throws {
        let mask = CALayer()
        mask.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        mask.contents = try opaqueImage()
        let plan = planTree(rootLayer([masked(mask, parts: [filledLayer(CGRect(x: 0, y: 0, width: 40, height: 40))])]))
        let op = try #require(plan.mainPass.ops.only)
        var unmasked = op
        unmasked.mask = nil
        let signature = { (op: DrawOp) in op.signatureParts(passSignature: { $0 }).placeFree }
        #expect(signature(op) != signature(unmasked))
        #expect(op != unmasked && !op.canMoveWithScroll)
        mask.contents = try opaqueImage()
        let redrawn = try #require(
            planTree(rootLayer([masked(mask, parts: [filledLayer(CGRect(x: 0, y: 0, width: 40, height: 40))])])).mainPass.ops.only
        )
        #expect(redrawn.mask?.content.version != op.mask?.content.version)
        #expect(signature(redrawn) != signature(op) && redrawn != op)
    }
}
