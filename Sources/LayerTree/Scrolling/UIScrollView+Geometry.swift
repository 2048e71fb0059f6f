import Foundation

/// Content size, insets, offset limits and the offset itself.
extension UIScrollView {
    // MARK: Insets

    /// `contentInset` plus the safe area, per `contentInsetAdjustmentBehavior`.
    var computedAdjustedContentInset: UIEdgeInsets {
        let inset = scrollState.contentInset
        let safe = safeAreaInsets
        var horizontal = false, vertical = false
        switch contentInsetAdjustmentBehavior {
        case .never: break
        case .always: (horizontal, vertical) = (true, true)
        case .scrollableAxes, .automatic:
            horizontal = scrollsHorizontally(inset: inset) || alwaysBounceHorizontal
            vertical = scrollsVertically(inset: inset) || alwaysBounceVertical
            if contentInsetAdjustmentBehavior == .automatic, let controller = owningViewController,
                controller.navigationController != nil || controller.tabBarController != nil
            {
                vertical = true
            }
        }
        return UIEdgeInsets(
            top: inset.top + (vertical ? safe.top : 0), left: inset.left + (horizontal ? safe.left : 0),
            bottom: inset.bottom + (vertical ? safe.bottom : 0), right: inset.right + (horizontal ? safe.right : 0))
    }

    private func scrollsHorizontally(inset: UIEdgeInsets) -> Bool {
        scrollState.contentSize.width > bounds.width - inset.left - inset.right
    }

    private func scrollsVertically(inset: UIEdgeInsets) -> Bool {
        scrollState.contentSize.height > bounds.height - inset.top - inset.bottom
    }

    /// Tells the view and the delegate when the adjusted inset changed. When the safe area moved
    /// it, content resting at its top-left follows the new inset (a list under a navigation bar
    /// starts below it, as iOS shows it at `contentOffset.y == -adjustedContentInset.top`); a new
    /// `contentInset` leaves the offset alone, as UIKit does.
    func refreshAdjustedContentInset(movingRestingContent: Bool = true) {
        let old = scrollState.reportedAdjustedInset, new = computedAdjustedContentInset
        guard new != old else { return }
        scrollState.reportedAdjustedInset = new
        if movingRestingContent, !scrollState.isTracking, !scrollState.isMoving {
            var offset = contentOffset
            if offset.y == -old.top { offset.y = -new.top }
            if offset.x == -old.left { offset.x = -new.left }
            if offset != contentOffset { contentOffset = offset }
        }
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
        layoutScrollIndicators()
    }

