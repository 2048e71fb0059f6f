import Testing
import UIKitPortRewriter

/// Rewrites `text` as the file `path`, with `context` as the other files ported with it.
func port(_ text: String, path: String = "View.swift", context: [String] = []) -> PortResult {
    let others = context.enumerated().map { PortSource(path: "Other\($0.offset).swift", text: $0.element) }
    let file = PortSource(path: path, text: text)
    return PortRewriter(context: others + [file]).rewrite(file)
}

/// Expects `input` rewritten to exactly `output` with no diagnostics.
func expectPort(
    _ input: String, _ output: String, context: [String] = [], sourceLocation: SourceLocation = #_sourceLocation
) {
    let result = port(input, context: context)
    #expect(result.text == output, sourceLocation: sourceLocation)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)", sourceLocation: sourceLocation)
}
