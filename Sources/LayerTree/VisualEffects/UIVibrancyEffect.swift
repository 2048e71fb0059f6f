import Foundation

/// How strongly vibrancy shows content: UIKit's vibrancy styles, with UIKit's raw values.
public enum UIVibrancyEffectStyle: Int, Sendable {
    case label = 0, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}

/// Vibrancy for the content of a `UIVisualEffectView` over a blur: the content drawn so that
/// the blurred backdrop shows through it. Drawn here as an approximation: the content view's
/// content at the opacity of the style's semantic colour (docs/uikit-decisions.md,
/// VISUAL-EFFECT-VIBRANCY).
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
    /// Vibrancy for content over `blurEffect`, in the `.label` style.
    public convenience init(blurEffect: UIBlurEffect) {
        self.init(blurEffect: blurEffect, style: .label)
    }

    /// Vibrancy for content over `blurEffect`, in `style`.
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }

    /// Archives do not exist on Linux: returns nil, so that subclasses declaring it compile.
    public required init?(coder: NSCoder) { return nil }

    /// The blur the effect was made for.
    let blurEffect: UIBlurEffect
    /// The vibrancy style.
    let style: UIVibrancyEffectStyle

    /// The opacity the content is drawn at: the alpha of the style's semantic colour in the
    /// light appearance (`UIColor.secondaryLabel` is 60 % of `label`, and so on).
    var contentOpacity: Float {
        switch style {
        case .label: 1
        case .secondaryLabel: 0.6
        case .tertiaryLabel: 0.3
        case .quaternaryLabel: 0.18
        case .fill: 0.2
        case .secondaryFill: 0.16
        case .tertiaryFill: 0.12
        case .separator: 0.29
        }
    }
}
