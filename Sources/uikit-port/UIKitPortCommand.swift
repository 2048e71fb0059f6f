import ArgumentParser
import Foundation
import UIKitPortRewriter

/// `uikit-port`: rewrites iOS Swift files' Objective-C-only constructs (target-action, `@objc`,
/// `#selector`, `@objc optional`, `@NSManaged`, `#keyPath`, colour and image literals) into what
/// compiles on Linux against UIKitGL, and reports what it could not rewrite as
/// `file:line:column: warning:` lines on standard error.
@main
struct UIKitPortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "uikit-port",
        abstract: "Rewrites iOS Swift sources' Objective-C-only constructs into what compiles on Linux with UIKitGL.",
        discussion: """
            Files given together (inputs and --context files) are read together: a #selector names a method \
            of any of them, and an @objc optional requirement declared in one is called without '?' in all.
            """)

    @Argument(help: "The iOS Swift files to rewrite.")
    var inputs: [String]

    @Option(name: .shortAndLong, help: "Where to write the rewritten file: once per input, in the inputs' order.")
    var output: [String] = []

    @Option(name: .long, help: "A folder to write each rewritten file into, under its own name.")
    var outputDirectory: String?

    @Option(name: .long, help: "Another file ported with the inputs, read but not rewritten (repeatable).")
    var context: [String] = []

    @Flag(name: .long, help: "Start each output with #sourceLocation, so compiler messages name the input's lines.")
    var lineDirectives = false

    @Flag(name: .long, help: "Exit with status 1 when something could not be rewritten.")
    var strict = false

    func validate() throws {
        if Set(inputs).count != inputs.count { throw ValidationError("An input is given twice.") }
        if !output.isEmpty, outputDirectory != nil { throw ValidationError("Give --output or --output-directory, not both.") }
        if !output.isEmpty, output.count != inputs.count { throw ValidationError("Give one --output for each input.") }
        if output.isEmpty, outputDirectory == nil, inputs.count != 1 {
            throw ValidationError("Several inputs need --output or --output-directory (one input alone goes to standard output).")
        }
    }

    func run() throws {
        var paths: [String] = []
        for path in inputs + context where !paths.contains(path) { paths.append(path) }
        let sources = try paths.map { PortSource(path: $0, text: try String(contentsOfFile: $0, encoding: .utf8)) }
        let rewriter = PortRewriter(context: sources)
        var reported = 0
        for (position, source) in sources.prefix(inputs.count).enumerated() {
            let result = rewriter.rewrite(source, lineDirectives: lineDirectives)
            for diagnostic in result.diagnostics {
                FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
            }
            reported += result.diagnostics.count
            let name = URL(fileURLWithPath: source.path).lastPathComponent
            if let destination = output.isEmpty ? outputDirectory.map({ "\($0)/\(name)" }) : output[position] {
                try write(result.text, to: destination)
            } else {
                print(result.text, terminator: "")
            }
        }
        if strict, reported > 0 { throw ExitCode(1) }
    }

    /// Writes `text` to `path` unless the file already holds it (so that the build compiles again
    /// only what changed), making its folder when missing.
    private func write(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        if let existing = try? String(contentsOf: url, encoding: .utf8), existing == text { return }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url, options: .atomic)
    }
}
