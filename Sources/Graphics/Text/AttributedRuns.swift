import Foundation

/// Text and its attributes as runs: what ``TextLayout`` lays out. Made from an `NSAttributedString`
/// (its attributes read once), or from a string and one set of attributes without making an
/// `NSAttributedString` at all.
///
/// Why the second: swift-corelibs-foundation's `NSAttributedString` never releases the run array
/// holding its attributes (swiftlang/swift-corelibs-foundation#5256, open), so every instance
/// leaks it and the attribute dictionary in it. String sizing and drawing
/// (`size(withAttributes:)`, `draw(in:withAttributes:)`), which a program calls every frame, go
/// through runs and stay flat.
struct AttributedRuns {
    /// A range of the string (UTF-16, as `NSRange` counts) and the attributes over it.
    struct Run {
        let range: NSRange
        let attributes: [NSAttributedString.Key: Any]
    }

    let string: String
    /// In order, covering the string; empty for an empty string.
    let runs: [Run]

    /// The length of the string in UTF-16 units.
    var length: Int { string.utf16.count }

    /// `string` with `attributes` over all of it.
    init(string: String, attributes: [NSAttributedString.Key: Any]) {
        self.string = string
        let length = string.utf16.count
        runs = length > 0 ? [Run(range: NSRange(location: 0, length: length), attributes: attributes)] : []
    }

    /// The runs of `text`.
    init(_ text: NSAttributedString) {
        string = text.string
        var runs: [Run] = []
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length), options: []) { attributes, range, _ in
            runs.append(Run(range: range, attributes: attributes))
        }
        self.runs = runs
    }

    /// The value of `key` at UTF-16 offset `location` (nil outside the string or where unset).
    func attribute(_ key: NSAttributedString.Key, at location: Int) -> Any? {
        runs.first { NSLocationInRange(location, $0.range) }?.attributes[key]
    }

    /// Every value of `key` over the string, in order (unset runs left out).
    func values(of key: NSAttributedString.Key) -> [Any] { runs.compactMap { $0.attributes[key] } }
}
