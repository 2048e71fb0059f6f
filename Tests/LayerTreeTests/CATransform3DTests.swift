import Foundation
import LayerTree
import Testing

@Suite("CATransform3D")
struct CATransform3DTests {
    @Test("Make functions fill Core Animation's row-vector layout")
    func makeFunctions() {
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        let t = CATransform3DMakeTranslation(1, 2, 3)
        #expect(t.m41 == 1 && t.m42 == 2 && t.m43 == 3 && t.m11 == 1 && t.m44 == 1)
        let s = CATransform3DMakeScale(2, 3, 4)
        #expect(s.m11 == 2 && s.m22 == 3 && s.m33 == 4)
        let r = CATransform3DMakeRotation(0.7, 0, 0, 1)
        #expect(CATransform3DGetAffineTransform(r) == CGAffineTransform(rotationAngle: 0.7))
        #expect(CATransform3DIsAffine(r) && !CATransform3DIsAffine(CATransform3DMakeRotation(0.7, 0, 1, 0)))
        #expect(CATransform3DMakeRotation(1, 0, 0, 0) == CATransform3DIdentity)
    }

    @Test("Rotation about y swings x into z")
    func rotationAboutY() {
        let r = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        // Row vector (1, 0, 0, 1) · R = (m11, m12, m13, 1).
        #expect(r.m11 == 0 && r.m12 == 0 && r.m13 == -1)
    }

    @Test("Concat applies the first argument first; Translate/Scale/Rotate prepend")
    func concat() {
        let t = CATransform3DMakeTranslation(10, 0, 0)
        let s = CATransform3DMakeScale(2, 2, 1)
        #expect(CATransform3DConcat(t, s).m41 == 20)
        #expect(CATransform3DConcat(s, t).m41 == 10)
        #expect(CATransform3DTranslate(s, 10, 0, 0) == CATransform3DConcat(t, s))
        #expect(CATransform3DScale(t, 2, 2, 1) == CATransform3DConcat(s, t))
        #expect(CATransform3DRotate(t, 0.5, 0, 0, 1) == CATransform3DConcat(CATransform3DMakeRotation(0.5, 0, 0, 1), t))
    }

    @Test("Inversion undoes a perspective transform; a singular one comes back unchanged")
    func invert() {
        var p = CATransform3DMakeRotation(0.4, 1, 1, 0)
        p.m34 = -1 / 500
        p = CATransform3DTranslate(p, 3, 4, 5)
        let identity = CATransform3DConcat(p, CATransform3DInvert(p))
        let expected = CATransform3DIdentity.rowMajor
        for (a, b) in zip(identity.rowMajor, expected) { #expect(abs(a - b) < 1e-12) }
        let flat = CATransform3DMakeScale(1, 0, 1)
        #expect(CATransform3DInvert(flat) == flat)
    }

    @Test("Affine round trip")
    func affineRoundTrip() {
        let a = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(CATransform3DGetAffineTransform(CATransform3DMakeAffineTransform(a)) == a)
        var notFinite = CATransform3DIdentity
        notFinite.m22 = .infinity
        #expect(!notFinite.isFinite && CATransform3DIdentity.isFinite)
    }
}
