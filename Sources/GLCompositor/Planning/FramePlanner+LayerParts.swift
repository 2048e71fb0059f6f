import Foundation
import Graphics
import LayerTree
import Shaders

extension FramePlanner {
    /// Background, drawing, sublayers and border of `layer`, in Core Animation's order, with
    /// `opacity` already final.
    mutating func planContents(
        _ layer: RenderLayer, world: CATransform3D, opacity: Float, clip: ClipState, into ops: inout [DrawOp]
    ) {
        guard layer.masksToBounds else {
            return planParts(layer, world: world, opacity: opacity, clip: clip, inside: clip, into: &ops)
        }
        guard let inside = clipping(clip, to: layer, world: world) else {
            _ = planBackground(layer, pieces: [], world: world, opacity: opacity, clip: clip, into: &ops)
            collectContents(of: layer, prefetching: opacity > 0)  // clipped out of view, e.g. a scrolled-out cell
            return
        }
        planParts(layer, world: world, opacity: opacity, clip: clip, inside: inside, into: &ops)
    }

    /// The parts of `layer`: its background and border under `clip`, its drawing and sublayers
    /// under `inside` (the clip of what the layer contains).
    private mutating func planParts(
        _ layer: RenderLayer, world: CATransform3D, opacity: Float, clip: ClipState, inside: ClipState,
        into ops: inout [DrawOp]
    ) {
        let pieces: [ContentLayout.Piece] =
            if case .bitmap(let content)? = layer.drawing { ContentLayout.pieces(for: layer, content: content) } else { [] }
        if let shadow = layer.shadow, layer.id != castingShadowOf {
            planShadow(shadow, of: layer, world: world, opacity: opacity, clip: inside, into: &ops)
        }
        if let backdrop = layer.backdrop {
            planBackdrop(backdrop, of: layer, world: world, opacity: opacity, clip: clip, into: &ops)
        }
        let underlay = planBackground(layer, pieces: pieces, world: world, opacity: opacity, clip: clip, into: &ops)
        if let bitmap = layer.underlyingBitmap {  // a shape layer's contents, under its shape
            planBitmap(
                bitmap, pieces: ContentLayout.pieces(for: layer, content: bitmap), underlay: nil,
                sampling: ContentSampling(layer), world: world, opacity: opacity, clip: inside, into: &ops)
        }
        switch layer.drawing {
        case .bitmap(let content)?:
            planBitmap(
                content, pieces: pieces, underlay: underlay, sampling: ContentSampling(layer), world: world, opacity: opacity,
                clip: inside, into: &ops)
        case .gradient(let gradient)?:
            planGradient(gradient, of: layer, world: world, opacity: opacity, clip: inside, into: &ops)
        case .shape(let content, let frame)?:
            planShape(content, frame: frame, world: world, opacity: opacity, clip: inside, into: &ops)
        case .arcStroke(let arc)?:
            guard arc.trimEnd > arc.trimStart, arc.halfWidth > 0, arc.color.alpha > 0 else { break }
            append(
                quad: arc.bounds, world: world, source: .arcStroke(arc), shape: nil, opacity: opacity, clip: inside, into: &ops)
        case .tiles(let tiles)?:
            planTiles(tiles, world: world, opacity: opacity, clip: inside, into: &ops)
        case .particles(let emitter)?:
            planParticles(emitter, world: world, opacity: opacity, clip: inside, into: &ops)
        case nil: break
        }
        let sublayers =
            layer.preservesDepth
            ? ScreenGeometry.depthOrder(layer.sublayers, in: layer)
            : layer.hasRaisedSublayers
                ? LayerGeometry.drawingOrder(layer.sublayers, zPosition: \.zPosition) : layer.sublayers
        let outerOrientation = flatteningOrientation
        defer { flatteningOrientation = outerOrientation }
        if !layer.preservesDepth {  // the sublayers are flattened into this layer's plane
            flatteningOrientation = ScreenGeometry.planeDeterminant(world).sign == .minus ? -1 : 1
        }
        if let replication = layer.replication, replication.count != 1 {
            planInstances(of: sublayers, in: layer, replication, world: world, opacity: opacity, clip: inside, into: &ops)
        } else {
            for sublayer in sublayers {
                // In a transform layer, a sublayer keeps its depth into the layer's own transform.
                let sublayerWorld =
                    layer.preservesDepth
                    ? CATransform3DConcat(ScreenGeometry.toSuperlayer(sublayer, parent: layer), world)
                    : ScreenGeometry.sublayerWorld(sublayer, parent: layer, world: world)
                planSublayer(sublayer, world: sublayerWorld, inherited: opacity, clip: inside, into: &ops)
            }
        }
        if layer.borderWidth > 0, let color = layer.premultipliedBorder, color.alpha > 0 {
            let ring = ShapeCoverage(
                rect: layer.bounds, radius: layer.cornerRadius, border: layer.borderWidth, corners: layer.cornerShape)
            append(
                quad: layer.bounds, world: world, source: .color(color), shape: ring, opacity: opacity, clip: clip,
                into: &ops)
        }
    }

