import Foundation
import LayerTree
import Testing

/// A scroll view that lets drags take touches from its buttons too.
final class CancellingScrollView: UIScrollView {
    override func touchesShouldCancel(in view: UIView) -> Bool { true }
}

@Suite("UIScrollView: paging, directional lock, and touches in the content")
@MainActor
struct ScrollPagingAndTouchTests {
    func pagingScene() -> ScrollScene {
        let scene = ScrollScene(contentSize: CGSize(width: 320 * 5, height: 480))
        scene.scrollView.isPagingEnabled = true
        return scene
    }

    @Test("A flick faster than 300 points per second pages on in its direction, per Apple's paging spring, landing exactly")
    func flickPages() {
        let scene = pagingScene()
        scene.drag(from: CGPoint(x: 300, y: 240), step: CGPoint(x: -20, y: 0), steps: 6)
        #expect(scene.recorder.proposedTarget == CGPoint(x: 320, y: 0))
        let release = MediaClock.now
        var position = 100.0, velocity = Double(scene.recorder.releaseVelocity!.x) * 1000, elapsed = 0
        #expect(abs(velocity - 1200) < 1e-6)
        var settled = false
        for _ in 0..<120 where !settled {
            scene.frame()
            let now = Int(((MediaClock.now - release) * 1000).rounded(.down))
            for _ in elapsed..<now {
                velocity += 1000 * 3.6e-4 * (320 - position)
                velocity *= 0.9668
                position += velocity / 1000
            }
            elapsed = now
            settled = abs(velocity) <= 10 && abs(320 - position) <= 1
            #expect(Double(scene.scrollView.contentOffset.x) == (settled ? 320 : position.rounded()))
        }
        #expect(settled && scene.scrollView.contentOffset.x == 320 && scene.events.last == "didEndDecelerating")
    }

    @Test("Released slowly, paging settles on the nearest page")
    func slowReleaseNearestPage() {
        let scene = pagingScene()
        scene.drag(from: CGPoint(x: 300, y: 240), step: CGPoint(x: -20, y: 0), steps: 6, lift: false)
        scene.frame(12)
        scene.touch(.ended, CGPoint(x: 180, y: 240))
        scene.frame(90)
        #expect(scene.scrollView.contentOffset.x == 0, "100 of 320 points: back to the first page")
        scene.drag(from: CGPoint(x: 300, y: 240), step: CGPoint(x: -40, y: 0), steps: 6, lift: false)
        scene.frame(12)
        scene.touch(.ended, CGPoint(x: 60, y: 240))
        scene.frame(90)
        #expect(scene.scrollView.contentOffset.x == 320, "200 of 320 points: on to the second")
    }

    @Test("A paging scroll view keeps its page when the delegate moves the stop, and says so")
    func pagingTargetIsKept() {
        let scene = pagingScene()
        scene.recorder.newTarget = CGPoint(x: 1000, y: 0)
        let diagnostics = LayerTreeDiagnostics.capturing {
            scene.drag(from: CGPoint(x: 300, y: 240), step: CGPoint(x: -20, y: 0), steps: 6)
        }
        #expect(diagnostics.map(\.problem) == ["Stop offset can not be modified for paging scroll views"])
        scene.frame(120)
        #expect(scene.scrollView.contentOffset.x == 320)
    }

    @Test("Directional lock keeps a drag that starts along an axis on it; a diagonal drag moves freely")
    func directionalLock() {
        let scene = ScrollScene(contentSize: CGSize(width: 2000, height: 2000))
        scene.scrollView.isDirectionalLockEnabled = true
        scene.drag(from: CGPoint(x: 300, y: 400), step: CGPoint(x: -20, y: -4), steps: 6, lift: false)
        scene.touch(.moved, CGPoint(x: 180, y: 300))
        #expect(scene.scrollView.contentOffset == CGPoint(x: 100, y: 0), "96 points up after the lock: still none")
        scene.touch(.ended, CGPoint(x: 180, y: 300))
        scene.scrollView.setContentOffset(.zero, animated: false)
        scene.drag(from: CGPoint(x: 300, y: 400), step: CGPoint(x: -20, y: -20), steps: 6, lift: false)
        #expect(scene.scrollView.contentOffset == CGPoint(x: 100, y: 100))
    }

