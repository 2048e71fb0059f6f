import CCairo
import Foundation

/// PNG encoding and decoding through Cairo's libpng-backed reader and writer.
extension PixelImage {
    /// Decodes PNG bytes. Opaque PNGs decode with alpha 255; translucent ones are premultiplied.
    /// - Throws: ``PixelImageError/pngDecodingFailed(_:)`` with Cairo's reason when the data is not a readable PNG.
    public init(pngData: [UInt8]) throws(PixelImageError) {
        let reader = PNGByteReader(bytes: pngData)
        let surface = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream(
                { closure, data, length in
                    let reader = Unmanaged<PNGByteReader>.fromOpaque(closure!).takeUnretainedValue()
                    return reader.read(into: data!, count: Int(length))
                }, Unmanaged.passUnretained(reader).toOpaque())!
        }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw .pngDecodingFailed(String(cString: cairo_status_to_string(status)))
        }
        self = CairoImageSurface(adopting: surface).makePixelImage()
    }

    /// Reads and decodes the PNG file at `path`.
    public init(contentsOfPNGFile path: String) throws(PixelImageError) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .pngDecodingFailed("cannot read \(path)")
        }
        try self.init(pngData: [UInt8](data))
    }

    /// Encodes the image as a PNG with straight alpha (PNG's convention), 8 bits per channel.
    public func pngData() throws(PixelImageError) -> [UInt8] {
        guard width > 0, height > 0 else { throw .pngEncodingFailed("cannot encode an empty \(width)x\(height) image") }
        let surface = try CairoImageSurface(copying: self)
        let writer = PNGByteWriter()
        let status = withExtendedLifetime(writer) {
            cairo_surface_write_to_png_stream(
                surface.surface,
                { closure, data, length in
                    let writer = Unmanaged<PNGByteWriter>.fromOpaque(closure!).takeUnretainedValue()
                    writer.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                    return CAIRO_STATUS_SUCCESS
                }, Unmanaged.passUnretained(writer).toOpaque())
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .pngEncodingFailed(String(cString: cairo_status_to_string(status)))
        }
        return writer.bytes
    }

    /// Encodes the image and writes it to `path`, replacing any file there.
    public func writePNG(to path: String) throws {
        let data = try pngData()
        try Data(data).write(to: URL(fileURLWithPath: path))
    }
}

private final class PNGByteReader {
    let bytes: [UInt8]
    var offset = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    func read(into destination: UnsafeMutablePointer<UInt8>, count: Int) -> cairo_status_t {
        guard offset + count <= bytes.count else { return CAIRO_STATUS_READ_ERROR }
        bytes.withUnsafeBufferPointer { src in
            destination.update(from: src.baseAddress! + offset, count: count)
        }
        offset += count
        return CAIRO_STATUS_SUCCESS
    }
}

private final class PNGByteWriter {
    var bytes: [UInt8] = []
}
