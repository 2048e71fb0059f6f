import CCairo
import Foundation

/// Memory of a bitmap context in a layout Cairo cannot draw into (RGBA, ARGB, ABGR, skipped
/// alpha, padded rows): the context draws into a premultiplied BGRA surface of its own and
/// copies each painting's result here, converting; memory given at the start is read in first,
/// as CoreGraphics draws over what the bitmap already holds.
final class BitmapMirror {
    let memory: UnsafeMutableRawPointer
    private let ownsMemory: Bool
    private let layout: BitmapLayout
    private let bytesPerRow: Int
    private let width: Int
    private let height: Int

    /// Over `memory`, or over zeroed memory of its own when nil.
    init(memory: UnsafeMutableRawPointer?, layout: BitmapLayout, bytesPerRow: Int, width: Int, height: Int) {
        if let memory {
            self.memory = memory
            ownsMemory = false
        } else {
            self.memory = UnsafeMutableRawPointer.allocate(byteCount: bytesPerRow * height, alignment: 16)
            self.memory.initializeMemory(as: UInt8.self, repeating: 0, count: bytesPerRow * height)
            ownsMemory = true
        }
        self.layout = layout
        self.bytesPerRow = bytesPerRow
        self.width = width
        self.height = height
    }

    deinit { if ownsMemory { memory.deallocate() } }

    /// Copies the memory's pixels into `surface` (opaque where the layout skips alpha).
    func load(into surface: CairoImageSurface) {
        cairo_surface_flush(surface.surface)
        guard let target = cairo_image_surface_get_data(surface.surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(surface.surface))
        for row in 0..<height {
            let source = memory + row * bytesPerRow
            let destination = UnsafeMutableRawPointer(target + row * stride)
            for x in 0..<width {
                let from = source + x * 4, to = destination + x * 4
                to.storeBytes(of: from.load(fromByteOffset: layout.blue, as: UInt8.self), as: UInt8.self)
                to.storeBytes(of: from.load(fromByteOffset: layout.green, as: UInt8.self), toByteOffset: 1, as: UInt8.self)
                to.storeBytes(of: from.load(fromByteOffset: layout.red, as: UInt8.self), toByteOffset: 2, as: UInt8.self)
                let alpha = layout.skipsAlpha ? 255 : from.load(fromByteOffset: layout.alpha, as: UInt8.self)
                to.storeBytes(of: alpha, toByteOffset: 3, as: UInt8.self)
            }
        }
        cairo_surface_mark_dirty(surface.surface)
    }

    /// Copies `surface`'s pixels into the memory in its layout (255 in a skipped alpha byte).
    func store(from surface: CairoImageSurface) {
        cairo_surface_flush(surface.surface)
        guard let source = cairo_image_surface_get_data(surface.surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(surface.surface))
        for row in 0..<height {
            let from = UnsafeRawPointer(source + row * stride)
            let to = memory + row * bytesPerRow
            for x in 0..<width {
                let pixel = from + x * 4, target = to + x * 4
                target.storeBytes(of: pixel.load(as: UInt8.self), toByteOffset: layout.blue, as: UInt8.self)
                target.storeBytes(of: pixel.load(fromByteOffset: 1, as: UInt8.self), toByteOffset: layout.green, as: UInt8.self)
                target.storeBytes(of: pixel.load(fromByteOffset: 2, as: UInt8.self), toByteOffset: layout.red, as: UInt8.self)
                let alpha = layout.skipsAlpha ? 255 : pixel.load(fromByteOffset: 3, as: UInt8.self)
                target.storeBytes(of: alpha, toByteOffset: layout.alpha, as: UInt8.self)
            }
        }
    }
}
