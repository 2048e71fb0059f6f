import Foundation
import Graphics

/// A tab bar's look (iOS 13): the background and shadow of ``UIBarAppearance`` and its items'
/// look per layout. Tabs are drawn stacked, with ``stackedLayoutAppearance``; the inline
/// layouts, the selection indicator and the stacked items' positioning are stored only
/// (docs/uikit-decisions.md, BAR-APPEARANCE).
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    /// An appearance configured with the default background.
    public override init() { super.init() }

    /// An appearance with `barAppearance`'s values (a tab bar appearance's item values too).
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let other = barAppearance as? UITabBarAppearance else { return }
        stackedLayoutAppearance = other.stackedLayoutAppearance.copy()
        inlineLayoutAppearance = other.inlineLayoutAppearance.copy()
        compactInlineLayoutAppearance = other.compactInlineLayoutAppearance.copy()
        selectionIndicatorTintColor = other.selectionIndicatorTintColor
        selectionIndicatorImage = other.selectionIndicatorImage
        stackedItemPositioning = other.stackedItemPositioning
        stackedItemWidth = other.stackedItemWidth
        stackedItemSpacing = other.stackedItemSpacing
    }

    /// Archives do not exist on Linux: returns nil, so that subclasses declaring it compile.
    public required init?(coder: NSCoder) { return nil }

    /// The look of tabs with the image above the title: the one tab bars draw here.
    open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
    /// The look of tabs with the image beside the title (stored only).
    open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
    /// The look of inline tabs in compact bars (stored only).
    open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)
    /// The selection indicator's tint (stored only).
    open var selectionIndicatorTintColor: UIColor?
    /// An image behind the selected tab (stored only).
    open var selectionIndicatorImage: UIImage?
    /// How stacked tabs spread over the bar (stored only: they share its width).
    open var stackedItemPositioning = UITabBar.ItemPositioning.automatic
    /// The width of stacked tabs when centred; 0 is the system's (stored only).
    open var stackedItemWidth: CGFloat = 0
    /// The gap between stacked tabs when centred; 0 is the system's (stored only).
    open var stackedItemSpacing: CGFloat = 0
}
