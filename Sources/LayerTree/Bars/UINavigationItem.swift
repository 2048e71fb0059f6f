import Foundation
import Graphics

/// What a navigation bar shows for one level of navigation: a title (or a title view), buttons
/// on each side, and the back button the next level shows.
@preconcurrency @MainActor
open class UINavigationItem: NSObject, BarItemObserver {
    /// How large a title shows when the bar prefers large titles.
    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic = 0, always, never, inline
    }

    /// How the back button to this item shows its title.
    public enum BackButtonDisplayMode: Int, Sendable {
        /// The title (the back button title or the item's), "Back" where it does not fit, or
        /// the chevron alone.
        case `default` = 0
        /// "Back", or the chevron alone where it does not fit.
        case generic
        /// The chevron alone.
        case minimal
    }

    /// An item titled `title`.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// An item without a title.
    public override convenience init() {
        self.init(title: "")
        title = nil
    }

    /// Archives do not exist on Linux: returns nil, so that subclasses declaring it compile.
    public required init?(coder: NSCoder) { return nil }

    /// The title shown in the middle of the bar, and by the next level's back button.
    open var title: String? { didSet { changed() } }
    /// A view shown instead of the title.
    open var titleView: UIView? { didSet { changed() } }
    /// A line of text above the bar (kept; not drawn).
    open var prompt: String?
    /// The item the next level's back button shows instead of this item's title.
    open var backBarButtonItem: UIBarButtonItem? {
        didSet { observeItems(replacing: oldValue.map { [$0] } ?? []) }
    }
    /// The title the next level's back button shows instead of this item's title.
    open var backButtonTitle: String? { didSet { changed() } }
    /// How the back button shows this item while the next level is on top. `.default` by default.
    open var backButtonDisplayMode = BackButtonDisplayMode.default { didSet { changed() } }
    /// The bar's look while this item is on top (copied when assigned); nil uses the bar's.
    open var standardAppearance: UINavigationBarAppearance? {
        didSet {
            standardAppearance = standardAppearance?.copy()
            changed()
        }
    }
    /// The look in a compact height while this item is on top; nil uses ``standardAppearance``.
    open var compactAppearance: UINavigationBarAppearance? {
        didSet {
            compactAppearance = compactAppearance?.copy()
            changed()
        }
    }
    /// The look at a scroll view's edge (stored only, as the bar's).
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    /// The look at a scroll view's edge in a compact height (stored only).
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
    /// Whether the bar hides the back button while this item is on top. False by default.
    open var hidesBackButton: Bool {
        get { storedHidesBackButton }
        set { setHidesBackButton(newValue, animated: false) }
    }
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        storedHidesBackButton = hidesBackButton
        changed()
    }
    /// Whether the left items show beside the back button rather than instead of it.
    open var leftItemsSupplementBackButton = false { didSet { changed() } }
    /// How large the title shows when the bar prefers large titles (kept; large titles are not drawn).
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic

    /// The items on the leading side, from the edge inwards.
    open var leftBarButtonItems: [UIBarButtonItem]? {
        get { leftItems }
        set { setLeftBarButtonItems(newValue, animated: false) }
    }
    /// The items on the trailing side, from the edge inwards.
    open var rightBarButtonItems: [UIBarButtonItem]? {
        get { rightItems }
        set { setRightBarButtonItems(newValue, animated: false) }
    }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        let old = leftItems ?? []
        leftItems = items
        observeItems(replacing: old)
    }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        let old = rightItems ?? []
        rightItems = items
        observeItems(replacing: old)
    }
    /// The first of `leftBarButtonItems`.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftItems?.first }
        set { setLeftBarButton(newValue, animated: false) }
    }
    /// The first of `rightBarButtonItems`.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightItems?.first }
        set { setRightBarButton(newValue, animated: false) }
    }
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        setLeftBarButtonItems(item.map { [$0] }, animated: animated)
    }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        setRightBarButtonItems(item.map { [$0] }, animated: animated)
    }

    // MARK: Internal

    private var storedHidesBackButton = false
    private var leftItems: [UIBarButtonItem]?
    private var rightItems: [UIBarButtonItem]?
    /// The bar showing the item.
    weak var bar: UINavigationBar?

    /// The item hears of changes to the buttons it holds now, no longer of `old` ones it dropped.
    private func observeItems(replacing old: [UIBarButtonItem]) {
        let current = (leftItems ?? []) + (rightItems ?? []) + (backBarButtonItem.map { [$0] } ?? [])
        for item in old where !current.contains(where: { $0 === item }) { item.removeObserver(self) }
        for item in current { item.addObserver(self) }
        changed()
    }

    func barItemDidChange() { changed() }

    private func changed() { bar?.itemsDidChange() }
}
