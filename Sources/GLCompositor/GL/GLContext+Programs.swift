import CGLES3
import Foundation
import Shaders

extension GLContext {
    /// Compiles and links `source`, and looks up its uniform locations once. The context must be current.
    /// - Throws: ``GLError/shaderCompilationFailed(program:stage:log:)`` or
    ///   ``GLError/programLinkFailed(program:log:)`` with the driver's info log. Nothing is leaked on failure.
    public func makeProgram(_ source: ShaderProgramSource) throws(GLError) -> GLProgram {
        assertCurrent()
        let vertex = try compileShader(.vertexShader, source.vertex, stage: "vertex", program: source.name)
        defer { glDeleteShader(vertex) }
        let fragment = try compileShader(.fragmentShader, source.fragment, stage: "fragment", program: source.name)
        defer { glDeleteShader(fragment) }

        let name = glCreateProgram()
        glAttachShader(name, vertex)
        glAttachShader(name, fragment)
        glBindAttribLocation(name, QuadVertexShader.positionAttribute, "aPosition")
        glLinkProgram(name)
        glDetachShader(name, vertex)
        glDetachShader(name, fragment)
        var linked: GLint = 0
        glGetProgramiv(name, .linkStatus, &linked)
        guard linked == GL_TRUE else {
            let log = infoLog(of: name, get: glGetProgramiv, log: glGetProgramInfoLog)
            glDeleteProgram(name)
            throw .programLinkFailed(program: source.name, log: log)
        }
        let program = GLProgram(name: name, label: source.name, uniforms: activeUniforms(of: name), tracker: tracker)
        try checkError("linking program '\(source.name)'")
        return program
    }

    /// Makes `program` current in the state cache.
    func use(_ program: GLProgram) {
        assertOwns(program)
        state.useProgram(program.name)
    }

    private func compileShader(_ type: GLenum, _ text: String, stage: String, program: String) throws(GLError) -> GLuint {
        let shader = glCreateShader(type)
        text.withCString { pointer in
            var source: UnsafePointer<GLchar>? = pointer
            glShaderSource(shader, 1, &source, nil)
        }
        glCompileShader(shader)
        var compiled: GLint = 0
        glGetShaderiv(shader, .compileStatus, &compiled)
        guard compiled == GL_TRUE else {
            let log = infoLog(of: shader, get: glGetShaderiv, log: glGetShaderInfoLog)
            glDeleteShader(shader)
            throw .shaderCompilationFailed(program: program, stage: stage, log: log)
        }
        return shader
    }

    private func infoLog(
        of object: GLuint,
        get: (GLuint, GLenum, UnsafeMutablePointer<GLint>?) -> Void,
        log: (GLuint, GLsizei, UnsafeMutablePointer<GLsizei>?, UnsafeMutablePointer<GLchar>?) -> Void
    ) -> String {
        var length: GLint = 0
        get(object, .infoLogLength, &length)
        guard length > 1 else { return "(the driver gave no log)" }
        var buffer = [GLchar](repeating: 0, count: Int(length))
        log(object, length, nil, &buffer)
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private func activeUniforms(of program: GLuint) -> [String: GLint] {
        var count: GLint = 0
        glGetProgramiv(program, GLenum(GL_ACTIVE_UNIFORMS), &count)
        var uniforms: [String: GLint] = [:]
        var buffer = [GLchar](repeating: 0, count: 256)
        for index in 0..<GLuint(count) {
            var length: GLsizei = 0, size: GLint = 0, type: GLenum = 0
            glGetActiveUniform(program, index, GLsizei(buffer.count), &length, &size, &type, &buffer)
            let name = String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            uniforms[name] = glGetUniformLocation(program, name)
        }
        return uniforms
    }
}
