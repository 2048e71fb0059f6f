import UIKit

/// An image subclass as SDWebImage's `SDAnimatedImage` writes one: it overrides the data
/// initializer to keep what it decoded, and so also writes the coder initializer.
final class ComponentDataImage: UIImage, @unchecked Sendable {
    private(set) var sourceData: Data?
    private(set) var decodedScale: CGFloat = 0

    override init?(data: Data, scale: CGFloat) {
        super.init(data: data, scale: scale)
        sourceData = data
        decodedScale = scale
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    var byteCount: Int { sourceData?.count ?? 0 }
}

/// An image subclass that adds only a property, inheriting every initializer. (Swift asks
/// subclasses of the SDK's `@unchecked Sendable` image to restate it, as here.)
final class ComponentTaggedImage: UIImage, @unchecked Sendable {
    var tag = 0
}
