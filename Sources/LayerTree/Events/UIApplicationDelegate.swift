import Foundation

/// What an application's delegate hears: UIKit's `UIApplicationDelegate`, so that app delegates
/// written for iOS compile. Every method is optional in UIKit; Linux has no `@objc optional`, so
/// each has UIKit's default. There is no `UIApplicationMain` here: a host that wants the calls
/// makes the delegate, sets `UIApplication.shared.delegate` and calls them itself.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// The application's main window, when the delegate keeps one.
    var window: UIWindow? { get set }
    func application(
        _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillResignActive(_ application: UIApplication)
    func applicationDidEnterBackground(_ application: UIApplication)
    func applicationWillEnterForeground(_ application: UIApplication)
    func applicationWillTerminate(_ application: UIApplication)
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    public func application(
        _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    public func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        false
    }
}

extension UIApplication {
    /// Keys of the launch options dictionary.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
    }

    /// Keys of the options an opened URL comes with.
    public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
        public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
    }

    // The application's notifications, spelled as UIKit's. Nothing posts them here (a host
    // process has no foreground or background); screens that observe them compile.
    nonisolated public static let didFinishLaunchingNotification = Notification.Name(
        "UIApplicationDidFinishLaunchingNotification")
    nonisolated public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    nonisolated public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    nonisolated public static let didEnterBackgroundNotification = Notification.Name(
        "UIApplicationDidEnterBackgroundNotification")
    nonisolated public static let willEnterForegroundNotification = Notification.Name(
        "UIApplicationWillEnterForegroundNotification")
    nonisolated public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    nonisolated public static let didReceiveMemoryWarningNotification = Notification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")
    nonisolated public static let significantTimeChangeNotification = Notification.Name(
        "UIApplicationSignificantTimeChangeNotification")
    nonisolated public static let userDidTakeScreenshotNotification = Notification.Name(
        "UIApplicationUserDidTakeScreenshotNotification")
}
