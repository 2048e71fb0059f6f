import Foundation

/// A display: its size in points and its pixels per point.
@preconcurrency @MainActor
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
    /// The most frames per second the screen shows: the rate of display links and of the
    /// frames `RunLoop.main` runs. 60 by default.
    public let maximumFramesPerSecond: Int

    public init(bounds: CGRect, scale: CGFloat, maximumFramesPerSecond: Int = 60) {
        self.bounds = bounds
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.maximumFramesPerSecond = max(1, maximumFramesPerSecond)
    }

    /// The screen's rectangle in pixels.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    public var nativeScale: CGFloat { scale }
}