    /// Draws the layer's background on its own, or returns it as the underlay of contents that
    /// fill the bounds exactly (nil when there is none or opaque contents hide it).
    private mutating func planBackground(
        _ layer: RenderLayer, pieces: [ContentLayout.Piece], world: CATransform3D, opacity: Float, clip: ClipState,
        into ops: inout [DrawOp]
    ) -> PremultipliedRGBA? {
        guard let background = layer.premultipliedBackground, background.alpha > 0 else { return nil }
        // Merging changes nothing at full opacity; below it, the parts fade as a whole, which
        // is right only when the layer is grouped (it is then planned at opacity 1).
        switch opacity >= 1 ? Self.backgroundPlacement(layer, pieces: pieces) : .separate {
        case .hidden: return nil
        case .underContents: return background
        case .separate:
            let shape =
                layer.cornerRadius > 0 || !ScreenGeometry.isRectilinear(world)
                ? ShapeCoverage(rect: layer.bounds, radius: layer.cornerRadius, border: 0, corners: layer.cornerShape) : nil
            append(
                quad: layer.bounds, world: world, source: .color(background), shape: shape, opacity: opacity,
                clip: clip, into: &ops)
            return nil
        }
    }

    /// Draws a bitmap as its `pieces` (one, or nine for a nine-part stretch), `underlay` under it,
    /// sampled as the layer's filters say.
    private mutating func planBitmap(
        _ content: RenderContent, pieces: [ContentLayout.Piece], underlay: PremultipliedRGBA?, sampling: ContentSampling,
        world: CATransform3D, opacity: Float, clip: ClipState, into ops: inout [DrawOp]
    ) {
        records.liveContents.append(content.id)
        // One coverage rect for all pieces, so that nine-part seams are not antialiased.
        let placed = pieces.map(\.quad).reduce(CGRect.null) { $0.union($1) }
        let rectilinear = ScreenGeometry.isRectilinear(world)
        let countBefore = ops.count
        for piece in pieces {
            let shape = rectilinear ? nil : ShapeCoverage(rect: placed, radius: 0, border: 0)
            append(
                quad: piece.quad, world: world, source: .content(content, textureRect: piece.textureRect),
                underlay: underlay, shape: shape, opacity: opacity, clip: clip, into: &ops)
        }
        if ops.count == countBefore { records.offscreenContents.append(content) }
        if sampling != .linear {
            for index in countBefore..<ops.count { ops[index].sampling = sampling }
        }
    }

    /// Where a layer's background goes, given its contents' `pieces`.
    enum BackgroundPlacement {
        /// Under opaque contents that cover the bounds: never seen, not drawn.
        case hidden
        /// Under contents that fill the bounds exactly: painted by the contents' draw.
        case underContents
        /// Drawn on its own, before the contents.
        case separate
    }

    /// Opaque contents covering the bounds hide the background; contents filling the bounds
    /// exactly carry it (unless rounded corners cut the background but not the contents).
    static func backgroundPlacement(_ layer: RenderLayer, pieces: [ContentLayout.Piece]) -> BackgroundPlacement {
        guard pieces.count == 1, let content = layer.content, let piece = pieces.first,
            piece.textureRect.width > 0, piece.textureRect.height > 0
        else { return .separate }
        if content.isOpaque, piece.quad.contains(layer.bounds) { return .hidden }
        if piece.quad == layer.bounds, layer.cornerRadius == 0 || layer.masksToBounds { return .underContents }
        return .separate
    }
}
