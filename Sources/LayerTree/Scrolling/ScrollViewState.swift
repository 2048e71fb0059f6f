import Foundation

/// What a scroll view keeps between events and frames (Swift keeps stored properties in the
/// class body; this keeps the body to the API).
@MainActor
struct ScrollViewState {
    var contentSize = CGSize.zero
    var contentInset = UIEdgeInsets.zero
    /// The adjusted inset last reported to the delegate.
    var reportedAdjustedInset = UIEdgeInsets.zero

    // Touches and drags
    var isTracking = false
    var isDragging = false
    var isDecelerating = false
    /// The offset a drag started from, before rubber-banding.
    var dragOrigin = CGPoint.zero
    /// The axis a directional lock holds the drag to.
    var lockedAxis: ScrollAxis?
    /// A pinch zoomed during the drag: the pinch moved the content, and the release leaves it.
    var zoomedDuringDrag = false

    // Motion after release (or from `setContentOffset(_:animated: true)`)
    var horizontalMotion: AxisMotion?
    var verticalMotion: AxisMotion?
    /// What the last frame of motion set, to notice offsets set by code in between.
    var drivenOffset: CGPoint?
    /// Offset moved by code while the content decelerates, carried through the rest of the motion.
    var drift = CGPoint.zero
    var offsetAnimation: OffsetAnimation?
    var displayLink: CADisplayLink?

    // Zooming
    var zoomScale: CGFloat = 1
    var isZooming = false
    var pinch: UIPinchGestureRecognizer?
    var pinchStart: (scale: CGFloat, anchor: CGPoint, location: CGPoint)?
    var zoomBounce: ZoomAnimation?
    var zoomAnimation: ZoomAnimation?
    lazy var pressRecognizer = UIGestureRecognizer()

    // Indicators and guides
    var verticalIndicator: ScrollIndicatorView?
    var horizontalIndicator: ScrollIndicatorView?
    var indicatorsShown = false
    var contentGuide: UILayoutGuide?
    var frameGuide: UILayoutGuide?

    /// Whether anything moves on its own: a deceleration, an animation or a zoom bounce.
    var isMoving: Bool {
        horizontalMotion != nil || verticalMotion != nil || offsetAnimation != nil || zoomBounce != nil
            || zoomAnimation != nil
    }
}

/// One of a scroll view's two axes.
enum ScrollAxis: Equatable {
    case horizontal, vertical
}

/// An animated offset change: from, to, over a duration on a timing curve.
struct OffsetAnimation {
    /// The length of animated offset changes (Apple's iAd JS `ScrollView`: 0.25 s, with CSS's
    /// default curve, which is Core Animation's default).
    static let duration = 0.25
    var from: CGPoint
    var to: CGPoint
    var start: Double
    /// Whether the end is a scroll to the top (`scrollViewDidScrollToTop` follows).
    var isScrollToTop = false

    func offset(at time: Double) -> (CGPoint, finished: Bool) {
        let progress = min(1, max(0, (time - start) / Self.duration))
        guard progress < 1 else { return (to, true) }
        let eased = CGFloat(CAMediaTimingFunction(name: .default).evaluate(progress))
        return (CGPoint(x: from.x + (to.x - from.x) * eased, y: from.y + (to.y - from.y) * eased), false)
    }
}

/// An animated zoom: from one scale to another about a content point, over 0.25 s.
struct ZoomAnimation {
    var from: CGFloat
    var to: CGFloat
    var start: Double
    /// The offset at the end.
    var targetOffset: CGPoint
    var fromOffset: CGPoint

    func state(at time: Double) -> (scale: CGFloat, offset: CGPoint, finished: Bool) {
        let progress = min(1, max(0, (time - start) / OffsetAnimation.duration))
        guard progress < 1 else { return (to, targetOffset, true) }
        let eased = CGFloat(CAMediaTimingFunction(name: .default).evaluate(progress))
        let offset = CGPoint(
            x: fromOffset.x + (targetOffset.x - fromOffset.x) * eased, y: fromOffset.y + (targetOffset.y - fromOffset.y) * eased)
        return (from + (to - from) * eased, offset, false)
    }
}
