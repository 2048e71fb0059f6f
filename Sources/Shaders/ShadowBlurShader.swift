/// One direction of a separable Gaussian blur of a texture's alpha, tinted: the program that
/// blurs the shadows cast by a layer's whole composited content (its sublayers included).
///
/// The vertex stage covers the bound target's viewport and hands the fragment stage its pixel
/// coordinates (row 0 at the top, as every target here). The fragment stage sums the alpha of
/// the source's texels `-uBlur.w … uBlur.w` steps of `uBlur.xy` away, weighted by the Gaussian
/// of standard deviation `uBlur.z` pixels sampled at whole texels and normalized, reading zero
/// outside the source's valid `uSourceSize` (the weights by recurrence, two products a tap); it writes `uColor` (premultiplied) times that sum.
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

        float alphaAt(ivec2 texel, ivec2 size) {
            bool inside = texel.x >= 0 && texel.y >= 0 && texel.x < size.x && texel.y < size.y;
            return inside ? texelFetch(uSource, texel, 0).a : 0.0;
        }

        void main() {
            ivec2 pixel = ivec2(floor(vPixel));
            ivec2 step = ivec2(uBlur.xy);
            ivec2 size = ivec2(uSourceSize.xy);
            int reach = int(uBlur.w);
            float sigma = uBlur.z;
            // Weights exp(-i^2 / 2 sigma^2) by recurrence (GPU Gems 3, 40.2): two products a tap.
            float ratio = sigma > 0.0 ? exp(-0.5 / (sigma * sigma)) : 0.0;
            vec2 weight = vec2(1.0, ratio);
            float sum = alphaAt(pixel, size);
            float total = 1.0;
            for (int i = 1; i <= reach; ++i) {
                weight = vec2(weight.x * weight.y, weight.y * ratio * ratio);
                sum += weight.x * (alphaAt(pixel + step * i, size) + alphaAt(pixel - step * i, size));
                total += 2.0 * weight.x;
            }
            fragColor = uColor * (sum / total);
        }
        """
}
