import CCairo
import Foundation

extension CGContext {
    /// Empties the current path.
    public func beginPath() { cairo_new_path(cairo) }

    public func move(to point: CGPoint) {
        guard GraphicsInput.isFinite(point) else { return }
        cairo_move_to(cairo, Double(point.x), Double(point.y))
    }

    public func addLine(to point: CGPoint) {
        guard GraphicsInput.isFinite(point) else { return }
        ensureCurrentPoint(point)
        cairo_line_to(cairo, Double(point.x), Double(point.y))
    }

    /// Straight lines through `points`, starting a new subpath at the first.
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        let path = CGMutablePath()
        path.move(to: currentPointOfPath)
        path.addCurve(to: end, control1: control1, control2: control2)
        replay(path.elements.dropFirst(), ensuringStart: control1)
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        let path = CGMutablePath()
        path.move(to: currentPointOfPath)
        path.addQuadCurve(to: end, control: control)
        replay(path.elements.dropFirst(), ensuringStart: control)
    }

    public func closePath() { cairo_close_path(cairo) }

    public func addRect(_ rect: CGRect) {
        guard GraphicsInput.isFinite(rect) else { return }
        let r = rect.standardized
        cairo_rectangle(cairo, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
    }

    public func addRects(_ rects: [CGRect]) { rects.forEach(addRect) }

    /// Adds an ellipse inscribed in `rect` as a closed subpath.
    public func addEllipse(in rect: CGRect) {
        guard GraphicsInput.isFinite(rect) else { return }
        addPath(CGPath(ellipseIn: rect))
    }

    /// Adds an arc; `clockwise` is in CoreGraphics' sense (`false` turns clockwise on a y-down screen).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        guard GraphicsInput.isFinite(center), radius.isFinite, startAngle.isFinite, endAngle.isFinite else { return }
        let path = CGMutablePath()
        if hasCurrentPoint { path.move(to: currentPointOfPath) }
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        replay(hasCurrentPoint ? path.elements.dropFirst() : path.elements[...], ensuringStart: nil)
    }

    /// Adds an arc tangent to the lines current point → `tangent1End` → `tangent2End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        guard GraphicsInput.isFinite(tangent1End), GraphicsInput.isFinite(tangent2End), radius.isFinite else { return }
        let path = CGMutablePath()
        if hasCurrentPoint { path.move(to: currentPointOfPath) }
        path.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius)
        replay(hasCurrentPoint ? path.elements.dropFirst() : path.elements[...], ensuringStart: nil)
    }

    /// Appends `path`'s elements, in user space.
    public func addPath(_ path: CGPath) {
        replay(path.elements[...], ensuringStart: nil)
    }

    /// Whether the current path has no elements.
    public var isPathEmpty: Bool {
        let path = cairo_copy_path(cairo)!
        defer { cairo_path_destroy(path) }
        return path.pointee.num_data == 0
    }

    /// The end of the current path in user space, or `.zero` when empty.
    public var currentPointOfPath: CGPoint {
        guard hasCurrentPoint else { return .zero }
        var x = 0.0, y = 0.0
        cairo_get_current_point(cairo, &x, &y)
        return CGPoint(x: x, y: y)
    }

    /// The box around the current path, in user space.
    public var boundingBoxOfPath: CGRect {
        guard !isPathEmpty else { return .null }
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_path_extents(cairo, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    var hasCurrentPoint: Bool { cairo_has_current_point(cairo) != 0 }

    private func ensureCurrentPoint(_ point: CGPoint) {
        if !hasCurrentPoint { cairo_move_to(cairo, Double(point.x), Double(point.y)) }
    }

    /// Sends path elements to Cairo; quadratic curves become cubics.
    private func replay(_ elements: ArraySlice<CGPathElementKind>, ensuringStart start: CGPoint?) {
        if let start { ensureCurrentPoint(start) }
        for element in elements {
            switch element {
            case .moveToPoint(let p):
                cairo_move_to(cairo, Double(p.x), Double(p.y))
            case .addLineToPoint(let p):
                ensureCurrentPoint(p)
                cairo_line_to(cairo, Double(p.x), Double(p.y))
            case .addQuadCurveToPoint(let c, let p):
                ensureCurrentPoint(c)
                let p0 = currentPointOfPath
                let c1 = CGPoint(x: p0.x + 2.0 / 3.0 * (c.x - p0.x), y: p0.y + 2.0 / 3.0 * (c.y - p0.y))
                let c2 = CGPoint(x: p.x + 2.0 / 3.0 * (c.x - p.x), y: p.y + 2.0 / 3.0 * (c.y - p.y))
                cairo_curve_to(cairo, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
            case .addCurveToPoint(let c1, let c2, let p):
                ensureCurrentPoint(c1)
                cairo_curve_to(cairo, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
            case .closeSubpath:
                cairo_close_path(cairo)
            }
        }
    }
}

/// Rejects non-finite input before it reaches Cairo (whose state would turn to an error).
enum GraphicsInput {
    static func isFinite(_ p: CGPoint) -> Bool { p.x.isFinite && p.y.isFinite }
    static func isFinite(_ r: CGRect) -> Bool {
        r.origin.x.isFinite && r.origin.y.isFinite && r.size.width.isFinite && r.size.height.isFinite
    }
}
