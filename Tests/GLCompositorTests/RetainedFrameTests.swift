import Foundation
import Graphics
import LayerTree
import Testing

@testable import GLCompositor

/// Frames that reuse what earlier frames worked out for unchanged subtrees — their operations,
/// what occlusion culling made of them (``OcclusionCuller/Memo``), and runs that damage tracking
/// skips whole (``MatchingRuns``) — must equal frames worked out from scratch.
@Suite("Planner: retained culling and damage of unchanged subtrees")
@MainActor
struct RetainedFrameTests {
    /// A window of overlapping containers of small opaque and translucent views under an opaque
    /// cover each, so that culling hides operations inside subtrees and, as covers move and
    /// grow, across them.
    private static func makeScene(in window: UIWindow = makeWindow()) -> (UIWindow, [UIView], [UIView]) {
        var all: [UIView] = [], outer: [UIView] = []
        for c in 0..<6 {
            let container = UIView(frame: CGRect(x: CGFloat(c % 3) * 44, y: CGFloat(c / 3 % 2) * 50, width: 70, height: 64))
            container.clipsToBounds = c == 4
            for i in 0..<6 {
                // Five small views, then an opaque cover over them all (moved and resized, it hides
                // views of other containers too).
                let frame =
                    i < 5
                    ? CGRect(x: CGFloat(i) * 8, y: CGFloat(i) * 6, width: 12, height: 12)
                    : CGRect(x: 0, y: 0, width: 50, height: 40)
                let view = UIView(frame: frame)
                view.backgroundColor = UIColor(hue: CGFloat(i) / 6, saturation: 0.8, brightness: 0.9, alpha: i == 2 ? 0.6 : 1)
                container.addSubview(view)
                all.append(view)
            }
            window.addSubview(container)
            outer.append(container)
            all.append(container)
        }
        window.makeKeyAndVisible()
        return (window, all, outer)
    }

