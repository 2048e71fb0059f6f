/// Samples a premultiplied texture and scales every channel by `uOpacity`, which keeps it
/// premultiplied. Channel order is fixed at upload (BGRA8888 or texture swizzle), not here.
public enum TexturedQuadShader {
    public static let fragment = """
        #version 300 es
        precision highp float;
        uniform sampler2D uTexture;
        uniform float uOpacity;
        in highp vec2 vTexCoord;
        out vec4 fragColor;

        void main() {
            fragColor = texture(uTexture, vTexCoord) * uOpacity;
        }
        """
}
