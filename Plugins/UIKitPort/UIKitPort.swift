import Foundation
import PackagePlugin

/// Compiles the iOS Swift files in a target's `UIKitSources/` folder after `uikit-port` rewrites
/// them into the plugin's work directory; the files themselves stay as they are (and keep
/// building on iOS). The target lists the folder in `exclude:` so that SwiftPM does not compile
/// the originals:
///
///     .target(name: "MyViews", dependencies: [.product(name: "UIKit", package: "UIKitGL")],
///             exclude: ["UIKitSources"], plugins: [.plugin(name: "UIKitPort", package: "UIKitGL")])
///
/// One command rewrites the folder, each file into its own copy: the files are read together (a
/// `#selector` may name a method declared in another file) and parsed once. A copy is written
/// only when its text changes, so only changed copies compile again. Each copy starts with a line
/// directive, so compiler messages point into the iOS file.
@main
struct UIKitPort: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folder = target.directoryURL.appending(path: "UIKitSources", directoryHint: .isDirectory)
        let files = Self.swiftFiles(in: folder)
        guard !files.isEmpty else { return [] }
        let tool = try context.tool(named: "uikit-port")
        let outputFolder = context.pluginWorkDirectoryURL.appending(path: "UIKitSources", directoryHint: .isDirectory)
        let outputs = files.map { outputFolder.appending(path: $0.outputName) }
        return [
            .buildCommand(
                displayName: "Porting \(files.count) iOS file(s) in \(target.name)/UIKitSources",
                executable: tool.url,
                arguments: files.map(\.url.path) + outputs.flatMap { ["--output", $0.path] } + ["--line-directives"],
                inputFiles: files.map(\.url),
                outputFiles: outputs)
        ]
    }

    /// A Swift file of the folder: where it is, its path in the folder, and the name of its
    /// rewritten copy: the path with `/` as `_` (a module's file names must differ), ending in
    /// `.ported.swift` so that it differs from the iOS file's name, which the copy's line
    /// directive gives its code (`#fileID`), and from the target's own files.
    struct SourceFile {
        let url: URL
        let relativePath: String
        var outputName: String {
            String(relativePath.dropLast(".swift".count)).replacingOccurrences(of: "/", with: "_") + ".ported.swift"
        }
    }

    /// The `.swift` files under `folder`, in a stable order; none when there is no such folder.
    static func swiftFiles(in folder: URL) -> [SourceFile] {
        let root = folder.standardizedFileURL.path
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var files: [SourceFile] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let path = url.standardizedFileURL.path
            let relative = path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : url.lastPathComponent
            files.append(SourceFile(url: url, relativePath: relative))
        }
        return files.sorted { $0.relativePath < $1.relativePath }
    }
}
