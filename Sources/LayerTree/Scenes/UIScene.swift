import Foundation

/// One instance of the app's interface, as iOS 13's scenes are. A host process here shows one
/// interface on one screen, so there is one scene, `UIWindowScene.main`, always in the foreground
/// and active; it exists so that scene-based code (a scene delegate's `window`, a view asking its
/// window's scene for the status bar or the orientation) compiles and finds what it expects.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// Where a scene is in its life.
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }

    /// The options a scene connects with (none here).
    @preconcurrency @MainActor
    open class ConnectionOptions: NSObject {}

    /// Always `.foregroundActive`: the host's one interface is on screen.
    open var activationState: ActivationState { .foregroundActive }
    /// The scene's title in the app switcher (stored).
    open var title: String! = ""
    /// The scene's delegate (held strongly, as UIKit holds a scene's delegate).
    open var delegate: (any UISceneDelegate)?
    /// The session the scene belongs to.
    public let session: UISceneSession

    init(session: UISceneSession) {
        self.session = session
        super.init()
    }
}

/// The record of a scene across launches.
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    /// What kind of interface a session shows.
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The app's own interface on the device's screen.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }

    public let role: Role
    /// A stable identifier of the session.
    public let persistentIdentifier: String
    /// The scene the session shows, while connected.
    public internal(set) weak var scene: UIScene?
    /// Values kept across launches (stored).
    open var userInfo: [String: Any]?

    init(role: Role) {
        self.role = role
        persistentIdentifier = UUID().uuidString
        super.init()
    }
}

/// What a scene tells its delegate: connection, activation, the move to the background.
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// A window scene's delegate, which keeps the scene's main window.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}
