import ArgumentParser
import Foundation
import LayerTree
import LayoutSolver

/// `glbench layout`: Auto Layout build + first solve and a one-constant change, for hierarchies
/// of 100, 1,000 and 10,000 views, with the same constraint systems solved by kiwisolver in the
/// same run as the peer baseline.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Time Auto Layout (build + solve, one change) against kiwisolver on the same constraint systems.")

    @Option(name: .customLong("count"), help: "View counts (repeatable); 100, 1000 and 10000 by default.")
    var counts: [Int] = [100, 1000, 10000]
    @Option(name: .customLong("scene"), help: "Scenes (repeatable): grid, stacks; both by default.")
    var scenes: [String] = []
    @Option(help: "Timed one-constant changes per case.") var edits = 21
    @Flag(help: "Skip the kiwisolver baseline.") var noPeer = false
    @Option(help: "Write each case's constraint system as DIR/<scene>-<views>.json (what the baselines solve).")
    var export: String?

    func validate() throws {
        guard counts.allSatisfy({ $0 > 0 }), edits > 0 else { throw ValidationError("--count and --edits must be positive") }
        guard scenes.allSatisfy({ LayoutScene(rawValue: $0) != nil }) else {
            throw ValidationError("--scene must be one of: \(LayoutScene.allCases.map(\.rawValue).joined(separator: ", "))")
        }
    }

    func run() throws {
        MainActor.assumeIsolated { runOnMainActor() }
    }

    @MainActor
    private func runOnMainActor() {
        print(
            "scene   views  | UIKit build+layout  change+layout | solver build  edit    | kiwisolver build  edit    | ratio build  edit"
        )
        for scene in scenes.isEmpty ? LayoutScene.allCases : scenes.compactMap(LayoutScene.init) {
            for count in counts { print(measure(scene, count: count)) }
        }
    }

    @MainActor
    private func measure(_ scene: LayoutScene, count: Int) -> String {
        let clock = ContinuousClock()
        var root: UIView?
        let build = clock.measure {
            root = scene.build(count: count, width: 1000)
            root?.layoutIfNeeded()
        }
        guard let root, let system = LayoutEngineProbe.system(of: root) else { return "\(scene.rawValue): no layout engine" }
        let widths: [Double] = (0..<edits).map { step in 1000 + Double(step % 2) * 10 + Double(step) }
        let export = LayoutSystemExport(
            constraints: system.constraints, width: system.width, height: system.height, size: system.size,
            strength: system.strength, widthSteps: widths)
        var changes: [Double] = []
        for width in widths {
            let change = clock.measure {
                root.frame.size.width = CGFloat(width)
                root.layoutIfNeeded()
            }
            changes.append(LayoutSolverReplay.microseconds(change))
        }
        if let directory = self.export {
            let url = URL(fileURLWithPath: directory).appendingPathComponent("\(scene.rawValue)-\(count).json")
            try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try? JSONEncoder().encode(export).write(to: url)
        }
        let replay = LayoutSolverReplay.run(export)
        var peer = "kiwisolver: skipped"
        var ratio = ""
        if !noPeer {
            do {
                let kiwi = try KiwiBaseline.run(export)
                peer = String(format: "%9.2f ms %7.1f µs", kiwi.buildMilliseconds, kiwi.editMicroseconds)
                ratio = String(
                    format: "%5.2f× %5.2f×", replay.buildMilliseconds / kiwi.buildMilliseconds,
                    replay.editMicroseconds / kiwi.editMicroseconds)
                if abs(kiwi.checksum - replay.checksum) > 1e-6 * max(1, abs(kiwi.checksum)) {
                    ratio += String(format: " solutions differ: Σ %.3f vs kiwisolver %.3f", replay.checksum, kiwi.checksum)
                }
            } catch {
                peer = "\(error)"
            }
        }
        return String(
            format: "%-7@ %6d | %12.2f ms %10.1f µs | %9.2f ms %7.1f µs | %@ | %@", scene.rawValue as NSString, count,
            LayoutSolverReplay.microseconds(build) / 1000, changes.sorted()[changes.count / 2], replay.buildMilliseconds,
            replay.editMicroseconds, peer as NSString, ratio as NSString)
    }
}
