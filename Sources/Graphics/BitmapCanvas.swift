import CCairo
import Foundation

/// A CPU bitmap with a ``CGContext`` drawing into it, in UIKit's coordinate convention:
/// origin at the top left, y growing downwards, one unit per pixel unless the context is scaled.
///
/// Not thread-safe: draw on one thread at a time.
public final class BitmapCanvas {
    public let width: Int
    public let height: Int
    /// The context that draws into this canvas's pixels.
    public let context: CGContext
    private let surface: CairoImageSurface

    /// A transparent canvas of `width` × `height` pixels.
    /// - Throws: ``PixelImageError`` when the size is negative or Cairo cannot allocate it.
    public init(width: Int, height: Int) throws(PixelImageError) {
        surface = try CairoImageSurface(width: width, height: height)
        self.width = width
        self.height = height
        context = CGContext(cairoSurface: surface)
    }

    /// A copy of the canvas's current pixels.
    public func makeImage() -> PixelImage {
        surface.makePixelImage()
    }
}
