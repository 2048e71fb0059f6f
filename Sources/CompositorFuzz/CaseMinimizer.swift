import Foundation

/// Shrinks a failing case while it still fails: drops the steps after the failing frame, then
/// whole steps, single changes, nodes with their subtrees, masks, and one property of one node
/// at a time back to its default — greedily, until nothing more can go or the budget of
/// replays is spent. What is left is the smallest tree and history that still show a mismatch.
@MainActor
public struct CaseMinimizer {
    let fuzzer: DifferentialFuzzer
    /// How many replays minimizing may take.
    public var budget: Int

    public init(fuzzer: DifferentialFuzzer, budget: Int = 300) {
        self.fuzzer = fuzzer
        self.budget = budget
    }

    /// The smallest variant of `failing` found that still fails, and its outcome.
    public mutating func minimize(_ failing: FuzzCase, outcome: DifferentialFuzzer.Outcome) -> (
        FuzzCase, DifferentialFuzzer.Outcome
    ) {
        var best = failing, bestOutcome = outcome
        if let frame = outcome.frame, frame < best.steps.count { best.steps = Array(best.steps.prefix(frame)) }
        var changed = true
        while changed && budget > 0 {
            changed = false
            for candidate in candidates(of: best) {
                guard budget > 0 else { break }
                budget -= 1
                let result = fuzzer.run(candidate)
                if result.isMismatch {
                    best = candidate
                    bestOutcome = result
                    if let frame = result.frame, frame < best.steps.count { best.steps = Array(best.steps.prefix(frame)) }
                    changed = true
                    break
                }
            }
        }
        return (best, bestOutcome)
    }

    /// Every one-edit simplification of `c`, smallest edits of the history first.
    private func candidates(of c: FuzzCase) -> [FuzzCase] {
        var result: [FuzzCase] = []
        func with(_ edit: (inout FuzzCase) -> Void) {
            var copy = c
            edit(&copy)
            if copy != c { result.append(copy) }
        }
        for index in c.steps.indices.reversed() { with { $0.steps.remove(at: index) } }
        for (s, step) in c.steps.enumerated() where step.count > 1 {
            for m in step.indices { with { $0.steps[s].remove(at: m) } }
        }
        let nodes = c.scene.root.allNodes.dropFirst()
        for node in nodes.reversed() {
            with { $0.scene.root = $0.scene.root.removing(node.id) ?? $0.scene.root }
        }
        for node in c.scene.root.allNodes {
            for simplify in Self.simplifications {
                with { $0.scene.root = $0.scene.root.updating(node.id, simplify) }
            }
        }
        return result
    }

    /// One property back to its default, each.
    private static let simplifications: [(inout FuzzNode) -> Void] = [
        { $0.mask = nil }, { $0.transform = .identity }, { $0.sublayerTransform = .identity }, { $0.shadow = nil },
        { $0.borderWidth = 0 }, { $0.cornerRadius = 0 }, { $0.maskedCorners = 15 }, { $0.continuousCorners = false },
        { $0.opacity = 1 }, { $0.zPosition = 0 }, { $0.boundsOrigin = .zero }, { $0.anchorPoint = CGPoint(x: 0.5, y: 0.5) },
        { $0.masksToBounds = false }, { $0.background = nil }, { $0.allowsGroupOpacity = true }, { $0.isOpaque = false },
        { $0.isHidden = false }, { $0.isDoubleSided = true }, { $0.magnificationFilter = .linear },
        { $0.minificationFilter = .linear },
        { $0.frame = $0.frame.integral },
    ]
}
