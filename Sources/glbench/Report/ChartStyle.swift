import Foundation
import Graphics

/// The measured lanes of a scene, in the order the report shows them, with their colours.
enum ReportLane: CaseIterable {
    case compositor, fullRepaint, noCache, rawGL, cairo

    var title: String {
        switch self {
        case .compositor: "compositor"
        case .fullRepaint: "full repaint"
        case .noCache: "no cache"
        case .rawGL: "raw GL floor"
        case .cairo: "Cairo (CPU)"
        }
    }

    var color: UIColor {
        switch self {
        case .compositor: UIColor(red: 0.04, green: 0.52, blue: 1, alpha: 1)
        case .fullRepaint: UIColor(red: 0.19, green: 0.72, blue: 0.35, alpha: 1)
        case .noCache: UIColor(red: 1, green: 0.62, blue: 0.04, alpha: 1)
        case .rawGL: UIColor(white: 0.45, alpha: 1)
        case .cairo: UIColor(red: 0.9, green: 0.27, blue: 0.23, alpha: 1)
        }
    }

    /// This lane's measured frame times in `scene`.
    func samples(of scene: WorkloadResult) -> [Double] {
        switch self {
        case .compositor: scene.samples.compositor
        case .fullRepaint: scene.samples.fullRepaint
        case .noCache: scene.samples.noCache
        case .rawGL: scene.samples.rawGL
        case .cairo: scene.samples.cpu
        }
    }
}

/// Drawing helpers shared by the report's charts: text, a logarithmic millisecond axis.
@MainActor
enum ChartStyle {
    static let labelFont = UIFont.systemFont(ofSize: 12)
    static let titleFont = UIFont.boldSystemFont(ofSize: 14)
    static let ink = UIColor(white: 0.15, alpha: 1)
    static let grid = UIColor(white: 0.88, alpha: 1)

    /// Draws `text` with its left edge at `point.x` (or its right edge, `alignRight`), centred on `point.y`.
    static func draw(_ text: String, at point: CGPoint, font: UIFont = labelFont, color: UIColor = ink, alignRight: Bool = false)
    {
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: color]
        let size = text.size(withAttributes: attributes)
        let x = alignRight ? point.x - size.width : point.x
        text.draw(at: CGPoint(x: x, y: point.y - size.height / 2), withAttributes: attributes)
    }

    /// A horizontal axis in milliseconds on a log scale, from a power of ten at or below `low`
    /// to one at or above `high`.
    struct LogAxis {
        let lowExponent: Int
        let highExponent: Int
        let left: CGFloat
        let width: CGFloat
        /// What the axis measures, written under its right end.
        var caption = "milliseconds per frame (log scale)"

        init(low: Double, high: Double, left: CGFloat, width: CGFloat) {
            lowExponent = Int(floor(log10(max(low, 0.001))))
            highExponent = max(lowExponent + 1, Int(ceil(log10(max(high, 0.001)))))
            self.left = left
            self.width = width
        }

        /// The x of `milliseconds`.
        func x(_ milliseconds: Double) -> CGFloat {
            let t = (log10(max(milliseconds, 0.001)) - Double(lowExponent)) / Double(highExponent - lowExponent)
            return left + width * CGFloat(min(max(t, 0), 1))
        }

        /// Vertical grid lines at each power of ten (and its 2× and 5×), labelled below `bottom`.
        @MainActor func drawGrid(in context: CGContext, top: CGFloat, bottom: CGFloat) {
            for exponent in lowExponent...highExponent {
                for multiple in [1.0, 2.0, 5.0] {
                    let value = multiple * pow(10, Double(exponent))
                    guard exponent < highExponent || multiple == 1 else { continue }
                    let x = self.x(value)
                    context.setStrokeColor(ChartStyle.grid.cgColor)
                    context.setLineWidth(multiple == 1 ? 1 : 0.5)
                    context.strokeLineSegments(between: [CGPoint(x: x, y: top), CGPoint(x: x, y: bottom)])
                    if multiple == 1 || highExponent - lowExponent <= 2 {
                        let label = value >= 1 ? String(format: "%.0f", value) : String(format: "%g", value)
                        ChartStyle.draw(label, at: CGPoint(x: x - 6, y: bottom + 10))
                    }
                }
            }
            ChartStyle.draw(caption, at: CGPoint(x: left + width, y: bottom + 28), alignRight: true)
        }
    }
}
