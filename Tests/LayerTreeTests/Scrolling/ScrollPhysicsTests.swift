import Foundation
import LayerTree
import Testing

@Suite("UIScrollView: drags and flicks on the media clock, as iOS moves them")
@MainActor
struct ScrollPhysicsTests {
    @Test("A drag moves the offset with the finger from where the pan began; no jump by the 10-point slop")
    func dragFollowsFinger() {
        let scene = ScrollScene()
        scene.drag(from: CGPoint(x: 160, y: 400), step: CGPoint(x: 0, y: -30), steps: 6, lift: false)
        #expect(scene.scrollView.contentOffset == CGPoint(x: 0, y: 150))
        #expect(scene.recorder.offsets.map(\.y) == [30, 60, 90, 120, 150])
        #expect(scene.scrollView.isTracking && scene.scrollView.isDragging && !scene.scrollView.isDecelerating)
        #expect(scene.events == ["willBeginDragging", "didScroll"])
    }

    @Test("A flick decelerates by 0.998 per millisecond: x(t) = x₀ + v₀·(0.998^(1000t) − 1)/(1000·ln 0.998), frame by frame")
    func flickDecelerates() {
        let scene = ScrollScene()
        scene.drag(from: CGPoint(x: 160, y: 400), step: CGPoint(x: 0, y: -30), steps: 6)
        let velocity = scene.recorder.releaseVelocity!
        #expect(abs(velocity.y - 1.8) < 1e-9 && velocity.x == 0, "30 points per 1/60 s, in points per millisecond")
        let p0 = 150.0, v0 = 1800.0
        #expect(abs(Double(scene.recorder.proposedTarget!.y) - (p0 + v0 / (1000 * -log(0.998)))) < 1e-6)
        for k in 1...120 {
            scene.frame()
            let expected = decelerated(p0, v0, after: Double(k) / 60).rounded()
            #expect(Double(scene.scrollView.contentOffset.y) == expected, "frame \(k)")
        }
        #expect(scene.scrollView.isDecelerating)
        scene.frame(120)  // the travel left falls under half a pixel after 3.74 s
        #expect(!scene.scrollView.isDecelerating)
        #expect(scene.scrollView.contentOffset.y == CGFloat((p0 + v0 / (1000 * -log(0.998))).rounded()))
        #expect(scene.events.last == "didEndDecelerating")
    }

