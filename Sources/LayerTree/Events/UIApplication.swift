import Foundation

/// The application: the end of every responder chain and the first stop of every event.
@preconcurrency @MainActor
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
    open var keyWindow: UIWindow? { UIWindow.currentKeyWindow }

    /// The layout direction of the application's language: left to right.
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    // MARK: State and environment

    /// Whether the application is in the foreground and receiving events.
    public enum State: Int, Sendable {
        case active = 0, inactive, background
    }

    /// Always `.active`: a host process has no background state.
    open var applicationState: State { .active }
    /// The application's delegate; kept weakly, as UIKit keeps it (there is no `UIApplicationMain`
    /// here to create one, so a host sets it if it wants the delegate's window looked up).
    open weak var delegate: (any UIApplicationDelegate)?
    /// The application's windows that still exist, shown or hidden, in the order they were made.
    open var windows: [UIWindow] { UIWindow.allWindows.compactMap(\.object) }
    /// Whether the screen may dim and lock while idle (stored; there is no idle timer here).
    open var isIdleTimerDisabled = false
    /// The number on the application's icon (stored; there is no icon here).
    open var applicationIconBadgeNumber = 0
    /// The status bar's frame: empty, as there is no status bar (the host sets a window's safe
    /// area with `UIWindow.setSafeAreaInsets(_:)` where a device's bars would be).
    open var statusBarFrame: CGRect { .zero }
    /// The user's preferred text size: `.large`, the one size fonts have here.
    open var preferredContentSizeCategory: UIContentSizeCategory { .large }

    /// Keys of the options `open(_:options:completionHandler:)` takes.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Whether some application could open `url`: none can here, so false.
    open func canOpenURL(_ url: URL) -> Bool { false }
    /// Asks another application to open `url`; there are none here, so the completion hears false.
    open func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler: (@MainActor (Bool) -> Void)? = nil
    ) {
        completionHandler?(false)
    }

    /// The URL of the application's page in Settings.
    public static let openSettingsURLString = "app-settings:"
}
