import Foundation
import Graphics

/// A button on a navigation bar or a toolbar: a title, an image, a system item or a custom view,
/// running its `primaryAction` when tapped. The target-action initializers exist with the SDK's
/// spellings, so that iOS code (`target: nil, action: nil` above all) compiles; Linux has no
/// Objective-C runtime to send a selector, so tapping an item whose only action is a selector
/// reports a diagnostic instead (see ``action``): iOS 14's `UIAction` forms are the way in.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// How the item's title is drawn: `.done` is bold.
    public enum Style: Int, Sendable {
        case plain = 0
        @available(*, deprecated, message: "drawn as .plain")
        case bordered = 1
        case done = 2
    }

    /// UIKit's built-in items, with UIKit's raw values.
    public enum SystemItem: Int, Sendable {
        case done = 0, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
        case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        @available(*, deprecated)
        case pageCurl = 23
        case close = 24
    }

    /// An empty plain item.
    public override init() { super.init() }

    public required init?(coder: NSCoder) { return nil }

    /// An item showing `title` or `image` (`primaryAction`'s when both are nil) that runs
    /// `primaryAction` when tapped; `menu` is kept (menus are not shown on Linux).
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title ?? (image == nil ? primaryAction?.title : nil)
        self.image = image ?? (title == nil ? primaryAction?.image : nil)
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// An item showing `primaryAction`'s title or image and running it when tapped.
    public convenience init(primaryAction: UIAction?) {
        self.init(title: nil, image: nil, primaryAction: primaryAction, menu: nil)
    }

    /// One of UIKit's built-in items: its English title (bold for Done and Save), or its glyph
    /// (see `systemItemAppearance`); flexible and fixed spaces take room in toolbars.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        configure(systemItem)
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// An item showing `customView`, which handles its own touches.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// An item titled `title` in `style` that would send `action` to `target` (see ``action``).
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    /// An item showing `image` in `style` that would send `action` to `target` (see ``action``).
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init(image: image, landscapeImagePhone: nil, style: style, target: target, action: action)
    }

    /// An item showing `image`, or `landscapeImagePhone` in compact-height bars, that would send
    /// `action` to `target` (see ``action``).
    public convenience init(image: UIImage?, landscapeImagePhone: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.landscapeImagePhone = landscapeImagePhone
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    /// One of UIKit's built-in items (see ``init(systemItem:primaryAction:menu:)``) that would send
    /// `action` to `target` (see ``action``).
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init()
        configure(systemItem)
        self.target = target as AnyObject?
        self.action = action
    }

    /// A space that takes an equal share of a toolbar's spare width, of the class it is called on.
    open class func flexibleSpace() -> Self {
        let item = makeInstance()
        item.configure(.flexibleSpace)
        return item
    }

    /// A space `width` points wide, of the class it is called on.
    open class func fixedSpace(_ width: CGFloat) -> Self {
        let item = makeInstance()
        item.configure(.fixedSpace)
        item.width = width
        return item
    }

    /// How the title is drawn. `.plain` by default.
    open var style = Style.plain { didSet { changed() } }
    /// The item's width; 0 (the default) sizes it to its content. A fixed space's width.
    open var width: CGFloat = 0 {
        didSet {
            guard width.isFinite, width >= 0 else {
                LayerTreeDiagnostics.report("UIBarButtonItem.width", "width must be finite and not negative: \(width)")
                width = oldValue
                return
            }
            changed()
        }
    }
    /// Titles the item may show, for sizing (kept; the item sizes to its current title).
    open var possibleTitles: Set<String>?
    /// A view shown instead of a button.
    open var customView: UIView? { didSet { changed() } }
    /// What a tap runs; when set, ``target`` and ``action`` are ignored, as in UIKit.
    open var primaryAction: UIAction? { didSet { changed() } }
    /// The object ``action`` would be sent to (held weakly, as UIKit holds it). Stored only.
    open weak var target: AnyObject?
    /// The selector a tap would send to ``target``. Linux cannot send selectors: tapping an item
    /// that has no ``primaryAction`` but an action reports a diagnostic naming the selector and
    /// does nothing else; give the item a `UIAction` (or let the porting plugin rewrite the
    /// target-action, docs/porting.md). nil by default.
    open var action: Selector?
    /// The item's menu (kept; not shown on Linux).
    open var menu: UIMenu?
    /// The item's tint; nil (the default) takes the bar's.
    open var tintColor: UIColor? { didSet { changed() } }

    // MARK: Internal

    /// The built-in item this is, if any.
    private(set) var systemItem: SystemItem?

    private func configure(_ systemItem: SystemItem) {
        self.systemItem = systemItem
        let appearance = Self.systemItemAppearance(systemItem)
        title = appearance.title
        image = appearance.image
        if appearance.bold { style = .done }
    }

    /// A space (flexible or fixed), which shows nothing.
    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// What a tap runs for items the package makes (a view controller's Edit button), when no
    /// primary action replaced it.
    var builtInAction: (() -> Void)?

    /// A tap: the primary action (with the item as its sender), else the package's own action,
    /// else a diagnostic for a selector that cannot be sent.
    func performPrimaryAction() {
        guard isEnabled else { return }
        if let primaryAction { return primaryAction.perform(from: self) }
        if let builtInAction { return builtInAction() }
        guard let action else { return }
        LayerTreeDiagnostics.report(
            "UIBarButtonItem.action",
            "cannot send \(action) to \(target.map { "\(type(of: $0))" } ?? "nil"): Linux has no Objective-C runtime "
                + "to send selectors; give the item a primaryAction (UIAction), or let the porting plugin rewrite the "
                + "target-action (docs/porting.md)")
    }
}
