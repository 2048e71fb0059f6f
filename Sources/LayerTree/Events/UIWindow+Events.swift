import Foundation

/// The touches a window is tracking, by the host's identifiers.
@MainActor
final class TouchTracker {
    var active: [Int: UITouch] = [:]
    /// The one touch event of the window, reused for every touch change as UIKit reuses it.
    let event = UIEvent(touches: [], timestamp: 0)
    /// Where and when the last touch ended, for tap counts.
    var lastTap: (location: CGPoint, time: TimeInterval, count: Int)?
}

extension UIWindow {
    /// Feeds one touch change into the window, in window coordinates: the entry point for a
    /// host's input (a test, or a Wayland or evdev source). A `began` touch is hit-tested and
    /// keeps its view until it ends; the change goes out through
    /// `UIApplication.shared.sendEvent(_:)` to `sendEvent(_:)`, which gives it to the touch's
    /// gesture recognizers and then to its view. The window's one `UIEvent` carries it, reused for
    /// every change as UIKit does, with every finger down in `allTouches`. A second touch on a view
    /// without `isMultipleTouchEnabled` still goes to the gesture recognizers (Apple: the property
    /// "does not affect the gesture recognizers attached to the view"), never to the view; a touch
    /// while an `isExclusiveTouch` view tracks one is dropped with all its later changes.
    ///
    /// Each call is one turn of the run loop: recognizers that ended, failed or were cancelled
    /// in the previous turn return to `.possible` before the change is handled.
    public func injectTouch(id: Int, phase: UITouch.Phase, at point: CGPoint, timestamp: TimeInterval) {
        guard GeometryCheck.accept(point, in: "UIWindow.injectTouch"), timestamp.isFinite else { return }
        MainLoop.whileBusy { handleTouch(id: id, phase: phase, at: point, timestamp: timestamp) }
    }

    private func handleTouch(id: Int, phase: UITouch.Phase, at point: CGPoint, timestamp: TimeInterval) {
        GestureCoordinator.resetFinishedRecognizers()
        let touch: UITouch
        if phase == .began {
            guard tracker.active[id] == nil else {
                LayerTreeDiagnostics.report("UIWindow.injectTouch", "touch \(id) began twice without ending")
                return
            }
            touch = UITouch(identifier: id, location: point, timestamp: timestamp, window: self)
            touch.tapCount = tapCount(at: point, time: timestamp)
            guard admit(touch) else { return }
            tracker.active[id] = touch
        } else {
            guard let existing = tracker.active[id] else { return }
            touch = existing
            touch.previousLocationInWindow = touch.locationInWindow
            touch.locationInWindow = point
            touch.phase = phase
            touch.timestamp = timestamp
        }
        let event = tracker.event
        event.touches = Set(tracker.active.values)
        event.timestamp = timestamp
        for other in event.touches where other !== touch && other.phase != .ended && other.phase != .cancelled {
            other.phase = .stationary
        }
        UIApplication.shared.sendEvent(event)
        if phase == .ended || phase == .cancelled {
            tracker.active[id] = nil
            if phase == .ended { tracker.lastTap = (point, timestamp, touch.tapCount) }
            if tracker.active.isEmpty { event.touches = [] }  // the sequence is over: hold no touch
        }
    }

    /// Delivers the changed touches of `event` that belong to this window: first to their gesture
    /// recognizers, then (unless a recognizer delays or cancelled them) to their views.
    func deliverTouches(of event: UIEvent) {
        let changed = event.touches.filter { $0.window === self && $0.phase != .stationary }
        GestureCoordinator.deliver(changed, event: event)
        for touch in changed { TouchDelivery.enqueue(touch, phase: touch.phase, event: event) }
        TouchDelivery.flush(event.touches.filter { $0.window === self })
    }

    var tracker: TouchTracker {
        if let existing = touchTracker { return existing }
        let created = TouchTracker()
        touchTracker = created
        return created
    }

    /// Hit-tests a new touch and applies the multiple- and exclusive-touch rules.
    private func admit(_ touch: UITouch) -> Bool {
        guard !UIApplication.shared.isIgnoringInteractionEvents,
            let view = hitTest(touch.locationInWindow, with: nil)
        else { return false }
        let others = tracker.active.values.compactMap(\.view)
        if others.contains(where: { $0.isExclusiveTouch && $0 !== view }) { return false }
        if view.isExclusiveTouch, others.contains(where: { $0 !== view }) { return false }
        // Without multiple touch the view hears only its first finger; its recognizers hear all.
        if !view.isMultipleTouchEnabled, others.contains(where: { $0 === view }) { touch.isDeliveredToView = false }
        touch.view = view
        touch.gestureRecognizers = GestureCoordinator.recognizers(for: touch, in: view)
        return true
    }

    /// UIKit counts taps within 0.35 s and 45 points of the previous one.
    private func tapCount(at point: CGPoint, time: TimeInterval) -> Int {
        guard let last = tracker.lastTap, time - last.time <= 0.35,
            hypot(point.x - last.location.x, point.y - last.location.y) <= 45
        else { return 1 }
        return last.count + 1
    }
}

/// Hands touches to views, holding back or dropping what gesture recognizers say to.
@MainActor
enum TouchDelivery {
    /// Queues `phase` of `touch` for its view.
    static func enqueue(_ touch: UITouch, phase: UITouch.Phase, event: UIEvent) {
        pending[ObjectIdentifier(touch), default: (touch, [])].phases.append((phase, event))
    }

    /// Delivers what may be delivered now: every queued phase of touches no recognizer delays.
    static func flush(_ touches: Set<UITouch>) {
        for touch in touches {
            guard let entry = pending[ObjectIdentifier(touch)], !GestureCoordinator.delays(touch, phases: entry.phases.map(\.0))
            else { continue }
            pending[ObjectIdentifier(touch)] = nil
            for (phase, event) in entry.phases { deliver(touch, phase: phase, event: event) }
        }
    }

    /// A recognizer took `touch`: its view hears it cancelled (if it heard it begin) and nothing more.
    static func cancel(_ touch: UITouch, event: UIEvent?) {
        pending.removeValue(forKey: ObjectIdentifier(touch))
        guard touch.isDeliveredToView else { return }
        touch.isDeliveredToView = false
        if touch.viewHeardBegin { touch.view?.touchesCancelled([touch], with: event) }
    }

    private static func deliver(_ touch: UITouch, phase: UITouch.Phase, event: UIEvent) {
        guard touch.isDeliveredToView, let view = touch.view else { return }
        switch phase {
        case .began:
            guard UIScrollView.contentMayReceive(touch, in: view, event: event) else {
                touch.isDeliveredToView = false
                return
            }
            touch.viewHeardBegin = true
            view.touchesBegan([touch], with: event)
        case .moved: view.touchesMoved([touch], with: event)
        case .ended: view.touchesEnded([touch], with: event)
        case .cancelled: view.touchesCancelled([touch], with: event)
        case .stationary: break
        }
    }

    private static var pending: [ObjectIdentifier: (touch: UITouch, phases: [(UITouch.Phase, UIEvent)])] = [:]
}
