import Foundation

/// The traits an interface is shown with, as UIKit's immutable `UITraitCollection` spells them:
/// the subset snapshot strategies take (`traits:` in swift-snapshot-testing's `.image`).
///
/// What each trait affects here:
/// - `displayScale`: the pixels per point a snapshot renders at (0, unspecified, means
///   `UIScreen.main.scale`).
/// - The others (`userInterfaceStyle`, the size classes, `layoutDirection`,
///   `userInterfaceIdiom`, `preferredContentSizeCategory`, `forceTouchCapability`) are recorded
///   and compared, and views and view controllers report theirs (`UITraitEnvironment`), but they
///   change no pixels by themselves: views do not re-resolve dynamic colours (a dynamic colour
///   resolves for a collection only through `resolvedColor(with:)`), and fonts have one
///   content size category.
///
/// A collection built from one trait leaves the others unspecified; `init(traitsFrom:)` merges,
/// later collections' specified traits winning, as in UIKit.
public final class UITraitCollection: Sendable, Equatable, CustomStringConvertible {
    /// Pixels per point; 0 when unspecified.
    public let displayScale: CGFloat
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    public let preferredContentSizeCategory: UIContentSizeCategory
    public let forceTouchCapability: UIForceTouchCapability

    /// A collection with every trait unspecified.
    public convenience init() { self.init(Traits()) }

    /// `collections` merged in order: a trait specified by a later one replaces an earlier one's.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        var traits = Traits()
        for collection in collections { traits.merge(collection) }
        self.init(traits)
    }

    /// Only `displayScale` specified (a non-finite or negative scale is unspecified).
    public convenience init(displayScale scale: CGFloat) {
        var traits = Traits()
        traits.displayScale = scale.isFinite && scale > 0 ? scale : 0
        self.init(traits)
    }

    /// Only the trait at `trait` specified, as `value`.
    private convenience init<Value>(setting trait: WritableKeyPath<Traits, Value>, to value: Value) {
        var traits = Traits()
        traits[keyPath: trait] = value
        self.init(traits)
    }

    /// Only `userInterfaceStyle` specified.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(setting: \.userInterfaceStyle, to: userInterfaceStyle)
    }

    /// Only `horizontalSizeClass` specified.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(setting: \.horizontalSizeClass, to: horizontalSizeClass)
    }

    /// Only `verticalSizeClass` specified.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(setting: \.verticalSizeClass, to: verticalSizeClass)
    }

    /// Only `layoutDirection` specified.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(setting: \.layoutDirection, to: layoutDirection)
    }

    /// Only `userInterfaceIdiom` specified.
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
        self.init(setting: \.userInterfaceIdiom, to: idiom)
    }

    /// Only `preferredContentSizeCategory` specified.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(setting: \.preferredContentSizeCategory, to: preferredContentSizeCategory)
    }

    /// Only `forceTouchCapability` specified.
    public convenience init(forceTouchCapability: UIForceTouchCapability) {
        self.init(setting: \.forceTouchCapability, to: forceTouchCapability)
    }

    /// Whether every trait `trait` specifies has the same value here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        var merged = Traits(self)
        merged.merge(trait)
        return UITraitCollection(merged) == self
    }

    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool { Traits(lhs) == Traits(rhs) }

    /// The specified traits, by name.
    public var description: String {
        let t = Traits(self)
        var parts: [String] = []
        if t.displayScale > 0 { parts.append("DisplayScale = \(t.displayScale)") }
        if t.userInterfaceStyle != .unspecified { parts.append("UserInterfaceStyle = \(t.userInterfaceStyle)") }
        if t.horizontalSizeClass != .unspecified { parts.append("HorizontalSizeClass = \(t.horizontalSizeClass)") }
        if t.verticalSizeClass != .unspecified { parts.append("VerticalSizeClass = \(t.verticalSizeClass)") }
        if t.layoutDirection != .unspecified { parts.append("LayoutDirection = \(t.layoutDirection)") }
        if t.userInterfaceIdiom != .unspecified { parts.append("UserInterfaceIdiom = \(t.userInterfaceIdiom)") }
        if t.preferredContentSizeCategory != .unspecified {
            parts.append("PreferredContentSizeCategory = \(t.preferredContentSizeCategory.rawValue)")
        }
        if t.forceTouchCapability != .unknown { parts.append("ForceTouchCapability = \(t.forceTouchCapability)") }
        return "<UITraitCollection: " + addressString(of: self) + "; " + parts.joined(separator: ", ") + ">"
    }

    private init(_ traits: Traits) {
        displayScale = traits.displayScale
        userInterfaceStyle = traits.userInterfaceStyle
        horizontalSizeClass = traits.horizontalSizeClass
        verticalSizeClass = traits.verticalSizeClass
        layoutDirection = traits.layoutDirection
        userInterfaceIdiom = traits.userInterfaceIdiom
        preferredContentSizeCategory = traits.preferredContentSizeCategory
        forceTouchCapability = traits.forceTouchCapability
    }
}

/// A collection's values as a mutable value, for building and merging.
private struct Traits: Equatable {
    var displayScale: CGFloat = 0
    var userInterfaceStyle = UIUserInterfaceStyle.unspecified
    var horizontalSizeClass = UIUserInterfaceSizeClass.unspecified
    var verticalSizeClass = UIUserInterfaceSizeClass.unspecified
    var layoutDirection = UITraitEnvironmentLayoutDirection.unspecified
    var userInterfaceIdiom = UIUserInterfaceIdiom.unspecified
    var preferredContentSizeCategory = UIContentSizeCategory.unspecified
    var forceTouchCapability = UIForceTouchCapability.unknown

    init() {}

    init(_ c: UITraitCollection) {
        displayScale = c.displayScale
        userInterfaceStyle = c.userInterfaceStyle
        horizontalSizeClass = c.horizontalSizeClass
        verticalSizeClass = c.verticalSizeClass
        layoutDirection = c.layoutDirection
        userInterfaceIdiom = c.userInterfaceIdiom
        preferredContentSizeCategory = c.preferredContentSizeCategory
        forceTouchCapability = c.forceTouchCapability
    }

    /// Takes every trait `c` specifies.
    mutating func merge(_ c: UITraitCollection) {
        if c.displayScale > 0 { displayScale = c.displayScale }
        if c.userInterfaceStyle != .unspecified { userInterfaceStyle = c.userInterfaceStyle }
        if c.horizontalSizeClass != .unspecified { horizontalSizeClass = c.horizontalSizeClass }
        if c.verticalSizeClass != .unspecified { verticalSizeClass = c.verticalSizeClass }
        if c.layoutDirection != .unspecified { layoutDirection = c.layoutDirection }
        if c.userInterfaceIdiom != .unspecified { userInterfaceIdiom = c.userInterfaceIdiom }
        if c.preferredContentSizeCategory != .unspecified { preferredContentSizeCategory = c.preferredContentSizeCategory }
        if c.forceTouchCapability != .unknown { forceTouchCapability = c.forceTouchCapability }
    }
}
