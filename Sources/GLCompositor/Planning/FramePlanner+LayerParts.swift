import Foundation
import Graphics
import LayerTree
import Shaders

extension FramePlanner {
    /// Background, contents, sublayers and border of `layer`, with `opacity` already final.
    mutating func planContents(
        _ layer: RenderLayer, world: CATransform3D, opacity: Float, clip: ClipState, into ops: inout [DrawOp]
    ) {
        let rectilinear = ScreenGeometry.isRectilinear(world)
        let inside = clipping(clip, to: layer, world: world)
        let pieces = inside == nil ? [] : layer.content.map { ContentLayout.pieces(for: layer, content: $0) } ?? []
        var underlay: PremultipliedRGBA?
        if let c = layer.premultipliedBackground, c.alpha > 0 {
            let background = PremultipliedRGBA(premultipliedRed: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
            // Merging changes nothing at full opacity; below it, the parts fade as a whole, which
            // is right only when the layer is grouped (it is then planned at opacity 1).
            switch opacity >= 1 ? Self.backgroundPlacement(layer, pieces: pieces) : .separate {
            case .hidden: break
            case .underContents: underlay = background
            case .separate:
                let shape = layer.cornerRadius > 0 || !rectilinear
                    ? ShapeCoverage(rect: layer.bounds, radius: layer.cornerRadius, border: 0) : nil
                append(quad: layer.bounds, world: world, source: .color(background), shape: shape,
                       opacity: opacity, clip: clip, into: &ops)
            }
        }
        guard let inside else {
            collectContents(of: layer, prefetching: opacity > 0)  // clipped out of view, e.g. a scrolled-out cell
            return
        }
        if let content = layer.content {
            records.liveContents.append(content.id)
            // One coverage rect for all pieces, so that nine-part seams are not antialiased.
            let placed = pieces.map(\.quad).reduce(CGRect.null) { $0.union($1) }
            let countBefore = ops.count
            for piece in pieces {
                let shape = rectilinear ? nil : ShapeCoverage(rect: placed, radius: 0, border: 0)
                append(quad: piece.quad, world: world, source: .content(content, textureRect: piece.textureRect),
                       underlay: underlay, shape: shape, opacity: opacity, clip: inside, into: &ops)
            }
            if ops.count == countBefore { records.offscreenContents.append(content) }
        }
        for sublayer in layer.hasRaisedSublayers ? Self.drawingOrder(layer.sublayers) : layer.sublayers {
            let sublayerWorld = ScreenGeometry.sublayerWorld(sublayer, parent: layer, world: world)
            planLayer(sublayer, PlanningContext(world: sublayerWorld, opacity: opacity, clip: inside), into: &ops)
        }
        if layer.borderWidth > 0, let color = layer.borderColor, color.alpha > 0 {
            let ring = ShapeCoverage(rect: layer.bounds, radius: layer.cornerRadius, border: layer.borderWidth)
            append(quad: layer.bounds, world: world, source: .color(PremultipliedRGBA(color)), shape: ring,
                   opacity: opacity, clip: clip, into: &ops)
        }
    }

    /// Sublayers by `zPosition`, keeping their order among equals.
    static func drawingOrder(_ sublayers: [RenderLayer]) -> [RenderLayer] {
        sublayers.enumerated()
            .sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }
            .map(\.element)
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
