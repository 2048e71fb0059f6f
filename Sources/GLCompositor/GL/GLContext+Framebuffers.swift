import CGLES3

extension GLContext {
    /// Makes a framebuffer whose colour attachment is `texture`, and checks it is complete.
    /// The context must be current.
    public func makeFramebuffer(colorAttachment texture: GLTexture) throws(GLError) -> GLFramebuffer {
        assertCurrent()
        assertOwns(texture)
        var name: GLuint = 0
        glGenFramebuffers(1, &name)
        let framebuffer = GLFramebuffer(name: name, tracker: tracker)
        state.bindFramebuffer(name)
        glFramebufferTexture2D(.framebuffer, .colorAttachment0, .texture2D, texture.name, 0)
        let status = glCheckFramebufferStatus(.framebuffer)
        guard status == .framebufferComplete else {
            _ = takeErrors()
            throw .framebufferIncomplete(status: FramebufferStatusName.of(status))
        }
        try checkError("making a framebuffer")
        return framebuffer
    }

    /// Makes a renderbuffer with `GL_DEPTH24_STENCIL8` storage and attaches it to `framebuffer`
    /// as its depth-stencil buffer. The context must be current.
    public func attachDepthStencil(to framebuffer: GLFramebuffer, width: Int, height: Int) throws(GLError)
        -> GLRenderbuffer
    {
        assertCurrent()
        assertOwns(framebuffer)
        try GLError.checkSize(width: width, height: height, limit: capabilities.maxRenderbufferSize)
        var name: GLuint = 0
        glGenRenderbuffers(1, &name)
        let renderbuffer = GLRenderbuffer(name: name, width: width, height: height, tracker: tracker)
        state.bindRenderbuffer(name)
        glRenderbufferStorage(.renderbuffer, .depth24Stencil8, GLsizei(width), GLsizei(height))
        state.bindFramebuffer(framebuffer.name)
        glFramebufferRenderbuffer(.framebuffer, .depthStencilAttachment, .renderbuffer, name)
        let status = glCheckFramebufferStatus(.framebuffer)
        guard status == .framebufferComplete else {
            _ = takeErrors()
            throw .framebufferIncomplete(status: FramebufferStatusName.of(status))
        }
        try checkError("attaching a \(width)x\(height) depth-stencil renderbuffer")
        return renderbuffer
    }

    /// Directs drawing to `framebuffer` with a viewport of `width` × `height`.
    func bindForDrawing(_ framebuffer: GLFramebuffer, width: Int, height: Int) {
        assertOwns(framebuffer)
        state.bindFramebuffer(framebuffer.name)
        state.setViewport(GLStateCache.Rect(x: 0, y: 0, width: Int32(width), height: Int32(height)))
    }
}

enum FramebufferStatusName {
    static func of(_ status: GLenum) -> String {
        switch Int32(bitPattern: status) {
        case GL_FRAMEBUFFER_COMPLETE: "GL_FRAMEBUFFER_COMPLETE"
        case GL_FRAMEBUFFER_INCOMPLETE_ATTACHMENT: "GL_FRAMEBUFFER_INCOMPLETE_ATTACHMENT"
        case GL_FRAMEBUFFER_INCOMPLETE_MISSING_ATTACHMENT: "GL_FRAMEBUFFER_INCOMPLETE_MISSING_ATTACHMENT"
        case GL_FRAMEBUFFER_INCOMPLETE_DIMENSIONS: "GL_FRAMEBUFFER_INCOMPLETE_DIMENSIONS"
        case GL_FRAMEBUFFER_UNSUPPORTED: "GL_FRAMEBUFFER_UNSUPPORTED"
        case GL_FRAMEBUFFER_INCOMPLETE_MULTISAMPLE: "GL_FRAMEBUFFER_INCOMPLETE_MULTISAMPLE"
        default: "framebuffer status 0x\(String(status, radix: 16))"
        }
    }
}
