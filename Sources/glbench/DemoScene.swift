import Foundation
import GLCompositor
import Graphics
import LayerTree

/// The demo picture: Cairo-drawn cards uploaded once as textures, composited every frame with
/// rotation, translucency and solid fills. It exercises the whole path a layer tree will take
/// (CPU drawing → texture → transformed, blended quads → readback) before the layer tree exists.
final class DemoScene {
    let target: RenderTarget
    private let painter: QuadPainter
    private let cards: [GLTexture]
    private let width: Int
    private let height: Int

    /// Draws the card bitmaps and uploads them. The context must be current.
    init(context: GLContext, width: Int, height: Int) throws {
        self.width = width
        self.height = height
        target = try context.makeRenderTarget(width: width, height: height)
        painter = try QuadPainter(context: context)
        cards = try [Self.ringCard(), Self.stripesCard(), Self.dotsCard()].map { try context.makeTexture(from: $0) }
    }

    /// Draws one frame at `time` seconds: cards orbit and turn, a translucent panel sweeps across.
    func render(time: Double) throws {
        painter.context.clear(target, to: PremultipliedRGBA(red: 0.93, green: 0.94, blue: 0.96, alpha: 1))
        let w = CGFloat(width), h = CGFloat(height)
        let unit = min(w, h) / 4
        painter.fill(
            CGRect(x: 0, y: h * 0.72, width: w, height: h * 0.28),
            with: PremultipliedRGBA(red: 0.16, green: 0.2, blue: 0.3, alpha: 1), in: target)
        for (index, card) in cards.enumerated() {
            let angle = CGFloat(time) * 0.8 + CGFloat(index) * 0.5
            let center = CGPoint(x: w * CGFloat(index + 1) / 4, y: h * 0.45)
            let size = unit * 1.4
            var transform = CATransform3DMakeTranslation(-size / 2, -size / 2, 0)
            transform = CATransform3DConcat(transform, CATransform3DMakeRotation(sin(angle) * 0.35, 0, 0, 1))
            transform = CATransform3DConcat(transform, CATransform3DMakeTranslation(center.x, center.y, 0))
            painter.draw(
                card, in: CGRect(x: 0, y: 0, width: size, height: size), transform: transform,
                opacity: index == 1 ? 0.85 : 1, in: target)
        }
        let sweep = CGFloat(time.truncatingRemainder(dividingBy: 4) / 4)
        painter.fill(
            CGRect(x: (w + unit) * sweep - unit, y: h * 0.1, width: unit, height: h * 0.8),
            with: PremultipliedRGBA(red: 1, green: 0.6, blue: 0.1, alpha: 0.35), in: target)
    }

    private static let cardSize = 256

    /// A white rounded card with a progress ring.
    private static func ringCard() throws -> PixelImage {
        try card { cg, s in
            cg.setStrokeColor(red: 0.85, green: 0.87, blue: 0.9, alpha: 1)
            cg.setLineWidth(s * 0.08)
            cg.beginPath()
            cg.addArc(center: CGPoint(x: s / 2, y: s / 2), radius: s * 0.3, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
            cg.strokePath()
            cg.setStrokeColor(red: 0.0, green: 0.48, blue: 1.0, alpha: 1)
            cg.beginPath()
            cg.addArc(
                center: CGPoint(x: s / 2, y: s / 2), radius: s * 0.3, startAngle: -.pi / 2, endAngle: .pi * 0.9,
                clockwise: false)
            cg.strokePath()
        }
    }

    /// A card with diagonal colour stripes.
    private static func stripesCard() throws -> PixelImage {
        try card { cg, s in
            let colors: [(CGFloat, CGFloat, CGFloat)] = [(1, 0.23, 0.19), (1, 0.8, 0), (0.2, 0.78, 0.35)]
            for (i, c) in colors.enumerated() {
                cg.setFillColor(red: c.0, green: c.1, blue: c.2, alpha: 1)
                cg.beginPath()
                let y = s * (0.25 + CGFloat(i) * 0.18)
                cg.move(to: CGPoint(x: s * 0.15, y: y + s * 0.1))
                cg.addLine(to: CGPoint(x: s * 0.85, y: y - s * 0.05))
                cg.addLine(to: CGPoint(x: s * 0.85, y: y + s * 0.05))
                cg.addLine(to: CGPoint(x: s * 0.15, y: y + s * 0.2))
                cg.closePath()
                cg.fillPath()
            }
        }
    }

    /// A card with a grid of translucent dots.
    private static func dotsCard() throws -> PixelImage {
        try card { cg, s in
            for row in 0..<4 {
                for col in 0..<4 {
                    cg.setFillColor(red: 0.55, green: 0.2 + CGFloat(row) * 0.15, blue: 0.9, alpha: 0.4 + CGFloat(col) * 0.15)
                    let d = s * 0.14
                    cg.fillEllipse(in: CGRect(x: s * 0.17 + CGFloat(col) * d * 1.3, y: s * 0.17 + CGFloat(row) * d * 1.3, width: d, height: d))
                }
            }
        }
    }

    /// A white card with a soft border, then `drawContent` on top.
    private static func card(_ drawContent: (CGContext, CGFloat) -> Void) throws -> PixelImage {
        let canvas = try BitmapCanvas(width: cardSize, height: cardSize)
        let cg = canvas.context
        let s = CGFloat(cardSize)
        cg.setFillColor(red: 1, green: 1, blue: 1, alpha: 1)
        cg.fill(CGRect(x: 4, y: 4, width: s - 8, height: s - 8))
        cg.setStrokeColor(red: 0, green: 0, blue: 0, alpha: 0.15)
        cg.setLineWidth(2)
        cg.stroke(CGRect(x: 4, y: 4, width: s - 8, height: s - 8))
        drawContent(cg, s)
        return canvas.makeImage()
    }
}
