import Foundation

/// The device the application runs on, as UIKit describes it. Linux hosts stand in for an
/// iPhone running the iOS whose API this package follows: code that branches on the idiom or
/// the system version takes its iPhone path.
@preconcurrency @MainActor
open class UIDevice: NSObject {
    /// The device.
    public static let current = UIDevice()

    /// The battery's state; unknown until monitoring is on, and then unknown here too (no battery).
    public enum BatteryState: Int, Sendable {
        case unknown = 0, unplugged, charging, full
    }

    /// The host's name.
    open var name: String { ProcessInfo.processInfo.hostName }
    /// "iPhone": the kind of device this host stands in for.
    open var model: String { "iPhone" }
    open var localizedModel: String { "iPhone" }
    /// "iOS", and the version of the iOS API this package follows.
    open var systemName: String { "iOS" }
    open var systemVersion: String { "17.0" }
    /// `.phone`.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    /// The physical orientation: `.portrait` (a host does not turn).
    open var orientation: UIDeviceOrientation { .portrait }
    /// Whether orientation notifications are being generated (they never come here).
    open private(set) var isGeneratingDeviceOrientationNotifications = false
    open func beginGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = true }
    open func endGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = false }
    /// A stable identifier for this process's vendor: one UUID per run.
    open var identifierForVendor: UUID? { Self.vendorIdentifier }
    /// Whether battery state and level are monitored (stored; there is no battery).
    open var isBatteryMonitoringEnabled = false
    /// The battery's level, 0…1, or −1 when unknown (always, here).
    open var batteryLevel: Float { -1 }
    open var batteryState: BatteryState { .unknown }
    /// Whether the device supports background execution: true, as on every device since iOS 4.
    open var isMultitaskingSupported: Bool { true }
    /// Plays the keyboard's click (there is no sound here).
    open func playInputClick() {}

    private static let vendorIdentifier = UUID()

    nonisolated public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    nonisolated public static let batteryStateDidChangeNotification = Notification.Name(
        "UIDeviceBatteryStateDidChangeNotification")
    nonisolated public static let batteryLevelDidChangeNotification = Notification.Name(
        "UIDeviceBatteryLevelDidChangeNotification")
}

/// The physical orientation of the device.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown = 0, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
