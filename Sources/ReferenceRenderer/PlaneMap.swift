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
    /// M, row by row: (m11 m12 m13), (m21 m22 m23), (m31 m32 m33).
    var m11, m12, m13, m21, m22, m23, m31, m32, m33: Double

    static let identity = PlaneMap(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)

    init(m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double, m31: Double, m32: Double, m33: Double) {
        (self.m11, self.m12, self.m13) = (m11, m12, m13)
        (self.m21, self.m22, self.m23) = (m21, m22, m23)
        (self.m31, self.m32, self.m33) = (m31, m32, m33)
    }

    /// The part of `t` that acts on the plane z = 0 (its z output dropped: flattened).
    init(_ t: CATransform3D) {
        self.init(
            m11: Double(t.m11), m12: Double(t.m12), m13: Double(t.m14), m21: Double(t.m21), m22: Double(t.m22),
            m23: Double(t.m24), m31: Double(t.m41), m32: Double(t.m42), m33: Double(t.m44))
    }

    /// A move by `offset`.
    static func translation(_ offset: Point) -> PlaneMap {
        PlaneMap(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: offset.x, m32: offset.y, m33: 1)
    }

    /// A scale by `scale`, after moving `origin` to (0, 0).
    static func scale(_ scale: Double, after origin: Point) -> PlaneMap {
        PlaneMap(m11: scale, m12: 0, m13: 0, m21: 0, m22: scale, m23: 0, m31: -origin.x * scale, m32: -origin.y * scale, m33: 1)
    }

    /// This map, then `next`: the product M · N.
    func then(_ n: PlaneMap) -> PlaneMap {
        PlaneMap(
            m11: m11 * n.m11 + m12 * n.m21 + m13 * n.m31, m12: m11 * n.m12 + m12 * n.m22 + m13 * n.m32,
            m13: m11 * n.m13 + m12 * n.m23 + m13 * n.m33,
            m21: m21 * n.m11 + m22 * n.m21 + m23 * n.m31, m22: m21 * n.m12 + m22 * n.m22 + m23 * n.m32,
            m23: m21 * n.m13 + m22 * n.m23 + m23 * n.m33,
            m31: m31 * n.m11 + m32 * n.m21 + m33 * n.m31, m32: m31 * n.m12 + m32 * n.m22 + m33 * n.m32,
            m33: m31 * n.m13 + m32 * n.m23 + m33 * n.m33)
    }

    /// Where `p` lands; nil behind the eye (W ≤ 0) or when the result is not finite.
    func apply(_ p: Point) -> Point? {
        let w = p.x * m13 + p.y * m23 + m33
        guard w > 0 else { return nil }
        let q = Point((p.x * m11 + p.y * m21 + m31) / w, (p.x * m12 + p.y * m22 + m32) / w)
        return q.x.isFinite && q.y.isFinite ? q : nil
    }

    /// True when every entry is finite.
    var isFinite: Bool {
        [m11, m12, m13, m21, m22, m23, m31, m32, m33].allSatisfy(\.isFinite)
    }

    /// det M. Its sign is the side of the plane the map shows: a triangle in front of the eye
    /// (W > 0) keeps its winding exactly when it is positive (the plane faces the viewer); zero
    /// is a plane seen edge-on.
    var determinant: Double {
        m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
    }

    /// The inverse map, or nil when M is singular. Divided by the determinant (not just the
    /// adjugate), so that the W it gives a target point has the sign of the W the point had:
    /// `inverse.apply` then refuses exactly the points that came from behind the eye.
    var inverse: PlaneMap? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let inverse = PlaneMap(
            m11: (m22 * m33 - m23 * m32) / det, m12: (m13 * m32 - m12 * m33) / det, m13: (m12 * m23 - m13 * m22) / det,
            m21: (m23 * m31 - m21 * m33) / det, m22: (m11 * m33 - m13 * m31) / det, m23: (m13 * m21 - m11 * m23) / det,
            m31: (m21 * m32 - m22 * m31) / det, m32: (m12 * m31 - m11 * m32) / det, m33: (m11 * m22 - m12 * m21) / det)
        return inverse.isFinite ? inverse : nil
    }

    /// The box around `rect` mapped onto the target; nil when part of it lies behind the eye.
    func boundingBox(of rect: CGRect) -> CGRect? {
        let corners = [
            Point(Double(rect.minX), Double(rect.minY)), Point(Double(rect.maxX), Double(rect.minY)),
            Point(Double(rect.minX), Double(rect.maxY)), Point(Double(rect.maxX), Double(rect.maxY)),
        ].compactMap(apply)
        guard corners.count == 4 else { return nil }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
