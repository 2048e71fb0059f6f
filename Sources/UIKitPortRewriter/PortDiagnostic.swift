/// Something the rewriter could not rewrite, or rewrote with a difference worth knowing, at a
/// place in an iOS source file.
public struct PortDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// The file's path, as given to the rewriter.
    public var path: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, in UTF-8 bytes.
    public var column: Int
    /// What was not rewritten and why, or what differs.
    public var message: String

    /// A diagnostic at `path`:`line`:`column`.
    public init(path: String, line: Int, column: Int, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// `path:line:column: warning: uikit-port: message`, the form compilers and IDEs read.
    public var description: String { "\(path):\(line):\(column): warning: uikit-port: \(message)" }
}
