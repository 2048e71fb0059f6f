import Foundation
import GLCompositor
import Graphics
import LayerTree

/// Times a tree of 10,000 layers — 100 containers of 99 coloured views, a few rounded, clipped,
/// translucent or turned, as an app's deep hierarchy would be — two ways: planning alone, from
/// scratch, and a whole frame (update cycle, plan, damage, repaint, `glFinish`) in which one
/// view changes colour. A larger tree (`layers`) has more containers, in sections of 100 under
/// the window, so that each layer has at most 100 sublayers.
@MainActor
enum PlanningProbe {
    nonisolated static let layerCount = 10_000
    /// Views per container, and containers per section.
    private static let viewsPerContainer = 99, containersPerSection = 100

    struct Result {
        /// `Compositor.plan` of the whole tree.
        var plan: FrameTimes
        /// A rendered frame with one view changed.
        var oneChangeFrame: FrameTimes
    }

    /// Times planning and one-change frames of a tree of about `layers` layers (whole containers).
    static func measure(
        context: GLContext, width: Int, height: Int, iterations: Int = 20, layers: Int = layerCount
    ) throws -> Result {
        let containerCount = max(1, layers / (viewsPerContainer + 1))
        let window = makeWindow(width: width, height: height, containers: containerCount)
        let root = window.runUpdateCycle().root
        let planner = try Compositor(context: context)
        let size = PixelSize(width: width, height: height)
        _ = planner.plan(root, size: size, scale: 1)
        var plans: [Double] = []
        for _ in 0..<max(1, iterations) { plans.append(timed { _ = planner.plan(root, size: size, scale: 1) }) }

        let compositor = try Compositor(context: context)
        try compositor.render(window)
        let containers = containerCount > containersPerSection ? window.subviews.flatMap(\.subviews) : window.subviews
        let changing = containers[42 % containerCount].subviews[7]
        var frames: [Double] = []
        for i in 0..<max(1, iterations) {
            changing.backgroundColor = UIColor(white: CGFloat(i % 2), alpha: 1)
            frames.append(
                try timed {
                    try compositor.render(window)
                    context.finish()
                })
        }
        return Result(plan: FrameTimes(milliseconds: plans), oneChangeFrame: FrameTimes(milliseconds: frames))
    }

    private static func makeWindow(width: Int, height: Int, containers count: Int) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        window.screen = UIScreen(bounds: window.bounds, scale: 1)
        window.backgroundColor = .white
        let columns = Int(Double(count).squareRoot().rounded(.up))
        let w = CGFloat(width) / CGFloat(columns), h = CGFloat(height) / CGFloat((count + columns - 1) / columns)
        let sections =
            count <= containersPerSection
            ? [window]
            : (0..<((count + containersPerSection - 1) / containersPerSection)).map { _ in
                let section = UIView(frame: window.bounds)
                window.addSubview(section)
                return section
            }
        for c in 0..<count {
            let container = UIView(frame: CGRect(x: CGFloat(c % columns) * w, y: CGFloat(c / columns) * h, width: w, height: h))
            container.clipsToBounds = c.isMultiple(of: 3)
            container.alpha = c.isMultiple(of: 7) ? 0.8 : 1
            for i in 0..<viewsPerContainer {
                let view = UIView(
                    frame: CGRect(x: CGFloat(i % 11) * w / 11, y: CGFloat(i / 11) * h / 9, width: w / 10, height: h / 8))
                view.backgroundColor = UIColor(
                    hue: CGFloat(i) / 99, saturation: 0.6, brightness: 0.9, alpha: i.isMultiple(of: 4) ? 0.5 : 1)
                if i.isMultiple(of: 5) { view.layer.cornerRadius = 3 }
                if i.isMultiple(of: 13) { view.transform = CGAffineTransform(rotationAngle: 0.2) }
                container.addSubview(view)
            }
            sections[c / containersPerSection].addSubview(container)
        }
        window.makeKeyAndVisible()
        return window
    }
}
