import Foundation

/// Asked by a gesture recognizer before it begins, recognizes alongside another, or takes a touch.
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
    ) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf other: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy other: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
    ) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf other: UIGestureRecognizer
    ) -> Bool { false }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy other: UIGestureRecognizer
    ) -> Bool { false }
}

/// Turns a sequence of touches into a gesture, with UIKit's state machine.
///
/// Discrete recognizers (tap, swipe) go from `.possible` to `.ended` (`.recognized`) or
/// `.failed`; continuous ones (pan, pinch, rotation, long press) go `.began`, `.changed`…,
/// then `.ended` or `.cancelled`. Subclasses set `state` from their touch methods; the
/// recognizer checks `gestureRecognizerShouldBegin`, failure requirements and simultaneous
/// recognition on the way, and calls its targets (closures, as Linux has no selectors).
@preconcurrency @MainActor
open class UIGestureRecognizer {
    public enum State: Int, Sendable {
        case possible = 0, began, changed, ended, cancelled, failed
        public static let recognized = State.ended
    }

    private var targets: [(UIGestureRecognizer) -> Void] = []
    private var storedState: State = .possible
    /// A recognition waiting for recognizers this one requires to fail.
    var pendingState: State?
    /// Recognizers that must fail before this one may recognize.
    var failureRequirements: [WeakReference<UIGestureRecognizer>] = []
    /// Touches the recognizer is tracking.
    public internal(set) var trackedTouches: [UITouch] = []

    public weak var delegate: UIGestureRecognizerDelegate?
    /// The view the recognizer is attached to.
    public internal(set) weak var view: UIView?
    /// A disabled recognizer receives no touches; disabling one mid-gesture cancels it.
    open var isEnabled = true {
        didSet {
            if !isEnabled, state == .began || state == .changed { state = .cancelled }
            if !isEnabled { resetAfterGesture() }
        }
    }
    /// When it recognizes, the view's touches are cancelled. True by default.
    open var cancelsTouchesInView = true
    /// Hold `touchesBegan` from the view while the recognizer may still recognize. False by default.
    open var delaysTouchesBegan = false
    /// Hold `touchesEnded` from the view while the recognizer may still recognize. True by default.
    open var delaysTouchesEnded = true

    /// A recognizer calling `action` at each state change that matters.
    public init(action: ((UIGestureRecognizer) -> Void)? = nil) {
        if let action { targets.append(action) }
    }

    public func addTarget(_ action: @escaping (UIGestureRecognizer) -> Void) {
        targets.append(action)
    }

    /// Removes every target.
    public func removeAllTargets() { targets.removeAll() }

    /// This recognizer recognizes only after `other` fails (a single tap waiting for a double tap).
    public func require(toFail other: UIGestureRecognizer) {
        failureRequirements.append(WeakReference(other))
    }

    /// The gesture's state. Subclasses set it; see the type's documentation.
    open var state: State {
        get { storedState }
        set { GestureCoordinator.transition(self, to: newValue) }
    }

    /// The centroid of the tracked touches in `view`'s coordinates.
    open func location(in view: UIView?) -> CGPoint {
        let points = trackedTouches.map { $0.location(in: view) }
        guard !points.isEmpty else {
            guard let last = lastLocation else { return .zero }
            return view.map { $0.convert(last, from: nil) } ?? last
        }
        return CGPoint(
            x: points.map(\.x).reduce(0, +) / CGFloat(points.count),
            y: points.map(\.y).reduce(0, +) / CGFloat(points.count))
    }

    /// The location of the `touchIndex`th tracked touch.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        trackedTouches.indices.contains(touchIndex) ? trackedTouches[touchIndex].location(in: view) : .zero
    }

    public var numberOfTouches: Int { trackedTouches.count }

    // MARK: For subclasses

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .cancelled } else if state == .possible { state = .failed }
    }

    /// Back to `.possible` after a gesture; subclasses clear their own values and call super.
    open func reset() {}

    /// Whether this recognizer, recognizing, stops `preventedGestureRecognizer` (sharing its
    /// touches, not simultaneous) from recognizing. True by default.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether `preventingGestureRecognizer`, recognizing, stops this one. True by default.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether this recognizer waits for `otherGestureRecognizer` to fail before it may
    /// recognize, as `require(toFail:)` makes it. False by default.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether `otherGestureRecognizer` waits for this one to fail. False by default.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Time passed with no event (for recognizers that wait: long press, multi-tap).
    open func timeAdvanced(to time: TimeInterval) {}

    // MARK: Internals

    /// Where the last touch was (window coordinates), for `location(in:)` after the touches lift.
    var lastLocation: CGPoint?

    func setStoredState(_ state: State) { storedState = state }

    func sendActions() {
        for target in targets { target(self) }
    }

    /// Returns to `.possible` after a gesture (or when disabled): the recognizer lets go of its
    /// touches, and those still down no longer come to it.
    func resetAfterGesture() {
        if let touch = trackedTouches.last { lastLocation = touch.locationInWindow }
        let released = Set(trackedTouches)
        for touch in trackedTouches where touch.phase != .ended && touch.phase != .cancelled {
            touch.gestureRecognizers?.removeAll { $0 === self }
        }
        trackedTouches.removeAll()
        pendingState = nil
        storedState = .possible
        reset()
        TouchDelivery.flush(released)  // anything this recognizer held back goes to the views now
    }
}
