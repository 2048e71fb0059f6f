import Foundation

/// Defaults the drawing module takes from the layer tree's main screen.
@preconcurrency @MainActor
public enum GraphicsDefaults {
    /// The main screen's scale: the default of image renderers and image contexts.
    public static var screenScale: CGFloat = 1
}

/// How an image renderer makes its bitmaps.
@preconcurrency @MainActor
public final class UIGraphicsImageRendererFormat {
    /// Pixels per point; the main screen's by default.
    public var scale: CGFloat
    /// A promise that drawing covers every pixel opaquely.
    public var opaque = false
    public var preferredRange = Range.standard
    /// The bounds the renderer draws in, in points: set on the renderer's copy of the format
    /// (`renderer.format`, `context.format`); zero on a format no renderer has taken.
    public internal(set) var bounds = CGRect.zero

    public enum Range: Int, Sendable { case automatic = -1, `default` = 0, extended = 1, standard = 2 }

    public init() { scale = GraphicsDefaults.screenScale }

    /// The default format: main-screen scale, not opaque.
    public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    public static func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// A copy of this format for a renderer drawing in `bounds`, as a renderer copies the
    /// format it is given.
    func copy(bounds: CGRect) -> UIGraphicsImageRendererFormat {
        let copy = UIGraphicsImageRendererFormat()
        copy.scale = scale
        copy.opaque = opaque
        copy.preferredRange = preferredRange
        copy.bounds = bounds
        return copy
    }
}

/// The context an image renderer's actions draw in.
@preconcurrency @MainActor
public final class UIGraphicsImageRendererContext {
    /// The CoreGraphics context: y down, scaled so that one unit is one point.
    public let cgContext: CGContext
    public let format: UIGraphicsImageRendererFormat
    private let canvas: BitmapCanvas
    private let scale: CGFloat

    init(canvas: BitmapCanvas, format: UIGraphicsImageRendererFormat) {
        self.canvas = canvas
        cgContext = canvas.context
        self.format = format
        scale = format.scale
    }

    /// What has been drawn so far, as an image.
    public var currentImage: UIImage {
        UIImage(cgImage: CGImage(pixels: canvas.makeImage()), scale: scale, orientation: .up)
    }

    public func fill(_ rect: CGRect) { cgContext.fill(rect) }
    public func fill(_ rect: CGRect, blendMode: CGBlendMode) { UIRectFillUsingBlendMode(rect, blendMode) }
    public func stroke(_ rect: CGRect) { UIRectFrame(rect) }
    public func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// Draws images: `renderer.image { context in … }` runs the actions with a fresh bitmap
/// context made current (so `UIColor.set()`, `UIBezierPath.fill()` and
/// `UIGraphicsGetCurrentContext()` work) and returns what they drew.
@preconcurrency @MainActor
public final class UIGraphicsImageRenderer {
    public let format: UIGraphicsImageRendererFormat
    private let bounds: CGRect

    /// A renderer of images `size` points large; it keeps a copy of `format` whose `bounds`
    /// are its own, so later changes to `format` do not reach it.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat = .default()) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer drawing in `bounds` (its origin is the image's top-left corner); it keeps a
    /// copy of `format` whose `bounds` are these.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
        self.bounds = bounds
        self.format = format.copy(bounds: bounds)
    }

    /// The image the actions draw; an empty image when the size is empty or not finite.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        guard let context = makeContext() else { return UIImage.empty }
        UIGraphicsPushContext(context.cgContext)
        actions(context)
        UIGraphicsPopContext()
        return context.currentImage
    }

    /// The actions' image as PNG.
    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// The actions' image as JPEG at `compressionQuality` (0…1).
    public func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void)
        -> Data
    {
        image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
    }

    private func makeContext() -> UIGraphicsImageRendererContext? {
        let scale = format.scale
        let size = bounds.size  // not `bounds.width`, which would turn a negative size positive
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0, scale.isFinite, scale > 0
        else { return nil }
        guard let width = PixelCount.covering(size.width, scale: scale),
            let height = PixelCount.covering(size.height, scale: scale),
            width > 0, height > 0, let canvas = try? BitmapCanvas(width: width, height: height)
        else { return nil }
        canvas.context.scaleBy(x: scale, y: scale)
        canvas.context.translateBy(x: -bounds.minX, y: -bounds.minY)
        canvas.context.baseScale = scale
        if format.opaque { canvas.context.fill(CGRect(origin: bounds.origin, size: bounds.size)) }
        return UIGraphicsImageRendererContext(canvas: canvas, format: format)
    }
}

extension UIImage {
    /// A 0×0 image with no bitmap (what image APIs return when there is nothing to draw).
    static let empty = UIImage()
}

// MARK: The pre-iOS 10 image context functions

@MainActor
enum LegacyImageContexts {
    static var stack: [(canvas: BitmapCanvas, scale: CGFloat)] = []
}

/// Pushes a new bitmap context of `size` points at `scale` (0 means the main screen's), made
/// current. `opaque` fills it black first, as an opaque bitmap has no transparency.
@preconcurrency @MainActor
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let scale = scale > 0 && scale.isFinite ? scale : GraphicsDefaults.screenScale
    guard let width = PixelCount.covering(size.width, scale: scale), let height = PixelCount.covering(size.height, scale: scale),
        width > 0, height > 0, let canvas = try? BitmapCanvas(width: width, height: height)
    else { return }
    canvas.context.scaleBy(x: scale, y: scale)
    canvas.context.baseScale = scale
    if opaque { canvas.context.fill(CGRect(origin: .zero, size: size)) }
    LegacyImageContexts.stack.append((canvas, scale))
    UIGraphicsPushContext(canvas.context)
}

/// `UIGraphicsBeginImageContextWithOptions(size, false, 1)`.
@preconcurrency @MainActor
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// The image drawn so far in the current image context; nil when none is current.
@preconcurrency @MainActor
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let (canvas, scale) = LegacyImageContexts.stack.last, UIGraphicsGetCurrentContext() === canvas.context else {
        return nil
    }
    return UIImage(cgImage: CGImage(pixels: canvas.makeImage()), scale: scale, orientation: .up)
}

/// Pops the current image context.
@preconcurrency @MainActor
public func UIGraphicsEndImageContext() {
    guard let (canvas, _) = LegacyImageContexts.stack.popLast() else { return }
    if UIGraphicsGetCurrentContext() === canvas.context { UIGraphicsPopContext() }
}
