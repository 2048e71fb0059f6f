import Foundation
import LayerTree

/// Where a layer's bitmap lies in its bounds, as Core Animation places contents: `contentsRect`
/// picks the part of the image shown (unit coordinates, cut to the image); its natural size is
/// that part's pixels over the content's scale; `contentsGravity` places that size in the bounds
/// (stretched, fitted, filled, or aligned at its natural size); and a `contentsCenter` other than
/// the whole image makes a nine-part stretch, whose corners keep their natural size (shrunk in
/// proportion when the caps do not fit) while the edges and middle stretch.
///
/// The result maps each point of the placed rect to a point of the image, one axis at a time.
struct ContentsPlacement {
    /// The rect of the layer's plane the contents cover.
    let frame: CGRect
    let horizontal: AxisStretch
    let vertical: AxisStretch

    /// Nil when nothing shows: an empty part of the image, a zero scale or an empty placement.
    init?(layer: RenderLayer, content: RenderContent) {
        let shown = Self.unitClamped(layer.contentsRect)
        guard shown.width > 0, shown.height > 0, content.scale > 0, content.scale.isFinite else { return nil }
        let natural = CGSize(
            width: CGFloat(content.image.width) * shown.width / content.scale,
            height: CGFloat(content.image.height) * shown.height / content.scale)
        let frame = Self.place(natural, in: layer.bounds, gravity: layer.contentsGravity)
        guard frame.width > 0, frame.height > 0, frame.minX.isFinite, frame.minY.isFinite else { return nil }
        let centre = Self.unitClamped(layer.contentsCenter)
        let whole = centre == CGRect(x: 0, y: 0, width: 1, height: 1)
        self.frame = frame
        horizontal = AxisStretch(
            origin: Double(frame.minX), length: Double(frame.width), natural: Double(natural.width),
            capStart: whole ? 0 : Double(centre.minX), capEnd: whole ? 1 : Double(centre.maxX),
            sourceStart: Double(shown.minX), sourceLength: Double(shown.width))
        vertical = AxisStretch(
            origin: Double(frame.minY), length: Double(frame.height), natural: Double(natural.height),
            capStart: whole ? 0 : Double(centre.minY), capEnd: whole ? 1 : Double(centre.maxY),
            sourceStart: Double(shown.minY), sourceLength: Double(shown.height))
    }

    /// The point of the image (unit coordinates) that the layer's point `p` shows.
    func imagePoint(_ p: Point) -> Point { Point(horizontal.source(p.x), vertical.source(p.y)) }

    /// Whether the image jumps among `points` (a pixel's corners and centre in the layer's plane):
    /// they straddle a seam where a nine-part stretch squeezed its middle to nothing, so the image
    /// point leaps from one cap's edge to the other's.
    func jumps(among points: [Point]) -> Bool {
        horizontal.straddlesSeam(points.map(\.x)) || vertical.straddlesSeam(points.map(\.y))
    }

    /// The rect `gravity` gives contents of `size` in `bounds`.
    static func place(_ size: CGSize, in bounds: CGRect, gravity: CALayerContentsGravity) -> CGRect {
        switch gravity {
        case .resize:
            return bounds
        case .resizeAspect, .resizeAspectFill:
            guard size.width > 0, size.height > 0 else { return .zero }
            let sx = bounds.width / size.width, sy = bounds.height / size.height
            let s = gravity == .resizeAspect ? min(sx, sy) : max(sx, sy)
            let fitted = CGSize(width: size.width * s, height: size.height * s)
            return CGRect(
                x: bounds.midX - fitted.width / 2, y: bounds.midY - fitted.height / 2, width: fitted.width,
                height: fitted.height)
        default:  // a named edge or corner (y down: top is the top), else the centre
            let left: Set<CALayerContentsGravity> = [.left, .topLeft, .bottomLeft]
            let right: Set<CALayerContentsGravity> = [.right, .topRight, .bottomRight]
            let top: Set<CALayerContentsGravity> = [.top, .topLeft, .topRight]
            let bottom: Set<CALayerContentsGravity> = [.bottom, .bottomLeft, .bottomRight]
            let x =
                left.contains(gravity)
                ? bounds.minX : right.contains(gravity) ? bounds.maxX - size.width : bounds.midX - size.width / 2
            let y =
                top.contains(gravity)
                ? bounds.minY : bottom.contains(gravity) ? bounds.maxY - size.height : bounds.midY - size.height / 2
            return CGRect(x: x, y: y, width: size.width, height: size.height)
        }
    }

    /// `rect` standardized and cut to the unit square.
    static func unitClamped(_ rect: CGRect) -> CGRect {
        let r = rect.standardized
        guard r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else { return .zero }
        let minX = min(max(r.minX, 0), 1), minY = min(max(r.minY, 0), 1)
        let maxX = min(max(r.maxX, 0), 1), maxY = min(max(r.maxY, 0), 1)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// One axis of a nine-part stretch: a leading cap of natural length, a stretched middle, a
/// trailing cap — both caps shrunk in proportion when together they pass the placed length.
struct AxisStretch {
    /// The three spans on the layer's axis (start, length) and in the image (unit start, length).
    let spans: [(start: Double, length: Double, source: Double, sourceLength: Double)]

    init(
        origin: Double, length: Double, natural: Double, capStart: Double, capEnd: Double, sourceStart: Double,
        sourceLength: Double
    ) {
        var leading = natural * capStart, trailing = natural * (1 - capEnd)
        if leading + trailing > length, leading + trailing > 0 {
            let shrink = length / (leading + trailing)
            leading *= shrink
            trailing *= shrink
        }
        let middle = max(0, length - leading - trailing)
        let s1 = sourceStart + capStart * sourceLength, s2 = sourceStart + capEnd * sourceLength
        spans = [
            (origin, leading, sourceStart, s1 - sourceStart),
            (origin + leading, middle, s1, s2 - s1),
            (origin + leading + middle, trailing, s2, sourceStart + sourceLength - s2),
        ].filter { $0.1 > 0 }
    }

    /// True when `values` lie on both sides of a seam: where one span ends at another image
    /// coordinate than the next begins (a middle of no length between caps).
    func straddlesSeam(_ values: [Double]) -> Bool {
        guard let lowest = values.min(), let highest = values.max() else { return false }
        for (a, b) in zip(spans, spans.dropFirst()) where abs(a.source + a.sourceLength - b.source) > 1e-12 {
            if lowest <= b.start && b.start <= highest { return true }
        }
        return false
    }

    /// The image coordinate (unit) shown at `x` of the layer's axis; beyond the ends, the
    /// outer spans continue.
    func source(_ x: Double) -> Double {
        guard let first = spans.first else { return 0 }
        let span = spans.last { x >= $0.start } ?? first
        return span.source + (x - span.start) / span.length * span.sourceLength
    }
}
