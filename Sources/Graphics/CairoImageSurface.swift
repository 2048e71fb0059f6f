import CCairo

/// Owns one Cairo ARGB32 image surface: the bridge between Cairo's memory and ``PixelImage``.
///
/// Not thread-safe; use one surface on one thread at a time.
final class CairoImageSurface {
    let surface: OpaquePointer
    let width: Int
    let height: Int

    /// A transparent surface of `width` × `height` pixels.
    init(width: Int, height: Int) throws(PixelImageError) {
        guard width >= 0, height >= 0, width <= Int(Int32.max), height <= Int(Int32.max) else {
            throw .invalidSize(width: width, height: height)
        }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            let why = String(cString: cairo_status_to_string(cairo_surface_status(surface)))
            cairo_surface_destroy(surface)
            throw .surfaceCreationFailed("cannot create a \(width)x\(height) Cairo surface: \(why)")
        }
        self.surface = surface
        self.width = width
        self.height = height
    }

    /// Adopts a surface Cairo created (for instance from a PNG), converting it to ARGB32 if needed.
    init(adopting surface: OpaquePointer) {
        self.surface = surface
        self.width = Int(cairo_image_surface_get_width(surface))
        self.height = Int(cairo_image_surface_get_height(surface))
    }

    /// Draws straight into `memory` (premultiplied BGRA rows `stride` bytes apart), which the
    /// caller keeps alive and owns; nil when Cairo cannot use it.
    init?(wrapping memory: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int) {
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max), stride == width * 4,
            let surface = cairo_image_surface_create_for_data(
                memory.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride))
        else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        self.surface = surface
        self.width = width
        self.height = height
    }

    /// Adopts a vector surface (a PDF document) of `width` × `height` points; it has no pixels,
    /// so ``makePixelImage()`` reads it as transparent.
    init(adoptingVector surface: OpaquePointer, width: Int, height: Int) {
        self.surface = surface
        self.width = width
        self.height = height
    }

    /// Whether the surface holds pixels (an image surface) rather than vector pages.
    var isImage: Bool { cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE }

    deinit { cairo_surface_destroy(surface) }

    /// A surface holding a copy of `image`.
    convenience init(copying image: PixelImage) throws(PixelImageError) {
        try self.init(width: image.width, height: image.height)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return }
        image.bytes.withUnsafeBytes { src in
            for row in 0..<image.height {
                UnsafeMutableRawPointer(data + row * stride)
                    .copyMemory(from: src.baseAddress! + row * image.bytesPerRow, byteCount: image.bytesPerRow)
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// Copies the surface's pixels out as premultiplied BGRA8. An RGB24 surface reads as opaque.
    func makePixelImage() -> PixelImage {
        cairo_surface_flush(surface)
        var image = PixelImage(width: width, height: height)
        guard width > 0, height > 0, let data = cairo_image_surface_get_data(surface) else { return image }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let opaque = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24
        let rowBytes = image.bytesPerRow
        image.withUnsafeMutableBytes { dst in
            for row in 0..<height {
                let target = dst.baseAddress! + row * rowBytes
                target.copyMemory(from: data + row * stride, byteCount: rowBytes)
                if opaque {
                    let pixels = target.bindMemory(to: UInt32.self, capacity: width)
                    for i in 0..<width { pixels[i] |= 0xFF00_0000 }
                }
            }
        }
        return image
    }
}
