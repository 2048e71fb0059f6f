import Foundation
import Graphics

/// How a configuration's defaults are resolved for a state, as iOS 15's styles derive them
/// (light appearance; see docs/uikit-decisions.md, "Button configurations"):
///
/// | style | foreground | background | highlighted | selected |
/// |---|---|---|---|---|
/// | plain | tint | clear | foreground at 75 % | background: tint at 18 % |
/// | gray | tint | secondary system fill | foreground at 75 %, fill at 12 % | background: tint at 18 % |
/// | tinted | tint | tint at 18 % | foreground at 75 %, background at 12 % | tint fill, white content |
/// | filled | white | tint | foreground and background at 75 % | tint fill, white content |
///
/// Disabled: tertiary label foreground; the tertiary system fill behind every style but plain.
extension UIButton.Configuration {
    /// A copy with the state's colours filled in where nothing was customized: `baseForegroundColor`
    /// becomes the resolved foreground and `background.backgroundColor` the resolved fill.
    /// Resolving a resolved configuration again changes nothing.
    @MainActor
    public func updated(for button: UIButton) -> UIButton.Configuration {
        var copy = self
        let state = button.state
        let foreground = resolvedForegroundColor(for: state, tintColor: button.tintColor)
        copy.baseForegroundColor = foreground
        copy.resolvedForeground = foreground
        if background.backgroundColor == nil {
            copy.background.backgroundColor = resolvedFill(for: state, tintColor: button.tintColor)
        }
        copy.resolvedState = state
        return copy
    }

    // MARK: Colours

    /// The colour of the title, subtitle and template image in `state`, before transformers.
    func resolvedForegroundColor(for state: UIControl.State, tintColor: UIColor) -> UIColor {
        if let base = baseForegroundColor, base == resolvedForeground { return base }
        if state.contains(.disabled) { return .tertiaryLabel }
        let selected = state.contains(.selected) && automaticallyUpdateForSelection
        let prominent = style == .tinted || style == .filled
        var color = baseForegroundColor ?? (style == .filled ? .white : tintColor)
        if selected && prominent { color = .white }
        return state.contains(.highlighted) ? color.withAlphaComponent(0.75) : color
    }

    /// The background's fill in `state`, before its transformer.
    func resolvedFill(for state: UIControl.State, tintColor: UIColor) -> UIColor {
        if let fill = background.backgroundColor { return fill }
        if state.contains(.disabled) { return style == .plain ? .clear : .tertiarySystemFill }
        let highlighted = state.contains(.highlighted)
        let base = baseBackgroundColor ?? tintColor
        if state.contains(.selected) && automaticallyUpdateForSelection {
            switch style {
            case .plain, .gray: return base.withAlphaComponent(highlighted ? 0.12 : 0.18)
            case .tinted, .filled: return highlighted ? base.withAlphaComponent(0.75) : base
            }
        }
        switch style {
        case .plain: return baseBackgroundColor ?? .clear
        case .gray:
            let fill = baseBackgroundColor ?? .secondarySystemFill
            return highlighted ? fill.withAlphaComponent(0.12) : fill
        case .tinted: return base.withAlphaComponent(highlighted ? 0.12 : 0.18)
        case .filled: return highlighted ? base.withAlphaComponent(0.75) : base
        }
    }

    // MARK: Sizes

    /// The content insets of each size: mini and small 5 × 10, medium 7 × 12, large 15 × 20.
    static func defaultContentInsets(for size: Size) -> NSDirectionalEdgeInsets {
        switch size {
        case .mini, .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        case .large: NSDirectionalEdgeInsets(top: 15, leading: 20, bottom: 15, trailing: 20)
        }
    }

    /// The title's font: the text style of the size at the default content size (mini caption 1,
    /// 12; small subheadline, 15; medium and large body, 17).
    var titleFont: UIFont {
        switch buttonSize {
        case .mini: .systemFont(ofSize: 12)
        case .small: .systemFont(ofSize: 15)
        case .medium, .large: .systemFont(ofSize: 17)
        }
    }

    /// The subtitle's font (mini caption 2, 11; small caption 1, 12; medium and large subheadline, 15).
    var subtitleFont: UIFont {
        switch buttonSize {
        case .mini: .systemFont(ofSize: 11)
        case .small: .systemFont(ofSize: 12)
        case .medium, .large: .systemFont(ofSize: 15)
        }
    }

    /// The corner radius of a background `size` big: by `cornerStyle`, never more than half the
    /// shorter side.
    func cornerRadius(for size: CGSize) -> CGFloat {
        let half = max(0, min(size.width, size.height) / 2)
        let radius: CGFloat
        switch cornerStyle {
        case .fixed: radius = background.cornerRadius
        case .dynamic: radius = background.cornerRadius > 0 ? background.cornerRadius : Self.systemRadius(for: buttonSize)
        case .small: radius = 4
        case .medium: radius = Self.systemRadius(for: .medium)
        case .large: radius = Self.systemRadius(for: .large)
        case .capsule: radius = half
        }
        return min(max(0, radius), half)
    }

    /// The radius `.dynamic` gives each size at the default content size (mini and small 14,
    /// a capsule at their height; medium 5.95; large 8.75).
    static func systemRadius(for size: Size) -> CGFloat {
        switch size {
        case .mini, .small: 14
        case .medium: 5.95
        case .large: 8.75
        }
    }

    // MARK: Text

    /// The title as drawn: its own attributes over the size's font and `foreground`, then the transformer.
    func drawnTitle(foreground: UIColor) -> NSAttributedString? {
        drawnText(
            attributedTitle ?? plainTitle.map { AttributedString($0) }, font: titleFont, foreground: foreground,
            transformer: titleTextAttributesTransformer)
    }

    /// The subtitle as drawn.
    func drawnSubtitle(foreground: UIColor) -> NSAttributedString? {
        drawnText(
            attributedSubtitle ?? plainSubtitle.map { AttributedString($0) }, font: subtitleFont, foreground: foreground,
            transformer: subtitleTextAttributesTransformer)
    }

    private func drawnText(
        _ text: AttributedString?, font: UIFont, foreground: UIColor, transformer: UIConfigurationTextAttributesTransformer?
    ) -> NSAttributedString? {
        guard var text, !text.characters.isEmpty else { return nil }
        var defaults = AttributeContainer()
        defaults.font = font
        defaults.foregroundColor = foreground
        if let transformer { defaults = transformer(defaults) }
        text.mergeAttributes(defaults, mergePolicy: .keepCurrent)
        return NSAttributedString(text)
    }
}
