import Foundation

extension UITextField {
    /// The border a text field draws around its text.
    public enum BorderStyle: Int, Sendable {
        /// No border (the default).
        case none = 0
        /// A one-point rectangle in the label colour.
        case line
        /// A rectangle with a light grey line offset below and to the right of a grey one.
        case bezel
        /// A white rounded rectangle (radius 5) with a one-pixel translucent black hairline.
        case roundedRect
    }

    /// When an overlay view (the clear button, the left or right view) shows.
    public enum ViewMode: Int, Sendable {
        case never = 0, whileEditing, unlessEditing, always
    }

    /// Why editing ended. iOS has only `.committed` (`.cancelled` is tvOS's).
    public enum DidEndEditingReason: Int, Sendable {
        case committed = 0
    }

    /// Posted through `NotificationCenter.default` with the field as object when editing begins.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name(
        "UITextFieldTextDidBeginEditingNotification")
    /// Posted when the user changes the text (typing, deleting, clearing; not setting `text`).
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted when editing ends; its user info holds the reason under `didEndEditingReasonUserInfoKey`.
    nonisolated public static let textDidEndEditingNotification = Notification.Name(
        "UITextFieldTextDidEndEditingNotification")
    /// The user-info key of the end-editing notification's reason (a `DidEndEditingReason` raw value).
    nonisolated public static let didEndEditingReasonUserInfoKey = "UITextFieldEndEditingReasonKey"
}
