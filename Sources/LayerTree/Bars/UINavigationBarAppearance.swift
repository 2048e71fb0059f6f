import Foundation
import Graphics

/// A navigation bar's look (iOS 13): the background and shadow of ``UIBarAppearance``, the
/// title's attributes, and its buttons'. A bar draws the title with ``titleTextAttributes``
/// (`.font`, `.foregroundColor`; 17-point semibold in the label colour where absent); the large
/// title's attributes, the title's position adjustment, the button appearances and the back
/// indicator images are stored only (docs/uikit-decisions.md, BAR-APPEARANCE).
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// An appearance configured with the default background.
    public override init() { super.init() }

    /// An appearance with `barAppearance`'s values (a navigation bar appearance's title, button
    /// and back indicator values too).
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let other = barAppearance as? UINavigationBarAppearance else { return }
        titleTextAttributes = other.titleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        largeTitleTextAttributes = other.largeTitleTextAttributes
        buttonAppearance = other.buttonAppearance.copy()
        doneButtonAppearance = other.doneButtonAppearance.copy()
        backButtonAppearance = other.backButtonAppearance.copy()
        customBackIndicator = other.customBackIndicator
    }

    /// Archives do not exist on Linux: returns nil, so that subclasses declaring it compile.
    public required init?(coder: NSCoder) { return nil }

    /// The title's text attributes. Empty by default (the system's title style).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title moves from its place (stored only).
    open var titlePositionAdjustment = UIOffset.zero
    /// The large title's text attributes (stored only: large titles are not drawn).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The look of plain bar button items (stored only).
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The look of `.done` bar button items (stored only).
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    /// The look of the back button (stored only).
    open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain)

    /// The back button's chevron: the one set, else UIKit's (a 13 × 21 template chevron).
    open var backIndicatorImage: UIImage { customBackIndicator?.image ?? BackButton.chevronImage }
    /// The mask the chevron moves under during a push or pop: the one set, else the chevron.
    open var backIndicatorTransitionMaskImage: UIImage { customBackIndicator?.mask ?? BackButton.chevronImage }

    /// Sets both back indicator images; UIKit takes them only together (both non-nil), and
    /// resets both to its chevron otherwise. Stored only: the bar draws its own chevron.
    open func setBackIndicatorImage(
        _ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?
    ) {
        if let backIndicatorImage, let backIndicatorTransitionMaskImage {
            customBackIndicator = (backIndicatorImage, backIndicatorTransitionMaskImage)
        } else {
            customBackIndicator = nil
        }
    }

    private var customBackIndicator: (image: UIImage, mask: UIImage)?
}
