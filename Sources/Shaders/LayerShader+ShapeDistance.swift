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
        // Control point i of the blended corner (i a constant: no indexing at run time).
        #define CORNER_POINT(i) mix(kCircularCorner[i], kContinuousCorner[i], blend)
        // The point (xy) and tangent (zw) at t of the cubic p0…p3.
        vec4 cubicPoint(vec2 p0, vec2 p1, vec2 p2, vec2 p3, float t) {
            float u = 1.0 - t;
            vec2 point = u * u * u * p0 + 3.0 * u * u * t * p1 + 3.0 * u * t * t * p2 + t * t * t * p3;
            vec2 tangent = 3.0 * (u * u * (p1 - p0) + 2.0 * u * t * (p2 - p1) + t * t * (p3 - p2));
            return vec4(point, tangent);
        }
        // The corner's point on its diagonal: the middle of piece 2.
        vec2 cornerDiagonal(float blend) {
            return 0.125 * (CORNER_POINT(6) + 3.0 * CORNER_POINT(7) + 3.0 * CORNER_POINT(8) + CORNER_POINT(9));
        }
        // The point and tangent of the corner's first half (pieces 0 and 1, the first half of 2:
        // from the edge to the diagonal) where x (axis 0) or y (axis 1) is `value`: x falls and y
        // rises along it, so the piece is found from its ends, then t by 16 bisection steps.
        // The piece of the corner's first half a search continues in, from which joints it is
        // past: its control points and the end of its parameter (the middle piece is halved).
        float cornerPiece(bool pastSecond, bool pastThird, float blend, out vec2 p0, out vec2 p1, out vec2 p2, out vec2 p3) {
            if (pastThird) {
                p0 = CORNER_POINT(6); p1 = CORNER_POINT(7); p2 = CORNER_POINT(8); p3 = CORNER_POINT(9);
                return 0.5;
            }
            if (pastSecond) {
                p0 = CORNER_POINT(3); p1 = CORNER_POINT(4); p2 = CORNER_POINT(5); p3 = CORNER_POINT(6);
            } else {
                p0 = CORNER_POINT(0); p1 = CORNER_POINT(1); p2 = CORNER_POINT(2); p3 = CORNER_POINT(3);
            }
            return 1.0;
        }
        vec4 cornerPointWhere(int axis, float value, float blend) {
            vec2 second = CORNER_POINT(3), third = CORNER_POINT(6);
            bool pastSecond = (axis == 0 ? second.x - value : value - second.y) > 0.0;
            bool pastThird = (axis == 0 ? third.x - value : value - third.y) > 0.0;
            vec2 p0, p1, p2, p3;
            float high = cornerPiece(pastSecond, pastThird, blend, p0, p1, p2, p3);
            float low = 0.0;
            for (int i = 0; i < 16; i++) {
                float middle = 0.5 * (low + high);
                vec2 point = cubicPoint(p0, p1, p2, p3, middle).xy;
                if ((axis == 0 ? point.x - value : value - point.y) > 0.0) low = middle; else high = middle;
            }
            return cubicPoint(p0, p1, p2, p3, 0.5 * (low + high));
        }
        // The foot of the perpendicular from uv (outside the corner, folded: uv.x >= uv.y) on the
        // corner's first half. Normals of a convex curve cross only inside it, so one passes through
        // a point outside: along the curve, (uv − B)·B′, the rate the distance falls at, changes
        // sign once, from positive to negative; its piece is found from the signs at the joints,
        // then t by 16 bisection steps. (Where the short line meets the first curve, the curve
        // turns back by 4.5°: in the thin wedge of points both sides' normals reach, the foot on
        // one side, at most 0.003 radii further than the other's.)
        vec2 cornerFoot(vec2 uv, float blend) {
            vec2 second = CORNER_POINT(3), third = CORNER_POINT(6);
            bool pastSecond = dot(uv - second, second - CORNER_POINT(2)) > 0.0;
            bool pastThird = dot(uv - third, third - CORNER_POINT(5)) > 0.0;
            vec2 p0, p1, p2, p3;
            float high = cornerPiece(pastSecond, pastThird, blend, p0, p1, p2, p3);
            float low = 0.0;
            for (int i = 0; i < 16; i++) {
                float middle = 0.5 * (low + high);
                vec4 point = cubicPoint(p0, p1, p2, p3, middle);
                if (dot(uv - point.xy, point.zw) > 0.0) low = middle; else high = middle;
            }
            return cubicPoint(p0, p1, p2, p3, 0.5 * (low + high)).xy;
        }
        // The signed distance (x, negative inside) from a continuous corner of radius r, and its
        // outward gradient (yz) with respect to c, the point's distances in from the corner's two
        // edges. Folded about the diagonal, the first half is a graph y = g(x). Inside, the
        // distance is (g(x) − y) / |(g'(x), −1)|, first order in the distance: half a pixel inside
        // the curve it is within 0.016 px of the exact distance at radii of 40 to 100 px, 0.044 px
        // at 2 px, 0.066 px at 1 px, and short of it by at most 0.003 radii (a tangent of the
        // convex shape lies beyond its edge but by the short line), so a pixel wholly inside stays
        // covered whole. Outside, a tangent's distance falls short of the curve's, by up to 1.5
        // radii within 6 radii of it, where a pixel's ramp reaches under strong perspective: it
        // left pixels wholly outside partly covered (fuzz seed 0x2a006aa), so there it is the
        // exact distance to the foot of the perpendicular.
        // Further than `pixel` (a pixel's reach in these units, at least the ramp's width) the
        // coverage is 0 or 1 whatever the distance, so a bound does, and only points near the
        // curve pay for the bisection: inside, the chord from where the curve leaves the edge to
        // its diagonal point, and the edge, lie within the (convex) shape; outside, the edge and
        // the tangent at the diagonal are supporting lines.
        vec3 continuousCornerDistance(vec2 c, float r, float blend, float pixel) {
            bool swapped = c.y > c.x;
            vec2 uv = (swapped ? c.yx : c) / r;
            float diagonal = cornerDiagonal(blend).x, start = 1.0 + blend * (kContinuousExtent - 1.0);
            vec2 acrossEdge = swapped ? vec2(-1.0, 0.0) : vec2(0.0, -1.0);
            vec2 inward = normalize(vec2(diagonal, start - diagonal));
            float inside = min(dot(uv - vec2(start, 0.0), inward), uv.y) * r;
            float outside = max(-uv.y, (2.0 * diagonal - uv.x - uv.y) * 0.70710678) * r;
            if (inside > pixel) return vec3(-inside, acrossEdge);
            if (outside > pixel) return vec3(outside, acrossEdge);
            // Nearer the corner point than the diagonal (uv.y <= uv.x too), the point is outside.
            if (uv.x >= diagonal) {
                vec4 point = cornerPointWhere(0, uv.x, blend);
                float slope = point.w / min(point.z, -1e-6);
                float depth = point.y + slope * (uv.x - point.x);
                vec2 normal = vec2(slope, -1.0);
                float size = length(normal);
                if (uv.y >= depth) return vec3((depth - uv.y) * r / size, (swapped ? normal.yx : normal) / size);
            }
            vec2 away = uv - cornerFoot(uv, blend);
            float distance = length(away);
            vec2 outward = distance > 1e-6 ? away / distance : vec2(-0.70710678);
            return vec3(distance * r, swapped ? outward.yx : outward);
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
        // the point's offset from the centre folded into the positive quadrant (exact only within
        // `pixel` of the edge).
        vec3 continuousRectDistance(vec2 m, vec2 halfSize, float r, float blend, float pixel) {
            vec2 c = halfSize - m;
            float extent = r * (1.0 + blend * (kContinuousExtent - 1.0));
            if (c.x < extent && c.y < extent) {
                vec3 corner = continuousCornerDistance(c, r, blend, pixel);
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
            bool nearEdge = d <= cornerDiagonal(blend).y;
            vec4 point = cornerPointWhere(nearEdge ? 1 : 0, d, blend);
            return r * (nearEdge ? point.x : point.y);
        }
        #endif
        #endif
        """
}
