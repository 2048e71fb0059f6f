import CCairo
import Foundation

/// Foundation on Linux has no CoreFoundation types: these bridge as their Foundation twins do.
public typealias CFURL = URL
public typealias CFDictionary = NSDictionary
public typealias CFMutableData = NSMutableData

/// Where a PDF context writes its document: a mutable data object or a file.
public final class CGDataConsumer {
    enum Destination {
        case data(NSMutableData)
        case file(URL)
    }
    let destination: Destination

    /// A consumer appending to `data`.
    public init?(data: CFMutableData) { destination = .data(data) }
    /// A consumer writing a file at `url` (a file URL).
    public init?(url: CFURL) {
        guard url.isFileURL else { return nil }
        destination = .file(url)
    }

    /// Hands `bytes` over: appended to the data, or written as the file.
    func consume(_ bytes: [UInt8]) {
        switch destination {
        case .data(let data): data.append(bytes, length: bytes.count)
        case .file(let url): try? Data(bytes).write(to: url)
        }
    }
}

/// A PDF document being drawn: its Cairo surface, where it goes, and the page being drawn.
final class PDFDocumentState {
    let sink: PDFSink
    let consumer: CGDataConsumer?
    /// The default page box.
    let mediaBox: CGRect
    /// Whether page coordinates are CoreGraphics' (y up) rather than UIKit's.
    let yUp: Bool
    var pageIsOpen = false
    var isClosed = false

    init(sink: PDFSink, consumer: CGDataConsumer?, mediaBox: CGRect, yUp: Bool) {
        self.sink = sink
        self.consumer = consumer
        self.mediaBox = mediaBox
        self.yUp = yUp
    }
}

/// PDF contexts as CoreGraphics makes them, drawn by Cairo's PDF surface: pages are vector pages
/// (paths, text, images), in CoreGraphics' coordinates (origin at the bottom left, y up).
extension CGContext {
    /// A PDF context writing to `consumer`, pages `mediaBox` (612 × 792 points, US Letter, when nil).
    public convenience init?(consumer: CGDataConsumer, mediaBox: UnsafePointer<CGRect>?, _ auxiliaryInfo: CFDictionary?) {
        self.init(pdfTo: consumer, mediaBox: mediaBox?.pointee, yUp: true)
    }

    /// A PDF context writing the file at `url`.
    public convenience init?(_ url: CFURL, mediaBox: UnsafePointer<CGRect>?, _ auxiliaryInfo: CFDictionary?) {
        guard let consumer = CGDataConsumer(url: url) else { return nil }
        self.init(consumer: consumer, mediaBox: mediaBox, auxiliaryInfo)
    }

    /// A PDF context over a document whose pages are `mediaBox` (US Letter when nil).
    package convenience init?(pdfTo consumer: CGDataConsumer?, mediaBox: CGRect?, yUp: Bool) {
        let box = mediaBox ?? CGRect(x: 0, y: 0, width: 612, height: 792)
        guard let sink = PDFSink(size: box.size) else { return nil }
        self.init(cairoSurface: sink.surface)
        pdf = PDFDocumentState(sink: sink, consumer: consumer, mediaBox: box, yUp: yUp)
    }

    /// Starts a page of the document's media box (page information is not used).
    public func beginPDFPage(_ pageInfo: CFDictionary?) { beginPage(box: nil) }
    /// Ends the page.
    public func endPDFPage() { endPage() }
    /// Starts a page of `mediaBox` (the document's when nil).
    public func beginPage(mediaBox: UnsafePointer<CGRect>?) { beginPage(box: mediaBox?.pointee) }

    /// Starts a page: a fresh graphics state in the page's coordinates.
    package func beginPage(box: CGRect?) {
        guard let pdf, !pdf.isClosed else { return }
        if pdf.pageIsOpen { endPage() }
        let page = box ?? pdf.mediaBox
        pdf.sink.setPageSize(page.size)
        pdf.pageIsOpen = true
        saveGState()
        if pdf.yUp {
            cairo_translate(cairo, 0, Double(page.height))
            cairo_scale(cairo, 1, -1)
        }
        cairo_translate(cairo, -Double(page.minX), -Double(page.minY))
    }

    /// Ends the page being drawn.
    public func endPage() {
        guard let pdf, pdf.pageIsOpen else { return }
        restoreGState()
        cairo_show_page(cairo)
        pdf.pageIsOpen = false
    }

    /// Ends the document and hands it to its consumer; drawing after it does nothing.
    public func closePDF() {
        guard let pdf, !pdf.isClosed else { return }
        if pdf.pageIsOpen { endPage() }
        pdf.isClosed = true
        pdf.sink.close()
        pdf.consumer?.consume(pdf.sink.bytes)
    }

    /// The bytes of a closed document.
    package var pdfBytes: [UInt8] { pdf?.sink.bytes ?? [] }
}
