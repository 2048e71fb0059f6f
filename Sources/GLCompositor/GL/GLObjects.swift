import CGLES3

/// A 2D texture. Its pixel layout is premultiplied BGRA whichever upload path the driver allows.
public final class GLTexture: GLObject {
    public let width: Int
    public let height: Int

    init(name: GLuint, width: Int, height: Int, tracker: GLObjectTracker) {
        self.width = width
        self.height = height
        super.init(name: name, kind: .texture, tracker: tracker)
    }

    /// Bytes of GPU memory the texture's pixels occupy (4 per pixel, no mipmaps).
    public var byteCount: Int { width * height * 4 }
}

/// A framebuffer object.
public final class GLFramebuffer: GLObject {
    init(name: GLuint, tracker: GLObjectTracker) { super.init(name: name, kind: .framebuffer, tracker: tracker) }
}

/// A renderbuffer (stencil and depth-stencil storage for clipping passes).
public final class GLRenderbuffer: GLObject {
    public let width: Int
    public let height: Int

    init(name: GLuint, width: Int, height: Int, tracker: GLObjectTracker) {
        self.width = width
        self.height = height
        super.init(name: name, kind: .renderbuffer, tracker: tracker)
    }
}

/// A buffer object (vertex data).
public final class GLBuffer: GLObject {
    public internal(set) var byteCount: Int = 0
    init(name: GLuint, tracker: GLObjectTracker) { super.init(name: name, kind: .buffer, tracker: tracker) }
}

/// A vertex array object.
public final class GLVertexArray: GLObject {
    init(name: GLuint, tracker: GLObjectTracker) { super.init(name: name, kind: .vertexArray, tracker: tracker) }
}

/// A linked program with its uniform locations looked up once.
public final class GLProgram: GLObject {
    public let label: String
    private let uniforms: [String: GLint]

    init(name: GLuint, label: String, uniforms: [String: GLint], tracker: GLObjectTracker) {
        self.label = label
        self.uniforms = uniforms
        super.init(name: name, kind: .program, tracker: tracker)
    }

    /// The location of an active uniform, or -1 when the program has none of that name.
    public func uniformLocation(_ uniform: String) -> GLint { uniforms[uniform] ?? -1 }

    /// The names of the program's active uniforms.
    public var uniformNames: [String] { uniforms.keys.sorted() }
}
