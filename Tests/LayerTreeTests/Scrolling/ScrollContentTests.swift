import Foundation
import LayerTree
import Testing

@Suite("UIScrollView: insets, animated offsets, zooming, indicators, guides and bad input")
@MainActor
struct ScrollContentTests {
    @Test("adjustedContentInset adds the safe area on scrollable axes; resting content follows it to the new top")
    func safeAreaInsets() {
        let scene = ScrollScene()
        scene.scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
        #expect(scene.scrollView.contentOffset == .zero, "setting contentInset does not move the content")
        scene.scrollView.contentOffset = CGPoint(x: 0, y: -10)
        scene.window.setSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(scene.scrollView.adjustedContentInset == UIEdgeInsets(top: 57, left: 0, bottom: 54, right: 0))
        #expect(scene.scrollView.contentOffset == CGPoint(x: 0, y: -57))
        #expect(scene.events.contains("didChangeAdjustedContentInset"))
        scene.scrollView.contentInsetAdjustmentBehavior = .never
        #expect(scene.scrollView.adjustedContentInset == scene.scrollView.contentInset)
        scene.scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
        scene.scrollView.contentSize = CGSize(width: 320, height: 300)
        #expect(scene.scrollView.adjustedContentInset.top == 10, "300 points of content do not scroll in 480")
        scene.scrollView.alwaysBounceVertical = true
        #expect(scene.scrollView.adjustedContentInset.top == 57)
        scene.scrollView.contentInsetAdjustmentBehavior = .always
        scene.scrollView.alwaysBounceVertical = false
        #expect(scene.scrollView.adjustedContentInset.bottom == 54)
    }

