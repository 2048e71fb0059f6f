import Foundation
import Graphics

/// The text a text field or text view holds: its attributed characters and the selection, in
/// UTF-16 offsets as `NSRange`s count them (UIKit's delegate ranges are the same).
struct EditableText {
    /// The text with its attributes.
    private(set) var storage = NSAttributedString(string: "")
    /// The selected range; its length is 0 for a caret. Always inside the text.
    private(set) var selection = NSRange(location: 0, length: 0)

    var string: String { storage.string }
    var length: Int { storage.length }

    /// Replaces the whole text and puts the caret at its end, as setting `text` does in UIKit.
    mutating func setText(_ text: NSAttributedString) {
        storage = NSAttributedString(attributedString: text)
        selection = NSRange(location: storage.length, length: 0)
    }

    /// `range` cut to the text.
    func clamped(_ range: NSRange) -> NSRange {
        let location = min(max(range.location, 0), length)
        return NSRange(location: location, length: min(max(range.length, 0), length - location))
    }

    /// `range` when it lies in the text. A range the view did not make (nil) is reported and
    /// refused; one reaching outside the text is reported and cut to it.
    @MainActor
    func checked(_ range: NSRange?, _ operation: String) -> NSRange? {
        guard let range else {
            LayerTreeDiagnostics.report(operation, "a text range this view did not make")
            return nil
        }
        let inside = clamped(range)
        if inside != range {
            LayerTreeDiagnostics.report(operation, "range \(range) reaches outside the text (length \(length)); cut to \(inside)")
        }
        return inside
    }

    /// Sets the selection, cut to the text; returns whether it changed.
    @discardableResult
    mutating func select(_ range: NSRange) -> Bool {
        let inside = clamped(range)
        guard inside != selection else { return false }
        selection = inside
        return true
    }

    /// Replaces `range` (cut to the text) with `text` in `attributes`, and puts the caret after
    /// the inserted text.
    mutating func replace(_ range: NSRange, with text: String, attributes: [NSAttributedString.Key: Any]) {
        let inside = clamped(range)
        let result = NSMutableAttributedString(attributedString: storage)
        result.replaceCharacters(in: inside, with: NSAttributedString(string: text, attributes: attributes))
        storage = result
        selection = NSRange(location: inside.location + text.utf16.count, length: 0)
    }

    /// Sets `key` to `value` over the whole text (a new font or colour for all of it).
    mutating func apply(_ key: NSAttributedString.Key, _ value: Any) {
        guard length > 0 else { return }
        let result = NSMutableAttributedString(attributedString: storage)
        result.addAttribute(key, value: value, range: NSRange(location: 0, length: length))
        storage = result
    }

    /// The attributes typed text takes: those of the character before the insertion point (the
    /// first character's at the start), or `defaults` in an empty text, with `defaults` under them.
    func typingAttributes(defaults: [NSAttributedString.Key: Any]) -> [NSAttributedString.Key: Any] {
        guard length > 0 else { return defaults }
        let index = max(0, min(selection.location, length) - 1)
        return defaults.merging(storage.attributes(at: index, effectiveRange: nil)) { _, own in own }
    }

    /// What a backspace removes: the selection, or the whole character (grapheme) before the
    /// caret; nil at the start of the text.
    var rangeDeletedBackward: NSRange? {
        if selection.length > 0 { return selection }
        guard selection.location > 0 else { return nil }
        let utf16 = string.utf16
        guard let caret = utf16.index(utf16.startIndex, offsetBy: selection.location, limitedBy: utf16.endIndex),
            let caretInString = caret.samePosition(in: string)
        else {
            return NSRange(location: selection.location - 1, length: 1)
        }
        let previous = string.index(before: caretInString)
        let start = utf16.distance(from: utf16.startIndex, to: previous)
        return NSRange(location: start, length: selection.location - start)
    }

    /// The text of `range` (clamped), or nil when `range` lies outside the text.
    func text(in range: NSRange) -> String? {
        guard range.location >= 0, range.length >= 0, range.location + range.length <= length else { return nil }
        return storage.attributedSubstring(from: range).string
    }
}
