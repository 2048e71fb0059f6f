import CCairo
import Foundation

/// A Cairo PDF surface writing its document into memory: what PDF contexts draw into. Pages are
/// `size` points by default; each page may have its own.
final class PDFSink {
    private(set) var bytes: [UInt8] = []
    let surface: CairoImageSurface
    private var isClosed = false

    /// A document whose pages are `size` points, or nil for sizes a page cannot have.
    init?(size: CGSize) {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { return nil }
        let box = Unmanaged<Box>.passRetained(Box())
        guard
            let pdf = cairo_pdf_surface_create_for_stream(
                { closure, data, length in
                    guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
                    Unmanaged<Box>.fromOpaque(closure).takeUnretainedValue().bytes
                        .append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                    return CAIRO_STATUS_SUCCESS
                }, box.toOpaque(), Double(size.width), Double(size.height)),
            cairo_surface_status(pdf) == CAIRO_STATUS_SUCCESS
        else {
            box.release()
            return nil
        }
        self.box = box
        surface = CairoImageSurface(
            adoptingVector: pdf, width: Int(size.width.rounded(.up)), height: Int(size.height.rounded(.up)))
    }

    deinit {
        close()
        box.release()
    }

    /// The size of the pages that follow.
    func setPageSize(_ size: CGSize) {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { return }
        cairo_pdf_surface_set_size(surface.surface, Double(size.width), Double(size.height))
    }

    /// Ends the document: Cairo writes what is left; the bytes are the whole PDF from then on.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        cairo_surface_finish(surface.surface)
        bytes = box.takeUnretainedValue().bytes
    }

    /// Where Cairo's callback appends the document's bytes.
    private final class Box {
        var bytes: [UInt8] = []
    }
    private let box: Unmanaged<Box>
}
