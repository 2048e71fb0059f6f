import Foundation
import Graphics

/// How a background is drawn behind a button's content: a fill, a corner radius and a stroke,
/// each colour optionally transformed. UIKit's `UIBackgroundConfiguration` as buttons use it;
/// the list-cell presets, `customView`, `image` and `visualEffect` are not part of it here.
public struct UIBackgroundConfiguration: Hashable {
    /// A background that draws nothing: clear fill, no stroke, square corners.
    public static func clear() -> UIBackgroundConfiguration {
        var configuration = UIBackgroundConfiguration()
        configuration.backgroundColor = .clear
        return configuration
    }

    /// The fill; nil means the view's tint colour (a button resolves its style's colour instead).
    public var backgroundColor: UIColor?
    /// Applied to the fill colour when it is resolved.
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// The radius of the background's corners; 0 by default. A button's `cornerStyle` decides
    /// whether it is used.
    public var cornerRadius: CGFloat = 0
    /// Insets of the background from the view's edges; zero by default.
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero
    /// The stroke's colour; nil means the view's tint colour.
    public var strokeColor: UIColor?
    /// Applied to the stroke colour when it is resolved.
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    /// The stroke's width; 0 (no stroke) by default.
    public var strokeWidth: CGFloat = 0
    /// How far the stroke lies outside the background's edge; 0 by default.
    public var strokeOutset: CGFloat = 0

    /// The fill for a view tinted `tintColor`: `backgroundColor` (or the tint), transformed.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = backgroundColor ?? tintColor
        return backgroundColorTransformer?(color) ?? color
    }

    /// The stroke colour for a view tinted `tintColor`: `strokeColor` (or the tint), transformed.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let color = strokeColor ?? tintColor
        return strokeColorTransformer?(color) ?? color
    }
}