    func setContentSize(_ size: CGSize) {
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            LayerTreeDiagnostics.report("UIScrollView.contentSize", "\(size) must be finite and not negative")
            return
        }
        guard size != scrollState.contentSize else { return }
        scrollState.contentSize = size
        refreshAdjustedContentInset(movingRestingContent: false)
        layoutScrollIndicators()
        refreshScrollGuides()
    }

    func setContentInset(_ inset: UIEdgeInsets) {
        guard [inset.top, inset.left, inset.bottom, inset.right].allSatisfy(\.isFinite) else {
            LayerTreeDiagnostics.report("UIScrollView.contentInset", "non-finite value in \(inset)")
            return
        }
        guard inset != scrollState.contentInset else { return }
        scrollState.contentInset = inset
        refreshAdjustedContentInset(movingRestingContent: false)
        layoutScrollIndicators()
    }

    // MARK: Limits

    /// The smallest offset at rest: the content's top-left inside the adjusted inset.
    var minimumContentOffset: CGPoint {
        let inset = adjustedContentInset
        return CGPoint(x: -inset.left, y: -inset.top)
    }

    /// The largest offset at rest: the content's bottom-right inside the adjusted inset (never
    /// below the minimum, for content smaller than the bounds).
    var maximumContentOffset: CGPoint {
        let inset = adjustedContentInset, size = scrollState.contentSize
        return CGPoint(
            x: max(-inset.left, size.width + inset.right - bounds.width),
            y: max(-inset.top, size.height + inset.bottom - bounds.height))
    }

    func offsetLimits(_ axis: ScrollAxis) -> ClosedRange<Double> {
        let low = minimumContentOffset, high = maximumContentOffset
        return axis == .horizontal ? Double(low.x)...Double(high.x) : Double(low.y)...Double(high.y)
    }

    /// Whether the content (with its insets) is wider than the bounds.
    var canScrollHorizontally: Bool { maximumContentOffset.x > minimumContentOffset.x }
    var canScrollVertically: Bool { maximumContentOffset.y > minimumContentOffset.y }
    /// Whether a drag moves the content on the axis: it scrolls, or always bounces there.
    var movesHorizontally: Bool { canScrollHorizontally || (alwaysBounceHorizontal && bounces && bouncesHorizontally) }
    var movesVertically: Bool { canScrollVertically || (alwaysBounceVertical && bounces && bouncesVertically) }

    func moves(_ axis: ScrollAxis) -> Bool { axis == .horizontal ? movesHorizontally : movesVertically }
    func bounces(_ axis: ScrollAxis) -> Bool { bounces && (axis == .horizontal ? bouncesHorizontally : bouncesVertically) }

    /// `offset` kept inside the limits.
    func clampedOffset(_ offset: CGPoint) -> CGPoint {
        let low = minimumContentOffset, high = maximumContentOffset
        return CGPoint(x: min(max(offset.x, low.x), high.x), y: min(max(offset.y, low.y), high.y))
    }

    // MARK: The offset

    /// `value` on the screen's pixel grid, as UIKit rounds content offsets.
    func pixelAligned(_ value: CGFloat) -> CGFloat {
        let scale = window?.screen.scale ?? contentScaleFactor
        return (value * scale).rounded() / scale
    }

    /// Sets the bounds origin to `offset` rounded to pixels; non-finite offsets are refused.
    func moveContentOffset(to offset: CGPoint, in operation: String) {
        guard GeometryCheck.accept(offset, in: operation) else { return }
        let aligned = CGPoint(x: pixelAligned(offset.x), y: pixelAligned(offset.y))
        guard aligned != bounds.origin else { return }
        bounds = CGRect(origin: aligned, size: bounds.size)
    }

    /// After the bounds changed: a new origin scrolls (the delegate hears it, the view lays out
    /// again, the indicators follow); a new size refreshes the insets.
    func boundsDidChange(from old: CGRect) {
        let new = bounds
        if new.size != old.size {
            refreshAdjustedContentInset()
            refreshScrollGuides()
        }
        guard new.origin != old.origin else { return }
        setNeedsLayout()
        refreshScrollGuides()
        layoutScrollIndicators()
        delegate?.scrollViewDidScroll(self)
    }

    /// Scrolls the least that shows `rect`: its near edge when it is larger than the bounds.
    func reveal(_ rect: CGRect, animated: Bool) {
        guard GeometryCheck.accept(rect, in: "UIScrollView.scrollRectToVisible(_:animated:)") else { return }
        let visible = CGRect(origin: contentOffset, size: bounds.size).inset(by: adjustedContentInset)
        func axis(_ low: CGFloat, _ high: CGFloat, _ visibleLow: CGFloat, _ visibleHigh: CGFloat) -> CGFloat {
            if low < visibleLow || high - low > visibleHigh - visibleLow { return low - visibleLow }
            if high > visibleHigh { return high - visibleHigh }
            return 0
        }
        let dx = axis(rect.minX, rect.maxX, visible.minX, visible.maxX)
        let dy = axis(rect.minY, rect.maxY, visible.minY, visible.maxY)
        let target = clampedOffset(CGPoint(x: contentOffset.x + dx, y: contentOffset.y + dy))
        guard target != contentOffset else { return }
        scrollTo(target, animated: animated, in: "UIScrollView.scrollRectToVisible(_:animated:)")
    }
}
