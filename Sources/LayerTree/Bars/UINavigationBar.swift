import Foundation
import Graphics

/// The bar across the top of a navigation interface: a stack of navigation items, the top one's
/// title centred (or its title view), its buttons at the sides, and a back button showing the
/// item below's title. 44 points tall; its background reaches up under the status bar when a
/// navigation controller places it. Built from views, labels, buttons and a shape layer.
@MainActor
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
    /// The background colour; nil (the default) is the bar's grey.
    open var barTintColor: UIColor? { didSet { appearanceDidChange() } }
    /// The title's font and colour (`.font`, `.foregroundColor`); 17-point semibold label colour by default.
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { appearanceDidChange() } }
    /// Whether the bar shows large titles (kept; large titles are not drawn: the title stays inline).
    open var prefersLargeTitles = false

    /// A navigation bar is 44 points tall, whatever width it is given.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: BarMetrics.barHeight) }
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: BarMetrics.barHeight)
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
    let backgroundView = UIView()
    let hairline = UIView()
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
