/// Replacements of byte ranges of one file's UTF-8 text, applied at the end.
///
/// The rewriter visits a file's syntax tree children first, so a construct's parts are rewritten
/// before the construct: when a rewrite replaces a whole construct it builds its text from its
/// parts' rewritten text (``text(_:)``), and its edit takes the place of theirs. Everything no
/// edit covers stays byte for byte as it was.
struct SourceEdits {
    /// One replacement: `text` where the original had the bytes of `range`.
    struct Edit {
        let range: Range<Int>
        let text: String
    }

    /// The original text's bytes.
    let bytes: [UInt8]
    /// The edits, sorted by their start, none overlapping another.
    private(set) var edits: [Edit] = []

    init(text: String) {
        bytes = Array(text.utf8)
    }

    /// Replaces `range` with `text`; edits inside `range` are dropped (their text is expected to be
    /// in `text`). An edit that would overlap another partly is refused: false.
    @discardableResult
    mutating func replace(_ range: Range<Int>, with text: String) -> Bool {
        func inside(_ edit: Edit) -> Bool {
            if edit.range.isEmpty, !range.isEmpty {
                return edit.range.lowerBound > range.lowerBound && edit.range.lowerBound < range.upperBound
            }
            return edit.range.lowerBound >= range.lowerBound && edit.range.upperBound <= range.upperBound
        }
        let kept = edits.filter { !inside($0) }
        let overlaps = kept.contains { other in
            if other.range.isEmpty || range.isEmpty {
                return other.range.lowerBound > range.lowerBound && other.range.lowerBound < range.upperBound
                    || range.lowerBound > other.range.lowerBound && range.lowerBound < other.range.upperBound
            }
            return other.range.overlaps(range)
        }
        guard !overlaps else { return false }
        edits = kept
        let index = edits.firstIndex { $0.range.lowerBound > range.lowerBound } ?? edits.endIndex
        edits.insert(Edit(range: range, text: text), at: index)
        return true
    }

    /// The text of `range` with the edits inside it applied.
    func text(_ range: Range<Int>) -> String {
        var result: [UInt8] = []
        var position = range.lowerBound
        for edit in edits where edit.range.lowerBound >= range.lowerBound && edit.range.upperBound <= range.upperBound {
            if edit.range.isEmpty, edit.range.lowerBound == range.upperBound, !range.isEmpty { continue }
            result += bytes[position..<edit.range.lowerBound]
            result += Array(edit.text.utf8)
            position = edit.range.upperBound
        }
        result += bytes[position..<range.upperBound]
        return String(decoding: result, as: UTF8.self)
    }

    /// The whole text with every edit applied.
    var result: String { text(0..<bytes.count) }

    /// The original bytes of `range`, as text.
    func original(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }
}
