import Foundation

/// The application: the end of every responder chain and the first stop of every event.
@MainActor
open class UIApplication: UIResponder {
    /// The one application object.
    public static let shared = UIApplication()

    private var ignoringDepth = 0

    /// Sends `event` to the windows of its touches, as UIKit's event loop does. Events are
    /// dropped while the application ignores interaction events.
    open func sendEvent(_ event: UIEvent) {
        guard !isIgnoringInteractionEvents else { return }
        var windows: [UIWindow] = []
        for touch in event.touches {
            if let window = touch.window, !windows.contains(where: { $0 === window }) { windows.append(window) }
        }
        for window in windows { window.sendEvent(event) }
    }

    /// Stops delivering touch events until the matching `endIgnoringInteractionEvents()`; calls nest.
    public func beginIgnoringInteractionEvents() { ignoringDepth += 1 }
    public func endIgnoringInteractionEvents() { ignoringDepth = max(0, ignoringDepth - 1) }
    public var isIgnoringInteractionEvents: Bool { ignoringDepth > 0 }

    /// The key window.
    public var keyWindow: UIWindow? { UIWindow.currentKeyWindow }
}
