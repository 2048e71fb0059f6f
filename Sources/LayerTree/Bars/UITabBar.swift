import Foundation
import Graphics

/// Told when the user selects a tab of a tab bar.
@MainActor
public protocol UITabBarDelegate: AnyObject {
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

/// The bar of tabs along the bottom of a tab interface: its items share its width equally, the
/// selected one in the tint colour, the others grey; tapping one selects it. 49 points tall,
/// plus the bottom safe-area inset it covers (`sizeThatFits`).
@MainActor
open class UITabBar: UIView, BarItemObserver {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = nil
        addSubview(backgroundView)
        addSubview(hairline)
        appearanceDidChange()
    }

    public required init?(coder: NSCoder) { return nil }

    /// The tabs' items, leading to trailing.
    open var items: [UITabBarItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }
    /// Replaces the items (a selected item no longer among them is deselected).
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        storedItems = items
        for item in items ?? [] { item.observer = self }
        if let selected = storedSelectedItem, !(items ?? []).contains(where: { $0 === selected }) { storedSelectedItem = nil }
        rebuildButtons()
    }
    /// The selected item; setting one that is not among the items is refused.
    open var selectedItem: UITabBarItem? {
        get { storedSelectedItem }
        set {
            if let newValue, !(storedItems ?? []).contains(where: { $0 === newValue }) {
                LayerTreeDiagnostics.report("UITabBar.selectedItem", "the item is not one of the bar's items")
                return
            }
            storedSelectedItem = newValue
            updateButtons()
        }
    }
    /// Told when the user selects a tab.
    open weak var delegate: UITabBarDelegate?
    /// The colour of unselected tabs; nil (the default) is the system grey.
    open var unselectedItemTintColor: UIColor? { didSet { updateButtons() } }
    /// The background colour; nil (the default) is the bar's grey.
    open var barTintColor: UIColor? { didSet { appearanceDidChange() } }
    /// `.default` (light) or `.black`.
    open var barStyle = UIBarStyle.default { didSet { appearanceDidChange() } }
    /// Whether the background lets content show through (94% opaque). True by default.
    open var isTranslucent = true { didSet { appearanceDidChange() } }

    /// 49 points plus the bottom safe-area inset the bar covers.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: BarMetrics.tabBarHeight + safeAreaInsets.bottom)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView.frame = bounds
        let pixel = 1 / max(1, contentScaleFactor)
        hairline.frame = CGRect(x: 0, y: -pixel, width: bounds.width, height: pixel)
        let count = CGFloat(max(1, buttons.count)), width = bounds.width / count
        for (index, button) in buttons.enumerated() {
            button.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: BarMetrics.tabBarHeight)
        }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateButtons()
    }

    // MARK: Internal

    private var storedItems: [UITabBarItem]?
    private var storedSelectedItem: UITabBarItem?
    private var buttons: [TabBarButton] = []
    private let backgroundView = UIView()
    private let hairline = UIView()
    /// What a tap on a tab does instead of selecting it, when a tab bar controller owns the bar.
    var selectionHandler: ((UITabBarItem) -> Void)?

    private func rebuildButtons() {
        for button in buttons { button.removeFromSuperview() }
        buttons = (storedItems ?? []).map { item in
            let button = TabBarButton(item: item)
            button.addAction(UIAction { [weak self, weak item] _ in if let item { self?.userTapped(item) } }, for: .touchUpInside)
            addSubview(button)
            return button
        }
        updateButtons()
        setNeedsLayout()
    }

    private func updateButtons() {
        for button in buttons {
            button.colors = (tintColor, unselectedItemTintColor ?? .systemGray)
            button.isSelectedTab = button.item === storedSelectedItem
        }
    }

    private func userTapped(_ item: UITabBarItem) {
        if let selectionHandler { return selectionHandler(item) }
        selectedItem = item
        delegate?.tabBar(self, didSelect: item)
    }

    private func appearanceDidChange() {
        backgroundView.backgroundColor = BarMetrics.background(style: barStyle, tint: barTintColor, translucent: isTranslucent)
        hairline.backgroundColor = BarMetrics.hairlineColor
    }

    func barItemDidChange() {
        for button in buttons { button.update() }
        updateButtons()
    }
}
