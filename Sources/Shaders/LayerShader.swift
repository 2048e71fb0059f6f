/// The program that draws every part of a layer: background, contents, border, and the
/// composite of an offscreen pass. Features are compiled in by `#define`, so each variant does
/// only its job:
///
/// - `TEXTURED`: sample `uTexture` over `uTexRect`; otherwise fill with `uColor`.
/// - `GRADIENT`: fill with a gradient (axial, radial or conic) of up to
///   `LayerShader.maxGradientStops` straight-colour stops, evaluated in the unit space of
///   `uGradientRect`, premultiplied after interpolation, and dithered by half a level so that
///   8-bit targets show no bands.
/// - `SHADOW`: fill with `uColor` times the coverage of the rounded rect `uShadowRect` (corner
///   `uShadowCorner`) blurred by a Gaussian of `uShadowSigma`: exact for square corners (the
///   product of two error-function intervals), integrated over eight rows for rounded ones.
/// - `ARC`: fill with `uColor` over a circular arc's stroke (`uArc`: centre, radius, half width;
///   `uArcAngles`: start angle, signed sweep, trimmed start and end as fractions of the length)
///   with butt, round or square caps at the trimmed ends (`uArcCap`), antialiased by distance.
/// - `UNDERLAID`: paint `uUnderlay` under the texture (a layer's background, in the same draw).
/// - `MASKED`: multiply by the alpha of `uMask`, sampled at the same coordinates (a mask pass).
/// - `SHAPED`: antialiased coverage of a rounded rect (`uShapeRect`, `uShapeRadius`) in the
///   layer's own coordinates, or of a ring when `uShapeBorder` > 0 (borders).
/// - `CLIPPED`: antialiased coverage of `CLIP_COUNT` (1…`LayerShader.maxClips`) rounded rects,
///   each in the space of the layer that clips, reached from target pixels through a 3×3
///   projective map. The vertex shader applies the maps to the homogeneous target pixel of each
///   corner, so the fragment shader only divides: interpolation keeps it exact, with or without
///   perspective, because the map is linear in homogeneous coordinates.
///
/// Everything is premultiplied; the result is scaled by `uOpacity`.
public enum LayerShader {
    /// How many exact (rotated or rounded) clips one draw can carry.
    public static let maxClips = 8
    /// How many colour stops one gradient draw can carry.
    public static let maxGradientStops = 16

    /// Feature flags of a variant.
    public struct Features: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let textured = Features(rawValue: 1 << 0)
        public static let masked = Features(rawValue: 1 << 1)
        public static let shaped = Features(rawValue: 1 << 2)
        public static let clipped = Features(rawValue: 1 << 3)
        /// Colour, transform, local rect and shape come per instance from vertex attributes
        /// (``LayerShader/InstanceLayout``), so that one draw call fills many quads. Only for
        /// untextured, unclipped draws.
        public static let instanced = Features(rawValue: 1 << 4)
        /// A premultiplied colour under the texture (`uUnderlay`). Only with `.textured`.
        public static let underlaid = Features(rawValue: 1 << 5)
        /// A gradient instead of a colour or texture. Not with `.textured` or `.instanced`.
        public static let gradient = Features(rawValue: 1 << 6)
        /// A blurred rounded rect's coverage times the colour (a layer's shadow). Not with
        /// `.textured`, `.gradient` or `.instanced`.
        public static let shadow = Features(rawValue: 1 << 7)
        /// A circular arc's stroke times the colour (a shape layer's ring). Alone, or clipped.
        public static let arc = Features(rawValue: 1 << 8)

