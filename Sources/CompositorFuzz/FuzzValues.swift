import Foundation
import Graphics
import LayerTree

/// A straight RGBA colour, printed short.
public struct FuzzColor: Sendable, Equatable, CustomStringConvertible {
    public var red, green, blue, alpha: Double

    public init(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }
    var uiColor: UIColor { UIColor(red: red, green: green, blue: blue, alpha: alpha) }

    public var description: String {
        func f(_ v: Double) -> String { String(format: "%.2g", v) }
        return "rgba(\(f(red)),\(f(green)),\(f(blue)),\(f(alpha)))"
    }
}

/// A layer transform as the fuzzer makes them: a 2D turn, scale and shift, optionally seen in
/// perspective after turns about x and y.
public struct FuzzTransform: Sendable, Equatable, CustomStringConvertible {
    public var angle = 0.0
    public var scaleX = 1.0, scaleY = 1.0
    public var dx = 0.0, dy = 0.0
    /// Turns about x and y (radians), with the eye `eye` points away; 0: no perspective.
    public var tiltX = 0.0, tiltY = 0.0, eye = 0.0

    public static let identity = FuzzTransform()

    public init() {}

    var isIdentity: Bool { self == .identity }

    var transform: CATransform3D {
        var t = CATransform3DMakeScale(scaleX, scaleY, 1)
        t = CATransform3DConcat(t, CATransform3DMakeRotation(angle, 0, 0, 1))
        if eye > 0 {
            t = CATransform3DConcat(t, CATransform3DMakeRotation(tiltX, 1, 0, 0))
            t = CATransform3DConcat(t, CATransform3DMakeRotation(tiltY, 0, 1, 0))
            var perspective = CATransform3DIdentity
            perspective.m34 = -1 / eye
            t = CATransform3DConcat(t, perspective)
        }
        return CATransform3DConcat(t, CATransform3DMakeTranslation(dx, dy, 0))
    }

    public var description: String {
        var parts: [String] = []
        if angle != 0 { parts.append(String(format: "turn %.3g", angle)) }
        if scaleX != 1 || scaleY != 1 { parts.append(String(format: "scale %.3g×%.3g", scaleX, scaleY)) }
        if dx != 0 || dy != 0 { parts.append(String(format: "shift %.3g,%.3g", dx, dy)) }
        if eye > 0 { parts.append(String(format: "tilt %.3g,%.3g eye %.4g", tiltX, tiltY, eye)) }
        return parts.isEmpty ? "identity" : parts.joined(separator: " ")
    }
}

/// A small random bitmap: `width` × `height` pixels of `seed`'s pattern, shown at `scale`.
public struct FuzzImage: Sendable, Equatable, CustomStringConvertible {
    public var seed: UInt64
    public var width: Int
    public var height: Int
    public var scale: Double = 1
    public var gravity: CALayerContentsGravity = .resize
    public var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    public var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)

    public init(seed: UInt64, width: Int, height: Int) {
        self.seed = seed
        self.width = width
        self.height = height
    }

    /// The pixels: blocks of random colours, some translucent, some clear.
    var pixels: PixelImage {
        var random = FuzzRandom(seed: seed)
        let palette = (0..<4).map { _ in FuzzColor.random(using: &random) }
        var rgba: [UInt8] = []
        let block = random.integer(1...3)
        for y in 0..<height {
            for x in 0..<width {
                var cell = FuzzRandom(seed: seed &+ UInt64((y / block) * 977 + x / block))
                let c = palette[cell.integer(0...3)]
                rgba += [c.red, c.green, c.blue, c.alpha].map { UInt8(($0 * 255).rounded()) }
            }
        }
        return (try? PixelImage(width: width, height: height, straightRGBA: rgba)) ?? PixelImage(width: 0, height: 0)
    }

    public var description: String {
        var text = "image #\(seed) \(width)×\(height)@\(scale) \(gravity.rawValue)"
        if contentsRect != CGRect(x: 0, y: 0, width: 1, height: 1) { text += " rect \(Short.rect(contentsRect))" }
        if contentsCenter != CGRect(x: 0, y: 0, width: 1, height: 1) { text += " centre \(Short.rect(contentsCenter))" }
        return text
    }
}

/// A `CAGradientLayer`'s settings.
public struct FuzzGradient: Sendable, Equatable, CustomStringConvertible {
    public var type: CAGradientLayerType
    public var colors: [FuzzColor]
    public var locations: [Double]?
    public var start: CGPoint
    public var end: CGPoint

    public init(type: CAGradientLayerType, colors: [FuzzColor], locations: [Double]?, start: CGPoint, end: CGPoint) {
        self.type = type
        self.colors = colors
        self.locations = locations
        self.start = start
        self.end = end
    }

    public var description: String {
        "gradient \(type.rawValue) \(colors) at \(locations.map { "\($0)" } ?? "even") from \(Short.point(start)) to \(Short.point(end))"
    }
}

