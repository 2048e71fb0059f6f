import Foundation
import LayerTree

/// Where a layer's contents go in its bounds: gravity, `contentsRect` and nine-part
/// `contentsCenter`, as quads in the layer's coordinates with their normalized texture rects.
enum ContentLayout {
    struct Piece: Equatable {
        let quad: CGRect
        let textureRect: CGRect
    }

    static func pieces(for layer: RenderLayer, content: RenderContent) -> [Piece] {
        let source = clampedUnit(layer.contentsRect)
        guard source.width > 0, source.height > 0, content.scale > 0 else { return [] }
        // The contents' natural size in points: the chosen part of the image at its scale.
        let size = CGSize(
            width: CGFloat(content.image.width) * source.width / content.scale,
            height: CGFloat(content.image.height) * source.height / content.scale)
        let placed = placement(of: size, in: layer.bounds, gravity: layer.contentsGravity)
        guard placed.width > 0, placed.height > 0 else { return [] }
        let center = clampedUnit(layer.contentsCenter)
        if center == CGRect(x: 0, y: 0, width: 1, height: 1) {
            return [Piece(quad: placed, textureRect: source)]
        }
        return nineSlice(placed, natural: size, center: center, source: source)
    }

    /// The rect the contents occupy in `bounds` for `gravity`.
    static func placement(of size: CGSize, in bounds: CGRect, gravity: CALayerContentsGravity) -> CGRect {
        switch gravity {
        case .resize:
            return bounds
        case .resizeAspect, .resizeAspectFill:
            guard size.width > 0, size.height > 0 else { return .zero }
            let scaleX = bounds.width / size.width, scaleY = bounds.height / size.height
            let scale = gravity == .resizeAspect ? min(scaleX, scaleY) : max(scaleX, scaleY)
            let fitted = CGSize(width: size.width * scale, height: size.height * scale)
            return CGRect(
                x: bounds.midX - fitted.width / 2, y: bounds.midY - fitted.height / 2,
                width: fitted.width, height: fitted.height)
        default:
            let x: CGFloat, y: CGFloat
            switch gravity {
            case .left, .topLeft, .bottomLeft: x = bounds.minX
            case .right, .topRight, .bottomRight: x = bounds.maxX - size.width
            default: x = bounds.midX - size.width / 2
            }
            switch gravity {
            case .top, .topLeft, .topRight: y = bounds.minY
            case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - size.height
            default: y = bounds.midY - size.height / 2
            }
            return CGRect(x: x, y: y, width: size.width, height: size.height)
        }
    }

    /// Nine pieces: the corners keep their natural size, the edges stretch along one axis, the
    /// middle along both. When the target is smaller than the caps, the caps shrink in proportion.
    static func nineSlice(_ target: CGRect, natural: CGSize, center: CGRect, source: CGRect) -> [Piece] {
        let columns = axisSlices(
            target.minX, target.width, natural: natural.width, start: center.minX, end: center.maxX,
            sourceStart: source.minX, sourceLength: source.width)
        let rows = axisSlices(
            target.minY, target.height, natural: natural.height, start: center.minY, end: center.maxY,
            sourceStart: source.minY, sourceLength: source.height)
        var pieces: [Piece] = []
        for row in rows where row.length > 0 {
            for column in columns where column.length > 0 {
                pieces.append(
                    Piece(
                        quad: CGRect(x: column.position, y: row.position, width: column.length, height: row.length),
                        textureRect: CGRect(
                            x: column.texture, y: row.texture, width: column.textureLength, height: row.textureLength)))
            }
        }
        return pieces
    }

    private struct Slice {
        let position: CGFloat, length: CGFloat, texture: CGFloat, textureLength: CGFloat
    }

    /// The three slices of one axis: fixed cap, stretched middle, fixed cap.
    private static func axisSlices(
        _ origin: CGFloat, _ length: CGFloat, natural: CGFloat, start: CGFloat, end: CGFloat,
        sourceStart: CGFloat, sourceLength: CGFloat
    ) -> [Slice] {
        var leading = natural * start, trailing = natural * (1 - end)
        if leading + trailing > length, leading + trailing > 0 {
            let shrink = length / (leading + trailing)
            leading *= shrink
            trailing *= shrink
        }
        let middle = max(0, length - leading - trailing)
        let t0 = sourceStart, t1 = sourceStart + start * sourceLength, t2 = sourceStart + end * sourceLength
        let t3 = sourceStart + sourceLength
        return [
            Slice(position: origin, length: leading, texture: t0, textureLength: t1 - t0),
            Slice(position: origin + leading, length: middle, texture: t1, textureLength: t2 - t1),
            Slice(position: origin + leading + middle, length: trailing, texture: t2, textureLength: t3 - t2),
        ]
    }

    private static func clampedUnit(_ rect: CGRect) -> CGRect {
        let r = rect.standardized
        let minX = min(max(r.minX, 0), 1), minY = min(max(r.minY, 0), 1)
        let maxX = min(max(r.maxX, 0), 1), maxY = min(max(r.maxY, 0), 1)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
