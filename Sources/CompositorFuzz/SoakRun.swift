import Foundation
import GLCompositor
import Graphics
import LayerTree

/// A long run of random changes through one compositor under texture budget pressure: scene
/// after scene from the fuzzer's generator, each changed frame after frame, rendered with damage
/// tracking. Between runs the same reference scene is rendered and what the process holds is
/// measured: live GL objects by kind, texture bytes resident, resident memory. Equal measures
/// after a warm-up run and after a long one mean that nothing the frames made stayed behind (the
/// warm-up compiles the shader variants the scenes need, which the compositor keeps).
@MainActor
public final class SoakRun {
    /// What the process holds at one moment.
    public struct Measure: Sendable, Equatable, CustomStringConvertible {
        public let glObjects: Int
        /// Live GL objects by kind.
        public let byKind: [GLObjectKind: Int]
        public let textureBytes: Int
        /// The process's resident set, in bytes (from /proc/self/statm).
        public let residentBytes: Int

        public var description: String {
            let kinds = GLObjectKind.allCases.map { "\($0.rawValue) \(byKind[$0] ?? 0)" }.joined(separator: ", ")
            return "\(glObjects) GL objects (\(kinds)), \(textureBytes) texture bytes, \(residentBytes >> 20) MB resident"
        }
    }

    public let context: GLContext
    public let compositor: Compositor
    private let seed: UInt64
    /// Frames rendered so far.
    public private(set) var frames = 0

    /// Changes run on one scene before the next replaces it.
    static let framesPerScene = 400

    /// A compositor on `context` keeping at most `textureBudget` bytes of textures.
    public init(context: GLContext, seed: UInt64, textureBudget: Int = 256 << 10) throws {
        self.context = context
        self.seed = seed
        compositor = try context.withCurrent {
            try Compositor(context: context, options: CompositorOptions(textureBudgetBytes: textureBudget))
        }
    }

    /// Renders the reference scene (the seed's first) and measures.
    public func measure() throws -> Measure {
        try show(FuzzCase(seed: seed).scene, frames: 3) { _ in }
        return try context.withCurrent {
            context.collectGarbage()
            return Measure(
                glObjects: context.liveObjectCount, byKind: context.liveObjectCounts,
                textureBytes: compositor.lastFrameStats.textureBytesResident, residentBytes: Self.residentBytes())
        }
    }

    /// Runs `count` frames of random changes; `progress` is called every 10,000 frames.
    public func run(frames count: Int, progress: (Int) -> Void = { _ in }) throws {
        var sceneSeed = seed
        var remaining = count
        while remaining > 0 {
            sceneSeed &+= 1
            var generator = SceneGenerator(seed: sceneSeed)
            let scene = generator.scene()
            var nodes = scene.root.allNodes
            let length = min(remaining, Self.framesPerScene)
            try show(scene, frames: length) { objects in
                let step = generator.step(of: &nodes)
                for mutation in step { objects.apply(mutation) }
                let advance = step.map(\.clockAdvance).max() ?? 0
                MediaClock.advance(by: advance > 0 ? advance : 1.0 / 60)
            }
            remaining -= length
            frames += length
            if frames / 10_000 != (frames - length) / 10_000 { progress(frames) }
        }
    }

    /// Builds `scene` in a window of its own and renders `count` frames, calling `change` before
    /// each but the first (inside a transaction without implicit animations).
    private func show(_ scene: FuzzScene, frames count: Int, change: (SceneObjects) -> Void) throws {
        try SceneObjects.showing(scene) { window, objects in
            for frame in 0..<count {
                if frame > 0 { SceneObjects.changeWithoutActions { change(objects) } }
                _ = try context.withCurrent { try compositor.render(window) }
            }
        }
    }

    /// The process's resident set in bytes; 0 where /proc is not there.
    static func residentBytes() -> Int {
        let data = FileHandle(forReadingAtPath: "/proc/self/statm")?.readDataToEndOfFile() ?? Data()
        let fields = String(decoding: data, as: UTF8.self).split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
