import Foundation

/// A scroll indicator: a rounded bar 3 points thick, 3 points in from the scroll view's edge,
/// as UIKit's `_UIScrollViewScrollIndicator` sits (a hierarchy dump of iOS 15: a text view of
/// 315.5 × 54.5 holds them at (3, 48.5, 309.5, 3) and (309.5, 3, 3, 48.5), alpha 0 at rest).
/// It is a subview of the scroll view, made the first time it shows, kept in front while shown.
@MainActor
final class ScrollIndicatorView: UIView {
    static let thickness: CGFloat = 3
    static let edgeInset: CGFloat = 3
    /// The shortest an indicator gets from the content's length (Apple's iAd JS `ScrollView`,
    /// `MIN_INDICATOR_LENGTH`); pulled past an edge it shrinks further, to its thickness.
    static let minimumLength: CGFloat = 34
    /// How long indicators take to fade out once scrolling stops, and how long a flash holds them.
    static let fadeDuration: TimeInterval = 0.25
    static let flashHold: TimeInterval = 0.5

    let axis: ScrollAxis

    init(axis: ScrollAxis) {
        self.axis = axis
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        isOpaque = false
        alpha = 0
        layer.cornerRadius = Self.thickness / 2
    }

    required init?(coder: NSCoder) { return nil }

    func apply(_ style: UIScrollView.IndicatorStyle) {
        backgroundColor = style == .white ? UIColor(white: 1, alpha: 0.35) : UIColor(white: 0, alpha: 0.35)
    }
}

extension UIScrollView {
    /// Places the indicators for the current offset (and makes them on first show).
    func layoutScrollIndicators() {
        for axis in [ScrollAxis.horizontal, .vertical] {
            guard let indicator = axis == .horizontal ? scrollState.horizontalIndicator : scrollState.verticalIndicator
            else { continue }
            indicator.apply(indicatorStyle)
            indicator.frame = indicatorFrame(axis)
        }
    }

    private func indicatorFrame(_ axis: ScrollAxis) -> CGRect {
        let t = ScrollIndicatorView.thickness, e = ScrollIndicatorView.edgeInset
        var insets = axis == .vertical ? verticalScrollIndicatorInsets : horizontalScrollIndicatorInsets
        if automaticallyAdjustsScrollIndicatorInsets {
            let adjusted = adjustedContentInset, own = contentInset
            insets.top += adjusted.top - own.top
            insets.left += adjusted.left - own.left
            insets.bottom += adjusted.bottom - own.bottom
            insets.right += adjusted.right - own.right
        }
        let visible = bounds.inset(by: insets)
        let vertical = axis == .vertical
        let trackStart = (vertical ? visible.minY : visible.minX) + e
        let track = max(0, (vertical ? visible.height : visible.width) - 2 * e)
        let content = vertical ? contentSize.height : contentSize.width
        let shown =
            vertical
            ? bounds.height - adjustedContentInset.top - adjustedContentInset.bottom
            : bounds.width - adjustedContentInset.left - adjustedContentInset.right
        var length = content > 0 ? min(track, max(ScrollIndicatorView.minimumLength, track * shown / content)) : track
        let low = vertical ? minimumContentOffset.y : minimumContentOffset.x
        let high = vertical ? maximumContentOffset.y : maximumContentOffset.x
        let offset = vertical ? contentOffset.y : contentOffset.x
        let overshoot = offset < low ? low - offset : (offset > high ? offset - high : 0)
        length = max(t, length - overshoot)
        let fraction = high > low ? min(1, max(0, (offset - low) / (high - low))) : 0
        let along = trackStart + fraction * (track - length)
        return vertical
            ? CGRect(x: visible.maxX - e - t, y: along, width: t, height: length)
            : CGRect(x: along, y: visible.maxY - e - t, width: length, height: t)
    }

    /// Shows the indicators of the axes whose content is larger than the bounds.
    func showIndicators() {
        scrollState.indicatorsShown = true
        for axis in [ScrollAxis.horizontal, .vertical] {
            let wanted =
                axis == .horizontal
                ? showsHorizontalScrollIndicator && canScrollHorizontally : showsVerticalScrollIndicator && canScrollVertically
            guard wanted else { continue }
            let indicator = indicator(for: axis)
            bringSubviewToFront(indicator)
            indicator.layer.removeAllAnimations()
            indicator.alpha = 1
        }
        layoutScrollIndicators()
    }

    private func indicator(for axis: ScrollAxis) -> ScrollIndicatorView {
        if let existing = axis == .horizontal ? scrollState.horizontalIndicator : scrollState.verticalIndicator {
            return existing
        }
        let made = ScrollIndicatorView(axis: axis)
        made.autoresizingMask = axis == .horizontal ? .flexibleTopMargin : .flexibleLeftMargin
        if axis == .horizontal { scrollState.horizontalIndicator = made } else { scrollState.verticalIndicator = made }
        addSubview(made)
        return made
    }

    /// Fades the indicators out once nothing scrolls (after `hold` seconds).
    func hideIndicatorsWhenIdle(after hold: TimeInterval = 0) {
        guard scrollState.indicatorsShown, !scrollState.isTracking, !scrollState.isMoving else { return }
        scrollState.indicatorsShown = false
        let indicators = [scrollState.horizontalIndicator, scrollState.verticalIndicator].compactMap { $0 }
        UIView.animate(withDuration: ScrollIndicatorView.fadeDuration, delay: hold, options: [.beginFromCurrentState]) {
            for indicator in indicators { indicator.alpha = 0 }
        }
    }

    func flashIndicators() {
        showIndicators()
        hideIndicatorsWhenIdle(after: ScrollIndicatorView.flashHold)
    }
}
