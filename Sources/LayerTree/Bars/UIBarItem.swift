import Foundation
import Graphics

/// Told when an item it shows changed, so that it lays its views out again. An item tells every
/// bar (or navigation item) showing it.
@MainActor
protocol BarItemObserver: AnyObject {
    func barItemDidChange()
}

/// What navigation bars, toolbars and tab bars show: a title, an image, an enabled state.
/// The base of `UIBarButtonItem` and `UITabBarItem`.
@preconcurrency @MainActor
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
    /// The image for compact-height bars (stored only: bars show ``image`` in every height).
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
    /// The bars (and navigation items) showing the item, held weakly.
    private var observers: [WeakObserver] = []

    /// `observer` shows the item from now on (added once).
    func addObserver(_ observer: any BarItemObserver) {
        observers.removeAll { $0.object == nil }
        if !observers.contains(where: { $0.object === observer }) { observers.append(WeakObserver(object: observer)) }
    }

    /// `observer` no longer shows the item.
    func removeObserver(_ observer: any BarItemObserver) {
        observers.removeAll { $0.object == nil || $0.object === observer }
    }

    /// Tells every bar showing the item that it changed.
    func changed() {
        for observer in observers.compactMap({ $0.object }) { observer.barItemDidChange() }
    }
}

/// A bar showing an item, held without keeping it alive.
private struct WeakObserver {
    weak var object: (any BarItemObserver)?
}
