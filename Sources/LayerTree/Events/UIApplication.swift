import Foundation

/// The application: the end of every responder chain and the first stop of every event.
@MainActor
open class UIApplication: UIResponder {
    /// The one application object.
    public static let shared = UIApplication()

    private var ignoringDepth = 0

    /// Sends `event` to the windows of its touches, as UIKit's event loop does. (Touches that
    /// begin while the application ignores interaction events never get this far.)
    open func sendEvent(_ event: UIEvent) {
        var windows: [UIWindow] = []
        for touch in event.touches {
            if let window = touch.window, !windows.contains(where: { $0 === window }) { windows.append(window) }
        }
        for window in windows { window.sendEvent(event) }
    }

    /// Stops taking new touches until the matching `endIgnoringInteractionEvents()`; calls nest.
    /// Touches already down still move and end, so views and recognizers are never left half-way.
    public func beginIgnoringInteractionEvents() { ignoringDepth += 1 }
    public func endIgnoringInteractionEvents() { ignoringDepth = max(0, ignoringDepth - 1) }
    public var isIgnoringInteractionEvents: Bool { ignoringDepth > 0 }

    /// The key window.
    public var keyWindow: UIWindow? { UIWindow.currentKeyWindow }

    /// The layout direction of the application's language: left to right.
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
}
