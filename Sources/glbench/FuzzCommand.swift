import ArgumentParser
import CompositorFuzz
import Foundation
import GLCompositor

/// `glbench fuzz`: differential fuzzing of the compositor against the reference renderer.
struct FuzzCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fuzz",
        abstract: "Render random view and layer trees with the compositor and the reference renderer and compare them.",
        discussion: """
            Case k of a run has the seed S + k. A mismatch prints its seed, the case minimized and the \
            first frame that differs, and writes that frame as drawn by the compositor and the \
            reference, and their difference, as PNGs. The last line is `fuzz: N cases, M mismatches`.
            """)

    @OptionGroup var backendOptions: BackendOptions

    @Option(help: "How many cases to run.") var cases = 100
    @Option(help: "The first case's seed (decimal or 0x-hex); case k has seed + k.", transform: FuzzCommand.parseSeed)
    var seed: UInt64 = 1
    @Option(help: "Where mismatches' images go.") var out = "fuzz-failures"
    @Flag(help: "Report mismatches as found, without minimizing them.") var noMinimize = false
    @Flag(help: "Print every case, not only mismatches.") var verbose = false

    func validate() throws {
        guard cases > 0 else { throw ValidationError("--cases must be positive") }
    }

    static func parseSeed(_ text: String) throws -> UInt64 {
        let parsed = text.lowercased().hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
        guard let parsed else { throw ValidationError("--seed takes a decimal or 0x-hex number, not \(text)") }
        return parsed
    }

    func run() throws {
        try MainActor.assumeIsolated { try runOnMainActor() }
    }

    @MainActor
    private func runOnMainActor() throws {
        let context = try backendOptions.makeContext()
        print(RendererHeader(context).lines)
        let fuzzer = try DifferentialFuzzer(context: context)
        var mismatches = 0
        let start = Date()
        for k in 0..<cases {
            let fuzzCase = FuzzCase(seed: seed &+ UInt64(k))
            if verbose { print(fuzzCase) }
            let outcome = fuzzer.run(fuzzCase)
            if outcome.isMismatch {
                mismatches += 1
                var shown = (fuzzCase, outcome)
                if !noMinimize {
                    var minimizer = CaseMinimizer(fuzzer: fuzzer)
                    shown = minimizer.minimize(fuzzCase, outcome: outcome)
                }
                print(FuzzReport.text(shown.0, shown.1))
                for path in try FuzzReport.writeImages(shown.0, shown.1, to: out) { print("wrote \(path)") }
            }
            if (k + 1) % 500 == 0 {
                FileHandle.standardError.write(
                    Data("\(k + 1) cases, \(mismatches) mismatches, \(Int(Date().timeIntervalSince(start))) s\n".utf8))
            }
        }
        print(
            String(
                format: "%d frames compared in %.1f s: compositor %.1f s, reference %.1f s", fuzzer.framesCompared,
                Date().timeIntervalSince(start), fuzzer.compositorSeconds, fuzzer.referenceSeconds))
        print("fuzz: \(cases) cases, \(mismatches) mismatches")
        if mismatches > 0 { throw ExitCode(1) }
    }
}