    @Test("The drag limits include the adjusted insets: content pulled to its end rests on the bottom inset")
    func insetLimits() {
        let scene = ScrollScene(contentSize: CGSize(width: 320, height: 600))
        scene.scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 40, right: 0)
        scene.drag(from: CGPoint(x: 160, y: 400), step: CGPoint(x: 0, y: -30), steps: 6)
        scene.frame(150)
        #expect(scene.scrollView.contentOffset.y == CGFloat(600 + 40 - 480))
    }

    @Test("setContentOffset(animated: true) slides for 0.25 s on the default curve, then didEndScrollingAnimation once")
    func animatedOffset() {
        let scene = ScrollScene()
        scene.scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        #expect(scene.scrollView.contentOffset == .zero, "the offset moves frame by frame")
        let curve = CAMediaTimingFunction(name: .default)
        for k in 1...14 {
            scene.frame()
            let progress = Double(k) / 60 / 0.25
            #expect(Double(scene.scrollView.contentOffset.y) == (300 * curve.evaluate(progress)).rounded(), "frame \(k)")
            #expect(scene.scrollView.isScrollAnimating && !scene.scrollView.isDecelerating)
        }
        scene.frame(2)
        #expect(scene.scrollView.contentOffset.y == 300)
        #expect(scene.events == ["didScroll", "didEndScrollingAnimation"])
        scene.scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        scene.frame(20)
        #expect(scene.events == ["didScroll", "didEndScrollingAnimation"], "nothing animated, nothing told")
    }

    @Test("scrollRectToVisible scrolls the least that shows the rect, and nothing when it shows")
    func scrollRectToVisible() {
        let scene = ScrollScene()
        scene.scrollView.scrollRectToVisible(CGRect(x: 0, y: 1000, width: 100, height: 50), animated: false)
        #expect(scene.scrollView.contentOffset.y == 570)
        scene.scrollView.scrollRectToVisible(CGRect(x: 0, y: 700, width: 100, height: 50), animated: false)
        #expect(scene.scrollView.contentOffset.y == 570)
        scene.scrollView.scrollRectToVisible(CGRect(x: 0, y: 200, width: 100, height: 50), animated: false)
        #expect(scene.scrollView.contentOffset.y == 200)
        scene.scrollView.scrollRectToVisible(CGRect(x: 0, y: 4900, width: 100, height: 300), animated: false)
        #expect(scene.scrollView.contentOffset.y == 4520, "held inside the content")
    }

    @Test("A status-bar tap scrolls the one scrollsToTop view to its top, asking the delegate")
    func scrollsToTop() {
        let scene = ScrollScene()
        scene.scrollView.contentOffset = CGPoint(x: 0, y: 1000)
        #expect(scene.window.tapStatusBar())
        scene.frame(20)
        #expect(scene.scrollView.contentOffset == .zero)
        #expect(Array(scene.events.suffix(2)) == ["didEndScrollingAnimation", "didScrollToTop"])
        let second = UIScrollView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        scene.window.addSubview(second)
        #expect(!scene.window.tapStatusBar(), "two candidates: none scrolls")
        second.scrollsToTop = false
        final class Refusing: UIScrollViewDelegate {
            func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { false }
        }
        let refusing = Refusing()
        scene.scrollView.delegate = refusing
        scene.scrollView.contentOffset = CGPoint(x: 0, y: 500)
        #expect(!scene.window.tapStatusBar() && scene.scrollView.contentOffset.y == 500)
    }

    func zoomScene() -> (ScrollScene, UIView) {
        let scene = ScrollScene(contentSize: CGSize(width: 400, height: 600))
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        scene.scrollView.addSubview(image)
        scene.recorder.zoomingView = image
        #expect(scene.scrollView.pinchGestureRecognizer == nil, "no zooming while the limits are equal")
        scene.scrollView.minimumZoomScale = 0.5
        scene.scrollView.maximumZoomScale = 4
        #expect(scene.scrollView.pinchGestureRecognizer != nil)
        return (scene, image)
    }

    @Test("setZoomScale scales viewForZooming(in:) and sizes the content to its frame, within the limits")
    func zoomInCode() {
        let (scene, image) = zoomScene()
        scene.scrollView.setZoomScale(2, animated: false)
        #expect(
            image.transform == CGAffineTransform(scaleX: 2, y: 2) && image.frame == CGRect(x: 0, y: 0, width: 800, height: 1200))
        #expect(scene.scrollView.contentSize == CGSize(width: 800, height: 1200) && scene.scrollView.zoomScale == 2)
        scene.scrollView.zoomScale = 10
        #expect(scene.scrollView.zoomScale == 4)
        scene.scrollView.zoom(to: CGRect(x: 100, y: 100, width: 200, height: 300), animated: true)
        #expect(scene.scrollView.isZoomAnimating)
        scene.frame(20)
        #expect(scene.scrollView.zoomScale == 1.6 && scene.scrollView.contentOffset == CGPoint(x: 160, y: 160))
        #expect(scene.events.contains("didZoom"))
    }

    func pinch(_ scene: ScrollScene, to spread: CGFloat) {
        scene.touch(.began, CGPoint(x: 100, y: 200), id: 1)
        scene.touch(.began, CGPoint(x: 200, y: 200), id: 2)
        for step in 1...4 {
            scene.frame()
            let half = 50 + (spread / 2 - 50) * CGFloat(step) / 4
            scene.touch(.moved, CGPoint(x: 150 - half, y: 200), id: 1)
            scene.touch(.moved, CGPoint(x: 150 + half, y: 200), id: 2)
        }
        scene.touch(.ended, CGPoint(x: 150 - spread / 2, y: 200), id: 1)
        scene.touch(.ended, CGPoint(x: 150 + spread / 2, y: 200), id: 2)
    }

    @Test("A pinch zooms about the point between the fingers and reports willBegin, didZoom, didEnd")
    func pinchZooms() {
        let (scene, _) = zoomScene()
        pinch(scene, to: 200)
        // The pinch began with the fingers 112.5 apart, between them (143.75, 200): that content
        // point stays under the fingers' middle, (150, 200), at scale 2: 287.5 − 150 = 137.5 → 138.
        #expect(scene.scrollView.zoomScale == 2 && scene.scrollView.contentOffset == CGPoint(x: 138, y: 200))
        let zoomEvents = scene.events.filter { $0.contains("Zoom") }
        #expect(
            zoomEvents.enumerated().filter { $0.offset == 0 || zoomEvents[$0.offset - 1] != $0.element }.map(\.element)
                == ["willBeginZooming", "didZoom", "didEndZooming"])
        #expect(scene.recorder.endZoomScale == 2 && !scene.scrollView.isZooming)
    }

    @Test("A pinch past the maximum goes on with resistance and springs back to it")
    func pinchBounces() {
        let (scene, _) = zoomScene()
        pinch(scene, to: 800)
        #expect(abs(scene.scrollView.zoomScale - 4 * (1 + 0.55 / 1.55)) < 1e-9, "8× asked: 4 × (1 + f(1, 1))")
        #expect(scene.scrollView.isZoomBouncing)
        scene.frame(20)
        #expect(scene.scrollView.zoomScale == 4 && scene.recorder.endZoomScale == 4 && !scene.scrollView.isZoomBouncing)
    }

    @Test("The vertical indicator shows while scrolling, 3 points wide and in, sized to the visible share, and fades after")
    func indicators() {
        let scene = ScrollScene()
        scene.drag(from: CGPoint(x: 160, y: 400), step: CGPoint(x: 0, y: -30), steps: 6, lift: false)
        let indicator = scene.scrollView.subviews.last!
        let length = 474 * 480 / 5000.0, y = 150 + 3 + 150 / 4520 * (474 - length)
        #expect(indicator.alpha == 1 && scene.scrollView.subviews.count == 1, "only the vertical one: the content is not wider")
        #expect(abs(indicator.frame.minX - 314) < 1e-9 && indicator.frame.width == 3)
        #expect(abs(indicator.frame.height - length) < 1e-9 && abs(indicator.frame.minY - y) < 1e-9)
        scene.touch(.ended, CGPoint(x: 160, y: 220))
        scene.frame(300)
        #expect(indicator.alpha == 0)
        scene.scrollView.flashScrollIndicators()
        scene.frame(18)
        #expect(indicator.layer.presentation()!.opacity == 1, "held for 0.5 s")
        scene.frame(30)
        #expect(indicator.layer.presentation()!.opacity == 0)
    }

    @Test("contentLayoutGuide constraints set the content size; views on frameLayoutGuide stay put while scrolling")
    func layoutGuides() {
        let scene = ScrollScene(contentSize: .zero)
        let content = UIView(), badge = UIView()
        for view in [content, badge] {
            view.translatesAutoresizingMaskIntoConstraints = false
            scene.scrollView.addSubview(view)
        }
        let scroll = scene.scrollView
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1500),
            badge.topAnchor.constraint(equalTo: scroll.frameLayoutGuide.topAnchor, constant: 10),
            badge.trailingAnchor.constraint(equalTo: scroll.frameLayoutGuide.trailingAnchor, constant: -10),
            badge.widthAnchor.constraint(equalToConstant: 40), badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        scene.window.layoutIfNeeded()
        #expect(
            scroll.contentSize == CGSize(width: 320, height: 1500)
                && content.frame == CGRect(x: 0, y: 0, width: 320, height: 1500))
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        scene.window.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 270, y: 310, width: 40, height: 20))
    }

    @Test("Bad input is refused with a diagnostic and changes nothing")
    func badInput() {
        let scene = ScrollScene()
        let scroll = scene.scrollView
        let diagnostics = LayerTreeDiagnostics.capturing {
            scroll.contentOffset = CGPoint(x: 0, y: CGFloat.nan)
            scroll.setContentOffset(CGPoint(x: CGFloat.infinity, y: 0), animated: true)
            scroll.contentSize = CGSize(width: -1, height: 10)
            scroll.contentInset = UIEdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
            scroll.decelerationRate = UIScrollView.DecelerationRate(rawValue: 1.5)
            scroll.minimumZoomScale = 0
            scroll.maximumZoomScale = .nan
            scroll.setZoomScale(.nan, animated: false)
            scroll.scrollRectToVisible(CGRect(x: 0, y: 0, width: -5, height: 5), animated: false)
        }
        #expect(diagnostics.count == 9)
        #expect(scroll.contentOffset == .zero && scroll.contentSize == CGSize(width: 320, height: 5000))
        #expect(scroll.contentInset == .zero && scroll.decelerationRate == .normal)
        #expect(scroll.minimumZoomScale == 1 && scroll.maximumZoomScale == 1 && scroll.zoomScale == 1)
        scene.recorder.newTarget = CGPoint(x: 0, y: CGFloat.nan)
        let refused = LayerTreeDiagnostics.capturing {
            scene.drag(from: CGPoint(x: 160, y: 400), step: CGPoint(x: 0, y: -30), steps: 6)
        }
        #expect(refused.count == 1)
        scene.frame(300)
        #expect(scroll.contentOffset.y == CGFloat((150 + 1800 / (1000 * -log(0.998))).rounded()), "the natural stop")
    }
}
