import Foundation
import Graphics

/// The bar across the top of a navigation interface: a stack of navigation items, the top one's
/// title centred (or its title view), its buttons at the sides, and a back button showing the
/// item below's title. 44 points tall (32 in a compact-height window); its background reaches up
/// under the status bar when a navigation controller places it. Its look comes from its
/// appearance objects (iOS 13) or, until one is assigned, from its legacy properties. Built from
/// views, labels, buttons and a shape layer.
@preconcurrency @MainActor
open class UINavigationBar: UIView, BarItemObserver {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = nil
        addSubview(backgroundView)
        addSubview(hairline)
        titleLabel.textAlignment = .center
        titleLabel.lineBreakMode = .byTruncatingTail
        addSubview(titleLabel)
        backButton.addAction(UIAction { [weak self] _ in self?.backButtonTapped() }, for: .primaryActionTriggered)
        addSubview(backButton)
        appearanceDidChange()
    }

    public required init?(coder: NSCoder) { return nil }

    /// The items, bottom to top; the last is shown. A navigation controller's bar takes its items
    /// from the controller only.
    open var items: [UINavigationItem]? {
        get { itemStack }
        set { setItems(newValue, animated: false) }
    }
    /// Replaces the items; with animation the bar's content cross-fades.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        guard acceptsDirectChanges("UINavigationBar.setItems(_:animated:)") else { return }
        replaceItems(items ?? [], animated: animated)
    }
    /// Pushes `item` on top; an item already on the stack is refused.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        guard acceptsDirectChanges("UINavigationBar.pushItem(_:animated:)") else { return }
        guard !itemStack.contains(where: { $0 === item }) else {
            LayerTreeDiagnostics.report("UINavigationBar.pushItem(_:animated:)", "the item is on the stack already")
            return
        }
        replaceItems(itemStack + [item], animated: animated)
    }
    /// Pops the top item and returns it (nil when there is none).
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard acceptsDirectChanges("UINavigationBar.popItem(animated:)"), let top = itemStack.last else { return nil }
        replaceItems(Array(itemStack.dropLast()), animated: animated)
        return top
    }
    /// The item shown.
    open var topItem: UINavigationItem? { itemStack.last }
    /// The item below the top one: the back button shows it.
    open var backItem: UINavigationItem? { itemStack.count > 1 ? itemStack[itemStack.count - 2] : nil }

    /// `.default` (light) or `.black`.
    open var barStyle = UIBarStyle.default { didSet { appearanceDidChange() } }
    /// Whether the background lets content show through (94% opaque). True by default.
    open var isTranslucent = true {
        didSet {
            appearanceDidChange()
            navigationController?.setNeedsContentLayout()
        }
    }
    /// The background colour; nil (the default) is the bar's grey. Drawn unless an appearance applies.
    open var barTintColor: UIColor? { didSet { appearanceDidChange() } }
    /// The title's font and colour (`.font`, `.foregroundColor`); 17-point semibold label colour
    /// by default. Drawn unless an appearance applies.
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { appearanceDidChange() } }
    /// The large title's attributes (stored only: large titles are not drawn).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    /// Whether the bar shows large titles (stored only: the title stays inline).
    open var prefersLargeTitles = false
    /// The line under the bar, shown (instead of the 30%-black one) only over a custom background
    /// image, as in UIKit. Drawn unless an appearance applies.
    open var shadowImage: UIImage? { didSet { appearanceDidChange() } }
    /// The back button's chevron (stored only: the bar draws its own).
    open var backIndicatorImage: UIImage?
    /// The mask the chevron moves under (stored only).
    open var backIndicatorTransitionMaskImage: UIImage?

    /// Sets the background image for `barMetrics` (any position).
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        setBackgroundImage(backgroundImage, for: .any, barMetrics: barMetrics)
    }
    /// The background image set for `barMetrics` (any position).
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { backgroundImage(for: .any, barMetrics: barMetrics) }
    /// Sets an image drawn instead of the bar's colour at `barPosition` in `barMetrics`; the
    /// custom ``shadowImage`` shows only over one. Drawn unless an appearance applies.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {
        backgroundImages[LegacyBackgroundKey(position: barPosition, metrics: barMetrics)] = backgroundImage
        appearanceDidChange()
    }
    /// The background image set for `barPosition` in `barMetrics`.
    open func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[LegacyBackgroundKey(position: barPosition, metrics: barMetrics)]
    }

    /// The look in a regular height (iOS 13). Until one is assigned the bar draws its legacy
    /// properties; once assigned (copied, as UIKit copies it), its background colour, shadow and
    /// title attributes are drawn. A navigation item's own appearance wins while it is on top.
    open var standardAppearance: UINavigationBarAppearance {
        get { assignedStandardAppearance ?? defaultStandardAppearance }
        set {
            assignedStandardAppearance = newValue.copy()
            appearanceDidChange()
        }
    }
    /// The look in a compact height (32-point bars); nil uses ``standardAppearance``.
    open var compactAppearance: UINavigationBarAppearance? {
        didSet {
            compactAppearance = compactAppearance?.copy()
            appearanceDidChange()
        }
    }
    /// The look at a scroll view's edge (stored only: bars always draw the standard or compact
    /// look, docs/uikit-decisions.md, BAR-APPEARANCE).
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    /// The look at a scroll view's edge in a compact height (stored only).
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?

    /// 44 points tall (32 in a compact-height window), whatever width it is given.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: BarMetrics.barHeight(for: self))
    }
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: BarMetrics.barHeight(for: self))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutContent()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        backButton.tintDidChange()
    }

    // MARK: Internal

    var itemStack: [UINavigationItem] = []
    /// The navigation controller whose bar this is: it alone changes the items.
    weak var navigationController: UINavigationController?
    /// How far the background reaches above the bar (under the status bar).
    var backgroundExtension: CGFloat = 0 { didSet { setNeedsLayout() } }
    let backgroundView = BarBackgroundView(frame: .zero)
    let hairline = BarShadowView(frame: .zero)
    var backgroundImages: [LegacyBackgroundKey: UIImage] = [:]
    var assignedStandardAppearance: UINavigationBarAppearance?
    lazy var defaultStandardAppearance = UINavigationBarAppearance()
    /// Whether the look drawn was the compact-height one (nil before the first).
    var shownCompactLook: Bool?
    let titleLabel = UILabel()
    let backButton = BackButton()
    var leftViews: [(view: UIView, item: UIBarButtonItem?)] = []
    var rightViews: [(view: UIView, item: UIBarButtonItem?)] = []
    var shownTitleView: UIView?

    private func acceptsDirectChanges(_ operation: String) -> Bool {
        guard navigationController == nil else {
            LayerTreeDiagnostics.report(
                operation, "the bar belongs to a navigation controller; change its view controllers instead")
            return false
        }
        return true
    }

    private func backButtonTapped() {
        if let navigationController {
            navigationController.popViewController(animated: true)
        } else {
            popItem(animated: true)
        }
    }

    func barItemDidChange() { itemsDidChange() }
}
