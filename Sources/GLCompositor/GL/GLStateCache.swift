import CGLES3

/// The GL state one context last set, so that redundant binds and toggles are skipped.
///
/// Only the GL layer changes GL state, and only through this cache, so the cache is always right.
/// When a name is deleted the cache forgets it, since GL reuses names.
struct GLStateCache {
    struct Rect: Equatable {
        var x: Int32, y: Int32, width: Int32, height: Int32
    }

    private(set) var program: GLuint?
    private(set) var framebuffer: GLuint?
    private(set) var vertexArray: GLuint?
    private(set) var arrayBuffer: GLuint?
    private(set) var renderbuffer: GLuint?
    private(set) var activeUnit: GLuint?
    private(set) var textures: [GLuint?] = Array(repeating: nil, count: 8)
    private(set) var blendEnabled: Bool?
    /// The blend function last set: true for additive (`ONE, ONE`), false for premultiplied over.
    private(set) var additiveBlendFunction: Bool?
    private(set) var scissorEnabled: Bool?
    private(set) var scissorBox: Rect?
    private(set) var viewport: Rect?
    private(set) var clearColor: [Float]?
    /// Calls that the cache made unnecessary.
    private(set) var skippedCalls = 0

    mutating func useProgram(_ name: GLuint) {
        guard mustCall(unchanged: program == name) else { return }
        glUseProgram(name)
        program = name
    }

    mutating func bindFramebuffer(_ name: GLuint) {
        guard mustCall(unchanged: framebuffer == name) else { return }
        glBindFramebuffer(.framebuffer, name)
        framebuffer = name
    }

    /// Binds `read` for reading and `draw` for drawing (a blit), then records that neither
    /// binding is known, so the next ``bindFramebuffer(_:)`` rebinds both.
    mutating func bindForBlit(read: GLuint, draw: GLuint) {
        glBindFramebuffer(.readFramebuffer, read)
        glBindFramebuffer(.drawFramebuffer, draw)
        framebuffer = nil
    }

    mutating func bindVertexArray(_ name: GLuint) {
        guard mustCall(unchanged: vertexArray == name) else { return }
        glBindVertexArray(name)
        vertexArray = name
    }

    mutating func bindArrayBuffer(_ name: GLuint) {
        guard mustCall(unchanged: arrayBuffer == name) else { return }
        glBindBuffer(.arrayBuffer, name)
        arrayBuffer = name
    }

    mutating func bindRenderbuffer(_ name: GLuint) {
        guard mustCall(unchanged: renderbuffer == name) else { return }
        glBindRenderbuffer(.renderbuffer, name)
        renderbuffer = name
    }

    mutating func bindTexture(_ name: GLuint, unit: Int = 0) {
        precondition(unit >= 0 && unit < textures.count, "texture unit \(unit) out of range")
        if activeUnit != GLuint(unit) {
            glActiveTexture(.texture0 + GLenum(unit))
            activeUnit = GLuint(unit)
        }
        guard mustCall(unchanged: textures[unit] == name) else { return }
        glBindTexture(.texture2D, name)
        textures[unit] = name
    }

    /// Premultiplied source-over (`ONE, ONE_MINUS_SRC_ALPHA`) when `enabled`, no blending
    /// otherwise; `additive` (`ONE, ONE`) sums instead, for mixing a cross-fade.
    mutating func setBlending(_ enabled: Bool, additive: Bool = false) {
        if mustCall(unchanged: blendEnabled == enabled) {
            enabled ? glEnable(.blend) : glDisable(.blend)
            blendEnabled = enabled
        }
        if enabled, mustCall(unchanged: additiveBlendFunction == additive) {
            glBlendFunc(.one, additive ? .one : .oneMinusSrcAlpha)
            additiveBlendFunction = additive
        }
    }

    /// Scissor to `rect` (target pixels, rows from the top), or off when `nil`.
    mutating func setScissor(_ rect: Rect?) {
        let enabled = rect != nil
        if mustCall(unchanged: scissorEnabled == enabled) {
            enabled ? glEnable(.scissorTest) : glDisable(.scissorTest)
            scissorEnabled = enabled
        }
        if let rect, mustCall(unchanged: scissorBox == rect) {
            glScissor(rect.x, rect.y, rect.width, rect.height)
            scissorBox = rect
        }
    }

    mutating func setViewport(_ rect: Rect) {
        guard mustCall(unchanged: viewport == rect) else { return }
        glViewport(rect.x, rect.y, rect.width, rect.height)
        viewport = rect
    }

    mutating func setClearColor(_ rgba: [Float]) {
        guard mustCall(unchanged: clearColor == rgba) else { return }
        glClearColor(rgba[0], rgba[1], rgba[2], rgba[3])
        clearColor = rgba
    }

    /// Forgets `name` wherever it is bound; call after deleting it, before GL can reuse the name.
    mutating func forget(_ kind: GLObjectKind, name: GLuint) {
        switch kind {
        case .texture: textures = textures.map { $0 == name ? nil : $0 }
        case .framebuffer: if framebuffer == name { framebuffer = nil }
        case .renderbuffer: if renderbuffer == name { renderbuffer = nil }
        case .program: if program == name { program = nil }
        case .buffer: if arrayBuffer == name { arrayBuffer = nil }
        case .vertexArray: if vertexArray == name { vertexArray = nil }
        }
    }

    /// True when the GL call must be made: the state differs from what is wanted. Counts the calls it saves.
    private mutating func mustCall(unchanged: Bool) -> Bool {
        if unchanged { skippedCalls += 1 }
        return !unchanged
    }
}