        /// Every meaningful combination (masking and underlays imply texturing; instancing only
        /// colours, with or without a shape).
        public static let allVariants: [Features] =
            (0..<16).map(Features.init(rawValue:))
            .filter { !$0.contains(.masked) || $0.contains(.textured) }
            + [
                [.textured, .underlaid], [.textured, .underlaid, .shaped], [.textured, .underlaid, .clipped],
                [.textured, .underlaid, .shaped, .clipped], .instanced, [.instanced, .shaped],
                .gradient, [.gradient, .shaped], [.gradient, .clipped], [.gradient, .shaped, .clipped],
                .shadow, [.shadow, .clipped], .arc, [.arc, .clipped],
            ]
    }

    /// The program source for `features`; a `.clipped` variant applies `clipCount` clips
    /// (clamped to 1…``maxClips``), unrolled at compile time.
    public static func source(_ features: Features, clipCount: Int = maxClips) -> ShaderProgramSource {
        var defines = ""
        if features.contains(.textured) { defines += "#define TEXTURED 1\n" }
        if features.contains(.masked) { defines += "#define MASKED 1\n" }
        if features.contains(.underlaid) { defines += "#define UNDERLAID 1\n" }
        if features.contains(.shaped) { defines += "#define SHAPED 1\n" }
        if features.contains(.shadow) { defines += "#define SHADOW 1\n" }
        if features.contains(.arc) { defines += "#define ARC 1\n" }
        if features.contains(.gradient) { defines += "#define GRADIENT 1\n#define GRADIENT_STOPS \(maxGradientStops)\n" }
        var name = "layer[\(features.rawValue)]"
        if features.contains(.clipped) {
            let count = min(max(clipCount, 1), maxClips)
            defines += "#define CLIPPED 1\n#define CLIP_COUNT \(count)\n"
            name += "[\(count) clips]"
        }
        if features.contains(.instanced) { defines += "#define INSTANCED 1\n" }
        return ShaderProgramSource(
            name: name,
            vertex: "#version 300 es\n" + defines + vertexBody,
            fragment: "#version 300 es\n" + defines + fragmentBody)
    }

    /// Where each per-instance value lies in an instance's record of floats (the `INSTANCED`
    /// variant): the unit-square → clip-space matrix as four columns, the local rect, the
    /// premultiplied colour with opacity applied, the shape rect, and the shape's radius, border and
    /// rounded corners (a bit mask).
    public enum InstanceLayout {
        public static let floatsPerInstance = 31
        public static let transformColumns: [(location: UInt32, offset: Int)] = [(1, 0), (2, 4), (3, 8), (4, 12)]
        public static let localRect: (location: UInt32, offset: Int) = (5, 16)
        public static let color: (location: UInt32, offset: Int) = (6, 20)
        public static let shapeRect: (location: UInt32, offset: Int) = (7, 24)
        public static let shapeParameters: (location: UInt32, offset: Int) = (8, 28)
    }

    static let vertexBody = """
        layout(location = 0) in vec2 aPosition;
        out highp vec2 vTexCoord;
        out highp vec2 vLocal;
        #ifdef INSTANCED
        layout(location = 1) in highp vec4 aTransform0;
        layout(location = 2) in highp vec4 aTransform1;
        layout(location = 3) in highp vec4 aTransform2;
        layout(location = 4) in highp vec4 aTransform3;
        layout(location = 5) in highp vec4 aLocalRect;
        layout(location = 6) in highp vec4 aColor;
        layout(location = 7) in highp vec4 aShapeRect;
        layout(location = 8) in highp vec3 aShapeParameters;
        flat out highp vec4 vColor;
        flat out highp vec4 vShapeRect;
        flat out highp vec3 vShapeParameters;

        void main() {
            vTexCoord = aPosition;
            vLocal = aLocalRect.xy + aPosition * aLocalRect.zw;
            vColor = aColor;
            vShapeRect = aShapeRect;
            vShapeParameters = aShapeParameters;
            gl_Position = mat4(aTransform0, aTransform1, aTransform2, aTransform3) * vec4(aPosition, 0.0, 1.0);
        }
        #else
        uniform highp mat4 uTransform;   // unit square → clip space
        uniform highp vec4 uTexRect;     // texture sub-rect, normalized (x, y, w, h)
        uniform highp vec4 uLocalRect;   // the quad in the layer's coordinates (x, y, w, h)
        #ifdef CLIPPED
        uniform highp vec4 uPassPixels;              // the pass target's size (xy) and origin in target pixels (zw)
        uniform highp mat3 uClipMap[CLIP_COUNT];     // target pixel → clipping layer's coordinates
        out highp vec3 vClip[CLIP_COUNT];
        #endif

        void main() {
            vTexCoord = uTexRect.xy + aPosition * uTexRect.zw;
            vLocal = uLocalRect.xy + aPosition * uLocalRect.zw;
            gl_Position = uTransform * vec4(aPosition, 0.0, 1.0);
        #ifdef CLIPPED
            // This corner's target pixel, homogeneous (scaled by w): each map is linear in it, and
            // interpolation divides by w again, so every fragment gets its own pixel's mapping.
            float w = gl_Position.w;
            vec3 pixel = vec3((gl_Position.xy * 0.5 + 0.5 * w) * uPassPixels.xy + uPassPixels.zw * w, w);
            for (int i = 0; i < CLIP_COUNT; i++) vClip[i] = uClipMap[i] * pixel;
        #endif
        }
        #endif
        """

    static let fragmentBody = """
        precision highp float;
        in highp vec2 vTexCoord;
        in highp vec2 vLocal;
        out vec4 fragColor;

        #ifdef INSTANCED
        flat in vec4 vColor;
        flat in vec4 vShapeRect;
        flat in vec3 vShapeParameters;
        #define uOpacity 1.0
        #define uColor vColor
        #define uShapeRect vShapeRect
        #define uShapeRadius vShapeParameters.x
        #define uShapeBorder vShapeParameters.y
        #define uShapeCorners vShapeParameters.z
        #else
        uniform float uOpacity;
        #endif
        #ifdef TEXTURED
        uniform sampler2D uTexture;
        uniform vec4 uTint;   // multiplies the texels and underlay (a replicator instance's colour); white by default
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
            float angle = atan(p.y - s.y, p.x - s.x) - atan(d.y, d.x);   // clockwise on a y-down screen
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
        // Signed distance to the box a square cap adds at an end: `halfWidth` long along `tangent`
        // from the end, the stroke's width across it, reaching a little back into the stroke so
        // that the two shapes overlap (distances of shapes that only touch leave a seam).
        float capBox(vec2 offset, vec2 tangent, float halfWidth) {
            float back = min(halfWidth, 1.0);
            vec2 local = vec2(dot(offset, tangent) - 0.5 * (halfWidth - back), dot(offset, vec2(-tangent.y, tangent.x)));
            vec2 q = abs(local) - vec2(0.5 * (halfWidth + back), halfWidth);
            return length(max(q, 0.0)) + min(max(q.x, q.y), 0.0);
        }
        // Signed distance (negative inside) to the trimmed, capped stroke of the arc.
        float arcDistance(vec2 p) {
            const float turn = 6.28318530718;
            vec2 d = p - uArc.xy;
            float radius = length(d), halfWidth = uArc.w;
            float sweep = abs(uArcAngles.y), direction = uArcAngles.y < 0.0 ? -1.0 : 1.0;
            float angle = mod(direction * (atan(d.y, d.x) - uArcAngles.x), turn);
            float from = uArcAngles.z * sweep, to = uArcAngles.w * sweep;
            if (angle > 0.5 * (to + from + turn)) angle -= turn;   // nearer the start, going round the gap
            float band = abs(radius - uArc.z) - halfWidth;
            // Along the arc, past an end; a whole ring has no ends (and so no seam where it starts).
            float beyond = to - from >= turn - 1e-4 ? -1e30 : max((from - angle) * radius, (angle - to) * radius);
            float cut = max(band, beyond);
            if (uArcCap < 0.5) return cut;                                             // butt
            float a0 = uArcAngles.x + direction * from, a1 = uArcAngles.x + direction * to;
            vec2 first = uArc.xy + uArc.z * vec2(cos(a0), sin(a0));
            vec2 last = uArc.xy + uArc.z * vec2(cos(a1), sin(a1));
            if (uArcCap < 1.5) return min(cut, min(length(p - first), length(p - last)) - halfWidth);   // round
            // Square: a half-width-long box past each end, along the tangent there.
            vec2 forward = direction * vec2(-sin(a1), cos(a1)), backward = -direction * vec2(-sin(a0), cos(a0));
            return min(cut, min(capBox(p - last, forward, halfWidth), capBox(p - first, backward, halfWidth)));
        }
        #endif
        #ifdef SHADOW
        uniform vec4 uShadowRect;      // the casting rect in the layer's coordinates (x, y, w, h)
        uniform float uShadowCorner;
        uniform float uShadowCorners;  // the rounded corners' bits (1 top-left, 2 top-right, 4 bottom-left, 8 bottom-right)
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
            for (int i = 0; i < 8; i++) {
                float y = start + step * (float(i) + 0.5);             // a row of the rect
                bool top = y < 0.0;
                float left = -halfSize.x + cornerInset(y, halfSize.y, corner * cornerRounded(top ? 1.0 : 4.0));
                float right = halfSize.x - cornerInset(y, halfSize.y, corner * cornerRounded(top ? 2.0 : 8.0));
                float weight = exp(-(q.y - y) * (q.y - y) / (2.0 * sigma * sigma)) / (2.50662827 * sigma);
                value += gaussianShare(q.x, left, right, sigma) * weight * step;
            }
            return value;
        }
        #endif
        #ifdef MASKED
        uniform sampler2D uMask;
        #endif
        #ifdef UNDERLAID
        uniform vec4 uUnderlay;
        #endif
        #if defined(SHAPED) || defined(CLIPPED) || defined(SHADOW)
        // Signed distance to a rounded rect (negative inside) whose corners in the bit mask
        // `corners` (1 top-left, 2 top-right, 4 bottom-left, 8 bottom-right; y down) are rounded.
        float roundedRectDistance(vec2 p, vec4 rect, float radius, float corners) {
            vec2 halfSize = rect.zw * 0.5;
            vec2 centred = p - (rect.xy + halfSize);
            float bit = centred.x < 0.0 ? (centred.y < 0.0 ? 1.0 : 4.0) : (centred.y < 0.0 ? 2.0 : 8.0);
            float rounded = mod(floor(corners / bit), 2.0);
            float r = min(radius, min(halfSize.x, halfSize.y)) * rounded;
            vec2 q = abs(centred) - halfSize + r;
            return length(max(q, 0.0)) + min(max(q.x, q.y), 0.0) - r;
        }
        // Antialiased coverage: 1 inside, 0 outside, a one-pixel ramp across the edge.
        float coverage(float distance) {
            return clamp(0.5 - distance / max(fwidth(distance), 1e-6), 0.0, 1.0);
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

        void main() {
        #ifdef TEXTURED
            vec4 color = texture(uTexture, vTexCoord);
        #ifdef UNDERLAID
            color += uUnderlay * (1.0 - color.a);
        #endif
            color *= uTint;
        #elif defined(GRADIENT)
            vec4 color = gradientColor(gradientPosition((vLocal - uGradientRect.xy) / uGradientRect.zw));
        #elif defined(ARC)
            // A pixel's size in layer units from the smooth coordinates, not the distance (the
            // angle jumps where it wraps, and its derivative with it).
            float pixel = max(0.70710678 * length(fwidth(vLocal)), 1e-6);
            vec4 color = uColor * clamp(0.5 - arcDistance(vLocal) / pixel, 0.0, 1.0);
        #elif defined(SHADOW)
            float hard = coverage(roundedRectDistance(vLocal, uShadowRect, uShadowCorner, uShadowCorners));   // outside any branch: fwidth
            vec4 color = uColor * (uShadowSigma > 0.0 ? shadowCoverage(vLocal) : hard);
        #else
            vec4 color = uColor;
        #endif
        #ifdef MASKED
            color *= texture(uMask, vTexCoord).a;
        #endif
            float alpha = uOpacity;
        #ifdef SHAPED
            float outer = coverage(roundedRectDistance(vLocal, uShapeRect, uShapeRadius, uShapeCorners));
        #ifdef INSTANCED
            // The border comes per instance: derivatives (in coverage) must not sit under a branch on it.
            vec4 inner = vec4(uShapeRect.xy + uShapeBorder, uShapeRect.zw - 2.0 * uShapeBorder);
            float inside = coverage(roundedRectDistance(vLocal, inner, max(uShapeRadius - uShapeBorder, 0.0), uShapeCorners));
            outer *= uShapeBorder > 0.0 && inner.z > 0.0 && inner.w > 0.0 ? 1.0 - inside : 1.0;
        #else
            if (uShapeBorder > 0.0) {
                vec4 inner = vec4(uShapeRect.xy + uShapeBorder, uShapeRect.zw - 2.0 * uShapeBorder);
                float inside = coverage(roundedRectDistance(vLocal, inner, max(uShapeRadius - uShapeBorder, 0.0), uShapeCorners));
                outer *= inner.z > 0.0 && inner.w > 0.0 ? 1.0 - inside : 1.0;
            }
        #endif
            alpha *= outer;
        #endif
        #ifdef CLIPPED
            for (int i = 0; i < CLIP_COUNT; i++) {
                vec3 mapped = vClip[i];
                vec2 local = mapped.xy / mapped.z;
                float inside = coverage(roundedRectDistance(local, uClipRect[i], uClipRadius[i], uClipCorners[i]));
                alpha *= mapped.z > 0.0 ? inside : 0.0;
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
