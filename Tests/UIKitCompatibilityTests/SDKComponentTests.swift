import Foundation
import QuartzCore
import Testing
import UIKit

/// Shows `view` in a key window of its size under the manual media clock; the window lives for
/// the test (hide it at the end).
@MainActor
func showInWindow(_ view: UIView, size: CGSize? = nil) -> UIWindow {
    let window = UIWindow(frame: CGRect(origin: .zero, size: size ?? view.bounds.size))
    window.backgroundColor = .white
    window.addSubview(view)
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    CATransaction.flush()
    return window
}

/// Runs `seconds` of frames at 60 Hz on the manual media clock.
@MainActor
func runFrames(for seconds: Double) {
    for _ in 0..<Int((seconds * 60).rounded()) {
        MediaClock.advance(by: 1.0 / 60)
        CATransaction.flush()
    }
}

/// A touch from `start` to `end` in `steps` moves, 1/60 s apart, then lifted.
@MainActor
func drag(in window: UIWindow, from start: CGPoint, to end: CGPoint, steps: Int = 6) {
    window.injectTouch(id: 7, phase: .began, at: start, timestamp: MediaClock.now)
    for step in 1...steps {
        MediaClock.advance(by: 1.0 / 60)
        CATransaction.flush()
        let t = CGFloat(step) / CGFloat(steps)
        let point = CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
        window.injectTouch(id: 7, phase: .moved, at: point, timestamp: MediaClock.now)
    }
    window.injectTouch(id: 7, phase: .ended, at: end, timestamp: MediaClock.now)
}

