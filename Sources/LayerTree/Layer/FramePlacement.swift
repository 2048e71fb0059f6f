import Foundation
import Graphics

/// The bounds size and position that give a layer a requested `frame` under its transform, as
/// Core Animation's `-setFrame:` does.
///
/// The transform's linear part maps the bounds' size to the frame's: the bounds size is the
/// frame's size mapped back through the inverse linear part (the box enclosing it), so a scale
/// (sx, sy) gives `frame.size / (|sx|, |sy|)` and a quarter turn swaps width and height. For a
/// transform that is not axis-aligned (say a 45° turn) that box is larger than the turned bounds
/// need, and reading `frame` back gives a larger box still: the bounds are what the inverse
/// transform makes of the frame, as Core Animation computes them. A singular transform (a zero
/// scale) has no inverse: the bounds size is kept and only the position moves.
///
/// The position follows from the midpoint: an affine map sends the bounds' midpoint to the
/// middle of the box enclosing the transformed bounds, so `position` is the frame's midpoint
/// less the transformed offset from the anchor point to the bounds' midpoint.
struct FramePlacement {
    let boundsSize: CGSize
    let position: CGPoint

    init(frame: CGRect, transform: CGAffineTransform, anchorPoint: CGPoint, currentSize: CGSize) {
        let linear = CGAffineTransform(a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: 0, ty: 0)
        let size: CGSize
        if linear.isIdentity {
            size = frame.size
        } else {
            let unturned = CGRect(origin: .zero, size: frame.size).applying(linear.inverted()).size
            let invertible = linear.determinant != 0 && unturned.width.isFinite && unturned.height.isFinite
            size = invertible ? unturned : currentSize
        }
        boundsSize = size
        let anchorToMiddle = CGPoint(x: (0.5 - anchorPoint.x) * size.width, y: (0.5 - anchorPoint.y) * size.height)
        let moved = anchorToMiddle.applying(transform)
        position = CGPoint(x: frame.midX - moved.x, y: frame.midY - moved.y)
    }
}
