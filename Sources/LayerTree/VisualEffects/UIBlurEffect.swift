import Foundation

/// A blur of the content behind a `UIVisualEffectView`, in one of UIKit's styles. The view's
/// backdrop is blurred, saturated and tinted by the style's `BlurMaterial` (radius,
/// saturation and tint per style: docs/uikit-decisions.md, VISUAL-EFFECT-MATERIALS). Bar
/// appearances keep one as their background effect.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    /// UIKit's blur styles, with UIKit's raw values.
    public enum Style: Int, Sendable {
        case extraLight = 0, light, dark
        case regular = 4, prominent
        case systemUltraThinMaterial = 6, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight = 11, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight
        case systemChromeMaterialLight
        case systemUltraThinMaterialDark = 16, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark
        case systemChromeMaterialDark
    }

    /// A blur in `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// Archives do not exist on Linux: returns nil, so that subclasses declaring it compile.
    public required init?(coder: NSCoder) { return nil }

    /// The style the effect was made with.
    let style: Style
}
