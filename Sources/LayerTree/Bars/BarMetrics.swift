import Foundation
import Graphics

/// The style of a bar's background: light by default, or black.
public enum UIBarStyle: Int, Sendable {
    case `default` = 0
    case black = 1
}

/// How long a navigation controller's bars take to slide in or out when shown or hidden.
public let UINavigationControllerHideShowBarDuration: CGFloat = 0.2

/// The sizes, fonts and colours UIKit's bars use on iPhone (docs/uikit-decisions.md, BAR-METRICS).
@MainActor
enum BarMetrics {
    /// A navigation bar's and a toolbar's height in a regular height.
    static let barHeight: CGFloat = 44
    /// A navigation bar's and a toolbar's height in a compact height (an iPhone in landscape).
    static let compactBarHeight: CGFloat = 32
    /// The tallest window taken as compact in height when it is wider than tall: 500 points,
    /// above every iPhone's landscape height (320–440) and below every iPad's (docs/uikit-decisions.md,
    /// BAR-METRICS).
    static let compactHeightLimit: CGFloat = 500

    /// Whether a window of `size` is compact in height (UIKit's vertical size class, read from
    /// the size until the package has trait collections): wider than tall and under 500 points.
    static func isCompactHeight(_ size: CGSize) -> Bool {
        size.width > size.height && size.height < compactHeightLimit
    }

    /// Whether `view`'s window (or, outside one, the main screen) is compact in height.
    static func isCompactHeight(for view: UIView) -> Bool {
        isCompactHeight(view.window?.bounds.size ?? UIScreen.main.bounds.size)
    }

    /// A navigation bar's or toolbar's height in `view`'s window: 32 points when compact in
    /// height, else 44.
    static func barHeight(for view: UIView) -> CGFloat {
        isCompactHeight(for: view) ? compactBarHeight : barHeight
    }
    /// A tab bar's height above the bottom safe-area inset.
    static let tabBarHeight: CGFloat = 49
    /// The gap between neighbouring items.
    static let itemSpacing: CGFloat = 8
    /// How long a bar's content cross-fades when its items change with animation.
    static let fadeDuration: TimeInterval = 0.35

    /// The bar's side margin: 16 points in a compact width, 20 in a regular one.
    static func sideMargin(forWidth width: CGFloat) -> CGFloat {
        width >= UIViewController.regularWidth ? 20 : 16
    }

    /// The background of a light bar: iOS's bar grey, 94% opaque when translucent (no blur).
    static func background(style: UIBarStyle, tint: UIColor?, translucent: Bool) -> UIColor {
        let base = tint ?? (style == .black ? UIColor(white: 0.11, alpha: 1) : UIColor(white: 249 / 255, alpha: 1))
        return translucent && tint == nil ? base.withAlphaComponent(0.94) : base
    }

    /// The hairline along a bar's edge: black at 30%.
    static let hairlineColor = UIColor(white: 0, alpha: 0.3)

    /// The view a bar shows for `item`: its custom view, else a system button with its title or
    /// image in 17-point text (semibold for `.done`) that runs its primary action.
    static func view(for item: UIBarButtonItem) -> UIView {
        if let custom = item.customView { return custom }
        let button = UIButton(type: .system)
        let attributes = item.titleTextAttributes(for: .normal)
        button.titleLabel?.font =
            attributes?[.font] as? UIFont ?? .systemFont(ofSize: 17, weight: item.style == .done ? .semibold : .regular)
        if let color = attributes?[.foregroundColor] as? UIColor { button.setTitleColor(color, for: .normal) }
        button.setTitle(item.title, for: .normal)
        button.setImage(item.image, for: .normal)
        button.isEnabled = item.isEnabled
        if let tint = item.tintColor { button.tintColor = tint }
        button.addAction(UIAction { [weak item] _ in item?.performPrimaryAction() }, for: .primaryActionTriggered)
        return button
    }

    /// The size `view` takes in a bar `height` tall: an item's own width when set, a custom view's
    /// frame, a button's natural size.
    static func size(of view: UIView, for item: UIBarButtonItem?, height: CGFloat) -> CGSize {
        if let item, item.customView == nil {
            let natural = view.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: height))
            return CGSize(width: item.width > 0 ? item.width : natural.width, height: min(natural.height, height))
        }
        return CGSize(
            width: item.map { $0.width > 0 ? $0.width : view.bounds.width } ?? view.bounds.width,
            height: min(view.bounds.height, height))
    }
}
