import Foundation
import Graphics

/// A shadow path recognized as a rounded rect: its box, radius and corner curve.
typealias RoundedPathShape = (rect: CGRect, radius: CGFloat, continuous: Bool)

extension CALayer {
    /// ``roundedRectangle(of:)`` for a shadow path, remembered for the model `shadowPath`: a moving
    /// or fading card commits every frame with the same path, which is not made again each time.
    func roundedRectangle(ofShadowPath path: CGPath) -> RoundedPathShape? {
        if let known = shadowPathShape, known.path === path { return known.shape }
        let shape = Self.roundedRectangle(of: path)
        if path === shadowPath { shadowPathShape = (path, shape) }
        return shape
    }

    /// The rounded rect `path` is, when it is one the shader can blur analytically: a path equal
    /// (to a millionth of a point) to `UIBezierPath(roundedRect:cornerRadius:)` of its bounding box
    /// with the continuous curve whole, or to a circular `CGPath(roundedRect:cornerWidth:
    /// cornerHeight:)` or `UIBezierPath(roundedRect:byRoundingCorners: .allCorners, cornerRadii:)`
    /// with equal radii — the usual `shadowPath` of a card. The radius is read from where the path
    /// starts on the top edge, and the path made again from it is compared.
    static func roundedRectangle(of path: CGPath) -> RoundedPathShape? {
        guard path.elements.count >= 10, case .moveToPoint(let start)? = path.elements.first else { return nil }
        let box = path.boundingBox
        guard box.width > 0, box.height > 0, box.minX.isFinite, box.minY.isFinite, start.y == box.minY else { return nil }
        let offset = start.x - box.minX
        let continuousRadius = offset / CGFloat(ContinuousCorner.extent)
        if 2 * offset <= min(box.width, box.height),
            matches(path, UIBezierPath(roundedRect: box, cornerRadius: continuousRadius).cgPath)
        {
            return (box, continuousRadius, true)
        }
        let circular = [
            CGPath(roundedRect: box, cornerWidth: offset, cornerHeight: offset, transform: nil),
            UIBezierPath(roundedRect: box, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: offset, height: offset))
                .cgPath,
        ]
        return circular.contains { matches(path, $0) } ? (box, offset, false) : nil
    }

    /// Whether two paths have the same elements, their points within a millionth of a point.
    private static func matches(_ a: CGPath, _ b: CGPath) -> Bool {
        guard a.elements.count == b.elements.count else { return false }
        func near(_ p: CGPoint, _ q: CGPoint) -> Bool { abs(p.x - q.x) <= 1e-6 && abs(p.y - q.y) <= 1e-6 }
        for (x, y) in zip(a.elements, b.elements) {
            switch (x, y) {
            case (.moveToPoint(let p), .moveToPoint(let q)), (.addLineToPoint(let p), .addLineToPoint(let q)):
                guard near(p, q) else { return false }
            case (.addQuadCurveToPoint(let c, let p), .addQuadCurveToPoint(let d, let q)):
                guard near(c, d), near(p, q) else { return false }
            case (.addCurveToPoint(let c1, let c2, let p), .addCurveToPoint(let d1, let d2, let q)):
                guard near(c1, d1), near(c2, d2), near(p, q) else { return false }
            case (.closeSubpath, .closeSubpath): continue
            default: return false
            }
        }
        return true
    }
}
