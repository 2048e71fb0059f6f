/// `uColor` is a premultiplied RGBA colour; blending is `ONE, ONE_MINUS_SRC_ALPHA`.
public enum SolidColorShader {
    public static let fragment = """
        #version 300 es
        precision highp float;
        uniform vec4 uColor;
        out vec4 fragColor;

        void main() {
            fragColor = uColor;
        }
        """
}
