import Foundation
import LayerTree
import Testing

/// A delegate that writes down what it hears, in order, and may move the stop.
@MainActor
final class ScrollRecorder: UIScrollViewDelegate {
    var events: [String] = []
    var offsets: [CGPoint] = []
    var releaseVelocity: CGPoint?
    var proposedTarget: CGPoint?
    /// Flags seen in `scrollViewDidEndDragging`: tracking, dragging, decelerating.
    var flagsAtEndDragging: (Bool, Bool, Bool)?
    var newTarget: CGPoint?
    var zoomingView: UIView?
    var endZoomScale: CGFloat?

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        if events.last != "didScroll" { events.append("didScroll") }
        offsets.append(scrollView.contentOffset)
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { events.append("willBeginDragging") }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        events.append("willEndDragging")
        releaseVelocity = velocity
        proposedTarget = targetContentOffset.pointee
        if let newTarget { targetContentOffset.pointee = newTarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        events.append("didEndDragging(\(decelerate))")
        flagsAtEndDragging = (scrollView.isTracking, scrollView.isDragging, scrollView.isDecelerating)
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { events.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { events.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { events.append("didEndScrollingAnimation") }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomingView }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { events.append("willBeginZooming") }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { if events.last != "didZoom" { events.append("didZoom") } }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        events.append("didEndZooming")
        endZoomScale = scale
    }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { events.append("didScrollToTop") }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { events.append("didChangeAdjustedContentInset") }
}

/// A 320 × 480 window holding a scroll view over it, on the manual clock; touches carry the
/// clock's time, and each frame advances it by 1/60 s.
@MainActor
final class ScrollScene {
    static let frameTime = 1.0 / 60
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let scrollView: UIScrollView
    let recorder = ScrollRecorder()

    init(contentSize: CGSize = CGSize(width: 320, height: 5000), scrollView: UIScrollView? = nil) {
        MediaClock.useManualTime(10)
        self.scrollView = scrollView ?? UIScrollView(frame: window.bounds)
        self.scrollView.frame = window.bounds
        self.scrollView.contentSize = contentSize
        self.scrollView.delegate = recorder
        window.addSubview(self.scrollView)
        window.makeKeyAndVisible()
        CATransaction.flush()
    }

    /// One frame later.
    func frame(_ count: Int = 1) {
        for _ in 0..<count {
            MediaClock.advance(by: Self.frameTime)
            CATransaction.flush()
        }
    }

    func touch(_ phase: UITouch.Phase, _ point: CGPoint, id: Int = 1) {
        window.injectTouch(id: id, phase: phase, at: point, timestamp: MediaClock.now)
    }

    /// A finger down at `start`, then `steps` moves of `step` one frame apart, then (when
    /// `lift`) lifted where it is at the last move's time.
    func drag(from start: CGPoint, step: CGPoint, steps: Int, lift: Bool = true) {
        touch(.began, start)
        var point = start
        for _ in 0..<steps {
            frame()
            point = CGPoint(x: point.x + step.x, y: point.y + step.y)
            touch(.moved, point)
        }
        if lift { touch(.ended, point) }
    }

    /// The events with the scrolls collapsed, as `ScrollRecorder` keeps them.
    var events: [String] { recorder.events }
}

/// Decelerating from `p0` at `v0` points per second at `rate` per millisecond: where it is `t` seconds on.
func decelerated(_ p0: Double, _ v0: Double, rate: Double = 0.998, after t: Double) -> Double {
    p0 + v0 * (pow(rate, 1000 * t) - 1) / (1000 * log(rate))
}

/// The critically damped spring back (stiffness 100, mass 1) from `x0` past the edge at `v0`.
func sprungBack(_ x0: Double, _ v0: Double, after t: Double) -> Double {
    (x0 + (v0 + 10 * x0) * t) * exp(-10 * t)
}

/// iOS's rubber band: `x` points of pull past an edge show as this many, for a `d`-point dimension.
func rubberBanded(_ x: Double, _ d: Double) -> Double { (1 - 1 / (x * 0.55 / d + 1)) * d }
