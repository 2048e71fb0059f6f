import Foundation
import GLCompositor
import Graphics
import LayerTree
import ReferenceRenderer

/// The demo: a window of UIKit views — drawn cards with rounded corners and borders, a rotated
/// container clipping its content, a translucent group, a masked view — rendered by the
/// compositor. Animating it moves, turns and fades views without redrawing any of them.
@MainActor
final class DemoScene {
    let window: UIWindow
    private var cards: [UIView] = []
    private let panel: UIView
    private let spinner: UIView

    /// Builds the views.
    init(width: Int, height: Int) {
        let w = CGFloat(width), h = CGFloat(height)
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: w, height: h))
        window.screen = UIScreen(bounds: window.bounds, scale: 1)
        window.backgroundColor = UIColor(red: 0.93, green: 0.94, blue: 0.96, alpha: 1)

        let footer = UIView(frame: CGRect(x: 0, y: h * 0.72, width: w, height: h * 0.28))
        footer.backgroundColor = UIColor(red: 0.16, green: 0.2, blue: 0.3, alpha: 1)
        window.addSubview(footer)

        let side = min(w, h) * 0.32
        let kinds: [(CGRect) -> UIView] = [RingView.init(frame:), StripesView.init(frame:), DotsView.init(frame:)]
        for (index, make) in kinds.enumerated() {
            let card = make(CGRect(x: 0, y: 0, width: side, height: side))
            card.center = CGPoint(x: w * CGFloat(index + 1) / 4, y: h * 0.42)
            card.backgroundColor = .white
            card.layer.cornerRadius = side * 0.08
            card.layer.borderWidth = 1
            card.layer.borderColor = UIColor(white: 0, alpha: 0.15).cgColor
            card.isOpaque = false
            window.addSubview(card)
            cards.append(card)
        }

        // A translucent group: its overlapping children blend once, as one layer.
        panel = UIView(frame: CGRect(x: w * 0.05, y: h * 0.76, width: w * 0.4, height: h * 0.18))
        panel.alpha = 0.8
        for (i, color) in [UIColor.orange, .systemBlue, .green].enumerated() {
            let chip = UIView(
                frame: CGRect(
                    x: CGFloat(i) * panel.bounds.width * 0.25, y: 0,
                    width: panel.bounds.width * 0.5, height: panel.bounds.height))
            chip.backgroundColor = color
            chip.layer.cornerRadius = panel.bounds.height * 0.2
            panel.addSubview(chip)
        }
        window.addSubview(panel)

        // A rotated container that clips a striped field to its rounded, turned bounds.
        spinner = UIView(frame: CGRect(x: w * 0.62, y: h * 0.75, width: h * 0.2, height: h * 0.2))
        spinner.clipsToBounds = true
        spinner.layer.cornerRadius = h * 0.03
        let field = StripesView(frame: spinner.bounds.insetBy(dx: -spinner.bounds.width, dy: -spinner.bounds.height))
        field.isOpaque = false
        spinner.addSubview(field)
        window.addSubview(spinner)

        // A view seen through a circular mask.
        let masked = UIView(frame: CGRect(x: w * 0.84, y: h * 0.76, width: h * 0.18, height: h * 0.18))
        masked.backgroundColor = UIColor(red: 1, green: 0.23, blue: 0.19, alpha: 1)
        let circle = CircleView(frame: masked.bounds)
        circle.isOpaque = false
        masked.mask = circle
        window.addSubview(masked)
        window.makeKeyAndVisible()
        startAnimations()
    }

    /// The motion is ordinary UIKit animation code, run on a manual clock so that frames are
    /// reproducible: cards rock, the clipped container spins, the group breathes.
    private func startAnimations() {
        MediaClock.useManualTime(0)
        for (index, card) in cards.enumerated() {
            card.transform = CGAffineTransform(rotationAngle: -0.3)
            UIView.animate(
                withDuration: 1.6, delay: Double(index) * 0.3, options: [.repeat, .autoreverse, .curveEaseInOut],
                animations: { card.transform = CGAffineTransform(rotationAngle: 0.3) })
        }
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = 2 * CGFloat.pi
        spin.duration = 10
        spin.repeatCount = .infinity
        spinner.layer.add(spin, forKey: "spin")
        UIView.animate(withDuration: 2, delay: 0, options: [.repeat, .autoreverse], animations: { panel.alpha = 0.6 })
        _ = window.runUpdateCycle()  // the commit at time 0 starts them
    }

    /// Moves the scene's clock to `time` seconds.
    func advance(to time: Double) {
        MediaClock.useManualTime(time)
    }

    /// Runs the update cycle and composites a frame with `compositor` (its context current).
    @discardableResult
    func render(with compositor: Compositor) throws -> FrameStats { try compositor.render(window) }

    /// Reads back the last frame `compositor` drew of the scene.
    func image(from compositor: Compositor) throws -> PixelImage {
        try compositor.context.readPixels(compositor.lastWindowTarget!)
    }

    /// Runs the update cycle and draws the frame on the CPU with the reference renderer.
    func softwareImage() -> PixelImage {
        let scale = window.screen.scale
        let width = Int((window.bounds.width * scale).rounded(.up)), height = Int((window.bounds.height * scale).rounded(.up))
        return ReferenceRenderer.render(window.runUpdateCycle().root, width: width, height: height, scale: scale).image
    }
}

