import Foundation
import Graphics

/// A `CAEmitterLayer`'s particles as committed: one image per cell that has one, and every live
/// particle in drawing order.
public struct RenderEmitter: Sendable {
    /// One cell's image: its pixels (one texture, shared by every particle of the cell), the part
    /// shown (`contentsRect`, unit coordinates) and its size in points at particle scale 1.
    public struct Image: Sendable {
        public let content: RenderContent
        public let contentsRect: CGRect
        public let size: CGSize
    }

    /// One particle: which image, where its centre is (layer coordinates), how far it is turned
    /// (radians) and scaled, and its colour (straight RGBA, 0…1), which multiplies the image.
    public struct Particle: Sendable, Equatable {
        public let image: Int
        public let center: CGPoint
        public let rotation: CGFloat
        public let scale: CGFloat
        public let color: (red: Float, green: Float, blue: Float, alpha: Float)

        public static func == (a: Particle, b: Particle) -> Bool {
            a.image == b.image && a.center == b.center && a.rotation == b.rotation && a.scale == b.scale
                && a.color == b.color
        }

        /// Maps the particle's own plane (its image centred on the origin) into the layer's.
        public var transform: CATransform3D {
            let scaled = CATransform3DMakeScale(scale, scale, 1)
            let turned = CATransform3DConcat(scaled, CATransform3DMakeRotation(rotation, 0, 0, 1))
            return CATransform3DConcat(turned, CATransform3DMakeTranslation(center.x, center.y, 0))
        }
    }

    public let images: [Image]
    public let particles: [Particle]
    /// Whether particles add their colours (`.additive`) rather than blend over each other.
    public let isAdditive: Bool

    /// The rect image `index` covers in its particle's plane: its size, centred on the origin.
    public func quad(of index: Int) -> CGRect {
        let size = images[index].size
        return CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
    }
}
