import Foundation

/// Which corners of a rectangle to round.
public struct UIRectCorner: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// UIKit's path object: a `CGPath` with the line attributes to stroke it, drawn into the current context.
///
/// Angles and `clockwise` are in UIKit's y-down sense: `clockwise: true` turns clockwise on
/// screen (which is CoreGraphics' `clockwise: false`).
@preconcurrency @MainActor
open class UIBezierPath {
    private var path = CGMutablePath()
    public var lineWidth: CGFloat = 1
    public var lineCapStyle: CGLineCap = .butt
    public var lineJoinStyle: CGLineJoin = .miter
    public var miterLimit: CGFloat = 10
    public var flatness: CGFloat = 0.6
    public var usesEvenOddFillRule = false
    private var dash: (pattern: [CGFloat], phase: CGFloat)?

    public init() {}

    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A rounded rectangle with UIKit's continuous corners (iOS 7 and later): each corner leaves
    /// the edges 1.52866483 × `cornerRadius` from the corner point (PaintCode's measurement of
    /// this initializer; ``ContinuousCorner``), blended towards circular where that does not fit.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        addContinuousRoundedRect(rect, radius: cornerRadius)
    }

    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let rx = min(max(cornerRadii.width, 0), r.width / 2), ry = min(max(cornerRadii.height, 0), r.height / 2)
        func radius(_ corner: UIRectCorner) -> CGSize { corners.contains(corner) ? CGSize(width: rx, height: ry) : .zero }
        let tl = radius(.topLeft), tr = radius(.topRight), br = radius(.bottomRight), bl = radius(.bottomLeft)
        path.move(to: CGPoint(x: r.minX + tl.width, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX - tr.width, y: r.minY))
        corner(center: CGPoint(x: r.maxX - tr.width, y: r.minY + tr.height), radii: tr, from: -.pi / 2)
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - br.height))
        corner(center: CGPoint(x: r.maxX - br.width, y: r.maxY - br.height), radii: br, from: 0)
        path.addLine(to: CGPoint(x: r.minX + bl.width, y: r.maxY))
        corner(center: CGPoint(x: r.minX + bl.width, y: r.maxY - bl.height), radii: bl, from: .pi / 2)
        path.addLine(to: CGPoint(x: r.minX, y: r.minY + tl.height))
        corner(center: CGPoint(x: r.minX + tl.width, y: r.minY + tl.height), radii: tl, from: .pi)
        path.closeSubpath()
    }

    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    public convenience init(cgPath: CGPath) {
        self.init()
        path = cgPath.mutableCopy()!
    }

    /// The path; setting it replaces every point.
    public var cgPath: CGPath {
        get { path.copy()! }
        set { path = newValue.mutableCopy()! }
    }

    public func move(to point: CGPoint) { path.move(to: point) }
    public func addLine(to point: CGPoint) { path.addLine(to: point) }
    public func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: end, control1: controlPoint1, control2: controlPoint2)
    }
    public func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: end, control: controlPoint) }

    /// An arc, joined to the current point by a line; `clockwise` in UIKit's screen sense.
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    public func close() { path.closeSubpath() }
    public func removeAllPoints() { path = CGMutablePath() }
    public func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

    /// Transforms every point of the path.
    public func apply(_ transform: CGAffineTransform) {
        var t = transform
        path = path.copy(using: &t)!.mutableCopy()!
    }

    public var isEmpty: Bool { path.isEmpty }
    public var bounds: CGRect { path.boundingBox }
    public var currentPoint: CGPoint { path.currentPoint }

    /// Whether `point` is inside the path under its fill rule.
    public func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    public func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        guard let pattern, count > 0 else {
            dash = nil
            return
        }
        dash = (Array(UnsafeBufferPointer(start: pattern, count: count)), phase)
    }

    /// Fills the path with the current context's fill colour.
    public func fill() {
        withPath { ctx in ctx.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding) }
    }

    /// Strokes the path with the current context's stroke colour and this path's line attributes.
    public func stroke() {
        withPath { ctx in ctx.strokePath() }
    }

    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        withPath { ctx in
            ctx.setBlendMode(blendMode)
            ctx.setAlpha(alpha)
            ctx.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        }
    }

    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        withPath { ctx in
            ctx.setBlendMode(blendMode)
            ctx.setAlpha(alpha)
            ctx.strokePath()
        }
    }

    /// Intersects the current context's clip with the path.
    public func addClip() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.beginPath()
        ctx.addPath(path)
        ctx.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    private func withPath(_ body: (CGContext) -> Void) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        ctx.setLineWidth(lineWidth)
        ctx.setLineCap(lineCapStyle)
        ctx.setLineJoin(lineJoinStyle)
        ctx.setMiterLimit(miterLimit)
        if let dash { ctx.setLineDash(phase: dash.phase, lengths: dash.pattern) }
        ctx.beginPath()
        ctx.addPath(path)
        body(ctx)
        ctx.restoreGState()
    }

    /// A quarter ellipse turning clockwise on screen from angle `start`, around `center`.
    private func corner(center: CGPoint, radii: CGSize, from start: CGFloat) {
        guard radii.width > 0, radii.height > 0 else { return }
        let ellipse = CGAffineTransform(a: radii.width, b: 0, c: 0, d: radii.height, tx: center.x, ty: center.y)
        path.addArc(center: .zero, radius: 1, startAngle: start, endAngle: start + .pi / 2, clockwise: false, transform: ellipse)
    }
}
