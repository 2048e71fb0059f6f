import ArgumentParser
import Foundation
import GLCompositor
import Graphics

/// `glbench bench` (the default): runs the workload scenes with the compositor and, side by
/// side in the same run, the baselines every figure is a ratio to; prints a table or JSON.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench", abstract: "Time the workload scenes against their baselines (default command).")

    @OptionGroup var backendOptions: BackendOptions

    @Option(help: "Target width in pixels.") var width = 1920
    @Option(help: "Target height in pixels.") var height = 1080
    @Option(help: "Views per scene (scroll: cells = 2 × layers; clipmask: groups = layers / 10).") var layers = 500
    @Option(help: "Measured frames per scene.") var frames = 60
    @Option(help: "Untimed warm-up frames per scene, after the first.") var warmup = 5
    @Option(
        name: .customLong("scene"),
        help: "Run only these scenes (repeatable): \(Workload.Kind.allCases.map(\.rawValue).joined(separator: ", ")).")
    var scenes: [Workload.Kind] = []
    @Option(help: "Save each scene's last frame as DIR/<scene>.png.") var png: String?
    @Flag(help: "All scenes with few frames: a quick look.") var quick = false
    @Flag(help: "Print one JSON object on stdout instead of the table.") var json = false
    @Option(help: "Also write an HTML report with PNG charts into DIR (DIR/index.html; self-contained).")
    var report: String?

    func validate() throws {
        guard width > 0, height > 0 else { throw ValidationError("--width and --height must be positive") }
        guard layers > 0 else { throw ValidationError("--layers must be positive") }
        guard frames > 0, warmup >= 0 else { throw ValidationError("--frames must be positive, --warmup not negative") }
    }

    func run() throws {
        try MainActor.assumeIsolated { try runOnMainActor() }
    }

    /// Views and layers live on the main actor, and so does the GL work that renders them.
    @MainActor
    private func runOnMainActor() throws {
        let context = try backendOptions.makeContext()
        let settings = WorkloadRunner.Settings(
            width: width, height: height, layers: layers,
            frames: quick ? 8 : frames, warmup: quick ? 2 : warmup, baselineFrames: quick ? 4 : max(1, frames / 3))
        if let png { try FileManager.default.createDirectory(atPath: png, withIntermediateDirectories: true) }
        let report = try context.withCurrent { () throws -> WorkloadReport in
            let runner = WorkloadRunner(context: context, settings: settings)
            // The probe first, on a fresh heap: after the scenes, the harness's own freed
            // workloads scatter the probe's tree in memory and slow its walk (1.2 → 2–4 ms).
            progress("planning \(PlanningProbe.layerCount) layers…")
            let planning = try PlanningProbe.measure(context: context, width: width, height: height)
            var results: [WorkloadResult] = []
            let kinds = scenes.isEmpty ? Workload.Kind.allCases : scenes
            let started = Date()
            for (index, kind) in kinds.enumerated() {
                progress(sceneProgress(index: index, of: kinds.count, kind: kind, started: started))
                results.append(try runner.run(kind, pngDirectory: png))
            }
            progress("scenes done in \(String(format: "%.1f", Date().timeIntervalSince(started))) s")
            return WorkloadReport(
                header: RendererHeader(context), width: width, height: height, layers: layers,
                plan10kMilliseconds: planning.plan, oneChange10kMilliseconds: planning.oneChangeFrame, scenes: results)
        }
        print(json ? report.json : report.table)
        if let directory = self.report { progress("wrote \(try ReportPage(report: report).write(to: directory))") }
    }

    /// `[3/9] scroll at 1920x1080 (12.4 s so far, about 25 s left)…`: scenes take similar time.
    private func sceneProgress(index: Int, of count: Int, kind: Workload.Kind, started: Date) -> String {
        let elapsed = Date().timeIntervalSince(started)
        var timing = ""
        if index > 0 {
            let left = elapsed / Double(index) * Double(count - index)
            timing = String(format: " (%.1f s so far, about %.0f s left)", elapsed, left)
        }
        return "[\(index + 1)/\(count)] \(kind.rawValue) at \(width)x\(height)\(timing)…"
    }
}
