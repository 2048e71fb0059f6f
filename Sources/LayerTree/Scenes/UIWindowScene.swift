import Foundation

/// The scene that shows windows on a screen. There is one here, `main`, on `UIScreen.main`;
/// every window belongs to it unless given another (`UIWindow(windowScene:)`).
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The one scene of the host's interface.
    public static let main = UIWindowScene(session: UISceneSession(role: .windowApplication))

    override init(session: UISceneSession) {
        super.init(session: session)
        session.scene = self
    }

    /// The screen the scene shows on.
    open var screen: UIScreen { UIScreen.main }
    /// The scene's windows that still exist, in the order they were made.
    open var windows: [UIWindow] { UIApplication.shared.windows.filter { $0.windowScene === self } }
    /// The key window among the scene's windows.
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
    /// The interface's orientation: portrait when the screen is taller than wide, else landscape
    /// (left), as the host's screen is laid out.
    open var interfaceOrientation: UIInterfaceOrientation {
        screen.bounds.height >= screen.bounds.width ? .portrait : .landscapeLeft
    }
    /// The scene's traits: its key (or first) window's, else the screen's scale alone.
    open var traitCollection: UITraitCollection {
        (keyWindow ?? windows.first)?.traitCollection ?? UITraitCollection(displayScale: screen.scale)
    }
    /// The status bar's state in this scene.
    open var statusBarManager: UIStatusBarManager? { UIStatusBarManager.shared }
}

/// The status bar of a window scene: there is none on this platform, so its frame is empty (a
/// host sets a window's safe area where a device's bars would be).
@preconcurrency @MainActor
open class UIStatusBarManager: NSObject {
    static let shared = UIStatusBarManager()

    /// The status bar's frame in screen coordinates: empty.
    open var statusBarFrame: CGRect { .zero }
    /// Whether the status bar is hidden: true, as there is none.
    open var isStatusBarHidden: Bool { true }
    /// The status bar's style.
    open var statusBarStyle: UIStatusBarStyle { .default }
}

extension UIApplication {
    /// The connected scenes: the one window scene of the host's interface.
    public var connectedScenes: Set<UIScene> { [UIWindowScene.main] }
    /// The sessions of the connected scenes.
    public var openSessions: Set<UISceneSession> { [UIWindowScene.main.session] }
    /// Whether the app supports several scenes: false.
    public var supportsMultipleScenes: Bool { false }
}
