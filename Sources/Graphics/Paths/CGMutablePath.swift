import Foundation

/// A path under construction, with CoreGraphics' building methods. Every method takes an
/// optional transform that is applied to the points it adds.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    public init() { super.init(elements: []) }

    override init(elements: [CGPathElementKind]) { super.init(elements: elements) }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.moveToPoint(point.applying(transform)))
    }

    /// A straight line from the current point (or a new subpath at `point` if there is none).
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        ensureCurrentPoint(point.applying(transform))
        elements.append(.addLineToPoint(point.applying(transform)))
    }

    /// Straight lines through `points`, starting a new subpath at the first.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        ensureCurrentPoint(control.applying(transform))
        elements.append(.addQuadCurveToPoint(control: control.applying(transform), end: end.applying(transform)))
    }

    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        ensureCurrentPoint(control1.applying(transform))
        elements.append(
            .addCurveToPoint(
                control1: control1.applying(transform), control2: control2.applying(transform), end: end.applying(transform)))
    }

    /// Closes the current subpath with a line back to its start.
    public func closeSubpath() {
        guard !elements.isEmpty, elements.last != .closeSubpath else { return }
        elements.append(.closeSubpath)
    }

    /// A closed rectangle, as its own subpath: top-left, top-right, bottom-right, bottom-left.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
        closeSubpath()
    }

    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// A closed ellipse inscribed in `rect`, as four cubic quarter arcs.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        guard r.width > 0 || r.height > 0 else { return }
        let ellipse = CGAffineTransform(a: r.width / 2, b: 0, c: 0, d: r.height / 2, tx: r.midX, ty: r.midY)
            .concatenating(transform)
        move(to: CGPoint(x: 1, y: 0), transform: ellipse)
        appendArc(from: 0, sweep: 2 * .pi, transform: ellipse)
        closeSubpath()
    }

    /// A closed rounded rectangle; corner sizes are clamped to half the sides.
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
    ) {
        let r = rect.standardized
        let w = min(max(cornerWidth, 0), r.width / 2), h = min(max(cornerHeight, 0), r.height / 2)
        guard w > 0, h > 0 else { return addRect(r, transform: transform) }
        move(to: CGPoint(x: r.minX + w, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX - w, y: r.minY), transform: transform)
        appendCorner(center: CGPoint(x: r.maxX - w, y: r.minY + h), w: w, h: h, from: -.pi / 2, transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - h), transform: transform)
        appendCorner(center: CGPoint(x: r.maxX - w, y: r.maxY - h), w: w, h: h, from: 0, transform: transform)
        addLine(to: CGPoint(x: r.minX + w, y: r.maxY), transform: transform)
        appendCorner(center: CGPoint(x: r.minX + w, y: r.maxY - h), w: w, h: h, from: .pi / 2, transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.minY + h), transform: transform)
        appendCorner(center: CGPoint(x: r.minX + w, y: r.minY + h), w: w, h: h, from: .pi, transform: transform)
        closeSubpath()
    }

    /// An arc of a circle. `clockwise` is CoreGraphics' sense, for a y-up space: `false` sweeps
    /// with increasing angles, which on a y-down (UIKit) screen turns clockwise. A line joins the
    /// current point to the arc's start.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        let sweep = PathGeometry.sweep(from: startAngle, to: endAngle, decreasing: clockwise)
        let circle = CGAffineTransform(a: radius, b: 0, c: 0, d: radius, tx: center.x, ty: center.y)
            .concatenating(transform)
        let start = CGPoint(x: cos(startAngle), y: sin(startAngle)).applying(circle)
        if PathGeometry.currentPoint(of: elements) == nil || elements.last == .closeSubpath {
            elements.append(.moveToPoint(start))
        } else {
            elements.append(.addLineToPoint(start))
        }
        appendArc(from: startAngle, sweep: sweep, transform: circle)
    }

    /// An arc of `radius` tangent to the lines current point → `tangent1End` and
    /// `tangent1End` → `tangent2End`, with a line from the current point to the first tangent point.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        guard let p0 = PathGeometry.currentPoint(of: elements) else {
            return move(to: tangent1End, transform: transform)
        }
        let p1 = tangent1End.applying(transform), p2 = tangent2End.applying(transform)
        guard let arc = PathGeometry.tangentArc(p0, p1, p2, radius: radius) else {
            elements.append(.addLineToPoint(p1))
            return
        }
        elements.append(.addLineToPoint(arc.start))
        let circle = CGAffineTransform(a: arc.radius, b: 0, c: 0, d: arc.radius, tx: arc.center.x, ty: arc.center.y)
        appendArc(from: arc.startAngle, sweep: arc.sweep, transform: circle)
    }

    /// Appends the elements of `path`, transformed.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        elements += PathGeometry.transformed(path.elements, transform)
    }

    // MARK: Private

    private func ensureCurrentPoint(_ fallback: CGPoint) {
        if PathGeometry.currentPoint(of: elements) == nil { elements.append(.moveToPoint(fallback)) }
    }

    /// Cubic segments of at most a quarter turn along the unit circle mapped by `transform`.
    private func appendArc(from start: CGFloat, sweep: CGFloat, transform: CGAffineTransform) {
        let segments = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / CGFloat(segments)
        let k = 4.0 / 3.0 * tan(step / 4)
        var angle = start
        for _ in 0..<segments {
            let next = angle + step
            let c1 = CGPoint(x: cos(angle) - k * sin(angle), y: sin(angle) + k * cos(angle))
            let c2 = CGPoint(x: cos(next) + k * sin(next), y: sin(next) - k * cos(next))
            let end = CGPoint(x: cos(next), y: sin(next))
            elements.append(
                .addCurveToPoint(
                    control1: c1.applying(transform), control2: c2.applying(transform), end: end.applying(transform)))
            angle = next
        }
    }

    private func appendCorner(center: CGPoint, w: CGFloat, h: CGFloat, from start: CGFloat, transform: CGAffineTransform) {
        let ellipse = CGAffineTransform(a: w, b: 0, c: 0, d: h, tx: center.x, ty: center.y).concatenating(transform)
        appendArc(from: start, sweep: .pi / 2, transform: ellipse)
    }
}
