import Foundation
import LayerTree

/// Directions and turns of the directional transitions.
enum TransitionGeometry {
    /// The way content moves: from the right means moving left.
    static func direction(of subtype: CATransitionSubtype?) -> CGPoint {
        switch subtype {
        case .fromLeft: CGPoint(x: 1, y: 0)
        case .fromTop: CGPoint(x: 0, y: 1)
        case .fromBottom: CGPoint(x: 0, y: -1)
        default: CGPoint(x: -1, y: 0)
        }
    }

    /// Flips from the left (or top) turn one way, from the right (or bottom) the other.
    static func turnSign(of subtype: CATransitionSubtype?) -> CGFloat {
        subtype == .fromRight || subtype == .fromBottom ? -1 : 1
    }

    /// `world` turned by `angle` about the vertical (or horizontal) axis through the middle of
    /// `bounds`, seen in perspective from twice the layer's size away.
    static func flip(world: CATransform3D, bounds: CGRect, angle: CGFloat, aboutX: Bool) -> CATransform3D {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / (2 * max(bounds.width, bounds.height, 1))
        let rotation = aboutX ? CATransform3DMakeRotation(angle, 1, 0, 0) : CATransform3DMakeRotation(angle, 0, 1, 0)
        let turn = CATransform3DConcat(rotation, perspective)
        var m = CATransform3DMakeTranslation(-bounds.midX, -bounds.midY, 0)
        m = CATransform3DConcat(m, turn)
        m = CATransform3DConcat(m, CATransform3DMakeTranslation(bounds.midX, bounds.midY, 0))
        return CATransform3DConcat(m.flattened, world)
    }
}
