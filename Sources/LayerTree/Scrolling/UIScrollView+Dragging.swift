import Foundation

/// Dragging: the finger down, the content following it (with rubber-banding past the edges),
/// and the release that hands the content to deceleration, a spring or paging.
extension UIScrollView {
    /// A finger touched down: a moving scroll view stops where it is and keeps the touch from
    /// its content (the finger caught the content rather than tapping it).
    func touchDown(_ touches: Set<UITouch>) {
        let wasMoving = scrollState.horizontalMotion != nil || scrollState.verticalMotion != nil
        if wasMoving || scrollState.offsetAnimation != nil {
            stopScrolling()
            if wasMoving {
                for touch in touches where touch.view !== self { touch.isDeliveredToView = false }
            }
        }
        scrollState.isTracking = true
    }

    /// The fingers lifted without dragging: tracking ends.
    func touchesLiftedWithoutDrag() {
        guard !scrollState.isDragging else { return }
        scrollState.isTracking = false
        if !scrollState.isMoving { hideIndicatorsWhenIdle() }
    }

    func panDidChange(_ recognizer: UIGestureRecognizer) {
        switch recognizer.state {
        case .began: beginDrag()
        case .changed: followDrag()
        case .ended: endDrag(velocity: scrollPan.velocity(in: self))
        case .cancelled: endDrag(velocity: .zero)
        case .possible, .failed: break
        }
    }

    private func beginDrag() {
        stopScrolling()
        let movement = scrollPan.translation(in: self)
        scrollState.lockedAxis = nil
        if isDirectionalLockEnabled {
            // A drag that starts within about 26.6° of an axis stays on it; a diagonal one is free.
            if abs(movement.x) > 2 * abs(movement.y) {
                scrollState.lockedAxis = .horizontal
            } else if abs(movement.y) > 2 * abs(movement.x) {
                scrollState.lockedAxis = .vertical
            }
        }
        scrollPan.setTranslation(.zero, in: self)
        scrollState.dragOrigin = CGPoint(x: unbanded(contentOffset.x, .horizontal), y: unbanded(contentOffset.y, .vertical))
        scrollState.isTracking = true
        scrollState.isDragging = true
        scrollState.zoomedDuringDrag = scrollState.isZooming
        delegate?.scrollViewWillBeginDragging(self)
        showIndicators()
    }

    /// The offset that rubber-banding shows as `value`: drags that catch the content past an
    /// edge go on from where it is.
    private func unbanded(_ value: CGFloat, _ axis: ScrollAxis) -> CGFloat {
        let limits = offsetLimits(axis), v = Double(value)
        let d = Double(axis == .horizontal ? bounds.width : bounds.height)
        let c = RubberBand.coefficient
        func pull(_ shown: Double) -> Double { shown < d ? shown * d / (c * (d - shown)) : shown }
        if v < limits.lowerBound { return CGFloat(limits.lowerBound - pull(limits.lowerBound - v)) }
        if v > limits.upperBound { return CGFloat(limits.upperBound + pull(v - limits.upperBound)) }
        return value
    }

    private func followDrag() {
        guard !scrollState.isZooming else { return }
        let translation = scrollPan.translation(in: self)
        var offset = contentOffset
        for axis in [ScrollAxis.horizontal, .vertical] where moves(axis) && scrollState.lockedAxis != other(axis) {
            let moved = axis == .horizontal ? translation.x : translation.y
            let origin = axis == .horizontal ? scrollState.dragOrigin.x : scrollState.dragOrigin.y
            let limits = offsetLimits(axis)
            let raw = Double(origin - moved)
            let dimension = Double(axis == .horizontal ? bounds.width : bounds.height)
            let value =
                bounces(axis)
                ? RubberBand.clamp(raw, lower: limits.lowerBound, upper: limits.upperBound, dimension: dimension)
                : min(max(raw, limits.lowerBound), limits.upperBound)
            if axis == .horizontal { offset.x = CGFloat(value) } else { offset.y = CGFloat(value) }
        }
        contentOffset = offset
    }

    private func other(_ axis: ScrollAxis) -> ScrollAxis { axis == .horizontal ? .vertical : .horizontal }

