import CompositorFuzz
import Foundation
import GLCompositor
import Graphics
import LayerTree
import ReferenceRenderer
import Testing

/// The compositor against the reference renderer over random scenes and changes (issue 19): every
/// frame of every case, drawn by the compositor with damage tracking and by the reference, must
/// match within the reference's tolerances (a level or two, and the alpha of what covers a pixel
/// an edge crosses). `glbench fuzz --cases N --seed S` runs as many as asked.
@Suite("Differential fuzzing: the compositor against the reference renderer")
@MainActor
struct DifferentialFuzzTests {
    /// Cases the suite runs: about 15 ms of reference drawing a frame in a debug build, three or
    /// four frames a case.
    static let cases = 200
    static let firstSeed: UInt64 = 0x19_0000

    @Test("200 random cases match the reference frame by frame; a mismatch reports its seed, minimized, and writes three images")
    func randomCases() throws {
        let fuzzer = try DifferentialFuzzer(context: GLContext(options: surfacelessOptions))
        var mismatches = 0
        for k in 0..<Self.cases {
            let fuzzCase = FuzzCase(seed: Self.firstSeed + UInt64(k))
            let outcome = fuzzer.run(fuzzCase)
            guard outcome.isMismatch else { continue }
            mismatches += 1
            var minimizer = CaseMinimizer(fuzzer: fuzzer, budget: 100)
            let (small, smallOutcome) = minimizer.minimize(fuzzCase, outcome: outcome)
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("uikitgl-fuzz").path
            let written = (try? FuzzReport.writeImages(small, smallOutcome, to: directory)) ?? []
            Issue.record(Comment(rawValue: FuzzReport.text(small, smallOutcome) + "\n" + written.joined(separator: "\n")))
            if mismatches >= 3 { break }
        }
        #expect(fuzzer.framesCompared >= Self.cases * 2, "every case draws its first frame and at least one change")
        try fuzzer.context.withCurrent { #expect(fuzzer.context.takeErrors() == []) }
    }

    @Test("The suite's cases round corners continuously too (views, layers and solid masks), so both renderers draw them")
    func continuousCorners() {
        func continuous(_ node: FuzzNode) -> (nodes: Int, masks: Int) {
            let mask = node.mask.map { $0.cornerRadius > 0 && $0.continuousCorners ? 1 : 0 } ?? 0
            return node.children.map(continuous).reduce((node.cornerRadius > 0 && node.continuousCorners ? 1 : 0, mask)) {
                ($0.nodes + $1.nodes, $0.masks + $1.masks)
            }
        }
        let counts = (0..<UInt64(Self.cases)).map { continuous(FuzzCase(seed: Self.firstSeed + $0).scene.root) }
        #expect(counts.map(\.nodes).reduce(0, +) >= 100, "continuous rounded nodes in \(Self.cases) cases")
        #expect(counts.map(\.masks).reduce(0, +) >= 8, "continuous rounded masks")
    }

    @Test("A case replays the same: its seed names its scene and changes")
    func seedsReplay() {
        #expect(FuzzCase(seed: 42) == FuzzCase(seed: 42))
        #expect(FuzzCase(seed: 42) != FuzzCase(seed: 43))
    }

    @Test("The fuzzer sees a wrong frame: a compositor frame one level off inside a flat colour is a mismatch")
    func detectsDifferences() throws {
        var node = FuzzNode(id: 1, kind: .view, frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        node.background = FuzzColor(0.5, 0.5, 0.5)
        let fuzzer = try DifferentialFuzzer(context: GLContext(options: surfacelessOptions))
        #expect(!fuzzer.run(FuzzCase(seed: 1, scene: FuzzScene(size: CGSize(width: 20, height: 20), root: node))).isMismatch)
        // The reference's own verdict on a doctored frame: three levels off where one is allowed.
        let tree = fuzzer.compositor.lastWindowTree
        let reference = ReferenceRenderer.render(tree, width: 20, height: 20, scale: 1)
        var doctored = reference.image
        doctored.withUnsafeMutableBytes { $0[(10 * 20 + 10) * 4 + 1] &+= 3 }
        #expect(reference.compare(doctored).mismatches.count == 1)
    }
}
