import Foundation
import GLCompositor
import Graphics
import LayerTree

/// Runs one workload scene with the compositor and with each baseline, each on a fresh copy of
/// the scene driven through the same frames. Frame 0 (first display and upload) is timed on
/// its own; the scene's changes for a frame are applied before its timer starts.
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

    func run(_ kind: Workload.Kind, pngDirectory: String?) throws -> WorkloadResult {
        let cached = try runCompositor(kind, options: CompositorOptions(), frames: settings.frames, pngDirectory: pngDirectory)
        let full = try runCompositor(kind, options: CompositorOptions(tracksDamage: false), frames: settings.baselineFrames)
        let noCache = try runCompositor(
            kind, options: CompositorOptions(tracksDamage: false), frames: settings.baselineFrames, redrawEverything: true)
        let rawGL = try runDirect(kind)
        let cpu = try runSoftware(kind)
        return WorkloadResult(
            name: kind.rawValue, frames: settings.frames, frameMilliseconds: cached.times,
            firstFrameMilliseconds: cached.firstFrame,
            nocacheMilliseconds: Median(noCache.times), rawglMilliseconds: Median(rawGL),
            cpuMilliseconds: Median(cpu), fullRepaintMilliseconds: Median(full.times),
            planMilliseconds: Median(cached.planTimes),
            afterFirstFrame: AfterFirstFrameCounters(cached.counters, frames: cached.countedFrames),
            nocacheAfterFirstFrame: AfterFirstFrameCounters(noCache.counters, frames: noCache.countedFrames),
            lastDamage: cached.lastDamage, changedRect: cached.changedRect)
    }

    private struct CompositorRun {
        var times = FrameTimes(milliseconds: [])
        var firstFrame = 0.0
        var planTimes = FrameTimes(milliseconds: [])
        var counters = FrameStats()
        var countedFrames = 0
        var lastDamage = FrameDamage.full
        var changedRect: PixelRect?
    }

    /// The compositor's frames: update cycle, plan, execute, and `glFinish`.
    private func runCompositor(
        _ kind: Workload.Kind, options: CompositorOptions, frames: Int, redrawEverything: Bool = false,
        pngDirectory: String? = nil
    ) throws -> CompositorRun {
        let workload = makeWorkload(kind)
        let compositor = try Compositor(context: context, options: options)
        var run = CompositorRun()
        run.firstFrame = try timed { try compositor.render(workload.window); context.finish() }
        var times: [Double] = []
        for frame in 1...(settings.warmup + frames) {
            workload.step(frame)
            if redrawEverything { workload.invalidateAll() }
            var stats = FrameStats()
            let elapsed = try timed {
                stats = try compositor.render(workload.window)
                context.finish()
            }
            run.counters.accumulate(stats)
            run.countedFrames += 1
            run.lastDamage = stats.damage
            if frame > settings.warmup { times.append(elapsed) }
        }
        run.times = FrameTimes(milliseconds: times)
        run.changedRect = workload.swatchPixels
        run.planTimes = planTimes(of: workload, compositor: compositor)
        if let pngDirectory, let target = compositor.lastWindowTarget {
            try context.readPixels(target).writePNG(to: "\(pngDirectory)/\(kind.rawValue).png")
        }
        return run
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

    /// The raw-GL floor: the same plan's quads drawn by ``DirectPlanPainter``; the update cycle
    /// and planning are not timed.
    private func runDirect(_ kind: Workload.Kind) throws -> FrameTimes {
        let workload = makeWorkload(kind)
        let planner = try Compositor(context: context)
        let painter = try DirectPlanPainter(context: context)
        let target = try context.makeRenderTarget(width: settings.width, height: settings.height)
        return try baselineFrames(workload, planner: planner) { plan in
            try painter.draw(plan, into: target)
            context.finish()
        }
    }

    /// The CPU baseline: the same plan's quads composited by Cairo.
    private func runSoftware(_ kind: Workload.Kind) throws -> FrameTimes {
        let workload = makeWorkload(kind)
        let planner = try Compositor(context: context)
        let software = try SoftwareCompositor(width: settings.width, height: settings.height)
        return try baselineFrames(workload, planner: planner) { plan in software.composite(plan) }
    }

    private func baselineFrames(
        _ workload: Workload, planner: Compositor, draw: (FramePlan) throws -> Void
    ) throws -> FrameTimes {
        let size = PixelSize(width: settings.width, height: settings.height)
        var times: [Double] = []
        for frame in 0...(settings.warmup + settings.baselineFrames) {
            workload.step(frame)
            let plan = planner.plan(workload.window.runUpdateCycle().root, size: size, scale: 1)
            let elapsed = try timed { try draw(plan) }
            if frame > settings.warmup { times.append(elapsed) }
        }
        return FrameTimes(milliseconds: times)
    }

    private func makeWorkload(_ kind: Workload.Kind) -> Workload {
        Workload(kind, width: settings.width, height: settings.height, layers: settings.layers)
    }
}

/// Milliseconds `body` took.
func timed(_ body: () throws -> Void) rethrows -> Double {
    let elapsed = try ContinuousClock().measure(body)
    return Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15
}
