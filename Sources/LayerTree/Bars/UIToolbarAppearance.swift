import Foundation
import Graphics

/// A toolbar's look (iOS 13): the background and shadow of ``UIBarAppearance`` and its buttons'
/// look (stored only: docs/uikit-decisions.md, BAR-APPEARANCE).
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
    /// An appearance configured with the default background.
    public override init() { super.init() }

    /// An appearance with `barAppearance`'s values (a toolbar appearance's button values too).
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let other = barAppearance as? UIToolbarAppearance else { return }
        buttonAppearance = other.buttonAppearance.copy()
        doneButtonAppearance = other.doneButtonAppearance.copy()
    }

    /// Archives do not exist on Linux: returns nil, so that subclasses declaring it compile.
    public required init?(coder: NSCoder) { return nil }

    /// The look of plain bar button items (stored only).
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The look of `.done` bar button items (stored only).
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
}
