import Foundation
import Graphics
import LayerTree
import Testing

@testable import GLCompositor

/// The plan-cache oracle over the layer kinds of issue 14's leftovers: a transparent container
/// casting its subviews' shadow, a transform layer turned about y, a shape layer over contents.
@Suite("Planner: the plan cache over subtree shadows, transform layers and shape contents")
@MainActor
struct PlanCacheLayerKindsTests {
    private static func makeScene() -> (UIWindow, [CALayer]) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 160))
        window.screen = UIScreen(bounds: window.bounds, scale: 1)
        window.backgroundColor = .white
        var layers: [CALayer] = []
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let shadowed = UIView(frame: CGRect(x: 8, y: 8, width: 88, height: 68))
        shadowed.layer.shadowOpacity = 0.6
        shadowed.layer.shadowRadius = 3
        let turned = CATransformLayer()
        turned.frame = CGRect(x: 104, y: 8, width: 88, height: 68)
        turned.transform = CATransform3DMakeRotation(0.6, 0, 1, 0)
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 8, y: 84, width: 88, height: 68)
        shape.contents = CGImage(pixels: PixelImage(width: 8, height: 8))
        shape.path = CGPath(ellipseIn: CGRect(x: 10, y: 10, width: 40, height: 30), transform: nil)
        for i in 0..<5 {
            let frame = CGRect(x: 4 + CGFloat(i) * 16, y: 4 + CGFloat(i % 2) * 30, width: 14, height: 24)
            let view = SolidDrawnView(
                frame: frame, color: UIColor(hue: CGFloat(i) / 5, saturation: 0.7, brightness: 0.9, alpha: 1))
            shadowed.addSubview(view)
            let plane = CALayer()
            plane.frame = frame
            plane.zPosition = CGFloat(i * 7 - 14)
            plane.backgroundColor = UIColor(white: CGFloat(i) / 6, alpha: 1).cgColor
            turned.addSublayer(plane)
            let leaf = CALayer()
            leaf.frame = frame.offsetBy(dx: 0, dy: 10)
            leaf.backgroundColor = UIColor(hue: CGFloat(i) / 5, saturation: 1, brightness: 1, alpha: 0.8).cgColor
            shape.addSublayer(leaf)
            layers += [view.layer, plane, leaf]
        }
        window.addSubview(shadowed)
        window.layer.addSublayer(turned)
        window.layer.addSublayer(shape)
        window.makeKeyAndVisible()
        CATransaction.commit()
        return (window, layers + [shadowed.layer, turned, shape])
    }

    @Test("Over 100 random changes, plans with the cache equal plans from scratch, operation for operation")
    func equalToFreshPlans() {
        let (window, layers) = Self.makeScene()
        let cache = PlanCache()
        var random = SplitMix64(seed: 0x14)
        let size = PixelSize(width: 200, height: 160)
        var shadowComposites = 0
        for step in 0..<100 {
            let layer = layers.randomElement(using: &random)!
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            switch Int.random(in: 0..<6, using: &random) {
            case 0: layer.position.x += CGFloat(Int.random(in: -5...5, using: &random))
            case 1: layer.backgroundColor = UIColor(white: CGFloat.random(in: 0...1, using: &random), alpha: 1).cgColor
            case 2: layer.opacity = [1, 0.5, 0][Int.random(in: 0..<3, using: &random)]
            case 3: layer.zPosition = CGFloat(Int.random(in: -20...20, using: &random))
            case 4: layer.transform = CATransform3DMakeRotation(CGFloat.random(in: -0.8...0.8, using: &random), 0, 1, 0)
            default: break  // an unchanged frame
            }
            CATransaction.commit()
            let root = window.runUpdateCycle().root
            let withCache = PlanCacheTests.plan(root, size: size, cache: cache)
            let fromScratch = PlanCacheTests.plan(root, size: size, cache: nil)
            for pass in fromScratch.passes {
                shadowComposites += pass.ops.filter { if case .shadow = $0.source { true } else { false } }.count
            }
            let problem = PlanCacheTests.difference(withCache, fromScratch)
            #expect(problem == nil, "step \(step): \(problem ?? "")")
            if problem != nil { break }
        }
        #expect(shadowComposites > 50, "the container's shadow is composited in most frames")
    }
}
