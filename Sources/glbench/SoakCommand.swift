import ArgumentParser
import CompositorFuzz
import Foundation
import GLCompositor

/// `glbench soak`: frames of random changes under texture budget pressure, and what stays behind.
struct SoakCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "soak",
        abstract: "Render many frames of random changes with a small texture budget; check GL objects and bytes return.",
        discussion: """
            A warm-up run (a tenth of the frames, at least 1,000) compiles the shader variants the \
            scenes need; the same reference scene is then rendered before and after the run, and the \
            last line reads `soak: N frames after W of warm-up, GL objects A -> B, texture bytes \
            X -> Y, resident R0 -> R1 MB`.
            """)

    @OptionGroup var backendOptions: BackendOptions

    @Option(help: "Frames of random changes.") var frames = 100_000
    @Option(help: "The seed of the scenes and changes.") var seed: UInt64 = 1
    @Option(help: "Texture budget in KiB.") var budget = 256

    func validate() throws {
        guard frames > 0, budget > 0 else { throw ValidationError("--frames and --budget must be positive") }
    }

    func run() throws {
        try MainActor.assumeIsolated { try runOnMainActor() }
    }

    @MainActor
    private func runOnMainActor() throws {
        let context = try backendOptions.makeContext()
        print(RendererHeader(context).lines)
        let soak = try SoakRun(context: context, seed: seed, textureBudget: budget << 10)
        let warmup = max(1000, frames / 10)
        try soak.run(frames: warmup)
        let start = try soak.measure()
        let began = Date()
        try soak.run(frames: frames) { done in
            FileHandle.standardError.write(Data("\(done) frames, \(Int(Date().timeIntervalSince(began))) s\n".utf8))
        }
        let end = try soak.measure()
        print("start: \(start)\nend:   \(end)")
        print(
            "soak: \(soak.frames - warmup) frames after \(warmup) of warm-up, GL objects \(start.glObjects) -> \(end.glObjects), texture bytes "
                + "\(start.textureBytes) -> \(end.textureBytes), resident \(start.residentBytes >> 20) -> "
                + "\(end.residentBytes >> 20) MB")
        // Programs are compiled on first use and kept (a scene may need a variant the warm-up did not).
        let returned = GLObjectKind.allCases.filter { $0 != .program }.allSatisfy {
            start.byKind[$0, default: 0] == end.byKind[$0, default: 0]
        }
        if !returned || start.textureBytes != end.textureBytes { throw ExitCode(1) }
    }
}
