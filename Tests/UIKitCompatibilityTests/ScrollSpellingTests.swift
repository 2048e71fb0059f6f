import Foundation
import Testing
import UIKit

/// A photo viewer as iOS code writes one: a scroll view subclass that is its own delegate,
/// implements two of the delegate's methods, and adopts UIGestureRecognizerDelegate itself.
final class PhotoScrollView: UIScrollView, UIScrollViewDelegate, UIGestureRecognizerDelegate {
    let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
    private(set) var simultaneousAsked = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(imageView)
        contentSize = imageView.bounds.size
        minimumZoomScale = 0.5
        maximumZoomScale = 3
        delegate = self
        decelerationRate = .fast
        showsHorizontalScrollIndicator = false
        contentInsetAdjustmentBehavior = .never
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        // Snap to 100-point columns, as carousels do.
        targetContentOffset.pointee.x = (targetContentOffset.pointee.x / 100).rounded() * 100
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        simultaneousAsked += 1
        return false
    }
}

@Suite("Scroll views as iOS code spells them")
@MainActor
struct ScrollSpellingTests {
    @Test("A UIScrollView subclass as its own delegate: zooming, a snapped stop, the SDK's enums and rates")
    func photoViewer() {
        MediaClock.useManualTime(20)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let viewer = PhotoScrollView(frame: window.bounds)
        window.addSubview(viewer)
        window.makeKeyAndVisible()
        #expect(viewer.pinchGestureRecognizer != nil && viewer.panGestureRecognizer.view === viewer)
        #expect(viewer.decelerationRate == UIScrollView.DecelerationRate.fast)
        #expect(
            UIScrollView.ContentInsetAdjustmentBehavior.never.rawValue == 2 && UIScrollView.IndicatorStyle.white.rawValue == 2)
        viewer.setZoomScale(2, animated: false)
        #expect(viewer.contentSize == CGSize(width: 1200, height: 800))
        window.injectTouch(id: 1, phase: .began, at: CGPoint(x: 250, y: 100), timestamp: MediaClock.now)
        for step in 1...5 {
            MediaClock.advance(by: 1.0 / 60)
            CATransaction.flush()
            window.injectTouch(id: 1, phase: .moved, at: CGPoint(x: 250 - 25 * CGFloat(step), y: 100), timestamp: MediaClock.now)
        }
        window.injectTouch(id: 1, phase: .ended, at: CGPoint(x: 125, y: 100), timestamp: MediaClock.now)
        for _ in 0..<240 {
            MediaClock.advance(by: 1.0 / 60)
            CATransaction.flush()
        }
        #expect(viewer.contentOffset.x.truncatingRemainder(dividingBy: 100) == 0 && viewer.contentOffset.x > 100)
        #expect(!viewer.isDecelerating)
    }
}
