import Foundation
import Graphics

/// What a CPU-blurred shadow was made from: equal keys give the same shadow bitmap.
struct ShadowRasterKey: Equatable {
    enum Caster: Equatable {
        case path(CGPath)
        /// A bitmap of `width`×`height` pixels laid over `frame` of the layer's coordinates.
        case content(LayerID, version: UInt64, frame: CGRect, width: Int, height: Int)
    }
    var caster: Caster
    var sigma: CGFloat
    var color: PremultipliedRGBA
    var scale: CGFloat
}

extension CALayer {
    /// The layer's shadow as `state` shows it, or nil when it casts none.
    ///
    /// With a `shadowPath`: a rect or a rounded rect (``roundedRectangle(of:)``) casts an analytic
    /// shadow, any other path a blurred bitmap.
    /// Without one the shadow follows the layer's alpha: an opaque background's rounded rect
    /// (what covers the bounds hides the rest), else the drawn bitmap's or the shape's alpha,
    /// else a translucent background or a gradient's rounded rect. A layer whose sublayers add to
    /// that alpha casts the shadow of its whole content, blurred by the renderer from the drawn
    /// subtree (``castsShadowOfSublayers(bounds:cornerRadius:backgroundAlpha:)``).
    func committedShadow(_ state: LayerState, drawing: RenderLayer.Drawing?) -> RenderShadow? {
        guard !(self is CATransformLayer) else { return nil }  // ignored, as Apple documents
        let opacity = min(max(state.animated("shadowOpacity") ?? shadowOpacity, 0), 1)
        guard opacity > 0, let color = state.animated("shadowColor") ?? shadowColor, color.alpha > 0 else { return nil }
        let offset = state.animated("shadowOffset") ?? shadowOffset
        let sigma = state.animated("shadowRadius") ?? shadowRadius
        let bounds = state.animated("bounds") ?? bounds
        let corner = state.animated("cornerRadius") ?? cornerRadius
        let corners = RenderLayer.cornerShape(UInt8(maskedCorners.rawValue & 15), continuous: cornerCurve == .continuous)
        let tint = PremultipliedRGBA(color)
        func shadow(_ shape: RenderShadow.Shape, alpha: Float = 1) -> RenderShadow {
            RenderShadow(shape: shape, color: tint.scaled(by: alpha), opacity: opacity, sigma: sigma)
        }
        func moved(_ rect: CGRect) -> CGRect { rect.offsetBy(dx: offset.width, dy: offset.height) }
        let path = state.animatedValues["shadowPath"].flatMap(LayerProperty.optionalPath) ?? shadowPath
        if let path {
            if let rect = Self.rectangle(of: path) { return shadow(.roundedRect(moved(rect), cornerRadius: 0)) }
            if let rounded = roundedRectangle(ofShadowPath: path) {
                let shape = RenderLayer.cornerShape(15, continuous: rounded.continuous)
                return shadow(.roundedRect(moved(rounded.rect), cornerRadius: rounded.radius, corners: shape))
            }
            return blurredShadow(.path(path), drawn: nil, sigma: sigma, tint: tint, offset: offset).map { shadow($0) }
        }
        let background = (state.animated("backgroundColor") ?? backgroundColor)?.alpha ?? 0
        if castsShadowOfSublayers(bounds: bounds, cornerRadius: corner, backgroundAlpha: background) {
            return shadow(.subtree(offset: offset))
        }
        if background >= 1 { return shadow(.roundedRect(moved(bounds), cornerRadius: corner, corners: corners)) }
        switch drawing {
        case .bitmap(let content)?:  // contents laid over the bounds (gravity resize)
            return blurredShadow(
                .content(
                    content.id, version: content.version, frame: bounds, width: content.image.width, height: content.image.height),
                drawn: (content.image, bounds),
                sigma: sigma, tint: tint, offset: offset
            ).map { shadow($0) }
        case .shape(let content, let frame)?:
            return blurredShadow(
                .content(
                    content.id, version: content.version, frame: frame, width: content.image.width, height: content.image.height),
                drawn: (content.image, frame),
                sigma: sigma, tint: tint, offset: offset
            ).map { shadow($0) }
        case .gradient(let gradient)?:
            let alpha = gradient.stops.map(\.alpha).reduce(0, +) / Float(max(gradient.stops.count, 1))
            return shadow(
                .roundedRect(moved(bounds), cornerRadius: corner, corners: corners), alpha: max(alpha, Float(background)))
        case .arcStroke?:  // not chosen while the layer casts its own shadow (CAShapeLayer)
            return nil
        case .tiles?, .particles?, nil:  // tiles and particles come and go: the background's shadow
            return background > 0
                ? shadow(.roundedRect(moved(bounds), cornerRadius: corner, corners: corners), alpha: Float(background)) : nil
        }
    }