@Suite("Open-source components written against the SDK compile and run", .serialized)
@MainActor
struct SDKComponentTests {
    @Test("Progress ring: a quarter of the ring is blue from twelve o'clock; the animation finishes once")
    func progressRing() throws {
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        let ring = ComponentProgressRing(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.setProgress(0.25, animated: false)
        #expect(ring.percentLabel.text == "25%")
        let image = try renderAlone(ring)
        // Radius 46 around (50, 50); the arc runs clockwise from (50, 4).
        #expect(close(image[50 + 32, 50 - 32], 0, 122, 255), "on the arc: \(image[82, 18])")
        #expect(close(image[50, 96], 230, 230, 230), "the track below: \(image[50, 96])")
        let window = showInWindow(ring)
        defer { window.isHidden = true }
        ring.setProgress(0.8, animated: true)
        #expect(ring.isAnimatingProgress && ring.progress == 0.8)
        runFrames(for: 0.6)
        #expect(ring.finishedAnimations == 1, "animationDidStop(_:finished: true) once")
        #expect(ring.isAnimatingProgress, "isRemovedOnCompletion = false keeps the animation")
    }

    @Test("Star rating: a drag to the third star gives 3 with .valueChanged; VoiceOver adjusts; stars fill with the tint")
    func starRating() throws {
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        let rating = ComponentStarRating(frame: CGRect(x: 0, y: 0, width: 136, height: 24))
        #expect(rating.intrinsicContentSize == CGSize(width: 136, height: 24))
        rating.tintColor = .systemOrange
        var changes = 0
        rating.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        let window = showInWindow(rating)
        drag(in: window, from: CGPoint(x: 10, y: 12), to: CGPoint(x: 80, y: 12))
        // Stars are 24 wide with 4 between (28 a star): x = 80 is 2.86 stars, rounded up to 3 (half stars: 3).
        #expect(rating.value == 3 && changes >= 2, "value \(rating.value), changes \(changes)")
        rating.accessibilityDecrement()
        #expect(rating.value == 2 && rating.accessibilityValue == "2 of 5")
        #expect(rating.accessibilityTraits.contains(.adjustable) && rating.tintChanges >= 1)
        window.isHidden = true
        rating.removeFromSuperview()
        let image = try renderAlone(rating)
        #expect(close(image[12, 13], 255, 149, 0), "first star filled orange: \(image[12, 13])")
        #expect(close(image[124, 13], 209, 209, 214, tolerance: 4), "fifth star systemGray4: \(image[124, 13])")
    }

    @Test("Shimmer: the gradient fills the view from layoutSublayers(of:); the group animation runs until stopped")
    func shimmer() throws {
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        let shimmer = ComponentShimmerView(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
        let window = showInWindow(shimmer)
        #expect(shimmer.gradientLayer.frame == shimmer.bounds)
        shimmer.startShimmering()
        let group = try #require(shimmer.gradientLayer.animation(forKey: ComponentShimmerView.animationKey) as? CAAnimationGroup)
        #expect(group.animations?.count == 2 && group.repeatCount == .infinity)
        runFrames(for: 0.5)
        #expect(shimmer.isShimmering)
        shimmer.stopShimmering()
        #expect(!shimmer.isShimmering)
        window.isHidden = true
        shimmer.removeFromSuperview()
        let image = try renderAlone(shimmer)
        #expect(close(image[100, 10], 255, 255, 255), "the highlight in the middle: \(image[100, 10])")
        #expect(close(image[6, 10], 235, 235, 235, tolerance: 8), "grey near the left end: \(image[6, 10])")
    }

    @Test("Marquee: a text wider than the label scrolls with a running property animator and a fade mask")
    func marquee() {
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        let label = ComponentMarqueeLabel(frame: CGRect(x: 0, y: 0, width: 80, height: 20))
        label.font = .systemFont(ofSize: 15)
        let window = showInWindow(label)
        label.text = "A headline far wider than eighty points"
        #expect(label.needsScrolling && label.fullTextWidth > 200)
        let rect = label.textRect(forBounds: label.bounds, limitedToNumberOfLines: 1)
        #expect(rect.width == label.fullTextWidth)
        let animator = label.scrollAnimator
        #expect(animator?.state == .active && animator?.isRunning == true)
        #expect(label.layer.mask is CAGradientLayer)
        label.text = "Short"
        #expect(!label.needsScrolling && label.scrollAnimator == nil && label.layer.mask == nil)
        label.nudge()
        window.isHidden = true
    }

    @Test("Badge: a pill at least as wide as tall, '99+' past the maximum, a keyframe pop, red pixels")
    func badge() throws {
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        let badge = ComponentBadgeView(frame: .zero)
        badge.count = 5
        let single = badge.intrinsicContentSize
        // "5" in 13-point bold is 8.4 wide and 15.5 tall: 6 + 8.4 + 6 → 21, 2 + 15.5 + 2 → 20.
        #expect(single == CGSize(width: 21, height: 20) && !badge.isHidden, "\(single)")
        badge.count = 150
        #expect(badge.countLabel.text == "99+" && badge.intrinsicContentSize.width > single.width)
        badge.pop()
        let pop = try #require(badge.layer.animation(forKey: ComponentBadgeView.popKey) as? CAKeyframeAnimation)
        #expect(pop.keyPath == "transform.scale" && pop.values?.count == 7 && pop.keyTimes?.last == 1)
        badge.count = 0
        #expect(badge.isHidden)
        badge.count = 3
        badge.frame = CGRect(origin: .zero, size: badge.sizeThatFits(.zero))
        let image = try renderAlone(badge)
        #expect(close(image[3, Int(badge.bounds.height) / 2], 255, 59, 48), "the pill's red: \(image[3, 9])")
    }

    @Test("Toggle switch: a tap turns it on with .valueChanged; dark mode re-resolves the track colour")
    func toggleSwitch() throws {
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        let toggle = ComponentToggleSwitch(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
        var changes = 0
        toggle.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        let window = showInWindow(toggle)
        window.injectTouch(id: 1, phase: .began, at: CGPoint(x: 25, y: 15), timestamp: MediaClock.now)
        window.injectTouch(id: 1, phase: .ended, at: CGPoint(x: 25, y: 15), timestamp: MediaClock.now)
        runFrames(for: 0.3)
        #expect(toggle.isOn && changes == 1 && toggle.accessibilityValue == "1")
        #expect(toggle.thumbView.frame.minX == 22)
        let light = try #require(toggle.trackLayer.backgroundColor?.components)
        window.overrideUserInterfaceStyle = .dark
        window.layoutIfNeeded()
        #expect(toggle.traitChanges >= 1)
        let dark = try #require(toggle.trackLayer.backgroundColor?.components)
        #expect(
            abs(light[0] - 0.2) < 0.001 && abs(dark[0] - 0.19) < 0.001,
            "\(light) \(dark) \(toggle.traitCollection.userInterfaceStyle.rawValue) \(toggle.traitChanges)")
        window.isHidden = true
        toggle.removeFromSuperview()
        toggle.overrideUserInterfaceStyle = .light
        let image = try renderAlone(toggle)
        #expect(close(image[8, 15], 51, 199, 89), "the green track: \(image[8, 15])")
    }

    @Test("Segmented control: a tap on the second segment selects it and sends .valueChanged")
    func segmented() {
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        let control = ComponentSegmentedControl(titles: ["Day", "Week", "Month"])
        control.frame = CGRect(x: 0, y: 0, width: 240, height: 32)
        var sent: [Int] = []
        control.addAction(UIAction { [unowned control] _ in sent.append(control.selectedIndex) }, for: .valueChanged)
        let window = showInWindow(control)
        window.injectTouch(id: 1, phase: .began, at: CGPoint(x: 120, y: 16), timestamp: MediaClock.now)
        window.injectTouch(id: 1, phase: .ended, at: CGPoint(x: 120, y: 16), timestamp: MediaClock.now)
        runFrames(for: 0.4)
        #expect(sent == [1] && control.indicator.frame == CGRect(x: 82, y: 2, width: 76, height: 28))
        window.isHidden = true
    }
}
