import Foundation
import Graphics

/// A row of dots, one per page, the current page's opaque white and the others translucent
/// white: UIKit's `UIPageControl`. A tap on the leading or trailing side of the current page's
/// dot moves one page that way and sends `.valueChanged` (its primary event); setting
/// `currentPage` sends nothing. Dots are 7 points across, 16 apart, in a 37-point-tall control.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// The background behind the indicators.
    public enum BackgroundStyle: Int, Sendable {
        /// A platter while the user interacts.
        case automatic = 0
        /// Always a platter.
        case prominent
        /// Never a platter.
        case minimal
    }

    /// How the user is interacting with the control.
    public enum InteractionState: Int, Sendable {
        case none = 0
        /// A tap moving one page.
        case discrete
        /// A scrub across the indicators.
        case continuous
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        addSubview(platter)
        platter.isUserInteractionEnabled = false
        platter.isHidden = true
    }

    public required init?(coder: NSCoder) { return nil }

    /// The number of pages (dots); 0 by default. A negative number is refused.
    open var numberOfPages: Int {
        get { storedNumberOfPages }
        set {
            guard newValue >= 0 else {
                return LayerTreeDiagnostics.report("UIPageControl.numberOfPages", "negative page count \(newValue)")
            }
            storedNumberOfPages = newValue
            storedCurrentPage = min(storedCurrentPage, max(0, newValue - 1))
            indicatorImages = indicatorImages.filter { $0.key < newValue }
            currentIndicatorImages = currentIndicatorImages.filter { $0.key < newValue }
            indicatorsDidChange()
        }
    }

    /// The page shown, from 0; values outside the pages are pinned to 0 or `numberOfPages − 1`.
    /// Setting it sends no event.
    open var currentPage: Int {
        get { storedCurrentPage }
        set {
            storedCurrentPage = max(0, min(newValue, numberOfPages - 1))
            setNeedsLayout()
        }
    }

    /// Whether a single page shows no dot. False by default.
    open var hidesForSinglePage = false { didSet { indicatorsDidChange() } }

    /// The colour of the other pages' dots; nil (the default) draws white at 30 % alpha.
    open var pageIndicatorTintColor: UIColor? { didSet { setNeedsLayout() } }
    /// The colour of the current page's dot; nil (the default) draws opaque white.
    open var currentPageIndicatorTintColor: UIColor? { didSet { setNeedsLayout() } }

    /// The background behind the dots; `.automatic` by default.
    open var backgroundStyle: BackgroundStyle = .automatic { didSet { setNeedsLayout() } }
    /// What the user is doing with the control: `.discrete` while a tap is down, else `.none`.
    open private(set) var interactionState: InteractionState = .none
    /// Whether dragging across the dots scrubs through pages (kept; scrubbing is not done here).
    /// True by default.
    open var allowsContinuousInteraction = true

    /// The image every page's indicator shows instead of a dot, tinted like one; nil by default.
    open var preferredIndicatorImage: UIImage? { didSet { indicatorsDidChange() } }
    /// The image the current page's indicator shows; nil (the default) keeps the page's image.
    open var preferredCurrentPageIndicatorImage: UIImage? { didSet { indicatorsDidChange() } }

    /// The image set for `page` alone; nil when it has none (it then shows the preferred image or a dot).
    open func indicatorImage(forPage page: Int) -> UIImage? { indicatorImages[page] }

    /// Gives `page` its own indicator image (nil goes back to the preferred one or a dot).
    /// A page outside `0..<numberOfPages` is refused.
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) {
        guard accepts(page, in: "UIPageControl.setIndicatorImage(_:forPage:)") else { return }
        indicatorImages[page] = image
        indicatorsDidChange()
    }

    /// The image `page` shows while current, if it has its own.
    open func currentPageIndicatorImage(forPage page: Int) -> UIImage? { currentIndicatorImages[page] }

    /// Gives `page` its own image while current. A page outside the pages is refused.
    open func setCurrentPageIndicatorImage(_ image: UIImage?, forPage page: Int) {
        guard accepts(page, in: "UIPageControl.setCurrentPageIndicatorImage(_:forPage:)") else { return }
        currentIndicatorImages[page] = image
        indicatorsDidChange()
    }

    /// The size that shows `pageCount` indicators: their widths with 9 points between them, 37
    /// points tall (taller indicator images make it taller).
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let count = max(0, pageCount)
        guard count > 0 else { return CGSize(width: 0, height: Self.height) }
        let sizes = (0..<count).map { indicatorSize(forPage: $0) }
        let width = sizes.reduce(0) { $0 + $1.width } + CGFloat(count - 1) * Self.spacing
        return CGSize(width: width, height: max(Self.height, sizes.map(\.height).max() ?? 0))
    }

    /// The size of the pages' indicators (`size(forNumberOfPages: numberOfPages)`).
    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutIndicators()
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        interactionState = .discrete
        return super.beginTracking(touch, with: event)
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        interactionState = .none
        guard let touch, numberOfPages > 0, bounds.contains(touch.location(in: self)) else { return }
        let x = touch.location(in: self).x, current = indicatorFrame(forPage: currentPage).midX
        var step = x < current ? -1 : (x > current ? 1 : 0)
        if effectiveUserInterfaceLayoutDirection == .rightToLeft { step = -step }
        let page = max(0, min(currentPage + step, numberOfPages - 1))
        guard page != currentPage else { return }
        currentPage = page
        send(.valueChanged)
    }

    open override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        interactionState = .none
    }

    override var primaryEvent: UIControl.Event { .valueChanged }

    // MARK: Internal

    /// The dot's diameter, the space between indicators and the control's height (measured on iOS).
    static let dot: CGFloat = 7
    static let spacing: CGFloat = 9
    static let height: CGFloat = 37

    private var storedNumberOfPages = 0
    private var storedCurrentPage = 0
    private var indicatorImages: [Int: UIImage] = [:]
    private var currentIndicatorImages: [Int: UIImage] = [:]
    /// One view per page: a dot (background and corners) or a template image.
    var indicators: [UIImageView] = []
    let platter = UIView()

    private func accepts(_ page: Int, in operation: String) -> Bool {
        guard page >= 0, page < numberOfPages else {
            LayerTreeDiagnostics.report(operation, "page \(page) outside 0..<\(numberOfPages)")
            return false
        }
        return true
    }

    /// The image `page`'s indicator shows (current or not), or nil for a dot.
    func image(forPage page: Int, current: Bool) -> UIImage? {
        let own = current ? currentIndicatorImages[page] ?? preferredCurrentPageIndicatorImage : nil
        return own ?? indicatorImages[page] ?? preferredIndicatorImage
    }

    private func indicatorSize(forPage page: Int) -> CGSize {
        image(forPage: page, current: page == currentPage)?.size ?? CGSize(width: Self.dot, height: Self.dot)
    }

    private func indicatorsDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    // MARK: Accessibility (UIKit's defaults)

    override var isAccessibilityElementByDefault: Bool { numberOfPages > 0 }
    override var accessibilityValueByDefault: String? { "page \(currentPage + 1) of \(numberOfPages)" }
    override var accessibilityTraitsByDefault: UIAccessibilityTraits { super.accessibilityTraitsByDefault.union(.adjustable) }
    /// Moves to the next page and sends `.valueChanged`, as a VoiceOver swipe up does.
    open override func accessibilityIncrement() { stepForAccessibility(by: 1) }
    /// Moves to the previous page and sends `.valueChanged`.
    open override func accessibilityDecrement() { stepForAccessibility(by: -1) }

    private func stepForAccessibility(by pages: Int) {
        let target = currentPage + pages
        guard isEnabled, (0..<numberOfPages).contains(target) else { return }
        currentPage = target
        send(.valueChanged)
    }
}
