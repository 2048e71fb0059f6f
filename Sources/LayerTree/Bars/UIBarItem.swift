import Foundation
import Graphics

/// Told when an item it shows changed, so that it lays its views out again.
@MainActor
protocol BarItemObserver: AnyObject {
    func barItemDidChange()
}

/// What navigation bars, toolbars and tab bars show: a title, an image, an enabled state.
/// The base of `UIBarButtonItem` and `UITabBarItem`.
@MainActor
open class UIBarItem: NSObject {
    public override init() { super.init() }

    /// Archives do not exist on Linux: returns nil, so that subclasses declaring it compile.
    public required init?(coder: NSCoder) { return nil }

    /// Whether the item takes taps. True by default; a disabled item is drawn greyed.
    open var isEnabled = true { didSet { changed() } }
    /// The item's title.
    open var title: String? { didSet { changed() } }
    /// The item's image.
    open var image: UIImage? { didSet { changed() } }
    /// The image for compact-height bars (stored; iPhone landscape bars are not distinguished).
    open var landscapeImagePhone: UIImage?
    /// Insets of the image's rectangle.
    open var imageInsets = UIEdgeInsets.zero { didSet { changed() } }
    /// An integer to tell items apart. 0 by default.
    open var tag = 0

    /// Sets the title's text attributes (font, foreground colour) for `state`.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        changed()
    }

    /// The title's text attributes for `state` (those for `.normal` when none were set).
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue] ?? titleAttributes[UIControl.State.normal.rawValue]
    }

    // MARK: Internal

    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// The bar (or navigation item) showing the item.
    weak var observer: BarItemObserver?

    func changed() { observer?.barItemDidChange() }
}
