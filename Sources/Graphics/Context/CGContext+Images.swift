import CCairo
import Foundation

extension CGContext {
    /// Draws `image` scaled into `rect` as CoreGraphics does: the image's first row goes at
    /// `rect.maxY`, which is the top in CoreGraphics' y-up space — so in a UIKit (y-down)
    /// context the image appears upside down, exactly as on iOS. Flip the context, or use
    /// `UIImage.draw(in:)`, to draw it upright.
    public func draw(_ image: CGImage, in rect: CGRect) {
        drawImage(image.pixels, in: rect, flipped: true)
    }

    /// Draws `image` upright (its first row at the top of `rect`), as UIKit's image drawing does;
    /// with `tiled` (the image's scale) it repeats at its natural size instead of stretching.
    package func drawUpright(_ image: PixelImage, in rect: CGRect, tiled: CGFloat? = nil) {
        drawImage(image, in: rect, flipped: false, tileScale: tiled)
    }

    private func drawImage(_ image: PixelImage, in rect: CGRect, flipped: Bool, tileScale: CGFloat? = nil) {
        guard image.width > 0, image.height > 0, GraphicsInput.isFinite(rect), rect.width != 0, rect.height != 0,
            let source = try? CairoImageSurface(copying: image)
        else { return }
        let body: (OpaquePointer) -> Void = { cairo in
            cairo_save(cairo)
            if let tileScale {
                cairo_rectangle(cairo, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
                cairo_clip(cairo)
                cairo_translate(cairo, Double(rect.minX), Double(rect.minY))
                cairo_scale(cairo, 1 / Double(tileScale), 1 / Double(tileScale))
                cairo_set_source_surface(cairo, source.surface, 0, 0)
                cairo_pattern_set_extend(cairo_get_source(cairo), CAIRO_EXTEND_REPEAT)
            } else {
                cairo_translate(cairo, Double(rect.minX), Double(flipped ? rect.maxY : rect.minY))
                cairo_scale(
                    cairo, Double(rect.width) / Double(image.width),
                    Double(flipped ? -rect.height : rect.height) / Double(image.height))
                cairo_set_source_surface(cairo, source.surface, 0, 0)
                cairo_pattern_set_extend(cairo_get_source(cairo), CAIRO_EXTEND_PAD)
                cairo_rectangle(cairo, 0, 0, Double(image.width), Double(image.height))
                cairo_clip(cairo)
            }
            cairo_pattern_set_filter(cairo_get_source(cairo), self.state.interpolation.cairoFilter)
            cairo_paint_with_alpha(cairo, Double(self.state.alpha))
            cairo_restore(cairo)
        }
        painting {
            if let shadow = state.shadow {
                paintWithShadow(shadow, body)
            } else {
                withExtendedLifetime(source) { body(cairo) }
            }
        }
    }
}
