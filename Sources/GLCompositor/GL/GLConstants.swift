import CGLES3

// GL's enum macros import as Int32 while the functions take GLenum (UInt32). The GL layer names
// the values it uses once, here, so call sites read `glBindTexture(.texture2D, name)`.
// These stay internal: they extend UInt32 and must not leak into clients.
extension GLenum {
    static let texture2D = GLenum(GL_TEXTURE_2D)
    static let texture0 = GLenum(GL_TEXTURE0)
    static let framebuffer = GLenum(GL_FRAMEBUFFER)
    static let readFramebuffer = GLenum(GL_READ_FRAMEBUFFER)
    static let drawFramebuffer = GLenum(GL_DRAW_FRAMEBUFFER)
    static let renderbuffer = GLenum(GL_RENDERBUFFER)
    static let colorAttachment0 = GLenum(GL_COLOR_ATTACHMENT0)
    static let depthStencilAttachment = GLenum(GL_DEPTH_STENCIL_ATTACHMENT)
    static let framebufferComplete = GLenum(GL_FRAMEBUFFER_COMPLETE)
    static let arrayBuffer = GLenum(GL_ARRAY_BUFFER)
    static let staticDraw = GLenum(GL_STATIC_DRAW)
    static let streamDraw = GLenum(GL_STREAM_DRAW)

    static let rgba = GLenum(GL_RGBA)
    static let rgba8 = GLenum(GL_RGBA8)
    static let bgraExt = GLenum(GL_BGRA_EXT)
    static let depth24Stencil8 = GLenum(GL_DEPTH24_STENCIL8)
    static let unsignedByte = GLenum(GL_UNSIGNED_BYTE)
    static let float = GLenum(GL_FLOAT)

    static let textureMinFilter = GLenum(GL_TEXTURE_MIN_FILTER)
    static let textureMagFilter = GLenum(GL_TEXTURE_MAG_FILTER)
    static let textureWrapS = GLenum(GL_TEXTURE_WRAP_S)
    static let textureWrapT = GLenum(GL_TEXTURE_WRAP_T)
    static let textureSwizzleR = GLenum(GL_TEXTURE_SWIZZLE_R)
    static let textureSwizzleB = GLenum(GL_TEXTURE_SWIZZLE_B)

    static let unpackRowLength = GLenum(GL_UNPACK_ROW_LENGTH)
    static let unpackSkipPixels = GLenum(GL_UNPACK_SKIP_PIXELS)
    static let unpackSkipRows = GLenum(GL_UNPACK_SKIP_ROWS)
    static let unpackAlignment = GLenum(GL_UNPACK_ALIGNMENT)
    static let packAlignment = GLenum(GL_PACK_ALIGNMENT)

    static let vertexShader = GLenum(GL_VERTEX_SHADER)
    static let fragmentShader = GLenum(GL_FRAGMENT_SHADER)
    static let compileStatus = GLenum(GL_COMPILE_STATUS)
    static let linkStatus = GLenum(GL_LINK_STATUS)
    static let infoLogLength = GLenum(GL_INFO_LOG_LENGTH)

    static let blend = GLenum(GL_BLEND)
    static let scissorTest = GLenum(GL_SCISSOR_TEST)
    static let one = GLenum(GL_ONE)
    static let oneMinusSrcAlpha = GLenum(GL_ONE_MINUS_SRC_ALPHA)
    static let triangleStrip = GLenum(GL_TRIANGLE_STRIP)

    static let vendor = GLenum(GL_VENDOR)
    static let renderer = GLenum(GL_RENDERER)
    static let version = GLenum(GL_VERSION)
    static let shadingLanguageVersion = GLenum(GL_SHADING_LANGUAGE_VERSION)
    static let extensions = GLenum(GL_EXTENSIONS)
    static let numExtensions = GLenum(GL_NUM_EXTENSIONS)
    static let maxTextureSize = GLenum(GL_MAX_TEXTURE_SIZE)
    static let maxRenderbufferSize = GLenum(GL_MAX_RENDERBUFFER_SIZE)
    static let maxViewportDims = GLenum(GL_MAX_VIEWPORT_DIMS)

    static let debugOutputKHR = GLenum(GL_DEBUG_OUTPUT_KHR)
    static let debugOutputSynchronousKHR = GLenum(GL_DEBUG_OUTPUT_SYNCHRONOUS_KHR)
    static let noError = GLenum(GL_NO_ERROR)
}

extension GLint {
    static let linear = GLint(GL_LINEAR)
    static let clampToEdge = GLint(GL_CLAMP_TO_EDGE)
    static let red = GLint(GL_RED)
    static let blue = GLint(GL_BLUE)
}

/// The symbolic name of a GL error code.
enum GLErrorName {
    static func of(_ code: GLenum) -> String {
        switch Int32(bitPattern: code) {
        case GL_NO_ERROR: "GL_NO_ERROR"
        case GL_INVALID_ENUM: "GL_INVALID_ENUM"
        case GL_INVALID_VALUE: "GL_INVALID_VALUE"
        case GL_INVALID_OPERATION: "GL_INVALID_OPERATION"
        case GL_INVALID_FRAMEBUFFER_OPERATION: "GL_INVALID_FRAMEBUFFER_OPERATION"
        case GL_OUT_OF_MEMORY: "GL_OUT_OF_MEMORY"
        case GL_CONTEXT_LOST_KHR: "GL_CONTEXT_LOST"
        default: "GL error 0x\(String(code, radix: 16))"
        }
    }
}
