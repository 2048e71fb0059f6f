import CCairo
import Foundation

/// A 2D drawing context with CoreGraphics' Swift API, drawn by Cairo into a bitmap.
///
/// The context a view's `draw(_:)` receives has UIKit's conventions: origin at the top left, y
/// down, one point per `contentScaleFactor` pixels. Paths are built in user space and fixed in
/// device space as they are added (the CTM at that moment applies), as in CoreGraphics.
/// Not thread-safe: a context is used on one thread at a time.
public final class CGContext {
    let cairo: OpaquePointer
    let surface: CairoImageSurface
    /// What a context made by `CGContext(data:width:height:…)` was asked for; nil for contexts
    /// the package makes (premultiplied BGRA, y down).
    var bitmap: BitmapContextStorage?
    /// The document of a PDF context; nil for bitmap contexts.
    var pdf: PDFDocumentState?
    /// The graphics-state parts Cairo does not keep itself.
    var state = DrawingState()
    private var savedStates: [DrawingState] = []
    /// Whether antialiasing may be used at all (`setAllowsAntialiasing`): a setting of the
    /// context, not of its graphics state.
    var allowsAntialiasing = true
    /// Transparency layers begun and not yet ended, innermost last.
    var transparencyLayerDepth = 0
    /// How many operations have put paint on the surface since the context was made; the layer
    /// tree reads it to tell drawing views from empty `draw(_:)`s.
    package internal(set) var paintOperations = 0
    /// Pixels per user-space unit at the start of drawing (a layer's `contentsScale`): shadow
    /// offsets and blurs are given in these base units, unaffected by the CTM.
    package var baseScale: CGFloat = 1

    init(cairoSurface: CairoImageSurface) {
        surface = cairoSurface
        cairo = cairo_create(cairoSurface.surface)
        cairo_set_line_width(cairo, 1)
        cairo_set_miter_limit(cairo, 10)
    }

    deinit {
        if pdf != nil { closePDF() }
        cairo_destroy(cairo)
    }

    /// Paints with `body`: counts it, keeps it inside a mask clip (`clip(to:mask:)`) and copies the
    /// result to a bitmap context's memory when that memory is not the surface's own.
    func painting(_ body: () -> Void) {
        paintOperations += 1
        if let mask = state.mask {
            cairo_push_group(cairo)
            body()
            cairo_pop_group_to_source(cairo)
            cairo_save(cairo)
            cairo_identity_matrix(cairo)
            cairo_mask_surface(cairo, mask.surface.surface, 0, 0)
            cairo_restore(cairo)
        } else {
            body()
        }
        bitmap?.mirror?.store(from: surface)
    }

    /// The bitmap's size in pixels.
    public var width: Int { surface.width }
    public var height: Int { surface.height }

    // MARK: Graphics state

    /// Pushes a copy of the graphics state: CTM, clip, colours, alpha, line and dash, blend mode, shadow.
    public func saveGState() {
        cairo_save(cairo)
        savedStates.append(state)
    }

    /// Restores the state saved by the matching ``saveGState()``; unbalanced calls are ignored.
    public func restoreGState() {
        guard let saved = savedStates.popLast() else { return }
        cairo_restore(cairo)
        state = saved
        applyAntialiasing()
    }

    // MARK: Transformation

    public func translateBy(x: CGFloat, y: CGFloat) {
        guard x.isFinite, y.isFinite else { return }
        cairo_translate(cairo, Double(x), Double(y))
    }

    public func scaleBy(x: CGFloat, y: CGFloat) {
        guard x.isFinite, y.isFinite, x != 0, y != 0 else { return }
        cairo_scale(cairo, Double(x), Double(y))
    }

    /// Rotates user space by `angle` radians (clockwise on screen, since y grows downwards).
    public func rotate(by angle: CGFloat) {
        guard angle.isFinite else { return }
        cairo_rotate(cairo, Double(angle))
    }

    /// Applies `transform` before the current CTM. Non-invertible or non-finite transforms are ignored.
    public func concatenate(_ transform: CGAffineTransform) {
        guard transform.determinant != 0, transform.determinant.isFinite, transform.tx.isFinite, transform.ty.isFinite
        else { return }
        var m = cairo_matrix_t(
            xx: Double(transform.a), yx: Double(transform.b), xy: Double(transform.c), yy: Double(transform.d),
            x0: Double(transform.tx), y0: Double(transform.ty))
        cairo_transform(cairo, &m)
    }

    /// Device pixels per user-space unit under the current transform (the larger axis), or nil
    /// when the transform is degenerate: the resolution to render an image drawn here at.
    package var deviceScale: CGFloat? {
        let m = ctm
        let scale = max((m.a * m.a + m.b * m.b).squareRoot(), (m.c * m.c + m.d * m.d).squareRoot())
        return scale.isFinite && scale > 0 ? scale : nil
    }

