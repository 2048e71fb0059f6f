import Foundation
import Graphics

/// A shape layer's stroke of one circular arc, drawn exactly by the shader: the ring between
/// `trimStart` and `trimEnd` of the arc's length with its caps. Animating `strokeStart`,
/// `strokeEnd`, `lineWidth` or the colour changes these numbers only: nothing is rasterized or
/// uploaded.
public struct RenderArcStroke: Equatable, Sendable {
    public enum Cap: Int, Sendable {
        case butt = 0, round, square
    }

    public let center: CGPoint
    public let radius: CGFloat
    public let halfWidth: CGFloat
    public let startAngle: CGFloat
    /// Signed radians; positive turns clockwise on screen.
    public let sweep: CGFloat
    /// The visible part, as fractions of the arc's length (0 ≤ trimStart < trimEnd ≤ 1).
    public let trimStart: CGFloat
    public let trimEnd: CGFloat
    public let cap: Cap
    /// The stroke's colour, premultiplied.
    public let color: PremultipliedRGBA

    public init(
        center: CGPoint, radius: CGFloat, halfWidth: CGFloat, startAngle: CGFloat, sweep: CGFloat, trimStart: CGFloat,
        trimEnd: CGFloat, cap: Cap, color: PremultipliedRGBA
    ) {
        self.center = center
        self.radius = radius
        self.halfWidth = halfWidth
        self.startAngle = startAngle
        self.sweep = sweep
        self.trimStart = trimStart
        self.trimEnd = trimEnd
        self.cap = cap
        self.color = color
    }

    /// The box the stroke can reach, in the layer's coordinates.
    public var bounds: CGRect {
        let reach = radius + halfWidth * 2.squareRoot() + 1
        return CGRect(x: center.x - reach, y: center.y - reach, width: 2 * reach, height: 2 * reach)
    }
}
