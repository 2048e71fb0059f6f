extension LayerShader {
    /// The fragment stage of every variant (after its `#define`s): the source (texture, colour,
    /// gradient, arc or shadow), then mask, shape, clip and bitmap-mask coverage, then opacity.
    static let fragmentBody = """
        precision highp float;
        in highp vec2 vTexCoord;
        in highp vec2 vLocal;
        out vec4 fragColor;

        #ifdef INSTANCED
        flat in vec4 vColor;
        flat in vec4 vShapeRect;
        flat in vec4 vShapeParameters;
        #define uOpacity vShapeParameters.w
        #ifdef TEXTURED
        flat in vec4 vTexClamp;
        flat in vec4 vUnderlay;
        flat in float vTexFilter;
        #define uTint vColor
        #define uTexFilter vTexFilter
        #define uTexClamp vTexClamp
        #define uUnderlay vUnderlay
        #else
        #define uColor vColor
        #endif
        #define uShapeRect vShapeRect
        #define uShapeRadius vShapeParameters.x
        #define uShapeBorder vShapeParameters.y
        #define uShapeCorners vShapeParameters.z
        #else
        uniform float uOpacity;
        #endif
        #ifdef TEXTURED
        uniform sampler2D uTexture;
        #ifndef INSTANCED
        uniform vec4 uTint;   // multiplies the texels and underlay (a replicator instance's colour); white by default
        uniform vec4 uTexClamp;   // texture coordinates are clamped to this box (min xy, max zw): an atlas entry's texel centres
        uniform float uTexFilter; // nearest texel when magnified (+1) or minified (+2); 0: bilinear
        #endif
        #elif defined(GRADIENT)
        uniform vec4 uGradientRect;       // the rect the unit coordinates span (x, y, w, h)
        uniform vec4 uGradientPoints;     // start (xy) and end (zw), unit coordinates
        uniform float uGradientKind;      // 0 axial, 1 radial, 2 conic
        uniform float uStopCount;
        uniform float uStopLocations[GRADIENT_STOPS];
        uniform vec4 uStopColors[GRADIENT_STOPS];   // straight colours
        // The position along the gradient of a point in unit coordinates.
        float gradientPosition(vec2 p) {
            vec2 s = uGradientPoints.xy, e = uGradientPoints.zw, d = e - s;
            if (uGradientKind < 0.5) {
                float length2 = dot(d, d);
                return length2 > 0.0 ? dot(p - s, d) / length2 : 0.0;
            }
            if (uGradientKind < 1.5) return length((p - s) / max(abs(d), vec2(1e-6)));
            // Clockwise on a y-down screen, from end's direction (the +x axis when end is start:
            // GLSL leaves atan(0, 0) undefined, and llvmpipe returns garbage for it).
            vec2 offset = p - s;
            float from = d.x == 0.0 && d.y == 0.0 ? 0.0 : atan(d.y, d.x);
            float angle = (offset.x == 0.0 && offset.y == 0.0 ? 0.0 : atan(offset.y, offset.x)) - from;
            return fract(angle / 6.28318530718);
        }
        // The premultiplied colour at position t: stops interpolated straight, ends extended.
        vec4 gradientColor(float t) {
            vec4 c = uStopColors[0];
            for (int i = 1; i < GRADIENT_STOPS; i++) {
                if (float(i) >= uStopCount) break;
                float a = uStopLocations[i - 1], b = uStopLocations[i];
                if (t >= b) { c = uStopColors[i]; continue; }
                if (t > a) c = mix(uStopColors[i - 1], uStopColors[i], (t - a) / (b - a));
                break;
            }
            return vec4(c.rgb * c.a, c.a);
        }
        #elif !defined(INSTANCED)
        uniform vec4 uColor;
        #endif
        #ifdef ARC
        uniform vec4 uArc;         // centre (xy), radius, half the line width
        uniform vec4 uArcAngles;   // start angle, signed sweep, trimmed start and end (fractions)
        uniform float uArcCap;     // 0 butt, 1 round, 2 square
        // Signed distance to a box and its gradient: the box reaches from `from` to `to` along
        // `tangent` from the origin of `offset`, and `halfWidth` either side across it.
        vec3 boxDistance(vec2 offset, vec2 tangent, float from, float to, float halfWidth) {
            vec2 normal = vec2(-tangent.y, tangent.x);
            vec2 local = vec2(dot(offset, tangent) - 0.5 * (from + to), dot(offset, normal));
            vec2 q = abs(local) - vec2(0.5 * (to - from), halfWidth);
            vec2 g = q.x > 0.0 || q.y > 0.0 ? normalize(max(q, 0.0)) : (q.x > q.y ? vec2(1.0, 0.0) : vec2(0.0, 1.0));
            g *= vec2(local.x < 0.0 ? -1.0 : 1.0, local.y < 0.0 ? -1.0 : 1.0);
            return vec3(length(max(q, 0.0)) + min(max(q.x, q.y), 0.0), g.x * tangent + g.y * normal);
        }
        // The square cap at an end: the box `halfWidth` long past it along `tangent`, the stroke's
        // width across. The same box reaching a little back into the stroke, cut to the stroke's
        // band (`band`: the distance across the ring), joins them, so that they overlap where they
        // meet (distances of shapes that only touch leave a seam) without the straight box
        // sticking out of the curved band behind the end.
        vec3 capBox(vec2 offset, vec2 tangent, float halfWidth, vec3 band) {
            vec3 past = boxDistance(offset, tangent, 0.0, halfWidth, halfWidth);
            vec3 back = boxDistance(offset, tangent, -min(halfWidth, 1.0), halfWidth, halfWidth);
            if (band.x > back.x) back = band;
            return back.x < past.x ? back : past;
        }
        // Distance (and its gradient) from the point `d` (relative to the arc's centre) to the
        // segment across the stroke at the end whose direction from the centre is `e`.
        vec3 endSegmentDistance(vec2 d, vec2 e, float halfWidth) {
            vec2 nearest = e * clamp(dot(d, e), uArc.z - halfWidth, uArc.z + halfWidth);
            vec2 away = d - nearest;
            float distance = length(away);
            return vec3(distance, away / max(distance, 1e-6));
        }
        // Signed distance (negative inside) to the trimmed, capped stroke of the arc (x), and the
        // direction in which it grows (yz): the radial direction across the band, the arc's own
        // direction past a butt end, away from the end point or out of the box at a cap.
        vec3 arcDistance(vec2 p) {
            const float turn = 6.28318530718;
            vec2 d = p - uArc.xy;
            float radius = length(d), halfWidth = uArc.w;
            vec2 radial = radius > 0.0 ? d / radius : vec2(1.0, 0.0);
            float sweep = abs(uArcAngles.y), direction = uArcAngles.y < 0.0 ? -1.0 : 1.0;
            float angle = mod(direction * (atan(d.y, d.x) - uArcAngles.x), turn);
            float from = uArcAngles.z * sweep, to = uArcAngles.w * sweep;
            if (angle > 0.5 * (to + from + turn)) angle -= turn;   // nearer the start, going round the gap
            vec3 band = vec3(abs(radius - uArc.z) - halfWidth, radial * (radius < uArc.z ? -1.0 : 1.0));
            vec3 cut = band;
            float a0 = uArcAngles.x + direction * from, a1 = uArcAngles.x + direction * to;
            vec2 first = uArc.xy + uArc.z * vec2(cos(a0), sin(a0));
            vec2 last = uArc.xy + uArc.z * vec2(cos(a1), sin(a1));
            // Past an end the stroke is cut square (butt): inside, the distance along the arc to the
            // nearer end; outside the trimmed range, the distance to the nearer end's radial
            // segment, exactly. A whole ring has no ends (and so no seam where it starts).
            if (to - from < turn - 1e-4) {
                float pastStart = (from - angle) * radius, pastEnd = (angle - to) * radius;
                if (max(pastStart, pastEnd) > 0.0) {
                    vec3 toStart = endSegmentDistance(d, vec2(cos(a0), sin(a0)), halfWidth);
                    vec3 toEnd = endSegmentDistance(d, vec2(cos(a1), sin(a1)), halfWidth);
                    cut = toStart.x < toEnd.x ? toStart : toEnd;
                } else {
                    vec2 along = direction * vec2(-radial.y, radial.x);   // the way the arc runs, here
                    vec3 beyond = pastStart > pastEnd ? vec3(pastStart, -along) : vec3(pastEnd, along);
                    if (beyond.x > cut.x) cut = beyond;
                }
            }
            if (uArcCap < 0.5) return cut;                                             // butt
            vec3 capFirst, capLast;
            if (uArcCap < 1.5) {                                                       // round
                vec2 fromFirst = p - first, fromLast = p - last;
                capFirst = vec3(length(fromFirst) - halfWidth, fromFirst / max(length(fromFirst), 1e-6));
                capLast = vec3(length(fromLast) - halfWidth, fromLast / max(length(fromLast), 1e-6));
            } else {                                            // square: a half-width box past each end
                vec2 forward = direction * vec2(-sin(a1), cos(a1)), backward = -direction * vec2(-sin(a0), cos(a0));
                capFirst = capBox(p - first, backward, halfWidth, band);
                capLast = capBox(p - last, forward, halfWidth, band);
            }
            if (capFirst.x < cut.x) cut = capFirst;
            if (capLast.x < cut.x) cut = capLast;
            return cut;
        }
        #endif
        \(shapeDistanceFunctions)
        #ifdef SHADOW
        uniform vec4 uShadowRect;      // the casting rect in the layer's coordinates (x, y, w, h)
        uniform float uShadowCorner;
        uniform float uShadowCorners;  // the rounded corners' bits (1 top-left, 2 top-right, 4 bottom-left, 8 bottom-right; 16 continuous)
        uniform float uShadowSigma;
        // erf, within 5e-4 (Abramowitz and Stegun 7.1.27).
        vec2 erfApprox(vec2 x) {
            vec2 s = sign(x), a = abs(x);
            vec2 t = 1.0 + (0.278393 + (0.230389 + 0.078108 * (a * a)) * a) * a;
            t *= t;
            return s - s / (t * t);
        }
        // The part of a Gaussian (sigma) centred at x that falls between a and b.
        float gaussianShare(float x, float a, float b, float sigma) {
            vec2 e = erfApprox((vec2(a, b) - x) * (0.70710678 / sigma));
            return 0.5 * (e.y - e.x);
        }
        // Whether the corner with bit `bit` is rounded.
        float cornerRounded(float bit) {
            return mod(floor(uShadowCorners / bit), 2.0);
        }
        // How far a rounded corner of radius r pulls in the row at height y from the rect's side.
        float cornerInset(float y, float halfHeight, float r) {
            float inset = max(abs(y) - (halfHeight - r), 0.0);
            return r - sqrt(max(r * r - inset * inset, 0.0));
        }
        // Coverage of the rounded rect blurred: rows of the rect (their ends pulled in at the
        // rounded corners) each blurred along x, weighted by the Gaussian along y.
        float shadowCoverage(vec2 p) {
            vec2 halfSize = uShadowRect.zw * 0.5;
            vec2 q = p - (uShadowRect.xy + halfSize);
            float corner = min(uShadowCorner, min(halfSize.x, halfSize.y));
            float sigma = max(uShadowSigma, 1e-4);
            if (corner <= 0.0 || uShadowCorners < 0.5) {
                return gaussianShare(q.x, -halfSize.x, halfSize.x, sigma) * gaussianShare(q.y, -halfSize.y, halfSize.y, sigma);
            }
            float start = clamp(q.y - 3.0 * sigma, -halfSize.y, halfSize.y);
            float end = clamp(q.y + 3.0 * sigma, -halfSize.y, halfSize.y);
            float step = (end - start) / 8.0;
            float value = 0.0;
        #ifdef CONTINUOUS
            float blend = continuousBlend(corner, min(halfSize.x, halfSize.y));
            bool continuous = uShadowCorners >= 16.0 && blend > 0.0;   // at 0 the exact quarter circle
        #endif
            for (int i = 0; i < 8; i++) {
                float y = start + step * (float(i) + 0.5);             // a row of the rect
                bool top = y < 0.0;
            #ifdef CONTINUOUS
                float inset = continuous ? continuousCornerInset(halfSize.y - abs(y), corner, blend)
                    : cornerInset(y, halfSize.y, corner);
            #else
                float inset = cornerInset(y, halfSize.y, corner);
            #endif
                float left = -halfSize.x + inset * cornerRounded(top ? 1.0 : 4.0);
                float right = halfSize.x - inset * cornerRounded(top ? 2.0 : 8.0);
                float weight = exp(-(q.y - y) * (q.y - y) / (2.0 * sigma * sigma)) / (2.50662827 * sigma);
                value += gaussianShare(q.x, left, right, sigma) * weight * step;
            }
            return value;
        }
        #endif
        #ifdef MASKED
        uniform sampler2D uMask;
        #endif
        #if defined(UNDERLAID) && !defined(INSTANCED)
        uniform vec4 uUnderlay;
        #endif
        #ifdef BACKDROP
        uniform vec4 uBackdropMap;         // target pixel offset (xy) and scale to texture coordinates (zw)
        uniform float uBackdropSaturation;
        uniform vec4 uBackdropTint;        // premultiplied
        #endif
        #if defined(SHAPED) || defined(CLIPPED) || defined(SHADOW) || defined(ARC) || defined(BITMAP_MASK)
        // The screen derivatives, exact at this pixel, of the point h.xy / h.z where h is a
        // perspective-correct varying (a layer's local point is (vLocal, 1)). h divided by the clip
        // w (gl_FragCoord.w is 1 / w) is affine on the screen, so its coarse difference across the
        // 2×2 block is its exact derivative, and the quotient rule gives the point's. dFdx of the
        // point itself is a difference across the block, which under strong perspective is not
        // the rate at this pixel: a turned plane's ramps grew wider than a pixel and left interior
        // pixels partly covered, depending on which block they fell in (fuzz seed 0x700461).
        mat2 projectiveDerivatives(vec3 h) {
            vec3 a = h * gl_FragCoord.w;
            vec2 point = a.xy / a.z;
            vec3 dx = dFdx(a), dy = dFdy(a);
            return mat2((dx.xy - point * dx.z) / a.z, (dy.xy - point * dy.z) / a.z);
        }
        #endif
        #if defined(SHAPED) || defined(CLIPPED) || defined(SHADOW) || defined(BITMAP_MASK)
        // Antialiased coverage of a rounded rect whose corners in the bit mask `corners` (1 top-left,
        // 2 top-right, 4 bottom-left, 8 bottom-right; y down) are rounded, at the point p whose
        // screen derivatives are dpdx and dpdy: 1 inside, 0 outside, a linear ramp across the
        // edge as wide as the distance changes over one pixel — the length of its screen gradient,
        // from the distance's exact gradient rather than from fwidth of the distance, which jumps
        // where the gradient turns (a pixel beside a corner would be partly covered though no edge
        // crosses it) and, summing both axes, makes the ramp too wide for a turned edge (a pixel's
        // area coverage falls off faster than that).
        float roundedRectCoverage(vec2 p, vec2 dpdx, vec2 dpdy, vec4 rect, float radius, float corners) {
            vec2 halfSize = rect.zw * 0.5;
            vec2 centred = p - (rect.xy + halfSize);
            float bit = centred.x < 0.0 ? (centred.y < 0.0 ? 1.0 : 4.0) : (centred.y < 0.0 ? 2.0 : 8.0);
            float rounded = mod(floor(corners / bit), 2.0);
            float halfSide = min(halfSize.x, halfSize.y);
            float r = min(radius, halfSide) * rounded;
        #ifdef CONTINUOUS
            float blend = r > 0.0 ? continuousBlend(r, halfSide) : 0.0;   // at 0 the exact quarter circle
            vec3 edge = corners >= 16.0 && blend > 0.0
                ? continuousRectDistance(abs(centred), halfSize, r, blend, length(dpdx) + length(dpdy))
                : circularRectDistance(abs(centred), halfSize, r);
        #else
            vec3 edge = circularRectDistance(abs(centred), halfSize, r);   // continuous corners: CONTINUOUS
        #endif
            vec2 gradient = edge.yz * vec2(centred.x < 0.0 ? -1.0 : 1.0, centred.y < 0.0 ? -1.0 : 1.0);
            float width = length(vec2(dot(gradient, dpdx), dot(gradient, dpdy)));
            return clamp(0.5 - edge.x / max(width, 1e-6), 0.0, 1.0);
        }
        #endif
        #if defined(SHAPED) && !defined(INSTANCED)
        uniform vec4 uShapeRect;
        uniform float uShapeRadius;
        uniform float uShapeBorder;
        uniform float uShapeCorners;
        #endif
        #ifdef CLIPPED
        in highp vec3 vClip[CLIP_COUNT];      // homogeneous position in each clipping layer's coordinates
        uniform vec4 uClipRect[CLIP_COUNT];
        uniform float uClipRadius[CLIP_COUNT];
        uniform float uClipCorners[CLIP_COUNT];
        #endif
        #ifdef BITMAP_MASK
        in highp vec3 vBitmapMask;            // homogeneous position in the mask layer's coordinates
        uniform sampler2D uBitmapMask;
        uniform vec4 uBitmapMaskRect;         // where the bitmap lies in the mask layer's coordinates
        uniform vec4 uBitmapMaskTexRect;      // the part of the bitmap over that rect, normalized
        uniform float uBitmapMaskOpacity;
        uniform float uBitmapMaskFilter;      // as uTexFilter, for the mask layer's contents
        #endif
        #if defined(TEXTURED) || defined(BITMAP_MASK)
        // The normalized coordinates `uv` (already clamped) of a texture of `size` texels, moved to
        // the centre of their texel where `code` (as uTexFilter) is nearest for the scale in
        // force, so that the bilinear sampler returns that texel alone. `texels` is `uv` in texels
        // unclamped, whose screen derivatives give GL's footprint ρ (magnified when ρ ≤ 1: λ ≤ 0);
        // called outside any branch, as derivatives need.
        vec2 filtered(vec2 uv, vec2 size, vec2 texels, float code) {
            bool magnified = max(length(dFdx(texels)), length(dFdy(texels))) <= 1.0;
            bool nearest = magnified ? mod(code, 2.0) >= 1.0 : code >= 2.0;
            return nearest ? (floor(uv * size) + 0.5) / size : uv;
        }
        #endif

        void main() {
        #if defined(SHAPED) || defined(SHADOW) || defined(ARC)
            mat2 localDerivatives = projectiveDerivatives(vec3(vLocal, 1.0));   // outside any branch
            vec2 localDx = localDerivatives[0], localDy = localDerivatives[1];
        #endif
        #ifdef TEXTURED
        #ifdef BACKDROP
            vec4 color = texture(uTexture, (gl_FragCoord.xy + uBackdropMap.xy) * uBackdropMap.zw);
            float luma = dot(color.rgb, vec3(0.2126, 0.7152, 0.0722));
            color.rgb = clamp(mix(vec3(luma), color.rgb, uBackdropSaturation), vec3(0.0), vec3(color.a));
            color = uBackdropTint + color * (1.0 - uBackdropTint.a);
        #else
            vec2 texSize = vec2(textureSize(uTexture, 0));
            vec2 sampled = filtered(clamp(vTexCoord, uTexClamp.xy, uTexClamp.zw), texSize, vTexCoord * texSize, uTexFilter);
            vec4 color = texture(uTexture, sampled);
        #endif
        #ifdef UNDERLAID
            color += uUnderlay * (1.0 - color.a);
        #endif
            color *= uTint;
        #elif defined(GRADIENT)
            vec4 color = gradientColor(gradientPosition((vLocal - uGradientRect.xy) / uGradientRect.zw));
        #elif defined(ARC)
            // The ramp is the length of the distance's screen gradient, from its exact gradient (not
            // fwidth of the distance: the angle jumps where it wraps, and its derivative with it).
            vec3 arc = arcDistance(vLocal);
            float width = length(vec2(dot(arc.yz, localDx), dot(arc.yz, localDy)));
            vec4 color = uColor * clamp(0.5 - arc.x / max(width, 1e-6), 0.0, 1.0);
        #elif defined(SHADOW)
            float hard = roundedRectCoverage(vLocal, localDx, localDy, uShadowRect, uShadowCorner, uShadowCorners);
            vec4 color = uColor * (uShadowSigma > 0.0 ? shadowCoverage(vLocal) : hard);
        #else
            vec4 color = uColor;
        #endif
        #ifdef MASKED
            color *= texture(uMask, vTexCoord).a;
        #endif
            float alpha = uOpacity;
        #ifdef SHAPED
            float outer = roundedRectCoverage(vLocal, localDx, localDy, uShapeRect, uShapeRadius, uShapeCorners);
        #ifdef INSTANCED
            vec4 inner = vec4(uShapeRect.xy + uShapeBorder, uShapeRect.zw - 2.0 * uShapeBorder);
            float inside = roundedRectCoverage(
                vLocal, localDx, localDy, inner, max(uShapeRadius - uShapeBorder, 0.0), uShapeCorners);
            outer *= uShapeBorder > 0.0 && inner.z > 0.0 && inner.w > 0.0 ? 1.0 - inside : 1.0;
        #else
            if (uShapeBorder > 0.0) {
                vec4 inner = vec4(uShapeRect.xy + uShapeBorder, uShapeRect.zw - 2.0 * uShapeBorder);
                float inside = roundedRectCoverage(
                    vLocal, localDx, localDy, inner, max(uShapeRadius - uShapeBorder, 0.0), uShapeCorners);
                outer *= inner.z > 0.0 && inner.w > 0.0 ? 1.0 - inside : 1.0;
            }
        #endif
            alpha *= outer;
        #endif
        #ifdef CLIPPED
            for (int i = 0; i < CLIP_COUNT; i++) {
                vec3 mapped = vClip[i];
                vec2 local = mapped.xy / mapped.z;
                mat2 derivatives = projectiveDerivatives(mapped);
                float inside = roundedRectCoverage(
                    local, derivatives[0], derivatives[1], uClipRect[i], uClipRadius[i], uClipCorners[i]);
                alpha *= mapped.z > 0.0 ? inside : 0.0;
            }
        #endif
        #ifdef BITMAP_MASK
            {
                // Outside any branch: the texture read needs its screen derivatives.
                vec2 maskPoint = vBitmapMask.xy / vBitmapMask.z;
                vec2 maskUnit = (maskPoint - uBitmapMaskRect.xy) / uBitmapMaskRect.zw;
                vec2 maskCoordinate = uBitmapMaskTexRect.xy + maskUnit * uBitmapMaskTexRect.zw;
                vec2 maskSize = vec2(textureSize(uBitmapMask, 0));
                maskCoordinate = filtered(maskCoordinate, maskSize, maskCoordinate * maskSize, uBitmapMaskFilter);
                float texel = texture(uBitmapMask, maskCoordinate).a;
                mat2 derivatives = projectiveDerivatives(vBitmapMask);
                float inside = roundedRectCoverage(maskPoint, derivatives[0], derivatives[1], uBitmapMaskRect, 0.0, 0.0);
                alpha *= vBitmapMask.z > 0.0 ? texel * inside * uBitmapMaskOpacity : 0.0;
            }
        #endif
            fragColor = color * alpha;
        #ifdef GRADIENT
            // Half a level of interleaved-gradient noise, tied to the layer's own pixels (so a
            // moved layer keeps its pattern): no bands on 8-bit targets, premultiplied kept valid.
            vec2 cell = floor(vLocal / max(fwidth(vLocal), vec2(1e-6)));
            float noise = fract(52.9829189 * fract(dot(cell, vec2(0.06711056, 0.00583715))));
            fragColor.rgb = clamp(fragColor.rgb + (noise - 0.5) / 255.0, vec3(0.0), vec3(fragColor.a));
        #endif
        }
        """
}
