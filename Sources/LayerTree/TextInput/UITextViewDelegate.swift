import Foundation

/// Asked by a text view before it begins or ends editing or changes its text, and told when it
/// began or ended editing, changed, or moved its selection: UIKit's `UITextViewDelegate`, which
/// is a `UIScrollViewDelegate` too (the text view scrolls). The link and menu methods are not here.
///
/// Every method is optional in UIKit; Linux has no `@objc optional`, so each has a default that
/// does what UIKit does when the delegate lacks it (allow, or nothing).
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether editing may begin (asked when the text view is about to become first responder).
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Whether editing may end (asked when the text view is asked to resign first responder).
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Editing began.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Editing ended.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether the characters of `range` (UTF-16) may be replaced by `text` (typing, deleting, a new line).
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The user changed the text.
    func textViewDidChange(_ textView: UITextView)
    /// The selection (or the caret) moved.
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        true
    }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}
