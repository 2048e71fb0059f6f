import Foundation
import Graphics

extension UINavigationBar {
    /// The appearance the bar draws, if any was assigned: the top item's, then the bar's; in a
    /// compact height the compact ones first (docs/uikit-decisions.md, BAR-APPEARANCE).
    func activeAppearance(compact: Bool) -> UINavigationBarAppearance? {
        let item = topItem
        if compact, let appearance = item?.compactAppearance ?? item?.standardAppearance ?? compactAppearance {
            return appearance
        }
        return item?.standardAppearance ?? assignedStandardAppearance
    }

    /// The bar's colours and title style follow its appearance or legacy properties; it lays out again.
    func appearanceDidChange() {
        applyLook()
        setNeedsLayout()
    }

    /// Draws the background, the shadow line and the title from the active appearance, else from
    /// the legacy properties (the bar colour or background image, the line or the custom shadow
    /// image over one, `titleTextAttributes`).
    func applyLook() {
        let compact = BarMetrics.isCompactHeight(for: self)
        shownCompactLook = compact
        let look: BarLook, attributes: [NSAttributedString.Key: Any]?
        if let appearance = activeAppearance(compact: compact) {
            look = BarLook(appearance)
            attributes = appearance.titleTextAttributes
        } else {
            let image = LegacyBackgroundKey.lookUp(backgroundImages, position: .topAttached, compact: compact)
            look = BarLook(
                style: barStyle, tint: barTintColor, translucent: isTranslucent, image: image, shadowImage: shadowImage)
            attributes = titleTextAttributes
        }
        backgroundView.apply(look)
        hairline.apply(look)
        titleLabel.font = attributes?[.font] as? UIFont ?? .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textColor =
            attributes?[.foregroundColor] as? UIColor
            ?? (barStyle == .black && activeAppearance(compact: compact) == nil ? .white : .label)
    }
}
