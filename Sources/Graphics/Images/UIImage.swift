import Foundation

/// An immutable image with a scale: `size` is in points, its bitmap has `size × scale` pixels.
/// Open, as the SDK's `open class UIImage: NSObject` is, so that iOS image subclasses (an
/// animated image decoding its own data, say) compile; immutable once made, so shared across
/// threads.
open class UIImage: NSObject, @unchecked Sendable {
    // Set only while the image is made (in its initializers); never changed afterwards. They are
    // variables, not constants, so that the initializers other than the SDK's public ones can be
    // convenience initializers: a class with designated initializers that other modules cannot
    // see passes none of its convenience initializers (`init(data:)`, `init(named:)`) on to
    // subclasses.
    public private(set) var cgImage: CGImage?
    public private(set) var scale: CGFloat = 1
    public private(set) var imageOrientation = Orientation.up
    /// The fixed margins of a resizable image; zero for a plain image.
    public private(set) var capInsets = UIEdgeInsets.zero
    public private(set) var resizingMode = ResizingMode.tile
    /// Whether the image is drawn in its own colours or as a template filled with a tint.
    public private(set) var renderingMode = RenderingMode.automatic
    /// The system symbol the image shows and its configuration; nil for other images.
    private(set) var symbol: (name: String, configuration: SymbolConfiguration?)?

    /// How an image's colours are used when a view shows it.
    public enum RenderingMode: Int, Sendable {
        /// Chosen by the context: views that tint templates (none here but template images) draw it as is.
        case automatic = 0
        /// Its own colours, always.
        case alwaysOriginal = 1
        /// Its alpha as a shape, filled with the tint colour of the view showing it.
        case alwaysTemplate = 2
    }

    public enum Orientation: Int, Sendable {
        case up = 0, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }

    /// How the middle of a resizable image fills its area.
    public enum ResizingMode: Int, Sendable {
        case tile = 0, stretch
    }

