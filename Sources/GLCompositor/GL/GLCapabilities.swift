import CGLES3

/// What the driver behind a context is and can do, probed once when the context is made.
public struct GLCapabilities: Sendable, Equatable {
    public let vendor: String
    public let renderer: String
    public let version: String
    public let shadingLanguageVersion: String
    public let extensions: Set<String>
    /// `GL_MAX_TEXTURE_SIZE`: the largest side of a texture.
    public let maxTextureSize: Int
    /// `GL_MAX_RENDERBUFFER_SIZE`.
    public let maxRenderbufferSize: Int
    /// `GL_MAX_VIEWPORT_DIMS`, width and height.
    public let maxViewportSize: (width: Int, height: Int)
    /// Textures can be uploaded from BGRA bytes as they are (`GL_EXT_texture_format_BGRA8888`).
    public let uploadsBGRA: Bool
    /// Pixels can be read back as BGRA (`GL_EXT_read_format_bgra`).
    public let readsBGRA: Bool
    /// `GL_KHR_debug` is offered.
    public let hasDebugOutput: Bool

    public static func == (lhs: GLCapabilities, rhs: GLCapabilities) -> Bool {
        lhs.vendor == rhs.vendor && lhs.renderer == rhs.renderer && lhs.version == rhs.version
            && lhs.extensions == rhs.extensions && lhs.maxTextureSize == rhs.maxTextureSize
            && lhs.uploadsBGRA == rhs.uploadsBGRA && lhs.readsBGRA == rhs.readsBGRA
    }

    /// The largest side an offscreen render target may have on this driver.
    public var maxRenderTargetSize: Int {
        min(maxTextureSize, maxRenderbufferSize, maxViewportSize.width, maxViewportSize.height)
    }

    /// Probes the current context. The context must be current on the calling thread.
    static func probe(disablingBGRA: Bool) -> GLCapabilities {
        let extensions = probeExtensions()
        var viewport: [GLint] = [0, 0]
        glGetIntegerv(.maxViewportDims, &viewport)
        return GLCapabilities(
            vendor: string(.vendor), renderer: string(.renderer), version: string(.version),
            shadingLanguageVersion: string(.shadingLanguageVersion), extensions: extensions,
            maxTextureSize: integer(.maxTextureSize), maxRenderbufferSize: integer(.maxRenderbufferSize),
            maxViewportSize: (Int(viewport[0]), Int(viewport[1])),
            uploadsBGRA: !disablingBGRA && extensions.contains("GL_EXT_texture_format_BGRA8888"),
            readsBGRA: !disablingBGRA && extensions.contains("GL_EXT_read_format_bgra"),
            hasDebugOutput: extensions.contains("GL_KHR_debug"))
    }

    private static func string(_ name: GLenum) -> String {
        glGetString(name).map { String(cString: $0) } ?? ""
    }

    private static func integer(_ name: GLenum) -> Int {
        var value: GLint = 0
        glGetIntegerv(name, &value)
        return Int(value)
    }

    private static func probeExtensions() -> Set<String> {
        let count = integer(.numExtensions)
        return Set(
            (0..<count).compactMap { index in
                glGetStringi(.extensions, GLuint(index)).map { String(cString: $0) }
            })
    }
}
