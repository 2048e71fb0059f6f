import Foundation
import Graphics

/// The look iOS 13's bars share: a background (a blur effect, a colour over it, an image over
/// that) and the shadow line along the bar's edge. Bars copy an appearance when it is assigned
/// (as UIKit's `@NSCopying` properties do), so changing one afterwards changes no bar until it is
/// assigned again. A new appearance is configured with the default background.
///
/// What bars draw of it: the background colour, the image (scaled to fill), the shadow colour
/// (or image) as the bar's one-pixel line, and the blur effect as the bar's translucent grey
/// (no blur is drawn: docs/uikit-decisions.md, BAR-APPEARANCE). `backgroundImageContentMode` is
/// stored only. The idiom initializer is not offered until the package has `UIUserInterfaceIdiom`.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject, NSCopying {
    /// An appearance configured with the default background.
    public override init() {
        super.init()
        configureWithDefaultBackground()
    }

    /// An appearance with `barAppearance`'s background and shadow (an appearance of another bar
    /// kind shares what the kinds have in common). Subclasses copy their own properties too.
    public required init(barAppearance: UIBarAppearance) {
        backgroundEffect = barAppearance.backgroundEffect
        backgroundColor = barAppearance.backgroundColor
        backgroundImage = barAppearance.backgroundImage
        backgroundImageContentMode = barAppearance.backgroundImageContentMode
        shadowColor = barAppearance.shadowColor
        shadowImage = barAppearance.shadowImage
        super.init()
    }

    /// Archives do not exist on Linux: returns nil, so that subclasses declaring it compile.
    public required init?(coder: NSCoder) { return nil }

    /// A copy of the same class, with the same values.
    public func copy() -> Self { Self(barAppearance: self) }

    /// `copy()` through Foundation's `NSObject` spelling.
    @_disfavoredOverload
    nonisolated open override func copy() -> Any { copy(with: nil) }

    /// `NSCopying`: the same as `copy()`.
    public nonisolated func copy(with zone: NSZone? = nil) -> Any { copyOnMainActor { copy() } }

    /// The system's translucent bar: a blur (drawn as the bar grey at 94%), no colour, and the
    /// 30%-black shadow line. Replaces every background and shadow value.
    open func configureWithDefaultBackground() {
        configureBackground(effect: UIBlurEffect(style: .systemChromeMaterial), color: nil, shadow: BarMetrics.hairlineColor)
    }

    /// An opaque bar: the system background colour (white) and the 30%-black shadow line.
    /// Replaces every background and shadow value.
    open func configureWithOpaqueBackground() {
        configureBackground(effect: nil, color: .systemBackground, shadow: BarMetrics.hairlineColor)
    }

    /// A transparent bar: no effect, no colour and no shadow. Replaces every background and
    /// shadow value.
    open func configureWithTransparentBackground() {
        configureBackground(effect: nil, color: nil, shadow: nil)
    }

    /// A blur under the background colour; drawn as the bar grey at 94% (no blur here).
    open var backgroundEffect: UIBlurEffect?
    /// A colour drawn over the effect.
    open var backgroundColor: UIColor?
    /// An image drawn over the colour, stretched to the bar's background.
    open var backgroundImage: UIImage?
    /// How the background image would be fitted (stored only: the image fills the background).
    open var backgroundImageContentMode = UIView.ContentMode.scaleToFill
    /// The shadow line's colour: with no ``shadowImage`` the line is this colour (nil or clear:
    /// no line); a template shadow image is tinted with it.
    open var shadowColor: UIColor?
    /// An image drawn as the shadow: a template one in ``shadowColor`` (no line when that is nil
    /// or clear), any other as it is.
    open var shadowImage: UIImage?

    private func configureBackground(effect: UIBlurEffect?, color: UIColor?, shadow: UIColor?) {
        backgroundEffect = effect
        backgroundColor = color
        backgroundImage = nil
        backgroundImageContentMode = .scaleToFill
        shadowColor = shadow
        shadowImage = nil
    }
}