    private static func makeWindow() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 160, height: 120))
        window.screen = UIScreen(bounds: window.bounds, scale: 1)
        window.backgroundColor = .white
        return window
    }

    /// 30 containers side by side, of 10 small views each, none overlapping.
    private static func makeGrid() -> (UIWindow, [UIView]) {
        let window = makeWindow()
        var views: [UIView] = []
        for c in 0..<30 {
            let container = UIView(frame: CGRect(x: CGFloat(c % 6) * 26, y: CGFloat(c / 6) * 24, width: 26, height: 24))
            for i in 0..<10 {
                let view = UIView(frame: CGRect(x: CGFloat(i % 5) * 5, y: CGFloat(i / 5) * 12, width: 4, height: 10))
                view.backgroundColor = UIColor(hue: CGFloat(i) / 10, saturation: 0.8, brightness: 0.9, alpha: 1)
                container.addSubview(view)
                views.append(view)
            }
            window.addSubview(container)
        }
        window.makeKeyAndVisible()
        return (window, views)
    }

    private static func mutate(_ view: UIView, using random: inout SplitMix64) {
        switch Int.random(in: 0..<9, using: &random) {
        case 0: view.center.x += CGFloat(Int.random(in: -12...12, using: &random))
        case 1: view.backgroundColor = UIColor(white: CGFloat.random(in: 0...1, using: &random), alpha: 1)
        case 2: view.backgroundColor = view.backgroundColor == nil ? .black : nil
        case 3: view.alpha = [1, 0.5, 0][Int.random(in: 0..<3, using: &random)]
        case 4: view.isHidden.toggle()
        case 5: view.superview?.bringSubviewToFront(view)
        case 6: view.transform = CGAffineTransform(rotationAngle: CGFloat.random(in: -0.3...0.3, using: &random))
        case 7: view.frame.size = CGSize(width: CGFloat(Int.random(in: 10...90, using: &random)), height: 70)
        default: break  // an unchanged frame
        }
    }

    @Test("Over 200 random changes, retained culling and run skipping equal culling and comparing every operation")
    func equalToFromScratch() {
        let (window, views, containers) = Self.makeScene()
        let cache = PlanCache()
        var retained = DamageTracker(), reference = DamageTracker()
        var random = SplitMix64(seed: 0x2E7A1)
        let size = PixelSize(width: 160, height: 120)
        let key = DamageTracker.FrameKey(target: ObjectIdentifier(cache), size: size, scale: 1, background: .clear)
        var culledWithRuns = 0, partial = 0
        for step in 0..<200 {
            let view =
                Bool.random(using: &random) ? containers.randomElement(using: &random)! : views.randomElement(using: &random)!
            Self.mutate(view, using: &random)
            let root = window.runUpdateCycle().root
            let withCache = PlanCacheTests.plan(root, size: size, cache: cache)
            let problem = PlanCacheTests.difference(withCache, PlanCacheTests.plan(root, size: size, cache: nil))
            #expect(problem == nil, "step \(step): \(problem ?? "")")
            #expect(Self.segmentsAreValid(withCache), "step \(step): runs out of order or out of the pass")
            var flat = withCache
            flat.mainSegments = []
            let damage = retained.damage(for: withCache, key: key), expected = reference.damage(for: flat, key: key)
            #expect(damage == expected, "step \(step): \(damage) vs \(expected)")
            if problem != nil || damage != expected { break }
            if withCache.culledOps > 0, !withCache.mainSegments.isEmpty { culledWithRuns += 1 }
            if case .region = damage.damage { partial += 1 }
        }
        #expect(culledWithRuns > 50, "culling hides operations in frames with cached runs")
        #expect(partial > 50, "most frames repaint part of the target")
    }

    @Test("A frame with one view changed compares that view's container's operations, not every operation")
    func oneChangeComparesLittle() {
        let (window, views) = Self.makeGrid()
        let cache = PlanCache()
        let size = PixelSize(width: 160, height: 120)
        var tracker = DamageTracker()
        let key = DamageTracker.FrameKey(target: ObjectIdentifier(cache), size: size, scale: 1, background: .clear)
        var previous = PlanCacheTests.plan(window.runUpdateCycle().root, size: size, cache: cache)
        _ = tracker.damage(for: previous, key: key)
        let changing = views[10 * 17 + 4]  // the fifth view of the eighteenth container
        for step in 0..<4 {
            changing.backgroundColor = UIColor(white: CGFloat(step % 2), alpha: 1)
            let plan = PlanCacheTests.plan(window.runUpdateCycle().root, size: size, cache: cache)
            var compared = 0
            let runs = MatchingRuns(
                old: previous.mainPass.ops, oldSegments: previous.mainSegments, new: plan.mainPass.ops,
                newSegments: plan.mainSegments,
                same: {
                    compared += 1
                    return $0 == $1
                })
            let bottom = runs.bottom(), top = runs.top(above: bottom)
            #expect(plan.mainSegments.count >= 29, "step \(step): the 29 unchanged containers are cached runs")
            #expect(compared <= 24, "step \(step): \(compared) operations compared, of \(plan.mainPass.ops.count)")
            #expect(plan.mainPass.ops.count - bottom - top <= 1, "step \(step): only the changed view lies between")
            let update = tracker.damage(for: plan, key: key)
            let expected = ScreenGeometry.pixelRect(enclosing: changing.convert(changing.bounds, to: window))
            #expect(update.damage == .region(expected), "step \(step): \(update.damage)")
            previous = plan
        }
    }

    @Test("Frames repainting only damage equal full repaints over 80 random changes to overlapping subtrees")
    func pixelsEqualFullRepaint() throws {
        let h = try CompositorHarness(width: 160, height: 120)
        let full = try h.context.withCurrent {
            try Compositor(context: h.context, options: CompositorOptions(tracksDamage: false))
        }
        let (_, views, containers) = Self.makeScene(in: h.window)
        var random = SplitMix64(seed: 0xF7A3E)
        var partial = 0
        for step in 0..<80 {
            let view =
                Bool.random(using: &random) ? containers.randomElement(using: &random)! : views.randomElement(using: &random)!
            Self.mutate(view, using: &random)
            let tracked = try h.context.withCurrent { () throws -> (FrameStats, PixelImage) in
                let stats = try h.compositor.render(h.window)
                return (stats, try h.context.readPixels(h.compositor.lastWindowTarget!))
            }
            let expected = try h.context.withCurrent { try full.snapshot(h.window) }
            if case .region = tracked.0.damage { partial += 1 }
            let differing = differingPixelCount(tracked.1, expected)
            #expect(differing == 0, "step \(step): \(differing) pixels differ from a full repaint (\(tracked.0.damage))")
            if differing != 0 { break }
        }
        #expect(partial > 20, "many frames repaint part of the target")
        try h.expectNoGLErrors()
    }

    @Test("A translucent group is reused with its pass while the pass keeps its index, and replanned when it moves")
    func groupReusedAtSameIndex() {
        let window = Self.makeWindow()
        var groups: [UIView] = []
        for g in 0..<3 {
            let group = UIView(frame: CGRect(x: CGFloat(g) * 50, y: 10, width: 48, height: 60))
            group.alpha = 0.5  // overlapping children: an offscreen pass
            for i in 0..<3 {
                let view = UIView(frame: CGRect(x: CGFloat(i) * 8, y: CGFloat(i) * 8, width: 30, height: 30))
                view.backgroundColor = UIColor(hue: CGFloat(i) / 3, saturation: 1, brightness: 1, alpha: 1)
                group.addSubview(view)
            }
            window.addSubview(group)
            groups.append(group)
        }
        window.makeKeyAndVisible()
        let cache = PlanCache()
        let size = PixelSize(width: 160, height: 120)
        func frame(_ step: String, hits expected: Int, groupPasses: Int = 3) {
            let root = window.runUpdateCycle().root
            let plan = PlanCacheTests.plan(root, size: size, cache: cache)
            #expect(plan.passes.count == groupPasses + 1, "\(step): a pass per translucent group and the main one")
            #expect(cache.hits == expected, "\(step): \(cache.hits) subtrees reused")
            let problem = PlanCacheTests.difference(plan, PlanCacheTests.plan(root, size: size, cache: nil))
            #expect(problem == nil, "\(step): \(problem ?? "")")
        }
        frame("first", hits: 0)
        frame("unchanged", hits: 1)  // the window's whole subtree, passes and all
        groups[2].subviews[0].backgroundColor = .black
        frame("the last group changed", hits: 2)  // the first two, at their passes' indices
        groups[0].alpha = 1  // no pass before the others: their passes' indices move down
        frame("the first group opaque", hits: 0, groupPasses: 2)
    }

    @Test("A plan fills the storage of a recycled list that only it holds, and equals a plan without one")
    func recycledStorage() {
        let (window, _) = Self.makeGrid()
        let root = window.runUpdateCycle().root
        let size = PixelSize(width: 160, height: 120)
        var recycled = PlanCacheTests.plan(root, size: size, cache: nil).mainPass.ops
        recycled.reserveCapacity(1000)  // a list of its own, with room for the plan's 301 operations
        let storage = recycled.withUnsafeBufferPointer { $0.baseAddress }
        var planner = FramePlanner(targetSize: size, scale: 1)
        planner.recycledOps = recycled
        recycled = []
        let plan = planner.plan(root)
        #expect(plan.culledOps == 0 && plan.mainPass.ops.count == 301, "the window and 300 views, none hidden")
        #expect(plan.mainPass.ops.withUnsafeBufferPointer { $0.baseAddress } == storage)
        #expect(PlanCacheTests.difference(plan, PlanCacheTests.plan(root, size: size, cache: nil)) == nil)
    }

    /// True when the plan's cached runs are sorted, disjoint and inside its main pass.
    private static func segmentsAreValid(_ plan: FramePlan) -> Bool {
        var end = 0
        for segment in plan.mainSegments {
            guard segment.range.lowerBound >= end else { return false }
            end = segment.range.upperBound
        }
        return end <= plan.mainPass.ops.count
    }
}
