import Foundation
import Graphics

/// A view that shows one or more lines of read-only text, drawn through Pango into the label's
/// bitmap: UIKit's `UILabel`, with its defaults (17-point system font, `.label` colour, one line,
/// tail truncation, no interaction) and its override points (`textRect(forBounds:limitedToNumberOfLines:)`,
/// `drawText(in:)`). The text is centred vertically in the bounds, as UIKit centres it; Auto
/// Layout gets the intrinsic size of the text and its baselines.
@MainActor
open class UILabel: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
        contentMode = .redraw
        setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
    }

    public required init?(coder: NSCoder) { return nil }

    /// The text shown; nil by default. Setting it drops `attributedText`'s own attributes.
    open var text: String? {
        get { storedAttributedText?.string ?? storedText }
        set {
            storedText = newValue
            storedAttributedText = nil
            textDidChange()
        }
    }

    /// The styled text shown; its runs keep their own fonts and colours, the label's fill the rest.
    open var attributedText: NSAttributedString? {
        get { storedAttributedText ?? storedText.map { NSAttributedString(string: $0, attributes: defaultAttributes) } }
        set {
            storedAttributedText = newValue
            storedText = newValue?.string
            textDidChange()
        }
    }

    /// The font of the text; the 17-point system font by default (nil restores it).
    open var font: UIFont! {
        get { storedFont ?? .systemFont(ofSize: 17) }
        set {
            storedFont = newValue
            textDidChange()
        }
    }

    /// The colour of the text; `.label` by default (nil restores it).
    open var textColor: UIColor! {
        get { storedTextColor ?? .label }
        set {
            storedTextColor = newValue
            setNeedsDisplay()
        }
    }

    /// `.natural` by default (left in a left-to-right layout).
    open var textAlignment: NSTextAlignment = .natural { didSet { textDidChange() } }
    /// `.byTruncatingTail` by default.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { textDidChange() } }
    /// The most lines shown; 0 for as many as the text needs. 1 by default.
    open var numberOfLines = 1 { didSet { textDidChange() } }
    /// Whether the text is drawn in its colour (true, the default) or dimmed.
    open var isEnabled = true { didSet { setNeedsDisplay() } }
    /// Whether the label shows its highlighted colour. False by default.
    open var isHighlighted = false { didSet { setNeedsDisplay() } }
    /// The text colour while highlighted; nil (the default) keeps `textColor`.
    open var highlightedTextColor: UIColor? { didSet { setNeedsDisplay() } }
    /// A shadow drawn under the text with no blur; nil (the default) for none.
    open var shadowColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The shadow's offset; (0, −1) by default.
    open var shadowOffset = CGSize(width: 0, height: -1) { didSet { setNeedsDisplay() } }
    /// Whether a single line too wide for the bounds shrinks its font, down to `minimumScaleFactor`.
    open var adjustsFontSizeToFitWidth = false { didSet { setNeedsDisplay() } }
    /// The smallest font scale `adjustsFontSizeToFitWidth` may use; 0 by default (no limit).
    open var minimumScaleFactor: CGFloat = 0 { didSet { setNeedsDisplay() } }
    /// Whether text tightens letter spacing before truncating (accepted; Pango truncates directly).
    open var allowsDefaultTighteningForTruncation = false
    /// The width multi-line text wraps to for `intrinsicContentSize`; 0 (the default) for none.
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { textDidChange() } }

    /// The rectangle the text takes in `bounds` with at most `numberOfLines` lines (0: any):
    /// at the bounds' origin, as wide and high as the laid-out text, within the bounds.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        guard let text = displayedText, bounds.width > 0 else { return CGRect(origin: bounds.origin, size: .zero) }
        let size = ceiledToPixels(TextBlock.measure(text, width: bounds.width, maxLines: numberOfLines).size)
        return CGRect(
            x: bounds.minX, y: bounds.minY, width: min(size.width, bounds.width), height: min(size.height, bounds.height))
    }

    /// Draws the text in `rect`: laid out to its width, centred vertically. Override to inset it.
    open func drawText(in rect: CGRect) {
        guard let text = drawnText(fitting: rect.width), rect.width > 0 else { return }
        let used = TextBlock.measure(text, width: rect.width, maxLines: numberOfLines).size
        let top = rect.minY + max(0, (rect.height - ceiledToPixels(used).height) / 2)
        let box = CGRect(x: rect.minX, y: top, width: rect.width, height: rect.maxY - top)
        if let shadowColor, let context = UIGraphicsGetCurrentContext() {
            context.saveGState()
            context.setShadow(offset: shadowOffset, blur: 0, color: shadowColor.cgColor)
            TextBlock.draw(text, in: box, maxLines: numberOfLines)
            context.restoreGState()
        } else {
            TextBlock.draw(text, in: box, maxLines: numberOfLines)
        }
    }

    open override func draw(_ rect: CGRect) { drawText(in: bounds) }

    /// The size of the text on one line per paragraph, or wrapped to `preferredMaxLayoutWidth`
    /// when set, with at most `numberOfLines` lines; pixel-aligned upwards.
    open override var intrinsicContentSize: CGSize {
        guard let text = displayedText else { return .zero }
        let width: CGFloat? = preferredMaxLayoutWidth > 0 && numberOfLines != 1 ? preferredMaxLayoutWidth : nil
        return ceiledToPixels(TextBlock.measure(text, width: width, maxLines: numberOfLines).size)
    }

    /// The size of the text wrapped to `size.width` (when positive) with at most `numberOfLines` lines.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text = displayedText else { return .zero }
        let width: CGFloat? = size.width > 0 && numberOfLines != 1 ? size.width : nil
        return ceiledToPixels(TextBlock.measure(text, width: width, maxLines: numberOfLines).size)
    }

    // MARK: Baselines (for Auto Layout)

    override var firstBaselineOffsetFromTop: CGFloat? { textMetrics?.firstBaseline }
    override var lastBaselineOffsetFromBottom: CGFloat? {
        textMetrics.map { ceiledToPixels($0.size).height - $0.lastBaseline }
    }

    // MARK: Internal

    private var storedText: String?
    private var storedAttributedText: NSAttributedString?
    private var storedFont: UIFont?
    private var storedTextColor: UIColor?
}
