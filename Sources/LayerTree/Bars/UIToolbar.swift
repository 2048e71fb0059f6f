import Foundation
import Graphics

/// A bar of buttons, 44 points tall (32 in a compact-height window): the items laid out from the
/// leading margin, 8 points apart, flexible spaces sharing what width is left equally and fixed
/// spaces taking their width. A navigation controller shows one at the bottom for its top
/// controller's `toolbarItems`. Its look comes from its appearance objects (iOS 13) or, until one
/// is assigned, from its legacy properties; its shadow line runs along its top.
@preconcurrency @MainActor
open class UIToolbar: UIView, BarItemObserver {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = nil
        addSubview(backgroundView)
        addSubview(hairline)
        appearanceDidChange()
    }

    public required init?(coder: NSCoder) { return nil }

    /// The items, leading to trailing.
    open var items: [UIBarButtonItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }
    /// Replaces the items; with animation (on a window) the bar's content cross-fades.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        for item in storedItems ?? [] { item.removeObserver(self) }
        storedItems = items
        for item in items ?? [] { item.addObserver(self) }
        if animated, window != nil {
            UIView.transition(
                with: self, duration: BarMetrics.fadeDuration, options: [.transitionCrossDissolve],
                animations: { self.rebuildItemViews() })
        } else {
            rebuildItemViews()
        }
    }

    /// `.default` (light) or `.black`.
    open var barStyle = UIBarStyle.default { didSet { appearanceDidChange() } }
    /// Whether the background lets content show through (94% opaque). True by default.
    open var isTranslucent = true { didSet { appearanceDidChange() } }
    /// The background colour; nil (the default) is the bar's grey. Drawn unless an appearance applies.
    open var barTintColor: UIColor? { didSet { appearanceDidChange() } }

    /// Sets an image drawn instead of the bar's colour at `topOrBottom` in `barMetrics`. Drawn
    /// unless an appearance applies.
    open func setBackgroundImage(
        _ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics
    ) {
        backgroundImages[LegacyBackgroundKey(position: topOrBottom, metrics: barMetrics)] = backgroundImage
        appearanceDidChange()
    }
    /// The background image set for `topOrBottom` in `barMetrics`.
    open func backgroundImage(forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[LegacyBackgroundKey(position: topOrBottom, metrics: barMetrics)]
    }
    /// Sets the line along the bar's edge at `topOrBottom`, shown only over a custom background
    /// image, as in UIKit.
    open func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition) {
        shadowImages[topOrBottom] = shadowImage
        appearanceDidChange()
    }
    /// The shadow image set for `topOrBottom`.
    open func shadowImage(forToolbarPosition topOrBottom: UIBarPosition) -> UIImage? { shadowImages[topOrBottom] }

    /// The look in a regular height (iOS 13). Until one is assigned the bar draws its legacy
    /// properties; once assigned (copied), its background colour and shadow are drawn.
    open var standardAppearance: UIToolbarAppearance {
        get { assignedStandardAppearance ?? defaultStandardAppearance }
        set {
            assignedStandardAppearance = newValue.copy()
            appearanceDidChange()
        }
    }
    /// The look in a compact height; nil uses ``standardAppearance``.
    open var compactAppearance: UIToolbarAppearance? {
        didSet {
            compactAppearance = compactAppearance?.copy()
            appearanceDidChange()
        }
    }
    /// The look at a scroll view's edge (stored only: docs/uikit-decisions.md, BAR-APPEARANCE).
    open var scrollEdgeAppearance: UIToolbarAppearance?
    /// The look at a scroll view's edge in a compact height (stored only).
    open var compactScrollEdgeAppearance: UIToolbarAppearance?

    /// A toolbar is 44 points tall (32 in a compact-height window), whatever width it is given.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: BarMetrics.barHeight(for: self))
    }
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: BarMetrics.barHeight(for: self))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if BarMetrics.isCompactHeight(for: self) != shownCompactLook { applyLook() }
        let size = bounds.size, height = size.height, spacing = BarMetrics.itemSpacing
        backgroundView.frame = CGRect(x: 0, y: 0, width: size.width, height: size.height + backgroundExtension)
        let line = hairline.thickness(scale: contentScaleFactor)
        hairline.frame = CGRect(x: 0, y: -line, width: size.width, height: line)
        let margin = BarMetrics.sideMargin(forWidth: size.width)
        let entries = itemViews.map { entry -> (UIView?, UIBarButtonItem, CGSize) in
            guard let view = entry.view else { return (nil, entry.item, CGSize(width: entry.item.width, height: 0)) }
            return (view, entry.item, BarMetrics.size(of: view, for: entry.item, height: height))
        }
        let flexible = entries.filter { $0.1.systemItem == .flexibleSpace }.count
        let gaps = CGFloat(max(0, entries.count - 1)) * spacing
        let fixed = entries.filter { $0.1.systemItem != .flexibleSpace }.reduce(0) { $0 + $1.2.width }
        let share = flexible > 0 ? max(0, size.width - 2 * margin - gaps - fixed) / CGFloat(flexible) : 0
        var x = margin
        for (view, item, itemSize) in entries {
            let width = item.systemItem == .flexibleSpace ? share : itemSize.width
            view?.frame = CGRect(x: x, y: (height - itemSize.height) / 2, width: width, height: itemSize.height)
            x += width + spacing
        }
    }

    // MARK: Internal

    private var storedItems: [UIBarButtonItem]?
    private var itemViews: [(view: UIView?, item: UIBarButtonItem)] = []
    let backgroundView = BarBackgroundView(frame: .zero)
    let hairline = BarShadowView(frame: .zero)
    private var backgroundImages: [LegacyBackgroundKey: UIImage] = [:]
    private var shadowImages: [UIBarPosition: UIImage] = [:]
    private var assignedStandardAppearance: UIToolbarAppearance?
    private lazy var defaultStandardAppearance = UIToolbarAppearance()
    private var shownCompactLook: Bool?
    /// How far the background reaches below the bar (over the home indicator's inset).
    var backgroundExtension: CGFloat = 0 { didSet { setNeedsLayout() } }

    /// The views of the items, spaces taking room without one.
    func rebuildItemViews() {
        for entry in itemViews { entry.view?.removeFromSuperview() }
        itemViews = (storedItems ?? []).map { item in (item.isSpace ? nil : BarMetrics.view(for: item), item) }
        for entry in itemViews { entry.view.map(addSubview) }
        setNeedsLayout()
    }

    private func appearanceDidChange() {
        applyLook()
        setNeedsLayout()
    }

    /// Draws the background and the shadow line from the appearance for the bar's height (the
    /// compact one, else the standard one) once one was assigned, else from the legacy properties.
    private func applyLook() {
        let compact = BarMetrics.isCompactHeight(for: self)
        shownCompactLook = compact
        let position: UIBarPosition = .bottom
        let look =
            (compact ? compactAppearance ?? assignedStandardAppearance : assignedStandardAppearance).map { BarLook($0) }
            ?? BarLook(
                style: barStyle, tint: barTintColor, translucent: isTranslucent,
                image: LegacyBackgroundKey.lookUp(backgroundImages, position: position, compact: compact),
                shadowImage: shadowImages[position] ?? shadowImages[.any])
        backgroundView.apply(look)
        hairline.apply(look)
    }

    func barItemDidChange() { rebuildItemViews() }
}
