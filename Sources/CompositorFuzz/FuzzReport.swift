import Foundation
import Graphics
import ReferenceRenderer

/// What a failing case prints and writes: its seed, the (minimized) tree and history, where the
/// frames differ, and three images — the compositor's frame, the reference's, and their difference
/// (red beyond the tolerance, grey within it, ×8).
public enum FuzzReport {
    /// The text to print for a failing case.
    public static func text(_ fuzzCase: FuzzCase, _ outcome: DifferentialFuzzer.Outcome) -> String {
        var lines = ["MISMATCH seed \(fuzzCase.seedText)"]
        if let error = outcome.error { lines.append("error: \(error)") }
        if let frame = outcome.frame, let comparison = outcome.comparison {
            let count = comparison.mismatches.count
            lines.append("frame \(frame): \(count) pixel\(count == 1 ? "" : "s") beyond tolerance")
            if let worst = comparison.worst { lines.append("worst \(worst)") }
        }
        lines.append(fuzzCase.description)
        return lines.joined(separator: "\n")
    }

    /// Writes `<prefix>-gl.png`, `-reference.png` and `-difference.png` into `directory`; returns the paths.
    public static func writeImages(
        _ fuzzCase: FuzzCase, _ outcome: DifferentialFuzzer.Outcome, to directory: String
    ) throws -> [String] {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let prefix = (directory as NSString).appendingPathComponent("fuzz-\(fuzzCase.seedText)")
        var written: [String] = []
        for (suffix, image) in [
            ("gl", outcome.compositorImage), ("reference", outcome.referenceImage),
            ("difference", outcome.comparison?.differenceImage),
        ] {
            guard let image, image.width > 0 else { continue }
            let path = "\(prefix)-\(suffix).png"
            try image.writePNG(to: path)
            written.append(path)
        }
        return written
    }
}