    /// The current transformation matrix (user space to device pixels).
    public var ctm: CGAffineTransform {
        var m = cairo_matrix_t()
        cairo_get_matrix(cairo, &m)
        return CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
    }

    // MARK: Colour, alpha, blend

    public func setFillColor(_ color: CGColor) { state.fill = RGBA(color) }
    public func setStrokeColor(_ color: CGColor) { state.stroke = RGBA(color) }

    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fill = RGBA(red: red, green: green, blue: blue, alpha: alpha)
    }

    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.stroke = RGBA(red: red, green: green, blue: blue, alpha: alpha)
    }

    public func setFillColor(gray: CGFloat, alpha: CGFloat) {
        state.fill = RGBA(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        state.stroke = RGBA(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// A global alpha multiplying everything drawn afterwards (0…1).
    public func setAlpha(_ alpha: CGFloat) {
        guard alpha.isFinite else { return }
        state.alpha = min(max(alpha, 0), 1)
    }

    /// How what is drawn combines with what is there.
    public func setBlendMode(_ mode: CGBlendMode) {
        cairo_set_operator(cairo, mode.cairoOperator)
    }

    /// How images are resampled when drawn scaled.
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolation }
        set { state.interpolation = newValue }
    }

    /// A shadow under everything drawn afterwards: `offset` and `blur` in base units (points),
    /// positive y downwards as in UIKit contexts; nil `color` removes the shadow.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, color.alpha > 0, offset.width.isFinite, offset.height.isFinite, blur.isFinite else {
            state.shadow = nil
            return
        }
        state.shadow = Shadow(offset: offset, blur: max(0, blur), color: RGBA(color))
    }

    /// A shadow in black at one-third alpha, as CoreGraphics' two-argument form.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
    }

    // MARK: Line attributes

    public func setLineWidth(_ width: CGFloat) {
        guard width.isFinite, width >= 0 else { return }
        cairo_set_line_width(cairo, Double(width))
    }

    public func setLineCap(_ cap: CGLineCap) { cairo_set_line_cap(cairo, cap.cairoValue) }
    public func setLineJoin(_ join: CGLineJoin) { cairo_set_line_join(cairo, join.cairoValue) }

    public func setMiterLimit(_ limit: CGFloat) {
        guard limit.isFinite, limit > 0 else { return }
        cairo_set_miter_limit(cairo, Double(limit))
    }

    /// Dashes: alternating painted and skipped `lengths`, starting `phase` into the pattern.
    /// Empty lengths turn dashing off.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        let values = lengths.map(Double.init)
        guard values.allSatisfy({ $0.isFinite && $0 >= 0 }), values.contains(where: { $0 > 0 }) || values.isEmpty else {
            return
        }
        cairo_set_dash(cairo, values, Int32(values.count), Double(phase))
    }

    // MARK: Clipping

    /// Intersects the clip with `rect`.
    public func clip(to rect: CGRect) {
        beginPath()
        addRect(rect)
        cairo_clip(cairo)
    }

    /// Intersects the clip with the union of `rects`.
    public func clip(to rects: [CGRect]) {
        beginPath()
        for rect in rects { addRect(rect) }
        cairo_clip(cairo)
    }

    /// Intersects the clip with the current path (which is then cleared).
    public func clip(using rule: CGPathFillRule = .winding) {
        cairo_set_fill_rule(cairo, rule.cairoValue)
        cairo_clip(cairo)
    }

    /// Removes every clip set since the context was made (saved states still restore theirs).
    public func resetClip() { cairo_reset_clip(cairo) }

    /// The bounding box of the clip, in user space.
    public var boundingBoxOfClipPath: CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }
}

/// An RGBA colour with straight alpha, as the context keeps it.
struct RGBA: Equatable {
    var red, green, blue, alpha: CGFloat

    init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    init(_ color: CGColor) {
        self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }

    /// Sets the colour as Cairo's source, scaled by the context's global alpha.
    func apply(to cairo: OpaquePointer, alpha globalAlpha: CGFloat) {
        func clamp(_ v: CGFloat) -> Double { v.isFinite ? Double(min(max(v, 0), 1)) : 0 }
        cairo_set_source_rgba(cairo, clamp(red), clamp(green), clamp(blue), clamp(alpha) * clamp(globalAlpha))
    }
}

/// The graphics-state values the context keeps beside Cairo's.
struct DrawingState {
    var fill = RGBA(red: 0, green: 0, blue: 0, alpha: 1)
    var stroke = RGBA(red: 0, green: 0, blue: 0, alpha: 1)
    var alpha: CGFloat = 1
    var interpolation = CGInterpolationQuality.default
    /// Whether paths are antialiased (`setShouldAntialias`), when the context allows it.
    var shouldAntialias = true
    var shadow: Shadow?
    /// The alpha mask every painting is multiplied by (`clip(to:mask:)`), in device pixels.
    var mask: ClipMask?
}

struct Shadow: Equatable {
    let offset: CGSize
    let blur: CGFloat
    let color: RGBA
}
