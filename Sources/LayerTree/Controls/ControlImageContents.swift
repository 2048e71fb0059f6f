import Foundation
import Graphics

extension CALayer {
    /// Shows `image` as the layer's contents, as a `UIImageView` shows it: at the image's scale,
    /// stretched by its cap insets (the nine-part `contentsCenter`), and filled with `tint` when it
    /// is a template image. Nil clears the contents. The controls draw their custom images this way,
    /// so nothing is drawn with `draw(_:)`.
    func showControlImage(_ image: UIImage?, tint: UIColor) {
        guard let image, let cgImage = image.cgImage else {
            contents = nil
            return
        }
        if image.renderingMode == .alwaysTemplate {
            contents = CGImage(pixels: cgImage.pixels.filledKeepingAlpha(with: tint.cgColor))
        } else {
            contents = cgImage
        }
        contentsScale = image.scale
        contentsCenter = Self.stretchableCenter(of: image)
    }

    /// A resizable image's stretchable middle in unit coordinates (the whole image otherwise).
    private static func stretchableCenter(of image: UIImage) -> CGRect {
        let size = image.size
        let insets = image.capInsets
        guard insets != .zero, size.width > 0, size.height > 0 else { return CGRect(x: 0, y: 0, width: 1, height: 1) }
        return CGRect(
            x: insets.left / size.width, y: insets.top / size.height,
            width: max(0, size.width - insets.left - insets.right) / size.width,
            height: max(0, size.height - insets.top - insets.bottom) / size.height)
    }
}
