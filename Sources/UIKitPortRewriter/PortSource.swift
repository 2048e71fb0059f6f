/// One Swift source file given to the rewriter: its path (used in diagnostics and line
/// directives) and its text.
public struct PortSource: Sendable, Hashable {
    /// The file's path.
    public var path: String
    /// The file's text.
    public var text: String

    /// A source file at `path` with `text`.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

/// A rewritten file: its new text and what the rewriter reports about it.
public struct PortResult: Sendable, Hashable {
    /// The rewritten text.
    public var text: String
    /// What could not be rewritten, or was rewritten with a difference, with file and line.
    public var diagnostics: [PortDiagnostic]

    /// A result of `text` with `diagnostics`.
    public init(text: String, diagnostics: [PortDiagnostic]) {
        self.text = text
        self.diagnostics = diagnostics
    }
}
