/// The vertex stage every quad program shares.
///
/// Attribute 0 is a corner of the unit square, (0,0) to (1,1). `uTransform` maps it to clip space
/// (column-major, so Core Animation's row-major `CATransform3D` uploads as is); `uTexRect` maps it
/// to the texture sub-rectangle (x, y, width, height in normalized texture coordinates).
public enum QuadVertexShader {
    public static let positionAttribute: UInt32 = 0

    public static let source = """
        #version 300 es
        layout(location = 0) in vec2 aPosition;
        uniform highp mat4 uTransform;
        uniform highp vec4 uTexRect;
        out highp vec2 vTexCoord;

        void main() {
            vTexCoord = uTexRect.xy + aPosition * uTexRect.zw;
            gl_Position = uTransform * vec4(aPosition, 0.0, 1.0);
        }
        """
}
