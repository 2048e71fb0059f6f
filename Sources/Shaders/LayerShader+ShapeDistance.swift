import Graphics

extension LayerShader {
    /// The signed distances of the fragment stage's shapes (after its `#define`s, before the
    /// shadow's functions, which use them): a rect with circular corners, and one with Core
    /// Animation's continuous corners, whose curve comes from Graphics' `ContinuousCorner`.
    static let shapeDistanceFunctions = """
        #if defined(SHAPED) || defined(CLIPPED) || defined(SHADOW) || defined(BITMAP_MASK)
        // Core Animation's continuous corner (Graphics' ContinuousCorner, one definition): five
        // cubic pieces in the corner's own frame (x along the edge the corner is entered from,
        // measured from the corner point, y into the rect, both in radii), blended from a circular
        // corner's points by `blend` (1 while the full extent fits, 0 at a capsule).
        \(ContinuousCorner.glslArray("kContinuousCorner", ContinuousCorner.continuousPoints))\
        \(ContinuousCorner.glslArray("kCircularCorner", ContinuousCorner.circularPoints))\
        const float kContinuousExtent = \(ContinuousCorner.extent);
        float continuousBlend(float r, float halfSide) {
            return clamp((halfSide / r - 1.0) / (kContinuousExtent - 1.0), 0.0, 1.0);
        }
        // The point (xy) and tangent (zw) at s along the corner's first half, from the edge to the
        // diagonal: pieces 0, 1 and the first half of 2, piece floor(s) at t = fract(s), s in 0…2.5.
        vec4 cornerPoint(float s, float blend) {
            int piece = min(int(s), 2);
            float t = s - float(piece), u = 1.0 - t;
            vec2 p0 = mix(kCircularCorner[3 * piece], kContinuousCorner[3 * piece], blend);
            vec2 p1 = mix(kCircularCorner[3 * piece + 1], kContinuousCorner[3 * piece + 1], blend);
            vec2 p2 = mix(kCircularCorner[3 * piece + 2], kContinuousCorner[3 * piece + 2], blend);
            vec2 p3 = mix(kCircularCorner[3 * piece + 3], kContinuousCorner[3 * piece + 3], blend);
            vec2 point = u * u * u * p0 + 3.0 * u * u * t * p1 + 3.0 * u * t * t * p2 + t * t * t * p3;
            vec2 tangent = 3.0 * (u * u * (p1 - p0) + 2.0 * u * t * (p2 - p1) + t * t * (p3 - p2));
            return vec4(point, tangent);
        }
        // The point and tangent of the first half where x (axis 0) or y (axis 1) is `value`, by
        // bisection (x falls and y rises along the half): within 2.5 / 2^16 of s.
        vec4 cornerPointWhere(int axis, float value, float blend) {
            float low = 0.0, high = 2.5;
            for (int i = 0; i < 16; i++) {
                float middle = 0.5 * (low + high);
                vec2 point = cornerPoint(middle, blend).xy;
                if ((axis == 0 ? point.x - value : value - point.y) > 0.0) low = middle; else high = middle;
            }
            return cornerPoint(0.5 * (low + high), blend);
        }
        // The signed distance (x, negative inside) from a continuous corner of radius r, and its
        // outward gradient (yz) with respect to c, the point's distances in from the corner's two
        // edges. Folded about the diagonal, the first half is a graph y = g(x); the distance is
        // (g(x) − y) / |(g'(x), −1)|, first order in the distance: half a pixel either side of the
        // curve it is within 0.016 px of the exact distance at radii of 40 to 100 px, 0.044 px at
        // 2 px, 0.066 px at 1 px. Nearer the corner point than the diagonal, where the point is
        // outside, it is the distance to the tangent at the diagonal (a supporting line).
        vec3 continuousCornerDistance(vec2 c, float r, float blend) {
            bool swapped = c.y > c.x;
            vec2 uv = (swapped ? c.yx : c) / r;
            float diagonal = cornerPoint(2.5, blend).x;
            float slope = -1.0, depth = 2.0 * diagonal - uv.x;
            if (uv.x >= diagonal) {
                vec4 point = cornerPointWhere(0, uv.x, blend);
                slope = point.w / min(point.z, -1e-6);
                depth = point.y + slope * (uv.x - point.x);
            }
            vec2 normal = vec2(slope, -1.0);
            float size = length(normal);
            return vec3((depth - uv.y) * r / size, (swapped ? normal.yx : normal) / size);
        }
        // The signed distance and outward gradient of a rect with a circular corner of radius r
        // (0: square) here, at m, the point's offset from the centre folded into the positive quadrant.
        vec3 circularRectDistance(vec2 m, vec2 halfSize, float r) {
            vec2 q = m - halfSize + r;
            float distance = length(max(q, 0.0)) + min(max(q.x, q.y), 0.0) - r;
            vec2 outward = q.x > 0.0 || q.y > 0.0 ? normalize(max(q, 0.0)) : (q.x > q.y ? vec2(1.0, 0.0) : vec2(0.0, 1.0));
            return vec3(distance, outward);
        }
        // The signed distance and outward gradient of a rect whose corner here is continuous, at m,
        // the point's offset from the centre folded into the positive quadrant.
        vec3 continuousRectDistance(vec2 m, vec2 halfSize, float r, float blend) {
            vec2 c = halfSize - m;
            float extent = r * (1.0 + blend * (kContinuousExtent - 1.0));
            if (c.x < extent && c.y < extent) {
                vec3 corner = continuousCornerDistance(c, r, blend);
                return vec3(corner.x, -corner.yz);
            }
            return circularRectDistance(m, halfSize, 0.0);
        }
        #ifdef SHADOW
        // How far a continuous corner of radius r pulls in the row `depth` into the rect from the
        // edge: the first half's x where its y is the depth, or (past the diagonal, by symmetry)
        // its y where its x is the depth.
        float continuousCornerInset(float depth, float r, float blend) {
            float d = depth / r;
            if (d >= 1.0 + blend * (kContinuousExtent - 1.0)) return 0.0;
            bool nearEdge = d <= cornerPoint(2.5, blend).y;
            vec4 point = cornerPointWhere(nearEdge ? 1 : 0, d, blend);
            return r * (nearEdge ? point.x : point.y);
        }
        #endif
        #endif
        """
}
