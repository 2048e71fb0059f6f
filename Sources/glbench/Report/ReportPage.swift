import Foundation
import Graphics

/// `glbench --report DIR`: one HTML page that needs nothing but itself (charts embedded as PNG
/// data, no scripts, no fonts or styles from the network), and the charts beside it as PNG files.
@MainActor
struct ReportPage {
    let report: WorkloadReport

    /// Writes `index.html`, `frame-times.png` and `ratios.png` into `directory` (made if needed);
    /// returns the page's path.
    func write(to directory: String) throws -> String {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let charts = [
            ("frame-times.png", FrameTimeChart.render(report.scenes)),
            ("ratios.png", RatioChart.render(report.scenes)),
        ]
        var embedded: [String: String] = [:]
        for (name, image) in charts {
            guard let data = image.pngData() else { throw ReportError.chartNotEncoded(name) }
            try data.write(to: URL(fileURLWithPath: directory).appendingPathComponent(name))
            embedded[name] = "data:image/png;base64," + data.base64EncodedString()
        }
        let path = URL(fileURLWithPath: directory).appendingPathComponent("index.html").path
        try Data(html(embedded).utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    enum ReportError: Error, CustomStringConvertible {
        case chartNotEncoded(String)
        var description: String {
            switch self {
            case .chartNotEncoded(let name): "the chart \(name) could not be encoded as PNG"
            }
        }
    }

    private func html(_ charts: [String: String]) -> String {
        let h = report.header
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>glbench report</title>
            <style>
            body { font-family: "DejaVu Sans", sans-serif; margin: 24px; color: #222; max-width: 1000px; }
            table { border-collapse: collapse; font-size: 13px; margin: 8px 0 24px; }
            th, td { border-bottom: 1px solid #ddd; padding: 4px 8px; text-align: right; }
            th:first-child, td:first-child { text-align: left; }
            img { width: 960px; border: 1px solid #eee; }
            .meta td { text-align: left; }
            </style></head><body>
            <h1>glbench report</h1>
            <table class="meta">
            <tr><td>backend</td><td>\(escape(h.backend)) (\(escape(h.target)))</td></tr>
            <tr><td>renderer</td><td>\(escape(h.renderer)) — \(escape(h.vendor))</td></tr>
            <tr><td>GL version</td><td>\(escape(h.version))</td></tr>
            <tr><td>target</td><td>\(report.width)×\(report.height), \(report.layers) layers a scene</td></tr>
            </table>
            <h2>Frame times by scene</h2>
            <p>Every measured frame of each lane: the compositor and, interleaved in the same run, its baselines.
            Dots are frames, the box the middle half, the bar the median.</p>
            <img alt="frame-time distributions" src="\(charts["frame-times.png"] ?? "frame-times.png")">
            <h2>Baselines side by side</h2>
            <img alt="median over the raw-GL floor" src="\(charts["ratios.png"] ?? "ratios.png")">
            \(mediansTable)
            <h2>Counters after the first frame (per frame)</h2>
            \(countersTable)
            <p>Planning \(PlanningProbe.layerCount) layers: median \(twoDecimals(report.plan10kMilliseconds.median)) ms,
            p95 \(twoDecimals(report.plan10kMilliseconds.p95)) ms. A frame of them with one view changed: median
            \(twoDecimals(report.oneChange10kMilliseconds.median)) ms.</p>
            </body></html>
            """
    }

    private var mediansTable: String {
        var rows = [
            "<table><tr><th>scene</th><th>frame</th><th>p95</th><th>full repaint</th><th>no cache</th><th>raw GL</th>"
                + "<th>Cairo</th><th>plan</th><th>first frame</th></tr>"
        ]
        for s in report.scenes {
            let cells = [
                s.frameMilliseconds.median, s.frameMilliseconds.p95, s.fullRepaintMilliseconds.median,
                s.nocacheMilliseconds.median, s.rawglMilliseconds.median, s.cpuMilliseconds.median,
                s.planMilliseconds.median, s.firstFrameMilliseconds,
            ].map { "<td>\(twoDecimals($0))</td>" }
            rows.append("<tr><td>\(escape(s.name))</td>" + cells.joined() + "</tr>")
        }
        return rows.joined(separator: "\n") + "\n</table><p>Milliseconds (medians unless named).</p>"
    }

    private var countersTable: String {
        var rows = [
            "<table><tr><th>scene</th><th>draw(_:) calls</th><th>bytes uploaded</th><th>draw calls</th>"
                + "<th>offscreen passes</th><th>culled ops</th><th>batched ops</th><th>copied pixels</th>"
                + "<th>no cache: draw(_:)</th><th>no cache: bytes</th></tr>"
        ]
        for s in report.scenes {
            let c = s.afterFirstFrame
            let n = s.nocacheAfterFirstFrame
            let cells = [
                c.drawRectCalls, c.uploadBytes, c.drawCalls, c.offscreenPasses, c.culledOps, c.batchedOps, c.copiedPixels,
                n.drawRectCalls, n.uploadBytes,
            ].map { "<td>\(twoDecimals($0))</td>" }
            rows.append("<tr><td>\(escape(s.name))</td>" + cells.joined() + "</tr>")
        }
        return rows.joined(separator: "\n") + "\n</table>"
    }

    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
