import Foundation
import Graphics

/// How a text layer aligns its lines.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// Where a text layer cuts text that does not fit.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

/// A layer that draws a string, as Core Animation's `CATextLayer`, laid out by Pango like the
/// rest of the text: from the top of the bounds, on one line unless `isWrapped`, cut as
/// `truncationMode` says. A plain `String` takes `font`, `fontSize` and `foregroundColor`; an
/// `NSAttributedString` keeps its own attributes. Drawn into the layer's bitmap at
/// `contentsScale` (1 by default, as on iOS: set the screen's scale for sharp text).
open class CATextLayer: CALayer {
    /// The text: a `String` or an `NSAttributedString`.
    open var string: Any? {
        didSet { textDidChange() }
    }
    /// The font: a `UIFont` or a font name (`"DejaVu Serif"` as `CFTypeRef`); nil is the system font.
    /// Its size is ignored for `fontSize`.
    open var font: CFTypeRef? {
        didSet { textDidChange() }
    }
    /// The size of plain strings' text, 36 points by default. Animatable.
    open var fontSize: CGFloat = 36 {
        didSet {
            fontSize = acceptedLength(fontSize, replacing: oldValue, key: "fontSize")
            textDidChange()
        }
    }
    /// The colour of plain strings' text, opaque white by default. Animatable.
    open var foregroundColor: CGColor? = CGColor(gray: 1, alpha: 1) {
        didSet {
            if foregroundColor != oldValue { animatableDidChange("foregroundColor", from: oldValue) }
            textDidChange()
        }
    }
    /// Whether lines wrap at the bounds' width (false: one line).
    open var isWrapped = false {
        didSet { textDidChange() }
    }
    open var truncationMode: CATextLayerTruncationMode = .none {
        didSet { textDidChange() }
    }
    open var alignmentMode: CATextLayerAlignmentMode = .natural {
        didSet { textDidChange() }
    }
    /// Accepted for source compatibility; glyphs are placed without hinting either way.
    open var allowsFontSubpixelQuantization = false

    public override init() {
        super.init()
        needsDisplayOnBoundsChange = true
    }

    /// A copy of `layer`'s properties, text included (presentation copies).
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CATextLayer else { return }
        withoutActions {
            string = other.string
            font = other.font
            fontSize = other.fontSize
            foregroundColor = other.foregroundColor
            isWrapped = other.isWrapped
            truncationMode = other.truncationMode
            alignmentMode = other.alignmentMode
        }
    }

    public required init?(coder: NSCoder) { return nil }

    override class var propertyTable: LayerPropertyTable { textProperties }

    static let textProperties = CALayer.coreProperties.adding([
        .animatable("fontSize", \CATextLayer.fontSize, normalize: LayerProperty.nonNegative),
        .animatable("foregroundColor", \CATextLayer.foregroundColor),
        .plain("string", \CATextLayer.string),
        .plain("font", \CATextLayer.font),
        .plain("wrapped", \CATextLayer.isWrapped),
        .plain("alignmentMode", \CATextLayer.alignmentMode),
        .plain("truncationMode", \CATextLayer.truncationMode),
    ])

    /// Draws the text over the bounds (after the delegate, which a view-backed text layer has).
    open override func draw(in ctx: CGContext) {
        drawText(in: ctx, fontSize: fontSize, color: foregroundColor)
    }

    /// While `fontSize` or `foregroundColor` animates, the text is drawn again each frame with
    /// the values shown; otherwise the bitmap `display()` drew.
    override func committedDrawing(_ state: LayerState) -> RenderLayer.Drawing? {
        let size: CGFloat? = state.animated("fontSize"),
            color: CGColor?? = state.animatedValues["foregroundColor"]
                .flatMap { CGColor?(animatableValue: $0) }
        guard size != nil || color != nil else { return super.committedDrawing(state) }
        let shownBounds = state.animated("bounds") ?? bounds
        guard let width = PixelCount.covering(shownBounds.width, scale: contentsScale),
            let height = PixelCount.covering(shownBounds.height, scale: contentsScale),
            width > 0, height > 0, let canvas = try? BitmapCanvas(width: width, height: height)
        else { return nil }
        canvas.context.scaleBy(x: contentsScale, y: contentsScale)
        canvas.context.translateBy(x: -shownBounds.minX, y: -shownBounds.minY)
        drawText(in: canvas.context, fontSize: size ?? fontSize, color: color ?? foregroundColor, bounds: shownBounds)
        let version = ContentVersion.next()
        return .bitmap(
            RenderContent(
                id: identifier, version: version, baseVersion: version, dirtyRects: [], image: canvas.makeImage(),
                scale: contentsScale, isOpaque: false))
    }

    /// The text laid out in `bounds` with the layer's attributes.
    private func drawText(in ctx: CGContext, fontSize: CGFloat, color: CGColor?, bounds: CGRect? = nil) {
        guard let text = attributedText(fontSize: fontSize, color: color) else { return }
        UIGraphicsPushContext(ctx)
        defer { UIGraphicsPopContext() }
        text.draw(in: bounds ?? self.bounds)
    }

    /// `string` with the layer's font, colour and paragraph style (an attributed string keeps its own
    /// attributes and takes the paragraph style where it has none).
    private func attributedText(fontSize: CGFloat, color: CGColor?) -> NSAttributedString? {
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = Self.alignment(alignmentMode)
        paragraph.lineBreakMode = lineBreakMode
        switch string {
        case let attributed as NSAttributedString:
            let text = NSMutableAttributedString(attributedString: attributed)
            text.addAttributes([.paragraphStyle: paragraph], range: NSRange(location: 0, length: text.length))
            return text
        case let plain as String:
            var attributes: [NSAttributedString.Key: Any] = [.font: resolvedFont(size: fontSize), .paragraphStyle: paragraph]
            if let color { attributes[.foregroundColor] = UIColor(cgColor: color) }
            return NSAttributedString(string: plain, attributes: attributes)
        default:
            return nil
        }
    }

    private func resolvedFont(size: CGFloat) -> UIFont {
        switch font {
        case let font as UIFont: font.withSize(size)
        case let name as String: UIFont(name: name, size: size) ?? .systemFont(ofSize: size)
        case let name as NSString: UIFont(name: name as String, size: size) ?? .systemFont(ofSize: size)
        default: .systemFont(ofSize: size)
        }
    }

    private var lineBreakMode: NSLineBreakMode {
        if isWrapped { return .byWordWrapping }
        switch truncationMode {
        case .start: return .byTruncatingHead
        case .middle: return .byTruncatingMiddle
        case .end: return .byTruncatingTail
        default: return .byClipping
        }
    }

    private static func alignment(_ mode: CATextLayerAlignmentMode) -> NSTextAlignment {
        switch mode {
        case .left: .left
        case .right: .right
        case .center: .center
        case .justified: .justified
        default: .natural
        }
    }

    private func textDidChange() {
        setNeedsDisplay()
        renderPropertyDidChange()
    }
}
