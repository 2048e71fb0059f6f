import Foundation
import Graphics

/// How tab bar items look in one state, in a tab bar appearance. A tab bar draws the stacked
/// layout's ``iconColor``, the title's `.foregroundColor` and `.font`, and the
/// ``badgeBackgroundColor``; the position adjustments and badge text attributes are stored only.
@preconcurrency @MainActor
open class UITabBarItemStateAppearance: NSObject {
    override init() { super.init() }

    /// The title's text attributes. Empty by default (10-point medium, in the state's colour).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title moves from its place (stored only).
    open var titlePositionAdjustment = UIOffset.zero
    /// The image's colour; nil (the default) is the state's system colour.
    open var iconColor: UIColor?
    /// How far the badge moves from its place (stored only).
    open var badgePositionAdjustment = UIOffset.zero
    /// The badge's colour; nil (the default) is the system red.
    open var badgeBackgroundColor: UIColor?
    /// The badge text's attributes (stored only).
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the badge's text moves inside it (stored only).
    open var badgeTitlePositionAdjustment = UIOffset.zero

    /// Takes `other`'s values.
    func take(_ other: UITabBarItemStateAppearance) {
        titleTextAttributes = other.titleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        iconColor = other.iconColor
        badgePositionAdjustment = other.badgePositionAdjustment
        badgeBackgroundColor = other.badgeBackgroundColor
        badgeTextAttributes = other.badgeTextAttributes
        badgeTitlePositionAdjustment = other.badgeTitlePositionAdjustment
    }
}

/// How the tab bar items of one layout look in each state (a tab bar appearance's stacked,
/// inline and compact-inline layouts; tab bars here always stack the image over the title).
@preconcurrency @MainActor
open class UITabBarItemAppearance: NSObject, NSCopying {
    /// The layouts of a tab's image and title.
    public enum Style: Int, Sendable {
        case stacked = 0, inline, compactInline
    }

    /// An appearance for `style`, with the default values.
    public required init(style: Style) {
        self.style = style
        super.init()
    }

    /// An appearance for the stacked layout.
    public override convenience init() { self.init(style: .stacked) }

    /// Archives do not exist on Linux: returns nil, so that subclasses declaring it compile.
    public required init?(coder: NSCoder) { return nil }

    /// A copy of the same class, with the same values.
    public func copy() -> Self {
        let copy = Self(style: style)
        for (mine, theirs) in zip(copy.states, states) { mine.take(theirs) }
        return copy
    }

    /// `copy()` through Foundation's `NSObject` spelling.
    @_disfavoredOverload
    nonisolated open override func copy() -> Any { copy(with: nil) }

    /// `NSCopying`: the same as `copy()`.
    public nonisolated func copy(with zone: NSZone? = nil) -> Any { copyOnMainActor { copy() } }

    /// Puts every state back to the defaults of `style`.
    open func configureWithDefault(for style: Style) {
        self.style = style
        for state in states { state.take(UITabBarItemStateAppearance()) }
    }

    /// The look of unselected tabs.
    public let normal = UITabBarItemStateAppearance()
    /// The look of the selected tab.
    public let selected = UITabBarItemStateAppearance()
    /// The look of disabled tabs.
    public let disabled = UITabBarItemStateAppearance()
    /// The look of focused tabs (no focus engine on Linux).
    public let focused = UITabBarItemStateAppearance()

    private var style: Style
    private var states: [UITabBarItemStateAppearance] { [normal, selected, disabled, focused] }
}
