import Foundation

/// One finger on the screen: where it is, where it was, and which view and recognizers follow it.
@preconcurrency @MainActor
open class UITouch: Hashable {
    public enum Phase: Int, Sendable {
        case began = 0, moved, stationary, ended, cancelled
    }

    /// The host's identifier for the finger (`UIWindow.injectTouch(id:…)`).
    public let identifier: Int
    public internal(set) var phase: Phase
    /// Taps at about the same place in quick succession: 1 for the first.
    public internal(set) var tapCount: Int
    /// When the touch last changed, in seconds.
    public internal(set) var timestamp: TimeInterval
    /// The view hit-tested when the touch began; it receives the touch until it ends.
    public internal(set) weak var view: UIView?
    public internal(set) weak var window: UIWindow?
    /// The recognizers the touch is delivered to: those of its view and the view's ancestors, innermost first.
    public internal(set) var gestureRecognizers: [UIGestureRecognizer]?

    /// In window coordinates.
    var locationInWindow: CGPoint
    var previousLocationInWindow: CGPoint
    /// False once a gesture recognizer has cancelled the touch for its view, or the view refused it.
    var isDeliveredToView = true
    /// Whether the view has been sent `touchesBegan` for this touch.
    var viewHeardBegin = false

    init(identifier: Int, location: CGPoint, timestamp: TimeInterval, window: UIWindow) {
        self.identifier = identifier
        phase = .began
        tapCount = 1
        self.timestamp = timestamp
        self.window = window
        locationInWindow = location
        previousLocationInWindow = location
    }

    /// The touch's location in `view`'s coordinates (the window's when nil).
    public func location(in view: UIView?) -> CGPoint {
        guard let view, let window else { return locationInWindow }
        return view.convert(locationInWindow, from: window)
    }

    /// Where the touch was at the previous event, in `view`'s coordinates.
    public func previousLocation(in view: UIView?) -> CGPoint {
        guard let view, let window else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: window)
    }

    nonisolated public static func == (a: UITouch, b: UITouch) -> Bool { a === b }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
