import Foundation
import GLCompositor
import Graphics

// The short benchmark `glbench demo` prints after writing its PNG.

/// One benchmark scene: set up once, then a frame per call.
@MainActor
protocol BenchScene {
    var name: String { get }
    func run(context: GLContext, width: Int, height: Int, timer: FrameTimer) throws -> SceneResult
}

/// Clears the whole target to a changing colour and reads it back: the floor every frame pays.
struct ClearReadbackScene: BenchScene {
    let name = "clear-readback"

    func run(context: GLContext, width: Int, height: Int, timer: FrameTimer) throws -> SceneResult {
        let target = try context.makeRenderTarget(width: width, height: height)
        let times = try timer.measure { frame in
            let shade = Float(frame % 256) / 255
            context.clear(target, to: PremultipliedRGBA(red: shade, green: 0.5, blue: 1 - shade, alpha: 1))
            _ = try context.readPixels(target)
        }
        return SceneResult(name: name, frames: timer.frames, pixels: width * height, frameMilliseconds: times)
    }
}

/// Animates the demo scene (geometry and opacity only), composites and reads back each frame.
struct DemoFrameScene: BenchScene {
    let name = "demo-readback"

    func run(context: GLContext, width: Int, height: Int, timer: FrameTimer) throws -> SceneResult {
        let scene = DemoScene(width: width, height: height)
        let compositor = try Compositor(context: context)
        var counters = FrameStats()
        let times = try timer.measure { frame in
            scene.advance(to: Double(frame) / 60)
            let stats = try scene.render(with: compositor)
            _ = try scene.image(from: compositor)
            if frame > timer.warmup { counters.accumulate(stats) }
        }
        return SceneResult(
            name: name, frames: timer.frames, pixels: width * height, frameMilliseconds: times,
            afterFirstFrame: AfterFirstFrameCounters(counters, frames: max(1, timer.frames - 1)))
    }
}

struct SceneResult: Codable {
    let name: String
    let frames: Int
    let pixels: Int
    let frameMilliseconds: FrameTimes
    var afterFirstFrame: AfterFirstFrameCounters?

    enum CodingKeys: String, CodingKey {
        case name, frames, pixels
        case frameMilliseconds = "frame_ms"
        case afterFirstFrame = "after_first_frame"
    }

    /// Millions of target pixels produced (drawn and read back) per second, at the median.
    var megapixelsPerSecond: Double { Double(pixels) / (frameMilliseconds.median * 1000) }
}

struct BenchReport: Codable {
    let header: RendererHeader
    let width: Int
    let height: Int
    let scenes: [SceneResult]

    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let object = JSONReport(
            backend: header.backend, target: header.target, vendor: header.vendor, renderer: header.renderer,
            version: header.version, width: width, height: height, scenes: scenes)
        return String(decoding: (try? encoder.encode(object)) ?? Data(), as: UTF8.self)
    }

    var table: String {
        var lines = [header.lines, "size:     \(width)x\(height)", ""]
        lines.append(
            tableCell("scene", 16) + tableCell("frames", 8) + tableCell("median ms", 11) + tableCell("p95 ms", 10)
                + tableCell("Mpix/s", 10)
                + "per frame after the first: draw(_:), bytes up, draw calls, passes")
        for scene in scenes {
            let counters =
                scene.afterFirstFrame.map {
                    "\(twoDecimals($0.drawRectCalls)), \(twoDecimals($0.uploadBytes)), \(twoDecimals($0.drawCalls)), \(twoDecimals($0.offscreenPasses))"
                } ?? "-"
            lines.append(
                tableCell(scene.name, 16) + tableCell("\(scene.frames)", 8)
                    + tableCell(twoDecimals(scene.frameMilliseconds.median), 11)
                    + tableCell(twoDecimals(scene.frameMilliseconds.p95), 10)
                    + tableCell(twoDecimals(scene.megapixelsPerSecond), 10) + counters)
        }
        return lines.joined(separator: "\n")
    }

}

/// The flat JSON shape scripts read: `{"backend", "renderer", "width", "height", "scenes": [...]}`.
private struct JSONReport: Codable {
    let backend, target, vendor, renderer, version: String
    let width, height: Int
    let scenes: [SceneResult]
}

/// Progress goes to standard error so that stdout stays a clean table or JSON object.
func progress(_ message: String) {
    FileHandle.standardError.write(Data("\(message)\n".utf8))
}
