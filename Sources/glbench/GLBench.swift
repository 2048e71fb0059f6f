import ArgumentParser

/// `glbench`: renders on the GPU (or llvmpipe) through this package and reports how fast.
@main
struct GLBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "glbench",
        abstract: "Benchmark and demo for the UIKitGL compositor (OpenGL ES 3 through EGL, no window system).",
        subcommands: [
            BenchCommand.self, DemoCommand.self, PlanCommand.self, LayoutCommand.self, InfoCommand.self, FuzzCommand.self,
            SoakCommand.self,
        ],
        defaultSubcommand: BenchCommand.self)
}
