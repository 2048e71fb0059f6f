/// The program that draws every part of a layer: background, contents, border, and the
/// composite of an offscreen pass. Features are compiled in by `#define`, so each variant does
/// only its job:
///
/// - `TEXTURED`: sample `uTexture` over `uTexRect`; otherwise fill with `uColor`.
/// - `MASKED`: multiply by the alpha of `uMask`, sampled at the same coordinates (a mask pass).
/// - `SHAPED`: antialiased coverage of a rounded rect (`uShapeRect`, `uShapeRadius`) in the
///   layer's own coordinates, or of a ring when `uShapeBorder` > 0 (borders).
/// - `CLIPPED`: antialiased coverage of up to `LayerShader.maxClips` rounded rects, each in the
///   space of the layer that clips, reached from target pixels through a 3×3 projective map.
///
/// Everything is premultiplied; the result is scaled by `uOpacity`.
public enum LayerShader {
    /// How many exact (rotated or rounded) clips one draw can carry. Must match `MAX_CLIPS`.
    public static let maxClips = 8

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

        /// Every meaningful combination (masking implies texturing; instancing only colours,
        /// with or without a shape).
        public static let allVariants: [Features] = (0..<16).map(Features.init(rawValue:))
            .filter { !$0.contains(.masked) || $0.contains(.textured) } + [.instanced, [.instanced, .shaped]]
    }

    /// The program source for `features`.
    public static func source(_ features: Features) -> ShaderProgramSource {
        var defines = ""
        if features.contains(.textured) { defines += "#define TEXTURED 1\n" }
        if features.contains(.masked) { defines += "#define MASKED 1\n" }
        if features.contains(.shaped) { defines += "#define SHAPED 1\n" }
        if features.contains(.clipped) { defines += "#define CLIPPED 1\n" }
        if features.contains(.instanced) { defines += "#define INSTANCED 1\n" }
        defines += "#define MAX_CLIPS \(maxClips)\n"
        return ShaderProgramSource(
            name: "layer[\(features.rawValue)]",
            vertex: "#version 300 es\n" + defines + vertexBody,
            fragment: "#version 300 es\n" + defines + fragmentBody)
    }

    /// Where each per-instance value lies in an instance's record of floats (the `INSTANCED`
    /// variant): the unit-square → clip-space matrix as four columns, the local rect, the
    /// premultiplied colour with opacity applied, the shape rect, and the shape's radius and border.
    public enum InstanceLayout {
        public static let floatsPerInstance = 30
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
        layout(location = 8) in highp vec2 aShapeParameters;
        flat out highp vec4 vColor;
        flat out highp vec4 vShapeRect;
        flat out highp vec2 vShapeParameters;

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

        void main() {
            vTexCoord = uTexRect.xy + aPosition * uTexRect.zw;
            vLocal = uLocalRect.xy + aPosition * uLocalRect.zw;
            gl_Position = uTransform * vec4(aPosition, 0.0, 1.0);
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
        flat in vec2 vShapeParameters;
        #define uOpacity 1.0
        #define uColor vColor
        #define uShapeRect vShapeRect
        #define uShapeRadius vShapeParameters.x
        #define uShapeBorder vShapeParameters.y
        #else
        uniform float uOpacity;
        #endif
        #ifdef TEXTURED
        uniform sampler2D uTexture;
        #elif !defined(INSTANCED)
        uniform vec4 uColor;
        #endif
        #ifdef MASKED
        uniform sampler2D uMask;
        #endif
        #if defined(SHAPED) || defined(CLIPPED)
        // Signed distance to a rounded rect (negative inside).
        float roundedRectDistance(vec2 p, vec4 rect, float radius) {
            vec2 halfSize = rect.zw * 0.5;
            float r = min(radius, min(halfSize.x, halfSize.y));
            vec2 q = abs(p - (rect.xy + halfSize)) - halfSize + r;
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
        #endif
        #ifdef CLIPPED
        uniform int uClipCount;
        uniform vec2 uFragOffset;             // the pass's origin in target pixels
        uniform mat3 uClipMap[MAX_CLIPS];     // target pixel → clipping layer's coordinates
        uniform vec4 uClipRect[MAX_CLIPS];
        uniform float uClipRadius[MAX_CLIPS];
        #endif

        void main() {
        #ifdef TEXTURED
            vec4 color = texture(uTexture, vTexCoord);
        #else
            vec4 color = uColor;
        #endif
        #ifdef MASKED
            color *= texture(uMask, vTexCoord).a;
        #endif
            float alpha = uOpacity;
        #ifdef SHAPED
            float outer = coverage(roundedRectDistance(vLocal, uShapeRect, uShapeRadius));
        #ifdef INSTANCED
            // The border comes per instance: derivatives (in coverage) must not sit under a branch on it.
            vec4 inner = vec4(uShapeRect.xy + uShapeBorder, uShapeRect.zw - 2.0 * uShapeBorder);
            float inside = coverage(roundedRectDistance(vLocal, inner, max(uShapeRadius - uShapeBorder, 0.0)));
            outer *= uShapeBorder > 0.0 && inner.z > 0.0 && inner.w > 0.0 ? 1.0 - inside : 1.0;
        #else
            if (uShapeBorder > 0.0) {
                vec4 inner = vec4(uShapeRect.xy + uShapeBorder, uShapeRect.zw - 2.0 * uShapeBorder);
                float inside = coverage(roundedRectDistance(vLocal, inner, max(uShapeRadius - uShapeBorder, 0.0)));
                outer *= inner.z > 0.0 && inner.w > 0.0 ? 1.0 - inside : 1.0;
            }
        #endif
            alpha *= outer;
        #endif
        #ifdef CLIPPED
            vec2 pixel = gl_FragCoord.xy + uFragOffset;
            for (int i = 0; i < MAX_CLIPS; i++) {
                if (i >= uClipCount) break;
                vec3 mapped = uClipMap[i] * vec3(pixel, 1.0);
                vec2 local = mapped.xy / mapped.z;
                float inside = coverage(roundedRectDistance(local, uClipRect[i], uClipRadius[i]));
                alpha *= mapped.z > 0.0 ? inside : 0.0;
            }
        #endif
            fragColor = color * alpha;
        }
        """
}
