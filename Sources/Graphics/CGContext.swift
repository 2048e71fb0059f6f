import CCairo
import Foundation

/// A 2D drawing context with CoreGraphics' Swift API, drawn by Cairo.
///
/// The parts of the API implemented so far: graphics-state save/restore, the current
/// transformation (translate, scale, rotate), fill and stroke colours as RGBA components, line
/// width, and path building and filling for rectangles, ellipses, lines and arcs.
/// Not thread-safe: a context is used on one thread at a time.
public final class CGContext {
    let cairo: OpaquePointer
    private let surface: CairoImageSurface
    private var fill = RGBAComponents(red: 0, green: 0, blue: 0, alpha: 1)
    private var stroke = RGBAComponents(red: 0, green: 0, blue: 0, alpha: 1)
    private var savedColors: [(RGBAComponents, RGBAComponents)] = []
    /// How many operations have put paint on the surface (fills, strokes, clears) since the
    /// context was made; the layer tree reads it to tell drawing views from empty `draw(_:)`s.
    package private(set) var paintOperations = 0

    init(cairoSurface: CairoImageSurface) {
        surface = cairoSurface
        cairo = cairo_create(cairoSurface.surface)
        cairo_set_line_width(cairo, 1)
    }

    deinit { cairo_destroy(cairo) }

    // MARK: Graphics state

    /// Pushes a copy of the graphics state (transform, colours, line width, clip).
    public func saveGState() {
        cairo_save(cairo)
        savedColors.append((fill, stroke))
    }

    /// Restores the state saved by the matching ``saveGState()``; unbalanced calls are ignored.
    public func restoreGState() {
        guard let (savedFill, savedStroke) = savedColors.popLast() else { return }
        cairo_restore(cairo)
        fill = savedFill
        stroke = savedStroke
    }

    public func translateBy(x: CGFloat, y: CGFloat) { cairo_translate(cairo, Double(x), Double(y)) }
    public func scaleBy(x: CGFloat, y: CGFloat) { cairo_scale(cairo, Double(x), Double(y)) }
    /// Rotates the user space by `angle` radians (clockwise on screen, since y grows downwards).
    public func rotate(by angle: CGFloat) { cairo_rotate(cairo, Double(angle)) }

    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        fill = RGBAComponents(red: red, green: green, blue: blue, alpha: alpha)
    }

    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        stroke = RGBAComponents(red: red, green: green, blue: blue, alpha: alpha)
    }

    public func setLineWidth(_ width: CGFloat) { cairo_set_line_width(cairo, Double(width)) }

    // MARK: Paths

    public func beginPath() { cairo_new_path(cairo) }
    public func move(to point: CGPoint) { cairo_move_to(cairo, Double(point.x), Double(point.y)) }
    public func addLine(to point: CGPoint) { cairo_line_to(cairo, Double(point.x), Double(point.y)) }
    public func closePath() { cairo_close_path(cairo) }

    public func addRect(_ rect: CGRect) {
        let r = rect.standardized
        cairo_rectangle(cairo, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
    }

    /// Adds an ellipse inscribed in `rect` as a closed subpath.
    public func addEllipse(in rect: CGRect) {
        let r = rect.standardized
        guard r.width > 0, r.height > 0 else { return }
        cairo_save(cairo)
        cairo_translate(cairo, Double(r.midX), Double(r.midY))
        cairo_scale(cairo, Double(r.width / 2), Double(r.height / 2))
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, 0, 0, 1, 0, 2 * Double.pi)
        cairo_close_path(cairo)
        cairo_restore(cairo)
    }

    /// Adds an arc; `clockwise` is in CoreGraphics' sense (angles decreasing).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        let arc = clockwise ? cairo_arc_negative : cairo_arc
        arc(cairo, Double(center.x), Double(center.y), Double(radius), Double(startAngle), Double(endAngle))
    }

    /// Fills the current path with the fill colour and clears the path.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        cairo_set_fill_rule(cairo, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        fill.apply(to: cairo)
        cairo_fill(cairo)
        paintOperations += 1
    }

    /// Strokes the current path with the stroke colour and line width and clears the path.
    public func strokePath() {
        stroke.apply(to: cairo)
        cairo_stroke(cairo)
        paintOperations += 1
    }

    // MARK: Convenience drawing

    public func fill(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        fillPath()
    }

    public func stroke(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        strokePath()
    }

    public func fillEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        fillPath()
    }

    /// Sets the pixels of `rect` to transparent.
    public func clear(_ rect: CGRect) {
        cairo_save(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
        beginPath()
        addRect(rect)
        cairo_fill(cairo)
        cairo_restore(cairo)
        paintOperations += 1
    }

    /// Draws `image` upright (its first row at the top of `rect`), scaled to fill `rect`,
    /// with bilinear filtering: how UIKit's image drawing looks in a UIKit context.
    package func drawUpright(_ image: PixelImage, in rect: CGRect) {
        guard image.width > 0, image.height > 0, rect.width > 0, rect.height > 0,
            let surface = try? CairoImageSurface(copying: image)
        else { return }
        cairo_save(cairo)
        cairo_translate(cairo, Double(rect.minX), Double(rect.minY))
        cairo_scale(cairo, Double(rect.width) / Double(image.width), Double(rect.height) / Double(image.height))
        cairo_set_source_surface(cairo, surface.surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(cairo_get_source(cairo), CAIRO_EXTEND_PAD)
        cairo_rectangle(cairo, 0, 0, Double(image.width), Double(image.height))
        cairo_fill(cairo)
        cairo_restore(cairo)
        paintOperations += 1
    }

    /// Clears `rect` to transparent without counting as painting: the layer tree's
    /// clear-before-draw, not the app's drawing.
    package func erase(_ rect: CGRect) {
        cairo_save(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
        beginPath()
        addRect(rect)
        cairo_fill(cairo)
        cairo_restore(cairo)
    }

    /// The bounding box of the clip, in user space.
    public var boundingBoxOfClipPath: CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    /// Intersects the clip with `rect`. Drawing outside it leaves pixels untouched.
    public func clip(to rect: CGRect) {
        beginPath()
        addRect(rect)
        cairo_clip(cairo)
    }

    /// The current transformation matrix (user space to device pixels).
    public var ctm: CGAffineTransform {
        var m = cairo_matrix_t()
        cairo_get_matrix(cairo, &m)
        return CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
    }

    /// Multiplies the CTM by `transform` (applied before the current CTM).
    public func concatenate(_ transform: CGAffineTransform) {
        var m = cairo_matrix_t(
            xx: Double(transform.a), yx: Double(transform.b), xy: Double(transform.c), yy: Double(transform.d),
            x0: Double(transform.tx), y0: Double(transform.ty))
        cairo_transform(cairo, &m)
    }
}

/// The rule that decides which points a path encloses.
public enum CGPathFillRule: Int, Sendable {
    case winding = 0
    case evenOdd = 1
}

/// Colour components in the device RGB space, straight alpha.
struct RGBAComponents {
    var red, green, blue, alpha: CGFloat

    func apply(to cairo: OpaquePointer) {
        cairo_set_source_rgba(cairo, Double(red), Double(green), Double(blue), Double(alpha))
    }
}