/// A card with a progress ring.
private final class RingView: UIView {
    override func draw(_ rect: CGRect) {
        guard let cg = UIGraphicsGetCurrentContext() else { return }
        let s = bounds.width, center = CGPoint(x: s / 2, y: s / 2)
        cg.setLineWidth(s * 0.08)
        cg.setStrokeColor(red: 0.85, green: 0.87, blue: 0.9, alpha: 1)
        cg.beginPath()
        cg.addArc(center: center, radius: s * 0.3, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        cg.strokePath()
        cg.setStrokeColor(red: 0, green: 0.48, blue: 1, alpha: 1)
        cg.beginPath()
        cg.addArc(center: center, radius: s * 0.3, startAngle: -.pi / 2, endAngle: .pi * 0.9, clockwise: false)
        cg.strokePath()
    }
}

/// Diagonal colour stripes.
private final class StripesView: UIView {
    override func draw(_ rect: CGRect) {
        guard let cg = UIGraphicsGetCurrentContext() else { return }
        let colors: [(CGFloat, CGFloat, CGFloat)] = [(1, 0.23, 0.19), (1, 0.8, 0), (0.2, 0.78, 0.35)]
        let band = max(bounds.width, bounds.height) / 9
        for i in 0..<12 {
            let c = colors[i % 3]
            cg.setFillColor(red: c.0, green: c.1, blue: c.2, alpha: 1)
            cg.beginPath()
            let x = bounds.minX + CGFloat(i) * band * 1.2 - bounds.height * 0.3
            cg.move(to: CGPoint(x: x, y: bounds.maxY))
            cg.addLine(to: CGPoint(x: x + bounds.height * 0.6, y: bounds.minY))
            cg.addLine(to: CGPoint(x: x + bounds.height * 0.6 + band * 0.6, y: bounds.minY))
            cg.addLine(to: CGPoint(x: x + band * 0.6, y: bounds.maxY))
            cg.closePath()
            cg.fillPath()
        }
    }
}

/// A grid of translucent dots.
private final class DotsView: UIView {
    override func draw(_ rect: CGRect) {
        guard let cg = UIGraphicsGetCurrentContext() else { return }
        let s = bounds.width, d = s * 0.14
        for row in 0..<4 {
            for col in 0..<4 {
                cg.setFillColor(red: 0.55, green: 0.2 + CGFloat(row) * 0.15, blue: 0.9, alpha: 0.4 + CGFloat(col) * 0.15)
                cg.fillEllipse(
                    in: CGRect(
                        x: s * 0.17 + CGFloat(col) * d * 1.3, y: s * 0.17 + CGFloat(row) * d * 1.3,
                        width: d, height: d))
            }
        }
    }
}

/// An opaque disc: as a mask, it shows a circle of the masked view.
private final class CircleView: UIView {
    override func draw(_ rect: CGRect) {
        UIGraphicsGetCurrentContext()?.setFillColor(red: 0, green: 0, blue: 0, alpha: 1)
        UIGraphicsGetCurrentContext()?.fillEllipse(in: bounds)
    }
}
