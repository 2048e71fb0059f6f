import SwiftParser
import SwiftSyntax

/// Rewrites iOS Swift sources' Objective-C-only constructs into Swift that compiles on Linux
/// against UIKitGL, one file at a time, knowing every file ported with it:
///
/// - target-action (controls, gesture recognizers, bar button items, timers, display links,
///   notification observers, `perform(_:with:afterDelay:)`) becomes the closure forms, calling
///   the method the `#selector` names with what it takes (the sender, the recognizer, the timer,
///   the link, the notification, or nothing);
/// - `@objc`, `@objcMembers`, `dynamic`, `@IBAction`, `@IBOutlet`, `@IBInspectable`,
///   `@IBDesignable` are dropped;
/// - `@objc optional` requirements get default implementations, and their call sites lose `?`;
/// - `@NSManaged` properties of layer classes are kept by the layer's key-value coding;
/// - `#keyPath` becomes a string, `#colorLiteral` and `#imageLiteral` initializers.
///
/// What it cannot rewrite it leaves as it is and reports with its file and line. The rewrite
/// keeps every line where it was, so a line directive (``rewrite(_:lineDirectives:)``) makes the
/// compiler's messages point into the iOS file.
public struct PortRewriter: Sendable {
    /// The files ported together, each parsed once.
    private let context: [PortSource]
    private let trees: [SourceFileSyntax]
    /// What the context declares.
    private let index: PortIndex

    /// A rewriter that resolves selectors and optional requirements across `context`: every file
    /// ported together (a target's `UIKitSources/` folder), the rewritten ones included or not.
    /// The files are parsed and indexed here, once for all the rewrites.
    public init(context: [PortSource] = []) {
        self.context = context
        trees = context.map { Parser.parse(source: $0.text) }
        index = Self.index(of: trees)
    }

    /// `file` rewritten. With `lineDirectives`, the text starts with
    /// `#sourceLocation(file: <file.path>, line: 1)`, so that diagnostics and `#file` name the
    /// original file and its lines; what the rewrite adds at the end follows `#sourceLocation()`.
    public func rewrite(_ file: PortSource, lineDirectives: Bool = false) -> PortResult {
        let tree: SourceFileSyntax
        let index: PortIndex
        if let position = context.firstIndex(of: file) {
            (tree, index) = (trees[position], self.index)
        } else {
            // A file the context does not hold as it is: indexed with the others (in place of
            // the context's version of its path, if any).
            tree = Parser.parse(source: file.text)
            let others = context.indices.filter { context[$0].path != file.path }.map { trees[$0] }
            index = Self.index(of: others + [tree])
        }
        let visitor = PortVisitor(file: tree, path: file.path, text: file.text, index: index)
        visitor.walk(tree)
        visitor.reportLeftoverSelectors()

        var text = visitor.edits.result
        let additions = visitor.appendix + visitor.helpers.sorted().map(\.declaration)
        if !additions.isEmpty {
            if !text.hasSuffix("\n") { text += "\n" }
            if lineDirectives { text += "\n#sourceLocation()" }
            text += "\n// Added by uikit-port.\n\n" + additions.joined(separator: "\n\n") + "\n"
        }
        if lineDirectives {
            let escaped = file.path.map { $0 == "\\" || $0 == "\"" ? "\\\($0)" : "\($0)" }.joined()
            text = "#sourceLocation(file: \"\(escaped)\", line: 1)\n" + text
        }
        let diagnostics = visitor.diagnostics.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
        return PortResult(text: text, diagnostics: diagnostics)
    }

    /// The index of the files whose trees are `trees`.
    private static func index(of trees: [SourceFileSyntax]) -> PortIndex {
        let collector = IndexCollector(index: PortIndex())
        for tree in trees { collector.walk(tree) }
        return collector.index
    }
}