    @Test("The fast rate, 0.99 per millisecond, stops sooner on its own curve")
    func fastRate() {
        let scene = ScrollScene()
        scene.scrollView.decelerationRate = .fast
        #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99 && UIScrollView.DecelerationRate.normal.rawValue == 0.998)
        scene.drag(from: CGPoint(x: 160, y: 400), step: CGPoint(x: 0, y: -30), steps: 6)
        for k in 1...20 {
            scene.frame()
            #expect(
                Double(scene.scrollView.contentOffset.y) == decelerated(150, 1800, rate: 0.99, after: Double(k) / 60).rounded())
        }
        scene.frame(40)
        #expect(
            !scene.scrollView.isDecelerating
                && scene.scrollView.contentOffset.y == CGFloat((150 + 1800 / (1000 * -log(0.99))).rounded()))
    }

    @Test(
        "Past the top the content follows with iOS's rubber band, (1 − 1/(x·0.55/d + 1))·d, and springs back exactly to the edge")
    func rubberBandAndSpringBack() {
        let scene = ScrollScene()
        scene.drag(from: CGPoint(x: 160, y: 100), step: CGPoint(x: 0, y: 20), steps: 6)
        #expect(scene.recorder.offsets.map { Double($0.y) } == [20, 40, 60, 80, 100].map { -rubberBanded($0, 480).rounded() })
        #expect(scene.recorder.proposedTarget == .zero, "it will rest at the edge")
        let x0 = -rubberBanded(100, 480).rounded(), v0 = -1200.0
        for k in 1...30 {
            scene.frame()
            #expect(Double(scene.scrollView.contentOffset.y) == sprungBack(x0, v0, after: Double(k) / 60).rounded(), "frame \(k)")
        }
        scene.frame(60)
        #expect(scene.scrollView.contentOffset == .zero && !scene.scrollView.isDecelerating)
        #expect(
            scene.events == [
                "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
                "didScroll", "didEndDecelerating",
            ])
    }

    @Test("A flick past the bottom decelerates to the edge, then springs back onto it from the crossing velocity")
    func flickIntoEdge() {
        let scene = ScrollScene(contentSize: CGSize(width: 320, height: 1000))
        scene.drag(from: CGPoint(x: 160, y: 400), step: CGPoint(x: 0, y: -30), steps: 6)
        let edge = 520.0, p0 = 150.0, v0 = 1800.0, k = 1000 * log(0.998)
        let crossing = log(1 + (edge - p0) * k / v0) / k
        var maximum: CGFloat = 0
        for _ in 0..<200 {
            scene.frame()
            maximum = max(maximum, scene.scrollView.contentOffset.y)
        }
        let vc = v0 * pow(0.998, 1000 * crossing)
        let peak = (0...2000).map { edge + sprungBack(0, vc, after: Double($0) / 1000) }.max()!
        #expect(abs(Double(maximum) - peak) <= 1, "the bounce peaks \(peak - edge) points past the edge")
        #expect(scene.scrollView.contentOffset.y == 520 && !scene.scrollView.isDecelerating)
    }

    @Test("Without bounces the content stops at the edge and cannot be pulled past it")
    func noBounce() {
        let scene = ScrollScene(contentSize: CGSize(width: 320, height: 1000))
        scene.scrollView.bounces = false
        scene.drag(from: CGPoint(x: 160, y: 100), step: CGPoint(x: 0, y: 30), steps: 4)
        #expect(scene.recorder.offsets.isEmpty && scene.scrollView.contentOffset == .zero)
        scene.drag(from: CGPoint(x: 160, y: 400), step: CGPoint(x: 0, y: -30), steps: 6)
        scene.frame(200)
        #expect(scene.scrollView.contentOffset.y == 520)
        #expect(scene.recorder.offsets.allSatisfy { $0.y <= 520 })
    }

    @Test("The delegate's targetContentOffset is honoured: the deceleration is re-aimed to rest exactly there")
    func adjustedTarget() {
        let scene = ScrollScene()
        scene.recorder.newTarget = CGPoint(x: 0, y: 600)
        scene.drag(from: CGPoint(x: 160, y: 400), step: CGPoint(x: 0, y: -30), steps: 6)
        let v = -1000 * log(0.998) * (600 - 150)
        for k in 1...60 {
            scene.frame()
            #expect(Double(scene.scrollView.contentOffset.y) == decelerated(150, v, after: Double(k) / 60).rounded())
        }
        scene.frame(200)
        #expect(scene.scrollView.contentOffset.y == 600 && scene.events.last == "didEndDecelerating")
    }

    @Test("Delegate calls come in iOS's order, with tracking still set and dragging cleared in didEndDragging")
    func delegateOrder() {
        let scene = ScrollScene()
        scene.touch(.began, CGPoint(x: 160, y: 300))
        #expect(scene.scrollView.isTracking && !scene.scrollView.isDragging)
        scene.touch(.ended, CGPoint(x: 160, y: 300))
        #expect(!scene.scrollView.isTracking && scene.events.isEmpty, "a touch without a drag tells nothing")
        scene.drag(from: CGPoint(x: 160, y: 400), step: CGPoint(x: 0, y: -30), steps: 6)
        #expect(scene.recorder.flagsAtEndDragging! == (true, false, false))
        #expect(!scene.scrollView.isTracking && scene.scrollView.isDecelerating)
        scene.frame(300)
        #expect(
            scene.events == [
                "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
                "didScroll", "didEndDecelerating",
            ])
        let before = scene.events.count
        scene.drag(from: CGPoint(x: 160, y: 300), step: CGPoint(x: 0, y: -20), steps: 3, lift: false)
        scene.frame(20)  // held still: released at rest
        scene.touch(.ended, CGPoint(x: 160, y: 240))
        #expect(Array(scene.events[before...]) == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
    }

    @Test("A finger on decelerating content stops it where it is, without didEndDecelerating")
    func touchStopsDeceleration() {
        let scene = ScrollScene()
        scene.drag(from: CGPoint(x: 160, y: 400), step: CGPoint(x: 0, y: -30), steps: 6)
        scene.frame(10)
        let stopped = scene.scrollView.contentOffset
        scene.touch(.began, CGPoint(x: 160, y: 200))
        scene.frame(10)
        #expect(scene.scrollView.contentOffset == stopped && !scene.scrollView.isDecelerating)
        scene.touch(.ended, CGPoint(x: 160, y: 200))
        scene.frame(10)
        #expect(scene.scrollView.contentOffset == stopped && !scene.events.contains("didEndDecelerating"))
    }

    @Test("Setting contentOffset while decelerating moves the rest of the motion; setContentOffset(animated: false) stops it")
    func codeDuringDeceleration() {
        let scene = ScrollScene()
        scene.drag(from: CGPoint(x: 160, y: 400), step: CGPoint(x: 0, y: -30), steps: 6)
        scene.frame(10)
        scene.scrollView.contentOffset.y += 100
        scene.frame()
        #expect(Double(scene.scrollView.contentOffset.y) == decelerated(150, 1800, after: 11.0 / 60).rounded() + 100)
        scene.scrollView.setContentOffset(CGPoint(x: 0, y: 50), animated: false)
        #expect(!scene.scrollView.isDecelerating)
        scene.frame(5)
        #expect(scene.scrollView.contentOffset.y == 50)
    }
}
