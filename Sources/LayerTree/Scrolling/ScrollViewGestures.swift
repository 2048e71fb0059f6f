import Foundation

/// The scroll view's own pan: a touch-down stops the content where it is (a finger catching a
/// moving list stops it, and that touch does not reach the content) and starts tracking.
@MainActor
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    weak var scrollView: UIScrollView?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if let scrollView, numberOfTouches == touches.count { scrollView.touchDown(touches) }
        super.touchesBegan(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if state == .failed || state == .possible { scrollView?.touchesLiftedWithoutDrag() }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        scrollView?.touchesLiftedWithoutDrag()
    }
}

/// Holds touch-downs back from the content for 0.15 s, or until the touch moves far enough to
/// scroll or lifts (Apple's iAd JS `ScrollView`: `CONTENT_TOUCHES_DELAY` 0.15 s; Apple's class
/// reference describes the timer). It never recognizes: it fails when the time is up or the touch
/// ends, and its failure lets the held touches through.
@MainActor
final class ContentTouchDelayRecognizer: UIGestureRecognizer, UIGestureRecognizerDelegate {
    static let delay: TimeInterval = 0.15
    private var began: TimeInterval?

    init() {
        super.init()
        delaysTouchesBegan = true
        cancelsTouchesInView = false
        delegate = self
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if began == nil { began = event.timestamp }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { timeAdvanced(to: event.timestamp) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { state = .failed }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { state = .failed }

    override func timeAdvanced(to time: TimeInterval) {
        guard state == .possible, let began, time - began >= Self.delay else { return }
        state = .failed
    }

    override func reset() { began = nil }

    /// It waits beside the scroll view's pan, never against it.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
    ) -> Bool { true }
}

/// The delegate of a scroll view's pan and pinch, as UIKit makes the scroll view itself: the two
/// recognize together, and a subclass that adopts `UIGestureRecognizerDelegate` is asked first.
@MainActor
final class ScrollGestureDelegate: UIGestureRecognizerDelegate {
    weak var scrollView: UIScrollView?

    private var subclassDelegate: UIGestureRecognizerDelegate? { scrollView as? UIGestureRecognizerDelegate }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        subclassDelegate?.gestureRecognizerShouldBegin(gestureRecognizer) ?? true
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
    ) -> Bool {
        if let scrollView, other.view === scrollView,
            [scrollView.scrollPan, scrollView.scrollState.pinch].contains(where: { $0 === other })
        {
            return true
        }
        return subclassDelegate?.gestureRecognizer(gestureRecognizer, shouldRecognizeSimultaneouslyWith: other) ?? false
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        subclassDelegate?.gestureRecognizer(gestureRecognizer, shouldReceive: touch) ?? true
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf other: UIGestureRecognizer)
        -> Bool
    {
        subclassDelegate?.gestureRecognizer(gestureRecognizer, shouldRequireFailureOf: other) ?? false
    }
}

extension UIScrollView {
    /// Clipping, the recognizers and their delegate.
    func setUpScrollView() {
        clipsToBounds = true
        scrollPan.scrollView = self
        scrollPan.delegate = gestureDelegate
        gestureDelegate.scrollView = self
        scrollPan.addTarget { [weak self] recognizer in self?.panDidChange(recognizer) }
        addGestureRecognizer(scrollPan)
        addGestureRecognizer(contentTouchDelay)
        scrollState.reportedAdjustedInset = computedAdjustedContentInset
    }

    /// Whether the pan may begin now: an axis that moves carries at least as much of the
    /// movement as the others (so a vertical list lets a sideways drag go to a horizontal one
    /// inside or around it), and content that heard the touch lets it go.
    func panMayBegin() -> Bool {
        let movement = scrollPan.translation(in: self)
        let horizontal = movesHorizontally, vertical = movesVertically
        guard horizontal || vertical else { return false }
        if !(horizontal && vertical) {
            let along = horizontal ? abs(movement.x) : abs(movement.y)
            let across = horizontal ? abs(movement.y) : abs(movement.x)
            if along < across { return false }
        }
        for touch in scrollPan.trackedTouches where touch.viewHeardBegin && touch.isDeliveredToView {
            guard let view = touch.view, view !== self else { continue }
            if !canCancelContentTouches || !touchesShouldCancel(in: view) { return false }
        }
        return true
    }
}
