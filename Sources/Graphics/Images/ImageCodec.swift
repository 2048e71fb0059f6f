import CJPEGShim
import Foundation

/// Decoding and encoding of image files: PNG through Cairo's libpng reader, JPEG through libjpeg-turbo.
public enum ImageCodec {
    /// Decodes PNG or JPEG bytes (recognized by their signature).
    /// - Throws: ``PixelImageError/pngDecodingFailed(_:)`` with the library's reason, or for an unknown format.
    public static func decode(_ bytes: [UInt8]) throws(PixelImageError) -> PixelImage {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return try PixelImage(pngData: bytes) }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return try decodeJPEG(bytes) }
        throw .pngDecodingFailed("not a PNG or JPEG image (\(bytes.count) bytes)")
    }

    static func decodeJPEG(_ bytes: [UInt8]) throws(PixelImageError) -> PixelImage {
        var pixels: UnsafeMutablePointer<UInt8>?
        var width: Int32 = 0, height: Int32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = bytes.withUnsafeBufferPointer { buffer in
            uikitgl_jpeg_decode(buffer.baseAddress, buffer.count, &pixels, &width, &height, &message, message.count)
        }
        guard status == 0, let pixels else {
            throw .pngDecodingFailed(
                "JPEG: \(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))")
        }
        defer { uikitgl_jpeg_free(pixels) }
        let count = Int(width) * Int(height) * 4
        return try PixelImage(
            width: Int(width), height: Int(height), premultipliedBGRA: Array(UnsafeBufferPointer(start: pixels, count: count)))
    }

    /// Encodes `image` as JPEG; `quality` is 0…1 as UIKit takes it. Transparent pixels become black.
    public static func encodeJPEG(_ image: PixelImage, quality: CGFloat) throws(PixelImageError) -> [UInt8] {
        guard image.width > 0, image.height > 0 else { throw .pngEncodingFailed("cannot encode an empty image") }
        var data: UnsafeMutablePointer<UInt8>?
        var size = 0
        var message = [CChar](repeating: 0, count: 256)
        let q = Int32((min(max(quality.isFinite ? quality : 1, 0), 1) * 100).rounded())
        let status = image.bytes.withUnsafeBufferPointer { buffer in
            uikitgl_jpeg_encode(
                buffer.baseAddress, Int32(image.width), Int32(image.height), Int32(image.bytesPerRow), max(1, q), &data,
                &size, &message, message.count)
        }
        guard status == 0, let data else {
            throw .pngEncodingFailed(
                "JPEG: \(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))")
        }
        defer { uikitgl_jpeg_free(data) }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }
}
