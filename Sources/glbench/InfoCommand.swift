import ArgumentParser
import Foundation
import GLCompositor

/// `glbench info`: the backend, driver and limits a context gets.
struct InfoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info", abstract: "Print the EGL backend, GL driver, limits and extensions.")

    @OptionGroup var backendOptions: BackendOptions

    @Flag(help: "List every GL extension.")
    var extensions = false

    func run() throws {
        let context: GLContext
        switch try backendOptions.chooseRenderer() {
        case .gl(let made): context = made
        case .software(let reason):
            print(Renderer.softwareHeader(reason))
            for library in GLLibrary.allCases {
                print("\(library): " + (library.openFailure.map { "not opened (\($0))" } ?? "\(library.fileName)"))
            }
            print("GL libraries mapped: \(Self.mappedGLLibraries())")
            return
        }
        let caps = context.capabilities
        print(RendererHeader(context).lines)
        print("GLSL:     \(caps.shadingLanguageVersion)")
        print("max texture size: \(caps.maxTextureSize), max render target: \(caps.maxRenderTargetSize)")
        print("BGRA upload: \(caps.uploadsBGRA), BGRA readback: \(caps.readsBGRA)")
        print("robust context: \(context.isRobust), debug output: \(context.hasDebugOutput)")
        print("GL extensions: \(caps.extensions.count)")
        if extensions { for name in caps.extensions.sorted() { print("  \(name)") } }
        print("GL libraries mapped: \(Self.mappedGLLibraries())")
    }

    /// The EGL, GLES and GBM libraries this process has mapped (from /proc/self/maps), or "none".
    static func mappedGLLibraries() -> String {
        // Read to the end: /proc files report no size, and a sized read would stop early.
        let data = FileHandle(forReadingAtPath: "/proc/self/maps")?.readDataToEndOfFile() ?? Data()
        let maps = String(decoding: data, as: UTF8.self)
        let paths = Set(
            maps.split(separator: "\n").compactMap { line -> String? in
                guard let path = line.split(separator: " ", omittingEmptySubsequences: true).last.map(String.init),
                    ["libEGL", "libGLESv2", "libgbm"].contains(where: { path.contains($0) })
                else { return nil }
                return path
            })
        return paths.isEmpty ? "none" : paths.sorted().joined(separator: ", ")
    }
}