    /// The CPU-blurred shadow of `caster`, from the cache when nothing about it changed.
    private func blurredShadow(
        _ caster: ShadowRasterKey.Caster, drawn: (image: PixelImage, frame: CGRect)?, sigma: CGFloat,
        tint: PremultipliedRGBA, offset: CGSize
    ) -> RenderShadow.Shape? {
        let key = ShadowRasterKey(caster: caster, sigma: sigma, color: tint, scale: max(contentsScale, UIScreen.main.scale))
        let shape: RenderShadow.Shape
        if let shadowRaster, shadowRaster.key == key {
            shape = shadowRaster.shadow
        } else {
            guard let made = makeShadowBitmap(key, drawn: drawn) else { return nil }
            shadowRaster = (key, made)
            LayerTreeCounters.shadowBlurs += 1
            shape = made
        }
        guard case .bitmap(let content, let frame) = shape else { return shape }
        return .bitmap(content, frame: frame.offsetBy(dx: offset.width, dy: offset.height))
    }

    /// Blurs the coverage of the caster (its path filled, or the alpha of the layer's bitmap over
    /// where it is drawn) at the layer's scale; the frame is not yet offset.
    private func makeShadowBitmap(_ key: ShadowRasterKey, drawn: (image: PixelImage, frame: CGRect)?) -> RenderShadow.Shape? {
        // The key's scale, lowered for a shadow whose bitmap (the caster and the blur around it)
        // would pass the largest side: drawn coarser rather than not at all.
        let caster: CGRect
        switch key.caster {
        case .path(let path): caster = path.boundingBoxOfPath
        case .content: caster = drawn?.frame ?? .zero
        }
        let extent = max(caster.width, caster.height) + 6 * key.sigma
        guard extent.isFinite else { return nil }
        let scale = min(key.scale, CGFloat(ShapeRasterizer.maxSide - 8) / max(extent, 1))
        guard scale > 1e-6 else { return nil }
        let coverage: PixelImage, frame: CGRect
        switch key.caster {
        case .path(let path):
            let box = caster
            guard let width = PixelCount.covering(box.width, scale: scale),
                let height = PixelCount.covering(box.height, scale: scale), width > 0, height > 0,
                width <= ShapeRasterizer.maxSide, height <= ShapeRasterizer.maxSide,
                let canvas = try? BitmapCanvas(width: width, height: height)
            else { return nil }
            canvas.context.scaleBy(x: scale, y: scale)
            canvas.context.translateBy(x: -box.minX, y: -box.minY)
            canvas.context.setFillColor(CGColor.black)
            canvas.context.addPath(path)
            canvas.context.fillPath()
            coverage = canvas.makeImage()
            frame = CGRect(x: box.minX, y: box.minY, width: CGFloat(width) / scale, height: CGFloat(height) / scale)
        case .content:
            // The bitmap laid over its frame at the shadow's scale, whatever its own size.
            guard let drawn, let width = PixelCount.covering(drawn.frame.width, scale: scale),
                let height = PixelCount.covering(drawn.frame.height, scale: scale), width > 0, height > 0,
                width <= ShapeRasterizer.maxSide, height <= ShapeRasterizer.maxSide,
                let canvas = try? BitmapCanvas(width: width, height: height)
            else { return nil }
            canvas.context.drawUpright(
                drawn.image, in: CGRect(x: 0, y: 0, width: drawn.frame.width * scale, height: drawn.frame.height * scale))
            coverage = canvas.makeImage()
            frame = CGRect(
                origin: drawn.frame.origin, size: CGSize(width: CGFloat(width) / scale, height: CGFloat(height) / scale))
        }
        guard let pad = PixelCount.covering(3 * key.sigma, scale: scale), pad <= ShapeRasterizer.maxSide else { return nil }
        let image = ShadowImage.make(coverage: coverage, pad: pad, sigma: key.sigma * scale, color: key.color)
        let version = ContentVersion.next()
        let content = RenderContent(
            id: LayerID.make(), version: version, baseVersion: version, dirtyRects: [], image: image, scale: scale,
            isOpaque: false)
        let margin = CGFloat(pad) / scale
        return .bitmap(content, frame: frame.insetBy(dx: -margin, dy: -margin))
    }

    /// The rect `path` is, when it is one: a closed, axis-aligned four-sided polygon.
    static func rectangle(of path: CGPath) -> CGRect? {
        var points: [CGPoint] = []
        for (index, element) in path.elements.enumerated() {
            switch element {
            case .moveToPoint(let p) where index == 0: points.append(p)
            case .addLineToPoint(let p): points.append(p)
            case .closeSubpath where index == path.elements.count - 1: break
            default: return nil
            }
        }
        if points.count == 5, points.first == points.last { points.removeLast() }
        guard points.count == 4 else { return nil }
        let box = path.boundingBox
        let corners = Set([box.minX, box.maxX].flatMap { x in [box.minY, box.maxY].map { "\(x),\($0)" } })
        return Set(points.map { "\($0.x),\($0.y)" }) == corners ? box : nil
    }
}
