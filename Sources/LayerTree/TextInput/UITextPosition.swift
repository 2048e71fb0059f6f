import Foundation

/// A place in a text object's text: UIKit's `UITextPosition`. The text field and text view hand
/// out positions that know their UTF-16 offset; custom text objects subclass it as in UIKit.
@preconcurrency @MainActor
open class UITextPosition: NSObject {
    public override init() { offset = nil }

    init(offset: Int) { self.offset = offset }

    /// The UTF-16 offset from the beginning of the document, for positions the text field and
    /// text view make; nil for others.
    let offset: Int?
}

/// A range of a text object's text between two positions: UIKit's `UITextRange`.
@preconcurrency @MainActor
open class UITextRange: NSObject {
    /// An empty range at a position of its own; subclasses override `start`, `end` and `isEmpty`.
    public override init() {
        storedStart = UITextPosition()
        storedEnd = storedStart
    }

    init(start: UITextPosition, end: UITextPosition) {
        storedStart = start
        storedEnd = end
    }

    /// Whether the range covers no characters (start and end are the same place).
    open var isEmpty: Bool {
        if let startOffset = start.offset, let endOffset = end.offset { return startOffset == endOffset }
        return start === end
    }
    /// Where the range begins.
    open var start: UITextPosition { storedStart }
    /// Where the range ends.
    open var end: UITextPosition { storedEnd }

    private let storedStart: UITextPosition
    private let storedEnd: UITextPosition

    /// The UTF-16 range, for ranges whose ends carry offsets.
    var nsRange: NSRange? {
        guard let startOffset = start.offset, let endOffset = end.offset else { return nil }
        return NSRange(location: min(startOffset, endOffset), length: abs(endOffset - startOffset))
    }

    /// A range covering `range` of a text field's or text view's text.
    static func covering(_ range: NSRange) -> UITextRange {
        UITextRange(start: UITextPosition(offset: range.location), end: UITextPosition(offset: range.location + range.length))
    }
}
