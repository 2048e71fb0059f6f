import Foundation
import Graphics

/// A bar of buttons, 44 points tall: the items laid out from the leading margin, 8 points
/// apart, flexible spaces sharing what width is left equally and fixed spaces taking their
/// width. A navigation controller shows one at the bottom for its top controller's
/// `toolbarItems`.
@MainActor
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
        storedItems = items
        for item in items ?? [] { item.observer = self }
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
    /// The background colour; nil (the default) is the bar's grey.
    open var barTintColor: UIColor? { didSet { appearanceDidChange() } }

    /// A toolbar is 44 points tall, whatever width it is given.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: BarMetrics.barHeight) }
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: BarMetrics.barHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let size = bounds.size, height = BarMetrics.barHeight, spacing = BarMetrics.itemSpacing
        backgroundView.frame = CGRect(x: 0, y: 0, width: size.width, height: size.height + backgroundExtension)
        hairline.frame = CGRect(
            x: 0, y: -1 / max(1, contentScaleFactor), width: size.width, height: 1 / max(1, contentScaleFactor))
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
    let backgroundView = UIView()
    private let hairline = UIView()
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
        backgroundView.backgroundColor = BarMetrics.background(style: barStyle, tint: barTintColor, translucent: isTranslucent)
        hairline.backgroundColor = BarMetrics.hairlineColor
    }

    func barItemDidChange() { rebuildItemViews() }
}
