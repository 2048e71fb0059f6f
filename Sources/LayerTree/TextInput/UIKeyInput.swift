import Foundation

/// What a keyboard needs from the object it types into: UIKit's `UIKeyInput`. `UITextField` and
/// `UITextView` adopt it, and so can any responder that takes typing (a PIN pad drawn by hand).
/// On Linux a host types through `UIWindow.typeText(_:)`, which calls these on the first
/// responder: `insertText(_:)` once per character, `deleteBackward()` for a backspace.
@preconcurrency @MainActor
public protocol UIKeyInput: UITextInputTraits {
    /// Whether there is any text to delete.
    var hasText: Bool { get }
    /// Inserts `text` at the insertion point (replacing the selection, if any).
    func insertText(_ text: String)
    /// Deletes the character before the insertion point, or the selection.
    func deleteBackward()
}
