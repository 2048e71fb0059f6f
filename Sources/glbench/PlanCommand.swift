import ArgumentParser
import Foundation
import GLCompositor

/// `glbench plan`: times planning the 10,000-layer tree, and a frame of it with one view changed.
struct PlanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plan", abstract: "Time planning a 10,000-layer tree, and a frame of it with one view changed.")

    @OptionGroup var backendOptions: BackendOptions
    @Option(help: "Target width in pixels.") var width = 1920
    @Option(help: "Target height in pixels.") var height = 1080
    @Option(help: "Timed plans (raise it for profiling).") var iterations = 20
    @Option(help: "Layers in the tree (containers of 99 views, in sections of 100 containers beyond 10,000).")
    var layers = PlanningProbe.layerCount

    func run() throws {
        try MainActor.assumeIsolated {
            let context = try backendOptions.makeContext()
            try context.withCurrent {
                let result = try PlanningProbe.measure(
                    context: context, width: width, height: height, iterations: iterations, layers: layers)
                func figures(_ times: FrameTimes) -> String {
                    "median \(String(format: "%.3f", times.median)) ms, p95 \(String(format: "%.3f", times.p95)) ms"
                }
                print("planning \(layers) layers: \(figures(result.plan))")
                print("a frame of \(layers) layers with one view changed: \(figures(result.oneChangeFrame))")
            }
        }
    }
}
