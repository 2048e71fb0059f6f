import Foundation
import Graphics

/// A layer that draws a path, filled and stroked, as Core Animation's `CAShapeLayer`.
///
/// The path is in the layer's coordinates and is not clipped to the bounds (a shape layer of
/// zero size still draws its path), antialiased. `fillColor` is opaque black by default,
/// `strokeColor` nil; `strokeStart` and `strokeEnd` cut the stroke to a part of the path's
/// length. `path`, the colours, `lineWidth`, `miterLimit`, `lineDashPhase`, `strokeStart` and
/// `strokeEnd` animate (a path only into one with the same elements). The shape is rasterized
/// on the CPU at the screen's scale (or `contentsScale` if larger), once per change of what it
/// shows, and composited as a texture; a circular arc's stroke is drawn by the shader instead.
open class CAShapeLayer: CALayer {
    /// The path to draw; nil draws nothing. Animatable.
    open var path: CGPath? {
        didSet {
            if let path, !path.isFinite {
                LayerTreeDiagnostics.report("CAShapeLayer.path", "a path with non-finite points")
                self.path = oldValue
            } else if path != oldValue {
                shapeDidChange("path", previous: LayerProperty.pathValue(oldValue))
            }
        }
    }
    /// The colour inside the path; opaque black by default, nil for none. Animatable.
    open var fillColor: CGColor? = CGColor.black {
        didSet { if fillColor != oldValue { shapeDidChange("fillColor", previous: oldValue.animatableValue) } }
    }
    /// Which parts of a self-crossing path are inside.
    open var fillRule: CAShapeLayerFillRule = .nonZero {
        didSet { if fillRule != oldValue { shapeDidChange(nil) } }
    }
    /// The colour of the stroke; nil (the default) strokes nothing. Animatable.
    open var strokeColor: CGColor? {
        didSet { if strokeColor != oldValue { shapeDidChange("strokeColor", previous: oldValue.animatableValue) } }
    }
    /// Where the stroke begins, as a fraction of the path's length (0 by default). Animatable.
    open var strokeStart: CGFloat = 0 {
        didSet { strokeStart = acceptedScalar(strokeStart, replacing: oldValue, key: "strokeStart") }
    }
    /// Where the stroke ends, as a fraction of the path's length (1 by default). Animatable.
    open var strokeEnd: CGFloat = 1 {
        didSet { strokeEnd = acceptedScalar(strokeEnd, replacing: oldValue, key: "strokeEnd") }
    }
    /// The stroke's width in points (1 by default). Animatable.
    open var lineWidth: CGFloat = 1 {
        didSet { lineWidth = acceptedLength(lineWidth, replacing: oldValue, key: "lineWidth") }
    }
    /// How far a miter join may reach, in line widths (10 by default). Animatable.
    open var miterLimit: CGFloat = 10 {
        didSet { miterLimit = acceptedLength(miterLimit, replacing: oldValue, key: "miterLimit") }
    }
    open var lineCap: CAShapeLayerLineCap = .butt {
        didSet { if lineCap != oldValue { shapeDidChange(nil) } }
    }
    open var lineJoin: CAShapeLayerLineJoin = .miter {
        didSet { if lineJoin != oldValue { shapeDidChange(nil) } }
    }
    /// Where the dash pattern starts along the stroke. Animatable.
    open var lineDashPhase: CGFloat = 0 {
        didSet { lineDashPhase = acceptedScalar(lineDashPhase, replacing: oldValue, key: "lineDashPhase") }
    }
    /// Lengths of painted and unpainted segments, alternating; nil for a solid stroke.
    open var lineDashPattern: [NSNumber]? {
        didSet { if lineDashPattern != oldValue { shapeDidChange(nil) } }
    }

    /// The last rasterized shape, kept while what it shows does not change.
    private var raster: (style: ShapeStyle, content: RenderContent, frame: CGRect)?
    /// The identity of the rasterized shape's bitmap: not the layer's, whose own bitmap (its
    /// `contents`) is drawn under the shape and cached beside it.
    private lazy var shapeContentID = LayerID.make()
    /// The last path tested for being a circular arc, and the arc it is.
    private var arcCache: (path: CGPath, arc: CircularArc?)?

    public override init() {
        super.init()
    }

