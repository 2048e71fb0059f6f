import Foundation

/// A touch event: every touch on the screen at a moment, with the ones that changed in their new phase.
@preconcurrency @MainActor
open class UIEvent {
    public enum EventType: Int, Sendable {
        case touches = 0, motion, remoteControl, presses
    }

    public let type: EventType
    /// When the event happened, in seconds.
    public internal(set) var timestamp: TimeInterval
    var touches: Set<UITouch>

    public init(timestamp: TimeInterval) {
        type = .touches
        self.timestamp = timestamp
        touches = []
    }

    init(touches: Set<UITouch>, timestamp: TimeInterval) {
        type = .touches
        self.timestamp = timestamp
        self.touches = touches
    }

    /// Every touch of the event.
    public var allTouches: Set<UITouch>? { touches.isEmpty ? nil : touches }

    /// The touches delivered to `view`.
    public func touches(for view: UIView) -> Set<UITouch>? {
        let matching = touches.filter { $0.view === view }
        return matching.isEmpty ? nil : matching
    }

    /// The touches in `window`.
    public func touches(for window: UIWindow) -> Set<UITouch>? {
        let matching = touches.filter { $0.window === window }
        return matching.isEmpty ? nil : matching
    }

    /// The touches delivered to `gesture`.
    public func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        let matching = touches.filter { $0.gestureRecognizers?.contains { $0 === gesture } == true }
        return matching.isEmpty ? nil : matching
    }
}
