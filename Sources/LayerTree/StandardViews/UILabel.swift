import Foundation
import Graphics

/// A view that shows one or more lines of read-only text, drawn through Pango into the label's
/// bitmap: UIKit's `UILabel`, with its defaults (17-point system font, `.label` colour, one line,
/// tail truncation, no interaction) and its override points (`textRect(forBounds:limitedToNumberOfLines:)`,
/// `drawText(in:)`). The text is centred vertically in the bounds, as UIKit centres it; Auto
/// Layout gets the intrinsic size of the text and its baselines.
@preconcurrency @MainActor
open class UILabel: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
        contentMode = .redraw
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

    /// The font of the text; the 17-point system font by default (nil restores it). Setting it
    /// applies the font to the whole of `attributedText`, as UIKit does.
    open var font: UIFont! {
        get { storedFont ?? .systemFont(ofSize: 17) }
        set {
            storedFont = newValue
            applyToAttributedText(.font, newValue)
            textDidChange()
        }
    }

    /// The colour of the text; `.label` by default (nil restores it). Setting it applies the
    /// colour to the whole of `attributedText`, as UIKit does.
    open var textColor: UIColor! {
        get { storedTextColor ?? .label }
        set {
            storedTextColor = newValue
            applyToAttributedText(.foregroundColor, newValue)
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
    /// The smallest font scale `adjustsFontSizeToFitWidth` may use; 0 (the default) keeps the
    /// font's size, as UIKit documents: nothing shrinks until a factor below 1 is set.
    open var minimumScaleFactor: CGFloat = 0 { didSet { setNeedsDisplay() } }
    /// Whether text tightens letter spacing before truncating (accepted; Pango truncates directly).
    open var allowsDefaultTighteningForTruncation = false
    /// How a shrunk single line is placed vertically; `.alignBaselines` by default. The text is
    /// centred whichever is set (the line's centre and its baseline move together here).
    open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines
    /// How lines break between words (stored; Pango breaks by its own rules). UIKit's default is `.standard`.
    open var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy = .standard
    /// Whether the font follows the content size category; stored (there is one category here).
    open var adjustsFontForContentSizeCategory = false
    /// Whether truncated text shows in full on hover (stored; there is no pointer here).
    open var showsExpansionTextWhenTruncated = false
    /// Whether the text scrolls when an ancestor has focus (tvOS; stored).
    open var enablesMarqueeWhenAncestorFocused = false
    /// The width multi-line text wraps to for `intrinsicContentSize`; 0 (the default) for none.
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { textDidChange() } }

    /// The rectangle the text takes in `bounds` with at most `numberOfLines` lines (0: any):
    /// at the bounds' origin, as wide and high as the laid-out text, within the bounds.
    /// Bounds wider than any text (`intrinsicContentSize` passes `.greatestFiniteMagnitude`) do not wrap.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        guard let text = displayedText, bounds.width > 0 else { return CGRect(origin: bounds.origin, size: .zero) }
        let wrapWidth: CGFloat? = bounds.width < Self.unboundedWidth ? bounds.width : nil
        let size = ceiledToPixels(TextBlock.measure(text, width: wrapWidth, maxLines: numberOfLines).size)
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

    /// The size of `textRect(forBounds:limitedToNumberOfLines:)` (so a subclass that insets the
    /// text sizes with its insets): one line per paragraph, or wrapped to the width multi-line
    /// text lays out at — `preferredMaxLayoutWidth` when set, else, under Auto Layout, the width
    /// the label was given (UIKit's automatic preferred width).
    open override var intrinsicContentSize: CGSize {
        guard displayedText != nil else { return .zero }
        let width = wrapWidthForIntrinsicSize ?? .greatestFiniteMagnitude
        let bounds = CGRect(x: 0, y: 0, width: width, height: .greatestFiniteMagnitude)
        return textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines).size
    }

    /// The size of `textRect(forBounds:limitedToNumberOfLines:)` for text wrapped to `size.width`
    /// (when positive and more than one line may show) with at most `numberOfLines` lines.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard displayedText != nil else { return .zero }
        let width = size.width > 0 && numberOfLines != 1 ? size.width : .greatestFiniteMagnitude
        let bounds = CGRect(x: 0, y: 0, width: width, height: .greatestFiniteMagnitude)
        return textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines).size
    }

    /// A multi-line label laid out by constraints with no preferred width wraps to the width it
    /// was given: a new width is a new intrinsic height.
    open override var bounds: CGRect {
        didSet { if bounds.width != oldValue.width && followsLaidOutWidth { textDidChange() } }
    }

    // MARK: Baselines (for Auto Layout)

    override var firstBaselineOffsetFromTop: CGFloat? { textMetrics?.firstBaseline }
    override var lastBaselineOffsetFromBottom: CGFloat? {
        textMetrics.map { ceiledToPixels($0.size).height - $0.lastBaseline }
    }

    // MARK: Internal

    private var storedText: String?
    var storedAttributedText: NSAttributedString?
    private var storedFont: UIFont?
    private var storedTextColor: UIColor?

    // MARK: Accessibility (UIKit's defaults)

    override var isAccessibilityElementByDefault: Bool { true }
    override var accessibilityLabelByDefault: String? { text }
    override var accessibilityTraitsByDefault: UIAccessibilityTraits { isEnabled ? .staticText : [.staticText, .notEnabled] }
}
