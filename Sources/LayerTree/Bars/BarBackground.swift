import Foundation
import Graphics

/// What a bar draws behind its content and along its edge: a stand-in for a blur, a colour, an
/// image, and the shadow line, resolved from an appearance or from the legacy properties.
@MainActor
struct BarLook {
    /// The colour standing in for a blur effect; nil without an effect.
    var effectColor: UIColor?
    var color: UIColor?
    var image: UIImage?
    /// The shadow line's colour (nil or clear: no line unless ``shadowImage`` is an original image).
    var shadowColor: UIColor?
    var shadowImage: UIImage?

    /// An appearance's look: its effect as the bar grey at 94% (the dark bar colour for dark
    /// blur styles), its colour, image and shadow.
    init(_ appearance: UIBarAppearance) {
        effectColor = appearance.backgroundEffect.map { effect in
            BarMetrics.background(style: Self.isDark(effect.style) ? .black : .default, tint: nil, translucent: true)
        }
        color = appearance.backgroundColor
        image = appearance.backgroundImage
        shadowColor = appearance.shadowColor
        shadowImage = appearance.shadowImage
    }

    /// The look of the properties UIKit had before appearances: the bar colour (``BarMetrics``),
    /// or a background image instead; the 30%-black line, or a custom shadow image, which UIKit
    /// shows only over a custom background image.
    init(style: UIBarStyle, tint: UIColor?, translucent: Bool, image: UIImage?, shadowImage: UIImage?) {
        effectColor = nil
        color = image == nil ? BarMetrics.background(style: style, tint: tint, translucent: translucent) : nil
        self.image = image
        shadowColor = BarMetrics.hairlineColor
        self.shadowImage = image == nil ? nil : shadowImage
    }

    private static func isDark(_ style: UIBlurEffect.Style) -> Bool {
        switch style {
        case .dark, .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark, .systemThickMaterialDark,
            .systemChromeMaterialDark:
            true
        default: false
        }
    }
}

/// A bar's background, filling the view: its own background colour is the lowest fill (the
/// effect's stand-in, else the colour), a subview draws the colour over an effect, and an image
/// view the image over both.
@MainActor
final class BarBackgroundView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        backgroundColor = nil
        isOpaque = false
        imageView.contentMode = .scaleToFill
        addSubview(colorView)
        addSubview(imageView)
    }

    required init?(coder: NSCoder) { return nil }

    /// Shows `look`'s background.
    func apply(_ look: BarLook) {
        backgroundColor = look.effectColor ?? look.color
        colorView.backgroundColor = look.effectColor == nil ? nil : look.color
        colorView.isHidden = colorView.backgroundColor == nil
        imageView.image = look.image
        imageView.isHidden = look.image == nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        colorView.frame = bounds
        imageView.frame = bounds
    }

    private let colorView = UIView()
    private let imageView = UIImageView()
}

/// A bar's shadow: a line one pixel thick in the shadow colour, or the shadow image at its
/// height (a template image tinted with the shadow colour).
@MainActor
final class BarShadowView: UIImageView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        contentMode = .scaleToFill
    }

    required init?(coder: NSCoder) { return nil }

    /// Shows `look`'s shadow; hidden when it draws nothing.
    func apply(_ look: BarLook) {
        let visibleColor = look.shadowColor.flatMap { $0.cgColor.alpha > 0 ? $0 : nil }
        if let shadowImage = look.shadowImage {
            let template = shadowImage.renderingMode == .alwaysTemplate
            image = shadowImage
            tintColor = visibleColor ?? .clear
            backgroundColor = nil
            isHidden = template && visibleColor == nil
        } else {
            image = nil
            backgroundColor = visibleColor
            isHidden = visibleColor == nil
        }
    }

    /// How thick the shadow is: the image's height, else one pixel of `scale`.
    func thickness(scale: CGFloat) -> CGFloat {
        if let image { return image.size.height }
        return 1 / max(1, scale)
    }
}
