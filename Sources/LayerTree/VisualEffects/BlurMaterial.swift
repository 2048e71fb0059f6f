import Foundation
import Graphics

/// What a blur style does to the backdrop: a Gaussian blur of `radius` points (the standard
/// deviation, as Apple's UIImageEffects sample uses its blur radius), a saturation factor (1
/// leaves colours, 0 makes grey), then a tint of `white` at `alpha` composited over it.
/// The values and their evidence are in docs/uikit-decisions.md (VISUAL-EFFECT-MATERIALS).
struct BlurMaterial: Equatable, Sendable {
    var radius: CGFloat
    var saturation: CGFloat
    var white: CGFloat
    var alpha: CGFloat

    /// Nothing: no blur, colours kept, no tint (what no effect animates from and to).
    static let none = BlurMaterial(radius: 0, saturation: 1, white: 0, alpha: 0)

    /// The tint as a colour.
    var tintColor: CGColor { CGColor(gray: white, alpha: alpha) }

    /// The material of `style` in the `dark` or light appearance (styles that do not adapt ignore it).
    static func of(_ style: UIBlurEffect.Style, dark: Bool) -> BlurMaterial {
        switch style {
        // Apple's UIImageEffects (WWDC 2013): applyExtraLightEffect, applyLightEffect, applyDarkEffect.
        case .extraLight: BlurMaterial(radius: 20, saturation: 1.8, white: 0.97, alpha: 0.82)
        case .light: BlurMaterial(radius: 30, saturation: 1.8, white: 1, alpha: 0.3)
        case .dark: BlurMaterial(radius: 20, saturation: 1.8, white: 0.11, alpha: 0.73)
        case .regular: of(dark ? .dark : .light, dark: dark)
        case .prominent: of(dark ? .dark : .extraLight, dark: dark)
        case .systemUltraThinMaterial: of(dark ? .systemUltraThinMaterialDark : .systemUltraThinMaterialLight, dark: dark)
        case .systemThinMaterial: of(dark ? .systemThinMaterialDark : .systemThinMaterialLight, dark: dark)
        case .systemMaterial: of(dark ? .systemMaterialDark : .systemMaterialLight, dark: dark)
        case .systemThickMaterial: of(dark ? .systemThickMaterialDark : .systemThickMaterialLight, dark: dark)
        case .systemChromeMaterial: of(dark ? .systemChromeMaterialDark : .systemChromeMaterialLight, dark: dark)
        // Materials (iOS 13): Apple publishes no numbers; a ladder of tint opacity between the
        // light effect's (0.3) and the extra-light effect's (0.82), at the light effect's radius.
        case .systemUltraThinMaterialLight: BlurMaterial(radius: 30, saturation: 1.8, white: 1, alpha: 0.3)
        case .systemThinMaterialLight: BlurMaterial(radius: 30, saturation: 1.8, white: 1, alpha: 0.5)
        case .systemMaterialLight: BlurMaterial(radius: 30, saturation: 1.8, white: 0.97, alpha: 0.65)
        case .systemThickMaterialLight: BlurMaterial(radius: 30, saturation: 1.8, white: 0.97, alpha: 0.82)
        case .systemChromeMaterialLight: BlurMaterial(radius: 30, saturation: 1.8, white: 0.97, alpha: 0.75)
        // The same ladder over the dark effect's grey (0.11) and radius.
        case .systemUltraThinMaterialDark: BlurMaterial(radius: 20, saturation: 1.8, white: 0.11, alpha: 0.45)
        case .systemThinMaterialDark: BlurMaterial(radius: 20, saturation: 1.8, white: 0.11, alpha: 0.55)
        case .systemMaterialDark: BlurMaterial(radius: 20, saturation: 1.8, white: 0.11, alpha: 0.65)
        case .systemThickMaterialDark: BlurMaterial(radius: 20, saturation: 1.8, white: 0.11, alpha: 0.82)
        case .systemChromeMaterialDark: BlurMaterial(radius: 20, saturation: 1.8, white: 0.11, alpha: 0.73)
        }
    }
}