    /// The release: the delegate is told the velocity (points per millisecond) and where the
    /// content will stop, and may move that stop (not while paging); then the drag ends, and the
    /// content decelerates, springs back or pages if it has anywhere to go.
    private func endDrag(velocity panVelocity: CGPoint) {
        let zoomed = scrollState.zoomedDuringDrag || scrollState.isZooming
        scrollState.zoomedDuringDrag = false
        var velocity = zoomed ? .zero : CGPoint(x: -panVelocity.x, y: -panVelocity.y)
        for axis in [ScrollAxis.horizontal, .vertical] where !moves(axis) || scrollState.lockedAxis == other(axis) {
            if axis == .horizontal { velocity.x = 0 } else { velocity.y = 0 }
        }
        var natural = CGPoint(x: restingPoint(.horizontal, velocity.x), y: restingPoint(.vertical, velocity.y))
        let resting = natural
        if let collection = self as? UICollectionView, !isPagingEnabled {
            // A collection view's layout may snap the stop (UIKit asks it before the delegate).
            let snapped = collection.collectionViewLayout.targetContentOffset(
                forProposedContentOffset: natural, withScrollingVelocity: velocity)
            if GeometryCheck.accept(snapped, in: "UICollectionViewLayout.targetContentOffset") { natural = snapped }
        }
        var target = natural
        withUnsafeMutablePointer(to: &target) { pointer in
            delegate?.scrollViewWillEndDragging(
                self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000), targetContentOffset: pointer)
        }
        if target != natural, isPagingEnabled {
            LayerTreeDiagnostics.report(
                "UIScrollViewDelegate.scrollViewWillEndDragging", "Stop offset can not be modified for paging scroll views")
            target = natural
        } else if !GeometryCheck.accept(target, in: "UIScrollViewDelegate.scrollViewWillEndDragging") {
            target = natural
        }
        let now = MediaClock.now
        guard !zoomed else { return finishDrag(decelerating: false) }
        scrollState.horizontalMotion = releaseMotion(
            .horizontal, velocity: velocity.x, target: target.x, moved: target.x != resting.x, at: now)
        scrollState.verticalMotion = releaseMotion(
            .vertical, velocity: velocity.y, target: target.y, moved: target.y != resting.y, at: now)
        finishDrag(decelerating: scrollState.horizontalMotion != nil || scrollState.verticalMotion != nil)
    }

    private func finishDrag(decelerating decelerates: Bool) {
        scrollState.isDragging = false
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
        scrollState.isTracking = false
        guard decelerates else {
            hideIndicatorsWhenIdle()
            return
        }
        scrollState.isDecelerating = true
        scrollState.drivenOffset = contentOffset
        scrollState.drift = .zero
        delegate?.scrollViewWillBeginDecelerating(self)
        runMotionFrames()
    }

    /// Where the content comes to rest on `axis` released at `velocity`: the page paging picks,
    /// the edge it was pulled past, or the deceleration's end held inside the limits.
    private func restingPoint(_ axis: ScrollAxis, _ velocity: CGFloat) -> CGFloat {
        let position = Double(axis == .horizontal ? contentOffset.x : contentOffset.y)
        let limits = offsetLimits(axis)
        if isPagingEnabled { return CGFloat(pageTarget(axis, position: position, velocity: Double(velocity))) }
        guard limits.contains(position) else { return CGFloat(min(max(position, limits.lowerBound), limits.upperBound)) }
        let curve = DecelerationCurve(origin: position, velocity: Double(velocity), rate: Double(decelerationRate.rawValue))
        return CGFloat(min(max(curve.destination, limits.lowerBound), limits.upperBound))
    }

    /// The page to settle on: with a release faster than 300 points per second, the next page in
    /// its direction; otherwise the nearest (Apple's iAd JS `ScrollView`,
    /// `MIN_VELOCITY_FOR_DECELERATION_WITH_PAGING`). Pages are multiples of the bounds' size.
    private func pageTarget(_ axis: ScrollAxis, position: Double, velocity: Double) -> Double {
        let page = Double(axis == .horizontal ? bounds.width : bounds.height)
        let limits = offsetLimits(axis)
        guard page > 0 else { return min(max(position, limits.lowerBound), limits.upperBound) }
        let index: Double
        if abs(velocity) > 300 {
            index = velocity > 0 ? (position / page).rounded(.up) : (position / page).rounded(.down)
        } else {
            index = (position / page).rounded()
        }
        return min(max(index * page, limits.lowerBound), limits.upperBound)
    }

    private func releaseMotion(_ axis: ScrollAxis, velocity: CGFloat, target: CGFloat, moved: Bool, at now: Double)
        -> AxisMotion?
    {
        guard moves(axis) else { return nil }
        let position = Double(axis == .horizontal ? contentOffset.x : contentOffset.y)
        let limits = offsetLimits(axis)
        let threshold = 0.5 / Double(window?.screen.scale ?? contentScaleFactor)
        let rate = Double(decelerationRate.rawValue), v = Double(velocity)
        if isPagingEnabled {
            let paging = PagingMotion(position: position, velocity: v, target: Double(target))
            guard !paging.isSettled else { return nil }
            return AxisMotion(phase: .paging(paging, elapsedMilliseconds: 0), start: now, threshold: threshold)
        }
        if !limits.contains(position), !moved {
            let edge = position < limits.lowerBound ? limits.lowerBound : limits.upperBound
            let spring = SpringBack(displacement: position - edge, velocity: v)
            return AxisMotion(phase: .springing(edge: edge, spring), start: now, threshold: threshold)
        }
        let start = moved ? DecelerationCurve.velocity(from: position, restingAt: Double(target), rate: rate) : v
        let curve = DecelerationCurve(origin: position, velocity: start, rate: rate)
        guard curve.duration(threshold: threshold) > 0 else { return nil }
        let reach = min(limits.lowerBound, position, curve.destination)...max(limits.upperBound, position, curve.destination)
        return AxisMotion(
            phase: .decelerating(curve, limits: moved ? reach : limits, bounces: bounces(axis)), start: now,
            threshold: threshold)
    }
}
