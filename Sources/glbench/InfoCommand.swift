import ArgumentParser
import GLCompositor

/// `glbench info`: the backend, driver and limits a context gets.
struct InfoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info", abstract: "Print the EGL backend, GL driver, limits and extensions.")

    @OptionGroup var backendOptions: BackendOptions

    @Flag(help: "List every GL extension.")
    var extensions = false

    func run() throws {
        let context = try backendOptions.makeContext()
        let caps = context.capabilities
        print(RendererHeader(context).lines)
        print("GLSL:     \(caps.shadingLanguageVersion)")
        print("max texture size: \(caps.maxTextureSize), max render target: \(caps.maxRenderTargetSize)")
        print("BGRA upload: \(caps.uploadsBGRA), BGRA readback: \(caps.readsBGRA)")
        print("robust context: \(context.isRobust), debug output: \(context.hasDebugOutput)")
        print("GL extensions: \(caps.extensions.count)")
        if extensions { for name in caps.extensions.sorted() { print("  \(name)") } }
    }
}
