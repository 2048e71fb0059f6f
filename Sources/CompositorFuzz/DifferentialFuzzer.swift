import Foundation
import GLCompositor
import Graphics
import LayerTree
import ReferenceRenderer

/// Runs fuzz cases through the GL compositor — window frames, damage tracking on, so every
/// frame after the first repaints only what it thinks changed — and through the reference
/// renderer, and compares every frame pixel by pixel within the reference's tolerances.
///
/// Use on the main thread; one compositor serves every case (each case starts with a full
/// repaint, so that its result depends on its seed alone).
@MainActor
public final class DifferentialFuzzer {
    public let context: GLContext
    public let compositor: Compositor

    /// Frames the fuzzer rendered and compared, over its lifetime.
    public private(set) var framesCompared = 0
    /// Seconds spent in the compositor (update cycle, plan, draw, readback) and in the reference
    /// (drawing and comparing), over the fuzzer's lifetime.
    public private(set) var compositorSeconds = 0.0
    public private(set) var referenceSeconds = 0.0

    public init(context: GLContext) throws {
        self.context = context
        compositor = try context.withCurrent { try Compositor(context: context) }
    }

    /// What one case showed: nil mismatch when every frame matched.
    public struct Outcome: Sendable {
        /// The first frame that differed beyond the tolerances (0: the scene as made).
        public let frame: Int?
        public let comparison: ReferenceComparison?
        public let compositorImage: PixelImage?
        public let referenceImage: PixelImage?
        /// Why the case could not be run (a GL error), if it could not.
        public let error: String?

        public var isMismatch: Bool { frame != nil || error != nil }

        static let matched = Outcome(frame: nil, comparison: nil, compositorImage: nil, referenceImage: nil, error: nil)
    }

    /// Builds the case's scene in a window of its own, renders it, then makes each step's changes
    /// and renders again, comparing each frame; stops at the first mismatch.
    public func run(_ fuzzCase: FuzzCase) -> Outcome {
        SceneObjects.showing(fuzzCase.scene) { window, objects in
            compositor.repaintNextFrameInFull()
            for frame in 0...fuzzCase.steps.count {
                if frame > 0 {
                    let step = fuzzCase.steps[frame - 1]
                    SceneObjects.changeWithoutActions { for mutation in step { objects.apply(mutation) } }
                    let advance = step.map(\.clockAdvance).max() ?? 0
                    if advance > 0 { MediaClock.advance(by: advance) }
                }
                let outcome = compare(window, frame: frame)
                if outcome.isMismatch { return outcome }
            }
            return .matched
        }
    }

    /// Renders `window` with the compositor and the reference, and compares the two.
    private func compare(_ window: UIWindow, frame: Int) -> Outcome {
        let drawn: PixelImage
        let start = Date()
        do {
            drawn = try context.withCurrent { () throws -> PixelImage in
                try compositor.render(window)
                return try context.readPixels(compositor.lastWindowTarget!)
            }
        } catch {
            return Outcome(frame: frame, comparison: nil, compositorImage: nil, referenceImage: nil, error: "\(error)")
        }
        framesCompared += 1
        let drawnAt = Date()
        compositorSeconds += drawnAt.timeIntervalSince(start)
        let reference = ReferenceRenderer.render(
            compositor.lastWindowTree, width: drawn.width, height: drawn.height, scale: window.screen.scale)
        let comparison = reference.compare(drawn)
        referenceSeconds += Date().timeIntervalSince(drawnAt)
        guard !comparison.matches else { return .matched }
        return Outcome(
            frame: frame, comparison: comparison, compositorImage: drawn, referenceImage: reference.image, error: nil)
    }
}
