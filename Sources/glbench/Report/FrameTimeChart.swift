import Foundation
import Graphics

/// Per scene, each lane's frame times as a strip of dots on a log axis, with a bar at the
/// median and the middle half boxed: the distributions, baselines side by side.
@MainActor
enum FrameTimeChart {
    static let width: CGFloat = 960
    static let laneHeight: CGFloat = 14
    static let sceneGap: CGFloat = 12
    static let labelWidth: CGFloat = 170

    static func render(_ scenes: [WorkloadResult]) -> UIImage {
        let lanes = ReportLane.allCases
        let top: CGFloat = 40
        let sceneHeight = CGFloat(lanes.count) * laneHeight + sceneGap
        let bottom = top + CGFloat(scenes.count) * sceneHeight
        let all = scenes.flatMap { scene in lanes.flatMap { $0.samples(of: scene) } }.filter { $0 > 0 }
        let axis = ChartStyle.LogAxis(
            low: all.min() ?? 0.1, high: all.max() ?? 10, left: labelWidth, width: width - labelWidth - 40)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        format.opaque = true
        return UIGraphicsImageRenderer(size: CGSize(width: width, height: bottom + 50), format: format).image { renderer in
            let context = renderer.cgContext
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: width, height: bottom + 50))
            drawLegend(lanes, y: 16)
            axis.drawGrid(in: context, top: top - 4, bottom: bottom)
            for (index, scene) in scenes.enumerated() {
                let sceneTop = top + CGFloat(index) * sceneHeight
                ChartStyle.draw(
                    scene.name, at: CGPoint(x: 8, y: sceneTop + CGFloat(lanes.count) * laneHeight / 2), font: ChartStyle.titleFont
                )
                for (laneIndex, lane) in lanes.enumerated() {
                    let y = sceneTop + CGFloat(laneIndex) * laneHeight + laneHeight / 2
                    ChartStyle.draw(
                        lane.title, at: CGPoint(x: labelWidth - 8, y: y), font: UIFont.systemFont(ofSize: 9), alignRight: true)
                    drawStrip(lane.samples(of: scene), color: lane.color, y: y, axis: axis, in: context)
                }
            }
        }
    }

    private static func drawLegend(_ lanes: [ReportLane], y: CGFloat) {
        var x = labelWidth
        for lane in lanes {
            lane.color.setFill()
            UIBezierPath(ovalIn: CGRect(x: x, y: y - 5, width: 10, height: 10)).fill()
            ChartStyle.draw(lane.title, at: CGPoint(x: x + 14, y: y))
            x += 150
        }
    }

    /// One lane: dots (spread vertically by sample index), the interquartile box, the median bar.
    private static func drawStrip(
        _ samples: [Double], color: UIColor, y: CGFloat, axis: ChartStyle.LogAxis, in context: CGContext
    ) {
        guard !samples.isEmpty else { return }
        let sorted = samples.sorted()
        context.setFillColor(color.withAlphaComponent(0.45).cgColor)
        for (index, sample) in samples.enumerated() {
            let jitter = CGFloat((index * 37) % 9) - 4
            context.fillEllipse(in: CGRect(x: axis.x(sample) - 2, y: y + jitter * 0.8 - 2, width: 4, height: 4))
        }
        func quantile(_ q: Double) -> Double { sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * q).rounded()))] }
        let box = CGRect(
            x: axis.x(quantile(0.25)), y: y - 5, width: max(1, axis.x(quantile(0.75)) - axis.x(quantile(0.25))), height: 10)
        context.setStrokeColor(color.cgColor)
        context.setLineWidth(1)
        context.stroke(box)
        context.setFillColor(color.cgColor)
        context.fill(CGRect(x: axis.x(quantile(0.5)) - 1.5, y: y - 6, width: 3, height: 12))
    }
}
