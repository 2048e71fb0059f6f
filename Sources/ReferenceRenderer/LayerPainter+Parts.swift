import Foundation
import Graphics
import LayerTree

extension LayerPainter {
    /// The layer's own parts and its sublayers at `inherited.opacity` (already the layer's
    /// own times what is above), in Core Animation's order: shadow, backdrop, background, drawing (a
    /// shape layer's contents, then its shape), sublayers, border. `masksToBounds` clips what the layer contains — shadow, drawing,
    /// sublayers — to its rounded bounds; background and border lie inside them anyway.
    /// With `castingShadow`, the layer's own shadow is left out (the parts then cast it).
    func drawParts(_ layer: RenderLayer, _ inherited: Inherited, into canvas: Canvas, castingShadow: Bool = false) {
        var inside = inherited
        if layer.masksToBounds {
            let bounds = Region.roundedRect(
                layer.bounds, radius: Double(layer.cornerRadius), corners: layer.cornerShape)
            guard let clip = PlacedRegion(bounds, placedBy: inherited.toTarget) else { return }
            inside.clips.append(clip)
        }
        if let shadow = layer.shadow, !castingShadow { drawShadow(shadow, of: layer, inside, into: canvas) }
        if let backdrop = layer.backdrop { drawBackdrop(backdrop, of: layer, inherited, into: canvas) }
        if let background = layer.premultipliedBackground, background.alpha > 0 {
            let region = Region.roundedRect(layer.bounds, radius: Double(layer.cornerRadius), corners: layer.cornerShape)
            fill(region, with: Self.vector(background), inherited, into: canvas)
        }
        if let bitmap = layer.underlyingBitmap { draw(.bitmap(bitmap), of: layer, inside, into: canvas) }
        if let drawing = layer.drawing { draw(drawing, of: layer, inside, into: canvas) }
        drawSublayers(of: layer, inside, into: canvas)
        if layer.borderWidth > 0, let border = layer.premultipliedBorder, border.alpha > 0 {
            let ring = Region.ring(
                layer.bounds, radius: Double(layer.cornerRadius), width: Double(layer.borderWidth),
                corners: layer.cornerShape)
            fill(ring, with: Self.vector(border), inherited, into: canvas)
        }
    }

    /// What the layer draws between its background and its sublayers, by kind.
    private func draw(_ drawing: RenderLayer.Drawing, of layer: RenderLayer, _ inherited: Inherited, into canvas: Canvas) {
        switch drawing {
        case .bitmap(let content):
            guard let placement = ContentsPlacement(layer: layer, content: content) else { return }
            let width = Double(content.image.width), height = Double(content.image.height)
            let filtering = ContentsFiltering(
                layer: layer, sampler: TextureSampler(image: content.image), toTarget: inherited.toTarget
            ) { p in
                let unit = placement.imagePoint(p)
                return Point(unit.x * width, unit.y * height)
            }
            let seams: (([Point]) -> Double?)? = { placement.jumps(among: $0) ? 1 : nil }
            let slack: ((Point) -> Double)? = filtering.isLinear ? nil : filtering.slack(at:)
            paint(.rect(placement.frame), inherited, allowance: Self.filtering, into: canvas, jumps: seams, slack: slack) {
                filtering.color(at: $0)
            }
        case .shape(let content, let frame):
            drawBitmap(content.image, over: frame, inherited, into: canvas)
        case .gradient(let gradient):
            let region = Region.roundedRect(layer.bounds, radius: Double(layer.cornerRadius), corners: layer.cornerShape)
            let evaluator = GradientPaint(gradient: gradient)
            paint(region, inherited, allowance: Self.dithering, into: canvas, jumps: evaluator.jumps(among:)) {
                evaluator.color(at: $0)
            }
        case .arcStroke(let arc):
            guard arc.trimEnd > arc.trimStart, arc.halfWidth > 0, arc.color.alpha > 0 else { return }
            fill(.arc(arc), with: Self.vector(arc.color), inherited, into: canvas)
        case .tiles(let tiles):  // each tile's bitmap over its quad, faded by its age
            for tile in tiles.tiles where tile.opacity > 0 {
                var faded = inherited
                faded.opacity *= Double(min(tile.opacity, 1))
                drawBitmap(tile.content.image, over: tile.quad, faded, into: canvas)
            }
        case .particles(let emitter):
            drawParticles(emitter, inherited, into: canvas)
        }
    }

