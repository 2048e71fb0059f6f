import Foundation

/// The system symbols `UIImage(systemName:)` knows: the ones view code reaches for most (rating
/// stars, hearts, check marks, chevrons, media controls, plus and minus), drawn here as simple
/// vector shapes in a unit square, since SF Symbols' outlines are Apple's and not on this
/// platform. Each is a template image of black shapes; an unknown name gives nil, as on iOS.
enum SystemSymbols {
    /// A symbol's drawing: the context is scaled to a unit square (y down); `stroke` is the line
    /// width of the configured weight in that square.
    typealias Drawing = @Sendable (CGContext, _ stroke: CGFloat) -> Void

    static func drawing(named name: String) -> Drawing? { table[name] }

    /// Every name known.
    static var names: [String] { table.keys.sorted() }

    /// Renders `name` at `configuration` (missing values from the default: 17 points, regular,
    /// medium) at `scale` pixels per point; nil for an unknown name.
    static func image(named name: String, configuration: UIImage.SymbolConfiguration?, scale: CGFloat) -> CGImage? {
        guard let draw = drawing(named: name) else { return nil }
        let config = configuration ?? .unspecified
        let side = (config.pointSize ?? 17) * config.scale.factor * 1.2
        guard let pixels = PixelCount.covering(side, scale: scale), pixels > 0,
            let canvas = try? BitmapCanvas(width: pixels, height: pixels)
        else { return nil }
        let context = canvas.context
        context.scaleBy(x: CGFloat(pixels), y: CGFloat(pixels))
        context.setFillColor(CGColor.black)
        context.setStrokeColor(CGColor.black)
        context.setLineCap(.round)
        context.setLineJoin(.round)
        draw(context, 0.09 * config.weight.strokeFactor)
        return CGImage(pixels: canvas.makeImage())
    }

    private static let table: [String: Drawing] = {
        var table: [String: Drawing] = [:]
        table["star.fill"] = { c, _ in
            star(c)
            c.fillPath()
        }
        table["star"] = { c, s in stroke(c, s) { star($0, inset: s / 2) } }
        table["heart.fill"] = { c, _ in
            heart(c)
            c.fillPath()
        }
        table["heart"] = { c, s in stroke(c, s) { heart($0, inset: s / 2) } }
        table["circle.fill"] = { c, _ in c.fillEllipse(in: CGRect(x: 0.05, y: 0.05, width: 0.9, height: 0.9)) }
        table["circle"] = { c, s in
            stroke(c, s) { $0.addEllipse(in: CGRect(x: 0.05, y: 0.05, width: 0.9, height: 0.9).insetBy(dx: s / 2, dy: s / 2)) }
        }
        table["square.fill"] = { c, _ in
            c.addPath(
                CGPath(
                    roundedRect: CGRect(x: 0.08, y: 0.08, width: 0.84, height: 0.84), cornerWidth: 0.16, cornerHeight: 0.16,
                    transform: nil))
            c.fillPath()
        }
        table["square"] = { c, s in
            stroke(c, s) {
                $0.addPath(
                    CGPath(
                        roundedRect: CGRect(x: 0.08, y: 0.08, width: 0.84, height: 0.84).insetBy(dx: s / 2, dy: s / 2),
                        cornerWidth: 0.14, cornerHeight: 0.14, transform: nil))
            }
        }
        table["checkmark"] = { c, s in lines(c, s, [[(0.15, 0.55), (0.4, 0.8), (0.85, 0.22)]]) }
        table["xmark"] = { c, s in lines(c, s, [[(0.2, 0.2), (0.8, 0.8)], [(0.8, 0.2), (0.2, 0.8)]]) }
        table["plus"] = { c, s in lines(c, s, [[(0.5, 0.12), (0.5, 0.88)], [(0.12, 0.5), (0.88, 0.5)]]) }
        table["minus"] = { c, s in lines(c, s, [[(0.12, 0.5), (0.88, 0.5)]]) }
        table["chevron.left"] = { c, s in lines(c, s, [[(0.65, 0.12), (0.3, 0.5), (0.65, 0.88)]]) }
        table["chevron.right"] = { c, s in lines(c, s, [[(0.35, 0.12), (0.7, 0.5), (0.35, 0.88)]]) }
        table["chevron.up"] = { c, s in lines(c, s, [[(0.12, 0.65), (0.5, 0.3), (0.88, 0.65)]]) }
        table["chevron.down"] = { c, s in lines(c, s, [[(0.12, 0.35), (0.5, 0.7), (0.88, 0.35)]]) }
        table["arrow.left"] = { c, s in lines(c, s, [[(0.88, 0.5), (0.15, 0.5)], [(0.45, 0.2), (0.15, 0.5), (0.45, 0.8)]]) }
        table["arrow.right"] = { c, s in lines(c, s, [[(0.12, 0.5), (0.85, 0.5)], [(0.55, 0.2), (0.85, 0.5), (0.55, 0.8)]]) }
        table["arrow.up"] = { c, s in lines(c, s, [[(0.5, 0.88), (0.5, 0.15)], [(0.2, 0.45), (0.5, 0.15), (0.8, 0.45)]]) }
        table["arrow.down"] = { c, s in lines(c, s, [[(0.5, 0.12), (0.5, 0.85)], [(0.2, 0.55), (0.5, 0.85), (0.8, 0.55)]]) }
        table["line.3.horizontal"] = { c, s in
            lines(c, s, [[(0.12, 0.25), (0.88, 0.25)], [(0.12, 0.5), (0.88, 0.5)], [(0.12, 0.75), (0.88, 0.75)]])
        }
        table["play.fill"] = { c, _ in
            polygon(c, [(0.22, 0.1), (0.88, 0.5), (0.22, 0.9)])
            c.fillPath()
        }
        table["pause.fill"] = { c, _ in
            c.fill([CGRect(x: 0.2, y: 0.12, width: 0.2, height: 0.76), CGRect(x: 0.6, y: 0.12, width: 0.2, height: 0.76)])
        }
        table["stop.fill"] = { c, _ in c.fill(CGRect(x: 0.15, y: 0.15, width: 0.7, height: 0.7)) }
        table["ellipsis"] = { c, _ in
            for x in [0.2, 0.5, 0.8] { c.fillEllipse(in: CGRect(x: x - 0.08, y: 0.42, width: 0.16, height: 0.16)) }
        }
        table["magnifyingglass"] = { c, s in
            stroke(c, s) { $0.addEllipse(in: CGRect(x: 0.1, y: 0.1, width: 0.58, height: 0.58)) }
            lines(c, s * 1.3, [[(0.6, 0.6), (0.88, 0.88)]])
        }
        table["person.fill"] = { c, _ in
            c.fillEllipse(in: CGRect(x: 0.3, y: 0.06, width: 0.4, height: 0.4))
            c.addArc(center: CGPoint(x: 0.5, y: 0.95), radius: 0.42, startAngle: .pi, endAngle: 2 * .pi, clockwise: false)
            c.fillPath()
        }
        table["house.fill"] = { c, _ in
            polygon(c, [(0.5, 0.08), (0.92, 0.48), (0.8, 0.48), (0.8, 0.9), (0.2, 0.9), (0.2, 0.48), (0.08, 0.48)])
            c.fillPath()
        }
        for (name, mark) in [
            ("checkmark", [[(0.28, 0.52), (0.44, 0.68), (0.72, 0.34)]]),
            ("xmark", [[(0.33, 0.33), (0.67, 0.67)], [(0.67, 0.33), (0.33, 0.67)]]),
            ("plus", [[(0.5, 0.28), (0.5, 0.72)], [(0.28, 0.5), (0.72, 0.5)]]),
        ] {
            table["\(name).circle.fill"] = { c, s in
                c.fillEllipse(in: CGRect(x: 0.05, y: 0.05, width: 0.9, height: 0.9))
                c.setBlendMode(.clear)
                lines(c, s, mark.map { $0.map { ($0.0, $0.1) } })
                c.setBlendMode(.normal)
            }
        }
        return table
    }()

