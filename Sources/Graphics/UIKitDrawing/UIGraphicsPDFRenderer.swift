import Foundation

/// How a PDF renderer makes its documents.
@preconcurrency @MainActor
public final class UIGraphicsPDFRendererFormat {
    /// The document's information (title, author…); kept, not written into the document here.
    public var documentInfo: [String: Any] = [:]

    public init() {}

    public static func `default`() -> UIGraphicsPDFRendererFormat { UIGraphicsPDFRendererFormat() }
}

/// The context a PDF renderer's actions draw in: UIKit's coordinates (y down), one unit per point.
/// Drawing needs a page: call ``beginPage()`` first, and again for each new page.
@preconcurrency @MainActor
public final class UIGraphicsPDFRendererContext {
    public let cgContext: CGContext
    public let format: UIGraphicsPDFRendererFormat
    /// The bounds of the page being drawn.
    public private(set) var pdfContextBounds: CGRect

    init(cgContext: CGContext, format: UIGraphicsPDFRendererFormat, bounds: CGRect) {
        self.cgContext = cgContext
        self.format = format
        pdfContextBounds = bounds
    }

    /// Ends the page being drawn, if any, and starts one of the renderer's bounds.
    public func beginPage() { beginPage(withBounds: pdfContextBounds, pageInfo: [:]) }

    /// Ends the page being drawn, if any, and starts one of `bounds` (page information is not used).
    public func beginPage(withBounds bounds: CGRect, pageInfo: [String: Any]) {
        pdfContextBounds = bounds
        cgContext.beginPage(box: bounds)
    }

    public func fill(_ rect: CGRect) { cgContext.fill(rect) }
    public func fill(_ rect: CGRect, blendMode: CGBlendMode) { UIRectFillUsingBlendMode(rect, blendMode) }
    public func stroke(_ rect: CGRect) { UIRectFrame(rect) }
    public func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// Draws PDF documents: `renderer.pdfData { context in context.beginPage(); … }` runs the actions
/// with a PDF context made current (so `UIColor.set()`, `UIBezierPath.fill()`, string drawing and
/// `UIGraphicsGetCurrentContext()` work) and returns the document, vector pages drawn by Cairo.
@preconcurrency @MainActor
public final class UIGraphicsPDFRenderer {
    public let format: UIGraphicsPDFRendererFormat
    private let bounds: CGRect

    /// A renderer of pages `bounds` (US Letter, 612 × 792 points, when empty).
    public init(bounds: CGRect, format: UIGraphicsPDFRendererFormat = .default()) {
        self.bounds = bounds.isEmpty || !bounds.width.isFinite ? CGRect(x: 0, y: 0, width: 612, height: 792) : bounds
        self.format = format
    }

    /// The document the actions draw.
    public func pdfData(actions: (UIGraphicsPDFRendererContext) -> Void) -> Data {
        guard let context = CGContext(pdfTo: nil, mediaBox: bounds, yUp: false) else { return Data() }
        draw(on: context, actions)
        return Data(context.pdfBytes)
    }

    /// Writes the document the actions draw to the file at `url`.
    public func writePDF(to url: URL, withActions actions: (UIGraphicsPDFRendererContext) -> Void) throws {
        try pdfData(actions: actions).write(to: url)
    }

    private func draw(on context: CGContext, _ actions: (UIGraphicsPDFRendererContext) -> Void) {
        let rendererContext = UIGraphicsPDFRendererContext(cgContext: context, format: format, bounds: bounds)
        UIGraphicsPushContext(context)
        actions(rendererContext)
        UIGraphicsPopContext()
        context.closePDF()
    }
}

// MARK: The pre-iOS 10 PDF context functions

@MainActor
enum LegacyPDFContexts {
    static var stack: [(context: CGContext, bounds: CGRect)] = []
}

/// Pushes a PDF context whose document is appended to `data` when it ends, pages `bounds` (US
/// Letter when empty), made current. Drawing needs a page: `UIGraphicsBeginPDFPage()`.
@preconcurrency @MainActor
public func UIGraphicsBeginPDFContextToData(_ data: NSMutableData, _ bounds: CGRect, _ documentInfo: [AnyHashable: Any]?) {
    let box = bounds.isEmpty ? CGRect(x: 0, y: 0, width: 612, height: 792) : bounds
    guard let consumer = CGDataConsumer(data: data), let context = CGContext(pdfTo: consumer, mediaBox: box, yUp: false)
    else { return }
    LegacyPDFContexts.stack.append((context, box))
    UIGraphicsPushContext(context)
}

/// Starts a page of the current PDF context's bounds.
@preconcurrency @MainActor
public func UIGraphicsBeginPDFPage() {
    guard let (context, bounds) = LegacyPDFContexts.stack.last else { return }
    context.beginPage(box: bounds)
}

/// Starts a page of `bounds` (page information is not used).
@preconcurrency @MainActor
public func UIGraphicsBeginPDFPageWithInfo(_ bounds: CGRect, _ pageInfo: [AnyHashable: Any]?) {
    LegacyPDFContexts.stack.last?.context.beginPage(box: bounds)
}

/// The current PDF context's bounds; empty when none is current.
@preconcurrency @MainActor
public func UIGraphicsGetPDFContextBounds() -> CGRect { LegacyPDFContexts.stack.last?.bounds ?? .zero }

/// Ends the current PDF context: the document goes to its data, and the context is popped.
@preconcurrency @MainActor
public func UIGraphicsEndPDFContext() {
    guard let (context, _) = LegacyPDFContexts.stack.popLast() else { return }
    context.closePDF()
    UIGraphicsPopContext()
}
