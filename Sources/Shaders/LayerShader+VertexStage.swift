extension LayerShader {
    /// The vertex stage of every variant (after its `#define`s): the unit square placed by
    /// `uTransform`, or per instance; with clips, each corner's target pixel mapped into each
    /// clipping layer's plane, homogeneously.
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
        layout(location = 8) in highp vec4 aShapeParameters;   // w: opacity (1 when a record has three)
        flat out highp vec4 vColor;
        flat out highp vec4 vShapeRect;
        flat out highp vec4 vShapeParameters;
        #ifdef TEXTURED
        layout(location = 9) in highp vec4 aTexRect;
        layout(location = 10) in highp vec4 aTexClamp;
        layout(location = 11) in highp vec4 aUnderlay;
        layout(location = 12) in highp float aTexFilter;
        flat out highp vec4 vTexClamp;
        flat out highp vec4 vUnderlay;
        flat out highp float vTexFilter;
        #endif

        void main() {
        #ifdef TEXTURED
            vTexCoord = aTexRect.xy + aPosition * aTexRect.zw;
            vTexClamp = aTexClamp;
            vUnderlay = aUnderlay;
            vTexFilter = aTexFilter;
        #else
            vTexCoord = aPosition;
        #endif
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
        #if defined(CLIPPED) || defined(BITMAP_MASK)
        uniform highp vec4 uPassPixels;              // the pass target's size (xy) and origin in target pixels (zw)
        #endif
        #ifdef CLIPPED
        uniform highp mat3 uClipMap[CLIP_COUNT];     // target pixel → clipping layer's coordinates
        out highp vec3 vClip[CLIP_COUNT];
        #endif
        #ifdef BITMAP_MASK
        uniform highp mat3 uBitmapMaskMap;           // target pixel → the mask layer's coordinates
        out highp vec3 vBitmapMask;
        #endif

        void main() {
            vTexCoord = uTexRect.xy + aPosition * uTexRect.zw;
            vLocal = uLocalRect.xy + aPosition * uLocalRect.zw;
            gl_Position = uTransform * vec4(aPosition, 0.0, 1.0);
        #if defined(CLIPPED) || defined(BITMAP_MASK)
            // This corner's target pixel, homogeneous (scaled by w): each map is linear in it, and
            // interpolation divides by w again, so every fragment gets its own pixel's mapping.
            float w = gl_Position.w;
            vec3 pixel = vec3((gl_Position.xy * 0.5 + 0.5 * w) * uPassPixels.xy + uPassPixels.zw * w, w);
        #endif
        #ifdef CLIPPED
            for (int i = 0; i < CLIP_COUNT; i++) vClip[i] = uClipMap[i] * pixel;
        #endif
        #ifdef BITMAP_MASK
            vBitmapMask = uBitmapMaskMap * pixel;
        #endif
        }
        #endif
        """
}
