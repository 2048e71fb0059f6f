import Foundation
import GLCompositor
import Graphics
import LayerTree

/// Runs one workload scene with the compositor and with each baseline, each on its own copy of
/// the scene, interleaved in short blocks: after every ``blockFrames`` frames of the compositor,
/// each baseline in turn draws its share of the same frames (every `stride`-th). A machine whose
/// speed drifts during the run then slows every column alike and the ratios stay steady, while
/// each column still runs a few frames in a row with its caches warm, as an app does. Frame 0
/// (first display and upload) is timed on its own; the scene's changes for a frame are applied
/// before its timer starts.
@MainActor
struct WorkloadRunner {
    struct Settings {
        var width: Int
        var height: Int
        var layers: Int
        var frames: Int
        var warmup: Int
        /// Measured frames of the slower baselines.
        var baselineFrames: Int
    }

    let context: GLContext
    let settings: Settings
    /// Compositor frames between the baselines' turns.
    static let blockFrames = 10

    func run(_ kind: Workload.Kind, pngDirectory: String?) throws -> WorkloadResult {
        let cached = try CompositorLane(makeWorkload(kind), context: context, options: CompositorOptions())
        let full = try CompositorLane(makeWorkload(kind), context: context, options: CompositorOptions(tracksDamage: false))
        let noCache = try CompositorLane(
            makeWorkload(kind), context: context, options: CompositorOptions(tracksDamage: false), redrawsEverything: true)
        let direct = try PlanLane(makeWorkload(kind), context: context, drawing: .rawGL(target: try targetOfFrameSize()))
        let software = try PlanLane(
            makeWorkload(kind), context: context,
            drawing: .cpu(try CairoPlanExecutor(width: settings.width, height: settings.height)))
        let firstFrame = try cached.firstFrame()
        let rowsAtFirstFrame = cached.workload.table?.rowsDisplayed ?? 0
        for lane in [full, noCache] { _ = try lane.firstFrame() }
        for lane in [direct, software] { try lane.firstFrame() }

        let stride = max(1, settings.frames / max(1, settings.baselineFrames))
        var pending: [Int] = []
        let last = settings.warmup + settings.frames
        for frame in 1...last {
            try cached.frame(frame, measured: frame > settings.warmup)
            if frame <= settings.warmup || (frame - settings.warmup - 1) % stride == 0 { pending.append(frame) }
            guard frame == settings.warmup || frame == last || (frame - settings.warmup) % Self.blockFrames == 0 else { continue }
            for lane in [full, noCache] {
                for frame in pending { try lane.frame(frame, measured: frame > settings.warmup) }
            }
            for lane in [direct, software] {
                for frame in pending { try lane.frame(frame, measured: frame > settings.warmup) }
            }
            pending = []
        }
        if let pngDirectory, let target = cached.compositor.lastWindowTarget {
            try context.readPixels(target).writePNG(to: "\(pngDirectory)/\(kind.rawValue).png")
        }
        defer { if kind == .table || kind == .layers { MediaClock.useSystemTime() } }
        var result = WorkloadResult(
            name: kind.rawValue, frames: settings.frames, frameMilliseconds: FrameTimes(milliseconds: cached.times),
            firstFrameMilliseconds: firstFrame,
            nocacheMilliseconds: Median(FrameTimes(milliseconds: noCache.times)),
            rawglMilliseconds: Median(FrameTimes(milliseconds: direct.times)),
            cpuMilliseconds: Median(FrameTimes(milliseconds: software.times)),
            fullRepaintMilliseconds: Median(FrameTimes(milliseconds: full.times)),
            planMilliseconds: Median(planTimes(of: cached.workload, compositor: cached.compositor)),
            afterFirstFrame: AfterFirstFrameCounters(cached.counters, frames: cached.countedFrames),
            nocacheAfterFirstFrame: AfterFirstFrameCounters(noCache.counters, frames: noCache.countedFrames),
            lastDamage: cached.lastDamage, changedRect: cached.workload.swatchPixels,
            samples: FrameSamples(
                compositor: cached.times, fullRepaint: full.times, noCache: noCache.times, rawGL: direct.times,
                cpu: software.times))
        if let table = cached.workload.table {
            result.rowsEnteredPerFrame = Double(table.rowsDisplayed - rowsAtFirstFrame) / Double(max(1, cached.countedFrames))
        }
        return result
    }