    /// A layer's shadow, under everything else of it: an analytic blur of a rounded rect over the
    /// rect grown by three standard deviations (where the compositor stops drawing it), or a
    /// bitmap blurred on the CPU at commit. `shadowOpacity` multiplies.
    private func drawShadow(_ shadow: RenderShadow, of layer: RenderLayer, _ inherited: Inherited, into canvas: Canvas) {
        var faded = inherited
        faded.opacity *= min(max(Double(shadow.opacity), 0), 1)
        switch shadow.shape {
        case .roundedRect(let rect, let radius, let corners):
            let sigma = Double(shadow.sigma)
            guard sigma > 0 else {
                fill(
                    .roundedRect(rect, radius: Double(radius), corners: corners), with: Self.vector(shadow.color), faded,
                    into: canvas)
                return
            }
            let blur = ShadowPaint(
                rect: rect, cornerRadius: Double(radius), corners: corners, sigma: sigma, color: Self.vector(shadow.color))
            let reach = CGFloat(3 * sigma)
            paint(.rect(rect.insetBy(dx: -reach, dy: -reach)), faded, allowance: Self.blurApproximation, into: canvas) {
                blur.color(at: $0)
            }
        case .bitmap(let content, let frame):
            drawBitmap(content.image, over: frame, faded, into: canvas)
        case .subtree(let offset):
            drawSubtreeShadow(layer, shadow, offset: offset, faded, into: canvas)
        }
    }

    /// The sublayers back to front, each placed in this layer's plane; a replicator's once per instance.
    private func drawSublayers(of layer: RenderLayer, _ inherited: Inherited, into canvas: Canvas) {
        if let replication = layer.replication, replication.count != 1 {
            drawInstances(of: layer, replication, inherited, into: canvas)
            return
        }
        if layer.preservesDepth {  // a transform layer: sublayers keep their depth into its transform
            let (toPlane, planeToTarget) = inherited.depth ?? (CATransform3DIdentity, inherited.toTarget)
            for sublayer in LayerPlacement.depthOrder(layer.sublayers, in: layer) {
                let inPlane = CATransform3DConcat(LayerPlacement.transform(of: sublayer, in: layer), toPlane)
                guard Self.isShown(sublayer, placedBy: PlaneMap(inPlane)) else { continue }
                var placed = inherited
                placed.toTarget = PlaneMap(inPlane).then(planeToTarget)
                placed.depth = sublayer.preservesDepth ? (inPlane, planeToTarget) : nil
                draw(sublayer, placed, into: canvas)
            }
            return
        }
        for sublayer in LayerPlacement.drawingOrder(layer.sublayers) {
            let inPlane = LayerPlacement.map(of: sublayer, in: layer)
            guard Self.isShown(sublayer, placedBy: inPlane) else { continue }
            var placed = inherited
            placed.toTarget = inPlane.then(inherited.toTarget)
            placed.depth =
                sublayer.preservesDepth ? (LayerPlacement.transform(of: sublayer, in: layer), inherited.toTarget) : nil
            draw(sublayer, placed, into: canvas)
        }
    }

    /// Whether `sublayer` shows, placed by `map` in the plane it is flattened into: a layer that
    /// is not double-sided hides, with its subtree (painted on its plane), while that map shows
    /// its back (Core Animation judges a sublayer within its flattening plane, not on screen).
    static func isShown(_ sublayer: RenderLayer, placedBy map: PlaneMap) -> Bool {
        sublayer.isDoubleSided || map.determinant >= 0
    }

    /// An image stretched over `frame` of the layer's plane.
    func drawBitmap(
        _ image: PixelImage, over frame: CGRect, _ inherited: Inherited, allowance: Double = Self.filtering,
        slack: ((Point) -> Double)? = nil, into canvas: Canvas
    ) {
        guard frame.width > 0, frame.height > 0 else { return }
        let sampler = TextureSampler(image: image)
        let origin = Point(frame.origin)
        let perPointX = Double(image.width) / Double(frame.width), perPointY = Double(image.height) / Double(frame.height)
        paint(.rect(frame), inherited, allowance: allowance, into: canvas, slack: slack) { p in
            sampler.color(atTexel: (p.x - origin.x) * perPointX, (p.y - origin.y) * perPointY)
        }
    }

    /// Fills `region` with one premultiplied colour.
    func fill(_ region: Region, with color: Color, _ inherited: Inherited, into canvas: Canvas) {
        paint(region, inherited, allowance: 0, into: canvas) { _ in color }
    }

    /// Fills `region` with `paint`, under what the layer inherits.
    func paint(
        _ region: Region, _ inherited: Inherited, allowance: Double, into canvas: Canvas,
        jumps: (([Point]) -> Double?)? = nil, slack: ((Point) -> Double)? = nil, _ paint: @escaping Paint
    ) {
        canvas.draw(
            Primitive(
                toTarget: inherited.toTarget, region: region, paint: paint, opacity: inherited.opacity,
                clips: inherited.clips, tint: inherited.tint, allowance: allowance, jumps: jumps, slack: slack))
    }

    static func vector(_ c: PremultipliedRGBA) -> Color {
        Color(Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
    }

    /// A GPU's linear filter weighs texels with a few bits of fraction: a level or two off.
    static let filtering = 2.0 / 255
    /// The compositor dithers gradients by half a level, on top of its own arithmetic.
    static let dithering = 1.5 / 255
    /// The compositor blurs rounded corners over eight rows, and its error function is good to 5e-4.
    static let blurApproximation = 4.0 / 255
}
