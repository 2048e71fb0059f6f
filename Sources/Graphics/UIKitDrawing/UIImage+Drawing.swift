import CCairo
import Foundation

extension UIImage {
    /// Draws the image at its natural size with its top-left corner at `point`, upright, in the current context.
    @MainActor
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    @MainActor
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the image scaled into `rect`, upright, in the current context. A resizable image
    /// keeps its cap insets at their size and stretches or tiles the rest.
    @MainActor
    public func draw(in rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        draw(in: rect, context: ctx)
    }

    @MainActor
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        ctx.setBlendMode(blendMode)
        ctx.setAlpha(alpha)
        draw(in: rect, context: ctx)
        ctx.restoreGState()
    }

    private func draw(in rect: CGRect, context ctx: CGContext) {
        guard let cgImage else { return }
        guard capInsets != .zero else { return ctx.drawUpright(cgImage.pixels, in: rect) }
        for piece in ninePieces(in: rect) {
            ctx.drawUpright(piece.pixels, in: piece.destination, tiled: piece.tiled ? scale : nil)
        }
    }

    /// The nine regions of a resizable image: source pixels and where they go.
    private func ninePieces(in rect: CGRect) -> [(pixels: PixelImage, destination: CGRect, tiled: Bool)] {
        guard let pixels = cgImage?.pixels else { return [] }
        let insets = capInsets
        let sourceColumns = [0, insets.left * scale, CGFloat(pixels.width) - insets.right * scale, CGFloat(pixels.width)]
        let sourceRows = [0, insets.top * scale, CGFloat(pixels.height) - insets.bottom * scale, CGFloat(pixels.height)]
        let columns = [rect.minX, rect.minX + insets.left, rect.maxX - insets.right, rect.maxX]
        let rows = [rect.minY, rect.minY + insets.top, rect.maxY - insets.bottom, rect.maxY]
        var pieces: [(PixelImage, CGRect, Bool)] = []
        for row in 0..<3 {
            for column in 0..<3 {
                let source = PixelRect(
                    x: Int(sourceColumns[column]), y: Int(sourceRows[row]),
                    width: Int(sourceColumns[column + 1]) - Int(sourceColumns[column]),
                    height: Int(sourceRows[row + 1]) - Int(sourceRows[row]))
                let destination = CGRect(
                    x: columns[column], y: rows[row], width: columns[column + 1] - columns[column],
                    height: rows[row + 1] - rows[row])
                guard source.width > 0, source.height > 0, destination.width > 0, destination.height > 0 else { continue }
                let stretches = row == 1 || column == 1
                pieces.append((pixels.cropped(to: source), destination, stretches && resizingMode == .tile))
            }
        }
        return pieces
    }
}

extension PixelImage {
    /// A copy of the pixels in `rect` (which must lie inside the image).
    public func cropped(to rect: PixelRect) -> PixelImage {
        var out = PixelImage(width: rect.width, height: rect.height)
        out.withUnsafeMutableBytes { target in
            bytes.withUnsafeBytes { source in
                for row in 0..<rect.height {
                    (target.baseAddress! + row * rect.width * 4).copyMemory(
                        from: source.baseAddress! + (rect.y + row) * bytesPerRow + rect.x * 4, byteCount: rect.width * 4)
                }
            }
        }
        return out
    }
}
