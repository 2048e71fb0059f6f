import Foundation
import Graphics

/// Told when the user selects a tab of a tab bar.
@preconcurrency @MainActor
public protocol UITabBarDelegate: AnyObject {
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

/// The bar of tabs along the bottom of a tab interface: its items share its width equally, the
/// selected one in the tint colour, the others grey; tapping one selects it. 49 points tall,
/// plus the bottom safe-area inset it covers (`sizeThatFits`). Its look comes from its standard
/// appearance (iOS 13) or, until one is assigned, from its legacy properties; its shadow line
/// runs along its top.
@preconcurrency @MainActor
open class UITabBar: UIView, BarItemObserver {
    /// How tabs spread over a wide bar.
    public enum ItemPositioning: Int, Sendable {
        case automatic = 0, fill, centered
    }

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
        for item in storedItems ?? [] { item.removeObserver(self) }
        storedItems = items
        for item in items ?? [] { item.addObserver(self) }
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
    /// An image drawn instead of the bar's colour. Drawn unless an appearance applies.
    open var backgroundImage: UIImage? { didSet { appearanceDidChange() } }
    /// The line along the bar's top, shown only over a custom background image, as in UIKit.
    open var shadowImage: UIImage? { didSet { appearanceDidChange() } }
    /// An image behind the selected tab (stored only).
    open var selectionIndicatorImage: UIImage?
    /// How tabs spread over a wide bar (stored only: they share its width).
    open var itemPositioning = ItemPositioning.automatic
    /// The width of centred tabs; 0 is the system's (stored only).
    open var itemWidth: CGFloat = 0
    /// The gap between centred tabs; 0 is the system's (stored only).
    open var itemSpacing: CGFloat = 0

    /// The bar's look (iOS 13). Until one is assigned the bar draws its legacy properties; once
    /// assigned (copied), its background colour, shadow and stacked item colours are drawn.
    open var standardAppearance: UITabBarAppearance {
        get { assignedStandardAppearance ?? defaultStandardAppearance }
        set {
            assignedStandardAppearance = newValue.copy()
            appearanceDidChange()
        }
    }
    /// The look at a scroll view's edge (stored only: docs/uikit-decisions.md, BAR-APPEARANCE).
    open var scrollEdgeAppearance: UITabBarAppearance?

    /// 49 points plus the bottom safe-area inset the bar covers.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: BarMetrics.tabBarHeight + safeAreaInsets.bottom)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView.frame = bounds
        let line = hairline.thickness(scale: contentScaleFactor)
        hairline.frame = CGRect(x: 0, y: -line, width: bounds.width, height: line)
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
    let backgroundView = BarBackgroundView(frame: .zero)
    let hairline = BarShadowView(frame: .zero)
    private var assignedStandardAppearance: UITabBarAppearance?
    private lazy var defaultStandardAppearance = UITabBarAppearance()
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
            button.itemAppearance = assignedStandardAppearance?.stackedLayoutAppearance
            button.isSelectedTab = button.item === storedSelectedItem
        }
    }

    private func userTapped(_ item: UITabBarItem) {
        if let selectionHandler { return selectionHandler(item) }
        selectedItem = item
        delegate?.tabBar(self, didSelect: item)
    }

    /// Draws the background and the shadow line from the assigned appearance, else from the
    /// legacy properties; the tabs take the appearance's item colours.
    private func appearanceDidChange() {
        let look =
            assignedStandardAppearance.map { BarLook($0) }
            ?? BarLook(
                style: barStyle, tint: barTintColor, translucent: isTranslucent, image: backgroundImage, shadowImage: shadowImage)
        backgroundView.apply(look)
        hairline.apply(look)
        updateButtons()
        setNeedsLayout()
    }

    func barItemDidChange() {
        for button in buttons { button.update() }
        updateButtons()
    }
}
