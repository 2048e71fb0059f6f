import CCairo
import Foundation

extension CGContext {
    /// Fills the current path with the fill colour and clears the path.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        cairo_set_fill_rule(cairo, rule.cairoValue)
        paintPath { cairo in
            self.state.fill.apply(to: cairo, alpha: self.state.alpha)
            cairo_fill(cairo)
        }
    }

    /// Strokes the current path with the stroke colour and line attributes and clears the path.
    public func strokePath() {
        paintPath { cairo in
            self.state.stroke.apply(to: cairo, alpha: self.state.alpha)
            cairo_stroke(cairo)
        }
    }

    /// Fills and/or strokes the current path, then clears it.
    public func drawPath(using mode: CGPathDrawingMode) {
        let rule: CGPathFillRule = mode == .eoFill || mode == .eoFillStroke ? .evenOdd : .winding
        cairo_set_fill_rule(cairo, rule.cairoValue)
        paintPath { cairo in
            if mode != .stroke {
                self.state.fill.apply(to: cairo, alpha: self.state.alpha)
                mode == .fill || mode == .eoFill ? cairo_fill(cairo) : cairo_fill_preserve(cairo)
            }
            if mode == .stroke || mode == .fillStroke || mode == .eoFillStroke {
                self.state.stroke.apply(to: cairo, alpha: self.state.alpha)
                cairo_stroke(cairo)
            }
        }
    }

    public func fill(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        fillPath()
    }

    public func fill(_ rects: [CGRect]) {
        beginPath()
        addRects(rects)
        fillPath()
    }

    public func stroke(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        strokePath()
    }

    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState()
        setLineWidth(width)
        stroke(rect)
        restoreGState()
    }

    public func fillEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        fillPath()
    }

    public func strokeEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        strokePath()
    }

    /// Strokes separate segments between consecutive pairs of `points`.
    public func strokeLineSegments(between points: [CGPoint]) {
        beginPath()
        var index = 0
        while index + 1 < points.count {
            move(to: points[index])
            addLine(to: points[index + 1])
            index += 2
        }
        strokePath()
    }

    /// Sets the pixels of `rect` to transparent black, whatever the blend mode and alpha.
    public func clear(_ rect: CGRect) {
        painting { erase(rect) }
    }

    /// Clears `rect` to transparent without counting as painting: the layer tree's
    /// clear-before-draw, not the app's drawing.
    package func erase(_ rect: CGRect) {
        guard GraphicsInput.isFinite(rect) else { return }
        cairo_save(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
        cairo_new_path(cairo)
        let r = rect.standardized
        cairo_rectangle(cairo, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
        cairo_fill(cairo)
        cairo_restore(cairo)
    }

    /// Paints with `body`, which consumes the current path, casting the shadow first if one is set.
    func paintPath(_ body: @escaping (OpaquePointer) -> Void) {
        painting {
            guard let shadow = state.shadow else {
                body(cairo)
                return
            }
            let path = cairo_copy_path(cairo)!
            defer { cairo_path_destroy(path) }
            paintWithShadow(shadow) { cairo in
                cairo_append_path(cairo, path)
                body(cairo)
            }
            cairo_new_path(cairo)
        }
    }

    /// Draws `body` into a group, casts the group's blurred alpha as the shadow, then paints the group.
    func paintWithShadow(_ shadow: Shadow, _ body: (OpaquePointer) -> Void) {
        cairo_push_group(cairo)
        body(cairo)
        let group = cairo_pop_group(cairo)!
        defer { cairo_pattern_destroy(group) }
        if let mask = ShadowMask.make(from: group, width: width, height: height, blur: shadow.blur * baseScale) {
            cairo_save(cairo)
            cairo_identity_matrix(cairo)
            shadow.color.apply(to: cairo, alpha: state.alpha)
            cairo_mask_surface(
                cairo, mask.surface, Double(shadow.offset.width * baseScale), Double(shadow.offset.height * baseScale))
            cairo_restore(cairo)
        }
        cairo_set_source(cairo, group)
        cairo_paint(cairo)
    }
}

/// The blurred alpha of what a group drew: the shape of a shadow.
enum ShadowMask {
    static func make(from group: OpaquePointer, width: Int, height: Int, blur: CGFloat) -> CairoImageSurface? {
        guard let mask = try? CairoImageSurface(width: width, height: height) else { return nil }
        let cr = cairo_create(mask.surface)!
        cairo_set_source(cr, group)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(mask.surface)
        let radius = Int((blur / 2).rounded())
        if radius > 0, let data = cairo_image_surface_get_data(mask.surface) {
            let stride = Int(cairo_image_surface_get_stride(mask.surface))
            BoxBlur.blurAlpha(data, width: width, height: height, stride: stride, radius: radius)
        }
        cairo_surface_mark_dirty(mask.surface)
        return mask
    }
}

/// Three box blurs approximate a Gaussian; only the alpha byte of each BGRA pixel is used.
enum BoxBlur {
    static func blurAlpha(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, radius: Int) {
        var line = [UInt32](repeating: 0, count: max(width, height))
        for _ in 0..<3 {
            for y in 0..<height {
                blurLine(data + y * stride + 3, count: width, step: 4, radius: radius, scratch: &line)
            }
            for x in 0..<width {
                blurLine(data + x * 4 + 3, count: height, step: stride, radius: radius, scratch: &line)
            }
        }
    }

    private static func blurLine(
        _ start: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius: Int, scratch: inout [UInt32]
    ) {
        for i in 0..<count { scratch[i] = UInt32(start[i * step]) }
        let window = UInt32(2 * radius + 1)
        var sum: UInt32 = 0
        for i in -radius...radius { sum += (i >= 0 && i < count) ? scratch[i] : 0 }
        for i in 0..<count {
            start[i * step] = UInt8((sum + window / 2) / window)
            let leaving = i - radius, entering = i + radius + 1
            if leaving >= 0 { sum -= scratch[leaving] }
            if entering < count { sum += scratch[entering] }
        }
    }
}