    /// A copy of `layer`'s properties, shape included (presentation copies).
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAShapeLayer else { return }
        withoutActions {
            path = other.path
            fillColor = other.fillColor
            fillRule = other.fillRule
            strokeColor = other.strokeColor
            strokeStart = other.strokeStart
            strokeEnd = other.strokeEnd
            lineWidth = other.lineWidth
            miterLimit = other.miterLimit
            lineCap = other.lineCap
            lineJoin = other.lineJoin
            lineDashPhase = other.lineDashPhase
            lineDashPattern = other.lineDashPattern
        }
    }

    public required init?(coder: NSCoder) { return nil }

    override class var propertyTable: LayerPropertyTable { shapeProperties }

    static let shapeProperties = CALayer.coreProperties.adding([
        .animatable(
            "path", \CAShapeLayer.path, toAnimatable: LayerProperty.pathValue, fromAnimatable: LayerProperty.optionalPath),
        .animatable("fillColor", \CAShapeLayer.fillColor),
        .animatable("strokeColor", \CAShapeLayer.strokeColor),
        .animatable("strokeStart", \CAShapeLayer.strokeStart),
        .animatable("strokeEnd", \CAShapeLayer.strokeEnd),
        .animatable("lineWidth", \CAShapeLayer.lineWidth, normalize: LayerProperty.nonNegative),
        .animatable("miterLimit", \CAShapeLayer.miterLimit, normalize: LayerProperty.nonNegative),
        .animatable("lineDashPhase", \CAShapeLayer.lineDashPhase),
        .plain("fillRule", \CAShapeLayer.fillRule),
        .plain("lineCap", \CAShapeLayer.lineCap),
        .plain("lineJoin", \CAShapeLayer.lineJoin),
        .plain("lineDashPattern", \CAShapeLayer.lineDashPattern),
    ])

    /// The shape as shown by `state`, rasterized when it differs from the last one.
    override func committedDrawing(_ state: LayerState) -> RenderLayer.Drawing? {
        let style = shownStyle(state)
        let castsOwnShadow =
            shadowPath == nil
            && ((state.animated("shadowOpacity") ?? shadowOpacity) > 0 || state.animatedValues["shadowOpacity"] != nil)
        if !castsOwnShadow, let arc = arcStroke(style) { return .arcStroke(arc) }
        if let raster, raster.style == style { return .shape(raster.content, frame: raster.frame) }
        guard let (image, frame, scale) = ShapeRasterizer.rasterize(style) else {
            raster = nil
            return nil
        }
        let version = ContentVersion.next()
        let content = RenderContent(
            id: shapeContentID, version: version, baseVersion: version, dirtyRects: [], image: image, scale: scale,
            isOpaque: false)
        raster = (style, content, frame)
        LayerTreeCounters.shapeRasterizations += 1
        return .shape(content, frame: frame)
    }

    private func shownStyle(_ state: LayerState) -> ShapeStyle {
        let shownPath: CGPath? =
            if case .path(let animated)? = state.animatedValues["path"] { animated.isEmpty ? nil : animated } else { path }
        return ShapeStyle(
            path: shownPath, fillColor: state.animated("fillColor") ?? fillColor, evenOdd: fillRule == .evenOdd,
            strokeColor: state.animated("strokeColor") ?? strokeColor, lineWidth: state.animated("lineWidth") ?? lineWidth,
            lineCap: lineCap, lineJoin: lineJoin, miterLimit: state.animated("miterLimit") ?? miterLimit,
            dashes: (lineDashPattern ?? []).map { CGFloat($0.doubleValue) },
            dashPhase: state.animated("lineDashPhase") ?? lineDashPhase,
            strokeStart: state.animated("strokeStart") ?? strokeStart, strokeEnd: state.animated("strokeEnd") ?? strokeEnd,
            scale: max(contentsScale, UIScreen.main.scale))  // drawn at the screen's resolution, as vectors are
    }

    /// The stroke as an exact arc for the shader, when the shape is one: a circular arc, stroked
    /// without dashes and not filled. (The caller keeps the bitmap while the layer casts a shadow
    /// of its own alpha, which is blurred from it.)
    private func arcStroke(_ style: ShapeStyle) -> RenderArcStroke? {
        guard style.strokes, !style.fills, style.dashes.isEmpty,
            let path = style.path, let color = style.strokeColor
        else { return nil }
        if arcCache?.path != path { arcCache = (path, CircularArc(path)) }
        guard let arc = arcCache?.arc else { return nil }
        let trimStart = min(max(style.strokeStart, 0), 1), trimEnd = min(max(style.strokeEnd, 0), 1)
        let cap: RenderArcStroke.Cap =
            if arc.closed && trimStart <= 0 && trimEnd >= 1 {
                .butt  // a closed circle stroked whole has no ends, so no caps
            } else {
                switch style.lineCap {
                case .round: .round
                case .square: .square
                default: .butt
                }
            }
        return RenderArcStroke(
            center: arc.center, radius: arc.radius, halfWidth: style.lineWidth / 2, startAngle: arc.startAngle,
            sweep: arc.sweep, trimStart: trimStart, trimEnd: trimEnd, cap: cap,
            color: PremultipliedRGBA(color))
    }

    /// Records a change of what the shape shows: the next commit rasterizes it again. An
    /// animatable key (`key`) runs its action too.
    private func shapeDidChange(_ key: String?, previous: AnimatableValue? = nil) {
        if let key {
            animatableDidChange(key, previous: previous)
        } else {
            renderPropertyDidChange()
        }
    }
}
