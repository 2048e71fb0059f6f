import Foundation
import Graphics
import LayerTree
import Testing

@testable import GLCompositor

@Suite("Planner: unchanged subtrees reuse their operations")
@MainActor
struct PlanCacheTests {
    /// A window of containers — clipping, translucent, turned, nested — holding coloured and
    /// drawn views.
    private static func makeScene() -> (UIWindow, [UIView], [UIView]) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 160))
        window.screen = UIScreen(bounds: window.bounds, scale: 1)
        window.backgroundColor = .white
        var views: [UIView] = [], containers: [UIView] = []
        for c in 0..<4 {
            let container = UIView(frame: CGRect(x: 8 + CGFloat(c % 2) * 96, y: 8 + CGFloat(c / 2) * 76, width: 88, height: 68))
            container.clipsToBounds = c == 0 || c == 3
            container.alpha = c == 1 ? 0.7 : 1
            if c == 2 { container.transform = CGAffineTransform(rotationAngle: 0.2) }
            if c == 3 { container.layer.cornerRadius = 9 }
            for i in 0..<5 {
                let frame = CGRect(x: 4 + CGFloat(i) * 16, y: 4 + CGFloat(i % 2) * 30, width: 14, height: 24)
                let view =
                    i.isMultiple(of: 2)
                    ? SolidDrawnView(
                        frame: frame, color: UIColor(hue: CGFloat(i) / 5, saturation: 0.7, brightness: 0.9, alpha: 1))
                    : UIView(frame: frame)
                if !i.isMultiple(of: 2) { view.backgroundColor = UIColor(white: CGFloat(i) / 6, alpha: 1) }
                container.addSubview(view)
                views.append(view)
            }
            let nested = UIView(frame: CGRect(x: 40, y: 36, width: 40, height: 28))
            nested.clipsToBounds = true
            for j in 0..<3 {
                let leaf = UIView(frame: CGRect(x: CGFloat(j) * 14, y: 2, width: 12, height: 30))
                leaf.backgroundColor = UIColor(hue: CGFloat(j) / 3, saturation: 1, brightness: 1, alpha: 0.8)
                nested.addSubview(leaf)
                views.append(leaf)
            }
            container.addSubview(nested)
            // Drawn but clipped out of view: a content the plan records for prefetching.
            let hidden = SolidDrawnView(frame: CGRect(x: 100, y: 10, width: 20, height: 20), color: .blue)
            container.addSubview(hidden)
            window.addSubview(container)
            views += [container, nested, hidden]
            containers += [container, nested]
        }
        window.makeKeyAndVisible()
        return (window, views, containers)
    }

    @Test("Over 120 random changes, plans with the cache equal plans from scratch, operation for operation")
    func equalToFreshPlans() {
        let (window, views, containers) = Self.makeScene()
        let cache = PlanCache()
        var random = SplitMix64(seed: 0xCAC4E)
        let size = PixelSize(width: 200, height: 160)
        var reused = 0, sawOffscreen = false
        for step in 0..<120 {
            // Half the time a container: its unchanged subtrees are then planned at a new place.
            let view =
                Bool.random(using: &random) ? containers.randomElement(using: &random)! : views.randomElement(using: &random)!
            switch Int.random(in: 0..<8, using: &random) {
            case 0: view.center.x += CGFloat(Int.random(in: -5...5, using: &random))
            case 1: view.backgroundColor = UIColor(white: CGFloat.random(in: 0...1, using: &random), alpha: 1)
            case 2: view.alpha = [1, 0.5, 0][Int.random(in: 0..<3, using: &random)]
            case 3: view.isHidden.toggle()
            case 4: view.transform = CGAffineTransform(rotationAngle: CGFloat.random(in: -0.3...0.3, using: &random))
            case 5:
                (view as? SolidDrawnView)?.setNeedsDisplay()
                view.layer.cornerRadius = CGFloat(Int.random(in: 0...4, using: &random))
            case 6: view.clipsToBounds.toggle()
            default: break  // an unchanged frame
            }
            let root = window.runUpdateCycle().root
            let withCache = Self.plan(root, size: size, cache: cache)
            let fromScratch = Self.plan(root, size: size, cache: nil)
            reused += cache.hits > 0 ? 1 : 0
            sawOffscreen = sawOffscreen || !fromScratch.offscreenContents.isEmpty
            let problem = Self.difference(withCache, fromScratch)
            #expect(problem == nil, "step \(step): \(problem ?? "")")
            if problem != nil { break }
        }
        #expect(reused > 60, "most frames reuse some subtree")
        #expect(sawOffscreen, "some plans record clipped-out contents")
    }

    @Test("Moving, fading or clipping a container replans its unchanged children where they now are")
    func changedInputs() {
        let (window, _, containers) = Self.makeScene()
        let cache = PlanCache()
        let size = PixelSize(width: 200, height: 160)
        let changes: [(UIView) -> Void] = [
            { $0.center.x += 3 }, { $0.alpha = 0.5 },
            {
                $0.layer.allowsGroupOpacity = false
                $0.alpha = 0.4
            },  // the children inherit the opacity
            { $0.clipsToBounds.toggle() }, { $0.transform = CGAffineTransform(scaleX: 0.9, y: 0.9) },
        ]
        for nested in containers where nested.subviews.count == 3 {
            nested.clipsToBounds = false  // so that the container's clip reaches the leaves
            nested.subviews[0].frame.origin.x = -45  // partly outside the container
        }
        for (index, change) in changes.enumerated() {
            for container in containers where container.subviews.count > 3 {  // the four outer containers
                _ = Self.plan(window.runUpdateCycle().root, size: size, cache: cache)
                change(container)
                let root = window.runUpdateCycle().root
                let withCache = Self.plan(root, size: size, cache: cache)
                #expect(cache.hits > 0, "change \(index): the other containers are reused")
                let problem = Self.difference(withCache, Self.plan(root, size: size, cache: nil))
                #expect(problem == nil, "change \(index): \(problem ?? "")")
            }
        }
    }

    @Test("A new target size or scale starts the cache afresh")
    func newTargetEmptiesCache() {
        let (window, _, _) = Self.makeScene()
        let cache = PlanCache()
        let root = window.runUpdateCycle().root
        let frames = [
            (PixelSize(width: 200, height: 160), false), (PixelSize(width: 200, height: 160), true),
            (PixelSize(width: 100, height: 80), false), (PixelSize(width: 100, height: 80), true),
        ]
        for (size, reuses) in frames {
            #expect(Self.difference(Self.plan(root, size: size, cache: cache), Self.plan(root, size: size, cache: nil)) == nil)
            #expect((cache.hits > 0) == reuses, "\(size): \(cache.hits) hits, expected \(reuses ? "reuse" : "none")")
        }
    }

    /// A frame's plan of `root`, through `cache` when given (the plan-cache oracles share it).
    static func plan(_ root: RenderLayer?, size: PixelSize, cache: PlanCache?) -> FramePlan {
        cache?.beginFrame(size: size, scale: 1)
        var planner = FramePlanner(targetSize: size, scale: 1)
        planner.cache = cache
        let plan = planner.plan(root)
        cache?.endFrame(opCount: plan.drawCount)
        return plan
    }

    /// Nil when the plans are the same operation for operation, else what differs.
    static func difference(_ a: FramePlan, _ b: FramePlan) -> String? {
        guard a.passes.count == b.passes.count else { return "\(a.passes.count) passes vs \(b.passes.count)" }
        let comparison = PlanComparison(old: a, new: b)
        for (p, q) in zip(a.passes, b.passes) {
            guard p.bounds == q.bounds, p.ops.count == q.ops.count else {
                return "pass \(p.index): \(p.ops.count) ops in \(p.bounds) vs \(q.ops.count) in \(q.bounds)"
            }
            for (i, (x, y)) in zip(p.ops, q.ops).enumerated() where !comparison.same(x, y) {
                return "pass \(p.index) op \(i) differs"
            }
        }
        if a.liveContents != b.liveContents { return "live contents differ" }
        if a.offscreenContents.map(\.id) != b.offscreenContents.map(\.id) { return "offscreen contents differ" }
        if a.clipScissors != b.clipScissors { return "clip scissors differ" }
        if a.droppedClips != b.droppedClips || a.culledOps != b.culledOps || a.rawOpCount != b.rawOpCount {
            return "counts differ"
        }
        return nil
    }
}
