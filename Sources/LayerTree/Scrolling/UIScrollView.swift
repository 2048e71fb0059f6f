import Foundation

/// A view whose bounds origin scrolls over content larger than itself: UIKit's `UIScrollView`.
///
/// `contentOffset` is `bounds.origin`; the subviews are the content. A finger dragged more
/// than 10 points (`panGestureRecognizer`) moves the offset with it, past the edges with a
/// rubber band's resistance; released, the content decelerates from the release velocity by
/// `decelerationRate` per millisecond, springs back from past an edge, or pages. Everything moves
/// on the media clock (`MediaClock`), a frame at a time, so tests with the manual clock see exact
/// offsets. Content touches wait 0.15 s (`delaysContentTouches`) so that a quick drag over a
/// button scrolls instead of pressing it, while a tap still reaches it. The formulas and their
/// sources are in docs/uikit-decisions.md (SCROLL-…).
@preconcurrency @MainActor
open class UIScrollView: UIView {
    // MARK: Content

    /// The point of the content shown at the top-left corner: `bounds.origin`. Set values are
    /// rounded to the screen's pixels, as UIKit rounds them; setting it does not stop a
    /// deceleration (which goes on from the new offset), `setContentOffset(_:animated: false)` does.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { moveContentOffset(to: newValue, in: "UIScrollView.contentOffset") }
    }
    /// The size of the content, in points. Zero by default; negative or non-finite sizes are refused.
    open var contentSize: CGSize {
        get { scrollState.contentSize }
        set { setContentSize(newValue) }
    }
    /// Extra space around the content, added to how far it scrolls. Zero by default.
    open var contentInset: UIEdgeInsets {
        get { scrollState.contentInset }
        set { setContentInset(newValue) }
    }
    /// Where content smaller than the bounds sits (iOS 17.4). Stored; content sits at the top-left.
    open var contentAlignmentPoint = CGPoint.zero
    /// `contentInset` plus the safe area as `contentInsetAdjustmentBehavior` takes it.
    open var adjustedContentInset: UIEdgeInsets { computedAdjustedContentInset }
    /// Called when `adjustedContentInset` changed. Does nothing by default.
    open func adjustedContentInsetDidChange() {}
    /// How the safe area enters `adjustedContentInset`. `.automatic` by default.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { refreshAdjustedContentInset() }
    }
    /// Whether the indicators are inset by the safe area too. True by default.
    open var automaticallyAdjustsScrollIndicatorInsets = true { didSet { layoutScrollIndicators() } }
    /// The content's rectangle for constraints: its size is the content size.
    open var contentLayoutGuide: UILayoutGuide { scrollGuide(\.contentGuide, identifier: "UIScrollView-contentLayoutGuide") }
    /// The scroll view's visible frame for constraints, unmoved by scrolling.
    open var frameLayoutGuide: UILayoutGuide { scrollGuide(\.frameGuide, identifier: "UIScrollView-frameLayoutGuide") }
    /// Told about scrolling and zooming. Held weakly, as in UIKit.
    open weak var delegate: (any UIScrollViewDelegate)?

    // MARK: Scrolling behaviour

    /// Whether a drag that starts along one axis stays on it. False by default.
    open var isDirectionalLockEnabled = false
    /// Whether the content goes past its edges and springs back. True by default.
    open var bounces = true
    /// Whether bouncing applies horizontally (iOS 17.4). True by default.
    open var bouncesHorizontally = true
    /// Whether bouncing applies vertically (iOS 17.4). True by default.
    open var bouncesVertically = true
    /// Whether content no taller than the bounds still drags and bounces vertically. False by default.
    open var alwaysBounceVertical = false
    /// Whether content no wider than the bounds still drags and bounces horizontally. False by default.
    open var alwaysBounceHorizontal = false
    /// Whether a released drag stops on a multiple of the bounds' size. False by default.
    open var isPagingEnabled = false
    /// Whether dragging scrolls; a disabled scroll view's pan recognizer is disabled. True by default.
    open var isScrollEnabled = true { didSet { scrollPan.isEnabled = isScrollEnabled } }
    /// Whether scrolling horizontally past the edge passes to an enclosing scroll view (iOS 17.4). Stored.
    open var transfersHorizontalScrollingToParent = true
    /// Whether scrolling vertically past the edge passes to an enclosing scroll view (iOS 17.4). Stored.
    open var transfersVerticalScrollingToParent = true
    /// How fast the content slows down after a flick. `.normal` (0.998 per millisecond) by default.
    open var decelerationRate: DecelerationRate = .normal {
        didSet {
            guard decelerationRate.rawValue.isFinite, decelerationRate.rawValue > 0, decelerationRate.rawValue < 1 else {
                LayerTreeDiagnostics.report(
                    "UIScrollView.decelerationRate", "\(decelerationRate.rawValue) is not between 0 and 1")
                decelerationRate = oldValue
                return
            }
        }
    }
    /// Whether a table's section index shows. Stored.
    open var indexDisplayMode: IndexDisplayMode = .automatic
    /// Whether a tap on the status bar scrolls this view to the top (`scrollToTop()`). True by default.
    open var scrollsToTop = true
    /// How dragging dismisses the keyboard. Stored (there is no keyboard).
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// Whether keys scroll the view. Stored (there are no key events).
    open var allowsKeyboardScrolling = true

    // MARK: Scroll indicators

    /// Whether the vertical indicator shows while scrolling. True by default.
    open var showsVerticalScrollIndicator = true { didSet { layoutScrollIndicators() } }
    /// Whether the horizontal indicator shows while scrolling. True by default.
    open var showsHorizontalScrollIndicator = true { didSet { layoutScrollIndicators() } }
    /// The indicators' look. `.default` by default.
    open var indicatorStyle: IndicatorStyle = .default { didSet { layoutScrollIndicators() } }
    /// How far the vertical indicator is inset from the edges.
    open var verticalScrollIndicatorInsets = UIEdgeInsets.zero { didSet { layoutScrollIndicators() } }
    /// How far the horizontal indicator is inset from the edges.
    open var horizontalScrollIndicatorInsets = UIEdgeInsets.zero { didSet { layoutScrollIndicators() } }
    /// Both indicators' insets: reads the vertical one's, sets both.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }
    /// Shows the indicators (of the axes that scroll) and fades them out after a moment.
    open func flashScrollIndicators() { flashIndicators() }
    /// Runs `changes`, showing the indicators for the offset changes it makes (iOS 17.4).
    open func withScrollIndicatorsShown(forContentOffsetChanges changes: () -> Void) {
        showIndicators()
        changes()
        hideIndicatorsWhenIdle()
    }

    // MARK: Moving the content

    /// Moves the content to `contentOffset`. Animated, it slides there in 0.25 s with the
    /// default curve, telling `scrollViewDidScroll` each frame and
    /// `scrollViewDidEndScrollingAnimation` at the end (nothing when already there); not
    /// animated, it stops any deceleration or animation first. Non-finite offsets are refused.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        scrollTo(contentOffset, animated: animated, in: "UIScrollView.setContentOffset(_:animated:)")
    }
    /// Scrolls the least that makes `rect` (content coordinates) visible; nothing if it already is.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) { reveal(rect, animated: animated) }

    /// Whether a finger is down on the scroll view (it may not have moved yet).
    open var isTracking: Bool { scrollState.isTracking }
    /// Whether the finger has moved enough to scroll.
    open var isDragging: Bool { scrollState.isDragging }
    /// Whether the content moves on after the finger lifted.
    open var isDecelerating: Bool { scrollState.isDecelerating }
    /// Whether an animated offset change runs (iOS 17.4).
    open var isScrollAnimating: Bool { scrollState.offsetAnimation != nil }
    /// Stops scrolling, decelerating, animating and zooming where the content is (iOS 17.4).
    open func stopScrollingAndZooming() { stopAllMotion() }

    // MARK: Content touches

    /// Whether touch-downs wait (0.15 s, or until the finger moves) before reaching the content,
    /// so that a drag can scroll instead. True by default.
    open var delaysContentTouches = true { didSet { contentTouchDelay.isEnabled = delaysContentTouches } }
    /// Whether a drag may take touches the content already tracks (it is told `touchesCancelled`).
    /// True by default.
    open var canCancelContentTouches = true
    /// Asked before a touch-down reaches `view` in the content: false keeps it from the view. True by default.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }
    /// Asked when a drag starts over content `view` that tracks the touch: true cancels its
    /// touches and scrolls, false lets it keep them (no scrolling). True unless `view` is a `UIControl`.
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    // MARK: Zooming

    /// The smallest zoom scale. 1 by default.
    open var minimumZoomScale: CGFloat = 1 { didSet { zoomLimitsDidChange(minimumZoomScale, oldValue, \.minimumZoomScale) } }
    /// The largest zoom scale. 1 by default (so zooming is off until it is raised).
    open var maximumZoomScale: CGFloat = 1 { didSet { zoomLimitsDidChange(maximumZoomScale, oldValue, \.maximumZoomScale) } }
    /// The scale of the delegate's `viewForZooming(in:)`. Setting it zooms without animation.
    open var zoomScale: CGFloat {
        get { scrollState.zoomScale }
        set { setZoomScale(newValue, animated: false) }
    }
    /// Zooms to `scale` (held within the limits) about the current centre; animated over 0.25 s.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) { zoom(toScale: scale, animated: animated) }
    /// Zooms so that `rect` (in the zoomed view's coordinates) fills the bounds, within the limits.
    open func zoom(to rect: CGRect, animated: Bool) { zoom(toRect: rect, animated: animated) }
    /// Whether a pinch goes past the limits and springs back. True by default.
    open var bouncesZoom = true
    /// Whether a pinch is zooming.
    open var isZooming: Bool { scrollState.isZooming }
    /// Whether the scale springs back inside the limits after a pinch.
    open var isZoomBouncing: Bool { scrollState.zoomBounce != nil }
    /// Whether an animated zoom runs (iOS 17.4).
    open var isZoomAnimating: Bool { scrollState.zoomAnimation != nil }

    // MARK: Gesture recognizers

    /// The recognizer that drags the content; the scroll view keeps it as its own.
    open var panGestureRecognizer: UIPanGestureRecognizer { scrollPan }
    /// The recognizer that zooms, or nil while zooming is off (`minimumZoomScale == maximumZoomScale`).
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? { scrollState.pinch }
    /// The recognizer of directional presses (a remote's or keyboard's); no presses exist here.
    open var directionalPressGestureRecognizer: UIGestureRecognizer { scrollState.pressRecognizer }

    // MARK: Initialization

    /// A scroll view with `frame`: it clips its content and has no content size.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpScrollView()
    }

    /// No archives exist on Linux: this initializer exists so that subclasses compile, and returns nil.
    public required init?(coder: NSCoder) { return nil }

    // MARK: UIView

    /// A new origin is a scroll: the delegate hears `scrollViewDidScroll` and the view lays out again.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            super.bounds = newValue
            boundsDidChange(from: old)
        }
    }

    /// A new size refreshes the insets and indicators.
    open override var frame: CGRect {
        get { super.frame }
        set {
            let old = super.bounds
            super.frame = newValue
            boundsDidChange(from: old)
        }
    }

    /// Keeps the insets and indicators current; subclasses lay out their content after super.
    open override func layoutSubviews() {
        super.layoutSubviews()
        adoptContentGuideSize()
        refreshAdjustedContentInset()
        layoutScrollIndicators()
    }

    /// The safe area enters `adjustedContentInset`.
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        refreshAdjustedContentInset()
    }

    /// The pan begins only on an axis that can move, and not over content that tracks the touch
    /// unless it may be cancelled (`canCancelContentTouches`, `touchesShouldCancel(in:)`).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === scrollPan else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
        return panMayBegin()
    }

    // MARK: Internal state

    var scrollState = ScrollViewState()
    let scrollPan = ScrollViewPanGestureRecognizer()
    let contentTouchDelay = ContentTouchDelayRecognizer()
    let gestureDelegate = ScrollGestureDelegate()
}
