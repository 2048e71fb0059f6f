import Foundation
import Graphics

/// What a shape layer shows, all of it: equal styles rasterize to the same pixels.
struct ShapeStyle: Equatable {
    var path: CGPath?
    var fillColor: CGColor?
    var evenOdd: Bool
    var strokeColor: CGColor?
    var lineWidth: CGFloat
    var lineCap: CAShapeLayerLineCap
    var lineJoin: CAShapeLayerLineJoin
    var miterLimit: CGFloat
    var dashes: [CGFloat]
    var dashPhase: CGFloat
    var strokeStart: CGFloat
    var strokeEnd: CGFloat
    /// Pixels per point.
    var scale: CGFloat

    var fills: Bool { (fillColor?.alpha ?? 0) > 0 }
    var strokes: Bool { (strokeColor?.alpha ?? 0) > 0 && lineWidth > 0 && strokeEnd > strokeStart }
}

/// Rasterizes a shape layer's path with Cairo: the fill, then the stroke cut to
/// `strokeStart…strokeEnd` of the path's length, antialiased, into a bitmap over the box the
/// shape covers.
@MainActor
enum ShapeRasterizer {
    /// The largest side of a shape's bitmap, in pixels; larger shapes are reported and not drawn.
    static let maxSide = 8192

    /// The shape's pixels, the rect of the layer's coordinates they cover and their pixels per
    /// point: the style's scale, lowered for a shape so large that its bitmap would pass
    /// ``maxSide`` (drawn coarser rather than not at all); nil when it draws nothing (no path, no
    /// visible fill or stroke) or not even one pixel per 1e6 points fits.
    static func rasterize(_ style: ShapeStyle) -> (PixelImage, CGRect, scale: CGFloat)? {
        guard let path = style.path, !path.isEmpty, style.fills || style.strokes else { return nil }
        let stroked = style.strokes ? strokedPath(path, style) : nil
        guard let box = box(of: path, stroked: stroked, style) else { return nil }
        let scale = min(style.scale, CGFloat(maxSide - 4) / max(box.width, box.height, 1))
        let frame = pixelFrame(box, scale: scale)
        // The frame spans whole pixels at `scale`: round, not ceil (an uneven scale can land an ulp over).
        guard scale > 1e-6, let width = PixelCount.covering((frame.width * scale).rounded(), scale: 1),
            let height = PixelCount.covering((frame.height * scale).rounded(), scale: 1), width <= maxSide, height <= maxSide
        else {
            LayerTreeDiagnostics.report("CAShapeLayer", "a shape over \(box) is too large to draw")
            return nil
        }
        guard let canvas = try? BitmapCanvas(width: max(width, 1), height: max(height, 1)) else { return nil }
        let context = canvas.context
        context.scaleBy(x: scale, y: scale)
        context.translateBy(x: -frame.minX, y: -frame.minY)
        if style.fills, let fill = style.fillColor {
            context.setFillColor(fill)
            context.addPath(path)
            context.fillPath(using: style.evenOdd ? .evenOdd : .winding)
        }
        if let stroked, let stroke = style.strokeColor {
            context.setStrokeColor(stroke)
            context.setLineWidth(style.lineWidth)
            context.setLineCap(cap(style.lineCap))
            context.setLineJoin(join(style.lineJoin))
            context.setMiterLimit(style.miterLimit)
            if !style.dashes.isEmpty { context.setLineDash(phase: style.dashPhase, lengths: style.dashes) }
            context.addPath(stroked)
            context.strokePath()
        }
        return (canvas.makeImage(), frame, scale)
    }

    /// The path the stroke follows: the whole path, or its part between the stroke's ends.
    private static func strokedPath(_ path: CGPath, _ style: ShapeStyle) -> CGPath? {
        let start = min(max(style.strokeStart, 0), 1), end = min(max(style.strokeEnd, 0), 1)
        if start <= 0, end >= 1 { return path }
        let part = path.trimmed(from: start, to: end)
        return part.isEmpty ? nil : part
    }

    /// The box of the path and its stroke (joins and caps included), in points.
    private static func box(of path: CGPath, stroked: CGPath?, _ style: ShapeStyle) -> CGRect? {
        var box = style.fills ? path.boundingBoxOfPath : .null
        if let stroked {
            // A miter reaches at most miterLimit half-widths out; square caps √2 half-widths.
            let reach = style.lineWidth / 2 * max(style.lineJoin == .miter ? style.miterLimit : 1, 2.squareRoot())
            box = box.union(stroked.boundingBoxOfPath.insetBy(dx: -reach, dy: -reach))
        }
        guard !box.isNull, box.width.isFinite, box.height.isFinite else { return nil }
        return box
    }

    /// `box` grown to whole pixels at `scale`, with a pixel of margin for the antialiasing.
    private static func pixelFrame(_ box: CGRect, scale s: CGFloat) -> CGRect {
        let minX = (box.minX * s).rounded(.down) - 1, minY = (box.minY * s).rounded(.down) - 1
        let maxX = (box.maxX * s).rounded(.up) + 1, maxY = (box.maxY * s).rounded(.up) + 1
        return CGRect(x: minX / s, y: minY / s, width: (maxX - minX) / s, height: (maxY - minY) / s)
    }

    private static func cap(_ cap: CAShapeLayerLineCap) -> CGLineCap {
        switch cap {
        case .round: .round
        case .square: .square
        default: .butt
        }
    }

    private static func join(_ join: CAShapeLayerLineJoin) -> CGLineJoin {
        switch join {
        case .round: .round
        case .bevel: .bevel
        default: .miter
        }
    }
}
