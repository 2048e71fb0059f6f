import Foundation
import LayerTree

/// A projective map from one plane onto another: what a flattened `CATransform3D` does to the
/// plane z = 0. A point (x, y) goes to (X / W, Y / W), where (X, Y, W) = (x, y, 1) · M and M is
/// the 3 × 3 of the transform's rows and columns 1, 2 and 4 (row vectors, as Core Animation
/// writes them). Points with W ≤ 0 lie behind the eye and are not seen.
///
/// Because every layer is flattened into its superlayer's plane, a layer's place on the target
/// is the product of these maps down the tree, exactly.
struct PlaneMap: Sendable {
    /// The rows of M.
    var row0: SIMD3<Double>
    var row1: SIMD3<Double>
    var row2: SIMD3<Double>

    static let identity = PlaneMap(row0: [1, 0, 0], row1: [0, 1, 0], row2: [0, 0, 1])

    init(row0: SIMD3<Double>, row1: SIMD3<Double>, row2: SIMD3<Double>) {
        self.row0 = row0
        self.row1 = row1
        self.row2 = row2
    }

    /// The part of `t` that acts on the plane z = 0 (its z output dropped: flattened).
    init(_ t: CATransform3D) {
        row0 = [Double(t.m11), Double(t.m12), Double(t.m14)]
        row1 = [Double(t.m21), Double(t.m22), Double(t.m24)]
        row2 = [Double(t.m41), Double(t.m42), Double(t.m44)]
    }

    /// A scale by `scale`, after moving `origin` to (0, 0).
    static func scale(_ scale: Double, after origin: SIMD2<Double>) -> PlaneMap {
        PlaneMap(row0: [scale, 0, 0], row1: [0, scale, 0], row2: [-origin.x * scale, -origin.y * scale, 1])
    }

    /// This map, then `next`.
    func then(_ next: PlaneMap) -> PlaneMap {
        PlaneMap(row0: next.transform(row0), row1: next.transform(row1), row2: next.transform(row2))
    }

    /// A homogeneous row vector times M.
    func transform(_ v: SIMD3<Double>) -> SIMD3<Double> { v.x * row0 + v.y * row1 + v.z * row2 }

    /// (X, Y, W) of the point (x, y).
    func homogeneous(_ p: SIMD2<Double>) -> SIMD3<Double> { transform(SIMD3(p.x, p.y, 1)) }

    /// Where `p` lands; nil behind the eye (W ≤ 0) or when the result is not finite.
    func apply(_ p: SIMD2<Double>) -> SIMD2<Double>? {
        let h = homogeneous(p)
        guard h.z > 0 else { return nil }
        let q = SIMD2(h.x / h.z, h.y / h.z)
        return q.x.isFinite && q.y.isFinite ? q : nil
    }

    /// True when every entry is finite.
    var isFinite: Bool {
        [row0, row1, row2].allSatisfy { $0.x.isFinite && $0.y.isFinite && $0.z.isFinite }
    }

    /// The inverse map, or nil when M is singular. Divided by the determinant (not just the
    /// adjugate), so that the W it gives a target point has the sign of the W the point had:
    /// `inverse.apply` then refuses exactly the points that came from behind the eye.
    var inverse: PlaneMap? {
        let (a, b, c) = (row0.x, row0.y, row0.z)
        let (d, e, f) = (row1.x, row1.y, row1.z)
        let (g, h, i) = (row2.x, row2.y, row2.z)
        let det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
        guard det != 0, det.isFinite else { return nil }
        let inverse = PlaneMap(
            row0: SIMD3(e * i - f * h, c * h - b * i, b * f - c * e) / det,
            row1: SIMD3(f * g - d * i, a * i - c * g, c * d - a * f) / det,
            row2: SIMD3(d * h - e * g, b * g - a * h, a * e - b * d) / det)
        return inverse.isFinite ? inverse : nil
    }

    /// The box around `rect` mapped onto the target; nil when part of it lies behind the eye.
    func boundingBox(of rect: CGRect) -> CGRect? {
        let corners = [
            SIMD2(Double(rect.minX), Double(rect.minY)), SIMD2(Double(rect.maxX), Double(rect.minY)),
            SIMD2(Double(rect.minX), Double(rect.maxY)), SIMD2(Double(rect.maxX), Double(rect.maxY)),
        ].map(apply)
        guard corners.allSatisfy({ $0 != nil }) else { return nil }
        let xs = corners.map { $0!.x }, ys = corners.map { $0!.y }
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
