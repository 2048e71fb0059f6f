import CCairo
import Foundation

/// Bitmap contexts as CoreGraphics makes them: `CGContext(data:width:height:bitsPerComponent:
/// bytesPerRow:space:bitmapInfo:)` over memory of 8-bit RGB pixels with alpha (premultiplied) or
/// a skipped byte, in any of CoreGraphics' byte orders, with CoreGraphics' coordinates (origin at
/// the bottom left, y up, so memory's first row is the top of what is drawn).
extension CGContext {
    /// A context drawing into `data` (or memory of its own when nil), as CoreGraphics makes one.
    /// Nil for what this package cannot draw: other than 8 bits per component, a grey or other
    /// non-RGB space, no alpha byte, straight alpha, floats, rows too short, sizes no bitmap can have.
    public convenience init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
        space: CGColorSpace, bitmapInfo: UInt32
    ) {
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        let rowBytes = bytesPerRow == 0 ? width * 4 : bytesPerRow
        guard bitsPerComponent == 8, space.model == .rgb, let layout = BitmapLayout(info), width > 0, height > 0,
            width <= PixelCount.maxSide, height <= PixelCount.maxSide, rowBytes >= width * 4
        else { return nil }
        let storage: BitmapContextStorage
        let surface: CairoImageSurface
        if layout.isNative, rowBytes == width * 4, let data,
            let wrapped = CairoImageSurface(wrapping: data, width: width, height: height, stride: rowBytes)
        {
            surface = wrapped
            storage = BitmapContextStorage(info: info, space: space, bytesPerRow: rowBytes, data: data, mirror: nil)
        } else {
            guard let own = try? CairoImageSurface(width: width, height: height) else { return nil }
            surface = own
            if layout.isNative, rowBytes == width * 4 {
                let memory = cairo_image_surface_get_data(own.surface).map { UnsafeMutableRawPointer($0) }
                storage = BitmapContextStorage(info: info, space: space, bytesPerRow: rowBytes, data: memory, mirror: nil)
            } else {
                let mirror = BitmapMirror(memory: data, layout: layout, bytesPerRow: rowBytes, width: width, height: height)
                if data != nil { mirror.load(into: own) }
                storage = BitmapContextStorage(
                    info: info, space: space, bytesPerRow: rowBytes, data: mirror.memory, mirror: mirror)
            }
        }
        self.init(cairoSurface: surface)
        bitmap = storage
        // CoreGraphics' bitmap coordinates: y up from the bottom row.
        cairo_translate(cairo, 0, Double(height))
        cairo_scale(cairo, 1, -1)
    }

    /// The memory a bitmap context draws into; nil for contexts the package makes itself.
    public var data: UnsafeMutableRawPointer? { bitmap?.data }
    /// Bytes from one row of the bitmap to the next.
    public var bytesPerRow: Int { bitmap?.bytesPerRow ?? width * 4 }
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { 32 }
    /// The layout of the bitmap's pixels (premultiplied BGRA for the package's own contexts).
    public var bitmapInfo: CGBitmapInfo {
        bitmap?.info ?? CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue).union(.byteOrder32Little)
    }
    public var alphaInfo: CGImageAlphaInfo { bitmapInfo.alphaInfo ?? .premultipliedFirst }
    /// The bitmap's colour space (sRGB for the package's own contexts).
    public var colorSpace: CGColorSpace? { bitmap?.space ?? CGColorSpace(name: CGColorSpace.sRGB) }

    /// An image of what has been drawn so far (opaque where the bitmap skips its alpha byte).
    public func makeImage() -> CGImage? {
        guard surface.isImage else { return nil }
        var pixels = surface.makePixelImage()
        if bitmap.map({ BitmapLayout($0.info)?.skipsAlpha == true }) == true {
            pixels.withUnsafeMutableBytes { bytes in
                for alpha in stride(from: 3, to: bytes.count, by: 4) { bytes[alpha] = 255 }
            }
        }
        return CGImage(pixels: pixels)
    }

    /// Intersects the clip with `mask` laid over `rect` as `draw(_:in:)` would lay it: later
    /// painting is multiplied by the mask's alpha — or, for an opaque image, by its luminance —
    /// as CoreGraphics' `clip(to:mask:)` tints icons and fades edges. `restoreGState()` lifts it.
    public func clip(to rect: CGRect, mask: CGImage) {
        guard GraphicsInput.isFinite(rect), rect.width != 0, rect.height != 0, mask.width > 0, mask.height > 0,
            let coverage = try? CairoImageSurface(copying: mask.pixels.coverageMask()),
            let layer = ClipMask(width: width, height: height)
        else { return }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        let cr = cairo_create(layer.surface.surface)!
        defer { cairo_destroy(cr) }
        if let previous = state.mask {
            cairo_set_source_surface(cr, previous.surface.surface, 0, 0)
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_IN)
        }
        cairo_set_matrix(cr, &matrix)
        cairo_translate(cr, Double(rect.minX), Double(rect.maxY))
        cairo_scale(cr, Double(rect.width) / Double(mask.width), -Double(rect.height) / Double(mask.height))
        cairo_set_source_surface(cr, coverage.surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), state.interpolation.cairoFilter)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_rectangle(cr, 0, 0, Double(mask.width), Double(mask.height))
        cairo_fill(cr)
        cairo_surface_flush(layer.surface.surface)
        state.mask = layer
    }
}

/// What a CoreGraphics-made bitmap context keeps: how it was asked for, and its memory.
struct BitmapContextStorage {
    let info: CGBitmapInfo
    let space: CGColorSpace
    let bytesPerRow: Int
    let data: UnsafeMutableRawPointer?
    /// Memory in a layout Cairo cannot draw into, kept equal to the surface after each painting.
    let mirror: BitmapMirror?
}

/// A device-sized coverage surface that every painting is multiplied by.
final class ClipMask {
    let surface: CairoImageSurface

    init?(width: Int, height: Int) {
        guard let surface = try? CairoImageSurface(width: width, height: height) else { return nil }
        self.surface = surface
    }
}

extension PixelImage {
    /// The image as a mask: its alpha where it has any transparency, else its luminance (an
    /// opaque grey image is a mask in CoreGraphics), as premultiplied white of that coverage.
    func coverageMask() -> PixelImage {
        var mask = self
        let opaque = stride(from: 3, to: bytes.count, by: 4).allSatisfy { bytes[$0] == 255 }
        mask.withUnsafeMutableBytes { out in
            for i in stride(from: 0, to: out.count, by: 4) {
                let b = Double(out[i]), g = Double(out[i + 1]), r = Double(out[i + 2])
                let coverage = opaque ? UInt8((0.299 * r + 0.587 * g + 0.114 * b).rounded()) : out[i + 3]
                (out[i], out[i + 1], out[i + 2], out[i + 3]) = (coverage, coverage, coverage, coverage)
            }
        }
        return mask
    }
}
