/// The GLSL ES 3.00 source of one GPU program: a vertex and a fragment shader.
///
/// Programs are small and do one job each. Every program in ``ShaderLibrary/all`` is compiled and
/// linked by the test suite on a real driver, so a syntax error cannot reach a frame.
public struct ShaderProgramSource: Sendable, Hashable {
    /// A short unique name, used in logs and in compile errors.
    public let name: String
    public let vertex: String
    public let fragment: String

    public init(name: String, vertex: String, fragment: String) {
        self.name = name
        self.vertex = vertex
        self.fragment = fragment
    }
}

/// Every program the compositor uses.
public enum ShaderLibrary {
    public static let all: [ShaderProgramSource] =
        [solidColor, texturedQuad, shadowBlur, backdropBlur]
        + LayerShader.Features.allVariants.flatMap { features in
            features.contains(.clipped)
                ? [LayerShader.source(features, clipCount: 1), LayerShader.source(features, clipCount: LayerShader.maxClips)]
                : [LayerShader.source(features)]
        }

    /// Fills a quad with one premultiplied colour.
    public static let solidColor = ShaderProgramSource(
        name: "solidColor", vertex: QuadVertexShader.source, fragment: SolidColorShader.fragment)

    /// One direction of a shadow's separable Gaussian blur of a pass's alpha, tinted.
    public static let shadowBlur = ShaderProgramSource(
        name: "shadowBlur", vertex: ShadowBlurShader.vertex, fragment: ShadowBlurShader.fragment)

    /// One pass of a backdrop's separable Gaussian blur (or, with one tap, a bilinear halving).
    public static let backdropBlur = ShaderProgramSource(
        name: "backdropBlur", vertex: QuadVertexShader.source, fragment: BackdropBlurShader.fragment)

    /// Draws a sub-rectangle of a premultiplied texture onto a quad, scaled by an opacity.
    public static let texturedQuad = ShaderProgramSource(
        name: "texturedQuad", vertex: QuadVertexShader.source, fragment: TexturedQuadShader.fragment)
}
