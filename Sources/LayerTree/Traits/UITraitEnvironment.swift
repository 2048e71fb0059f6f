import Foundation

/// Something shown with traits — screens, views, view controllers — as UIKit's
/// `UITraitEnvironment` spells it.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The traits the object is shown with now.
    var traitCollection: UITraitCollection { get }
    /// The traits changed; `previousTraitCollection` is what they were (nil the first time).
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

extension UITraitCollection {
    /// Whether colours resolve differently under `other` (a different light or dark style), as
    /// `traitCollectionDidChange` overrides ask before refreshing colours they turned into `CGColor`s.
    public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        userInterfaceStyle != (other?.userInterfaceStyle ?? .unspecified)
    }

    /// The traits of a window of `size` on a screen of `scale` laid out in `direction`, with
    /// `style`: size classes as an iPhone's (compact width below 768 points; compact height when
    /// wider than tall and under 500 points), the phone idiom, the Large content size category.
    @MainActor static func environment(
        size: CGSize, scale: CGFloat, direction: UIUserInterfaceLayoutDirection, style: UIUserInterfaceStyle
    ) -> UITraitCollection {
        UITraitCollection(traitsFrom: [
            UITraitCollection(displayScale: scale),
            UITraitCollection(userInterfaceStyle: style == .unspecified ? .light : style),
            UITraitCollection(horizontalSizeClass: size.width >= UIViewController.regularWidth ? .regular : .compact),
            UITraitCollection(verticalSizeClass: BarMetrics.isCompactHeight(size) ? .compact : .regular),
            UITraitCollection(layoutDirection: direction == .rightToLeft ? .rightToLeft : .leftToRight),
            UITraitCollection(userInterfaceIdiom: .phone),
            UITraitCollection(preferredContentSizeCategory: .large),
            UITraitCollection(forceTouchCapability: .unavailable),
        ])
    }
}

extension UIView: UITraitEnvironment {}
extension UIViewController: UITraitEnvironment {}
