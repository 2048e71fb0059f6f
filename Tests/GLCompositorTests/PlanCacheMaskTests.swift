import Foundation
import Graphics
import LayerTree
import Testing

@testable import GLCompositor

/// The plan-cache oracle over masks the shader applies: masked subtrees make no pass now, so
/// the cache keeps their operations, and a change to a mask (redrawn, moved, faded) must reach
/// the cached plan.
@Suite("Planner: the plan cache over bitmap and solid masks")
@MainActor
struct PlanCacheMaskTests {
    private static func makeScene() -> (UIWindow, [UIView], [DiscMaskView]) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 160))
        window.screen = UIScreen(bounds: window.bounds, scale: 1)
        window.backgroundColor = .white
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let container = UIView(frame: CGRect(x: 8, y: 8, width: 184, height: 144))
        var cards: [UIView] = []
        var discs: [DiscMaskView] = []
        for i in 0..<6 {
            let frame = CGRect(x: 4 + CGFloat(i % 3) * 60, y: 4 + CGFloat(i / 3) * 70, width: 50, height: 50)
            let card = SolidDrawnView(
                frame: frame, color: UIColor(hue: CGFloat(i) / 6, saturation: 0.7, brightness: 0.9, alpha: 1))
            if i % 2 == 0 {
                let disc = DiscMaskView(frame: card.bounds)
                card.mask = disc
                discs.append(disc)
            } else {
                let solid = UIView(frame: card.bounds.insetBy(dx: 5, dy: 5))
                solid.backgroundColor = .black
                solid.layer.cornerRadius = 8
                card.mask = solid
            }
            container.addSubview(card)
            cards.append(card)
        }
        window.addSubview(container)
        window.makeKeyAndVisible()
        CATransaction.commit()
        return (window, cards, discs)
    }

    @Test("Over 100 random changes to masked cards and their masks, cached plans equal fresh ones")
    func equalToFreshPlans() {
        let (window, cards, discs) = Self.makeScene()
        let cache = PlanCache()
        var random = SplitMix64(seed: 0x20)
        let size = PixelSize(width: 200, height: 160)
        var sampled = 0
        for step in 0..<100 {
            let card = cards.randomElement(using: &random)!
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            switch Int.random(in: 0..<6, using: &random) {
            case 0: card.center.x += CGFloat(Int.random(in: -5...5, using: &random))
            case 1: card.transform = CGAffineTransform(rotationAngle: CGFloat.random(in: -0.8...0.8, using: &random))
            case 2: discs.randomElement(using: &random)!.leftHalf.toggle()  // redrawn mask contents
            case 3: card.mask?.alpha = [1, 0.5, 0][Int.random(in: 0..<3, using: &random)]
            case 4: card.mask?.center.x += CGFloat(Int.random(in: -5...5, using: &random))
            default: break  // an unchanged frame
            }
            CATransaction.commit()
            let root = window.runUpdateCycle().root
            let withCache = PlanCacheTests.plan(root, size: size, cache: cache)
            let fromScratch = PlanCacheTests.plan(root, size: size, cache: nil)
            sampled += fromScratch.mainPass.ops.filter { $0.mask != nil }.count
            let problem = PlanCacheTests.difference(withCache, fromScratch)
            #expect(problem == nil, "step \(step): \(problem ?? "")")
            if problem != nil { break }
        }
        #expect(sampled > 200, "the disc masks are sampled in most frames (\(sampled))")
    }
}
