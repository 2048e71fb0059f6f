import Foundation
import Graphics

/// What a navigation bar shows for one level of navigation: a title (or a title view), buttons
/// on each side, and the back button the next level shows.
@MainActor
open class UINavigationItem: NSObject, BarItemObserver {
    /// How large a title shows when the bar prefers large titles.
    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic = 0, always, never, inline
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
    open var backBarButtonItem: UIBarButtonItem? { didSet { observe(backBarButtonItem) } }
    /// The title the next level's back button shows instead of this item's title.
    open var backButtonTitle: String? { didSet { changed() } }
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
        leftItems = items
        items?.forEach(observe)
        changed()
    }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        rightItems = items
        items?.forEach(observe)
        changed()
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

    private func observe(_ item: UIBarButtonItem?) {
        item?.observer = self
        changed()
    }

    func barItemDidChange() { changed() }

    private func changed() { bar?.itemsDidChange() }
}
