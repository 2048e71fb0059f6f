import ArgumentParser
import Foundation
import GLCompositor

/// `glbench plan`: times planning alone for the 10,000-layer tree (no drawing).
struct PlanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plan", abstract: "Time building the frame plan of a 10,000-layer tree.")

    @OptionGroup var backendOptions: BackendOptions
    @Option(help: "Target width in pixels.") var width = 1920
    @Option(help: "Target height in pixels.") var height = 1080
    @Option(help: "Timed plans (raise it for profiling).") var iterations = 20

    func run() throws {
        try MainActor.assumeIsolated {
            let context = try backendOptions.makeContext()
            try context.withCurrent {
                let times = try PlanningProbe.measure(context: context, width: width, height: height, iterations: iterations)
                print("planning \(PlanningProbe.layerCount) layers: median \(String(format: "%.3f", times.median)) ms, p95 \(String(format: "%.3f", times.p95)) ms")
            }
        }
    }
}
