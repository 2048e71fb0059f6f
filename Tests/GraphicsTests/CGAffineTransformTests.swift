import Foundation
import Graphics
import Testing

@Suite("CGAffineTransform")
struct CGAffineTransformTests {
    @Test("Initializers fill the matrix as CoreGraphics does")
    func initializers() {
        #expect(CGAffineTransform() == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGAffineTransform(translationX: 3, y: -4) == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 3, ty: -4))
        #expect(CGAffineTransform(scaleX: 2, y: 5) == CGAffineTransform(a: 2, b: 0, c: 0, d: 5, tx: 0, ty: 0))
        let r = CGAffineTransform(rotationAngle: 0.3)
        #expect(r.a == cos(0.3) && r.b == sin(0.3) && r.c == -sin(0.3) && r.d == cos(0.3))
        #expect(CGAffineTransform(rotationAngle: .pi / 2) == CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
    }

    @Test("Points, sizes and rects transform as CoreGraphics documents")
    func applying() {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 9, y: 12))
        #expect(CGSize(width: 1, height: 1).applying(t) == CGSize(width: 4, height: 6))
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(CGPoint(x: 10, y: 0).applying(quarter) == CGPoint(x: 0, y: 10))
        #expect(CGRect(x: 0, y: 0, width: 10, height: 20).applying(quarter) == CGRect(x: -20, y: 0, width: 20, height: 10))
        let eighth = CGAffineTransform(rotationAngle: .pi / 4)
        let enclosing = CGRect(x: 0, y: 0, width: 10, height: 10).applying(eighth)
        #expect(abs(enclosing.width - 10 * 2.0.squareRoot()) < 1e-12 && abs(enclosing.minY) < 1e-12)
    }

    @Test("Concatenation applies the receiver first; the …edBy methods prepend")
    func concatenation() {
        let translate = CGAffineTransform(translationX: 10, y: 0)
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let p = CGPoint(x: 1, y: 1)
        #expect(p.applying(translate.concatenating(scale)) == CGPoint(x: 22, y: 2))
        #expect(p.applying(scale.concatenating(translate)) == CGPoint(x: 12, y: 2))
        #expect(scale.translatedBy(x: 10, y: 0) == translate.concatenating(scale))
        #expect(translate.scaledBy(x: 2, y: 2) == scale.concatenating(translate))
        #expect(translate.rotated(by: .pi) == CGAffineTransform(rotationAngle: .pi).concatenating(translate))
    }

    @Test("Inversion undoes the transform; a singular transform comes back unchanged")
    func inversion() {
        let t = CGAffineTransform(a: 2, b: 1, c: 1, d: 3, tx: 4, ty: -2)
        let p = CGPoint(x: 7, y: -3)
        let back = p.applying(t).applying(t.inverted())
        #expect(abs(back.x - p.x) < 1e-12 && abs(back.y - p.y) < 1e-12)
        let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 1, ty: 1)
        #expect(singular.inverted() == singular)
        #expect(CGAffineTransform(scaleX: 0, y: 1).inverted() == CGAffineTransform(scaleX: 0, y: 1))
    }
}