    /// Planning alone: the committed tree of the last frame, planned again and again.
    private func planTimes(of workload: Workload, compositor: Compositor) -> FrameTimes {
        let root = workload.window.runUpdateCycle().root
        let size = PixelSize(width: settings.width, height: settings.height)
        var times: [Double] = []
        for _ in 0..<10 {
            times.append(timed { _ = compositor.plan(root, size: size, scale: 1) })
        }
        return FrameTimes(milliseconds: times)
    }

    private func targetOfFrameSize() throws -> RenderTarget {
        try context.makeRenderTarget(width: settings.width, height: settings.height)
    }

    private func makeWorkload(_ kind: Workload.Kind) -> Workload {
        Workload(kind, width: settings.width, height: settings.height, layers: settings.layers)
    }
}

/// The compositor driving one copy of a scene: update cycle, plan, execute and `glFinish`, all
/// timed. With `redrawsEverything`, every drawn view is marked for display first (no cache).
@MainActor
final class CompositorLane {
    let workload: Workload
    let compositor: Compositor
    private let context: GLContext
    private let redrawsEverything: Bool
    private(set) var times: [Double] = []
    private(set) var counters = FrameStats()
    private(set) var countedFrames = 0
    private(set) var lastDamage = FrameDamage.full

    init(_ workload: Workload, context: GLContext, options: CompositorOptions, redrawsEverything: Bool = false) throws {
        self.workload = workload
        self.context = context
        self.redrawsEverything = redrawsEverything
        compositor = try Compositor(context: context, options: options)
    }

    /// Draws frame 0; returns its milliseconds.
    func firstFrame() throws -> Double {
        try timed {
            try compositor.render(workload.window)
            context.finish()
        }
    }

    func frame(_ frame: Int, measured: Bool) throws {
        workload.step(frame)
        if redrawsEverything { workload.invalidateAll() }
        var stats = FrameStats()
        let elapsed = try timed {
            stats = try compositor.render(workload.window)
            context.finish()
        }
        counters.accumulate(stats)
        countedFrames += 1
        lastDamage = stats.damage
        if measured { times.append(elapsed) }
    }
}

/// A baseline drawing the compositor's plan of one copy of a scene another way; only the
/// drawing is timed, not the update cycle or the plan.
@MainActor
final class PlanLane {
    enum Drawing {
        /// `DirectPlanPainter` into a target of the frame's size, then `glFinish`.
        case rawGL(target: RenderTarget)
        /// The plan's quads composited by Cairo.
        case cpu(CairoPlanExecutor)
    }

    private let workload: Workload
    private let planner: Compositor
    private let context: GLContext
    private let drawing: Drawing
    private let painter: DirectPlanPainter
    private(set) var times: [Double] = []

    init(_ workload: Workload, context: GLContext, drawing: Drawing) throws {
        self.workload = workload
        self.context = context
        self.drawing = drawing
        planner = try Compositor(context: context)
        painter = try DirectPlanPainter(context: context)
    }

    func firstFrame() throws { try frame(0, measured: false) }

    func frame(_ frame: Int, measured: Bool) throws {
        workload.step(frame)
        let size = PixelSize(width: Int(workload.window.bounds.width), height: Int(workload.window.bounds.height))
        let plan = planner.plan(workload.window.runUpdateCycle().root, size: size, scale: 1)
        let elapsed = try timed { try draw(plan) }
        if measured { times.append(elapsed) }
    }

    private func draw(_ plan: FramePlan) throws {
        switch drawing {
        case .rawGL(let target):
            try painter.draw(plan, into: target)
            context.finish()
        case .cpu(let software):
            software.composite(plan)
        }
    }
}

/// Milliseconds `body` took.
func timed(_ body: () throws -> Void) rethrows -> Double {
    let elapsed = try ContinuousClock().measure(body)
    return Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15
}
