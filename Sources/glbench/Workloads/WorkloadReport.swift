import Foundation
import GLCompositor
import Graphics

/// `text` padded with spaces to `width` characters (and at least one space after it).
func tableCell(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
}

/// A figure with two decimals.
func twoDecimals(_ value: Double) -> String { String(format: "%.2f", value) }

/// A median in milliseconds, as the JSON's baseline entries hold it: `{"median": …}`.
struct Median: Codable {
    let median: Double
    init(_ times: FrameTimes) { median = times.median }
}

/// Per-frame means of the counters over every frame after the first.
struct AfterFirstFrameCounters: Codable {
    let drawRectCalls: Double
    let uploadBytes: Double
    let drawCalls: Double
    let offscreenPasses: Double
    let culledOps: Double
    let batchedOps: Double
    let copiedPixels: Double

    init(_ total: FrameStats, frames: Int) {
        let n = Double(max(1, frames))
        drawRectCalls = Double(total.drawRectCalls) / n
        uploadBytes = Double(total.bytesUploaded) / n
        drawCalls = Double(total.drawCalls) / n
        offscreenPasses = Double(total.offscreenPasses) / n
        culledOps = Double(total.culledOps) / n
        batchedOps = Double(total.batchedOps) / n
        copiedPixels = Double(total.copiedPixels) / n
    }

    enum CodingKeys: String, CodingKey {
        case drawRectCalls = "draw_rect_calls"
        case uploadBytes = "upload_bytes"
        case drawCalls = "draw_calls"
        case offscreenPasses = "offscreen_passes"
        case culledOps = "culled_ops"
        case batchedOps = "batched_ops"
        case copiedPixels = "copied_pixels"
    }
}

/// One scene's figures: the compositor's frame times, the baselines' medians, the counters.
struct WorkloadResult: Codable {
    let name: String
    let frames: Int
    let frameMilliseconds: FrameTimes
    let firstFrameMilliseconds: Double
    let nocacheMilliseconds: Median
    let rawglMilliseconds: Median
    let cpuMilliseconds: Median
    let fullRepaintMilliseconds: Median
    let planMilliseconds: Median
    let afterFirstFrame: AfterFirstFrameCounters
    let nocacheAfterFirstFrame: AfterFirstFrameCounters
    /// The last frame's damage: `[x, y, width, height]`, empty for none, nil for a full repaint.
    let damageRect: [Int]?
    /// The last frame's damage rects (x, y, width, height each); nil for a full repaint.
    let damageRects: [[Int]]?
    /// The `small` scene's changing view in target pixels.
    let changedRect: [Int]?
    /// Every measured frame of each lane, for the report's distributions (not in the JSON).
    var samples = FrameSamples()

    /// The `table` scene: rows coming into view per frame after the first.
    var rowsEnteredPerFrame: Double?

    init(
        name: String, frames: Int, frameMilliseconds: FrameTimes, firstFrameMilliseconds: Double,
        nocacheMilliseconds: Median, rawglMilliseconds: Median, cpuMilliseconds: Median,
        fullRepaintMilliseconds: Median, planMilliseconds: Median, afterFirstFrame: AfterFirstFrameCounters,
        nocacheAfterFirstFrame: AfterFirstFrameCounters, lastDamage: FrameDamage, changedRect: PixelRect?,
        samples: FrameSamples = FrameSamples()
    ) {
        self.samples = samples
        self.name = name
        self.frames = frames
        self.frameMilliseconds = frameMilliseconds
        self.firstFrameMilliseconds = firstFrameMilliseconds
        self.nocacheMilliseconds = nocacheMilliseconds
        self.rawglMilliseconds = rawglMilliseconds
        self.cpuMilliseconds = cpuMilliseconds
        self.fullRepaintMilliseconds = fullRepaintMilliseconds
        self.planMilliseconds = planMilliseconds
        self.afterFirstFrame = afterFirstFrame
        self.nocacheAfterFirstFrame = nocacheAfterFirstFrame
        damageRect = lastDamage.bounds.map { $0.isEmpty ? [] : [$0.x, $0.y, $0.width, $0.height] }
        damageRects = lastDamage.rects.map { rects in rects.map { [$0.x, $0.y, $0.width, $0.height] } }
        self.changedRect = changedRect.map { [$0.x, $0.y, $0.width, $0.height] }
    }

    enum CodingKeys: String, CodingKey {
        case name, frames
        case frameMilliseconds = "frame_ms"
        case firstFrameMilliseconds = "first_frame_ms"
        case nocacheMilliseconds = "nocache_ms"
        case rawglMilliseconds = "rawgl_ms"
        case cpuMilliseconds = "cpu_ms"
        case fullRepaintMilliseconds = "full_repaint_ms"
        case planMilliseconds = "plan_ms"
        case afterFirstFrame = "after_first_frame"
        case nocacheAfterFirstFrame = "nocache_after_first_frame"
        case damageRect = "damage_rect"
        case damageRects = "damage_rects"
        case changedRect = "changed_rect"
        case rowsEnteredPerFrame = "rows_entered_per_frame"
    }

