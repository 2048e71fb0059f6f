import Foundation
import Graphics
import LayerTree
import Shaders

extension FramePlanner {
    /// Appends the operation ``makeOp(quad:world:source:underlay:shape:opacity:clip:)`` makes, if any.
    func append(
        quad: CGRect, world: CATransform3D, source: DrawOp.Source, underlay: PremultipliedRGBA? = nil,
        shape: ShapeCoverage?, opacity: Float, clip: ClipState, into ops: inout [DrawOp]
    ) {
        if let op = makeOp(
            quad: quad, world: world, source: source, underlay: underlay, shape: shape, opacity: opacity, clip: clip)
        {
            ops.append(op)
        }
    }

    /// An operation, or nil when it would draw nothing (empty, invisible or clipped away).
    func makeOp(
        quad: CGRect, world: CATransform3D, source: DrawOp.Source, underlay: PremultipliedRGBA? = nil,
        shape: ShapeCoverage?, opacity: Float, clip: ClipState
    ) -> DrawOp? {
        guard quad.width > 0, quad.height > 0, opacity > 0 else { return nil }
        var quad = quad, source = source
        if !disablesQuadCuttingForTests, !clip.shapes.isEmpty {
            switch source {
            case .color: quad = QuadClipping.visiblePart(of: quad, world: world, clips: clip.shapes) ?? .null
            case .content(let content, let textureRect):
                let visible = QuadClipping.visiblePart(of: quad, world: world, clips: clip.shapes) ?? .null
                if !visible.isNull, visible != quad {
                    source = .content(content, textureRect: QuadClipping.textureRect(textureRect, of: quad, showing: visible))
                }
                quad = visible
            // A composite samples its pass over the whole quad; the others are evaluated over their own rect.
            case .pass, .gradient, .blurredRect, .arcStroke, .shadow, .backdrop: break
            }
            guard !quad.isNull, quad.width > 0, quad.height > 0 else { return nil }
        }
        let box = ScreenGeometry.boundingBox(of: quad, world)
        guard let inTarget = ScreenGeometry.overlap(box ?? targetRect.cgRect, targetRect.cgRect),  // unknown extent: all
            let bounds = clip.scissor.map({ ScreenGeometry.overlap(inTarget, $0.cgRect) }) ?? inTarget
        else { return nil }
        let opaqueSource: Bool
        switch source {
        case .color(let color): opaqueSource = color.alpha >= 1 && box != nil
        case .content(let content, let textureRect):
            opaqueSource =
                (content.isOpaque || underlay.map { $0.alpha >= 1 } ?? false)
                && box != nil && textureRect.width > 0 && textureRect.height > 0
        case .gradient(let gradient): opaqueSource = gradient.isOpaque && box != nil
        case .pass, .blurredRect, .arcStroke, .shadow, .backdrop: opaqueSource = false
        }
        return DrawOp(
            quad: quad, world: world, source: source, underlay: underlay, shape: shape, opacity: opacity,
            scissor: clip.scissor,
            clips: clip.shapes, screenBounds: bounds,
            isOpaque: opaqueSource && opacity >= 1 && shape == nil && clip.shapes.isEmpty)
    }

    /// The target pixels an offscreen pass for `ops` must cover: the whole pixels around what
    /// they draw, within the target and `clip`'s scissor; nil when that is nothing.
    func passBounds(of ops: [DrawOp], clip: ClipState) -> PixelRect? {
        guard let drawn = ops.map(\.screenBounds).reduce(nil, { ($0 ?? $1).union($1) }) else { return nil }
        var bounds = ScreenGeometry.pixelRect(enclosing: drawn).intersection(targetRect)
        if let scissor = clip.scissor { bounds = bounds.intersection(scissor) }
        return bounds.isEmpty ? nil : bounds
    }

    mutating func appendPass(bounds: PixelRect, ops: [DrawOp]) -> Int {
        let index = passes.count
        passes.append(PlannedPass(index: index, bounds: bounds, ops: visible(ops)))
        return index
    }

    /// `ops` less those hidden under opaque ones.
    mutating func visible(_ ops: [DrawOp]) -> [DrawOp] {
        let result = OcclusionCuller.cull(ops)
        culledOps += result.culled
        return result.ops
    }

    /// The main pass's `ops` less those hidden under opaque ones, and where the cached runs
    /// (``mainSegments``) lie among them: with a cache, culling reuses what it made of runs
    /// in earlier frames (``OcclusionCuller/cull(_:segments:memos:serial:)``).
    mutating func visibleMainOps(_ ops: [DrawOp]) -> (ops: [DrawOp], segments: [PlanSegment]) {
        guard let cache else { return (visible(ops), []) }
        let result = OcclusionCuller.cull(ops, segments: mainSegments, memos: &cache.cullMemos, serial: cache.nextSerial)
        culledOps += result.culled
        return (result.ops, result.segments)
    }

    var targetRect: PixelRect { PixelRect(x: 0, y: 0, width: targetSize.width, height: targetSize.height) }

    /// Records the contents of a subtree that is not drawn this frame, so their textures stay
    /// cached; with `prefetching` (a subtree clipped out of view), also queues them for upload ahead.
    mutating func collectContents(of layer: RenderLayer, prefetching: Bool = false) {
        for content in layer.bitmaps {
            records.liveContents.append(content.id)
            if prefetching { records.offscreenContents.append(content) }
        }
        if case .tiles(let tiles)? = layer.drawing {
            for tile in tiles.tiles {
                records.liveContents.append(tile.content.id)
                if prefetching { records.offscreenContents.append(tile.content) }
            }
        }
        if case .particles(let emitter)? = layer.drawing {
            for image in emitter.images { records.liveContents.append(image.content.id) }
        }
        if let mask = layer.mask { collectContents(of: mask) }
        for sublayer in layer.sublayers {
            collectContents(of: sublayer, prefetching: prefetching && sublayer.opacity > 0)
        }
    }
}

extension DrawOp {
    /// The operation with its scissor narrowed to `region`; nil when it draws nothing there.
    /// A turned or projected quad whose bounds end just outside `region` still reaches it by the
    /// pixel of slack its damage bounds add: its screen bounds become the pixels it reaches there
    /// (never the null rect, whose infinite origin no pixel rect holds).
    func restricted(to region: PixelRect) -> DrawOp? {
        let reach = DamageTracker.damageBounds(of: self).intersection(region)
        guard !reach.isEmpty else { return nil }
        var op = self
        op.scissor = scissor.map { $0.intersection(region) } ?? region
        let cut = screenBounds.intersection(region.cgRect)
        op.screenBounds = cut.isNull ? reach.cgRect : cut
        return op
    }
}