    @Test("A vertical list leaves a sideways drag alone; an axis with nothing to scroll does not move")
    func axisWithoutContent() {
        let scene = ScrollScene(contentSize: CGSize(width: 320, height: 2000))
        scene.drag(from: CGPoint(x: 300, y: 200), step: CGPoint(x: -20, y: 2), steps: 6)
        #expect(scene.events.isEmpty && scene.scrollView.contentOffset == .zero)
        scene.drag(from: CGPoint(x: 300, y: 400), step: CGPoint(x: -8, y: -20), steps: 6, lift: false)
        #expect(scene.scrollView.contentOffset.x == 0 && scene.scrollView.contentOffset.y == 100)
    }

    func buttonScene(_ scrollView: UIScrollView? = nil) -> (ScrollScene, UIButton, () -> [String]) {
        let scene = ScrollScene(scrollView: scrollView)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 20, width: 200, height: 60)
        scene.scrollView.addSubview(button)
        var log: [String] = []
        button.addAction(UIAction { _ in log.append("down") }, for: .touchDown)
        button.addAction(UIAction { _ in log.append("up") }, for: .touchUpInside)
        button.addAction(UIAction { _ in log.append("cancel") }, for: .touchCancel)
        return (scene, button, { log })
    }

    @Test("A button inside still gets a tap, delivered when the finger lifts within 0.15 s")
    func buttonTap() {
        let (scene, _, log) = buttonScene()
        scene.touch(.began, CGPoint(x: 60, y: 50))
        scene.frame(3)
        #expect(log().isEmpty, "the touch-down waits")
        scene.touch(.ended, CGPoint(x: 60, y: 50))
        #expect(log() == ["down", "up"])
        #expect(scene.events.isEmpty)
    }

    @Test("A quick drag that starts on a button scrolls, and the button hears nothing")
    func buttonDragScrolls() {
        let (scene, _, log) = buttonScene()
        scene.drag(from: CGPoint(x: 60, y: 50), step: CGPoint(x: 0, y: -30), steps: 6, lift: false)
        #expect(scene.scrollView.contentOffset.y == 150 && log().isEmpty)
        scene.touch(.ended, CGPoint(x: 60, y: -130))
        #expect(log().isEmpty)
    }

    @Test("A button held past 0.15 s tracks the touch; a drag then does not scroll (touchesShouldCancel is false for controls)")
    func heldButtonKeepsTouch() {
        let (scene, button, log) = buttonScene()
        scene.touch(.began, CGPoint(x: 60, y: 50))
        scene.frame(10)
        #expect(log() == ["down"] && button.isHighlighted)
        scene.frame()
        scene.touch(.moved, CGPoint(x: 60, y: 35))
        scene.frame()
        scene.touch(.moved, CGPoint(x: 60, y: 25))
        #expect(scene.scrollView.contentOffset == .zero && !scene.scrollView.isDragging)
        scene.touch(.ended, CGPoint(x: 60, y: 25))
        #expect(log() == ["down", "up"])
    }

    @Test("A scroll view whose touchesShouldCancel(in:) says yes takes a held button's touch and scrolls")
    func cancellingSubclass() {
        let (scene, _, log) = buttonScene(CancellingScrollView())
        scene.touch(.began, CGPoint(x: 60, y: 50))
        scene.frame(10)
        for step in 1...4 {
            scene.frame()
            scene.touch(.moved, CGPoint(x: 60, y: 50 - 20 * CGFloat(step)))
        }
        #expect(scene.scrollView.contentOffset.y == 60)
        #expect(log() == ["down", "cancel"])
    }

    @Test("Without delaysContentTouches the button hears the touch at once; touchesShouldBegin can refuse it")
    func noDelayAndShouldBegin() {
        let (scene, _, log) = buttonScene()
        scene.scrollView.delaysContentTouches = false
        scene.touch(.began, CGPoint(x: 60, y: 50))
        #expect(log() == ["down"])
        scene.touch(.ended, CGPoint(x: 60, y: 50))
        final class Refusing: UIScrollView {
            override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { false }
        }
        let (refusing, _, refusedLog) = buttonScene(Refusing())
        refusing.touch(.began, CGPoint(x: 60, y: 50))
        refusing.touch(.ended, CGPoint(x: 60, y: 50))
        #expect(refusedLog().isEmpty)
    }

    @Test("isScrollEnabled false disables the pan: the content stays and the touch reaches the content")
    func scrollDisabled() {
        let (scene, _, log) = buttonScene()
        scene.scrollView.isScrollEnabled = false
        #expect(!scene.scrollView.panGestureRecognizer.isEnabled)
        scene.drag(from: CGPoint(x: 60, y: 50), step: CGPoint(x: 0, y: -4), steps: 4)
        #expect(scene.scrollView.contentOffset == .zero && log() == ["down", "up"])
    }
}
