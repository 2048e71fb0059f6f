import Foundation

/// A display: its size in points and its pixels per point.
@MainActor
open class UIScreen {
    /// The screen views are shown on unless a window names another. Hosts may replace it.
    /// By default 1024 × 768 points at scale 1.
    public static var main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 1024, height: 768), scale: 1) {
        didSet { GraphicsDefaults.screenScale = main.scale }
    }

    /// The screen's rectangle in points.
    public let bounds: CGRect
    /// Pixels per point.
    public let scale: CGFloat

    public init(bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale.isFinite && scale > 0 ? scale : 1
    }

    /// The screen's rectangle in pixels.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    public var nativeScale: CGFloat { scale }
}