    /// An image of `cgImage`'s pixels at `scale`, turned upright as `orientation` says.
    public init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        let upright = orientation == .up ? cgImage : CGImage(pixels: ImageOrientation.upright(cgImage.pixels, orientation))
        self.cgImage = upright
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        imageOrientation = orientation
    }

    public convenience init(cgImage: CGImage) { self.init(cgImage: cgImage, scale: 1, orientation: .up) }

    /// An empty image, as `UIImage()` makes on iOS: no bitmap (`cgImage` nil), size zero, scale 1;
    /// drawing it draws nothing.
    public override init() {}

    /// The system symbol `name` at `configuration` (unspecified values: 17 points, regular,
    /// medium), drawn at `scale` pixels per point, a template image; nil for a name this
    /// platform does not draw (`SystemSymbols` lists them).
    convenience init?(symbolNamed name: String, configuration: SymbolConfiguration?, scale: CGFloat) {
        guard let image = SystemSymbols.image(named: name, configuration: configuration, scale: scale) else { return nil }
        self.init()
        cgImage = image
        self.scale = scale
        renderingMode = .alwaysTemplate
        symbol = (name, configuration)
    }

    private convenience init(
        copying image: UIImage, capInsets: UIEdgeInsets, resizingMode: ResizingMode, renderingMode: RenderingMode? = nil,
        cgImage: CGImage? = nil
    ) {
        self.init()
        self.cgImage = cgImage ?? image.cgImage
        scale = image.scale
        imageOrientation = image.imageOrientation
        self.capInsets = capInsets
        self.resizingMode = resizingMode
        self.renderingMode = renderingMode ?? image.renderingMode
        symbol = image.symbol
    }

    /// A copy drawn in `renderingMode`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(copying: self, capInsets: capInsets, resizingMode: resizingMode, renderingMode: renderingMode)
    }

    /// A copy whose pixels are `color` wherever the image has alpha (its shape filled with the
    /// colour), drawn in its own colours from then on.
    public func withTintColor(_ color: UIColor) -> UIImage {
        UIImage(
            copying: self, capInsets: capInsets, resizingMode: resizingMode, renderingMode: .alwaysOriginal,
            cgImage: cgImage.map { CGImage(pixels: $0.pixels.filledKeepingAlpha(with: color.cgColor)) })
    }

    /// A copy with `renderingMode` `.alwaysOriginal`, tinted by `color` (as `withTintColor(_:)`).
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        withTintColor(color).withRenderingMode(renderingMode)
    }

    /// Decodes PNG or JPEG `data` at `scale` pixels per point; nil when it is neither or is
    /// damaged. Designated, as in the SDK, so that subclasses can override it.
    public init?(data: Data, scale: CGFloat) {
        guard let pixels = try? ImageCodec.decode([UInt8](data)) else { return nil }
        cgImage = CGImage(pixels: pixels)
        self.scale = scale.isFinite && scale > 0 ? scale : 1
    }

    /// Decodes PNG or JPEG `data` at scale 1.
    public convenience init?(data: Data) { self.init(data: data, scale: 1) }

    /// No archives of images exist on Linux: nil, as UIView's and CALayer's. Declared because
    /// the SDK's image is `NSSecureCoding`, so iOS subclasses with their own initializers write
    /// `required init?(coder:)` calling this one.
    public required init?(coder: NSCoder) { return nil }

    /// Reads a PNG or JPEG file; a name ending in `@2x` or `@3x` (before the extension) sets the scale.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data, scale: Self.scale(fromFileName: path))
    }

    /// Looks `name` up in ``searchDirectories``: as given, then with `.png`, `@2x.png`,
    /// `@3x.png`, `.jpg`, `.jpeg`. Nil when no such file decodes.
    public convenience init?(named name: String) {
        self.init(named: name, searching: Self.searchDirectories)
    }

    /// Looks `name` up in `directories`, in order, as ``UIImage(named:)`` does in its own.
    package convenience init?(named name: String, searching directories: [String]) {
        let candidates = [name, "\(name)@2x.png", "\(name)@3x.png", "\(name).png", "\(name).jpg", "\(name).jpeg"]
        for directory in directories {
            for candidate in candidates {
                let path = (directory as NSString).appendingPathComponent(candidate)
                if FileManager.default.fileExists(atPath: path), let image = UIImage(contentsOfFile: path) {
                    self.init(copying: image, capInsets: .zero, resizingMode: .tile)
                    return
                }
            }
        }
        return nil
    }

    /// Where `UIImage(named:)` looks: the main bundle's resources, then the working directory.
    nonisolated(unsafe) public static var searchDirectories: [String] = [
        Bundle.main.resourcePath ?? ".", FileManager.default.currentDirectoryPath,
    ]

    /// The size in points.
    public var size: CGSize {
        guard let cgImage else { return .zero }
        return CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
    }

    /// A copy whose `capInsets` stay fixed while the middle stretches or tiles when drawn larger.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode = .tile) -> UIImage {
        UIImage(copying: self, capInsets: capInsets, resizingMode: resizingMode)
    }

    /// The image as PNG.
    public func pngData() -> Data? {
        guard let cgImage, let bytes = try? cgImage.pixels.pngData() else { return nil }
        return Data(bytes)
    }

    /// The image as JPEG at `compressionQuality` (0…1).
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        guard let cgImage, let bytes = try? ImageCodec.encodeJPEG(cgImage.pixels, quality: compressionQuality) else {
            return nil
        }
        return Data(bytes)
    }

    private static func scale(fromFileName path: String) -> CGFloat {
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        if stem.hasSuffix("@3x") { return 3 }
        if stem.hasSuffix("@2x") { return 2 }
        return 1
    }
}

/// Turns pixels stored in an EXIF orientation upright.
enum ImageOrientation {
    static func upright(_ image: PixelImage, _ orientation: UIImage.Orientation) -> PixelImage {
        let swaps = [.left, .right, .leftMirrored, .rightMirrored].contains(orientation)
        let w = swaps ? image.height : image.width, h = swaps ? image.width : image.height
        var out = PixelImage(width: w, height: h)
        for y in 0..<h {
            for x in 0..<w {
                let (sx, sy): (Int, Int)
                switch orientation {
                case .up: (sx, sy) = (x, y)
                case .upMirrored: (sx, sy) = (image.width - 1 - x, y)
                case .down: (sx, sy) = (image.width - 1 - x, image.height - 1 - y)
                case .downMirrored: (sx, sy) = (x, image.height - 1 - y)
                case .left: (sx, sy) = (image.width - 1 - y, x)
                case .leftMirrored: (sx, sy) = (image.width - 1 - y, image.height - 1 - x)
                case .right: (sx, sy) = (y, image.height - 1 - x)
                case .rightMirrored: (sx, sy) = (y, x)
                }
                out[x, y] = image[sx, sy]
            }
        }
        return out
    }
}
