import ArgumentParser
import GLCompositor
import Graphics

/// `glbench demo`: renders the demo scene to a PNG, then times it briefly.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo", abstract: "Render the demo scene to a PNG and print a short benchmark.")

    @OptionGroup var backendOptions: BackendOptions

    @Option(help: "Where to write the PNG.") var png = "demo.png"
    @Option(help: "Width in pixels.") var width = 960
    @Option(help: "Height in pixels.") var height = 540
    @Option(help: "Measured frames for the short benchmark.") var frames = 30

    func validate() throws {
        guard width > 0, height > 0, frames > 0 else {
            throw ValidationError("--width, --height and --frames must be positive")
        }
    }

    func run() throws {
        try MainActor.assumeIsolated { try runOnMainActor() }
    }

    @MainActor
    private func runOnMainActor() throws {
        let context = try backendOptions.makeContext()
        print(RendererHeader(context).lines)
        let timer = FrameTimer(warmup: 3, frames: frames)
        let scenes: [any BenchScene] = [ClearReadbackScene(), DemoFrameScene()]
        let results = try context.withCurrent { () throws -> [SceneResult] in
            let scene = try DemoScene(context: context, width: width, height: height)
            scene.advance(to: 1.2)
            try scene.render()
            try scene.image().writePNG(to: png)
            print("wrote \(png) (\(width)x\(height))\n")
            return try scenes.map { try $0.run(context: context, width: width, height: height, timer: timer) }
        }
        let report = BenchReport(header: RendererHeader(context), width: width, height: height, scenes: results)
        print(report.table.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(6).joined(separator: "\n"))
    }
}
