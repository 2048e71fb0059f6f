import CGLES3
import Graphics
import LayerTree

extension GLContext {
    /// Clears `region` of the bound framebuffer (all of it when nil) to `color` (premultiplied),
    /// ignoring any earlier scissor.
    func clear(to color: PremultipliedRGBA, region: PixelRect? = nil) {
        assertCurrent()
        setScissor(region)
        state.setClearColor([color.red, color.green, color.blue, color.alpha])
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
    }

    // MARK: By location (locations looked up once per program; -1 is ignored, as GL does)

    /// Sets a `mat4` uniform to `t` (Core Animation's row-vector layout is GL's column-major one).
    func setUniform(at location: GLint, matrix t: CATransform3D) {
        guard location >= 0 else { return }
        withUnsafeTemporaryAllocation(of: Float.self, capacity: 16) { m in
            m[0] = Float(t.m11)
            m[1] = Float(t.m12)
            m[2] = Float(t.m13)
            m[3] = Float(t.m14)
            m[4] = Float(t.m21)
            m[5] = Float(t.m22)
            m[6] = Float(t.m23)
            m[7] = Float(t.m24)
            m[8] = Float(t.m31)
            m[9] = Float(t.m32)
            m[10] = Float(t.m33)
            m[11] = Float(t.m34)
            m[12] = Float(t.m41)
            m[13] = Float(t.m42)
            m[14] = Float(t.m43)
            m[15] = Float(t.m44)
            glUniformMatrix4fv(location, 1, GLboolean(GL_FALSE), m.baseAddress)
        }
    }

    func setUniform(at location: GLint, _ x: Float, _ y: Float, _ z: Float, _ w: Float) {
        guard location >= 0 else { return }
        glUniform4f(location, x, y, z, w)
    }

    func setUniform(at location: GLint, _ value: Float) {
        guard location >= 0 else { return }
        glUniform1f(location, value)
    }

    func setUniform(at location: GLint, textureUnit: Int32) {
        guard location >= 0 else { return }
        glUniform1i(location, textureUnit)
    }

    /// Sets consecutive elements of a `mat3` array uniform from row-major 3×3 matrices for row
    /// vectors, which is GL's column-major layout for column vectors.
    func setUniform(at location: GLint, matrices3: [Float]) {
        guard location >= 0, !matrices3.isEmpty else { return }
        glUniformMatrix3fv(location, GLsizei(matrices3.count / 9), GLboolean(GL_FALSE), matrices3)
    }

    /// Sets consecutive elements of a `vec4` array uniform.
    func setUniform(at location: GLint, vectors4: [Float]) {
        guard location >= 0, !vectors4.isEmpty else { return }
        glUniform4fv(location, GLsizei(vectors4.count / 4), vectors4)
    }

    /// Sets consecutive elements of a `float` array uniform.
    func setUniform(at location: GLint, floats: [Float]) {
        guard location >= 0, !floats.isEmpty else { return }
        glUniform1fv(location, GLsizei(floats.count), floats)
    }

    // MARK: By name (the location looked up in the program's table on every call)

    func setUniform(_ program: GLProgram, _ uniform: String, matrix: [Float]) {
        precondition(matrix.count == 16)
        let location = program.uniformLocation(uniform)
        guard location >= 0 else { return }
        glUniformMatrix4fv(location, 1, GLboolean(GL_FALSE), matrix)
    }

    func setUniform(_ program: GLProgram, _ uniform: String, _ x: Float, _ y: Float, _ z: Float, _ w: Float) {
        setUniform(at: program.uniformLocation(uniform), x, y, z, w)
    }

    func setUniform(_ program: GLProgram, _ uniform: String, _ value: Float) {
        setUniform(at: program.uniformLocation(uniform), value)
    }

    func setUniform(_ program: GLProgram, _ uniform: String, textureUnit: Int32) {
        setUniform(at: program.uniformLocation(uniform), textureUnit: textureUnit)
    }

    func bindTexture(_ texture: GLTexture, unit: Int) {
        assertOwns(texture)
        state.bindTexture(texture.name, unit: unit)
    }

    func setBlending(_ enabled: Bool, additive: Bool = false) { state.setBlending(enabled, additive: additive) }

    /// Scissor in target pixels with rows from the top (the package draws targets top-down), or off.
    func setScissor(_ rect: PixelRect?) {
        state.setScissor(
            rect.map {
                GLStateCache.Rect(x: Int32($0.x), y: Int32($0.y), width: Int32($0.width), height: Int32($0.height))
            })
    }

    /// Draws the four-vertex triangle strip of `vertexArray` with the current program.
    func drawQuadStrip(_ vertexArray: GLVertexArray) {
        assertCurrent()
        assertOwns(vertexArray)
        state.bindVertexArray(vertexArray.name)
        glDrawArrays(.triangleStrip, 0, 4)
    }

    /// Draws `count` instances of the four-vertex strip of `vertexArray` with the current program.
    func drawQuadStripInstanced(_ vertexArray: GLVertexArray, count: Int) {
        assertCurrent()
        assertOwns(vertexArray)
        state.bindVertexArray(vertexArray.name)
        glDrawArraysInstanced(.triangleStrip, 0, 4, GLsizei(count))
    }
}

extension GLContext {
    /// Waits until every command issued so far has finished executing (for timing a frame
    /// without reading it back). The context must be current.
    public func finish() {
        assertCurrent()
        glFinish()
    }
}
