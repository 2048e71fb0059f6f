import Foundation
import Graphics

/// Per scene, each lane's median frame time divided by the raw-GL floor's: the framework's cost
/// over the most direct GL drawing of the same pixels (1 at the dashed line), and how far the
/// baselines are from it.
@MainActor
enum RatioChart {
    static let width: CGFloat = 960
    static let barHeight: CGFloat = 9
    static let labelWidth: CGFloat = 120

    static func render(_ scenes: [WorkloadResult]) -> UIImage {
        let lanes = ReportLane.allCases.filter { $0 != .rawGL }
        let top: CGFloat = 40
        let sceneHeight = CGFloat(lanes.count) * barHeight + 14
        let bottom = top + CGFloat(scenes.count) * sceneHeight
        let ratios = scenes.map { scene in lanes.map { ratio(of: $0, in: scene) } }
        var axis = ChartStyle.LogAxis(
            low: ratios.flatMap { $0 }.filter { $0 > 0 }.min() ?? 0.5, high: ratios.flatMap { $0 }.max() ?? 10,
            left: labelWidth, width: width - labelWidth - 40)
        axis.caption = "times the raw-GL floor's median (log scale)"
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        format.opaque = true
        return UIGraphicsImageRenderer(size: CGSize(width: width, height: bottom + 50), format: format).image { renderer in
            let context = renderer.cgContext
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: width, height: bottom + 50))
            ChartStyle.draw("median frame time ÷ raw-GL floor (log scale; 1 = the floor)", at: CGPoint(x: labelWidth, y: 16))
            axis.drawGrid(in: context, top: top - 4, bottom: bottom)
            context.setStrokeColor(ChartStyle.ink.cgColor)
            context.setLineWidth(1.5)
            context.setLineDash(phase: 0, lengths: [4, 3])
            context.strokeLineSegments(between: [CGPoint(x: axis.x(1), y: top - 4), CGPoint(x: axis.x(1), y: bottom)])
            context.setLineDash(phase: 0, lengths: [])
            for (index, scene) in scenes.enumerated() {
                let sceneTop = top + CGFloat(index) * sceneHeight
                ChartStyle.draw(
                    scene.name, at: CGPoint(x: 8, y: sceneTop + CGFloat(lanes.count) * barHeight / 2), font: ChartStyle.titleFont)
                for (laneIndex, lane) in lanes.enumerated() {
                    let value = ratios[index][laneIndex]
                    guard value.isFinite, value > 0 else { continue }
                    let y = sceneTop + CGFloat(laneIndex) * barHeight
                    let start = axis.x(pow(10, Double(axis.lowExponent)))
                    context.setFillColor(lane.color.cgColor)
                    context.fill(CGRect(x: start, y: y, width: max(1, axis.x(value) - start), height: barHeight - 2))
                    ChartStyle.draw(
                        String(format: "%.2f×", value), at: CGPoint(x: axis.x(value) + 4, y: y + barHeight / 2 - 1),
                        font: UIFont.systemFont(ofSize: 8))
                }
            }
        }
    }

    /// `lane`'s median over the raw-GL floor's median in `scene`.
    static func ratio(of lane: ReportLane, in scene: WorkloadResult) -> Double {
        let floor = scene.rawglMilliseconds.median
        let median: Double
        switch lane {
        case .compositor: median = scene.frameMilliseconds.median
        case .fullRepaint: median = scene.fullRepaintMilliseconds.median
        case .noCache: median = scene.nocacheMilliseconds.median
        case .rawGL: median = floor
        case .cairo: median = scene.cpuMilliseconds.median
        }
        return floor > 0 ? median / floor : .nan
    }
}
