import Foundation

/// Asked by a text field before it begins or ends editing, changes its text, clears or returns,
/// and told when it began or ended editing or moved its selection: UIKit's
/// `UITextFieldDelegate`.
///
/// Every method is optional in UIKit; Linux has no `@objc optional`, so each has a default that
/// does what UIKit does when the delegate lacks the method (allow, or nothing). A delegate
/// implements only the methods it needs. `textFieldDidEndEditing(_:reason:)` by default calls
/// `textFieldDidEndEditing(_:)`, so a delegate implementing either hears the end of editing
/// once, as UIKit calls the one with a reason "in place of" the other when both exist.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// Whether editing may begin (asked when the field is about to become first responder).
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Editing began: the field is the first responder.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether editing may end (asked when the field is asked to resign first responder).
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Editing ended: the field is no longer the first responder.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Editing ended, for `reason`. By default calls `textFieldDidEndEditing(_:)`.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Whether the characters of `range` (UTF-16) may be replaced by `string` (typing, deleting).
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    /// The selection (or the caret) moved.
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Whether the clear button (or `clearsOnBeginEditing`) may remove the text.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// The return key was pressed; return false to ignore it.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
