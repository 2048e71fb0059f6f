import CCairo
import Foundation

/// Composites quads into a bitmap with Cairo on the CPU: the software baseline a GPU
/// compositor is measured against. Images are kept as Cairo surfaces between frames, keyed by
/// the caller's id and replaced when the version changes, as a GPU keeps textures.
///
/// Not thread-safe: use it on one thread at a time.
package final class SoftwareCompositor {
    package let width: Int
    package let height: Int
    private let target: CairoImageSurface
    private let cairo: OpaquePointer
    private var sources: [UInt64: (version: UInt64, surface: CairoImageSurface)] = [:]

    /// A transparent `width` × `height` bitmap.
    /// - Throws: ``PixelImageError`` when the size is negative or Cairo cannot allocate it.
    package init(width: Int, height: Int) throws(PixelImageError) {
        target = try CairoImageSurface(width: width, height: height)
        self.width = width
        self.height = height
        cairo = cairo_create(target.surface)
    }

    deinit { cairo_destroy(cairo) }

    /// Fills the whole bitmap with a premultiplied colour.
    package func clear(premultipliedRed red: Double, green: Double, blue: Double, alpha: Double) {
        cairo_save(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        setSource(premultipliedRed: red, green: green, blue: blue, alpha: alpha, opacity: 1)
        cairo_paint(cairo)
        cairo_restore(cairo)
    }

    /// Fills `rect`, placed by `transform`, with a premultiplied colour faded by `opacity`,
    /// inside `clip` (device pixels) when given.
    package func fill(
        _ rect: CGRect, transform: CGAffineTransform, premultipliedRed red: Double, green: Double, blue: Double,
        alpha: Double, opacity: Double, clip: CGRect?
    ) {
        begin(transform: transform, clip: clip)
        setSource(premultipliedRed: red, green: green, blue: blue, alpha: alpha, opacity: opacity)
        cairo_rectangle(cairo, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_fill(cairo)
        cairo_restore(cairo)
    }

    /// Draws the normalized sub-rectangle `textureRect` of `image` stretched over `rect`, placed
    /// by `transform`, faded by `opacity`, inside `clip` when given. `key` and `version`
    /// identify the image so its Cairo copy is reused while the version stays the same.
    package func draw(
        _ image: PixelImage, key: UInt64, version: UInt64, in rect: CGRect, textureRect: CGRect,
        transform: CGAffineTransform, opacity: Double, clip: CGRect?
    ) {
        guard image.width > 0, image.height > 0, textureRect.width > 0, textureRect.height > 0,
            let source = surface(for: image, key: key, version: version)
        else { return }
        let w = Double(image.width), h = Double(image.height)
        let sub = (
            x: Double(textureRect.minX) * w, y: Double(textureRect.minY) * h,
            width: Double(textureRect.width) * w, height: Double(textureRect.height) * h
        )
        begin(transform: transform, clip: clip)
        cairo_translate(cairo, Double(rect.minX), Double(rect.minY))
        cairo_scale(cairo, Double(rect.width) / sub.width, Double(rect.height) / sub.height)
        cairo_translate(cairo, -sub.x, -sub.y)
        cairo_rectangle(cairo, sub.x, sub.y, sub.width, sub.height)
        cairo_clip(cairo)
        cairo_set_source_surface(cairo, source.surface, 0, 0)
        cairo_pattern_set_extend(cairo_get_source(cairo), CAIRO_EXTEND_PAD)  // GL's clamp to edge
        cairo_paint_with_alpha(cairo, opacity)
        cairo_restore(cairo)
    }

    /// A copy of the bitmap.
    package func makeImage() -> PixelImage {
        cairo_surface_flush(target.surface)
        return target.makePixelImage()
    }

    private func begin(transform t: CGAffineTransform, clip: CGRect?) {
        cairo_save(cairo)
        if let clip {
            cairo_rectangle(cairo, Double(clip.minX), Double(clip.minY), Double(clip.width), Double(clip.height))
            cairo_clip(cairo)
        }
        var matrix = cairo_matrix_t(
            xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx), y0: Double(t.ty))
        cairo_transform(cairo, &matrix)
    }

    private func setSource(premultipliedRed red: Double, green: Double, blue: Double, alpha: Double, opacity: Double) {
        let a = max(alpha, 1e-9)
        cairo_set_source_rgba(cairo, red / a, green / a, blue / a, alpha * opacity)
    }

    private func surface(for image: PixelImage, key: UInt64, version: UInt64) -> CairoImageSurface? {
        if let cached = sources[key], cached.version == version { return cached.surface }
        guard let surface = try? CairoImageSurface(copying: image) else { return nil }
        sources[key] = (version, surface)
        return surface
    }
}
