import ArgumentParser
import GLCompositor
import Graphics
import LayerTree
import ReferenceRenderer

/// `glbench demo`: renders the demo scene to a PNG, then times it briefly.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo", abstract: "Render the demo scene to a PNG and print a short benchmark.")

    @OptionGroup var backendOptions: BackendOptions

    @Option(help: "Where to write the PNG.") var png = "demo.png"
    @Option(help: "Width in pixels.") var width = 960
    @Option(help: "Height in pixels.") var height = 540
    @Option(help: "Measured frames for the short benchmark.") var frames = 30
    @Option(
        help:
            "Also draw the frame with the CPU reference renderer, write it here, and count the GPU frame's pixels beyond the reference's tolerances."
    )
    var referencePng: String?

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
        switch try backendOptions.chooseRenderer() {
        case .gl(let context): try runWithGL(context)
        case .software(let reason): try runInSoftware(reason)
        }
    }

    @MainActor
    private func runWithGL(_ context: GLContext) throws {
        print(RendererHeader(context).lines)
        let timer = FrameTimer(warmup: 3, frames: frames)
        let scenes: [any BenchScene] = [ClearReadbackScene(), DemoFrameScene()]
        let results = try context.withCurrent { () throws -> [SceneResult] in
            let scene = DemoScene(width: width, height: height)
            let compositor = try Compositor(context: context)
            scene.advance(to: 1.2)
            try scene.render(with: compositor)
            let image = try scene.image(from: compositor)
            try image.writePNG(to: png)
            print("wrote \(png) (\(width)x\(height))")
            if let referencePng, let tree = compositor.lastWindowTree {
                let reference = ReferenceRenderer.render(tree, width: image.width, height: image.height, scale: 1)
                try reference.image.writePNG(to: referencePng)
                let comparison = reference.compare(image)
                print("wrote \(referencePng): reference: \(comparison.mismatches.count) pixels beyond tolerance")
            }
            print("")
            return try scenes.map { try $0.run(context: context, width: width, height: height, timer: timer) }
        }
        let report = BenchReport(header: RendererHeader(context), width: width, height: height, scenes: results)
        print(report.table.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(6).joined(separator: "\n"))
    }

    /// The demo drawn by the CPU reference renderer: the PNG, then a few frames timed.
    @MainActor
    private func runInSoftware(_ reason: String) throws {
        print(Renderer.softwareHeader(reason))
        let scene = DemoScene(width: width, height: height)
        scene.advance(to: 1.2)
        try scene.softwareImage().writePNG(to: png)
        if let referencePng { try scene.softwareImage().writePNG(to: referencePng) }
        print("wrote \(png) (\(width)x\(height))\n")
        let timer = FrameTimer(warmup: 1, frames: min(frames, 5))
        let times = timer.measure { frame in
            scene.advance(to: 1.2 + Double(frame) / 60)
            _ = scene.softwareImage()
        }
        print(String(format: "demo-software: %d frames, median %.1f ms, p95 %.1f ms", timer.frames, times.median, times.p95))
    }
}
