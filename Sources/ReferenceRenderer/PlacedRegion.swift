import Foundation

/// A region of some layer's plane as it lands on the target: a part to draw, or a clip.
struct PlacedRegion: Sendable {
    /// The layer's plane → target pixels.
    let toTarget: PlaneMap
    /// Target pixels → the layer's plane (the inverse of `toTarget`).
    let toLocal: PlaneMap
    let region: Region

    /// Nil when the map is singular: the layer is seen edge on and covers no pixel.
    init?(_ region: Region, placedBy toTarget: PlaneMap) {
        guard let inverse = toTarget.inverse else { return nil }
        self.toTarget = toTarget
        self.toLocal = inverse
        self.region = region
    }

    /// Whether a pixel lies wholly inside the region, wholly outside, or across its edge.
    enum Class {
        case inside, outside, edge
    }

    /// Classifies the pixel whose top-left corner is (x, y). Its centre lies at signed distance
    /// d from the edge; the pixel reaches, across the edge, as far as half its extent along the
    /// distance's gradient (to first order), and the distance changes by at most half its change
    /// to the neighbouring pixels on either side. A pixel with |d| beyond both lies wholly on one
    /// side; any other is an edge pixel, which a renderer may cover by any share (a GPU's one-pixel
    /// ramp reaches no further: its width is the first measure). A pixel whose centre or
    /// neighbours lie behind the eye counts as an edge.
    func classify(_ x: Int, _ y: Int) -> Class {
        let cx = Double(x) + 0.5, cy = Double(y) + 0.5
        guard let p = toLocal.apply(SIMD2(cx, cy)) else { return .outside }
        guard let right = toLocal.apply(SIMD2(cx + 1, cy)), let left = toLocal.apply(SIMD2(cx - 1, cy)),
            let below = toLocal.apply(SIMD2(cx, cy + 1)), let above = toLocal.apply(SIMD2(cx, cy - 1))
        else { return .edge }
        let d = region.signedDistance(p)
        let (dr, dl) = (region.signedDistance(right), region.signedDistance(left))
        let (db, da) = (region.signedDistance(below), region.signedDistance(above))
        let halfChange = 0.5 * (max(abs(dr - d), abs(d - dl)) + max(abs(db - d), abs(d - da)))
        // The pixel's steps in the layer's plane, and the distance's gradient there.
        let stepX = (right - left) / 2, stepY = (below - above) / 2
        let h = 1e-4 * (length(stepX) + length(stepY))
        let gradient =
            SIMD2(
                region.signedDistance(p + SIMD2(h, 0)) - region.signedDistance(p - SIMD2(h, 0)),
                region.signedDistance(p + SIMD2(0, h)) - region.signedDistance(p - SIMD2(0, h))) / (2 * h)
        let halfExtent = 0.5 * (abs((gradient * stepX).sum()) + abs((gradient * stepY).sum()))
        if abs(d) < max(halfChange, halfExtent) * 0.999 { return .edge }
        return d < 0 ? .inside : .outside
    }

    private func length(_ v: SIMD2<Double>) -> Double { (v * v).sum().squareRoot() }

    /// True when the target point `p` (pixels) shows a point of the region.
    func contains(_ p: SIMD2<Double>) -> Bool {
        guard let local = toLocal.apply(p) else { return false }
        return region.signedDistance(local) < 0
    }

    /// The target pixels the region can touch, one pixel wider all round; nil when unknown
    /// (part of it lies behind the eye).
    var pixelBox: CGRect? {
        toTarget.boundingBox(of: region.bounds).map { $0.insetBy(dx: -1, dy: -1) }
    }
}

/// How much of a pixel a set of regions covers together (a part and the clips over it).
enum Coverage {
    /// Sub-pixel samples per axis where a pixel lies across an edge.
    static let samplesPerAxis = 4

    /// The fraction of the pixel at (x, y) inside every one of `regions`, and whether an edge
    /// crosses it. Away from every edge the answer is exactly 0 or 1; across one, the share of
    /// a regular grid of samples inside all of them.
    static func of(_ regions: [PlacedRegion], pixel x: Int, _ y: Int) -> (fraction: Double, isEdge: Bool) {
        var crossed = false
        for region in regions {
            switch region.classify(x, y) {
            case .outside: return (0, false)
            case .edge: crossed = true
            case .inside: break
            }
        }
        guard crossed else { return (1, false) }
        let n = samplesPerAxis
        var inside = 0
        for i in 0..<n {
            for j in 0..<n {
                let p = SIMD2(Double(x) + (Double(i) + 0.5) / Double(n), Double(y) + (Double(j) + 0.5) / Double(n))
                if regions.allSatisfy({ $0.contains(p) }) { inside += 1 }
            }
        }
        return (Double(inside) / Double(n * n), true)
    }
}
