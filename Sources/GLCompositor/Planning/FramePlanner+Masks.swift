import Foundation
import Graphics
import LayerTree
import Shaders

/// A mask the shader applies to the masked layer's operations, without a mask pass.
enum ShaderMask: Equatable {
    /// A solid rounded rect (a mask layer with only a background): an exact clip in the mask's
    /// plane times a constant alpha (background alpha × the mask's opacity).
    case solid(ClipShape, alpha: Float)
    /// A bitmap (a mask layer with only contents) sampled per fragment, cut to the mask's
    /// bounds (`boundsClip`) when it masks to them and the bitmap reaches past them.
    case bitmap(BitmapMask, boundsClip: ClipShape?)
    /// A mask that lets nothing through (transparent, fully faded, or with nothing drawn).
    case empty
}

extension FramePlanner {
    /// Plans a masked layer from `inner` (its subtree at full opacity, unclipped) when the
    /// shader can apply its mask: a solid mask adds an exact clip and multiplies the opacity
    /// (one pass, clipped, when alpha × opacity — inherited included — is below 1 and the parts
    /// overlap); a bitmap mask is sampled by each operation, which equals masking the group
    /// only when the operations do not overlap. False, appending nothing, when the mask needs
    /// its pass: other masks, overlapping parts under a bitmap mask, sources the bitmap variant
    /// does not take, too many clips.
    mutating func planMaskedInShader(
        mask: RenderLayer, world: CATransform3D, inner: [DrawOp], opacity: Float, clip: ClipState, into ops: inout [DrawOp]
    ) -> Bool {
        let maskWorld = CATransform3DConcat(ScreenGeometry.toSuperlayer(mask, parent: nil).flattened, world)
        guard let shaderMask = shaderMask(of: mask, world: maskWorld) else { return false }
        switch shaderMask {
        case .empty: break
        case .solid(let shape, let alpha):
            var masked = clip
            masked.shapes.append(shape)
            guard Self.fit(inner, under: masked.shapes.count) else { return false }
            // A masked layer composites as a group at its whole opacity, the inherited part
            // included (as the reference and the mask pass do), so overlaps need the pass below 1.
            if alpha * opacity < 1, Self.overlaps(inner) {
                planClippedGroup(inner: inner, opacity: opacity * alpha, clip: clip, masked: masked, into: &ops)
            } else {
                ops += inner.compactMap { $0.adopting(opacity: opacity * alpha, clip: masked) }
            }
        case .bitmap(let sampled, let boundsClip):
            var masked = clip
            if let boundsClip { masked.shapes.append(boundsClip) }
            guard Self.fit(inner, under: masked.shapes.count), inner.allSatisfy(Self.canSampleMask), !Self.overlaps(inner)
            else { return false }
            for op in inner {
                guard var adopted = op.adopting(opacity: opacity, clip: masked) else { continue }
                adopted.mask = sampled
                adopted.isOpaque = false
                ops.append(adopted)
            }
        }
        collectContents(of: mask)
        return true
    }

    /// What the shader does for `mask`, placed by `world` (its coordinates → target pixels); nil
    /// when it must be drawn into a mask pass: sublayers, its own mask, shadow, backdrop, border,
    /// a transition, a drawing other than one bitmap piece (or a bitmap over a background), a
    /// bitmap larger than one texture, or a plane that cannot be inverted.
    func shaderMask(of mask: RenderLayer, world: CATransform3D) -> ShaderMask? {
        let border = mask.borderWidth > 0 && (mask.premultipliedBorder?.alpha ?? 0) > 0
        guard mask.transition == nil, mask.mask == nil, mask.sublayers.isEmpty, mask.shadow == nil, mask.backdrop == nil,
            mask.replication == nil, mask.underlyingBitmap == nil, !mask.preservesDepth, !border
        else { return nil }
        let opacity = min(max(mask.opacity, 0), 1)
        guard opacity > 0, world.isFinite else { return .empty }
        let background = mask.premultipliedBackground?.alpha ?? 0
        switch mask.drawing {
        case nil:
            guard background > 0 else { return .empty }
            guard let map = ScreenGeometry.inversePlaneMap(world) else { return nil }
            let shape = ClipShape(targetToLocal: map, rect: mask.bounds, radius: mask.cornerRadius, corners: mask.cornerShape)
            return .solid(shape, alpha: background * opacity)
        case .bitmap(let content)?:
            let image = content.image
            guard background <= 0, image.width <= maxBitmapMaskSide, image.height <= maxBitmapMaskSide else { return nil }
            let pieces = ContentLayout.pieces(for: mask, content: content)
            guard pieces.count <= 1 else { return nil }
            guard let piece = pieces.first else { return .empty }
            guard let map = ScreenGeometry.inversePlaneMap(world) else { return nil }
            let inBounds = mask.cornerRadius <= 0 && mask.bounds.contains(piece.quad)
            let boundsClip =
                mask.masksToBounds && !inBounds
                ? ClipShape(targetToLocal: map, rect: mask.bounds, radius: mask.cornerRadius, corners: mask.cornerShape)
                : nil
            var sampled = BitmapMask(
                content: content, targetToLocal: map, rect: piece.quad, textureRect: piece.textureRect, opacity: opacity)
            sampled.sampling = ContentSampling(mask)
            return .bitmap(sampled, boundsClip: boundsClip)
        default:
            return nil
        }
    }

    /// Draws `inner` into one offscreen pass and composites it with `opacity` under `masked`
    /// (the inherited clip plus a solid mask's clip): group opacity and the mask in one pass.
    private mutating func planClippedGroup(
        inner: [DrawOp], opacity: Float, clip: ClipState, masked: ClipState, into ops: inout [DrawOp]
    ) {
        guard let bounds = passBounds(of: inner, clip: clip) else { return }
        let pass = appendPass(bounds: bounds, ops: inner)
        append(
            quad: bounds.cgRect, world: CATransform3DIdentity, source: .pass(pass, mask: nil), shape: nil, opacity: opacity,
            clip: masked, into: &ops)
    }

    /// True when every operation of `ops` takes `outer` more exact clips, and a composite of
    /// them would too.
    static func fit(_ ops: [DrawOp], under outer: Int) -> Bool {
        outer <= LayerShader.maxClips && ops.allSatisfy { outer + $0.clips.count <= LayerShader.maxClips }
    }

    /// True when the shader's bitmap-mask variant draws `op`'s source: colours, contents,
    /// gradients and composites of unmasked passes, not yet masked.
    static func canSampleMask(_ op: DrawOp) -> Bool {
        guard op.mask == nil else { return false }
        switch op.source {
        case .color, .content, .gradient: return true
        case .pass(_, let mask): return mask == nil
        case .blurredRect, .arcStroke, .shadow, .backdrop: return false
        }
    }
}