    /// Frame time over a baseline's: below 1 is faster.
    func ratio(to baseline: Median) -> Double {
        baseline.median > 0 ? frameMilliseconds.median / baseline.median : .nan
    }
}

/// The measured frame times (milliseconds) of a scene's lanes.
struct FrameSamples {
    var compositor: [Double] = []
    var fullRepaint: [Double] = []
    var noCache: [Double] = []
    var rawGL: [Double] = []
    var cpu: [Double] = []
}

/// The whole run: header, planning probe, scenes. Its JSON is the interface scripts read.
struct WorkloadReport: Encodable {
    let header: RendererHeader
    let width: Int
    let height: Int
    let layers: Int
    let plan10kMilliseconds: FrameTimes
    /// A rendered frame of the 10,000-layer tree in which one view changed.
    let oneChange10kMilliseconds: FrameTimes
    let scenes: [WorkloadResult]

    private enum CodingKeys: String, CodingKey {
        case backend, target, vendor, renderer, version, width, height, layers, scenes
        case plan10kMilliseconds = "plan_10k_ms"
        case oneChange10kMilliseconds = "frame_10k_one_change_ms"
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(header.backend, forKey: .backend)
        try c.encode(header.target, forKey: .target)
        try c.encode(header.vendor, forKey: .vendor)
        try c.encode(header.renderer, forKey: .renderer)
        try c.encode(header.version, forKey: .version)
        try c.encode(width, forKey: .width)
        try c.encode(height, forKey: .height)
        try c.encode(layers, forKey: .layers)
        try c.encode(plan10kMilliseconds, forKey: .plan10kMilliseconds)
        try c.encode(oneChange10kMilliseconds, forKey: .oneChange10kMilliseconds)
        try c.encode(scenes, forKey: .scenes)
    }

    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self)
    }

    var table: String {
        var lines = [header.lines, "size:     \(width)x\(height), \(layers) layers", ""]
        lines.append("Median milliseconds per frame (update cycle + plan + GL, to glFinish); ratios are frame / baseline.")
        lines.append(
            cell("scene", 10) + cell("frame", 8) + cell("p95", 8) + cell("full", 8) + cell("nocache", 9) + cell("rawgl", 8)
                + cell("cpu", 8) + cell("plan", 7) + cell("/rawgl", 8) + cell("/full", 7) + cell("/nocache", 9)
                + "after the first frame: draw(_:), bytes up, draw calls, passes, culled; last damage")
        for s in scenes {
            let c = s.afterFirstFrame
            let damage = s.damageRect.map { $0.isEmpty ? "none" : "\($0)" } ?? "full"
            lines.append(
                cell(s.name, 10) + cell(f(s.frameMilliseconds.median), 8) + cell(f(s.frameMilliseconds.p95), 8)
                    + cell(f(s.fullRepaintMilliseconds.median), 8) + cell(f(s.nocacheMilliseconds.median), 9)
                    + cell(f(s.rawglMilliseconds.median), 8) + cell(f(s.cpuMilliseconds.median), 8)
                    + cell(f(s.planMilliseconds.median), 7) + cell(f(s.ratio(to: s.rawglMilliseconds)), 8)
                    + cell(f(s.ratio(to: s.fullRepaintMilliseconds)), 7) + cell(f(s.ratio(to: s.nocacheMilliseconds)), 9)
                    + "\(f(c.drawRectCalls)), \(f(c.uploadBytes)), \(f(c.drawCalls)), \(f(c.offscreenPasses)), \(f(c.culledOps)); \(damage)"
            )
        }
        for s in scenes {
            guard let rows = s.rowsEnteredPerFrame else { continue }
            lines.append(
                "\(s.name): \(f(rows)) rows entering per frame after the first (two labels each: "
                    + "\(f(2 * rows)) draw(_:) expected, \(f(s.afterFirstFrame.drawRectCalls)) made)")
        }
        lines.append("")
        lines.append(
            "planning \(PlanningProbe.layerCount) layers: median \(f(plan10kMilliseconds.median)) ms, p95 \(f(plan10kMilliseconds.p95)) ms"
        )
        lines.append(
            "a frame of \(PlanningProbe.layerCount) layers with one view changed: median \(f(oneChange10kMilliseconds.median)) ms, p95 \(f(oneChange10kMilliseconds.p95)) ms"
        )
        return lines.joined(separator: "\n")
    }

    private func cell(_ text: String, _ width: Int) -> String { tableCell(text, width) }
    private func f(_ value: Double) -> String { twoDecimals(value) }
}
