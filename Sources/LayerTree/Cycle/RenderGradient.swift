import Foundation
import Graphics

/// A gradient as the compositor draws it: a `CAGradientLayer`'s presentation values at commit,
/// converted once to what the shader takes (straight colours as floats, locations resolved).
public struct RenderGradient: Hashable, Sendable {
    /// How the colour's position along the gradient is measured.
    public enum Kind: Int, Sendable {
        /// Along the line from `start` to `end`, projected.
        case axial = 0
        /// Outwards from `start`, where `end` marks the ellipse's edge on each axis.
        case radial = 1
        /// Around `start`, clockwise from the direction of `end`.
        case conic = 2
    }

    /// One colour stop: where (0…1 along the gradient, outside allowed) and which straight colour.
    public struct Stop: Hashable, Sendable {
        public let location: Float
        public let red, green, blue, alpha: Float

        public init(location: Float, red: Float, green: Float, blue: Float, alpha: Float) {
            self.location = location
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }
    }

    public let kind: Kind
    /// The rect the unit coordinates of `start` and `end` span: the layer's bounds.
    public let rect: CGRect
    public let start: CGPoint
    public let end: CGPoint
    /// In increasing location order; at least one.
    public let stops: [Stop]

    public init(kind: Kind, rect: CGRect, start: CGPoint, end: CGPoint, stops: [Stop]) {
        self.kind = kind
        self.rect = rect
        self.start = start
        self.end = end
        self.stops = stops
    }

    /// True when every stop is opaque, so the gradient covers its rect opaquely.
    public var isOpaque: Bool { stops.allSatisfy { $0.alpha >= 1 } }
}
