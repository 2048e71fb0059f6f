import Foundation
import Graphics

/// How bar button items look in one state, in a navigation bar or toolbar appearance. Stored
/// only: bars draw their buttons as without an appearance (docs/uikit-decisions.md,
/// BAR-APPEARANCE).
@preconcurrency @MainActor
open class UIBarButtonItemStateAppearance: NSObject {
    override init() { super.init() }

    /// The title's text attributes. Empty by default.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title moves from its place.
    open var titlePositionAdjustment = UIOffset.zero
    /// An image behind the button.
    open var backgroundImage: UIImage?
    /// How far the background image moves from its place.
    open var backgroundImagePositionAdjustment = UIOffset.zero

    /// Takes `other`'s values.
    func take(_ other: UIBarButtonItemStateAppearance) {
        titleTextAttributes = other.titleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        backgroundImage = other.backgroundImage
        backgroundImagePositionAdjustment = other.backgroundImagePositionAdjustment
    }
}

/// How the bar button items of one style look in each state (the `buttonAppearance`,
/// `doneButtonAppearance` and `backButtonAppearance` of a bar appearance). Stored only.
@preconcurrency @MainActor
open class UIBarButtonItemAppearance: NSObject, NSCopying {
    /// An appearance for items of `style`, with the default values.
    public required init(style: UIBarButtonItem.Style) {
        self.style = style
        super.init()
    }

    /// An appearance for plain items.
    public override convenience init() { self.init(style: .plain) }

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

    /// Puts every state back to the defaults of items of `style`.
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        self.style = style
        for state in states { state.take(UIBarButtonItemStateAppearance()) }
    }

    /// The look of enabled items.
    public let normal = UIBarButtonItemStateAppearance()
    /// The look of items being pressed.
    public let highlighted = UIBarButtonItemStateAppearance()
    /// The look of disabled items.
    public let disabled = UIBarButtonItemStateAppearance()
    /// The look of focused items (no focus engine on Linux).
    public let focused = UIBarButtonItemStateAppearance()

    private var style: UIBarButtonItem.Style
    private var states: [UIBarButtonItemStateAppearance] { [normal, highlighted, disabled, focused] }
}
