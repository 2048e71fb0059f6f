import Foundation

/// Motion on the media clock: a display link samples the release motions, animated offset
/// changes and zoom animations at each frame's time and ends them with their delegate calls.
extension UIScrollView {
    /// Makes sure a display link drives the motion; it goes away when nothing moves.
    func runMotionFrames() {
        guard scrollState.displayLink == nil else { return }
        let link = CADisplayLink { [weak self] link in self?.motionFrame(at: link.timestamp) }
        scrollState.displayLink = link
        link.add(to: .main, forMode: .common)
    }

    private func stopMotionFrames() {
        scrollState.displayLink?.invalidate()
        scrollState.displayLink = nil
    }

    /// One frame: animations, then the release motions, then zooming.
    func motionFrame(at time: Double) {
        if let animation = scrollState.offsetAnimation { stepOffsetAnimation(animation, at: time) }
        if scrollState.horizontalMotion != nil || scrollState.verticalMotion != nil { stepReleaseMotion(at: time) }
        stepZoomAnimations(at: time)
        if !scrollState.isMoving { stopMotionFrames() }
    }

    private func stepOffsetAnimation(_ animation: OffsetAnimation, at time: Double) {
        let (offset, finished) = animation.offset(at: time)
        contentOffset = offset
        guard finished else { return }
        scrollState.offsetAnimation = nil
        hideIndicatorsWhenIdle()
        delegate?.scrollViewDidEndScrollingAnimation(self)
        if animation.isScrollToTop { delegate?.scrollViewDidScrollToTop(self) }
    }

    private func stepReleaseMotion(at time: Double) {
        // An offset set by code meanwhile shifts the rest of the motion, as UIKit's goes on from it.
        if let driven = scrollState.drivenOffset, driven != contentOffset {
            scrollState.drift.x += contentOffset.x - driven.x
            scrollState.drift.y += contentOffset.y - driven.y
        }
        var offset = contentOffset
        if var motion = scrollState.horizontalMotion {
            let (position, finished) = motion.sample(at: time)
            offset.x = CGFloat(position) + scrollState.drift.x
            scrollState.horizontalMotion = finished ? nil : motion
        }
        if var motion = scrollState.verticalMotion {
            let (position, finished) = motion.sample(at: time)
            offset.y = CGFloat(position) + scrollState.drift.y
            scrollState.verticalMotion = finished ? nil : motion
        }
        contentOffset = offset
        scrollState.drivenOffset = contentOffset
        guard scrollState.horizontalMotion == nil, scrollState.verticalMotion == nil else { return }
        finishDeceleration()
    }

    private func finishDeceleration() {
        scrollState.drivenOffset = nil
        scrollState.drift = .zero
        guard scrollState.isDecelerating else { return }
        scrollState.isDecelerating = false
        hideIndicatorsWhenIdle()
        delegate?.scrollViewDidEndDecelerating(self)
    }

    /// Stops a deceleration or an animated offset change where the content is, without delegate calls.
    func stopScrolling() {
        scrollState.horizontalMotion = nil
        scrollState.verticalMotion = nil
        scrollState.offsetAnimation = nil
        scrollState.drivenOffset = nil
        scrollState.drift = .zero
        scrollState.isDecelerating = false
        if !scrollState.isMoving { stopMotionFrames() }
    }

    /// Stops every motion, zooming included, where it is.
    func stopAllMotion() {
        stopScrolling()
        scrollState.zoomAnimation = nil
        scrollState.zoomBounce = nil
        stopMotionFrames()
    }

    /// `setContentOffset(_:animated:)` and the scrolls built on it.
    func scrollTo(_ offset: CGPoint, animated: Bool, scrollingToTop: Bool = false, in operation: String) {
        guard GeometryCheck.accept(offset, in: operation) else { return }
        guard animated else {
            stopScrolling()
            contentOffset = offset
            return
        }
        let target = CGPoint(x: pixelAligned(offset.x), y: pixelAligned(offset.y))
        stopScrolling()
        guard target != contentOffset else { return }
        scrollState.offsetAnimation = OffsetAnimation(
            from: contentOffset, to: target, start: MediaClock.now, isScrollToTop: scrollingToTop)
        showIndicators()
        runMotionFrames()
    }

    /// What a tap on the status bar does: when `scrollsToTop` and the delegate agree, the content
    /// slides to its top (`scrollViewDidScrollToTop` at the end). Returns whether it scrolls.
    func scrollToTop() -> Bool {
        guard scrollsToTop, delegate?.scrollViewShouldScrollToTop(self) ?? true else { return false }
        let top = CGPoint(x: contentOffset.x, y: minimumContentOffset.y)
        guard top != contentOffset else {
            delegate?.scrollViewDidScrollToTop(self)
            return true
        }
        scrollTo(top, animated: true, scrollingToTop: true, in: "UIScrollView.scrollToTop()")
        return true
    }
}
