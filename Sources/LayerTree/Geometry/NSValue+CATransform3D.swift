import Foundation
import Graphics

/// A 3D transform boxed in `NSValue`, as iOS code boxes it for animations
/// (`anim.toValue = NSValue(caTransform3D: CATransform3DMakeScale(1.2, 1.2, 1))`): its sixteen
/// numbers, row by row (`[16d]`), since Foundation on Linux cannot encode other structs.
extension NSValue {
    public convenience init(caTransform3D transform: CATransform3D) {
        let t = transform
        let numbers = [
            t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
            t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
        ].map(Double.init)
        self.init(bytes: numbers, objCType: NSValue.transform3DEncoding)
    }

    /// The boxed transform; the identity when the value holds something else.
    public var caTransform3DValue: CATransform3D {
        guard let n = doubles(count: 16, encoding: NSValue.transform3DEncoding) else { return CATransform3DIdentity }
        return CATransform3D(
            m11: n[0], m12: n[1], m13: n[2], m14: n[3], m21: n[4], m22: n[5], m23: n[6], m24: n[7],
            m31: n[8], m32: n[9], m33: n[10], m34: n[11], m41: n[12], m42: n[13], m43: n[14], m44: n[15])
    }

    static let transform3DEncoding = "[16d]"

    /// The geometry boxed in the value, as an animation interpolates it; nil for anything else.
    var animatableGeometry: AnimatableValue? {
        switch typeEncoding {
        case NSValue.pointEncoding: .point(pointValue)
        case NSValue.sizeEncoding: .size(sizeValue)
        case NSValue.rectEncoding: .rect(rectValue)
        case NSValue.affineTransformEncoding: .transform(CATransform3DMakeAffineTransform(cgAffineTransformValue))
        case NSValue.transform3DEncoding: .transform(caTransform3DValue)
        default: nil
        }
    }
}
