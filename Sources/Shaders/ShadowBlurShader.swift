/// One direction of a separable Gaussian blur of a texture's alpha, tinted: the program that
/// blurs the shadows cast by a layer's whole composited content (its sublayers included).
///
/// The vertex stage covers the bound target's viewport and hands the fragment stage its pixel
/// coordinates (row 0 at the top, as every target here). The fragment stage sums the alpha of
/// the source's texels `-uBlur.w … uBlur.w` steps of `uBlur.xy` away, weighted by the Gaussian
/// of standard deviation `uBlur.z` pixels sampled at whole texels and normalized, reading zero
/// outside the source's valid `uSourceSize`; it writes `uColor` (premultiplied) times that sum.
/// Two runs (across, then down, the first with a white `uColor`) blur and tint a shadow.
public enum ShadowBlurShader {
    public static let vertex = """
        #version 300 es
        layout(location = 0) in vec2 aPosition;
        uniform highp vec4 uTargetSize;
        out highp vec2 vPixel;

        void main() {
            vPixel = aPosition * uTargetSize.xy;
            gl_Position = vec4(aPosition * 2.0 - 1.0, 0.0, 1.0);
        }
        """

    public static let fragment = """
        #version 300 es
        precision highp float;
        uniform sampler2D uSource;
        uniform vec4 uBlur;
        uniform vec4 uSourceSize;
        uniform vec4 uColor;
        in highp vec2 vPixel;
        out vec4 fragColor;

        void main() {
            ivec2 pixel = ivec2(floor(vPixel));
            ivec2 step = ivec2(uBlur.xy);
            ivec2 size = ivec2(uSourceSize.xy);
            int reach = int(uBlur.w);
            float sigma = uBlur.z;
            float sum = 0.0;
            float total = 0.0;
            for (int i = -reach; i <= reach; ++i) {
                float weight = sigma > 0.0 ? exp(-float(i * i) / (2.0 * sigma * sigma)) : (i == 0 ? 1.0 : 0.0);
                ivec2 texel = pixel + step * i;
                if (texel.x >= 0 && texel.y >= 0 && texel.x < size.x && texel.y < size.y) {
                    sum += weight * texelFetch(uSource, texel, 0).a;
                }
                total += weight;
            }
            fragColor = uColor * (sum / total);
        }
        """
}
