/// One pass of a separable Gaussian blur over a premultiplied texture: the texel at
/// `vTexCoord` weighted by `uWeights[0]`, plus each pair of texels `i` steps (`uStep`, one
/// source texel along the pass's axis) either side weighted by `uWeights[i]`, for `uTapCount`
/// taps. Samples are clamped to `uLimit` (the part of the texture that holds pixels: its
/// texel centres), so the edge pixels extend outwards, as iOS's backdrop blurs do at a screen
/// edge. With one tap of weight 1 it is a plain copy, which the backdrop blur uses to halve
/// the image (a bilinear sample between four texels is their mean).
public enum BackdropBlurShader {
    /// The most taps one side of a pass reads (the centre included): a standard deviation of
    /// up to five texels keeps three of them on each side.
    public static let maxTaps = 16

    public static let fragment = """
        #version 300 es
        precision highp float;
        uniform sampler2D uTexture;
        uniform vec4 uStep;        // one source texel along the axis (xy)
        uniform vec4 uLimit;
        uniform float uWeights[\(maxTaps)];
        uniform float uTapCount;
        in highp vec2 vTexCoord;
        out vec4 fragColor;

        vec4 tap(vec2 uv) { return texture(uTexture, clamp(uv, uLimit.xy, uLimit.zw)); }

        void main() {
            vec4 sum = tap(vTexCoord) * uWeights[0];
            for (int i = 1; i < \(maxTaps); i++) {
                if (float(i) >= uTapCount) break;
                vec2 offset = uStep.xy * float(i);
                sum += (tap(vTexCoord + offset) + tap(vTexCoord - offset)) * uWeights[i];
            }
            fragColor = sum;
        }
        """
}
