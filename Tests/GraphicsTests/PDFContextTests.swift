import Foundation
import Graphics
import Testing

@Suite("PDF contexts and renderers, as iOS code uses them")
@MainActor
struct PDFContextTests {
    /// The pages of a PDF document: its `/Type /Page` objects (not `/Pages`).
    private func pageCount(_ data: Data) -> Int {
        let text = String(decoding: data, as: UTF8.self)
        return text.components(separatedBy: "/Type /Page").count - 1 - (text.components(separatedBy: "/Type /Pages").count - 1)
    }

    @Test("UIGraphicsPDFRenderer: two pages of its bounds, a third of its own size; drawn pages hold more than empty ones")
    func renderer() throws {
        let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 200, height: 100))
        let data = renderer.pdfData { context in
            context.beginPage()
            UIColor.systemBlue.setFill()
            context.fill(CGRect(x: 10, y: 10, width: 50, height: 30))
            ("Invoice" as NSString).draw(at: CGPoint(x: 10, y: 60), withAttributes: [.font: UIFont.systemFont(ofSize: 14)])
            context.beginPage()
            UIBezierPath(ovalIn: CGRect(x: 50, y: 20, width: 60, height: 60)).fill()
            context.beginPage(withBounds: CGRect(x: 0, y: 0, width: 300, height: 150), pageInfo: [:])
            #expect(context.pdfContextBounds.width == 300 && UIGraphicsGetCurrentContext() === context.cgContext)
        }
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.hasPrefix("%PDF-1."))
        #expect(pageCount(data) == 3)
        #expect(text.contains("/MediaBox [ 0 0 200 100 ]") && text.contains("/MediaBox [ 0 0 300 150 ]"))
        if let directory = ProcessInfo.processInfo.environment["UIKITGL_TEST_PNG_DIR"] {
            try data.write(to: URL(fileURLWithPath: directory).appendingPathComponent("renderer.pdf"))
        }
        let empty = renderer.pdfData { $0.beginPage() }
        #expect(pageCount(empty) == 1 && data.count > empty.count + 500, "drawing (a rect, text, an oval) writes content")
        #expect(UIGraphicsGetCurrentContext() == nil, "the context is popped")
    }

    @Test("CGContext(consumer:mediaBox:) writes CoreGraphics pages into data; closePDF hands them over")
    func coreGraphicsContext() throws {
        let data = NSMutableData()
        var box = CGRect(x: 0, y: 0, width: 100, height: 50)
        let consumer = try #require(CGDataConsumer(data: data as CFMutableData))
        let context = try #require(CGContext(consumer: consumer, mediaBox: &box, nil))
        context.beginPDFPage(nil)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 50, height: 25))
        context.endPDFPage()
        #expect(data.length == 0, "nothing is handed over before the document ends")
        context.closePDF()
        #expect(String(decoding: data as Data, as: UTF8.self).hasPrefix("%PDF-") && pageCount(data as Data) == 1)
        #expect(context.makeImage() == nil, "a PDF context has no pixels")
        #expect(CGContext(consumer: consumer, mediaBox: nil, nil) != nil, "US Letter by default")
    }

    @Test("The legacy PDF functions append a document to data")
    func legacyFunctions() {
        let data = NSMutableData()
        UIGraphicsBeginPDFContextToData(data, CGRect(x: 0, y: 0, width: 120, height: 80), nil)
        UIGraphicsBeginPDFPage()
        #expect(UIGraphicsGetPDFContextBounds() == CGRect(x: 0, y: 0, width: 120, height: 80))
        UIRectFill(CGRect(x: 0, y: 0, width: 20, height: 20))
        UIGraphicsBeginPDFPageWithInfo(CGRect(x: 0, y: 0, width: 60, height: 60), nil)
        UIGraphicsEndPDFContext()
        #expect(pageCount(data as Data) == 2 && UIGraphicsGetCurrentContext() == nil)
    }
}