    /// A five-pointed star in the unit square, point up (inner radius 0.382 of the outer).
    private static func star(_ c: CGContext, inset: CGFloat = 0) {
        let outer = 0.5 - inset, inner = outer * 0.382, centre = CGPoint(x: 0.5, y: 0.53)
        let points = (0..<10).map { i -> CGPoint in
            let radius = i % 2 == 0 ? outer : inner
            let angle = -CGFloat.pi / 2 + CGFloat(i) * .pi / 5
            return CGPoint(x: centre.x + radius * cos(angle), y: centre.y + radius * sin(angle))
        }
        c.addLines(between: points)
        c.closePath()
    }

    /// A heart: two lobes and a point at the bottom.
    private static func heart(_ c: CGContext, inset: CGFloat = 0) {
        let r = 0.23 - inset / 2
        c.move(to: CGPoint(x: 0.5, y: 0.88 - inset))
        c.addLine(to: CGPoint(x: 0.09 + inset, y: 0.42))
        c.addArc(center: CGPoint(x: 0.29 + inset / 2, y: 0.33), radius: r, startAngle: 2.6, endAngle: -0.2, clockwise: false)
        c.addArc(
            center: CGPoint(x: 0.71 - inset / 2, y: 0.33), radius: r, startAngle: .pi + 0.2, endAngle: 0.54, clockwise: false)
        c.closePath()
    }

    private static func polygon(_ c: CGContext, _ points: [(CGFloat, CGFloat)]) {
        c.addLines(between: points.map { CGPoint(x: $0.0, y: $0.1) })
        c.closePath()
    }

    private static func lines(_ c: CGContext, _ width: CGFloat, _ runs: [[(CGFloat, CGFloat)]]) {
        stroke(c, width) { c in for run in runs { c.addLines(between: run.map { CGPoint(x: $0.0, y: $0.1) }) } }
    }

    private static func stroke(_ c: CGContext, _ width: CGFloat, _ path: (CGContext) -> Void) {
        path(c)
        c.setLineWidth(width)
        c.strokePath()
    }
}
