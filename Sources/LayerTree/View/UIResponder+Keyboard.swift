import Foundation

/// The keyboard's notifications and their user-info keys, spelled as UIKit's. There is no
/// on-screen keyboard here, so nothing posts them; screens that observe them to move their
/// content compile and simply never hear of a keyboard.
extension UIResponder {
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

    /// The keyboard's frame at the start of its animation, in screen coordinates (an `NSValue` of a `CGRect`).
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame at the end of its animation, in screen coordinates.
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The animation's duration in seconds (an `NSNumber` of a `Double`).
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The animation's curve (an `NSNumber` of a `UIView.AnimationCurve` raw value).
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this application (an `NSNumber` of a `Bool`).
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