/// A `CAShapeLayer`'s settings.
public struct FuzzShape: Sendable, Equatable, CustomStringConvertible {
    public enum Outline: Sendable, Equatable {
        case ellipse(CGRect), roundedRect(CGRect, radius: Double), star(centre: CGPoint, radius: Double, points: Int)
        case arc(centre: CGPoint, radius: Double, start: Double, end: Double)
    }
    public var outline: Outline
    public var fill: FuzzColor?
    public var stroke: FuzzColor?
    public var lineWidth: Double
    public var strokeStart = 0.0, strokeEnd = 1.0
    public var lineCap: CAShapeLayerLineCap = .butt

    public init(
        outline: Outline, fill: FuzzColor?, stroke: FuzzColor?, lineWidth: Double, strokeStart: Double = 0,
        strokeEnd: Double = 1, lineCap: CAShapeLayerLineCap = .butt
    ) {
        self.outline = outline
        self.fill = fill
        self.stroke = stroke
        self.lineWidth = lineWidth
        self.strokeStart = strokeStart
        self.strokeEnd = strokeEnd
        self.lineCap = lineCap
    }

    private var outlineDescription: String {
        switch outline {
        case .ellipse(let r): "ellipse \(Short.rect(r))"
        case .roundedRect(let r, let radius): "rounded rect \(Short.rect(r)) radius \(radius)"
        case .star(let c, let radius, let points): "star \(Short.point(c)) radius \(radius) × \(points)"
        case .arc(let c, let radius, let start, let end):
            "arc \(Short.point(c)) radius \(radius) from \(Short.number(start)) to \(Short.number(end))"
        }
    }

    var path: CGPath {
        let path = CGMutablePath()
        switch outline {
        case .ellipse(let rect): path.addEllipse(in: rect)
        case .roundedRect(let rect, let radius):
            path.addRoundedRect(in: rect, cornerWidth: radius, cornerHeight: radius)
        case .star(let centre, let radius, let points):
            for k in 0..<(2 * points) {
                let r = k.isMultiple(of: 2) ? radius : radius / 2.5
                let a = Double(k) * .pi / Double(points) - .pi / 2
                let p = CGPoint(x: centre.x + r * cos(a), y: centre.y + r * sin(a))
                if k == 0 { path.move(to: p) } else { path.addLine(to: p) }
            }
            path.closeSubpath()
        case .arc(let centre, let radius, let start, let end):
            path.addArc(center: centre, radius: radius, startAngle: start, endAngle: end, clockwise: false)
        }
        return path
    }

    public var description: String {
        "shape \(outlineDescription) fill \(fill.map(\.description) ?? "none") stroke \(stroke.map(\.description) ?? "none") "
            + "width \(lineWidth) trim \(strokeStart)…\(strokeEnd) cap \(lineCap.rawValue)"
    }
}

/// A layer's shadow settings.
public struct FuzzShadow: Sendable, Equatable, CustomStringConvertible {
    public var color: FuzzColor
    public var opacity: Double
    public var radius: Double
    public var offset: CGSize
    /// A rect `shadowPath`, or nil to follow the layer's alpha.
    public var pathRect: CGRect?

    public init(color: FuzzColor, opacity: Double, radius: Double, offset: CGSize, pathRect: CGRect? = nil) {
        self.color = color
        self.opacity = opacity
        self.radius = radius
        self.offset = offset
        self.pathRect = pathRect
    }

    public var description: String {
        "shadow \(color) ×\(opacity) blur \(radius) offset \(offset.width),\(offset.height)"
            + (pathRect.map { " path \(Short.rect($0))" } ?? "")
    }
}

extension FuzzColor {
    /// A colour from a small palette, usually opaque, sometimes translucent or clear.
    static func random(using random: inout FuzzRandom) -> FuzzColor {
        let palette: [(Double, Double, Double)] = [
            (1, 0, 0), (0, 0.8, 0), (0, 0, 1), (1, 1, 0), (0, 1, 1), (1, 0, 1), (0, 0, 0), (1, 1, 1), (0.5, 0.25, 0.75),
            (0.9, 0.6, 0.1),
        ]
        let (r, g, b) = random.pick(palette)
        let alpha = random.pick([1, 1, 1, 1, 0.5, 0.75, 0.25, 0])
        return FuzzColor(r, g, b, alpha)
    }
}

/// Numbers printed short (six significant digits), for rects, points and sizes in reports.
enum Short {
    static func number(_ v: Double) -> String { String(format: "%.6g", v) }
    static func rect(_ r: CGRect) -> String {
        "(\(number(r.minX)), \(number(r.minY)), \(number(r.width))×\(number(r.height)))"
    }
    static func point(_ p: CGPoint) -> String { "(\(number(p.x)), \(number(p.y)))" }
}
