import Foundation

/// One fuzz case: a scene, then steps of changes, one frame after each. Made from a seed alone,
/// so the seed names the case; the minimizer edits the data directly.
public struct FuzzCase: Sendable, Equatable, CustomStringConvertible {
    public let seed: UInt64
    public var scene: FuzzScene
    /// Each step's changes, made in one transaction before its frame (frame 0 shows the scene as made).
    public var steps: [[FuzzMutation]]

    /// The case `seed` names: a random scene and one to four steps of random changes.
    public init(seed: UInt64) {
        var generator = SceneGenerator(seed: seed)
        let scene = generator.scene()
        var nodes = scene.root.allNodes
        var steps: [[FuzzMutation]] = []
        for _ in 0..<generator.random.integer(1...4) { steps.append(generator.step(of: &nodes)) }
        self.seed = seed
        self.scene = scene
        self.steps = steps
    }

    /// A case given as data (a minimized case kept as a regression test); `seed` names where it came from.
    public init(seed: UInt64, scene: FuzzScene, steps: [[FuzzMutation]] = []) {
        self.seed = seed
        self.scene = scene
        self.steps = steps
    }

    /// The case's seed in the form `glbench fuzz --seed` takes, to replay it.
    public var seedText: String { "0x" + String(seed, radix: 16) }

    public var description: String {
        var lines = [
            "seed \(seedText): window \(Int(scene.size.width))×\(Int(scene.size.height)) at scale \(scene.scale)",
            scene.root.description,
        ]
        for (index, step) in steps.enumerated() {
            lines.append("step \(index + 1):")
            lines += step.map { "  " + $0.description.replacingOccurrences(of: "\n", with: "\n    ") }
        }
        return lines.joined(separator: "\n")
    }
}
