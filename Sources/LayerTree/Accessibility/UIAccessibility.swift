import Foundation

/// The accessibility system's state and announcements, as UIKit spells them. No screen reader
/// runs here: the status queries answer as iOS does with every assistive setting off, and posted
/// notifications are recorded in ``postedNotifications`` (so tests can check what a screen
/// announces) instead of being spoken.
@preconcurrency @MainActor
public enum UIAccessibility {
    /// An announcement or change a screen tells the assistive technology about.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let screenChanged = Notification(rawValue: 1000)
        public static let layoutChanged = Notification(rawValue: 1001)
        public static let announcement = Notification(rawValue: 1008)
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Posts `notification` with `argument` (an element to move to, or a string to announce).
    public static func post(notification: Notification, argument: Any?) {
        postedNotifications.append((notification, argument))
    }

    /// What has been posted, oldest first.
    public private(set) static var postedNotifications: [(Notification, Any?)] = []

    /// Forgets what has been posted.
    public static func clearPostedNotifications() { postedNotifications = [] }

    /// `rect`, in `view`'s coordinates, in screen coordinates: what a view's `accessibilityFrame`
    /// is given in (the window's coordinates here, as a window fills its screen from its origin).
    public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect {
        view.convert(rect, to: nil)
    }

    public static var isVoiceOverRunning: Bool { false }
    public static var isSwitchControlRunning: Bool { false }
    public static var isReduceMotionEnabled: Bool { false }
    public static var isReduceTransparencyEnabled: Bool { false }
    public static var isBoldTextEnabled: Bool { false }
    public static var isGrayscaleEnabled: Bool { false }
    public static var isInvertColorsEnabled: Bool { false }
    public static var isDarkerSystemColorsEnabled: Bool { false }
    public static var shouldDifferentiateWithoutColor: Bool { false }
    public static var isClosedCaptioningEnabled: Bool { false }
    public static var isMonoAudioEnabled: Bool { false }
    public static var isShakeToUndoEnabled: Bool { false }

    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityVoiceOverStatusDidChangeNotification")
    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityReduceMotionStatusDidChangeNotification")
}
